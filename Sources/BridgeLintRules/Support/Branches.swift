import SwiftSyntax

/// Where code sits among the branches of conditionals.
enum Branches {
    /// Whether `first` and `second` sit in different branches of one `if`/`else` or `switch`, so that one run of
    /// the code around them never reaches both.
    static func areExclusive(_ first: Syntax, _ second: Syntax) -> Bool {
        var child = first
        while let parent = child.parent {
            if let ifExpression = parent.as(IfExprSyntax.self), let elseBody = ifExpression.elseBody {
                let inBody = ifExpression.body.range.contains(first.position)
                let inElse = elseBody.range.contains(first.position)
                if inBody && elseBody.range.contains(second.position) { return true }
                if inElse && ifExpression.body.range.contains(second.position) { return true }
            }
            if parent.is(SwitchCaseSyntax.self), let switchExpression = parent.parent?.parent?.as(SwitchExprSyntax.self),
               switchExpression.range.contains(second.position), !parent.range.contains(second.position),
               switchExpression.cases.contains(where: { $0.range.contains(second.position) }) {
                return true
            }
            if parent.range.contains(second.position) { return false }
            child = parent
        }
        return false
    }
}
