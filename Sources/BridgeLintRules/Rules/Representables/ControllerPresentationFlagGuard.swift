import BridgeLintCore
import SwiftSyntax

/// update presents or pushes under a condition that stays true once the screen is up (`if isPresented`), with no
/// check that nothing is presented yet and no reset: every later update presents again.
struct ControllerPresentationFlagGuard: Rule {
    static let description = RuleDescription(
        id: "controller-presentation-flag-guard",
        summary: "update presents or pushes a controller under a flag that stays true after the presentation, with no check and no reset",
        severity: .warning,
        rationale: """
            A condition such as `if isPresented` or `if let item = selectedItem` keeps its value after the \
            presentation: the binding is still true, the item still set. update runs again whenever anything the \
            representable depends on changes — another input, the environment, a rotation — and each time the \
            condition holds, so the controller is presented again (UIKit logs "Attempt to present … which is \
            already presenting" and drops it) or the same screen is pushed a second time onto the stack.
            """,
        howToFix: """
            Also require that nothing is presented yet (`isPresented && host.presentedViewController == nil`, or \
            compare the navigation stack), or reset the flag once the controller is up — deferred, \
            `DispatchQueue.main.async { isPresented = false }`, or in present's completion. (A reset when the screen \
            is dismissed comes too late: until then every update presents again.) Simpler still: present with SwiftUI's `.sheet(isPresented:)` or a `NavigationStack`, which \
            track the presentation themselves.
            """,
        triggeringExamples: [
            Example("""
                // Finding the controller to present from is no check: it is found on every update.
                struct ReaderPresenter: UIViewRepresentable {
                    var reader: SFSafariViewController?
                    func makeUIView(context: Context) -> UIView { UIView(frame: .zero) }
                    func updateUIView(_ anchor: UIView, context: Context) {
                        guard let reader, let host = anchor.nearestController() else { return }
                        ↓host.present(reader, animated: true)
                    }
                }
                """),
            Example("""
                struct SafariPresenter: UIViewControllerRepresentable {
                    @Binding var isPresented: Bool
                    let url: URL
                    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                    func updateUIViewController(_ host: UIViewController, context: Context) {
                        if isPresented {
                            ↓host.present(SFSafariViewController(url: url), animated: true)
                        }
                    }
                }
                """),
            Example("""
                struct Flow: UIViewControllerRepresentable {
                    let selectedItem: Item?
                    func makeUIViewController(context: Context) -> UINavigationController {
                        UINavigationController(rootViewController: ListController())
                    }
                    func updateUIViewController(_ navigation: UINavigationController, context: Context) {
                        if let item = selectedItem {
                            ↓navigation.pushViewController(DetailController(item: item), animated: true)
                        }
                    }
                }
                """),
            Example("""
                // Deferring the presentation does not make it happen once.
                struct PickerHost: UIViewControllerRepresentable {
                    @Binding var showPicker: Bool
                    @Binding var image: UIImage?
                    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                    func updateUIViewController(_ host: UIViewController, context: Context) {
                        guard showPicker else { return }
                        let picker = UIImagePickerController()
                        picker.delegate = context.coordinator
                        DispatchQueue.main.async {
                            ↓host.present(picker, animated: true)
                        }
                    }
                }
                """),
            Example("""
                struct ShareButton: UIViewControllerRepresentable {
                    @Binding var isSharing: Bool
                    let items: [Any]
                    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                    func updateUIViewController(_ host: UIViewController, context: Context) {
                        if !isSharing {
                            host.presentedViewController?.dismiss(animated: true)
                        } else {
                            ↓host.present(UIActivityViewController(activityItems: items, applicationActivities: nil), animated: true)
                        }
                    }
                }
                """),
            Example("""
                struct PreferencesPresenter: NSViewControllerRepresentable {
                    @Binding var showsPreferences: Bool
                    func makeNSViewController(context: Context) -> NSViewController { NSViewController() }
                    func updateNSViewController(_ controller: NSViewController, context: Context) {
                        if showsPreferences {
                            ↓controller.presentAsSheet(PreferencesController())
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // The lookup asks whether something is already shown: presenting again is checked.
                struct ReaderPresenter: UIViewRepresentable {
                    var reader: SFSafariViewController?
                    func makeUIView(context: Context) -> UIView { UIView(frame: .zero) }
                    func updateUIView(_ anchor: UIView, context: Context) {
                        guard let reader, let host = anchor.window?.rootViewController, host.presentedViewController == nil else { return }
                        host.present(reader, animated: true)
                    }
                }
                """),
            Example("""
                // The condition also checks that nothing is presented yet.
                struct SafariPresenter: UIViewControllerRepresentable {
                    @Binding var isPresented: Bool
                    let url: URL
                    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                    func updateUIViewController(_ host: UIViewController, context: Context) {
                        if isPresented && host.presentedViewController == nil {
                            host.present(SFSafariViewController(url: url), animated: true)
                        } else if !isPresented, host.presentedViewController?.isBeingDismissed == false {
                            host.dismiss(animated: true)
                        }
                    }
                }
                """),
            Example("""
                // The stack is compared before pushing.
                struct Flow: UIViewControllerRepresentable {
                    let selectedItem: Item?
                    func makeUIViewController(context: Context) -> UINavigationController { UINavigationController() }
                    func updateUIViewController(_ navigation: UINavigationController, context: Context) {
                        guard let item = selectedItem, !navigation.viewControllers.contains(where: { $0 is DetailController }) else { return }
                        navigation.pushViewController(DetailController(item: item), animated: true)
                    }
                }
                """),
            Example("""
                // The coordinator keeps its own flag, set when presenting and reset when the sheet goes away.
                struct PickerHost: UIViewControllerRepresentable {
                    @Binding var showPicker: Bool
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                    func updateUIViewController(_ host: UIViewController, context: Context) {
                        if showPicker && !context.coordinator.isShowing {
                            context.coordinator.isShowing = true
                            host.present(UIImagePickerController(), animated: true)
                        }
                    }
                    final class Coordinator: NSObject {
                        var isShowing = false
                        func didFinish() { isShowing = false }
                    }
                }
                """),
            Example("""
                // The binding is reset once the controller is up, after this update.
                struct ShareButton: UIViewControllerRepresentable {
                    @Binding var isSharing: Bool
                    let items: [Any]
                    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                    func updateUIViewController(_ host: UIViewController, context: Context) {
                        if isSharing {
                            host.present(UIActivityViewController(activityItems: items, applicationActivities: nil), animated: true)
                            DispatchQueue.main.async { isSharing = false }
                        }
                    }
                }
                """),
            Example("""
                // Reset in a task on the main actor, from the presentation's completion.
                struct Alerter: UIViewControllerRepresentable {
                    @Binding var message: String?
                    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                    func updateUIViewController(_ host: UIViewController, context: Context) {
                        if let text = message {
                            let alert = UIAlertController(title: text, message: nil, preferredStyle: .alert)
                            host.present(alert, animated: true) {
                                Task { @MainActor in message = nil }
                            }
                        }
                    }
                }
                """),
            Example("""
                // Whatever is up is dismissed first: the new controller replaces it instead of stacking.
                struct Replacing: UIViewControllerRepresentable {
                    let isShowing: Bool
                    let screen: Screen
                    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                    func updateUIViewController(_ host: UIViewController, context: Context) {
                        guard isShowing else { return }
                        if screen.isModal {
                            host.dismiss(animated: false) {
                                host.present(ScreenController(screen), animated: true)
                            }
                        } else {
                            host.dismiss(animated: false)
                            host.present(ScreenController(screen), animated: false)
                        }
                    }
                }
                """),
            Example("""
                // The window is asked whether a sheet is already attached.
                struct Exporter: NSViewRepresentable {
                    @Binding var isExporting: Bool
                    func makeNSView(context: Context) -> NSView { NSView() }
                    func updateNSView(_ view: NSView, context: Context) {
                        guard isExporting, let window = view.window, window.attachedSheet == nil else { return }
                        window.beginSheet(ExportPanel()) { _ in isExporting = false }
                    }
                }
                """),
            Example("""
                // Shared state the app resets elsewhere takes part in the condition: out of sight, no finding.
                struct Onboarding: UIViewControllerRepresentable {
                    let showsTour: Bool
                    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                    func updateUIViewController(_ host: UIViewController, context: Context) {
                        if showsTour && !TourState.shared.isRunning {
                            host.present(TourController(), animated: true)
                        }
                    }
                }
                """),
            Example("""
                // SwiftUI presents the sheet and tracks it: update only configures the controller.
                struct Picker: UIViewControllerRepresentable {
                    @Binding var image: UIImage?
                    func makeUIViewController(context: Context) -> UIImagePickerController { UIImagePickerController() }
                    func updateUIViewController(_ picker: UIImagePickerController, context: Context) {
                        picker.allowsEditing = image == nil
                    }
                }
                """),
        ],
        symptoms: [
            "Attempt to present … which is already presenting",
            "The same screen is pushed twice",
            "Presentation repeats whenever the view updates",
        ]
    )

    /// Calls that put a new controller or sheet on screen, with the leading argument labels that identify them.
    static let presentingCalls: [(name: String, labels: [String?])] = [
        ("present", [nil, "animated"]),
        ("present", [nil, "asPopoverRelativeTo"]),
        ("present", [nil, "animator"]),
        ("pushViewController", [nil, "animated"]),
        ("show", [nil, "sender"]),
        ("showDetailViewController", [nil, "sender"]),
        ("presentAsSheet", [nil]),
        ("presentAsModalWindow", [nil]),
        ("beginSheet", [nil]),
        ("beginSheetModal", ["for"]),
    ]

    /// Calls that take away what is on screen first: presenting after one replaces instead of stacking.
    private static let replacingCalls: Set<String> = [
        "dismiss", "popViewController", "popToRootViewController", "popToViewController", "setViewControllers",
        "endSheet", "dismissController",
    ]

    static func isPresenting(_ call: FunctionCallExprSyntax) -> Bool {
        presentingCalls.contains { call.matches($0.name, labels: $0.labels) }
    }

    func check(_ file: LintFile, report: inout RuleReport) {
        for representable in Representable.all(in: file) {
            guard let body = representable.update?.body else { continue }
            let calls = Nodes.all(FunctionCallExprSyntax.self, in: body)
            let written = Self.writtenNames(in: representable)
            for (call, receiver, flags) in Self.ownedPresentations(in: representable) {
                // A flag reset once the screen is up, or a presentation that replaces the first, happens once.
                guard written.isDisjoint(with: flags.inputs), !Self.replacesFirst(call, among: calls) else { continue }
                report.add(at: call, Self.message(for: call, receiver: receiver, flags: flags, update: representable.lifecycle.update))
            }
        }
    }

    /// The presenting calls of update that this rule decides: under conditions on inputs only, not through the
    /// coordinator, in an update that sets no coordinator flag. controller-navigation-in-update leaves exactly these
    /// to this rule.
    static func ownedPresentations(
        in representable: Representable
    ) -> [(call: FunctionCallExprSyntax, receiver: ExprSyntax, flags: PresentationFlags)] {
        guard let update = representable.update, let body = update.body else { return [] }
        let contextName = Representable.contextName(in: update)
        let calls = Nodes.all(FunctionCallExprSyntax.self, in: body).filter(isPresenting)
        guard !calls.isEmpty, !setsCoordinatorFlag(in: body, contextName: contextName) else { return [] }
        return calls.compactMap { call in
            guard let receiver = call.receiver, receiver.rootIdentifier != contextName,
                  let flags = PresentationFlags(guarding: call, in: representable)
            else { return nil }
            return (call, receiver, flags)
        }
    }

    private static func message(for call: FunctionCallExprSyntax, receiver: ExprSyntax, flags: PresentationFlags, update: String) -> String {
        let name = call.calleeName ?? "present"
        let target = receiver.trimmedDescription
        let flag = flags.inputs[0]
        let (effect, check): (String, String)
        switch name {
        case "pushViewController":
            effect = "pushes the screen again"
            check = "compare '\(target).viewControllers' (or 'topViewController') first"
        case "show", "showDetailViewController":
            effect = "shows the screen again"
            check = "check what '\(target)' already shows (its navigation stack or 'presentedViewController') first"
        case "beginSheet", "beginSheetModal":
            effect = "begins another sheet"
            check = "check that the window's 'attachedSheet' is nil"
        case "presentAsSheet", "presentAsModalWindow":
            effect = "presents it again"
            check = "check that '\(target).presentedViewControllers' is empty"
        default:
            effect = "presents it again (\"Attempt to present … which is already presenting\")"
            check = "also require '\(target).presentedViewController == nil'"
        }
        return """
            '\(target).\(name)' runs on every \(update) while \(flags.description), so any later state change \
            \(effect); \(check), or reset '\(flag)' once it is up (deferred, or in present's completion), or \
            present it with SwiftUI's .sheet / NavigationStack
            """
    }

    /// Inputs that update (its closures included) or another method of the representable writes: a reset of the
    /// flag, deferred or not (a synchronous one is representable-state-write-in-update's finding).
    private static func writtenNames(in representable: Representable) -> Set<String> {
        var names: Set<String> = []
        for member in representable.members {
            guard let function = member.as(FunctionDeclSyntax.self), let body = function.body else { continue }
            for write in Write.all(in: body) {
                guard let path = write.target.pathFromSelf, let first = path.first else { continue }
                names.insert(wrappedPropertyName(first))
            }
        }
        return names
    }

    /// `context.coordinator.isShowing = true`: a flag of the coordinator's own, which it resets out of sight.
    private static func setsCoordinatorFlag(in body: CodeBlockSyntax, contextName: String) -> Bool {
        Write.all(in: body).contains { write in
            guard let sequence = write.node.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                  assignment.value.count == 1, assignment.value[0].is(BooleanLiteralExprSyntax.self)
            else { return false }
            return write.target.memberPath?.starts(with: [contextName, "coordinator"]) == true
        }
    }

    /// Whether a dismissal or pop runs before the presentation on the same path (not in another branch).
    private static func replacesFirst(_ call: FunctionCallExprSyntax, among calls: [FunctionCallExprSyntax]) -> Bool {
        calls.contains { other in
            guard let name = other.calleeName, replacingCalls.contains(name),
                  other.position < call.position, !isAncestor(other, of: call)
            else { return false }
            return !inExclusiveBranches(Syntax(other), Syntax(call))
        }
    }

    private static func isAncestor(_ node: some SyntaxProtocol, of other: some SyntaxProtocol) -> Bool {
        var current = other.parent
        while let parent = current {
            if parent.id == node.id { return true }
            current = parent.parent
        }
        return false
    }

    /// Whether two nodes sit in different branches of one `if` or `switch`, so at most one of them runs.
    private static func inExclusiveBranches(_ first: Syntax, _ second: Syntax) -> Bool {
        var ancestors: Set<SyntaxIdentifier> = []
        var current: Syntax? = first
        while let node = current {
            ancestors.insert(node.id)
            current = node.parent
        }
        current = second
        while let node = current, !ancestors.contains(node.id) {
            current = node.parent
        }
        guard let common = current else { return false }
        return common.is(IfExprSyntax.self) || common.is(SwitchCaseListSyntax.self)
    }
}
