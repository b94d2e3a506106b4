import BridgeLintCore
import SwiftSyntax

/// Every name a file declares inside code (`let`/`var` outside a type's member list, parameters, closure
/// parameters, `if let`/`for`/`case` bindings), grouped by the declaration a lookup of locals stops at: the
/// nearest enclosing function, initializer, deinitializer or type (`HostingScope.endsLocals`). A name its
/// group lacks is never a local there, so a lookup can stop before scanning every enclosing block (a long
/// controller's property uses are most lookups, and its other methods' locals are out of sight anyway).
final class DeclaredLocalNames {
    private let tree: SourceFileSyntax
    /// Names by the id of the declaration that ends their lookup (`nil` for code at the top level of the
    /// file), each scope collected the first time a lookup stops at it: most lookups of a long controller stop
    /// at a few of its methods, and a walk of the whole file cost more than all of them.
    private var namesByScope: [SyntaxIdentifier?: Set<String>] = [:]

    /// Names a scope declares without writing them.
    private static let implicitNames: Set<String> = ["newValue", "oldValue", "error"]

    init(in tree: SourceFileSyntax) {
        self.tree = tree
    }

    /// Whether code in sight of `node` could declare `name` as a local.
    func mayBeLocal(_ name: String, at node: some SyntaxProtocol) -> Bool {
        if (name.hasPrefix("$") && !isProjectedValueName(name)) || Self.implicitNames.contains(name) { return true }
        return names(in: HostingScope.scopeEndingLocals(of: Syntax(node))).contains(name)
    }

    /// The names declared in `scope` itself, not in the functions and types inside it.
    private func names(in scope: Syntax?) -> Set<String> {
        if let known = namesByScope[scope?.id] { return known }
        let collector = Collector(scope: scope?.id)
        collector.walk(scope ?? Syntax(tree))
        namesByScope[scope?.id] = collector.names
        return collector.names
    }

    private final class Collector: SyntaxAnyVisitor {
        private(set) var names: Set<String> = []
        /// The declaration collected for; the others `HostingScope.endsLocals` names hold their own names.
        private let scope: SyntaxIdentifier?

        init(scope: SyntaxIdentifier?) {
            self.scope = scope
            super.init(viewMode: .sourceAccurate)
        }

        private func insert(_ name: String) {
            names.insert(name)
        }

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            HostingScope.endsLocals(node.kind) && node.id != scope ? .skipChildren : .visitChildren
        }

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            if !Self.isProperty(node) { insert(node.identifier.text) }
            return .skipChildren
        }

        /// `var title` in a type's member list.
        private static func isProperty(_ node: IdentifierPatternSyntax) -> Bool {
            let variable = node.parent?.as(PatternBindingSyntax.self)?.parent?.parent?.as(VariableDeclSyntax.self)
            return variable?.parent?.is(MemberBlockItemSyntax.self) == true
        }

        override func visit(_ node: AccessorParametersSyntax) -> SyntaxVisitorContinueKind {
            insert(node.name.text)
            return .skipChildren
        }

        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { insert(name) }
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            insert(node.name.text)
            return .skipChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            insert((node.secondName ?? node.firstName).text)
            return .skipChildren
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            insert((node.secondName ?? node.firstName).text)
            return .skipChildren
        }
    }
}
