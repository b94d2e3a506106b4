import BridgeLintCore
import SwiftSyntax

/// A chain of member accesses read from its root: `self?.label.text` is `self` then `label`, `text`;
/// `items[0].title` is `items` then `title`; `$draft.wrappedValue` is `draft` (projected) then `wrappedValue`.
/// Subscripts, optional chaining and force unwraps are looked through; calls end the path.
struct AccessPath {
    enum Root: Equatable {
        /// `self`, `self?`, or a local bound to self (`guard let strongSelf = self`).
        case selfValue
        /// A bare name: a local, a parameter, or a property of the enclosing type reached through implicit self.
        case name(String)
    }

    var root: Root
    var members: [String]
    /// The node naming the first component after `self` (or the root name): where its declaration is looked up.
    var firstReference: DeclReferenceExprSyntax
    /// Whether the root was written with `$` (a projected value such as a binding).
    var isProjected = false

    /// The first property named: `label` in `self.label.text` and in `label.text`.
    var property: String? {
        switch root {
        case .selfValue: members.first
        case .name(let name): name
        }
    }

    /// The members after the first property: `text` in `self.label.text`.
    var rest: ArraySlice<String> {
        root == .selfValue ? members.dropFirst() : members[...]
    }

    init?(_ expression: ExprSyntax, selfAliases: Set<String> = []) {
        var members: [DeclReferenceExprSyntax] = []
        var current = expression
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                members.insert(member.declName, at: 0)
                current = base
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                break
            }
        }
        guard let reference = current.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = reference.baseName.text
        self.members = members.map(\.baseName.text)
        if reference.baseName.tokenKind == .keyword(.self) || selfAliases.contains(name) {
            guard let first = members.first else { return nil }
            self.root = .selfValue
            self.firstReference = first
        } else {
            self.isProjected = isProjectedValueName(name)
            self.root = .name(isProjected ? String(name.dropFirst()) : name)
            self.firstReference = reference
        }
    }

    /// `self`, `self?`, `self!`, or a name bound to self.
    static func isSelf(_ expression: ExprSyntax, aliases: Set<String>) -> Bool {
        guard let reference = expression.withoutUnwraps.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.tokenKind == .keyword(.self) || aliases.contains(reference.baseName.text)
    }

    /// Names a file binds to `self` (`guard let strongSelf = self`, `if let this = self`), so
    /// `strongSelf.label.text` reads as `self.label.text`.
    static func selfAliases(in file: LintFile) -> Set<String> {
        guard file.contains("= self") else { return [] }
        return file.memo.value("SelfAliases") {
            let collector = SelfAliasCollector(viewMode: .sourceAccurate)
            collector.walk(file.tree)
            return collector.names
        }
    }

    private final class SelfAliasCollector: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, name != "self",
               let value = node.initializer?.value.as(DeclReferenceExprSyntax.self),
               value.baseName.tokenKind == .keyword(.self) {
                names.insert(name)
            }
            return .visitChildren
        }
    }
}

extension SequenceExprSyntax {
    /// What an assignment writes: `x` in `x = 1` and in `x += 1`; `nil` for any other expression.
    var assignedTarget: ExprSyntax? {
        let elements = Array(self.elements)
        guard elements.count >= 3 else { return nil }
        if elements[1].is(AssignmentExprSyntax.self) { return elements[0] }
        guard let text = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
              text.count >= 2, text.hasSuffix("="), !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
        else { return nil }
        return elements[0]
    }
}

/// The value a visible `let`/`var` was initialized with (`let queue = DispatchQueue(label: "io")`), searched
/// from a use outwards through enclosing code blocks, closures and types. `nil` when the name is declared
/// without a value, is a parameter, or is not declared in the file.
enum VisibleValue {
    static func initializer(of name: String, near node: some SyntaxProtocol) -> ExprSyntax? {
        var current: Syntax? = Syntax(node)
        while let scope = current {
            var items: [Syntax] = []
            if let block = scope.as(CodeBlockSyntax.self) {
                items = block.statements.map { Syntax($0.item) }
            } else if let closure = scope.as(ClosureExprSyntax.self) {
                if closure.declaresParameter(named: name) { return nil }
                items = closure.statements.map { Syntax($0.item) }
            } else if let function = scope.as(FunctionDeclSyntax.self),
                      function.signature.parameterClause.parameters.contains(where: { ($0.secondName ?? $0.firstName).text == name }) {
                return nil
            } else if let group = scope.asDeclGroup {
                let parts = [group] + SameFileTypeParts.others(of: group)
                items = parts.flatMap { $0.memberBlock.flattenedDeclarations.map { Syntax($0) } }
            } else if let file = scope.as(SourceFileSyntax.self) {
                items = file.statements.map { Syntax($0.item) }
            }
            for item in items {
                guard let variable = item.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return binding.initializer?.value
                }
            }
            current = scope.parent
        }
        return nil
    }

}
