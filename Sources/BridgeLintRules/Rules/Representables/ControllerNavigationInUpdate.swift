import BridgeLintCore
import SwiftSyntax

/// update pushes, presents or dismisses with no guard: navigation repeated on every SwiftUI update.
struct ControllerNavigationInUpdate: Rule {
    static let description = RuleDescription(
        id: "controller-navigation-in-update",
        summary: "update pushes, presents, shows or dismisses a view controller with no guard",
        severity: .warning,
        rationale: """
            update runs on every SwiftUI update of the representable, not once per user action. A push, \
            presentation or dismissal there runs again each time any state changes: screens are pushed twice, \
            UIKit logs "Attempt to present … which is already presenting", or a controller is dismissed while the \
            user is still using it.
            """,
        howToFix: """
            Navigate in response to the event itself (a coordinator delegate method or action), or guard the call \
            with the state it depends on (`if shouldShowDetail && controller.presentedViewController == nil { … }`) \
            and reset that state once done. Prefer SwiftUI presentation (`.sheet`, `NavigationStack`) where possible.
            """,
        triggeringExamples: [
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
                struct Sheet: NSViewControllerRepresentable {
                    func makeNSViewController(context: Context) -> NSViewController { NSViewController() }
                    func updateNSViewController(_ controller: NSViewController, context: Context) {
                        ↓controller.presentAsSheet(PreferencesController())
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
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
        ]
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
            for call in representable.callsOnEveryUpdate {
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
        }
    }
}
