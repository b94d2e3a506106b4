import BridgeLintCore
import SwiftSyntax

/// Every name a file declares inside code (`let`/`var` outside a type's member list, parameters, closure
/// parameters, `if let`/`for`/`case` bindings), grouped by the declaration a lookup of locals stops at: the
/// nearest enclosing function, initializer, deinitializer or type (`HostingScope.endsLocals`). A name its
/// group lacks is never a local there, so a lookup can stop before scanning every enclosing block (a long
/// controller's property uses are most lookups, and its other methods' locals are out of sight anyway).
struct DeclaredLocalNames {
    /// Names by the id of the declaration that ends their lookup; `nil` for code at the top level of the file.
    private let namesByScope: [SyntaxIdentifier?: Set<String>]

    /// Names a scope declares without writing them.
    private static let implicitNames: Set<String> = ["newValue", "oldValue", "error"]

    init(in tree: SourceFileSyntax) {
        let collector = Collector()
        collector.walk(tree)
        namesByScope = collector.namesByScope
    }

    /// Whether code in sight of `node` could declare `name` as a local.
    func mayBeLocal(_ name: String, at node: some SyntaxProtocol) -> Bool {
        if name.hasPrefix("$") || Self.implicitNames.contains(name) { return true }
        return namesByScope[HostingScope.scopeEndingLocals(of: Syntax(node))?.id]?.contains(name) == true
    }

    private final class Collector: SyntaxAnyVisitor {
        var namesByScope: [SyntaxIdentifier?: Set<String>] = [:]
        /// The declarations that end lookups, innermost last.
        private var scopes: [SyntaxIdentifier] = []

        init() {
            super.init(viewMode: .sourceAccurate)
        }

        private func insert(_ name: String) {
            namesByScope[scopes.last, default: []].insert(name)
        }

        // The declarations `HostingScope.endsLocals` names each open a group.
        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if HostingScope.endsLocals(node.kind) { scopes.append(node.id) }
            return .visitChildren
        }

        override func visitAnyPost(_ node: Syntax) {
            if HostingScope.endsLocals(node.kind) { scopes.removeLast() }
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
