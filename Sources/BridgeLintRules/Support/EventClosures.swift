import SwiftSyntax

/// Closures that SwiftUI or the code runs when something happens (a tap, an appearance, a task, a completion),
/// not while a view renders: what they read or make is not part of any render.
enum EventClosures {
    private static let eventModifiers: Set<String> = ["task", "refreshable", "Task", "async", "asyncAfter", "sink"]
    private static let eventLabels: Set<String> = ["action", "perform", "onDismiss", "onCommit", "onEditingChanged", "completion"]

    /// A closure that runs when something happens rather than while the view renders.
    static func runsOnEvent(_ closure: ClosureExprSyntax) -> Bool {
        guard let site = ClosureSite(closure) else { return false }
        if let label = site.label, eventLabels.contains(label) || label.hasPrefix("on") { return true }
        let name = site.calleeName
        if name.hasPrefix("on") || eventModifiers.contains(name) { return true }
        // `Router.shared.present { … }`: a closure handed to a shared object's method runs when that object calls
        // it (on a tap, a presentation), not while SwiftUI renders the code around it.
        if let receiver = site.receiver?.withoutUnwraps, DeclaredType.sharedInstanceType(receiver) != nil { return true }
        // `Button("Save") { save() }`, `Button { save() } label: { … }`: the first trailing closure is the action,
        // unless the action was passed as `action:`.
        return name == "Button" && site.label == nil && !site.call.arguments.contains { $0.label?.text == "action" }
    }

    /// Whether `node` runs inside such a closure of the declaration around it.
    static func isInEventClosure(_ node: some SyntaxProtocol) -> Bool {
        isInClosure(node, where: runsOnEvent)
    }

    /// Closures that run once, later: a task, a dispatched block, a completion.
    private static let runOnceLater: Set<String> = ["task", "Task", "async", "asyncAfter"]

    /// Whether `node` runs again each time something happens (a publisher's value, a control's action, an
    /// appearance), not once later: what it reads is read anew at each run.
    static func isInRepeatingEventClosure(_ node: some SyntaxProtocol) -> Bool {
        isInClosure(node) { closure in
            guard runsOnEvent(closure), let site = ClosureSite(closure) else { return false }
            return !runOnceLater.contains(site.calleeName) && site.label != "completion"
        }
    }

    /// Whether a closure around `node`, inside the declaration around it, is one `matches` accepts.
    private static func isInClosure(_ node: some SyntaxProtocol, where matches: (ClosureExprSyntax) -> Bool) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let closure = candidate.as(ClosureExprSyntax.self), matches(closure) { return true }
            if candidate.is(DeclSyntax.self) && !candidate.is(VariableDeclSyntax.self) { return false }
            if candidate.is(MemberBlockItemSyntax.self) { return false }
            current = candidate.parent
        }
        return false
    }
}
