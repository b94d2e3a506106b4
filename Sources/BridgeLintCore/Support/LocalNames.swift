import SwiftSyntax

/// Names declared by locals, parameters of closures and nested functions, and `if let`/`guard let` bindings
/// inside a node: a bare name there may not be the type's property of that name.
public enum LocalNames {
    /// `includingProperties: false` leaves out the stored and computed properties of types inside the node (a
    /// whole file's locals, not its members).
    public static func declared(in node: some SyntaxProtocol, includingProperties: Bool = true) -> Set<String> {
        let collector = Collector(includingProperties: includingProperties)
        collector.walk(node)
        return collector.names
    }

    private final class Collector: SyntaxVisitor {
        var names: Set<String> = []
        private let includingProperties: Bool

        init(includingProperties: Bool) {
            self.includingProperties = includingProperties
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            if includingProperties || !Self.isProperty(node) { names.insert(node.identifier.text) }
            return .skipChildren
        }

        /// `var title` in a type's member list.
        private static func isProperty(_ node: IdentifierPatternSyntax) -> Bool {
            let variable = node.parent?.as(PatternBindingSyntax.self)?.parent?.parent?.as(VariableDeclSyntax.self)
            return variable?.parent?.is(MemberBlockItemSyntax.self) == true
        }

        override func visit(_ node: AccessorParametersSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .skipChildren
        }

        override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                names.insert(name)
            }
            return .visitChildren
        }

        override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.name.text)
            return .skipChildren
        }

        override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
            names.insert((node.secondName ?? node.firstName).text)
            return .skipChildren
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            names.insert((node.secondName ?? node.firstName).text)
            return .skipChildren
        }
    }
}
