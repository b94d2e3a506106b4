import SwiftSyntax

/// Names declared by locals, parameters of closures and nested functions, and `if let`/`guard let` bindings
/// inside a node: a bare name there may not be the type's property of that name.
public enum LocalNames {
    public static func declared(in node: some SyntaxProtocol) -> Set<String> {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.names
    }

    private final class Collector: SyntaxVisitor {
        var names: Set<String> = []

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            names.insert(node.identifier.text)
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
