import BridgeLintCore
import SwiftSyntax

/// A hosted SwiftUI root view (or a view it shows) reads an environment object or custom value that the
/// hosting site never supplies.
struct HostingMissingEnvironment: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [CallSiteFacts.self, HostingContentHelpers.self]

    static let description = RuleDescription(
        id: "hosting-missing-environment",
        summary: "A hosted root view needs an environment object or custom environment value the hosting site never gives it",
        severity: .error,
        rationale: """
            A UIHostingController (or UIHostingConfiguration, NSHostingController, NSHostingView) that is not \
            inside a SwiftUI hierarchy starts a new one: only what the root view expression itself supplies reaches \
            it. A view in it that reads @EnvironmentObject or @Environment(Model.self) crashes when nothing supplied \
            the object; one that reads a project-defined EnvironmentValues key that the app sets elsewhere silently \
            gets the key's default value instead. In an app whose entry point is a SwiftUI `App`, where a hosting \
            controller inside UIKit containers is shown is out of sight: a finding there is latent unless the \
            hosting site supplies some of the environment itself (then it evidently does not count on inheriting \
            it), or it is a window's root or an app extension's screen. An object given with a type not visible at \
            the site may be one that is needed: the finding is latent unless more needs are unmet than such objects. \
            Content given to a project function that hosts it (`showWindow(title:) { ThreadView(thread: t) }`, where \
            the function, or one it hands the content to, makes `NSHostingController(rootView: view())`) is checked \
            where it is given: only the caller's modifiers and the function's own reach it.
            """,
        howToFix: """
            Supply what the views need on the root view at the hosting site: \
            `UIHostingController(rootView: RootView().environmentObject(store).environment(\\.theme, theme))`, and \
            again whenever `rootView` is replaced. For an @Observable model use `.environment(model)`.
            """,
        triggeringExamples: [
            Example(files: [
                "WindowManager.swift": """
                    // Content given to a project function that hosts it in a new window: only the function's and
                    // the caller's own modifiers reach it.
                    final class WindowManager {
                        static let shared = WindowManager()
                        func showWindow<Content: View>(title: String, view: @escaping () -> Content) {
                            let controller = makeWindow(title: title, view: view)
                            controller.showWindow(nil)
                        }
                        private func makeWindow<Content: View>(title: String, view: @escaping () -> Content) -> NSWindowController {
                            let window = NSWindow()
                            window.title = title
                            window.contentViewController = NSHostingController(rootView: view().frame(minWidth: 400))
                            return NSWindowController(window: window)
                        }
                    }
                    """,
                "ThreadRow.swift": """
                    struct ThreadRow: View {
                        let thread: MailThread
                        var body: some View {
                            Text(thread.subject).contextMenu {
                                Button("Open in New Window") {
                                    WindowManager.shared.showWindow(title: thread.subject) { ↓ThreadView(thread: thread) }
                                }
                            }
                        }
                    }
                    struct ThreadView: View {
                        let thread: MailThread
                        @EnvironmentObject var readState: ReadStateModel
                        var body: some View { Text(thread.subject).onAppear { readState.markRead(thread) } }
                    }
                    """,
            ]),
            Example(files: [
                "NotesApp.swift": """
                    // The app's entry point is SwiftUI and the controller sits below its scene: whether the
                    // hosted list is ever shown without the library is out of sight (latent).
                    @main
                    struct NotesApp: App {
                        @StateObject private var library = NoteLibrary()
                        var body: some Scene { WindowGroup { SplitContainer().environmentObject(library) } }
                    }
                    struct SplitContainer: UIViewControllerRepresentable {
                        func makeUIViewController(context: Context) -> NotesSplitController { NotesSplitController() }
                        func updateUIViewController(_ controller: NotesSplitController, context: Context) {}
                    }
                    """,
                "NotesSplitController.swift": """
                    final class NotesSplitController: UISplitViewController {
                        func showAllNotes() {
                            let list = UIHostingController(rootView: ↓AllNotesList())
                            setViewController(UINavigationController(rootViewController: list), for: .secondary)
                        }
                    }
                    struct AllNotesList: View {
                        @EnvironmentObject var library: NoteLibrary
                        var body: some View { List(library.notes) { Text($0.title) } }
                    }
                    """,
            ], confidence: .latent),
            Example(files: [
                "ProfileViewController.swift": """
                    final class ProfileViewController: UIViewController {
                        let session: Session
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let host = UIHostingController(rootView: ↓ProfileView())
                            addChild(host)
                            view.addSubview(host.view)
                            host.didMove(toParent: self)
                        }
                    }
                    """,
                "ProfileView.swift": """
                    struct ProfileView: View {
                        @EnvironmentObject var session: Session
                        var body: some View { Text(session.userName) }
                    }
                    """,
            ]),
            Example(files: [
                "HomeTabs.swift": """
                    // The tab view gives its router to its own tabs; the account screen pushed from UIKit is not one.
                    struct HomeTabs: View {
                        @StateObject private var router = TabRouter()
                        var body: some View { TabView { WalletsTab() }.environmentObject(router) }
                    }
                    """,
                "AccountRouter.swift": """
                    final class AccountRouter {
                        func showAccount(_ account: Account, in navigation: UINavigationController) {
                            let screen = UIHostingController(rootView: ↓AccountScreen(account: account))
                            navigation.pushViewController(screen, animated: true)
                        }
                    }
                    struct AccountScreen: View {
                        let account: Account
                        @EnvironmentObject var router: TabRouter
                        var body: some View { Button(account.name) { router.select(.wallets) } }
                    }
                    """,
            ]),
            Example(files: [
                "FeedTab.swift": """
                    // Only a row the composer shows when quoting reads the navigator, which the tabs give their
                    // own content: whether the composer ever shows it here is out of sight (latent).
                    struct FeedTab: View {
                        @StateObject private var navigator = Navigator()
                        var body: some View { FeedList().environmentObject(navigator) }
                    }
                    """,
                "ShareController.swift": """
                    final class ShareController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let composer = UIHostingController(rootView: ↓Composer(draft: Draft()))
                            addChild(composer)
                            view.addSubview(composer.view)
                            composer.didMove(toParent: self)
                        }
                    }
                    struct Composer: View {
                        @ObservedObject var draft: Draft
                        var body: some View {
                            VStack {
                                TextField("Post", text: $draft.text)
                                if let quoted = draft.quoted { PostRow(post: quoted) }
                            }
                        }
                    }
                    struct PostRow: View {
                        let post: Post
                        @EnvironmentObject var navigator: Navigator
                        var body: some View { Button(post.text) { navigator.open(post) } }
                    }
                    """,
            ], confidence: .latent),
            Example(files: [
                "LibraryViewController.swift": """
                    final class LibraryViewController: UIViewController {
                        private let library = Library()
                        private let player = Player()
                        func showShelf() {
                            let shelf = UIHostingController(rootView: ↓ShelfView().environment(library))
                            navigationController?.pushViewController(shelf, animated: true)
                        }
                    }
                    """,
                "ShelfView.swift": """
                    struct ShelfView: View {
                        @Environment(Library.self) private var library
                        var body: some View {
                            List(library.books) { book in BookRow(book: book) }
                        }
                    }
                    struct BookRow: View {
                        let book: Book
                        @Environment(Player.self) private var player
                        var body: some View { Button(book.title) { player.play(book) } }
                    }
                    """,
            ]),
            Example(files: [
                "BadgeCell.swift": """
                    final class BadgeCell: UICollectionViewCell {
                        func configure(with badge: Badge) {
                            contentConfiguration = UIHostingConfiguration {
                                ↓BadgeView(badge: badge)
                            }
                        }
                    }
                    """,
                "BadgeView.swift": """
                    struct BadgeView: View {
                        let badge: Badge
                        @Environment(\\.brandPalette) private var palette
                        var body: some View { Text(badge.title).foregroundStyle(palette.accent) }
                    }
                    extension EnvironmentValues {
                        @Entry var brandPalette = Palette.standard
                    }
                    """,
                "App.swift": """
                    // The app's screens get the palette the user picked; the hosted cells get the default.
                    struct BrandedRoot: View {
                        @AppStorage("palette") private var choice = Palette.Choice.standard
                        var body: some View { HomeScreen().environment(\\.brandPalette, Palette(choice)) }
                    }
                    """,
            ]),
            Example(files: [
                "SceneDelegate.swift": """
                    // The value is an optional callback that only the grid's own cells set: nil at a root is by design (latent).
                    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?
                        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                            window?.rootViewController = UIHostingController(rootView: ↓PhotoGrid())
                        }
                    }
                    """,
                "PhotoGrid.swift": """
                    struct PhotoGrid: View {
                        @Environment(\\.relayoutCell) private var relayoutCell
                        var body: some View { Button("Expand") { relayoutCell?(true) } }
                    }
                    struct GridCellContent<Content: View>: View {
                        let content: Content
                        let relayout: (Bool) -> Void
                        var body: some View { content.environment(\\.relayoutCell, relayout) }
                    }
                    extension EnvironmentValues {
                        @Entry var relayoutCell: ((Bool) -> Void)? = nil
                    }
                    """,
            ], confidence: .latent),
            Example(files: [
                "SettingsHostingController.swift": """
                    final class SettingsHostingController: UIHostingController<SettingsView> {
                        init(account: Account) {
                            super.init(rootView: ↓SettingsView(account: account))
                        }
                        @MainActor required dynamic init?(coder aDecoder: NSCoder) { fatalError() }
                    }
                    """,
                "SettingsView.swift": """
                    struct SettingsView: View {
                        let account: Account
                        @EnvironmentObject var theme: ThemeStore
                        var body: some View { Form { Text(account.name).foregroundStyle(theme.accent) } }
                    }
                    """,
            ]),
            Example(files: [
                "ToastWindow.swift": """
                    // A window of its own starts a new SwiftUI tree, even in an app whose entry point is SwiftUI.
                    final class ToastWindowPresenter {
                        private var window: UIWindow?
                        func show(in scene: UIWindowScene) {
                            let overlay = UIWindow(windowScene: scene)
                            overlay.rootViewController = UIHostingController(rootView: ↓ToastOverlay())
                            overlay.isHidden = false
                            window = overlay
                        }
                    }
                    """,
                "ToastOverlay.swift": """
                    struct ToastOverlay: View {
                        @EnvironmentObject var toasts: ToastCenter
                        var body: some View { Text(toasts.current ?? "") }
                    }
                    """,
                "NotesApp.swift": """
                    @main
                    struct NotesApp: App {
                        @StateObject private var toasts = ToastCenter()
                        private let toastWindow = ToastWindowPresenter()
                        var body: some Scene { WindowGroup { NotesRoot().environmentObject(toasts) } }
                    }
                    """,
            ]),
            Example(files: [
                "SettingsViewController.swift": """
                    // The project's own `onTapGesture(_:)` applies a modifier whose body supplies nothing, so the
                    // header shown under it still lacks the session.
                    final class SettingsViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let host = UIHostingController(rootView: ↓SettingsList())
                            addChild(host)
                            view.addSubview(host.view)
                            host.didMove(toParent: self)
                        }
                    }
                    struct SettingsList: View {
                        var body: some View {
                            VStack { AccountHeader() }.onTapGesture { point in print(point) }
                        }
                    }
                    struct AccountHeader: View {
                        @EnvironmentObject var session: Session
                        var body: some View { Text(session.userName) }
                    }
                    """,
                "TapLocation.swift": """
                    struct TapLocation: ViewModifier {
                        let response: (CGPoint) -> Void
                        @State private var location = CGPoint.zero
                        func body(content: Content) -> some View {
                            content
                                .onTapGesture { response(location) }
                                .simultaneousGesture(DragGesture(minimumDistance: 0).onEnded { location = $0.location })
                        }
                    }
                    extension View {
                        func onTapGesture(_ handler: @escaping (CGPoint) -> Void) -> some View {
                            modifier(TapLocation(response: handler))
                        }
                    }
                    """,
            ]),
        ],
        nonTriggeringExamples: [
            Example("""
                // The app delegate hands itself to the content: 'self' is the AppDelegate the view reads.
                final class AppDelegate: NSObject, NSApplicationDelegate, ObservableObject {
                    @Published var status = ""
                    var window: NSWindow?
                    func applicationDidFinishLaunching(_ notification: Notification) {
                        let controller = NSHostingController(rootView: MainView().environmentObject(self))
                        window = NSWindow(contentViewController: controller)
                    }
                }
                struct MainView: View {
                    @EnvironmentObject var app: AppDelegate
                    var body: some View { Text(app.status) }
                }
                """),
            Example(files: [
                "WindowManager.swift": """
                    // The caller gives the content what it reads; the function adds the window it is shown in.
                    final class WindowManager {
                        static let shared = WindowManager()
                        func showWindow<Content: View>(title: String, @ViewBuilder content: () -> Content) {
                            let window = NSWindow()
                            window.title = title
                            window.contentViewController = NSHostingController(rootView: content().environment(\\.hostWindow, window))
                            window.makeKeyAndOrderFront(nil)
                        }
                    }
                    """,
                "ThreadRow.swift": """
                    struct ThreadRow: View {
                        let thread: MailThread
                        @EnvironmentObject var readState: ReadStateModel
                        var body: some View {
                            Button(thread.subject) {
                                WindowManager.shared.showWindow(title: thread.subject) {
                                    ThreadView(thread: thread).environmentObject(readState)
                                }
                            }
                        }
                    }
                    struct ThreadView: View {
                        let thread: MailThread
                        @EnvironmentObject var readState: ReadStateModel
                        @Environment(\\.hostWindow) var window
                        var body: some View { Text(thread.subject).onAppear { readState.markRead(thread) } }
                    }
                    private struct HostWindowKey: EnvironmentKey { static let defaultValue: NSWindow? = nil }
                    extension EnvironmentValues {
                        var hostWindow: NSWindow? {
                            get { self[HostWindowKey.self] }
                            set { self[HostWindowKey.self] = newValue }
                        }
                    }
                    """,
            ]),
            Example("""
                // A wrapper view inside the root supplies the objects it owns to its content.
                final class PopoverState: ObservableObject {}
                final class DeviceInfo: ObservableObject {}
                struct Overlays<Content: View>: View {
                    @ViewBuilder let content: () -> Content
                    @StateObject private var popover: PopoverState = PopoverState()
                    @StateObject private var device: DeviceInfo = DeviceInfo()
                    var body: some View {
                        content()
                            .environmentObject(popover)
                            .environmentObject(device)
                    }
                }
                struct Home: View {
                    @EnvironmentObject var popover: PopoverState
                    @EnvironmentObject var device: DeviceInfo
                    var body: some View { Text(device.name).opacity(popover.isShown ? 0.5 : 1) }
                }
                struct RootScreen: View {
                    var body: some View { Overlays { Home() } }
                }
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func showMain() {
                        window?.rootViewController = UIHostingController(rootView: RootScreen())
                    }
                }
                """),
            Example("""
                // The object is declared but never read: SwiftUI looks it up only when the view reads it.
                final class PreferencesWindowController: NSWindowController {
                    convenience init() {
                        let window = NSWindow(contentViewController: NSHostingController(rootView: GeneralPane()))
                        self.init(window: window)
                    }
                }
                struct GeneralPane: View {
                    @EnvironmentObject var player: PlayerModel
                    @AppStorage("launchAtLogin") private var launchAtLogin = false
                    var body: some View {
                        Form { Toggle("Launch at login", isOn: $launchAtLogin) }
                    }
                }
                """),
            Example(files: [
                "FiltersViewController.swift": """
                    final class FiltersViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let host = UIHostingController(rootView: FilterGroup(title: "Filters"))
                            addChild(host)
                            view.addSubview(host.view)
                            host.didMove(toParent: self)
                        }
                    }
                    """,
                "FilterGroup.swift": """
                    // Only FilterGroup sets the key, for the groups nested in it: at the root its default is meant.
                    struct FilterGroup: View {
                        @Environment(\\.isNestedFilterGroup) private var isNested
                        let title: String
                        var body: some View {
                            VStack { Text(title).padding(isNested ? 4 : 12) }
                                .environment(\\.isNestedFilterGroup, true)
                        }
                    }
                    extension EnvironmentValues {
                        @Entry var isNestedFilterGroup = false
                    }
                    """,
            ]),
            Example(files: [
                "StepsViewController.swift": """
                    final class StepsViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let host = UIHostingController(rootView: StepsScreen())
                            addChild(host)
                            view.addSubview(host.view)
                            host.didMove(toParent: self)
                        }
                    }
                    """,
                "StepsScreen.swift": """
                    // StepList wraps its rows and hands them the progress object they read.
                    struct StepsScreen: View {
                        var body: some View { StepList { StepRow() } }
                    }
                    struct StepList<Rows: View>: View {
                        @ViewBuilder var rows: Rows
                        var body: some View { VStack { rows }.environmentObject(StepProgress()) }
                    }
                    struct StepRow: View {
                        @EnvironmentObject var progress: StepProgress
                        var body: some View { Text("\\(progress.done)") }
                    }
                    """,
            ]),
            Example(files: [
                "ProfileViewController.swift": """
                    final class ProfileViewController: UIViewController {
                        let session: Session
                        private let library = Library()
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let host = UIHostingController(rootView: ProfileView()
                                .environmentObject(session)
                                .environment(library)
                                .environment(\\.brandPalette, .dark))
                            addChild(host)
                            view.addSubview(host.view)
                            host.didMove(toParent: self)
                        }
                    }
                    """,
                "ProfileView.swift": """
                    struct ProfileView: View {
                        @EnvironmentObject var session: Session
                        @Environment(Library.self) private var library
                        @Environment(\\.brandPalette) private var palette
                        @Environment(\\.dismiss) private var dismiss
                        var body: some View { Text(session.userName) }
                    }
                    extension EnvironmentValues {
                        @Entry var brandPalette = Palette.standard
                    }
                    """,
            ]),
            Example(files: [
                "Hosting.swift": """
                    // A project subclass that injects in its initializer: what it supplies is out of sight here.
                    final class AppHostingController<Content: View>: UIHostingController<AnyView> {
                        init(rootView: Content) {
                            super.init(rootView: AnyView(rootView.environmentObject(AppState.shared)))
                        }
                        @MainActor required dynamic init?(coder aDecoder: NSCoder) { fatalError() }
                    }
                    func showProfile(from parent: UIViewController) {
                        parent.present(AppHostingController(rootView: ProfileView()), animated: true)
                    }
                    """,
                "ProfileView.swift": """
                    struct ProfileView: View {
                        @EnvironmentObject var state: AppState
                        var body: some View { Text(state.userName) }
                    }
                    """,
            ]),
            Example(files: [
                "Onboarding.swift": """
                    // A project modifier may supply anything; the parent view supplies its child's object itself.
                    func makeOnboarding() -> UIViewController {
                        UIHostingController(rootView: OnboardingView().withAppDependencies())
                    }
                    func makeWelcome() -> UIViewController {
                        UIHostingController(rootView: WelcomeView())
                    }
                    """,
                "Views.swift": """
                    struct OnboardingView: View {
                        @EnvironmentObject var flow: OnboardingFlow
                        var body: some View { Text(flow.title) }
                    }
                    struct WelcomeView: View {
                        @StateObject private var flow = OnboardingFlow()
                        var body: some View { OnboardingView().environmentObject(flow) }
                    }
                    """,
            ]),
            Example(files: [
                "Host.swift": """
                    // System keys are always present, and a view the project does not declare is unknown.
                    let host = UIHostingController(rootView: ReaderView())
                    let other = UIHostingController(rootView: MarkdownView(text: note))
                    """,
                "ReaderView.swift": """
                    struct ReaderView: View {
                        @Environment(\\.colorScheme) private var colorScheme
                        @Environment(\\.locale) private var locale
                        var body: some View { Text("Reader") }
                    }
                    """,
            ]),
            Example(files: [
                // The key overrides single buttons where they are made; the hosted button means its default.
                "ButtonStyleKey.swift": """
                    private struct ButtonTintKey: EnvironmentKey {
                        static let defaultValue: Color? = nil
                    }
                    extension EnvironmentValues {
                        var buttonTint: Color? {
                            get { self[ButtonTintKey.self] }
                            set { self[ButtonTintKey.self] = newValue }
                        }
                    }
                    struct PayButton: View {
                        let title: String
                        @Environment(\\.buttonTint) private var tint
                        var body: some View { Text(title).foregroundStyle(tint ?? .accentColor) }
                    }
                    struct Checkout: View {
                        var body: some View { PayButton(title: "Pay").environment(\\.buttonTint, .green) }
                    }
                    """,
                "EmptyStateController.swift": """
                    final class EmptyStateController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let host = UIHostingController(rootView: PayButton(title: "Add funds"))
                            addChild(host)
                            view.addSubview(host.view)
                            host.didMove(toParent: self)
                        }
                    }
                    """,
            ]),
            Example(files: [
                "InsetsKey.swift": """
                    // No code sets this key, so its computed default is the only value any view ever reads.
                    private struct WindowInsetsKey: EnvironmentKey {
                        static var defaultValue: EdgeInsets { KeyWindow.current?.safeAreaEdgeInsets ?? EdgeInsets() }
                    }
                    extension EnvironmentValues {
                        var windowInsets: EdgeInsets {
                            get { self[WindowInsetsKey.self] }
                            set { self[WindowInsetsKey.self] = newValue }
                        }
                    }
                    """,
                "CheckoutController.swift": """
                    final class CheckoutController: UIHostingController<CheckoutView> {
                        init(cart: Cart) { super.init(rootView: CheckoutView(cart: cart)) }
                        @MainActor required dynamic init?(coder aDecoder: NSCoder) { fatalError() }
                    }
                    struct CheckoutView: View {
                        let cart: Cart
                        @Environment(\\.windowInsets) private var insets
                        var body: some View { Text(cart.total).padding(.bottom, insets.bottom) }
                    }
                    """,
            ]),
            Example(files: [
                "SidebarController.swift": """
                    final class SidebarController: UISplitViewController {
                        func showLibrary() {
                            setViewController(UIHostingController(rootView: LibraryGrid()), for: .secondary)
                        }
                    }
                    """,
                "LibraryGrid.swift": """
                    struct LibraryGrid: View {
                        @Environment(\\.horizontalSizeClass) private var sizeClass
                        var body: some View { Text(sizeClass == .compact ? "List" : "Grid") }
                    }
                    """,
                "SizeClassBackport.swift": """
                    // Size classes back-ported to macOS; on iOS the system key is used and always set.
                    #if os(macOS)
                    enum UserInterfaceSizeClass { case compact, regular }
                    struct SizeClassKey: EnvironmentKey { static let defaultValue = UserInterfaceSizeClass.regular }
                    extension EnvironmentValues {
                        var horizontalSizeClass: UserInterfaceSizeClass {
                            get { self[SizeClassKey.self] }
                            set { self[SizeClassKey.self] = newValue }
                        }
                    }
                    #endif
                    """,
            ]),
            Example(files: [
                "SettingsViewController.swift": """
                    // The project modifier behind `withSession()` supplies the session to its content.
                    final class SettingsViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let host = UIHostingController(rootView: SettingsList())
                            addChild(host)
                            view.addSubview(host.view)
                            host.didMove(toParent: self)
                        }
                    }
                    struct SettingsList: View {
                        var body: some View { VStack { AccountHeader() }.withSession() }
                    }
                    struct AccountHeader: View {
                        @EnvironmentObject var session: Session
                        var body: some View { Text(session.userName) }
                    }
                    """,
                "SessionModifier.swift": """
                    struct SessionModifier: ViewModifier {
                        func body(content: Content) -> some View { content.environmentObject(Session.shared) }
                    }
                    extension View {
                        func withSession() -> some View { modifier(SessionModifier()) }
                    }
                    """,
            ]),
            Example(files: [
                "LessonsViewController.swift": """
                    // The detail is handed to a button that presents it with the finish action it reads.
                    final class LessonsViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            let host = UIHostingController(rootView: LessonList())
                            addChild(host)
                            view.addSubview(host.view)
                            host.didMove(toParent: self)
                        }
                    }
                    struct LessonList: View {
                        var body: some View { LessonButton(title: "Intro", destination: LessonDetail()) }
                    }
                    struct LessonDetail: View {
                        @Environment(\\.finishLesson) var finishLesson
                        var body: some View { Button("Done") { finishLesson() } }
                    }
                    """,
                "LessonButton.swift": """
                    struct LessonButton<Destination: View>: View {
                        let title: String
                        let destination: Destination
                        @State private var open = false
                        var body: some View {
                            Button(title) { open = true }
                                .sheet(isPresented: $open) { destination.environment(\\.finishLesson, { open = false }) }
                        }
                    }
                    private struct FinishLessonKey: EnvironmentKey { static let defaultValue: () -> Void = {} }
                    extension EnvironmentValues {
                        var finishLesson: () -> Void {
                            get { self[FinishLessonKey.self] }
                            set { self[FinishLessonKey.self] = newValue }
                        }
                    }
                    """,
            ]),
        ],
        symptoms: [
            "No ObservableObject of type found. A View.environmentObject(_:) may be missing as an ancestor of this view",
            "No Observable object of type found. A View.environment(_:) may be missing as an ancestor of this view",
            "custom environment value is the default inside the hosting controller",
            "crash when showing the SwiftUI screen from UIKit",
        ],
        scaffold: .traitBridge
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        // A test hosts a view to check it renders; what it leaves out of the environment is its own choice.
        guard !TestCode.isTestFile(file) else { return }
        checkContentGivenToHelpers(file, report: &report)
        guard file.contains("rootView") || file.contains("UIHostingConfiguration") else { return }
        for site in HostingSiteFinder.sites(in: file) {
            let root = site.root
            guard !root.isOpaque, !root.views.isEmpty else { continue }
            // An observable whose type is not visible here may be the one needed: `nil` stands for "any".
            let observables = root.givesUnknownObservable ? nil : root.observables.sorted()
            func question(_ supplied: Question.Supplied) -> Question {
                Question(host: site.hostType, views: root.views, isWindowRoot: site.isWindowRoot, supplied: supplied,
                         unknownObjects: root.unknownObjects)
            }
            let objects = root.objects.sorted()
            report.whenIndexed(at: site.anchor, asking: question(.objects(objects, observables: observables)), severity: .error)
            report.whenIndexed(at: site.anchor, asking: question(.keys(root.keys.sorted())), severity: .warning)
        }
    }

    /// `WindowManager.shared.showWindow(title: title) { CommentsView(post: post) }`: content given to a project
    /// function that may host it (`HostingContentHelpers`); the index decides whether it does, and where.
    private func checkContentGivenToHelpers(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("View") else { return }
        for call in FileCalls.all(in: file) {
            guard call.constructedType == nil, let callee = call.calleeName,
                  !HostingVocabulary.calleesNeverHostingContent.contains(callee)
            else { continue }
            var given: [(key: String, root: HostedRoot, anchor: Syntax)] = []
            // Reported on the content's first view, where the missing modifier goes.
            func firstView(of closure: ClosureExprSyntax) -> Syntax {
                closure.statements.first.map { Syntax($0.item) } ?? Syntax(closure)
            }
            if let trailing = call.trailingClosure, HostedRoot.buildsViewsOnly(trailing) {
                given.append((ArgumentKey.trailing(in: callee), HostedRoot(content: trailing), firstView(of: trailing)))
            }
            for argument in call.arguments {
                let key = ArgumentKey.labelled(argument.label?.text, in: callee)
                if let closure = argument.expression.as(ClosureExprSyntax.self), HostedRoot.buildsViewsOnly(closure) {
                    given.append((key, HostedRoot(content: closure), firstView(of: closure)))
                } else if HostedRoot.isViewChain(argument.expression) {
                    given.append((key, HostedRoot(argument.expression), Syntax(argument.expression)))
                }
            }
            for (key, root, anchor) in given where !root.isOpaque && !root.views.isEmpty {
                let observables = root.givesUnknownObservable ? nil : root.observables.sorted()
                func question(_ supplied: Question.Supplied) -> Question {
                    Question(host: "", views: root.views, isWindowRoot: false, supplied: supplied,
                             unknownObjects: root.unknownObjects, helper: key)
                }
                report.whenIndexed(at: anchor, asking: question(.objects(root.objects.sorted(), observables: observables)),
                                   severity: .error)
                report.whenIndexed(at: anchor, asking: question(.keys(root.keys.sorted())), severity: .warning)
            }
        }
    }

    /// A root view, built of `views`, handed to a `host` (a hosting controller, view or configuration type).
    @CompactCoded
    struct Question: IndexQuestion {
        var host: String
        var views: [String]
        var isWindowRoot: Bool
        var supplied: Supplied
        /// Objects given with `.environmentObject` whose types are not visible at the hosting site: each may be
        /// one a view needs.
        var unknownObjects: [String]
        /// For content given to a project function (`showWindow(view:`), the key of the argument: the function's
        /// hosting site is found in the index. Empty at a hosting site itself.
        var helper = ""

        /// Whether the hosting site gives the root view anything from the environment itself.
        var suppliesAnything: Bool {
            switch supplied {
            case .objects(let objects, let observables):
                return objects?.isEmpty == false || observables?.isEmpty != true || !unknownObjects.isEmpty
            case .keys(let keys):
                return !keys.isEmpty
            }
        }

        /// What the root view is given, by kind.
        enum Supplied: Hashable, Sendable {
            /// The types given with `.environmentObject(…)` and `.environment(…)`; `nil` when one given is of a
            /// type not visible at the hosting site (it may be any).
            case objects([String]?, observables: [String]?)
            /// The custom keys given with `.environment(\.key, value)`.
            case keys([String])
        }
    }

    static func verdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        var question = question
        var subject = "The root view of this \(question.host)"
        if !question.helper.isEmpty {
            guard let site = Self.hostingSite(for: question.helper, index: index) else { return nil }
            question = Self.question(question, hostedAt: site.host)
            let function = question.helper.prefix { $0 != "(" }
            subject = "The view given here to '\(function)', the root view of the \(question.host) it makes (\(site.place)),"
        }
        guard let (message, missing, suppliedDeepInside) = unmetNeeds(question, subject: subject, index: index) else { return nil }
        // Every value missing is an optional one whose default, nil, the reading views already handle.
        if case .keys = question.supplied, let latent = optionalKeysOnly(question, subject: subject, index: index) {
            return .latent(latent)
        }
        if let suppliedDeepInside {
            return .latent("""
                \(message) (latent: only \(suppliedDeepInside), below the root inside its content, reads it, and other \
                views of the app supply it to the content they show, so the app may have been written for this root \
                never to reach that view; it crashes the first time it does)
                """)
        }
        // In an app whose entry point is SwiftUI, a hosting controller that is not a window's root may sit below
        // SwiftUI views that supply what it needs; a root that supplies some of it itself does not count on that.
        if !question.isWindowRoot, index.declaresSwiftUIApp, !question.suppliesAnything {
            return .latent("""
                \(message) (latent: the app's entry point is SwiftUI, and environment does not reach a hosting \
                controller through UIKit containers, but where this one is shown is out of sight)
                """)
        }
        // Objects of types not visible here may meet some needs, one need each: only more needs than such
        // objects shows one is unmet for sure.
        guard case .objects = question.supplied, !question.unknownObjects.isEmpty else { return IndexVerdict(message) }
        let unknown = question.unknownObjects.map { "'\($0)'" }.joined(separator: ", ")
        if missing > question.unknownObjects.count {
            return IndexVerdict("\(message) (\(unknown), of a type not visible here, can be at most \(question.unknownObjects.count) of them)")
        }
        return .latent("\(message) (unless \(unknown), given with .environmentObject and of a type not visible here, is that object)")
    }

    /// The one hosting site the functions with this key lead to; `nil` when there is none, or several that host
    /// differently.
    private static func hostingSite(for key: String, index: ProjectIndex) -> HostingContentHelpers.Site? {
        let sites = (index.hostingContentHelpers.sites[key] ?? []).sorted { $0.place < $1.place }
        guard let first = sites.first, sites.allSatisfy({ $0.host.hostsAlike(first.host) }) else { return nil }
        return first
    }

    /// The question a hosting site asks about content given to its function: the caller's modifiers and the
    /// function's own both supply.
    private static func question(_ question: Question, hostedAt host: HostingContentHelpers.Host) -> Question {
        var hosted = question
        hosted.host = host.host
        hosted.isWindowRoot = host.isWindowRoot
        hosted.unknownObjects += host.unknownObjects
        switch question.supplied {
        case .objects(let objects, let observables):
            let givesUnknown = observables == nil || host.givesUnknownObservable
            hosted.supplied = .objects(objects.map { Array(Set($0 + host.objects)).sorted() },
                                       observables: givesUnknown ? nil : Array(Set((observables ?? []) + host.observables)).sorted())
        case .keys(let keys):
            hosted.supplied = .keys(Array(Set(keys + host.environmentKeys)).sorted())
        }
        return hosted
    }

    /// The message naming what the root view needs and is not given, and how many of those needs are firm: not
    /// an object read only by a view below the root that other views of the app supply to their own content.
    /// When no need is firm, those reading views, named for a latent note.
    private static func unmetNeeds(_ question: Question, subject: String, index: ProjectIndex) -> (message: String, count: Int, suppliedDeepInside: String?)? {
        guard index.hostsRootViewUnchanged(question.host) else { return nil }
        let (needs, shown) = index.environmentSearch(from: question.views)
        switch question.supplied {
        case .objects(let objects, let observables):
            var deepReaders: [String] = []
            let missing = needs.compactMap { need -> String? in
                let description: String
                let type: String
                switch need.requirement {
                case .environmentObject(let needed) where !supplies(objects, needed, index, shown: shown):
                    (type, description) = (needed, "@EnvironmentObject \(needed) (read by '\(need.view)')")
                case .observableObject(let needed) where !supplies(observables, needed, index, shown: shown):
                    (type, description) = (needed, "@Environment(\(needed).self) (read by '\(need.view)')")
                default:
                    return nil
                }
                // A row deep inside the root reads the router that the app's tab views give their own content.
                if !question.views.contains(need.view), index.environmentObjectSuppliers[type] != nil {
                    deepReaders.append("'\(need.view)'")
                }
                return description
            }
            guard !missing.isEmpty else { return nil }
            // Needs that other views supply deep inside are no evidence of a crash; only the others count.
            let firmCount = missing.count - deepReaders.count
            let suppliedDeepInside = firmCount == 0 ? deepReaders.joined(separator: ", ") : nil
            return ("""
                \(subject) is never given \(missing.joined(separator: ", ")): a missing \
                environment object crashes the app the moment the view reads it (as it appears if its body reads it, or \
                when an action that reads it runs); supply it on the root view with \
                .environmentObject(…) or .environment(…)
                """, firmCount, suppliedDeepInside)
        case .keys(let given):
            let missing = missingKeys(needs, given: Set(given), index: index).map { "\\.\($0.key) (read by '\($0.view)')" }
            guard !missing.isEmpty else { return nil }
            return ("""
                \(subject) is never given the custom environment value \
                \(missing.joined(separator: ", ")): it silently reads the default instead of the app's value; \
                pass it with .environment(\\.key, value) on the root view
                """, missing.count, nil)
        }
    }

    /// For a root view whose only missing custom values are optional ones (`var onReload: (() -> Void)?`): the
    /// latent message. Their default, nil, is a value the reading views must handle (a library's callback that only
    /// its own cells set), so reading it at a root is no harm seen here.
    private static func optionalKeysOnly(_ question: Question, subject: String, index: ProjectIndex) -> String? {
        guard case .keys(let given) = question.supplied else { return nil }
        let missing = missingKeys(index.environmentNeeds(of: question.views), given: Set(given), index: index)
        guard !missing.isEmpty, missing.allSatisfy({ index.optionalEnvironmentKeys.contains($0.key) }) else { return nil }
        let names = missing.map { "\\.\($0.key) (read by '\($0.view)')" }.joined(separator: ", ")
        return """
            \(subject) is never given the custom environment value \(names), whose type is \
            optional: the view reads nil, its default, which the reading code already has to handle; if the app means \
            a value to reach this root, pass it with .environment(\\.key, value) on the root view
            """
    }

    /// The custom keys the needs read that are not given, with the view reading each.
    private static func missingKeys(_ needs: [ProjectIndex.EnvironmentNeed], given keys: Set<String>, index: ProjectIndex) -> [(key: String, view: String)] {
        needs.compactMap { need -> (key: String, view: String)? in
            guard case .key(let key) = need.requirement, index.environmentKeys.contains(key), !keys.contains(key),
                  !SystemEnvironmentKeys.names.contains(key), index.writtenEnvironmentKeys.contains(key),
                  // Set only by the reading view, for its own content: its default is meant at the root.
                  index.environmentKeyWriters[key] != [need.view],
                  // Set only on single instances of the reading view (`DashButton(…).environment(\.tint, …)`):
                  // an override per use, whose default is what every other instance means to show.
                  index.environmentKeyTargets[key] != [need.view]
            else { return nil }
            return (key, need.view)
        }
    }

    /// Whether one of the supplied types (`nil`: one not visible at the hosting site) is the needed one. SwiftUI
    /// looks environment objects up by their exact static type; a typealias or a subclass of the project is
    /// given the benefit of the doubt.
    /// A type some view's body supplies itself (`SwitchStore`'s body giving its cases `.environmentObject(Box(…))`)
    /// reaches the hosted view from that view when the root's content shows it; a view elsewhere in the app
    /// supplying the same type (a tab view giving its router to its own tabs) gives nothing to this root. A
    /// modifier, or a supplier the index does not know as a view, may be applied out of sight.
    private static func supplies(_ supplied: [String]?, _ needed: String, _ index: ProjectIndex, shown: Set<String>) -> Bool {
        guard let supplied else { return true }
        let suppliedByContent = index.environmentObjectSuppliers[needed, default: []].contains { supplier in
            shown.contains(supplier) || index.conforms(supplier, to: ["View"]) != .yes
        }
        return suppliedByContent || supplied.contains {
            $0 == needed || index.conforms($0, to: [needed]) == .yes || index.conforms(needed, to: [$0]) == .yes
        }
    }
}

extension HostingMissingEnvironment.Question.Supplied: CompactCodable {
    func encode(to writer: inout CompactWriter) {
        switch self {
        case .objects(let objects, let observables):
            writer.write(0)
            writer.write(objects)
            writer.write(observables)
        case .keys(let keys):
            writer.write(1)
            writer.write(keys)
        }
    }

    init(from reader: inout CompactReader) throws {
        switch try reader.read(Int.self) {
        case 0: self = .objects(try reader.read(), observables: try reader.read())
        case 1: self = .keys(try reader.read())
        default: throw CompactCoding.Malformed()
        }
    }
}
