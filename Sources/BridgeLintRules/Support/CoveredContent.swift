import BridgeLintCore
import SwiftSyntax

/// Content that covers the view that builds it while it is shown: pushed onto a navigation stack
/// (`NavigationLink { … }`, `NavigationLink(destination: …)`, `.navigationDestination { … }`) or presented modally
/// (`.sheet { … }`). While it is up, the covered view's controls cannot be used and its appearance handlers
/// (`.task`, `.onAppear`) do not run again.
enum CoveredContent {
    /// Closures that run only while their view is shown and uncovered: on the user's action there, or as it appears.
    private static let whileUncovered = ModalContent.userActions.union(["task", "onAppear", "refreshable"])
    private static let pushers: Set<String> = ["navigationDestination"]

    /// Whether `node` is part of content its view pushes or presents over itself.
    static func isCovering(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let scope = current, !scope.is(MemberBlockItemSyntax.self) {
            if let closure = scope.as(ClosureExprSyntax.self), let site = ClosureSite(closure) {
                if pushers.contains(site.calleeName) || ModalContent.isContent(site) { return true }
                if isNavigationLink(site.calleeName), site.label == nil || site.label == "destination" { return true }
            }
            if let argument = scope.as(LabeledExprSyntax.self), argument.label?.text == "destination",
               let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self), isNavigationLink(call.calleeName ?? "") {
                return true
            }
            current = scope.parent
        }
        return false
    }

    /// `NavigationLink`, or a project view wrapping one under a name that says so (`SettingsNavigationLink`).
    private static func isNavigationLink(_ name: String) -> Bool {
        name.hasSuffix("NavigationLink")
    }

    /// Whether `node`, in one of a view's `declarations`, runs only while the view is shown and uncovered: in a
    /// user action's or an appearance handler's closure, or in a method of the view that only such code calls.
    /// `verdicts` keeps the answer for each method already looked up.
    static func runsOnlyWhileUncovered(
        _ node: some SyntaxProtocol, in declarations: [DeclSyntax], verdicts: inout [SyntaxIdentifier: Bool]
    ) -> Bool {
        runsOnly(from: whileUncovered, node, in: declarations, verdicts: &verdicts)
    }

    /// Whether `node`, in one of a view's `declarations`, runs only from closures given to one of `triggers`
    /// (`onDisappear`, `Button`), directly or in a method of the view that only such code calls (or that is handed
    /// to such a trigger whole, `.onAppear(perform: load)`), up to two methods deep.
    static func runsOnly(
        from triggers: Set<String>, _ node: some SyntaxProtocol, in declarations: [DeclSyntax],
        verdicts: inout [SyntaxIdentifier: Bool], depth: Int = 0
    ) -> Bool {
        switch ModalContent.trigger(of: node) {
        case .closure(let name):
            return triggers.contains(name)
        case .unknown:
            return false
        case .function(let function):
            if let known = verdicts[function.id] { return known }
            guard depth < 2 else { return false }
            // Assumed live while the uses are looked at: a method that calls itself decides nothing by that call.
            verdicts[function.id] = false
            let uses = declarations.flatMap { Nodes.all(DeclReferenceExprSyntax.self, in: $0) }.filter { reference in
                guard reference.baseName.text == function.name.text, !function.range.contains(reference.position) else { return false }
                // `self.load()` or `load()`, not another object's method of the same name.
                guard let member = reference.parent?.as(MemberAccessExprSyntax.self) else { return true }
                return member.base?.isSelf == true
            }
            var only = !uses.isEmpty
            for use in uses where only {
                // `Button("Reload", action: reload)`, `.onAppear(perform: load)`: handed to the trigger itself.
                if let call = use.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self),
                   triggers.contains(call.calleeName ?? "") {
                    continue
                }
                only = runsOnly(from: triggers, use, in: declarations, verdicts: &verdicts, depth: depth + 1)
            }
            verdicts[function.id] = only
            return only
        }
    }
}
