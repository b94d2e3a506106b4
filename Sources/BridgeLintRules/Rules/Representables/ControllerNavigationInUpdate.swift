import BridgeLintCore
import SwiftSyntax

/// update pushes, presents or dismisses with no guard, or replaces the stack or the selected tab:
/// navigation repeated on every SwiftUI update.
struct ControllerNavigationInUpdate: Rule {
    static let description = RuleDescription(
        id: "controller-navigation-in-update",
        summary: "update pushes, presents, shows or dismisses a view controller, or replaces the stack or the selected tab, with no guard",
        severity: .warning,
        rationale: """
            update runs on every SwiftUI update of the representable, not once per user action. A push, \
            presentation or dismissal there runs again each time any state changes: screens are pushed twice, \
            UIKit logs "Attempt to present … which is already presenting", or a controller is dismissed while the \
            user is still using it. The property forms do the same: assigning `viewControllers` rebuilds the stack \
            or the tabs, dropping screens the user opened, and setting `selectedIndex` to a fixed value switches \
            the tab back whenever anything changes.
            """,
        howToFix: """
            Navigate in response to the event itself (a coordinator delegate method or action), or guard the call \
            with the state it depends on (`if shouldShowDetail && controller.presentedViewController == nil { … }`) \
            and reset that state once done. Prefer SwiftUI presentation (`.sheet`, `NavigationStack`) where possible.
            """,
        triggeringExamples: [
            Example("""
                // Once the popover is up, the condition fails on its second half and the next update dismisses it.
                struct Popover<Content: View>: UIViewControllerRepresentable {
                    @Binding var isPresented: Bool
                    let content: Content
                    func makeCoordinator() -> Coordinator { Coordinator(host: UIHostingController(rootView: content)) }
                    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                    func updateUIViewController(_ anchor: UIViewController, context: Context) {
                        if isPresented, anchor.presentedViewController == nil {
                            anchor.present(context.coordinator.host, animated: true)
                        } else {
                            ↓anchor.dismiss(animated: true)
                        }
                    }
                    final class Coordinator { let host: UIViewController; init(host: UIViewController) { self.host = host } }
                }
                """),
            Example("""
                struct Flow: UIViewControllerRepresentable {
                    let item: Item
                    func makeUIViewController(context: Context) -> UINavigationController {
                        UINavigationController(rootViewController: ListController())
                    }
                    func updateUIViewController(_ navigation: UINavigationController, context: Context) {
                        let detail = DetailController(item: item)
                        ↓navigation.pushViewController(detail, animated: true)
                    }
                }
                """),
            Example("""
                struct ShareHost: UIViewControllerRepresentable {
                    let text: String
                    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                    func updateUIViewController(_ host: UIViewController, context: Context) {
                        let share = UIActivityViewController(activityItems: [text], applicationActivities: nil)
                        ↓host.present(share, animated: true)
                    }
                }
                """),
            Example("""
                struct Wizard: UIViewControllerRepresentable {
                    let steps: [UIViewController]
                    func makeUIViewController(context: Context) -> UINavigationController { UINavigationController() }
                    func updateUIViewController(_ navigation: UINavigationController, context: Context) {
                        ↓navigation.setViewControllers(steps, animated: false)
                        ↓navigation.presentedViewController?.dismiss(animated: true)
                    }
                }
                """),
            Example("""
                // The property forms: the stack is replaced, and the tab the user picked is switched back.
                struct Tabs: UIViewControllerRepresentable {
                    let screens: [UIViewController]
                    let initialTab: Int
                    func makeUIViewController(context: Context) -> UITabBarController { UITabBarController() }
                    func updateUIViewController(_ tabs: UITabBarController, context: Context) {
                        ↓tabs.viewControllers = screens
                        ↓tabs.selectedIndex = initialTab
                        ↓tabs.navigationController?.viewControllers = [tabs]
                    }
                }
                """),
            Example("""
                struct Sheet: NSViewControllerRepresentable {
                    func makeNSViewController(context: Context) -> NSViewController { NSViewController() }
                    func updateNSViewController(_ controller: NSViewController, context: Context) {
                        ↓controller.presentAsSheet(PreferencesController())
                    }
                }
                """),
            Example("""
                struct Carousel: UIViewControllerRepresentable {
                    let slides: [UIViewController]
                    @Binding var index: Int
                    func makeUIViewController(context: Context) -> UIPageViewController {
                        UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                    }
                    func updateUIViewController(_ pager: UIPageViewController, context: Context) {
                        ↓pager.setViewControllers([slides[index]], direction: .forward, animated: true)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // Only a page other than the one shown is set.
                struct Carousel: UIViewControllerRepresentable {
                    let slides: [UIViewController]
                    @Binding var index: Int
                    func makeUIViewController(context: Context) -> UIPageViewController {
                        UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                    }
                    func updateUIViewController(_ pager: UIPageViewController, context: Context) {
                        if pager.viewControllers?.first !== slides[index] {
                            pager.setViewControllers([slides[index]], direction: .forward, animated: true)
                        }
                    }
                }
                """),
            Example("""
                // The flag alone decides: dismissal happens only when it is false and something is up.
                struct Popover<Content: View>: UIViewControllerRepresentable {
                    @Binding var isPresented: Bool
                    let content: Content
                    func makeCoordinator() -> Coordinator { Coordinator(host: UIHostingController(rootView: content)) }
                    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                    func updateUIViewController(_ anchor: UIViewController, context: Context) {
                        if isPresented {
                            if anchor.presentedViewController == nil { anchor.present(context.coordinator.host, animated: true) }
                        } else if anchor.presentedViewController != nil {
                            anchor.dismiss(animated: true)
                        }
                    }
                    final class Coordinator { let host: UIViewController; init(host: UIViewController) { self.host = host } }
                }
                """),
            Example("""
                // The selection follows a binding the tab bar delegate keeps current: setting it again changes nothing.
                struct Tabs: UIViewControllerRepresentable {
                    @Binding var selection: Int
                    let screens: [UIViewController]
                    func makeUIViewController(context: Context) -> UITabBarController {
                        let tabs = UITabBarController()
                        tabs.viewControllers = screens
                        tabs.delegate = context.coordinator
                        return tabs
                    }
                    func updateUIViewController(_ tabs: UITabBarController, context: Context) {
                        tabs.selectedIndex = selection
                        if tabs.viewControllers?.count != screens.count { tabs.viewControllers = screens }
                        tabs.moreNavigationController.viewControllers = context.coordinator.overflow
                        context.coordinator.viewControllers = screens
                    }
                }
                """),
            Example("""
                struct ShareHost: UIViewControllerRepresentable {
                    @Binding var isSharing: Bool
                    let text: String
                    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                    func updateUIViewController(_ host: UIViewController, context: Context) {
                        if isSharing && host.presentedViewController == nil {
                            let share = UIActivityViewController(activityItems: [text], applicationActivities: nil)
                            share.completionWithItemsHandler = { _, _, _, _ in isSharing = false }
                            host.present(share, animated: true)
                        }
                    }
                }
                """),
            Example("""
                struct Flow: UIViewControllerRepresentable {
                    let path: [Item]
                    func makeUIViewController(context: Context) -> UINavigationController { UINavigationController() }
                    func updateUIViewController(_ navigation: UINavigationController, context: Context) {
                        guard navigation.viewControllers.count != path.count + 1 else { return }
                        navigation.setViewControllers(context.coordinator.controllers(for: path), animated: true)
                    }
                }
                """),
            Example("""
                struct Flow: UIViewControllerRepresentable {
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIViewController(context: Context) -> UINavigationController {
                        let navigation = UINavigationController(rootViewController: ListController())
                        context.coordinator.navigation = navigation
                        return navigation
                    }
                    func updateUIViewController(_ navigation: UINavigationController, context: Context) {
                        navigation.navigationBar.prefersLargeTitles = true
                    }
                    final class Coordinator: NSObject {
                        weak var navigation: UINavigationController?
                        func open(_ item: Item) {
                            navigation?.pushViewController(DetailController(item: item), animated: true)
                        }
                    }
                }
                """),
        ],
        symptoms: [
            "Attempt to present … which is already presenting",
            "A screen is pushed twice",
            "A presented controller is dismissed unexpectedly",
            "the same screen is pushed again and again",
            "Attempt to present which is already presenting",
            "sheet opens twice",
            "navigation happens on every state change",
        ],
        scaffold: .controllerRepresentable
    )

    /// Navigation calls with the leading argument labels that identify them.
    static let navigationCalls: [(name: String, labels: [String?])] = [
        ("pushViewController", [nil, "animated"]),
        ("present", [nil, "animated"]),
        ("show", [nil, "sender"]),
        ("showDetailViewController", [nil, "sender"]),
        ("performSegue", ["withIdentifier", "sender"]),
        ("setViewControllers", [nil, "animated"]),
        ("popViewController", ["animated"]),
        ("popToRootViewController", ["animated"]),
        ("popToViewController", [nil, "animated"]),
        ("dismiss", ["animated"]),
        ("presentAsSheet", [nil]),
        ("presentAsModalWindow", [nil]),
        ("present", [nil, "asPopoverRelativeTo"]),
        ("present", [nil, "animator"]),
    ]

    func check(_ file: LintFile, report: inout RuleReport) {
        for representable in Representable.all(in: file) {
            guard let update = representable.update else { continue }
            let contextName = Representable.contextName(in: update)
            // Under `if let item = selectedItem` (a condition only on inputs, which stays true): the flag's own
            // finding, controller-presentation-flag-guard, says what to do.
            let flagged = Set(ControllerPresentationFlagGuard.ownedPresentations(in: representable).map(\.call.id))
            for call in representable.callsOnEveryUpdate where !flagged.contains(call.id) {
                // A page controller's `setViewControllers(_:direction:animated: true)` slides the page in again.
                if call.calleeName == "setViewControllers", call.argumentLabels.starts(with: [nil, "direction", "animated"]),
                   call.arguments.last?.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true),
                   let receiver = call.receiver, receiver.memberPath?.first != contextName {
                    report.add(at: call, """
                        '\(receiver.trimmedDescription).setViewControllers' runs with animation on every \
                        \(representable.lifecycle.update), so any state change plays the page transition again, even to \
                        the page already shown, and cuts into a swipe in progress; call it only when the page to show \
                        differs from '\(receiver.trimmedDescription).viewControllers?.first'
                        """)
                    continue
                }
                guard let name = call.calleeName, let receiver = call.receiver,
                      receiver.memberPath?.first != contextName,
                      Self.navigationCalls.contains(where: { $0.name == name && call.argumentLabels.starts(with: $0.labels) })
                else { continue }
                report.add(at: call, """
                    '\(receiver.trimmedDescription).\(name)' runs on every \(representable.lifecycle.update), so it \
                    navigates again whenever any state changes; trigger it from the event that asks for it, or guard \
                    it with that state
                    """)
            }
            for (call, flag) in ElseBranchDismissal.all(in: representable) where !flagged.contains(call.id) {
                report.add(at: call, """
                    '\(call.trimmedDescription)' is in the else branch of an 'if' that also tests something besides \
                    '\(flag)', so it runs while '\(flag)' is true as well (once the controller is up, on the next \
                    \(representable.lifecycle.update)) and dismisses what '\(flag)' asks to show; dismiss only when \
                    '\(flag)' is false ('if \(flag) { … } else if … presentedViewController != nil { … }')
                    """)
            }
            let plainInputs = Set(representable.inputs.filter { $0.kind == .plain }.map(\.name))
            for write in representable.writesOnEveryUpdate {
                guard let sequence = write.node.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                      let member = assignment.target.as(MemberAccessExprSyntax.self), let base = member.base,
                      base.memberPath?.first != contextName
                else { continue }
                let target = assignment.target.trimmedDescription
                switch member.declName.baseName.text {
                case "viewControllers":
                    // Controllers the coordinator keeps are the same instances each time: UIKit changes nothing.
                    guard assignment.value.first?.memberPath?.starts(with: [contextName, "coordinator"]) != true else { continue }
                    report.add(at: sequence, """
                        '\(target)' is replaced on every \(representable.lifecycle.update), so whenever any state \
                        changes the stack is rebuilt and screens the user opened are gone; set it in \
                        \(representable.lifecycle.make), or only when the list really changed
                        """)
                case "selectedIndex", "selectedViewController":
                    // A binding or state the delegate keeps current sets the tab the user is already on.
                    guard Self.isFixedValue(assignment, plainInputs: plainInputs) else { continue }
                    report.add(at: sequence, """
                        '\(target)' is set to '\(assignment.valueText)' on every \(representable.lifecycle.update), so \
                        whenever any state changes the tab the user picked switches back; set it in \
                        \(representable.lifecycle.make), or bind it to state the tab bar delegate updates
                        """)
                default:
                    continue
                }
            }
        }
    }

    /// A literal, or a plain input: a value that does not follow what the user picks.
    private static func isFixedValue(_ assignment: Assignment, plainInputs: Set<String>) -> Bool {
        guard assignment.value.count == 1, let value = assignment.value.first else { return false }
        if value.is(IntegerLiteralExprSyntax.self) { return true }
        guard let path = value.pathFromSelf, path.count == 1 else { return false }
        return plainInputs.contains(path[0])
    }
}
