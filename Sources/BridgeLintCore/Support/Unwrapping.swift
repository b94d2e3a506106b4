import SwiftSyntax

extension ExprSyntax {
    /// The expression with optional chaining and force unwraps looked through: `host` for `host?` and `host!`.
    public var withoutUnwraps: ExprSyntax {
        var current = self
        while true {
            if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else {
                return current
            }
        }
    }
}
