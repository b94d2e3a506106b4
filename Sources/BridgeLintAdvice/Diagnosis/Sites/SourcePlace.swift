import SwiftSyntax

/// Where something is in the project, and the type and function whose code holds it: all the site search keeps
/// of a syntax node once its file's tree is gone.
struct SourcePlace: Sendable, Hashable {
    var file: String
    var line: Int
    var column: Int
    var type: String?
    var function: String?

    /// A node's place: a method call at its name (`.onChange` in a chain that starts lines above), anything else at
    /// its start.
    init(_ node: some SyntaxProtocol, in file: String, converter: SourceLocationConverter) {
        var anchor = Syntax(node)
        if let call = anchor.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base != nil {
            anchor = Syntax(member.declName)
        }
        let location = converter.location(for: anchor.positionAfterSkippingLeadingTrivia)
        self.file = file
        line = location.line
        column = location.column
        type = NameResolver.enclosingType(of: node)
        function = NameResolver.enclosingFunction(of: node)
    }
}
