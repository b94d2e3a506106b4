import SwiftSyntax

/// An assignment statement `target = value` read from its unfolded sequence expression.
/// Assignment has the lowest precedence, so everything after the first `=` is the value.
struct Assignment {
    let expression: SequenceExprSyntax
    let target: ExprSyntax
    let value: [ExprSyntax]

    init?(_ sequence: SequenceExprSyntax) {
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        self.expression = sequence
        self.target = elements[0]
        self.value = Array(elements.dropFirst(2))
    }
}

extension ExprSyntax {
    /// The identifier a member chain starts from: `map` in `map.layer.cornerRadius`,
    /// `context` in `context.coordinator.parent`. `self.x.y` starts from `x`.
    var rootIdentifier: String? {
        var current = self
        while true {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
                    return member.declName.baseName.text
                }
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text
            } else {
                return nil
            }
        }
    }

    /// Whether this is a member access (`a.b`, `a.b.c`), as opposed to a bare name.
    var isMemberAccess: Bool {
        self.is(MemberAccessExprSyntax.self)
    }
}
