import BridgeLintCore
import SwiftSyntax

/// Whether a file may change a view's `@State` property: it assigns it (`query = …`, `self.query += …`,
/// `query.name = …`), passes it `inout`, calls a method on it (which may be mutating), or hands out its
/// binding or storage (`$query`, `_query`). A private `@State` the file never changes keeps its first value.
final class StateWrites: SyntaxVisitor {
    private let name: String
    private var found = false

    private init(_ name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    static func exist(to name: String, in tree: some SyntaxProtocol) -> Bool {
        let finder = StateWrites(name)
        finder.walk(tree)
        return finder.found
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        if text == "$\(name)" || text == "_\(name)" { found = true }
        return .skipChildren
    }

    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        if names(node.expression) { found = true }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count >= 3, isAssignment(elements[1]), names(elements[0]) { found = true }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, names(base) {
            found = true
        }
        return found ? .skipChildren : .visitChildren
    }

    /// `=`, `+=`, `-=`, `??=` and the like, not `==`, `<=`, `>=`, `!=`.
    private func isAssignment(_ element: ExprSyntax) -> Bool {
        if element.is(AssignmentExprSyntax.self) { return true }
        guard let operation = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return operation.hasSuffix("=") && !["==", "<=", ">=", "!=", "==="].contains(operation)
    }

    /// `name`, `self.name`, or a member, subscript or optional chain reached from it (`name.title`, `name[0]`).
    private func names(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == name }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                return member.declName.baseName.text == name
            }
            return names(base)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) { return names(subscriptCall.calledExpression) }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return names(optional.expression) }
        if let forced = expression.as(ForceUnwrapExprSyntax.self) { return names(forced.expression) }
        return false
    }
}
