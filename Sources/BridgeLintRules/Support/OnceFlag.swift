import BridgeLintCore
import SwiftSyntax

/// A Bool property that code checks before it runs and sets once it has: `if !didAppear { didAppear = true; … }`,
/// `guard !isSetUp else { return }` with `isSetUp = true` somewhere in the type. Whatever its name, the code it
/// guards runs once per object, however often the method around it is called.
enum OnceFlag {
    /// Whether `node` runs only under such a flag, looking no further out than `function`.
    static func guards(_ node: some SyntaxProtocol, upTo function: Syntax) -> Bool {
        var child = Syntax(node)
        while let parent = child.parent, parent.id != function.id {
            if let ifExpr = parent.as(IfExprSyntax.self), child.id == ifExpr.body.id,
               let flag = unsetFlag(in: ifExpr.conditions), isSetTrue(flag, around: ifExpr) {
                return true
            }
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items where item.endPosition <= child.position {
                    guard let guardStmt = item.item.as(GuardStmtSyntax.self), let flag = unsetFlag(in: guardStmt.conditions),
                          isSetTrue(flag, around: guardStmt)
                    else { continue }
                    return true
                }
            }
            child = parent
        }
        return false
    }

    /// `flag` in a condition that is only `!flag`, `!self.flag` or `flag == false`.
    private static func unsetFlag(in conditions: ConditionElementListSyntax) -> String? {
        guard conditions.count == 1, case .expression(let expression)? = conditions.first?.condition else { return nil }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return propertyName(prefix.expression)
        }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "==",
              elements[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
        else { return nil }
        return propertyName(elements[0])
    }

    private static func propertyName(_ expression: ExprSyntax) -> String? {
        guard let path = expression.pathFromSelf, path.count == 1 else { return nil }
        return path[0]
    }

    /// Some code of the type around `node` sets the flag (`flag = true`, `self.flag = true`) and none clears it
    /// again (`flag = false` in `viewDidDisappear` makes the guarded code run on every appearance).
    private static func isSetTrue(_ flag: String, around node: some SyntaxProtocol) -> Bool {
        guard let members = node.ancestor(MemberBlockSyntax.self) else { return false }
        var isSet = false
        for sequence in Nodes.all(SequenceExprSyntax.self, in: members) {
            guard let assignment = Assignment(sequence), assignment.target.pathFromSelf == [flag] else { continue }
            let value = assignment.value.count == 1 ? assignment.value.first?.as(BooleanLiteralExprSyntax.self) : nil
            guard value?.literal.tokenKind == .keyword(.true) else { return false }
            isSet = true
        }
        return isSet
    }
}
