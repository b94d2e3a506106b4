import SwiftSyntax

/// The environment keys a file gives a value, `.environment(\.theme, …)` and `.transformEnvironment(\.theme) { … }`,
/// by the key path's single component.
final class EnvironmentWriteFinder: SyntaxVisitor {
    private(set) var keys: [String] = []

    static func keys(in file: LintFile) -> [String] {
        // Cheap text check first: most files set no environment value.
        guard file.contains("nvironment(\\.") else { return [] }
        let finder = EnvironmentWriteFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return finder.keys
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard callee == "environment" || callee == "transformEnvironment", node.arguments.count >= 1,
              let keyPath = node.arguments.first?.expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
              keyPath.components.count == 1,
              let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
        else { return .visitChildren }
        let name = property.declName.baseName.text
        if !keys.contains(name) { keys.append(name) }
        return .visitChildren
    }
}
