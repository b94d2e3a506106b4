import BridgeLintCore
import SwiftSyntax

/// A container view emptied of whatever it holds (`container.subviews.forEach { $0.removeFromSuperview() }`)
/// in a type that puts child controllers' views into it and never takes a child out of its parent: the views
/// go, the controllers stay children.
extension ContainmentIncomplete {
    func checkClearedContainers(of group: TypeGroups.Group, children: ChildControllers, file: LintFile, report: inout RuleReport) {
        guard file.contains("subviews") else { return }
        // What the type adds: each container with the addition that fills it, for children made children.
        var additions: [String: ChildControllers.Addition] = [:]
        for usage in children.usages.values where usage.addChildCalls > 0 {
            for addition in usage.additions {
                guard let container = addition.call.receiver.map(Self.containerName) else { continue }
                if additions[container] == nil { additions[container] = addition }
            }
        }
        guard !additions.isEmpty else { return }
        let calls = group.members.flatMap { FileCalls.all(in: $0, of: file) }
        // Any removal from a parent, of any child (`children.forEach { $0.removeFromParent() }`), may balance them.
        guard !calls.contains(where: Self.takesChildOut) else { return }
        let groups = TypeGroups.all(in: file)
        for removal in calls where removal.calleeName == "removeFromSuperview" && removal.arguments.isEmpty {
            guard let container = Self.clearedContainer(by: removal), let addition = additions[container],
                  let adder = addition.call.enclosingFunction()?.as(FunctionDeclSyntax.self)
            else { continue }
            let place = "\(file.path):\(file.location(of: addition.call.positionAfterSkippingLeadingTrivia).line)"
            // A caller that takes views out (this very clearing, say) does not undo the child it made: the child still repeats.
            let repetition = Repetition.reason(for: Syntax(addition.call), in: groups, depth: 0, ignoringGuards: true,
                                               ofChildControllers: true)
            let witnessed = repetition.map { !$0.isByNameOnly } ?? false
            let consequence = witnessed
                ? "and another is added each time '\(adder.name.text)' runs again (\(repetition?.description ?? "")): the children pile up, each alive and still receiving appearance callbacks"
                : "so each one stays alive and keeps receiving appearance callbacks (latent: no caller in this file shows '\(adder.name.text)' adding another)"
            report.add(at: removal, """
                '\(removal.trimmedDescription)' takes the views in '\(container)' off screen, among them the view of the \
                child controller that '\(adder.name.text)' adds there (at \(place)), but nothing in '\(group.name)' takes a child \
                out of its parent: the controller stays a child of '\(group.name)', \(consequence); call \
                willMove(toParent: nil) and removeFromParent() on the child too (keep it in a property to reach it)
                """, confidence: witnessed ? .witnessed : .latent)
        }
    }

    /// `infoContainer` for `self.infoContainer` and `infoContainer`.
    private static func containerName(_ expression: ExprSyntax) -> String {
        let text = expression.withoutUnwraps.trimmedDescription
        return text.hasPrefix("self.") ? String(text.dropFirst(5)) : text
    }

    /// `removeFromParent()`, or `willMove(toParent: nil)`.
    private static func takesChildOut(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calleeName else { return false }
        if BridgeVocabulary.removeFromParentCalls.contains(name) { return true }
        return name == "willMove" && call.arguments.first?.expression.is(NilLiteralExprSyntax.self) == true
    }

    /// The container a `removeFromSuperview()` empties: `$0` in `container.subviews.forEach { … }`, the element
    /// of `for view in container.subviews`, or `container.subviews[0]`, `.first`, `.last`.
    private static func clearedContainer(by removal: FunctionCallExprSyntax) -> String? {
        guard let receiver = removal.receiver?.withoutUnwraps else { return nil }
        if let subviews = subviewsBase(of: receiver) { return subviews }
        guard let name = receiver.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        var current = removal.parent
        while let node = current {
            if let loop = node.as(ForStmtSyntax.self) {
                guard loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name else { return nil }
                return subviewsList(loop.sequence)
            }
            if let closure = node.as(ClosureExprSyntax.self) {
                guard (name == "$0" && closure.signature?.parameterClause == nil) || closure.declaresParameter(named: name),
                      let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
                      call.calleeName == "forEach",
                      let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
                else { return nil }
                return subviewsList(base)
            }
            if node.is(FunctionDeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// `container.subviews[0]`, `container.subviews.first`, `.last`: the container.
    private static func subviewsBase(of expression: ExprSyntax) -> String? {
        if let subscripted = expression.as(SubscriptCallExprSyntax.self) { return subviewsList(subscripted.calledExpression) }
        if let member = expression.as(MemberAccessExprSyntax.self), ["first", "last"].contains(member.declName.baseName.text),
           let base = member.base {
            return subviewsList(base)
        }
        return nil
    }

    /// `container.subviews` (also `.reversed()` of it): the container.
    private static func subviewsList(_ expression: ExprSyntax) -> String? {
        var current = expression.withoutUnwraps
        if let call = current.as(FunctionCallExprSyntax.self), call.calleeName == "reversed",
           let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base {
            current = base.withoutUnwraps
        }
        guard let member = current.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "subviews",
              let base = member.base
        else { return nil }
        return containerName(base)
    }
}
