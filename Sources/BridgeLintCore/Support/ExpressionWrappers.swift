import SwiftSyntax

/// The two ways rules look past the syntax around a value: to the expression itself, and to the name
/// it refers to.
extension ExprSyntax {
    /// The expression inside optional chaining, force unwraps and parentheses: `host` for `host?`, `host!`
    /// and `(host)`. Casts are not looked through: bridgelint's trees are not operator-folded, so
    /// `host as? UIView` is a sequence expression, and `(host as? UIView)!` stays that sequence.
    public var withoutUnwraps: ExprSyntax {
        var current = self
        while true {
            if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let forced = current.as(ForceUnwrapExprSyntax.self) {
                current = forced.expression
            } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
                      let only = tuple.elements.first, only.label == nil {
                current = only.expression
            } else {
                return current
            }
        }
    }

    /// The value a cast converts: `scroll.documentView` for `scroll.documentView as? NSTextView` (an unfolded
    /// sequence here, see `withoutUnwraps`), or for a folded `as` expression; `nil` for anything else.
    public var castOperand: ExprSyntax? {
        if let sequence = self.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true {
            return sequence.elements.first
        }
        return self.as(AsExprSyntax.self)?.expression
    }

    /// The type a cast converts to: `TextBlockCell` for `dequeue(…) as! TextBlockCell`, unfolded or folded.
    public var castType: TypeSyntax? {
        if let sequence = self.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true {
            return sequence.elements.last?.as(TypeExprSyntax.self)?.type
        }
        return self.as(AsExprSyntax.self)?.type
    }

    /// The property or local a reference names, looking through unwraps: `host` for `host`, `self.host`,
    /// `host?` and `self.host!`. `nil` for `self` itself and for anything else (`a.b`, `self?.host`, calls).
    public var plainName: String? {
        let current = withoutUnwraps
        if let reference = current.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) {
            return reference.baseName.text
        }
        if let member = current.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text
        }
        return nil
    }
}
