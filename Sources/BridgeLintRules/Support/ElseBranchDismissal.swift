import BridgeLintCore
import SwiftSyntax

/// `if isPresented, host.presentedViewController == nil { present(…) } else { dismiss(animated:) }` in update:
/// the else branch runs whenever any of the conditions fails, so also while the input flag is true and the
/// controller is already up, and that update dismisses what the flag asks to show. Read by
/// `controller-navigation-in-update`.
enum ElseBranchDismissal {
    /// A `dismiss(animated:)` in update in the else branch of an `if` that joins an input flag, read as is, with
    /// another condition; with that flag's name.
    static func all(in representable: Representable) -> [(call: FunctionCallExprSyntax, flag: String)] {
        guard let body = representable.update?.body else { return [] }
        let inputs = Set(representable.inputs.map(\.name))
        return Nodes.all(FunctionCallExprSyntax.self, in: body, outsideClosures: true).compactMap { call in
            guard call.calleeName == "dismiss", call.argumentLabels.first == "animated",
                  let branch = enclosingElse(of: call, in: body),
                  let flag = positiveInput(among: conjuncts(of: branch.conditions), inputs: inputs)
            else { return nil }
            return (call, flag)
        }
    }

    /// The nearest `if` whose else branch holds `node`.
    private static func enclosingElse(of node: some SyntaxProtocol, in body: CodeBlockSyntax) -> IfExprSyntax? {
        var child = Syntax(node)
        while child.id != body.id, let parent = child.parent {
            if let ifExpression = parent.as(IfExprSyntax.self) {
                return ifExpression.elseBody.map { $0.id == child.id } == true ? ifExpression : nil
            }
            child = parent
        }
        return nil
    }

    /// The conditions an `if` joins: its comma-separated elements, and the sides of `&&` in each.
    private static func conjuncts(of conditions: ConditionElementListSyntax) -> [ExprSyntax] {
        conditions.flatMap { element -> [ExprSyntax] in
            guard case .expression(let expression) = element.condition else { return [] }
            return split(expression)
        }
    }

    private static func split(_ expression: ExprSyntax) -> [ExprSyntax] {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return [expression] }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "&&" else { return [expression] }
        return split(elements[0]) + split(elements[2])
    }

    /// With at least one other condition beside it, an input read as is (`isPresented`, `self.isPresented`).
    private static func positiveInput(among conjuncts: [ExprSyntax], inputs: Set<String>) -> String? {
        guard conjuncts.count >= 2 else { return nil }
        return conjuncts.lazy.compactMap { $0.pathFromSelf }.first { $0.count == 1 && inputs.contains($0[0]) }?.first
    }
}
