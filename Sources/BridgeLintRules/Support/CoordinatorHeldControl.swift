import BridgeLintCore
import SwiftSyntax

/// The control a coordinator holds for update to reach, when make returns a container around it:
/// make does `context.coordinator.textField = textField`, and update opens with
/// `if let textField = context.coordinator.textField { textField.stringValue = text }`. Inside that `if`, the
/// local stands for the control the user edits, as the represented view does elsewhere; the unwrapping is always
/// true once make has run, so it guards nothing.
struct CoordinatorHeldControl {
    /// The local update binds (`textField`).
    let name: String
    /// The body of the `if let` that binds it.
    let body: CodeBlockSyntax

    /// The `if let name = context.coordinator.property { … }` statements at the top of update for properties make
    /// sets on the coordinator.
    static func all(in representable: Representable) -> [CoordinatorHeldControl] {
        guard let update = representable.update, let body = update.body, let makeBody = representable.make.body else { return [] }
        let makeContext = Representable.contextName(in: representable.make)
        let held = Set(Nodes.all(SequenceExprSyntax.self, in: makeBody).compactMap { sequence -> String? in
            guard let assignment = Assignment(sequence), let path = assignment.target.memberPath,
                  path.count == 3, path[0] == makeContext, path[1] == "coordinator"
            else { return nil }
            return path[2]
        })
        guard !held.isEmpty else { return [] }
        let context = Representable.contextName(in: update)
        return body.statements.compactMap { statement in
            let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
            guard let ifExpression = expression?.as(IfExprSyntax.self), ifExpression.conditions.count == 1,
                  case .optionalBinding(let binding)? = ifExpression.conditions.first?.condition,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let path = binding.initializer?.value.withoutUnwraps.memberPath,
                  path.count == 3, path[0] == context, path[1] == "coordinator", held.contains(path[2])
            else { return nil }
            return CoordinatorHeldControl(name: name, body: ifExpression.body)
        }
    }
}
