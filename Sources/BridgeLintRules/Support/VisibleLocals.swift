import BridgeLintCore
import SwiftSyntax

/// The locals in sight at one place of a body: those declared before it in the blocks around it, the bindings
/// of the conditions it is under, and the parameters of the closures it is in. Unlike every local of the body,
/// an `if let text` further down does not hide the property `text` read here.
enum VisibleLocals {
    static func at(_ node: some SyntaxProtocol, within body: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = []
        var child = Syntax(node)
        while let parent = child.parent, child.id != Syntax(body).id {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items where item.position < child.position {
                    if item.item.is(VariableDeclSyntax.self) || item.item.is(GuardStmtSyntax.self) {
                        names.formUnion(LocalNames.declared(in: item))
                    }
                }
            } else if let ifExpression = parent.as(IfExprSyntax.self), child.id == Syntax(ifExpression.body).id {
                names.formUnion(LocalNames.declared(in: ifExpression.conditions))
            } else if let conditions = parent.as(ConditionElementListSyntax.self) {
                for condition in conditions where condition.position < child.position {
                    names.formUnion(LocalNames.declared(in: condition))
                }
            } else if let loop = parent.as(ForStmtSyntax.self), child.id == Syntax(loop.body).id {
                names.formUnion(LocalNames.declared(in: loop.pattern))
            } else if let loop = parent.as(WhileStmtSyntax.self), child.id == Syntax(loop.body).id {
                names.formUnion(LocalNames.declared(in: loop.conditions))
            } else if let switchCase = parent.as(SwitchCaseSyntax.self), child.id != Syntax(switchCase.label).id {
                names.formUnion(LocalNames.declared(in: switchCase.label))
            } else if let closure = parent.as(ClosureExprSyntax.self), let signature = closure.signature {
                names.formUnion(LocalNames.declared(in: signature))
            }
            child = parent
        }
        return names
    }
}
