import BridgeLintCore
import SwiftSyntax

/// A closure kept in a hosting controller's root view that strongly captures that hosting controller.
struct HostingRootViewRetainCycle: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [WeaklyKeptArguments.self]

    static let description = RuleDescription(
        id: "hosting-root-view-retain-cycle",
        summary: "A closure in a hosting controller's root view captures the hosting controller strongly",
        severity: .warning,
        rationale: """
            A hosting controller owns its root view, and the root view owns the closures stored in it. When such a \
            closure captures the hosting controller (to dismiss it, say), or captures `self` while `self` keeps \
            the controller in a property (a coordinator or controller holding `host`), or when the root view stores \
            that `self` (`SettingsView(owner: self)`), the objects keep each other alive: the controller, its SwiftUI content and everything \
            they hold leak every time the screen is shown and closed.
            """,
        howToFix: """
            Capture the controller weakly: `{ [weak host] in host?.dismiss(animated: true) }` (or `[weak self]` \
            when the controller is a property of `self`), or use the SwiftUI dismiss action inside the view.
            """,
        triggeringExamples: [
            Example("""
                // The manager is the app's one shared instance: it lives for the app's whole life anyway (latent).
                final class ToastCenter: ObservableObject {
                    static let shared = ToastCenter()
                    private var host: UIHostingController<ToastStack>?
                    func install(in window: UIWindow) {
                        let stack = ToastStack(center: ↓self)
                        let controller = UIHostingController(rootView: stack)
                        window.rootViewController = controller
                        host = controller
                    }
                }
                """, confidence: .latent),
            Example("""
                // The panel puts itself in its content's environment: a panel outlives its closing, and keeps it.
                final class LyricsPanel: NSPanel {
                    init() {
                        super.init(contentRect: .zero, styleMask: [.nonactivatingPanel], backing: .buffered, defer: false)
                        contentView = NSHostingView(rootView: LyricsView().environment(\\.lyricsPanel, ↓self))
                    }
                }
                """),
            Example("""
                // An AppKit view keeps its hosting view in a property; the hosted content's closure keeps the view.
                final class ListHeaderView: NSView {
                    private var host: NSHostingView<HeaderBar>?
                    func build() {
                        let hosting = NSHostingView(rootView: HeaderBar(onReload: { ↓self.reload() }))
                        addSubview(hosting)
                        host = hosting
                    }
                    func reload() {}
                }
                """),
            Example("""
                // A panel is not released when it closes; its content's closure keeps the panel itself.
                final class QuickNotePanel: NSPanel {
                    init() {
                        super.init(contentRect: .zero, styleMask: [.nonactivatingPanel], backing: .buffered, defer: false)
                        let note = QuickNoteView(onDone: {
                            ↓self.close()
                        })
                        let hosting = NSHostingView(rootView: note)
                        contentView = hosting
                    }
                }
                """),
            Example("""
                // The window keeps its content and is told not to release itself on close.
                enum KeyFileWindows {
                    static func showGenerator(for keyFile: KeyFile) {
                        let window = NSWindow(contentRect: .zero, styleMask: [.titled, .closable], backing: .buffered, defer: false)
                        let screen = KeyFileScreen(keyFile: keyFile, onDone: {
                            ↓window.orderOut(nil)
                        })
                        window.isReleasedWhenClosed = false
                        window.contentView = NSHostingView(rootView: screen)
                        window.makeKeyAndOrderFront(nil)
                    }
                }
                """),
            Example("""
                // self keeps the window, the window its hosting controller, whose content calls back into self.
                final class AlertPanel {
                    var window: NSWindow?
                    func show(_ alert: BatteryAlert) {
                        let form = AlertForm(alert: alert, onClose: {
                            ↓self.window?.close()
                        })
                        let window = NSWindow(contentViewController: NSHostingController(rootView: form))
                        window.isReleasedWhenClosed = false
                        window.makeKeyAndOrderFront(nil)
                        self.window = window
                    }
                }
                """),
            Example("""
                // The loop is real while the window is open; closing it lets go of the window (latent).
                final class SignInPanel: NSObject, NSWindowDelegate {
                    var window: NSWindow?
                    func show() {
                        let form = SignInForm(onFinish: {
                            ↓self.window?.close()
                        })
                        let window = NSWindow(contentViewController: NSHostingController(rootView: form))
                        window.isReleasedWhenClosed = false
                        window.delegate = self
                        window.makeKeyAndOrderFront(nil)
                        self.window = window
                    }
                    func windowWillClose(_ notification: Notification) {
                        window = nil
                    }
                }
                """, confidence: .latent),
            Example("""
                func showTerms() {
                    let host = UIHostingController(rootView: TermsView())
                    host.rootView.onAccept = {
                        ↓host.dismiss(animated: true)
                    }
                    present(host, animated: true)
                }
                """),
            Example("""
                func share(_ item: Item) {
                    let sheet = UIHostingController(rootView: ShareSheet(item: item, onDone: {}))
                    sheet.rootView = ShareSheet(item: item, onDone: { ↓sheet.dismiss(animated: true) })
                    present(sheet, animated: true)
                }
                """),
            Example("""
                final class EditorViewController: UIViewController {
                    private lazy var editor = UIHostingController(rootView: EditorView(onSave: { draft in
                        ↓self.store.save(draft)
                        self.editor.dismiss(animated: true)
                    }))
                }
                """),
            Example("""
                final class PickerCoordinator {
                    private var picker: UIHostingController<ColorPicker>?

                    func start(from parent: UIViewController) {
                        picker = UIHostingController(rootView: ColorPicker { color in
                            ↓self.apply(color)
                            picker?.dismiss(animated: true)
                        })
                        parent.present(picker!, animated: true)
                    }
                }
                """),
            Example("""
                func openInspector() {
                    let controller = NSHostingController(rootView: InspectorView())
                    controller.rootView.onClose = { ↓controller.view.window?.close() }
                    presentAsSheet(controller)
                }
                """),
            Example("""
                final class ProfileScreen: UIViewController {
                    // The tip is built in a local first; its closure still captures the controller that shows it.
                    func makeTip() -> UIViewController {
                        let popover = UIHostingController(rootView: AnyView(EmptyView()))
                        let tip = TipBubble(text: "Invite a friend", onResize: { size in
                            ↓popover.preferredContentSize = size
                        })
                        popover.rootView = AnyView(tip)
                        popover.modalPresentationStyle = .popover
                        return popover
                    }
                }
                """),
            Example("""
                // The coordinator keeps the controller, and the root view's closure keeps the coordinator.
                final class SettingsFlowCoordinator {
                    private var host: UIHostingController<SettingsView>?
                    func start(from parent: UIViewController) {
                        host = UIHostingController(rootView: SettingsView(onDone: {
                            ↓self.finish()
                        }))
                        parent.present(host!, animated: true)
                    }
                    func finish() { host?.dismiss(animated: true) }
                }
                """),
            Example("""
                // The root view stores the object that keeps its controller.
                final class OnboardingWindowController: NSWindowController {
                    private var hosting: NSHostingController<OnboardingView>?
                    func show() {
                        hosting = NSHostingController(rootView: OnboardingView(owner: ↓self))
                        window?.contentViewController = hosting
                    }
                }
                """),
            Example("""
                // A hosting controller subclass wires its own root view's callbacks to itself.
                final class PaymentsViewController: UIHostingController<PaymentsView> {
                    init(viewModel: PaymentsViewModel) {
                        super.init(rootView: PaymentsView(viewModel: viewModel))
                        rootView.showSupport = {
                            SupportCenter.shared.present(from: ↓self)
                        }
                    }
                    @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
                }
                """),
            Example("""
                // The subclass keeps the model it gives its root view, and stores a closure capturing itself in it.
                final class UpgradeController: UIHostingController<UpgradePage> {
                    let model: UpgradeModel
                    init(offer: Offer) {
                        model = UpgradeModel(offer: offer)
                        super.init(rootView: UpgradePage(model: model))
                        model.onPurchased = {
                            ↓self.dismiss(animated: true)
                        }
                    }
                    @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
                }
                """),
            Example("""
                // A copy of the root view shares its closer object with the real one: the closure lands there.
                final class SheetController<Content: View>: UIHostingController<Content> {
                    override init(rootView: Content) {
                        super.init(rootView: rootView)
                        if let closable = rootView as? SheetClosable {
                            closable.closer.close = { ↓self.dismiss(animated: true) }
                        }
                    }
                    @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
                }
                """),
            Example("""
                // The banner view keeps the hosting controller built from the closure, and the closure captures the
                // variable that is given the banner afterwards: each banner shown leaks.
                final class BannerView: UIView {
                    private var host: UIHostingController<BannerContent>?
                    init(title: String, onTap: @escaping () -> Void) {
                        super.init(frame: .zero)
                        let content = BannerContent(title: title, onTap: onTap)
                        host = UIHostingController(rootView: content)
                        if let hosted = host?.view { addSubview(hosted) }
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                extension UIViewController {
                    func showBanner(_ title: String, onTap: @escaping (BannerView) -> Void) {
                        var banner: BannerView!
                        let tapped: () -> Void = { onTap(↓banner) }
                        banner = BannerView(title: title, onTap: tapped)
                        view.addSubview(banner)
                    }
                }
                """),
            Example("""
                // The screen keeps the hosting controller as its child, and the bar's closure keeps the screen.
                final class ReceiptViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let bar = ReceiptActions(onShare: { ↓self.shareReceipt() })
                        let host = UIHostingController(rootView: bar)
                        addChild(host)
                        view.addSubview(host.view)
                        host.didMove(toParent: self)
                    }
                }
                """),
            Example(files: [
                "HelpViewController.swift": """
                    // The controller hands itself to its root view as the delegate, and the view keeps it strongly.
                    final class HelpViewController: UIViewController, HelpViewDelegate {
                        private let host = UIHostingController(rootView: HelpView())
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            host.rootView.delegate = ↓self
                        }
                        func contactSupport() {}
                    }
                    """,
                "HelpView.swift": """
                    protocol HelpViewDelegate: AnyObject { func contactSupport() }
                    struct HelpView: View {
                        var delegate: HelpViewDelegate?
                        var body: some View { Button("Contact us") { delegate?.contactSupport() } }
                    }
                    """,
            ]),
            Example("""
                // A hosting controller subclass hands itself to its own root view, which keeps it strongly.
                protocol WelcomeDelegate: AnyObject { func finish() }
                struct WelcomeView: View {
                    var delegate: WelcomeDelegate?
                    var body: some View { Button("Start") { delegate?.finish() } }
                }
                final class WelcomeController: UIHostingController<WelcomeView>, WelcomeDelegate {
                    init() {
                        super.init(rootView: WelcomeView())
                        rootView.delegate = ↓self
                    }
                    @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
                    func finish() { dismiss(animated: true) }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // The root view keeps its delegate, the controller, weakly.
                final class WelcomeController: UIHostingController<WelcomeView> {
                    init() {
                        super.init(rootView: WelcomeView())
                        rootView.delegate = self
                    }
                    @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
                    func finish() { dismiss(animated: true) }
                }
                struct WelcomeView: View {
                    weak var delegate: WelcomeController?
                    var body: some View { Button("Start") { delegate?.finish() } }
                }
                """),
            Example(files: [
                "HelpViewController.swift": """
                    // The root view keeps its delegate weakly.
                    final class HelpViewController: UIViewController, HelpViewDelegate {
                        private lazy var host: UIHostingController<HelpView> = UIHostingController(rootView: HelpView())
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            host.rootView.delegate = self
                        }
                        func contactSupport() {}
                    }
                    """,
                "HelpView.swift": """
                    protocol HelpViewDelegate: AnyObject { func contactSupport() }
                    struct HelpView: View {
                        weak var delegate: HelpViewDelegate?
                        var body: some View { Button("Contact us") { delegate?.contactSupport() } }
                    }
                    """,
            ]),
            Example("""
                // The child is taken out again when the screen goes: children no longer holds it, and the loop opens.
                final class ReceiptViewController: UIViewController {
                    private weak var actions: UIViewController?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let host = UIHostingController(rootView: ReceiptActions(onShare: { self.shareReceipt() }))
                        addChild(host)
                        view.addSubview(host.view)
                        host.didMove(toParent: self)
                        actions = host
                    }
                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        actions?.willMove(toParent: nil)
                        actions?.view.removeFromSuperview()
                        actions?.removeFromParent()
                    }
                }
                """),
            Example("""
                // The child's closure captures the screen weakly: the screen can go, and its children with it.
                final class ReceiptViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let bar = ReceiptActions(onShare: { [weak self] in self?.shareReceipt() })
                        let host = UIHostingController(rootView: bar)
                        addChild(host)
                        view.addSubview(host.view)
                        host.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                // The variable is weak: the closure reaches the banner without keeping it, and the superview holds it.
                final class BannerView: UIView {
                    private var host: UIHostingController<BannerContent>?
                    init(title: String, onTap: @escaping () -> Void) {
                        super.init(frame: .zero)
                        let content = BannerContent(title: title, onTap: onTap)
                        host = UIHostingController(rootView: content)
                        if let hosted = host?.view { addSubview(hosted) }
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                extension UIViewController {
                    func showBanner(_ title: String, onTap: @escaping (BannerView?) -> Void) {
                        weak var banner: BannerView?
                        let tapped: () -> Void = { onTap(banner) }
                        let shown = BannerView(title: title, onTap: tapped)
                        banner = shown
                        view.addSubview(shown)
                    }
                }
                """),
            Example("""
                // The model is given to the root view, but the closure stored in it holds the controller weakly.
                final class UpgradeController: UIHostingController<UpgradePage> {
                    let model: UpgradeModel
                    init(offer: Offer) {
                        model = UpgradeModel(offer: offer)
                        super.init(rootView: UpgradePage(model: model))
                        model.onPurchased = { [weak self] in
                            self?.dismiss(animated: true)
                        }
                    }
                    @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
                }
                """),
            Example("""
                // A closure set on a copy of the root view itself stays in the copy: the shown view never holds it.
                final class SheetController<Content: View>: UIHostingController<Content> {
                    override init(rootView: Content) {
                        super.init(rootView: rootView)
                        if var closable = rootView as? SheetClosable {
                            closable.onClose = { self.dismiss(animated: true) }
                        }
                    }
                    @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
                }
                """),
            Example(files: [
                "FloatingWindow.swift": """
                    // The window goes into a state object that another file shows keeps it `unowned`: no loop.
                    final class FloatingWindow: NSWindow {
                        init() {
                            super.init(contentRect: .zero, styleMask: [.titled], backing: .buffered, defer: false)
                            contentViewController = NSHostingController(rootView: FloatingRoot(state: WindowState(self)))
                        }
                    }
                    """,
                "WindowState.swift": """
                    final class WindowState: ObservableObject {
                        private unowned let window: FloatingWindow
                        @Published var isKey = false
                        init(_ window: FloatingWindow) { self.window = window }
                    }
                    struct FloatingRoot: View {
                        @StateObject var state: WindowState
                        var body: some View { Text(state.isKey ? "Key" : "Background") }
                    }
                    """,
            ]),
            Example("""
                // A panel whose content captures it weakly, and a window AppKit releases when it closes.
                final class QuickNotePanel: NSPanel {
                    func install() {
                        contentView = NSHostingView(rootView: QuickNoteView(onDone: { [weak self] in self?.close() }))
                    }
                }
                final class AboutWindow: NSWindow {
                    func install() {
                        contentView = NSHostingView(rootView: AboutView(onClose: { self.close() }))
                    }
                }
                """),
            Example("""
                // Captured weakly; and a window left to release itself on close breaks the loop when it closes.
                enum KeyFileWindows {
                    static func showGenerator(for keyFile: KeyFile) {
                        let window = NSWindow(contentRect: .zero, styleMask: [.titled, .closable], backing: .buffered, defer: false)
                        window.isReleasedWhenClosed = false
                        window.contentView = NSHostingView(rootView: KeyFileScreen(keyFile: keyFile, onDone: { [weak window] in
                            window?.orderOut(nil)
                        }))
                        window.makeKeyAndOrderFront(nil)
                    }
                    static func showRecovery() {
                        let window = NSWindow(contentRect: .zero, styleMask: [.titled, .closable], backing: .buffered, defer: false)
                        window.contentView = NSHostingView(rootView: RecoveryScreen(onDone: { window.close() }))
                        window.makeKeyAndOrderFront(nil)
                    }
                }
                """),
            Example("""
                // The root view keeps the panel in a weak property.
                final class NotePanel: NSPanel {
                    func show(_ note: Note) {
                        contentView = NSHostingView(rootView: NoteEditor(note: note, panel: self))
                    }
                }
                struct NoteEditor: View {
                    let note: Note
                    weak var panel: NotePanel?
                    var body: some View { Text(note.title).onTapGesture { panel?.close() } }
                }
                """),
            Example("""
                // The subclass captures itself weakly.
                final class PaymentsViewController: UIHostingController<PaymentsView> {
                    init(viewModel: PaymentsViewModel) {
                        super.init(rootView: PaymentsView(viewModel: viewModel))
                        rootView.showSupport = { [weak self] in
                            guard let self else { return }
                            SupportCenter.shared.present(from: self)
                        }
                    }
                    @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
                }
                """),
            Example("""
                // The coordinator is captured weakly; a struct's self is a copy and keeps nothing.
                final class SettingsFlowCoordinator {
                    private var host: UIHostingController<SettingsView>?
                    func start(from parent: UIViewController) {
                        host = UIHostingController(rootView: SettingsView(onDone: { [weak self] in
                            self?.finish()
                        }))
                        parent.present(host!, animated: true)
                    }
                    func finish() { host?.dismiss(animated: true) }
                }
                struct SettingsPreviewHost {
                    var host: UIHostingController<SettingsView>?
                    mutating func make() {
                        host = UIHostingController(rootView: SettingsView(onDone: { print(self) }))
                    }
                }
                """),
            Example("""
                // The controller is kept only in a local: self does not keep it.
                final class OnboardingPresenter {
                    func show(in window: NSWindow) {
                        let hosting = NSHostingController(rootView: OnboardingView(owner: self))
                        window.contentViewController = hosting
                    }
                }
                """),
            Example("""
                final class ProfileScreen: UIViewController {
                    // The tip is built in a local first and captures the controller weakly.
                    func makeTip() -> UIViewController {
                        let popover = UIHostingController(rootView: AnyView(EmptyView()))
                        let tip = TipBubble(text: "Invite a friend", onResize: { [weak popover] size in
                            popover?.preferredContentSize = size
                        })
                        popover.rootView = AnyView(tip)
                        return popover
                    }
                }
                """),
            Example("""
                func showTerms() {
                    let host = UIHostingController(rootView: TermsView())
                    host.rootView.onAccept = { [weak host] in
                        host?.dismiss(animated: true)
                    }
                    host.rootView.onDecline = { [unowned host] in host.dismiss(animated: true) }
                    present(host, animated: true)
                }
                """),
            Example("""
                func share(_ item: Item) {
                    let sheet = UIHostingController(rootView: ShareSheet(item: item, onDone: {}))
                    weak var presented = sheet
                    sheet.rootView = ShareSheet(item: item, onDone: { presented?.dismiss(animated: true) })
                    present(sheet, animated: true)
                }
                """),
            Example("""
                final class EditorViewController: UIViewController {
                    private lazy var editor = UIHostingController(rootView: EditorView(onSave: { [weak self] draft in
                        self?.store.save(draft)
                        self?.editor.dismiss(animated: true)
                    }))
                }
                """),
            Example("""
                // The closure kept by this controller's root view captures self weakly; the strong self it rebinds
                // is captured by a panel's root view, which lives only while the panel is presented.
                final class WalletHostingController: UIHostingController<WalletView> {
                    init(store: WalletStore) {
                        super.init(rootView: WalletView(store: store))
                        rootView.onBuy = { [weak self] in
                            guard let self else { return }
                            let panel = UIHostingController(rootView: BuyView(onDone: { self.dismiss(animated: true) }))
                            self.present(panel, animated: true)
                        }
                    }
                }
                """),
            Example("""
                func showTerms() {
                    let host = UIHostingController(rootView: TermsView())
                    host.rootView.onAccept = { [weak self] in
                        self?.dismiss(animated: true)
                    }
                    let other = UIHostingController(rootView: TermsView())
                    host.rootView.onDecline = { other.dismiss(animated: true) }
                    present(host, animated: true)
                }
                """),
        ],
        symptoms: [
            "hosting controller is never deallocated",
            "memory leak each time the screen is shown",
            "deinit never called",
        ]
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("rootView") else { return }
        let finder = RootViewClosureFinder(wrappers: HostingWrappers.rootViewLabels(in: file))
        finder.walk(file.tree)
        for site in finder.sites where !Self.isWeaklyHeld(site.controller, in: file) {
            // A property of a class: every strong `self` in the root view closes the loop through that property.
            // What `self` is where the controller is kept: an object closes a cycle, a struct's copy does not.
            let keptBySelf = site.controller.isProperty || site.controller.isOwn || site.controller.isChildOfSelf
            let owner = keptBySelf ? SelfKind.at(site.controller.site, in: file) : nil
            let ownerIsObject: Bool
            switch owner {
            case .object?, .declaredElsewhere?: ownerIsObject = true
            case .value?, nil: ownerIsObject = false
            }
            var found: [(node: ExprSyntax, message: String)] = site.closures.compactMap { closure in
                guard let capture = StrongCapture.first(of: site.controller, in: closure, anySelf: ownerIsObject) else { return nil }
                let message = site.controller.wrapperType.map { type in
                    Self.wrapperMessage(site.controller, type: type, assignedAfterClosures: Self.isAssignedAfterClosures(site.controller.name, capturedAt: capture))
                } ?? (site.controller.isWindow && site.controller.isOwn
                    ? "This closure is kept by the SwiftUI content of this window and captures self, the window: window → content → closure → window is never freed, and this window is not released when it closes, so it leaks with its content each time it is made; capture [weak self]"
                    : site.controller.isWindow
                    ? (site.controller.isProperty
                        ? "This closure is kept by the SwiftUI content of the window in '\(site.controller.name)' and captures self, which keeps that window: self → \(site.controller.name) → content → closure → self is never freed, and the window does not release itself on close; capture [weak self], or set '\(site.controller.name)' to nil when the window closes"
                        : "This closure is kept by the SwiftUI content of window '\(site.controller.name)' and captures the window strongly: the window keeps its content and does not release itself on close, so window and content keep each other alive and leak each time; capture [weak \(site.controller.name)]")
                    : site.controller.keptThrough.map { object in
                        "This closure is stored in '\(object)', which this hosting controller keeps and gives to its root view, and it captures self, the controller: controller → \(object) → closure → controller is never freed, with everything the view holds; capture [weak self]"
                    } ?? (site.controller.isOwn
                    ? "This closure is stored in the root view of this hosting controller and captures self, the controller: controller → root view → closure → controller is never freed, with everything the view holds; capture [weak self]"
                    : site.controller.isChildOfSelf
                    ? "This closure is kept by the root view of '\(site.controller.name)' and captures self, which keeps '\(site.controller.name)' as a child controller: self → children → \(site.controller.name) → root view → closure → self is never freed, so this screen and its SwiftUI content leak each time it is closed; capture [weak self]"
                    : site.controller.isProperty
                    ? "This closure is kept by the root view of '\(site.controller.name)' and captures self, which keeps '\(site.controller.name)' in a property: self → \(site.controller.name) → root view → closure → self is never freed; capture [weak self]"
                    : Self.isAssignedAfterClosures(site.controller.name, capturedAt: capture)
                    ? "This closure is kept by the root view of '\(site.controller.name)' and captures the variable '\(site.controller.name)', which is given the controller only after the closures are made: controller → root view → closure → variable → controller leak together; declare it 'weak var' and keep the new controller in a 'let' until the window or presenter holds it ([weak \(site.controller.name)] would capture nil here)"
                    : "This closure is kept by the root view of '\(site.controller.name)' and captures '\(site.controller.name)' strongly: the hosting controller and its SwiftUI content keep each other alive and leak; capture [weak \(site.controller.name)]"))
                return (capture, message)
            }
            if ownerIsObject {
                found += site.selfArguments.filter { !Self.isWeaklyStored($0, in: file) }.map { argument in
                    site.controller.isOwn && site.controller.isWindow
                        ? (argument, "The SwiftUI content of this window stores self, the window: window → content → window is never freed, and this window is not released when it closes, so it leaks with its content each time it is made; give the view a weak reference")
                        : site.controller.isOwn
                        ? (argument, "The root view of this hosting controller stores self, the controller: controller → root view → controller is never freed, with everything the view holds; give the view a weak reference or a closure that captures [weak self]")
                        : site.controller.isChildOfSelf
                        ? (argument, "The root view of '\(site.controller.name)' stores self, which keeps '\(site.controller.name)' as a child controller: self → children → \(site.controller.name) → root view → self is never freed; give the view a weak reference or a closure that captures [weak self]")
                        : (argument, "The root view of '\(site.controller.name)' stores self, which keeps '\(site.controller.name)' in a property: self → \(site.controller.name) → root view → self is never freed; give the view a weak reference or a closure that captures [weak self]")
                }
            }
            // `self.window = nil` when the window closes (or the screen is dismissed) ends the loop there.
            let clearing = site.controller.isProperty ? Self.clearingLine(of: site.controller.name, around: site.controller.site, in: file) : nil
            // `static let shared = ToastManager()`: the one instance lives as long as the app, loop or not.
            let sharedOwner = site.controller.isProperty ? Self.sharedInstanceClass(around: site.controller.site) : nil
            var ownerIsClassHere = false
            if case .object? = owner { ownerIsClassHere = true }
            for (node, message) in found {
                guard let type = site.type else { continue }
                if let sharedOwner {
                    report.add(at: node, message + """
                        ; '\(sharedOwner)' keeps one shared instance for the app's whole life, so the loop frees nothing \
                        that would be freed anyway: only a second instance would leak
                        """, confidence: .latent)
                } else if let line = clearing {
                    report.add(at: node, message + """
                        ; the code sets '\(site.controller.name)' to nil at line \(line), which ends the loop when it runs: \
                        only a path that never reaches it leaks
                        """, confidence: .latent)
                } else if site.controller.wrapperType != nil, StrongCapture.usesController(site.controller, at: node) || ownerIsClassHere {
                    // The file shows the class keeping the hosting controller built from this closure.
                    report.add(at: node, message)
                } else if case .declaredElsewhere(let name, _)? = owner, !StrongCapture.usesController(site.controller, at: node) {
                    report.whenIndexed(at: node, asking: HostingControllerQuestion(
                        type: type, message: message, owner: name, storedArgument: Self.argumentKey(of: node)))
                } else if let argument = Self.argumentKey(of: node) {
                    // `self` given to an initializer: the type may keep it only weakly, which another file may show.
                    report.whenIndexed(at: node, asking: HostingControllerQuestion(type: type, message: message, storedArgument: argument))
                } else if HostingVocabulary.isHostingControllerName(type) || HostingVocabulary.rootViewHosts.contains(type) {
                    report.add(at: node, message)
                } else {
                    report.whenIndexed(at: node, asking: HostingControllerQuestion(type: type, message: message))
                }
            }
        }
    }


    /// The class around `node` when it declares a shared instance of itself (`static let shared = Self()`,
    /// `static let shared = ToastManager()`).
    private static func sharedInstanceClass(around node: Syntax) -> String? {
        guard let declaration = node.ancestor(ClassDeclSyntax.self) else { return nil }
        let name = declaration.name.text
        let declaresShared = declaration.memberBlock.flattenedDeclarations.compactMap { $0.as(VariableDeclSyntax.self) }.contains { variable in
            variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) } && variable.bindingSpecifier.tokenKind == .keyword(.let)
                && variable.bindings.contains { binding in
                    guard let value = binding.initializer?.value else { return false }
                    let made = TypeNames.constructedTypeName(value)
                    return made == name || value.as(FunctionCallExprSyntax.self)?.calledExpression.trimmedDescription == "Self"
                }
        }
        return declaresShared ? name : nil
    }

    /// `WindowState(self)` or `Editor(window: self)`: the key of the initializer argument `node` is
    /// (`WindowState(_0:`, `Editor(window:`), as `WeaklyKeptArguments` records it.
    private static func argumentKey(of node: some SyntaxProtocol) -> String? {
        if let key = rootViewPropertyKey(assigned: node) { return key }
        guard let labeled = node.parent?.as(LabeledExprSyntax.self), let list = labeled.parent?.as(LabeledExprListSyntax.self),
              let call = list.parent?.as(FunctionCallExprSyntax.self), let type = TypeNames.constructedTypeName(ExprSyntax(call)),
              let position = list.firstIndex(where: { $0.id == labeled.id }).map({ list.distance(from: list.startIndex, to: $0) })
        else { return nil }
        return WeaklyKeptArguments.key(type: type, label: labeled.label?.text, position: position)
    }

    /// `SupportView(delegate:` for `self` in `host.rootView.delegate = self` (or `rootView.delegate = self` in the
    /// controller's own code): the memberwise argument of the root view's property, as `WeaklyKeptArguments` keys a
    /// `weak` property by its name.
    fileprivate static func rootViewPropertyKey(assigned node: some SyntaxProtocol) -> String? {
        guard let sequence = node.parent?.parent?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
              assignment.value.count == 1, assignment.value[0].id == node.id,
              let member = assignment.target.withoutUnwraps.as(MemberAccessExprSyntax.self),
              let (rootType, property) = HostedRootType.ofMember(member)
        else { return nil }
        return WeaklyKeptArguments.key(type: rootType, label: property, position: 0)
    }

    /// `MiniEditor(note: note, window: self)` where this file's `MiniEditor` keeps `window` only in a `weak` (or
    /// `unowned`) property: the view does not keep self. Another file's types are asked of the index.
    private static func isWeaklyStored(_ argument: ExprSyntax, in file: LintFile) -> Bool {
        guard let key = argumentKey(of: argument) else { return false }
        return WeaklyKeptArguments.keys(in: file).contains(key)
    }

    /// The line of `name = nil` (or `self.name = nil`) in a method of the class around `node` (its extensions in
    /// the file too), not in `deinit`, which a loop never lets run.
    private static func clearingLine(of name: String, around node: some SyntaxProtocol, in file: LintFile) -> Int? {
        guard let owner = node.ancestor(ClassDeclSyntax.self)?.name.text,
              let group = TypeGroups.all(in: file).first(where: { $0.name == owner })
        else { return nil }
        for member in group.members where !member.is(DeinitializerDeclSyntax.self) {
            for write in Write.all(in: member) {
                guard write.target.pathFromSelf == [name], let sequence = write.node.as(SequenceExprSyntax.self),
                      let assignment = Assignment(sequence), assignment.value.count == 1,
                      assignment.value[0].is(NilLiteralExprSyntax.self)
                else { continue }
                return file.location(of: write.node.positionAfterSkippingLeadingTrivia).line
            }
        }
        return nil
    }

    /// `weak var toast: ToastHostingView?`: a closure that captures the variable reaches the object only weakly, and
    /// `weak var actions: UIViewController?`, a property of the class, does not keep the controller for it.
    private static func isWeaklyHeld(_ controller: ControllerName, in file: LintFile) -> Bool {
        let variable: VariableDeclSyntax?
        switch controller.reference {
        case .local:
            variable = HostingScope.local(named: controller.name, at: controller.site)?.node
                .as(PatternBindingSyntax.self)?.parent?.parent?.as(VariableDeclSyntax.self)
        case .property(let name):
            let owner = controller.site.ancestor(ClassDeclSyntax.self)?.name.text
            variable = TypeGroups.all(in: file).first { $0.name == owner }?.members.lazy
                .compactMap { $0.as(VariableDeclSyntax.self) }
                .first { $0.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name } }
        }
        return variable?.modifiers.contains { [.keyword(.weak), .keyword(.unowned)].contains($0.name.tokenKind) } ?? false
    }

    /// For a closure given to a class of the file that keeps a hosting controller built from it (`ToastHostingView`).
    private static func wrapperMessage(_ controller: ControllerName, type: String, assignedAfterClosures: Bool) -> String {
        let name = controller.name
        let kept = "This closure is kept by the root view of the hosting controller that '\(name)' (a \(type)) keeps"
        if controller.isProperty {
            return "\(kept), and it captures self, which keeps '\(name)': self → \(name) → hosting controller → root view → closure → self is never freed; capture [weak self]"
        }
        if assignedAfterClosures {
            return "\(kept), and it captures the variable '\(name)', which is given the \(type) only after the closures are made: \(type) → hosting controller → root view → closure → variable → \(type) leak together, each time this runs; declare it 'weak var' and keep the new \(type) in a 'let' until something else holds it ([weak \(name)] would capture nil here)"
        }
        return "\(kept), and it captures '\(name)' strongly: the \(type), its hosting controller and its SwiftUI content keep each other alive and leak; capture [weak \(name)]"
    }

    /// `var host: NSHostingController<Sheet>!` declared with no value, the closures made, then `host = …`: the
    /// closures see the variable, not a value, so a capture list would copy its first value, nil.
    private static func isAssignedAfterClosures(_ name: String, capturedAt capture: ExprSyntax) -> Bool {
        guard let local = HostingScope.local(named: name, at: capture), !local.isParameter,
              case .none = local.source, let binding = local.node.as(PatternBindingSyntax.self)
        else { return false }
        return binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.var)
    }

    static func answer(_ question: HostingControllerQuestion, index: ProjectIndex) -> String? {
        HostingControllerQuestion.answer(question, index: index)
    }
}

/// The hosting controller a root view belongs to, as the code names it.
private struct ControllerName {
    let name: String
    let reference: HostingScope.Reference
    /// Where the code names the controller.
    var site: Syntax
    /// The hosting controller is `self`: code of a hosting controller subclass setting its own root view.
    var isOwn = false
    /// The name is the window that holds the hosted content (`window.contentView = NSHostingView(rootView: …)`),
    /// or the property of `self` that keeps that window, rather than a hosting controller.
    var isWindow = false
    /// The property of `self` (kept by the controller and given to its root view) that the closure is stored in.
    var keptThrough: String?
    /// The name holds an object of this class of the file, which keeps the hosting controller (`ToastHostingView`).
    var wrapperType: String?
    /// A local the same code makes a child of `self` (`addChild(host)`): `self.children` keeps it, as a property would.
    var isChildOfSelf = false
    var isProperty: Bool {
        if case .property = reference { return true }
        return false
    }

    init?(_ expression: ExprSyntax) {
        guard let (reference, _) = HostingScope.reference(of: expression) else { return nil }
        self.reference = reference
        self.site = Syntax(expression)
        let plain = expression.withoutUnwraps
        guard let name = plain.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? plain.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else { return nil }
        self.name = name
    }
}

/// Closures that end up stored in a hosting controller's root view.
private final class RootViewClosureFinder: SyntaxVisitor {
    struct Site {
        let controller: ControllerName
        /// The controller's type, when the code shows it.
        let type: String?
        let closures: [ClosureExprSyntax]
        /// `self` handed to the root view as an argument (`SettingsView(coordinator: self)`), which the view stores.
        let selfArguments: [ExprSyntax]
    }

    var sites: [Site] = []
    /// Per class: the stored properties it gives its root view (see `propertiesGivenToRootView`).
    private var givenToRootView: [SyntaxIdentifier: Set<String>] = [:]
    /// The file's classes that keep a hosting controller built from their initializer's parameters (see `HostingWrappers`).
    private let wrappers: [String: Set<String>]

    init(wrappers: [String: Set<String>]) {
        self.wrappers = wrappers
        super.init(viewMode: .sourceAccurate)
    }

    /// `host.rootView.onClose = { … }`, `host.rootView = V(action: { … })`, `host = UIHostingController(rootView: V { … })`.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let assignment = Assignment(node), assignment.value.count == 1, let value = assignment.value.first else {
            return .visitChildren
        }
        if Self.isOwnRootView(assignment.target, at: node), let superclass = Self.enclosingSuperclass(of: node) {
            // `rootView.onClose = { … }` in a hosting controller subclass: the controller is self.
            add(ControllerName(ownAt: node), type: superclass, closuresIn: value)
        } else if let owner = Self.rootViewOwner(in: assignment.target), let controller = ControllerName(owner) {
            add(controller, type: DeclaredType.of(owner.withoutUnwraps), closuresIn: value)
        } else if !OutermostClosures.in(value).isEmpty, let object = objectSharedWithOwnRootView(assignment.target, at: node),
                  let superclass = Self.enclosingSuperclass(of: node) {
            // `viewModel.onDone = { self.dismiss() }` where the subclass keeps `viewModel` and gives it to its root view.
            var controller = ControllerName(ownAt: node)
            controller.keptThrough = object
            add(controller, type: superclass, closuresIn: value)
        } else if let creation = Self.hostingCreation(Self.throughLocal(value, at: node), views: Self.isPropertyOfSelf(assignment.target)),
                  let controller = ControllerName(assignment.target) {
            // A hosting view kept in a property of self (`host = NSHostingView(rootView: …)` in a view or window
            // class) closes the same loop as a hosting controller kept there.
            add(controller, type: creation.type, closuresIn: creation.rootView)
        } else if let call = Self.throughLocal(value, at: node).as(FunctionCallExprSyntax.self), let type = call.constructedType,
                  let labels = wrappers[type], var controller = ControllerName(assignment.target) {
            // `toast = ToastHostingView(action: { … })`: the class keeps a hosting controller whose root view it builds
            // from what it is given for these labels.
            controller.wrapperType = type
            // `compactMap`, not `filter`: a syntax collection's `filter` builds a new collection, detached from the file.
            let given = call.arguments.compactMap { labels.contains($0.label?.text ?? "_") ? Syntax($0.expression) : nil }
            add(controller, type: type, closuresIn: given + (labels.contains("_") ? call.trailingClosure.map { [Syntax($0)] } ?? [] : []))
        } else if let window = Self.windowKeepingContent(assignment.target, at: node), let hosted = Self.hostingCreation(value, views: true),
                  var controller = ControllerName(window) {
            controller.isWindow = true
            add(controller, type: hosted.type, closuresIn: hosted.rootView)
        } else if Self.isOwnContentOfWindowKeptAfterClose(assignment.target, at: node),
                  let hosted = Self.hostingCreation(Self.throughLocal(value, at: node), views: true) {
            // `self.contentView = NSHostingView(rootView: …)` in a panel: the window is self.
            var controller = ControllerName(ownAt: node)
            controller.isWindow = true
            add(controller, type: hosted.type, closuresIn: hosted.rootView)
        }
        return .visitChildren
    }

    /// `host` or `self.host` naming a stored property of the class around it, not a local; a window's own
    /// `contentView` is the window branches' to decide (whether the window outlives its closing).
    private static func isPropertyOfSelf(_ target: ExprSyntax) -> Bool {
        guard case .property? = HostingScope.reference(of: target)?.reference, let path = target.pathFromSelf, path.count == 1
        else { return false }
        return !["contentView", "contentViewController"].contains(path[0])
    }

    /// `contentView = …` or `self.contentViewController = …` in a window class that stays alive after it closes:
    /// an `NSPanel` (which AppKit does not release on close) or a window that sets `isReleasedWhenClosed = false`.
    private static func isOwnContentOfWindowKeptAfterClose(_ target: ExprSyntax, at node: SequenceExprSyntax) -> Bool {
        guard let path = target.pathFromSelf, path.count == 1, ["contentView", "contentViewController"].contains(path[0]),
              let type = node.ancestor(ClassDeclSyntax.self), let superclass = enclosingSuperclass(of: node)
        else { return false }
        // Any method of the class may set it, so the whole class is searched, closures and all.
        return superclass == "NSPanel"
            || superclass == "NSWindow" && keepsAfterClose([], in: type.memberBlock, outsideClosures: false)
    }

    /// The value a local was given (`let host = NSHostingView(rootView: v); contentView = host`), or `value` itself.
    private static func throughLocal(_ value: ExprSyntax, at node: SequenceExprSyntax) -> ExprSyntax {
        guard let name = value.as(DeclReferenceExprSyntax.self)?.baseName.text,
              case .value(let origin, _)? = LocalBinding.origin(of: name, visibleAt: Syntax(node))
        else { return value }
        return origin
    }

    /// `lazy var host = UIHostingController(rootView: V(onClose: { self.host… }))`.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.is(CodeBlockItemSyntax.self) == true {
            addWindows(declaredBy: node)
            addChildren(declaredBy: node)
        }
        guard node.parent?.is(MemberBlockItemSyntax.self) == true else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value, let creation = Self.hostingCreation(value)
            else { continue }
            add(ControllerName(property: name, at: binding), type: creation.type, closuresIn: creation.rootView)
        }
        return .visitChildren
    }

    /// `let host = UIHostingController(rootView: v)` that the same code makes a child of `self` (`addChild(host)`) and
    /// never takes out again there: `self` keeps it through `children`.
    private func addChildren(declaredBy declaration: VariableDeclSyntax) {
        guard let scope = declaration.ancestor(CodeBlockSyntax.self) else { return }
        for binding in declaration.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let value = binding.initializer?.value,
                  let creation = Self.hostingCreation(value), creation.type.hasSuffix("Controller"),
                  Self.makesChildOfSelf(name, in: scope)
            else { continue }
            var controller = ControllerName(local: name, declaredBy: binding)
            controller.isChildOfSelf = true
            add(controller, type: creation.type, closuresIn: creation.rootView)
        }
    }

    /// `addChild(name)` or `self.addChild(name)` in `scope`, outside its closures, in a class that takes no child out
    /// of it anywhere (`removeFromParent()` on any child ends the loop for that child).
    private static func makesChildOfSelf(_ name: String, in scope: CodeBlockSyntax) -> Bool {
        let added = Nodes.all(FunctionCallExprSyntax.self, in: scope, outsideClosures: true).contains { call in
            call.calleeName == "addChild" && (call.receiver?.isSelfLookingThroughUnwraps ?? true)
                && call.arguments.first?.expression.withoutUnwraps.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        }
        guard added, let type = scope.ancestor(ClassDeclSyntax.self) else { return false }
        return !type.memberBlock.tokens(viewMode: .sourceAccurate).contains { $0.text == "removeFromParent" }
    }

    /// `let window = NSWindow(contentViewController: NSHostingController(rootView: v))` for a window kept after it
    /// closes: the window (or the property of `self` it is then stored in) holds the content.
    private func addWindows(declaredBy declaration: VariableDeclSyntax) {
        for binding in declaration.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                  let content = call.argument(labeled: "contentViewController") ?? call.argument(labeled: "contentView"),
                  let hosted = Self.hostingCreation(content, views: true), let scope = declaration.ancestor(CodeBlockSyntax.self),
                  Self.keepsAfterClose([name], in: scope)
            else { continue }
            var controller = Self.propertyStoring(name, in: scope).map { ControllerName(property: $0, at: binding) }
                ?? ControllerName(local: name, declaredBy: binding)
            controller.isWindow = true
            add(controller, type: hosted.type, closuresIn: hosted.rootView)
        }
    }

    /// `window` in `window.contentView = …` / `window.contentViewController = …`, when the same code keeps that
    /// window after it closes.
    private static func windowKeepingContent(_ target: ExprSyntax, at node: SequenceExprSyntax) -> ExprSyntax? {
        guard let member = target.as(MemberAccessExprSyntax.self),
              ["contentView", "contentViewController"].contains(member.declName.baseName.text),
              let window = member.base?.withoutUnwraps, !window.isSelfLookingThroughUnwraps,
              let name = window.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let scope = node.ancestor(CodeBlockSyntax.self), keepsAfterClose([name], in: scope)
        else { return nil }
        return window
    }

    /// `window.isReleasedWhenClosed = false` in the same code (`isReleasedWhenClosed = false` for the window
    /// that is `self`, `window` empty): closing the window does not let it go, so only what holds it decides when
    /// it is freed.
    private static func keepsAfterClose(_ window: [String], in scope: some SyntaxProtocol, outsideClosures: Bool = true) -> Bool {
        Nodes.all(SequenceExprSyntax.self, in: scope, outsideClosures: outsideClosures).contains { sequence in
            guard let assignment = Assignment(sequence), assignment.target.pathFromSelf == window + ["isReleasedWhenClosed"]
            else { return false }
            return assignment.value.first?.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false)
        }
    }

    /// `self.window = window`: the property of `self` the local is stored in.
    private static func propertyStoring(_ local: String, in scope: CodeBlockSyntax) -> String? {
        for sequence in Nodes.all(SequenceExprSyntax.self, in: scope, outsideClosures: true) {
            guard let assignment = Assignment(sequence),
                  assignment.value.first?.as(DeclReferenceExprSyntax.self)?.baseName.text == local,
                  let member = assignment.target.as(MemberAccessExprSyntax.self), member.base?.isSelfLookingThroughUnwraps == true
            else { continue }
            return member.declName.baseName.text
        }
        return nil
    }


    private func add(_ controller: ControllerName, type: String?, closuresIn value: some SyntaxProtocol) {
        add(controller, type: type, closuresIn: [Syntax(value)])
    }

    private func add(_ controller: ControllerName, type: String?, closuresIn values: [Syntax]) {
        // The root view may be built in a local first: `let tip = TipView(onResize: { … }); host.rootView = AnyView(tip)`.
        // A closure stored whole holds only what it captures: the locals of its body are no part of the view.
        let builtBefore = HostingScope.valuesBuilding(values.filter { !$0.is(ClosureExprSyntax.self) })
        let closures = values.flatMap { OutermostClosures.in($0) } + builtBefore.flatMap { OutermostClosures.in($0) }
        let selfArguments = (values + builtBefore.map(Syntax.init)).flatMap { part in
            Nodes.all(DeclReferenceExprSyntax.self, in: part, outsideClosures: true).filter { reference in
                // Inside a closure of the value, `self` is that closure's capture, not something the view stores.
                let closure = reference.ancestor(ClosureExprSyntax.self)
                // Given to a type's initializer (`Settings(owner: self)`) or put in the view's environment
                // (`.environment(\.panel, self)`), not to a function that may wrap it (`.uiKit(presenter: self)`,
                // which may keep it weakly).
                let call = reference.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
                let stores = call.map { TypeNames.constructedTypeName(ExprSyntax($0)) != nil
                    || ["environment", "environmentObject"].contains($0.calleeName ?? "") } ?? false
                guard reference.baseName.tokenKind == .keyword(.self), !(closure.map { part.range.contains($0.position) } ?? false)
                else { return false }
                // `host.rootView.delegate = self`: the value itself is stored in the view, whose type (and so whether it
                // keeps the value weakly) is known.
                return stores || (reference.id == part.id && HostingRootViewRetainCycle.rootViewPropertyKey(assigned: reference) != nil)
            }.map(ExprSyntax.init)
        }
        if !closures.isEmpty || !selfArguments.isEmpty {
            sites.append(Site(controller: controller, type: type, closures: closures, selfArguments: selfArguments))
        }
    }

    /// `rootView.onClose` or `self.rootView.onClose`: the root view of the controller whose code this is. Also
    /// `root.dismisser.dismiss` after `if let root = rootView as? Dismissable`: the local is a copy of the root
    /// view, and a property set two levels down belongs to an object the copy shares with the root view (a
    /// property of the copy itself would change only the copy).
    private static func isOwnRootView(_ target: ExprSyntax, at node: SequenceExprSyntax) -> Bool {
        var current = target.withoutUnwraps
        var depth = 0
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            if member.declName.baseName.text == "rootView" { return base.isSelfLookingThroughUnwraps }
            current = base.withoutUnwraps
            depth += 1
        }
        guard let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text, current.id != target.withoutUnwraps.id
        else { return false }
        if name == "rootView" { return true }
        guard depth >= 2, case .value(let origin, _)? = LocalBinding.origin(of: name, visibleAt: Syntax(node)) else { return false }
        let copied = origin.withoutCast.withoutUnwraps
        return copied.as(DeclReferenceExprSyntax.self)?.baseName.text == "rootView"
            || copied.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text == "rootView" && $0.base?.isSelfLookingThroughUnwraps == true } == true
    }

    /// `viewModel` in `viewModel.onDone = …` (or `self.viewModel.router.onDone`) when `viewModel` is a stored
    /// property of the class around it that the class also gives to its root view (`super.init(rootView:
    /// Page(viewModel: viewModel))`): the controller keeps the object, so a closure stored in it that captures
    /// the controller closes a loop whatever the view does with it.
    private func objectSharedWithOwnRootView(_ target: ExprSyntax, at node: SequenceExprSyntax) -> String? {
        guard let path = target.pathFromSelf, path.count >= 2, let type = node.ancestor(ClassDeclSyntax.self),
              propertiesGivenToRootView(by: type).contains(path[0]),
              target.memberPath?.first == "self" || HostingScope.local(named: path[0], at: node) == nil
        else { return nil }
        return path[0]
    }

    /// The class's stored properties its initializers name in `super.init(rootView: …)` (outside closures there),
    /// found once per class.
    private func propertiesGivenToRootView(by type: ClassDeclSyntax) -> Set<String> {
        if let known = givenToRootView[type.id] { return known }
        let stored = StoredProperties.names(in: type.memberBlock)
        var given: Set<String> = []
        for initializer in type.memberBlock.members.compactMap({ $0.decl.as(InitializerDeclSyntax.self) }) {
            guard let body = initializer.body else { continue }
            for call in Nodes.all(FunctionCallExprSyntax.self, in: body) {
                guard let callee = call.calledExpression.as(MemberAccessExprSyntax.self), callee.declName.baseName.text == "init",
                      callee.base?.is(SuperExprSyntax.self) == true, let rootView = call.argument(labeled: "rootView")
                else { continue }
                for reference in Nodes.all(DeclReferenceExprSyntax.self, in: rootView, outsideClosures: true)
                where stored.contains(reference.baseName.text) {
                    // `model` or `self.model`, not `other.model`.
                    let base = reference.parent?.as(MemberAccessExprSyntax.self).flatMap { $0.declName.id == reference.id ? $0.base : nil }
                    if base.map(\.isSelfLookingThroughUnwraps) ?? true { given.insert(reference.baseName.text) }
                }
            }
        }
        givenToRootView[type.id] = given
        return given
    }

    /// The superclass of the class (or of the class an extension extends, in this file) the node is in.
    private static func enclosingSuperclass(of node: some SyntaxProtocol) -> String? {
        guard let type = node.ancestor(ClassDeclSyntax.self) else { return nil }
        return type.inheritanceClause?.inheritedTypes.first.flatMap { TypeNames.simpleName(of: $0.type) }
    }

    /// `host` in `host.rootView.onClose` or `host?.rootView`.
    private static func rootViewOwner(in target: ExprSyntax) -> ExprSyntax? {
        var current: ExprSyntax? = target
        while let expression = current?.withoutUnwraps {
            guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            if member.declName.baseName.text == "rootView" { return base.isSelfLookingThroughUnwraps ? nil : base }
            current = base
        }
        return nil
    }

    /// A hosting controller made with a root view (`UIHostingController(rootView: v)`, or a subclass's initializer
    /// given `rootView:`); with `views`, a system hosting view too (`NSHostingView(rootView: v)`), which a window
    /// can hold as its content.
    private static func hostingCreation(_ value: ExprSyntax, views: Bool = false) -> (type: String, rootView: ExprSyntax)? {
        guard let call = value.as(FunctionCallExprSyntax.self), let type = call.constructedType,
              views ? HostingVocabulary.rootViewHosts.contains(type)
                    : !HostingVocabulary.rootViewHosts.subtracting(HostingVocabulary.hostingControllers).contains(type),
              let rootView = call.argument(labeled: "rootView")
        else { return nil }
        return (type, rootView)
    }
}

extension ControllerName {
    fileprivate init(ownAt site: some SyntaxProtocol) {
        self.name = "self"
        self.reference = .property("self")
        self.site = Syntax(site)
        self.isOwn = true
    }

    fileprivate init(property name: String, at site: some SyntaxProtocol) {
        self.name = name
        self.reference = .property(name)
        self.site = Syntax(site)
    }

    /// A local declared by `binding` (`let window = NSWindow(contentViewController: …)`).
    fileprivate init(local name: String, declaredBy binding: PatternBindingSyntax) {
        self.name = name
        self.reference = .local(binding.id)
        self.site = Syntax(binding)
    }
}

/// Closures in an expression that are not inside another closure of it.
private final class OutermostClosures: SyntaxVisitor {
    private var found: [ClosureExprSyntax] = []

    static func `in`(_ node: some SyntaxProtocol) -> [ClosureExprSyntax] {
        if let closure = node.as(ClosureExprSyntax.self) { return [closure] }
        let finder = OutermostClosures(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .skipChildren
    }
}

/// The first place a closure uses a controller without a weak or unowned capture of it (or of `self`, for a
/// controller kept in a property).
private final class StrongCapture: SyntaxVisitor {
    let controller: ControllerName
    let closure: ClosureExprSyntax
    /// Whether any strong `self` counts: the controller is a property of the object `self` is.
    let anySelf: Bool
    var found: ExprSyntax?

    init(controller: ControllerName, closure: ClosureExprSyntax, anySelf: Bool) {
        self.controller = controller
        self.closure = closure
        self.anySelf = anySelf
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether the node found names the controller itself (`self.host`, `host`), a cycle whatever `self` is.
    static func usesController(_ controller: ControllerName, at node: ExprSyntax) -> Bool {
        node.as(MemberAccessExprSyntax.self)?.declName.baseName.text == controller.name
            || node.as(DeclReferenceExprSyntax.self)?.baseName.text == controller.name
    }

    static func first(of controller: ControllerName, in closure: ClosureExprSyntax, anySelf: Bool) -> ExprSyntax? {
        let finder = StrongCapture(controller: controller, closure: closure, anySelf: anySelf)
        finder.walk(closure)
        return finder.found
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard found == nil else { return .skipChildren }
        if controller.isProperty, node.base?.isSelfLookingThroughUnwraps == true, node.declName.baseName.text == controller.name {
            if isStrong(capturedName: "self", from: node) { found = ExprSyntax(node) }
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if found == nil, anySelf, node.baseName.tokenKind == .keyword(.self) {
            if isStrong(capturedName: "self", from: node) { found = ExprSyntax(node) }
            return .skipChildren
        }
        guard found == nil, node.baseName.text == controller.name,
              node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id,
              HostingScope.reference(of: ExprSyntax(node))?.reference == controller.reference
        else { return .skipChildren }
        if isStrong(capturedName: controller.isProperty ? "self" : controller.name, from: node) {
            found = ExprSyntax(node)
        }
        return .skipChildren
    }

    /// Whether no closure between the use and the outer closure captures the name weakly, or rebinds the
    /// controller's name in its capture list.
    private func isStrong(capturedName: String, from node: some SyntaxProtocol) -> Bool {
        var current: Syntax? = Syntax(node)
        while let syntax = current {
            if let inner = syntax.as(ClosureExprSyntax.self) {
                for capture in inner.signature?.capture?.items ?? [] {
                    let name = capture.name.text
                    let isWeak = capture.specifier.map { [.keyword(.weak), .keyword(.unowned)].contains($0.specifier.tokenKind) } ?? false
                    if isWeak && (name == capturedName || name == controller.name) { return false }
                    if name == controller.name && capture.initializer != nil && !isWeak { return true }
                }
            }
            if syntax.id == closure.id { break }
            current = syntax.parent
        }
        return true
    }
}
