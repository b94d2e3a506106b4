import BridgeLintCore
import SwiftSyntax

/// `@ObservedObject var x = SomeType()`: the view creates the object it only observes.
struct ObservedObjectOwned: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [
        CallSiteFacts.self, ObservedInputs.self, ObservableMembers.self, ViewLiveState.self,
    ]

    static let description = RuleDescription(
        id: "observed-object-owned",
        summary: "@ObservedObject initialized with a new object the view creates itself",
        severity: .warning,
        rationale: """
            @ObservedObject does not own its object: SwiftUI keeps nothing across renders, so the initial value is \
            evaluated again every time the parent view is re-created. A view that writes \
            `@ObservedObject var model = Model()` gets a brand-new model whenever its parent re-renders, losing \
            loaded data, selection and in-flight work, and restarting whatever the initializer starts. \
            @StateObject evaluates the initial value once per view identity and keeps the object. The same holds \
            for an object the view's own `init` makes and assigns (`_model = ObservedObject(wrappedValue: Model())`, \
            `self.model = Model()`), for a default argument of the initializer that callers leave out \
            (`init(model: Model = Model())`), and for an object a parent makes where it shows the view \
            (`Picker(model: PickerModel())` in its body or a sheet's content): each render of the parent hands the \
            view a new one. That last form is a warning when the parent visibly renders again (its own state changes, \
            an object it observes is written, a re-rendering view makes it) and the object's own state changes after \
            it is made; otherwise latent. Shared instances \
            (`Model.shared`) and objects passed in from outside are fine, and so is a default that every \
            initializer of the view replaces. A view the project only makes as a hosting controller's first root \
            view (or in previews) is never re-made by a parent, so its object lives as long as the view: it is \
            reported as a warning only when some code that re-renders makes it, and otherwise (a public view no code \
            of the project shows included) as latent. A type the project declares @Observable is left to \
            observable-with-legacy-wrapper.
            """,
        howToFix: """
            Use @StateObject for an object the view creates and owns, or declare `@ObservedObject var model: Model` \
            without a value and pass the object in from the view that owns it. A parent that makes the object at the \
            call site keeps it in its own @StateObject and passes that.
            """,
        triggeringExamples: [
            Example(files: [
                "Route.swift": """
                    // Latent: the screen is only ever the first root view of a new hosting controller, made by a router helper.
                    enum Route {
                        case keychain
                        func open(in navigation: UINavigationController) {
                            switch self {
                            case .keychain: navigation.push(content: KeychainList())
                            }
                        }
                    }
                    struct KeychainList: View {
                        ↓@ObservedObject var model = KeychainModel()
                        var body: some View { List(model.items, id: \\.self) { Text($0) } }
                    }
                    final class KeychainModel: ObservableObject {
                        @Published var items: [String] = []
                        init() { items = Keychain.allKeys() }
                    }
                    """,
                "Navigation+Push.swift": """
                    extension UINavigationController {
                        func push<Content: View>(content: Content, animated: Bool = true) {
                            pushViewController(UIHostingController(rootView: content), animated: animated)
                        }
                    }
                    """,
            ], confidence: .latent),
            Example("""
                // A view modifier is made again on each render of the view it is applied to, like a view.
                private struct FadeModifier: ViewModifier {
                    ↓@ObservedObject private var fader = Fader()
                    func body(content: Content) -> some View { content.opacity(fader.opacity).onTapGesture { fader.fade() } }
                }
                extension View {
                    func fading() -> some View { modifier(FadeModifier()) }
                }
                struct Banner: View {
                    @State private var text = ""
                    var body: some View { TextField("Title", text: $text).fading() }
                }
                final class Fader: ObservableObject {
                    @Published var opacity = 1.0
                    func fade() { opacity = 0 }
                }
                """),
            Example("""
                // The only state the picker changes is the one that presents the editor: a new value presents a new
                // editor, it does not re-render the one shown (latent).
                struct RoomTypePicker: View {
                    @State private var chosen: RoomType?
                    var body: some View {
                        NavigationStack {
                            RoomTypeList(selection: $chosen)
                                .navigationDestination(item: $chosen) { type in
                                    RoomEditor(model: ↓RoomEditorModel(type: type))
                                }
                        }
                    }
                }
                struct RoomEditor: View {
                    @ObservedObject var model: RoomEditorModel
                    var body: some View { TextField("Name", text: $model.name) }
                }
                final class RoomEditorModel: ObservableObject {
                    @Published var name = ""
                    let type: RoomType
                    init(type: RoomType) { self.type = type }
                    func clear() { name = "" }
                }
                """, noFixBecause: "the object is made where the view is used: whether the parent or the view should own it is a choice no single edit makes",
                confidence: .latent),
            Example("""
                // The model publishes nothing and keeps only the reactions it is given: a new one per render is the same
                // model again, and @StateObject would keep the first reactions (latent).
                struct MessageRow: View {
                    let reactions: [Reaction]
                    @State private var expanded = false
                    var body: some View {
                        VStack {
                            ReactionStrip(model: ↓ReactionStripModel(items: reactions))
                            Button("More") { expanded.toggle() }
                        }
                    }
                }
                struct ReactionStrip: View {
                    @ObservedObject var model: ReactionStripModel
                    var body: some View { HStack { ForEach(model.items) { Text($0.emoji) } } }
                }
                final class ReactionStripModel: ObservableObject {
                    var items: [Reaction]
                    init(items: [Reaction]) { self.items = items }
                }
                """, noFixBecause: "the object is made where the view is used: whether the parent or the view should own it is a choice no single edit makes",
                confidence: .latent),
            Example(files: [
                "DetailContainer.swift": """
                    // The model is an ObservableObject through the project's protocol and keeps only the service it is
                    // given: a new one per render reads the same service (latent).
                    struct DetailContainer: View {
                        @ObservedObject var model: DetailContainerModel
                        init(service: DetailService) { ↓model = DetailContainerModel(service: service) }
                        var body: some View { Text(model.title) }
                    }
                    struct NoteScreen: View {
                        @StateObject var service = DetailService()
                        @State private var isEditing = false
                        var body: some View { VStack { DetailContainer(service: service); Toggle("Edit", isOn: $isEditing) } }
                    }
                    """,
                "DetailContainerModel.swift": """
                    protocol DetailModel: ObservableObject { var service: DetailService { get } }
                    extension DetailModel { var title: String { service.title } }
                    final class DetailContainerModel: DetailModel {
                        let service: DetailService
                        init(service: DetailService) { self.service = service }
                    }
                    """,
            ], noFixBecause: "the object is made where the view is used: whether the parent or the view should own it is a choice no single edit makes",
                confidence: .latent),
            Example("""
                // A computed property makes the menu's model: each render of the screen reads it again, and the open
                // menu is handed a new model whose toggles start over.
                struct ReaderScreen: View {
                    @State private var showsMenu = false
                    @State private var fontSize = 14.0
                    private var menuModel: MenuModel { MenuModel(fontSize: fontSize) }
                    var body: some View {
                        Slider(value: $fontSize, in: 10...30)
                            .sheet(isPresented: $showsMenu) { ReaderMenu(↓menuModel) }
                    }
                }
                struct ReaderMenu: View {
                    @ObservedObject private var model: MenuModel
                    init(_ model: MenuModel) { self.model = model }
                    var body: some View { Toggle("Night", isOn: $model.night) }
                }
                final class MenuModel: ObservableObject {
                    @Published var night = false
                    let fontSize: Double
                    init(fontSize: Double) { self.fontSize = fontSize }
                    func reset() { night = false }
                }
                """, noFixBecause: "the object is made where the view is used: whether the parent or the view should own it is a choice no single edit makes"),
            Example("""
                // The only state the screen changes decides which branch is shown: setting it takes the form away, it
                // does not re-render the form while it is shown (latent).
                struct FinishScreen: View {
                    @State private var askFeedback = true
                    var body: some View {
                        if askFeedback {
                            FeedbackForm(model: ↓FeedbackModel(onDone: { askFeedback = false }))
                        } else {
                            Text("Thanks")
                        }
                    }
                }
                struct FeedbackForm: View {
                    @ObservedObject var model: FeedbackModel
                    var body: some View { TextField("Notes", text: $model.notes) }
                }
                final class FeedbackModel: ObservableObject {
                    @Published var notes = ""
                    let onDone: () -> Void
                    init(onDone: @escaping () -> Void) { self.onDone = onDone }
                    func clear() { notes = "" }
                }
                """, noFixBecause: "the object is made where the view is used: whether the parent or the view should own it is a choice no single edit makes",
                confidence: .latent),
            Example("""
                // Made once, in a static list the screen shows: its object lives as long as the list (latent).
                struct GraphDemo: View {
                    ↓@ObservedObject var model = DemoModel()
                    var body: some View { Text(model.title) }
                }
                struct DemoCatalog: View {
                    @State private var filter = ""
                    private static let demos = [AnyView(GraphDemo())]
                    var body: some View {
                        List(0..<Self.demos.count, id: \\.self) { Self.demos[$0] }.searchable(text: $filter)
                    }
                }
                """, confidence: .latent),
            Example(files: [
                "ResetPrompt.swift": """
                    // Made, named with its module, by a View extension that a re-rendering screen calls.
                    struct ResetPrompt: View {
                        ↓@ObservedObject var model = ResetPromptModel()
                        var body: some View { Text(model.status) }
                    }
                    extension View {
                        func resetPrompt() -> some View { overlay(wallet.ResetPrompt()) }
                    }
                    """,
                "SignInCard.swift": """
                    struct SignInCard: View {
                        @State private var email = ""
                        var body: some View { TextField("Email", text: $email).resetPrompt() }
                    }
                    """,
            ]),
            Example("""
                struct TimerView: View {
                    ↓@ObservedObject private var countdown = Countdown(seconds: 60)
                    var body: some View { Text("\\(countdown.remaining)") }
                }
                struct WorkoutScreen: View {
                    @State private var laps = 0
                    var body: some View { VStack { Text("\\(laps)"); TimerView() } }
                }
                """),
            Example("""
                // The initializer starts the object's work: under @StateObject that call would reach a throwaway
                // object, so the message moves it to .task and no edit is offered.
                final class Quotes: ObservableObject {
                    @Published var prices: [Double] = []
                    func refresh() {}
                }
                struct Ticker: View {
                    @ObservedObject var quotes: Quotes
                    init() {
                        ↓quotes = Quotes()
                        quotes.refresh()
                    }
                    var body: some View { Text("\\(quotes.prices.count)") }
                }
                struct Market: View {
                    @State private var tab = 0
                    var body: some View { VStack { Text("\\(tab)"); Ticker() } }
                }
                """, noFixBecause: "the initializer calls refresh() on the object, which @StateObject would make a throwaway"),
            Example("""
                // A sink runs on events, but each value replaces the hosted content in place: the badge is re-made
                // where the last one was, and its countdown starts again.
                final class Countdown: ObservableObject { @Published var remaining = 60 }
                struct CountdownBadge: View {
                    ↓@ObservedObject var countdown = Countdown()
                    let title: String
                    var body: some View { Text("\\(title) \\(countdown.remaining)") }
                }
                final class BadgeController: UIViewController {
                    private let host = UIHostingController(rootView: CountdownBadge(title: ""))
                    private var cancellables = Set<AnyCancellable>()
                    func bind(_ titles: AnyPublisher<String, Never>) {
                        titles.sink { [weak self] title in self?.host.rootView = CountdownBadge(title: title) }
                            .store(in: &cancellables)
                    }
                }
                """),
            Example("""
                // Made only when the button is tapped, as the content a router presents: no render re-makes it (latent).
                final class TokenSearch: ObservableObject { @Published var query = "" }
                struct TokenPicker: View {
                    ↓@ObservedObject var search = TokenSearch()
                    var body: some View { TextField("Token", text: $search.query) }
                }
                struct FilterScreen: View {
                    @State private var count = 0
                    let router: Router
                    var body: some View {
                        Button("Choose token") { router.present { TokenPicker() } }
                        Text("\\(count)")
                    }
                }
                """, confidence: .latent),
            Example("""
                // Re-made on every render of the feed, but the grid never uses it: nothing shown is lost (latent).
                struct FeedGrid: View {
                    let items: [FeedItem]
                    ↓@ObservedObject var connectivity = Connectivity()
                    var body: some View { LazyVGrid(columns: [GridItem()]) { ForEach(items) { Text($0.title) } } }
                }
                struct FeedScreen: View {
                    @State private var items: [FeedItem] = []
                    var body: some View { FeedGrid(items: items).task { items = await FeedItem.load() } }
                }
                """, confidence: .latent),
            Example("""
                // Re-made on every render of the form, but the view only starts a sign-in with it and shows none of its state (latent).
                final class SignInFlow: ObservableObject {
                    @Published var isWorking = false
                    func begin(from controller: UIViewController) {}
                }
                struct JoinForm: View {
                    @State private var name = ""
                    ↓@ObservedObject var flow = SignInFlow()
                    var body: some View {
                        TextField("Name", text: $name)
                        AccountButton { controller in flow.begin(from: controller) }
                    }
                }
                struct Onboarding: View {
                    @State private var step = 0
                    var body: some View { VStack { Text("Step \\(step)"); JoinForm() } }
                }
                """, confidence: .latent),
            Example("""
                // The parent stores an object it never reads and is a hosting controller's first root view: its
                // body runs once (latent).
                struct LibraryTabs: View {
                    ↓@ObservedObject var photos = PhotoLibrary()
                    var body: some View { List(photos.items) { Text($0.name) } }
                }
                struct LibraryContainer: View {
                    var cache = ThumbnailCache()
                    var body: some View { LibraryTabs().navigationTitle("Library") }
                }
                final class LibraryController: UIHostingController<LibraryContainer> {
                    init() { super.init(rootView: LibraryContainer()) }
                }
                """, confidence: .latent),
            Example("""
                // Made once per destination, a plain struct SwiftUI never renders, then shown as it is (latent).
                struct Discover: View {
                    ↓@ObservedObject var search = SearchModel()
                    var body: some View { List(search.results) { Text($0.title) } }
                }
                struct Destination {
                    let content: AnyView
                    init() { content = AnyView(Discover()) }
                }
                final class Router {
                    func open(_ destination: Destination, from controller: UIViewController) {
                        controller.present(UIHostingController(rootView: destination.content), animated: true)
                    }
                }
                """, confidence: .latent),
            Example("""
                // A public view no code of the project shows: the apps that use the library may re-render it (latent).
                public struct SearchScreen: View {
                    ↓@ObservedObject var model: SearchModel = .init()
                    public var body: some View {
                        List(model.results) { Text($0.title) }
                            .searchable(text: $model.query)
                    }
                }
                """, confidence: .latent),
            Example("""
                struct InboxView: View {
                    ↓@ObservedObject var viewModel = Inbox.ViewModel(pageSize: 50)
                    let account: Account
                    var body: some View { List(viewModel.threads) { ThreadRow(thread: $0) } }
                }
                struct AccountTabs: View {
                    let accounts: [Account]
                    var body: some View { TabView { ForEach(accounts) { InboxView(account: $0) } } }
                }
                """),
            Example(files: [
                "SettingsScreen.swift": """
                    struct SettingsScreen: View {
                        ↓@ObservedObject var settings = SettingsStore()
                        var body: some View { Toggle("Sync", isOn: $settings.sync) }
                    }
                    """,
                "AppSidebar.swift": """
                    struct AppSidebar: View {
                        @State private var badge = 0
                        var body: some View { NavigationLink("Settings (\\(badge))") { SettingsScreen() } }
                    }
                    """,
                "SettingsStore.swift": """
                    final class SettingsStore: ObservableObject { @Published var sync = true }
                    """,
            ]),
            Example(files: [
                "TV/LandingScreen.swift": """
                    // The TV app's own LandingScreen is only an App scene's content, which nothing re-renders; the
                    // phone app's LandingScreen, a different type of the same name, is the one its tab view re-makes (latent).
                    struct LandingScreen: View {
                        ↓@ObservedObject var model = LandingModel()
                        var body: some View { Text(model.title) }
                    }
                    """,
                "TV/TVApp.swift": """
                    @main
                    struct TVApp: App {
                        var body: some Scene { WindowGroup { LandingScreen() } }
                    }
                    """,
                "Phone/LandingScreen.swift": """
                    struct LandingScreen: View {
                        @StateObject var model = LandingModel()
                        var body: some View { Text(model.title) }
                    }
                    """,
                "Phone/PhoneRoot.swift": """
                    struct PhoneRoot: View {
                        @State private var tab = 0
                        var body: some View { TabView(selection: $tab) { LandingScreen() } }
                    }
                    """,
                "Shared/LandingModel.swift": """
                    final class LandingModel: ObservableObject { @Published var title = "" }
                    """,
            ], confidence: .latent),
            Example("""
                // The view above stores nothing, so SwiftUI never runs its body again: the list is made once (latent).
                final class RideList: ObservableObject { @Published var rides: [Ride] = [] }
                struct RidesScreen: View {
                    ↓@ObservedObject var list = RideList()
                    var body: some View { List(list.rides) { RideRow(ride: $0) } }
                }
                struct HistoryTab: View {
                    var body: some View { RidesScreen() }
                }
                struct Root: View {
                    @State private var tab = 0
                    var body: some View { TabView(selection: $tab) { HistoryTab() } }
                }
                """, confidence: .latent),
            Example(files: [
                "AboutView.swift": """
                    // Only ever a hosting controller's root view (and a preview): no parent re-makes it yet (latent).
                    struct AboutView: View {
                        ↓@ObservedObject var model = AboutModel()
                        var body: some View { Text(model.version) }
                    }
                    #Preview { AboutView() }
                    """,
                "AboutViewController.swift": """
                    final class AboutViewController: UIHostingController<AboutView> {
                        init() { super.init(rootView: AboutView()) }
                    }
                    final class AboutPanelController: UIHostingController<AnyView> {
                        init() {
                            super.init(rootView: AnyView(EmptyView()))
                            rootView = AnyView(AboutView())
                        }
                    }
                    final class SettingsCoordinator {
                        func showAbout(from controller: UIViewController) {
                            let about = AboutView()
                            controller.present(UIHostingController(rootView: about), animated: true)
                        }
                        // A hosting controller subclass that takes its root view unlabelled: made once with it.
                        func aboutTab() -> UIViewController {
                            AppHostingController(AboutView())
                        }
                    }
                    """,
            ], confidence: .latent),
            Example("""
                // The object is made in the view's own initializer.
                struct ReceiptView: View {
                    @ObservedObject private var loader: ReceiptLoader
                    init(receiptID: String) {
                        ↓_loader = ObservedObject(wrappedValue: ReceiptLoader(id: receiptID))
                    }
                    var body: some View { Text(loader.total) }
                }
                struct OrderRow: View {
                    let order: Order
                    var body: some View { ReceiptView(receiptID: order.receiptID) }
                }
                """, noFixBecause: "the loader is made from the initializer's receiptID: @StateObject alone would keep the first receipt's"),
            Example("""
                struct PumpSettingsView: View {
                    @ObservedObject var viewModel: PumpSettingsViewModel
                    init() {
                        ↓self.viewModel = PumpSettingsViewModel()
                    }
                    var body: some View { Toggle("Suspend", isOn: $viewModel.isSuspended) }
                }
                struct TherapyScreen: View {
                    @State private var showsPump = false
                    var body: some View { if showsPump { PumpSettingsView() } }
                }
                """),
            Example(files: [
                "SettingsScreens.swift": """
                    // Only ever the root of a hosting controller that a helper makes: no parent re-makes it (latent).
                    struct AppearanceSettings: View {
                        ↓@ObservedObject var settings = AppearancePreferences()
                        var body: some View { Toggle("Dark", isOn: $settings.prefersDark) }
                    }
                    """,
                "SettingsController.swift": """
                    final class SettingsController: UISplitViewController {
                        func showAppearance() {
                            func hosting<Content: View>(_ content: Content, title: String) -> UIViewController {
                                let controller = UIHostingController(rootView: content.environmentObject(store))
                                controller.title = title
                                return controller
                            }
                            showDetailViewController(hosting(AppearanceSettings(), title: "Appearance"), sender: self)
                        }
                    }
                    """,
            ], confidence: .latent),
            Example(files: [
                "InternalSettingsView.swift": """
                    // Every value lives in UserDefaults: a new instance on a re-render reads back the same ones (latent).
                    struct InternalSettingsView: View {
                        ↓@ObservedObject var settings = DebugSettings()
                        var body: some View { Toggle("Staging", isOn: $settings.useStaging) }
                    }
                    struct DebugMenu: View {
                        @State private var expanded = false
                        var body: some View { if expanded { InternalSettingsView() } }
                    }
                    """,
                "DebugSettings.swift": """
                    final class DebugSettings: ObservableObject {
                        let objectWillChange = PassthroughSubject<Void, Never>()
                        @UserDefault(key: "useStaging", defaultValue: false)
                        var useStaging: Bool { willSet { objectWillChange.send() } }
                        @defaultsDB("verboseLogging")
                        var verboseLogging: Bool
                    }
                    """,
            ], confidence: .latent),
            Example("""
                // The model only mirrors a key-value-observed property, which a new instance receives the moment it
                // subscribes: nothing is lost on a re-render (latent).
                final class BatteryMirror: ObservableObject {
                    @Published var level: Float = 0
                    init(device: PowerSource) {
                        device.publisher(for: \\.batteryLevel).assign(to: &$level)
                    }
                }
                struct BatteryBadge: View {
                    ↓@ObservedObject var mirror = BatteryMirror(device: .internal)
                    var body: some View { Text("\\(Int(mirror.level * 100)) %") }
                }
                struct StatusBar: View {
                    @State private var expanded = false
                    var body: some View { HStack { BatteryBadge(); Toggle("More", isOn: $expanded) } }
                }
                """, confidence: .latent),
            Example("""
                // Public so that apps can read it; whether any replaces it is out of sight (latent).
                public struct PlayerScreen: View {
                    ↓@ObservedObject public var subtitles = SubtitleModel()
                    let url: URL
                    public var body: some View { VideoSurface(url: url).overlay(SubtitleText(model: subtitles)) }
                }
                struct Library: View {
                    @State private var current: URL?
                    var body: some View { if let current { PlayerScreen(url: current) } }
                }
                """, confidence: .latent),
            Example("""
                // Made into a local first: still a new holder, registered with the feed, on each re-render.
                struct FilteredTimeline: View {
                    @ObservedObject var events: FilteredEvents
                    init(feed: Feed, filter: EventFilter) {
                        let events = FilteredEvents(feed: feed, filter: filter)
                        ↓self.events = events
                    }
                    var body: some View { List(events.items) { Text($0.summary) } }
                }
                struct TimelineScreen: View {
                    @State private var filter = EventFilter.all
                    let feed: Feed
                    var body: some View { FilteredTimeline(feed: feed, filter: filter) }
                }
                """, noFixBecause: "the holder is made from the initializer's feed and filter: @StateObject alone would keep the first filter's"),
            Example(files: [
                "StopSearch.swift": """
                    // The screen makes the picker's model in its body: each keystroke re-renders it and replaces the model.
                    struct StopSearch: View {
                        @State private var query = ""
                        var body: some View {
                            TextField("Stop", text: $query)
                            Text("Stops matching \\(query)")
                            StopPicker(model: ↓StopPickerModel(area: "Centre"))
                        }
                    }
                    """,
                "StopPicker.swift": """
                    final class StopPickerModel: ObservableObject {
                        @Published var stops: [String] = []
                        init(area: String) {}
                        func load() { stops = ["Main Street"] }
                    }
                    struct StopPicker: View {
                        @ObservedObject var model: StopPickerModel
                        var body: some View { List(model.stops, id: \\.self) { Text($0) }.task { model.load() } }
                    }
                    """,
            ], noFixBecause: "the object is made where the view is used: whether the parent or the view should own it is a choice no single edit makes"),
            Example("""
                // The initializer used here starts nothing: only the profile initializer's observer runs the private
                // method that writes the name, so a new card shows what the old one did (latent).
                final class ContactCard: ObservableObject {
                    @Published var name: String
                    private var observer: NSObjectProtocol?
                    init(name: String) { self.name = name }
                    convenience init(profile: Profile) {
                        self.init(name: profile.name)
                        observer = NotificationCenter.default.addObserver(forName: .profileChanged, object: nil, queue: .main) { [weak self] note in
                            self?.refresh(from: note)
                        }
                    }
                    private func refresh(from note: Notification) { name = note.object as? String ?? name }
                }
                struct CardView: View {
                    @ObservedObject var card: ContactCard
                    var body: some View { Text(card.name) }
                }
                struct InviteScreen: View {
                    @State private var sent = false
                    let invitee: String
                    var body: some View {
                        CardView(card: ↓ContactCard(name: invitee))
                        Button(sent ? "Sent" : "Send") { sent = true }
                    }
                }
                """, noFixBecause: "the object is made where the view is used: whether the parent or the view should own it is a choice no single edit makes",
                confidence: .latent),
            Example("""
                // Made in a sheet's content, which runs again with each render of the list (its clock ticks while the
                // sheet is up); handed on through an initializer label.
                final class Draft: ObservableObject {
                    @Published var text = ""
                    func clear() { text = "" }
                }
                struct Composer: View {
                    @ObservedObject private var draft: Draft
                    init(editing draft: Draft) { _draft = ObservedObject(wrappedValue: draft) }
                    var body: some View { TextEditor(text: $draft.text).toolbar { Button("Clear") { draft.clear() } } }
                }
                struct Threads: View {
                    @State private var composing = false
                    @State private var now = Date()
                    var body: some View {
                        Button { composing = true } label: { Text(now, style: .time) }
                            .sheet(isPresented: $composing) { Composer(editing: ↓Draft()) }
                            .onReceive(Timer.publish(every: 60, on: .main, in: .common).autoconnect()) { now = $0 }
                    }
                }
                """, noFixBecause: "the object is made where the view is used: whether the parent or the view should own it is a choice no single edit makes"),
            Example("""
                // The list re-renders whenever the feed it observes loads; each time the row's player model is new.
                final class Feed: ObservableObject {
                    @Published var episodes: [String] = []
                    func reload() { episodes = ["Pilot"] }
                }
                final class Player: ObservableObject {
                    @Published var position = 0.0
                    func play() { position += 1 }
                }
                struct PlayerBar: View {
                    @ObservedObject var player: Player
                    var body: some View { Button("\\(player.position)") { player.play() } }
                }
                struct EpisodeList: View {
                    @ObservedObject var feed: Feed
                    var body: some View {
                        List(feed.episodes, id: \\.self) { Text($0) }.refreshable { feed.reload() }
                        PlayerBar(player: ↓Player())
                    }
                }
                """, noFixBecause: "the object is made where the view is used: whether the parent or the view should own it is a choice no single edit makes"),
            Example("""
                // The row only calls the list model's method from a button; it shows nothing the model holds, so a
                // new model per render of the list changes nothing on screen (latent).
                struct ArticleList: View {
                    @State private var titles: [String] = []
                    var body: some View {
                        List(titles, id: \\.self) { ArticleRow(title: $0, reading: ↓ArticleList.ViewModel()) }
                            .refreshable { titles = ["New"] }
                    }
                }
                extension ArticleList {
                    @MainActor final class ViewModel: ObservableObject {
                        @Published var unread: [String] = []
                        func markRead(_ title: String) async { unread.removeAll { $0 == title } }
                    }
                }
                struct ArticleRow: View {
                    let title: String
                    @ObservedObject var reading: ArticleList.ViewModel
                    var body: some View {
                        Button(title) { Task { await reading.markRead(title) } }
                    }
                }
                extension ProfileView {
                    @MainActor final class ViewModel: ObservableObject { @Published var name = "" }
                }
                """, noFixBecause: "the object is made where the view is used: whether the parent or the view should own it is a choice no single edit makes",
                confidence: .latent),
            Example("""
                // The list changes its error only when the user dismisses the alert, which cannot happen while the
                // check-in sheet covers it (latent).
                final class CheckIn: ObservableObject {
                    @Published var effort = 5
                }
                struct CheckInSheet: View {
                    @ObservedObject var checkIn: CheckIn
                    var body: some View { Stepper("Effort \\(checkIn.effort)", value: $checkIn.effort) }
                }
                struct WorkoutScreen: View {
                    @State private var checkingIn = false
                    @State private var error: String?
                    var body: some View {
                        Button("Finish") { checkingIn = true }
                            .alert("Sync failed", isPresented: Binding(get: { error != nil }, set: { if !$0 { error = nil } })) {}
                            .sheet(isPresented: $checkingIn) { CheckInSheet(checkIn: ↓CheckIn()) }
                            .overlay { Text(error ?? "") }
                    }
                }
                """, noFixBecause: "the object is made where the view is used: whether the parent or the view should own it is a choice no single edit makes",
                confidence: .latent),
            Example("""
                // A router's builder is no view: what calls it, and how often, is out of sight here (latent).
                final class HintModel: ObservableObject {
                    @Published var hint = ""
                    func save() { hint = "" }
                }
                struct HintScreen: View {
                    @ObservedObject var model: HintModel
                    var body: some View { TextField("Hint", text: $model.hint).onSubmit { model.save() } }
                }
                struct SettingsRoutes {
                    @ViewBuilder
                    func hintScreen() -> some View { HintScreen(model: ↓HintModel()) }
                }
                """, noFixBecause: "the object is made where the view is used: whether the parent or the view should own it is a choice no single edit makes",
                confidence: .latent),
            Example("""
                // The screen holds only a title: nothing visible renders it again yet (latent).
                final class Draft: ObservableObject {
                    @Published var text = ""
                    func clear() { text = "" }
                }
                struct Composer: View {
                    @ObservedObject var draft: Draft
                    var body: some View { TextEditor(text: $draft.text).toolbar { Button("Clear") { draft.clear() } } }
                }
                struct ComposeScreen: View {
                    let title: String
                    var body: some View { Composer(draft: ↓Draft()).navigationTitle(title) }
                }
                """, noFixBecause: "the object is made where the view is used: whether the parent or the view should own it is a choice no single edit makes", confidence: .latent),
            Example("""
                // Each render makes a new row model, but nothing changes one after it is made: it shows what it is made from (latent).
                final class BadgeModel: ObservableObject {
                    @Published var label: String
                    init(count: Int) { label = "\\(count)" }
                }
                struct Badge: View {
                    @ObservedObject var model: BadgeModel
                    var body: some View { Text(model.label) }
                }
                struct Inbox: View {
                    @State private var unread = 0
                    var body: some View {
                        Button("Read") { unread += 1 }
                        Badge(model: ↓BadgeModel(count: unread))
                    }
                }
                """, noFixBecause: "the object is made where the view is used: whether the parent or the view should own it is a choice no single edit makes", confidence: .latent),
            Example("""
                // The initializer's default makes the object for every caller that leaves it out.
                final class ArrivalClock: ObservableObject {
                    @Published var minutes = 0
                    func refresh() { minutes = 3 }
                }
                struct StopRow: View {
                    @ObservedObject var clock: ArrivalClock
                    let stop: String
                    init(stop: String, clock: ArrivalClock = ↓ArrivalClock()) {
                        self.stop = stop
                        self.clock = clock
                    }
                    var body: some View { Text("\\(stop) \\(clock.minutes)").task { clock.refresh() } }
                }
                struct Line: View {
                    @State private var stops = ["A", "B"]
                    var body: some View { List(stops, id: \\.self) { StopRow(stop: $0) }.refreshable { stops.reverse() } }
                }
                """, noFixBecause: "the default is a parameter's: @StateObject needs the initializer to set its storage, which the message spells out"),
        ],
        nonTriggeringExamples: [
            Example("""
                // The helper that would hand a new model to the sheet is called by nothing: no render makes one.
                struct FavoritesMore: View {
                    @State private var selected: Place?
                    var body: some View {
                        List(Place.samples) { place in Button(place.name) { selected = place } }
                    }
                    func searchSheet() -> some View {
                        SearchSheet(filter: FilterModel())
                    }
                }
                struct SearchSheet: View {
                    @ObservedObject var filter: FilterModel
                    var body: some View { Text(filter.query) }
                }
                final class FilterModel: ObservableObject {
                    @Published var query = ""
                }
                """),
            Example("""
                // A container the preview provider declares for itself runs only in Xcode's canvas.
                struct ReceiptView_Preview: PreviewProvider {
                    struct Container: View {
                        @ObservedObject var sheet = SheetCoordinator()
                        var body: some View { ReceiptView(sheet: sheet) }
                    }
                    static var previews: some View { Container() }
                }
                """),
            Example("""
                // The factory's object is handed to a view that owns it: @StateObject keeps the first one made.
                final class Library: ObservableObject {
                    @Published var syncing = false
                    func makeShelf() -> Shelf { Shelf() }
                }
                final class Shelf: ObservableObject {
                    @Published var query = ""
                }
                struct ShelfView: View {
                    @StateObject private var shelf: Shelf
                    init(shelf: @autoclosure @escaping () -> Shelf) { _shelf = StateObject(wrappedValue: shelf()) }
                    var body: some View { TextField("Search", text: $shelf.query) }
                }
                struct LibraryScreen: View {
                    @EnvironmentObject private var library: Library
                    var body: some View {
                        Text(library.syncing ? "Syncing" : "Ready")
                        ShelfView(shelf: library.makeShelf())
                    }
                }
                """),
            Example("""
                // The initializer stores the filter value into the model it is given: the value is no object the view keeps.
                struct PostList: View {
                    @ObservedObject private var model: PostListModel
                    init(filter: PostFilter, model: PostListModel) {
                        self.model = model
                        self.model.filter = filter
                    }
                    var body: some View { List(model.posts) { Text($0.title) } }
                }
                struct TopicPosts: View {
                    let model: PostListModel
                    @State private var expanded = false
                    var body: some View {
                        PostList(filter: PostFilter(tags: [], authors: []), model: model)
                            .onTapGesture { expanded.toggle() }
                    }
                }
                """),
            Example("""
                // The screen owns the model and hands the same one down on every render.
                final class StopPickerModel: ObservableObject {
                    @Published var stops: [String] = []
                    func load() { stops = ["Main Street"] }
                }
                struct StopPicker: View {
                    @ObservedObject var model: StopPickerModel
                    var body: some View { List(model.stops, id: \\.self) { Text($0) }.task { model.load() } }
                }
                struct StopSearch: View {
                    @State private var query = ""
                    @StateObject private var picker = StopPickerModel()
                    var body: some View {
                        TextField("Stop", text: $query)
                        StopPicker(model: picker)
                    }
                }
                """),
            Example("""
                // The child owns what it is given: @StateObject keeps the first object.
                final class Draft: ObservableObject {
                    @Published var text = ""
                    func clear() { text = "" }
                }
                struct Composer: View {
                    @StateObject private var draft: Draft
                    init(draft: Draft) { _draft = StateObject(wrappedValue: draft) }
                    var body: some View { TextEditor(text: $draft.text).toolbar { Button("Clear") { draft.clear() } } }
                }
                struct Threads: View {
                    @State private var count = 0
                    var body: some View { Button("More") { count += 1 }; Composer(draft: Draft()) }
                }
                """),
            Example("""
                // Made on a tap, in an action: once per event, not per render.
                final class Draft: ObservableObject {
                    @Published var text = ""
                    func clear() { text = "" }
                }
                struct Composer: View {
                    @ObservedObject var draft: Draft
                    var body: some View { TextEditor(text: $draft.text).toolbar { Button("Clear") { draft.clear() } } }
                }
                struct Threads: View {
                    @State private var count = 0
                    let router: Router
                    var body: some View { Button("New \\(count)") { router.show(Composer(draft: Draft())) } }
                }
                """),
            Example("""
                // Every caller passes its own clock: the default is never used.
                final class ArrivalClock: ObservableObject {
                    @Published var minutes = 0
                    func refresh() { minutes = 3 }
                }
                struct StopRow: View {
                    @ObservedObject var clock: ArrivalClock
                    init(clock: ArrivalClock = ArrivalClock()) { self.clock = clock }
                    var body: some View { Text("\\(clock.minutes)").task { clock.refresh() } }
                }
                struct Line: View {
                    @State private var refreshes = 0
                    @StateObject private var clock = ArrivalClock()
                    var body: some View { StopRow(clock: clock).refreshable { refreshes += 1 } }
                }
                """),
            Example("""
                // A ViewStore is a view onto the store passed in: the store, kept by the parent, holds the state.
                import ComposableArchitecture

                struct CounterView: View {
                    let store: StoreOf<Counter>
                    @ObservedObject var viewStore: ViewStoreOf<Counter>
                    init(store: StoreOf<Counter>) {
                        self.store = store
                        self.viewStore = ViewStore(store, observe: { $0 })
                    }
                    var body: some View { Stepper("\\(viewStore.count)", value: viewStore.binding(get: \\.count, send: { .set($0) })) }
                }

                struct CounterList: View {
                    @State private var refresh = 0
                    let store: StoreOf<Counters>
                    var body: some View { CounterView(store: store.scope(state: \\.first, action: \\.first)) }
                }
                """),
            Example("""
                // The initializer keeps the object it is given.
                struct ReceiptView: View {
                    @ObservedObject private var loader: ReceiptLoader
                    init(loader: ReceiptLoader) {
                        _loader = ObservedObject(wrappedValue: loader)
                    }
                    var body: some View { Text(loader.total) }
                }
                struct OrderRow: View {
                    let loader: ReceiptLoader
                    var body: some View { ReceiptView(loader: loader) }
                }
                """),
            Example("""
                // An app intent is never rendered: the wrapper is inert, and the object lives as long as the intent.
                struct CopyCodeIntent: AppIntent {
                    static var title: LocalizedStringResource = "Copy code"
                    @ObservedObject var generator = CodeGenerator()
                    func perform() async throws -> some IntentResult {
                        UIPasteboard.general.string = generator.code()
                        return .result()
                    }
                }
                struct CodeRow: View {
                    @State private var copied = false
                    var body: some View { Button(intent: CopyCodeIntent()) { Text(copied ? "Copied" : "Copy") } }
                }
                """),
            Example("""
                // The App is made once and never re-rendered by a parent.
                @main
                struct NotesApp: App {
                    @ObservedObject var store = NoteStore()
                    var body: some Scene { WindowGroup { NoteList().environmentObject(store) } }
                }
                """),
            Example(files: [
                "PromptView.swift": """
                    // The default is a fallback: the code that shows the view passes the model in.
                    struct PromptView: View {
                        @ObservedObject var model = PromptModel()
                        var body: some View { Text(model.message) }
                    }
                    """,
                "PromptPopover.swift": """
                    final class PromptPopover: NSPopover {
                        let model = PromptModel()
                        func show() { contentViewController = NSHostingController(rootView: PromptView(model: model)) }
                    }
                    """,
            ]),
            Example("""
                struct TimerView: View {
                    @StateObject private var countdown = Countdown(seconds: 60)
                    @ObservedObject var clock: Clock
                    var body: some View { Text("\\(countdown.remaining) \\(clock.now)") }
                }
                """),
            Example("""
                struct ThemePicker: View {
                    @ObservedObject var theme = ThemeManager.shared
                    @ObservedObject private var settings = AppSettings.sharedInstance()
                    var body: some View { Text(theme.name + settings.locale) }
                }
                """),
            Example("""
                struct DetailView: View {
                    @ObservedObject var model = DetailModel()

                    init(model: DetailModel) {
                        self.model = model
                    }

                    var body: some View { Text(model.title) }
                }
                """),
            Example("""
                final class ClipPlayer: ObservableObject {
                    @Published var isPlaying = false
                    @ObservedObject var range = ClipRange(start: 0, end: 30)
                }
                """),
            Example(files: [
                "LibraryView.swift": """
                    struct LibraryView: View {
                        @ObservedObject var library = Library()
                        var body: some View { List(library.books) { Text($0.title) } }
                    }
                    """,
                "Library.swift": """
                    @Observable final class Library { var books: [Book] = [] }
                    """,
            ]),
        ],
        corrections: [
            Correction("""
                struct TimerView: View {
                    ↓@ObservedObject private var countdown = Countdown(seconds: 60)
                    var body: some View { Text("\\(countdown.remaining)") }
                }
                struct WorkoutScreen: View {
                    var body: some View { TimerView() }
                }
                """, """
                struct TimerView: View {
                    @StateObject private var countdown = Countdown(seconds: 60)
                    var body: some View { Text("\\(countdown.remaining)") }
                }
                struct WorkoutScreen: View {
                    var body: some View { TimerView() }
                }
                """),
            Correction("""
                struct ReceiptView: View {
                    @ObservedObject private var loader: ReceiptLoader
                    let order: Order
                    init(order: Order) {
                        self.order = order
                        ↓_loader = ObservedObject(wrappedValue: ReceiptLoader(cache: .shared))
                    }
                    var body: some View { Text(loader.total(of: order)) }
                }
                struct OrderRow: View {
                    let order: Order
                    var body: some View { ReceiptView(order: order) }
                }
                """, """
                struct ReceiptView: View {
                    @StateObject private var loader: ReceiptLoader
                    let order: Order
                    init(order: Order) {
                        self.order = order
                        _loader = StateObject(wrappedValue: ReceiptLoader(cache: .shared))
                    }
                    var body: some View { Text(loader.total(of: order)) }
                }
                struct OrderRow: View {
                    let order: Order
                    var body: some View { ReceiptView(order: order) }
                }
                """),
        ],
        symptoms: [
            "view model is reset when the parent re-renders",
            "state lost when the parent view updates",
            "Accessing StateObject's object without being installed on a View",
        ]
    )

    /// `@ObservedObject var property = Type()` in `view`.
    @CompactCoded
    struct Question: IndexQuestion {
        var type: String
        var message: String
        var view: String
        /// The file declaring `view`: which of several views of its name the question is about.
        var file = ""
        var property: String
        var isPublicView: Bool
        /// `public var model = Model()`: a default that code outside the module may replace.
        var isPublicProperty = false
        /// The view's code never names the property again: nothing it shows comes from the object.
        var isNeverUsed = false
        /// The methods the view calls on the object when that is all it does with it: it shows none of the
        /// object's state, so a new object on a re-render changes nothing on screen.
        var onlyCalledMethods: [String] = []
        /// Parameters of the view's initializer the object is made from (`ReceiptLoader(id: receiptID)`):
        /// `@StateObject` alone would keep the object made from the first value.
        var builtFrom: [String] = []
        /// The declared type of the first of `builtFrom` (`UserList`, `UserList?`), to tell whether `.id(input)` compiles.
        var builtFromType = ""
        /// What `@StateObject` needs besides the attribute, said after it: how an initializer sets it
        /// (`_model = StateObject(wrappedValue: Model())`) and the calls on the object an initializer makes, which
        /// would reach a throwaway object there.
        var stateObjectNote = ""
        /// The initializer argument the object arrives through: the label of a parameter whose default makes it
        /// (`init(model: Model = Model())`), or, with `madeBy`, the argument a call site makes it in.
        var argumentLabel = ""
        /// The view whose render makes the object at a call site (`MapPicker(model: PickerModel())` in its body).
        var madeBy = ""
        /// The file of that call site: where to look for `madeBy` when the project declares several types of its name.
        var madeInFile = ""
        /// The labels of the construction that makes the object (`userDetails:` for `Identity(userDetails: d)`), to
        /// tell which initializer runs; nil when it is not known.
        var madeWithLabels: String?
        /// The states whose bindings present the content the call site is in: their changes present new content
        /// rather than re-render it.
        var presentedBy: [String] = []
        /// The call site is in content its view pushes or presents over itself: while it is shown, the view's own
        /// controls and appearance handlers cannot run.
        var isCovered = false
        /// Line ranges (first, last, first, last, …) of `madeInFile` holding the branches that exclude the call site
        /// (`else` of its `if`, the other cases of its `switch`): code there runs only while the content is not shown.
        var excludedLines: [Int] = []

        /// What to do instead: `@StateObject`, unless the object is made from the view's inputs. `.id(_:)` takes a
        /// Hashable value: a project type that is not gets `.id(input.id)` when Identifiable, else no `.id` advice.
        func remedy(index: ProjectIndex) -> String {
            // Read from outside through the controller, a @StateObject would be a new object on each such read.
            if let place = index.rootViewMembers["\(view).\(property)"] {
                return """
                    make the object where the hosting controller is made and pass it in: code outside the view reaches it \
                    through 'rootView.\(property)' (at \(place)), where a @StateObject would give a new object on each read
                    """
            }
            guard let input = builtFrom.first else { return "use @StateObject\(stateObjectNote)" }
            let keepsFirst = "(@StateObject alone keeps the object made from the first '\(input)')"
            if builtFromType == ObservedObjectOwned.closureType {
                return "pass the object in, or use @StateObject if the object may keep the first '\(input)' (a closure cannot be the view's .id)"
            }
            let isOptional = builtFromType.hasSuffix("?")
            let type = isOptional ? String(builtFromType.dropLast()) : builtFromType
            // An enum without associated values is Hashable with no conformance written.
            guard !type.isEmpty, index.conforms(type, to: ["Hashable", "NSObject"]) == .no,
                  !index.declarations(named: type).contains(where: { $0.kind == .enum })
            else {
                return "pass the object in, or use @StateObject and give the view .id(\(input)) where it is made \(keepsFirst)"
            }
            if index.conforms(type, to: ["Identifiable"]) == .yes {
                return "pass the object in, or use @StateObject and give the view .id(\(input)\(isOptional ? "?" : "").id) where it is made \(keepsFirst)"
            }
            return "pass the object in, or use @StateObject and give the view an .id that changes with '\(input)' where it is made "
                + "('\(type)' is not Hashable; \(keepsFirst.dropFirst().dropLast()))"
        }
    }

    /// Library objects that are a view onto a store passed in and keep no state of their own: a new one made
    /// on each re-render reads the same store. The Composable Architecture's `ViewStore(store)` in a view's
    /// initializer is that library's documented use (before 1.0).
    static let storeProjections: Set<String> = ["ViewStore"]

    static func verdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        if !question.madeBy.isEmpty { return madeArgumentVerdict(question, index: index) }
        guard var verdict = ownObjectVerdict(question, index: index) else { return nil }
        // Code reaching the object through the controller's `rootView` would get a new one from a @StateObject.
        verdict.withholdsFix = index.rootViewMembers["\(question.view).\(question.property)"] != nil
        return verdict
    }

    /// The verdict on an object the view makes for itself (`@ObservedObject var model = Model()`).
    private static func ownObjectVerdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        let (type, view) = (question.type, question.view)
        if storeProjections.contains(type), !question.builtFrom.isEmpty, index.declarations(named: type).isEmpty { return nil }
        // Call sites that pass the object in (`PromptView(model: shared)`) drive it from outside: the default is a fallback.
        let label = question.argumentLabel.isEmpty ? question.property : question.argumentLabel
        if index.passedArguments.contains("\(view)(\(label):") { return nil }
        // A type only Observation can watch is observable-with-legacy-wrapper's finding.
        if index.isObservable(type) == .yes && index.isObservableObject(type) == .no { return nil }
        // A view the project only makes as a hosting controller's root, or in previews, is never re-made by a
        // parent, so its object lives as long as it does: the broken contract has no effect yet. A public view's
        // parents may be out of sight: without one in the project, that is latent too.
        guard let madeAt = index.rerenderingWitness(of: view, declaredIn: question.file) else {
            let unused = index.declaresEntryPoint && index.usage(of: view) == .unused
            let today = question.isPublicView
                ? "'\(view)' is public and this project never shows it inside a parent view, so nothing here re-makes it; an app that does"
                : unused
                ? "today nothing in the app shows '\(view)', so nothing re-makes it; once a parent view shows it, every re-render of that parent"
                : "today '\(view)' is only made where nothing re-renders it (a hosting controller's first root view, a preview, an action or other event handler), so the object lives as long as the view; once a parent view shows it, every re-render of that parent"
            return .latent("""
                \(question.message): \(today) makes a new '\(type)' and its state is lost; \(question.remedy(index: index))
                """)
        }
        // A default callers outside the module may replace after making the view: nothing here shows whether they do.
        if question.isPublicProperty {
            return .latent("""
                \(question.message): it is public, so code outside this module may replace it; where none does, each \
                re-render of a parent of '\(view)' makes a new '\(type)' and its state is lost; \(question.remedy(index: index))
                """)
        }
        // Made again from the same arguments, an object that publishes nothing and keeps only them is the same again.
        if index.isArgumentHolder(type), index.declarations(named: type).filter({ $0.kind != .extension }).count == 1 {
            return .latent("""
                \(question.message): a parent's re-render makes a new '\(type)', but '\(type)' publishes nothing and keeps \
                only what its initializer is given, so a new one made from the same values loses nothing today; \
                @StateObject would keep the first one and ignore later values, so make it a plain 'let' instead, or own \
                it with @StateObject once it holds state of its own
                """)
        }
        // `@AppStorage`-backed settings, KVO mirrors: a new instance has the same values at once, so nothing is lost yet.
        if index.statelessClasses.contains(type) {
            return .latent("""
                \(question.message): a parent's re-render makes a new '\(type)', but today '\(type)' keeps nothing \
                of its own (only constants, values kept outside it such as UserDefaults, and copies of key-value-observed \
                properties, sent again to a new subscriber), so nothing is lost; \
                once it holds state, that state is lost on each re-render; \(question.remedy(index: index))
                """)
        }
        if question.isNeverUsed {
            return .latent("""
                \(question.message): a parent's re-render makes a new '\(type)', but '\(view)' never uses \
                '\(question.property)', so nothing it shows is lost, only the work of making the object again; \
                remove the property, or use @StateObject once the view reads it
                """)
        }
        // One action on an object the view never reads: a new object per render loses nothing the view shows.
        if question.onlyCalledMethods.count == 1, let method = question.onlyCalledMethods.first {
            return .latent("""
                \(question.message): a parent's re-render makes a new '\(type)', but '\(view)' only calls \
                '\(method)' on it and shows none of its state, so nothing on screen is lost, only the work of making \
                the object again (work a call started on an older one goes on there, out of sight); once the view reads the \
                object's state, that state is lost on each re-render; \(question.remedy(index: index))
                """)
        }
        let place = madeAt.isEmpty ? "" : " (it is made at \(madeAt))"
        // The work a new object's initializer starts is done again: often the cost users see, beside the lost state.
        let work = index.initializerWork(of: type).map { ", and each new one starts its initializer's work again (\(quotedList($0)))" } ?? ""
        return IndexVerdict("""
            \(question.message): an observed object is not owned by the view, so a new one is made whenever the \
            parent re-renders '\(view)'\(place) and its state is lost\(work); \(question.builtFrom.isEmpty ? "\(question.remedy(index: index)), or pass the object in" : question.remedy(index: index))
            """)
    }

    func check(_ file: LintFile, report: inout RuleReport) {
        checkMadeArguments(file, report: &report)
        guard file.contains("ObservedObject") else { return }
        // SwiftUI keeps (or re-creates) wrapped objects only in views, which are structs; in a class the
        // wrapper is inert and the object lives as long as the class instance.
        for group in TypeGroups.all(in: file) where group.declaration?.is(StructDeclSyntax.self) == true {
            // An App is created once and never re-rendered by a parent; a DynamicProperty is a wrapper's storage;
            // a struct with no body (an `AppIntent`, a value) is never rendered, so nothing re-makes its object.
            guard group.inheritedNames.isDisjoint(with: ["App", "DynamicProperty"]), group.mayBeView else { continue }
            // A view declared inside a preview provider exists only in Xcode's canvas.
            if let declaration = group.declaration, TestCode.isPreviewOrMock(declaration) { continue }
            let assignedInInit = StoredProperties.assignedInInitializers(group.members)
            for member in group.members {
                guard let variable = member.as(VariableDeclSyntax.self),
                      let attribute = TypeNames.attribute(named: "ObservedObject", in: variable.attributes),
                      variable.bindings.count == 1, let binding = variable.bindings.first,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value, let type = Self.createdType(value, declared: binding.typeAnnotation?.type),
                      !assignedInInit.contains(name)
                else { continue }
                // Calls an initializer makes on the object would reach a throwaway one under @StateObject: no edit alone repairs it.
                let initializerCalls = Self.callsInInitializers(on: name, in: group.members)
                let fix = initializerCalls.isEmpty
                    ? Fix("Replace @ObservedObject with @StateObject", edits: [.replace(attribute, with: "@StateObject")]) : nil
                report.whenIndexed(at: attribute, asking: Question(
                    type: type, message: "@ObservedObject '\(name)' creates its own '\(type)'", view: group.name, file: file.path,
                    property: name, isPublicView: Self.isPublic(group.declaration?.modifiers),
                    isPublicProperty: Self.isPublic(variable.modifiers),
                    isNeverUsed: !Self.isUsed(name, in: group.members, besides: variable),
                    onlyCalledMethods: initializerCalls.isEmpty
                        ? Self.methodsOnlyCalled(on: name, in: group.members, besides: variable).map { $0.sorted() } ?? [] : [],
                    stateObjectNote: Self.stateObjectNote(initializerForm: nil, initializerCalls: initializerCalls)
                ), fix: fix)
            }
            checkInitializers(of: group, report: &report)
        }
    }

    /// The methods the view calls on the property (`handler.signIn(from: controller)`) when that is all it does with
    /// it: no property read, no binding, no handing the object on. `nil` when it does anything else, or nothing.
    private static func methodsOnlyCalled(on name: String, in members: [DeclSyntax], besides declaration: VariableDeclSyntax) -> Set<String>? {
        let names: Set<String> = [name, "$" + name, "_" + name]
        var references = 0
        var methods: [String] = []
        // The references and the calls, in one walk of each member.
        for member in members where member.id != DeclSyntax(declaration).id {
            for node in Nodes.all(in: member, where: { $0.kind == .declReferenceExpr || $0.kind == .functionCallExpr ? $0 : nil }) {
                if let reference = node.as(DeclReferenceExprSyntax.self) {
                    if names.contains(reference.baseName.text) { references += 1 }
                } else if let call = node.as(FunctionCallExprSyntax.self), let method = methodCalled(on: name, by: call) {
                    methods.append(method)
                }
            }
        }
        return references == methods.count && !methods.isEmpty ? Set(methods) : nil
    }

    /// Whether any member other than the declaration names the property (`model`, `$model`, `_model`, `self.model`).
    private static func isUsed(_ name: String, in members: [DeclSyntax], besides declaration: VariableDeclSyntax) -> Bool {
        members.contains { member in
            guard member.id != DeclSyntax(declaration).id else { return false }
            let names = NameReferences.collect(in: member).names
            return names.contains(name) || names.contains("_" + name)
        }
    }

    /// `_model = ObservedObject(wrappedValue: Model())` or `self.model = Model()` in an initializer of the view.
    private func checkInitializers(of group: TypeGroups.Group, report: inout RuleReport) {
        let assignments = StoredProperties.initializerAssignments(group.members)
        guard !assignments.isEmpty else { return }
        for member in group.members {
            guard let variable = member.as(VariableDeclSyntax.self),
                  let attribute = TypeNames.attribute(named: "ObservedObject", in: variable.attributes),
                  variable.bindings.count == 1, let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  !Self.isPublic(variable.modifiers)
            else { continue }
            let own = assignments.filter { $0.property == name }
            let creations = own.compactMap { assignment in
                Self.createdObject(assignment.assignment, isStorage: assignment.isStorage, declared: binding.typeAnnotation?.type)
                    .map { (assignment: assignment.assignment, created: $0) }
            }
            guard let first = creations.first else {
                checkDefaultArguments(own.map(\.assignment), property: name, declared: binding.typeAnnotation?.type,
                                      in: group, report: &report)
                continue
            }
            // Every initializer must make its own object for @StateObject to take them all.
            var fix: Fix?
            let texts = creations.compactMap(\.created.text)
            let builtFrom = Self.inputs(madeFrom: creations.map(\.assignment))
            // Made from an input: @StateObject would keep the first object, so no edit is a repair on its own.
            let initializerCalls = Self.callsInInitializers(on: name, in: group.members)
            if builtFrom.isEmpty, creations.count == own.count, texts.count == creations.count, initializerCalls.isEmpty {
                fix = Fix("Replace @ObservedObject with @StateObject", edits: [.replace(attribute, with: "@StateObject")]
                    + zip(creations, texts).map { .replace($0.assignment.expression, with: "_\(name) = StateObject(wrappedValue: \($1))") }
                    + creations.flatMap(\.created.moved))
            }
            report.whenIndexed(at: first.assignment.target, asking: Question(
                type: first.created.type, message: "the initializer makes a new '\(first.created.type)' for @ObservedObject '\(name)'",
                view: group.name, file: report.file.path, property: name, isPublicView: Self.isPublic(group.declaration?.modifiers),
                builtFrom: builtFrom, builtFromType: builtFrom.first.flatMap { Self.parameterType(named: $0, around: first.assignment) } ?? "",
                stateObjectNote: Self.stateObjectNote(
                    initializerForm: texts.first.map { "_\(name) = StateObject(wrappedValue: \($0))" }, initializerCalls: initializerCalls)
            ), fix: fix)
        }
    }

    /// `init(model: Model = Model()) { self.model = model }`: a caller that leaves the argument out gets a new object
    /// from the default each time it makes the view. Asked like a default on the property, through the label.
    private func checkDefaultArguments(_ assignments: [Assignment], property: String, declared: TypeSyntax?,
                                       in group: TypeGroups.Group, report: inout RuleReport) {
        for assignment in assignments {
            guard let parameter = ObservedInputs.parameter(storedBy: assignment), parameter.firstName.tokenKind != .wildcard,
                  let made = parameter.defaultValue?.value, let type = Self.createdType(made, declared: declared ?? parameter.type)
            else { continue }
            let label = parameter.firstName.text
            report.whenIndexed(at: made, asking: Question(
                type: type, message: "the default of the initializer's '\(label):' makes a new '\(type)' for @ObservedObject '\(property)'",
                view: group.name, file: report.file.path, property: property, isPublicView: Self.isPublic(group.declaration?.modifiers),
                stateObjectNote: " (set in the initializer as '_\(property) = StateObject(wrappedValue: \(label))')",
                argumentLabel: label))
            return
        }
    }

    /// ` (set in the initializer as '_model = StateObject(wrappedValue: Model())'; and call 'load()' from .task …)`:
    /// what the attribute alone does not do.
    private static func stateObjectNote(initializerForm: String?, initializerCalls calls: [String]) -> String {
        var parts: [String] = []
        if let initializerForm { parts.append("set in the initializer as '\(initializerForm)'") }
        if !calls.isEmpty {
            parts.append("""
                and call \(quotedList(calls)) from .task or .onAppear: in the initializer \(calls.count == 1 ? "it reaches" : "they reach") \
                a throwaway object
                """)
        }
        return parts.isEmpty ? "" : " (" + parts.joined(separator: "; ") + ")"
    }

    /// `locationProvider.start()` in an initializer: the calls it makes on the object, `start()` for each.
    private static func callsInInitializers(on name: String, in members: [DeclSyntax]) -> [String] {
        var found: [String] = []
        for initializer in members.compactMap({ $0.as(InitializerDeclSyntax.self) }) {
            guard let body = initializer.body else { continue }
            for call in Nodes.all(FunctionCallExprSyntax.self, in: body) {
                guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                      let path = member.base?.withoutUnwraps.pathFromSelf, path == [name]
                else { continue }
                let text = "\(member.declName.baseName.text)()"
                if !found.contains(text) { found.append(text) }
            }
        }
        return found
    }

    /// The object an initializer's assignment creates: `Model()` assigned to the property, or wrapped in
    /// `ObservedObject(wrappedValue: Model())` for its storage.
    /// Parameters of the enclosing initializers that the assigned values are made from, also through a local
    /// (`let events = FilteredEvents(filter: filter); self.events = events`).
    private static func inputs(madeFrom assignments: [Assignment]) -> [String] {
        var found: Set<String> = []
        for assignment in assignments {
            guard let initializer = assignment.expression.ancestor(InitializerDeclSyntax.self) else { continue }
            let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            var values = assignment.value.map(Syntax.init)
            if let local = assignment.value.first?.as(DeclReferenceExprSyntax.self),
               case .value(let origin, _)? = LocalBinding.origin(of: local.baseName.text, visibleAt: Syntax(assignment.expression)) {
                values.append(Syntax(origin))
            }
            for value in values {
                found.formUnion(NameReferences.collect(in: value).names.intersection(parameters))
            }
        }
        return found.sorted()
    }

    /// The simple type name of the enclosing initializer's parameter `name`, with `?` when it is optional
    /// (`list: UserList?` gives `UserList?`).
    private static func parameterType(named name: String, around assignment: Assignment) -> String? {
        let parameters = assignment.expression.ancestor(InitializerDeclSyntax.self)?.signature.parameterClause.parameters
        guard let type = parameters?.first(where: { ($0.secondName ?? $0.firstName).text == name })?.type else { return nil }
        if StoredValueType.isFunction(type) { return closureType }
        guard let simple = TypeNames.simpleName(of: type) else { return nil }
        return type.is(OptionalTypeSyntax.self) ? simple + "?" : simple
    }

    /// What `parameterType` gives for a closure parameter, which no `.id(_:)` can take.
    static let closureType = "->"

    private static func createdObject(
        _ assignment: Assignment, isStorage: Bool, declared: TypeSyntax?
    ) -> (type: String, text: String?, moved: [TextEdit])? {
        guard assignment.value.count == 1, var value = assignment.value.first else { return nil }
        if isStorage {
            guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                  let argument = call.arguments.first, argument.label?.text == "wrappedValue",
                  ["ObservedObject", "init"].contains(call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
                      ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "")
            else { return nil }
            value = argument.expression
        }
        // `let holder = Holder(filter: f); self.holder = holder`: the object is made a line earlier. The fix moves
        // that construction into the StateObject (whose autoclosure runs once) when the local has no other use.
        if let local = value.as(DeclReferenceExprSyntax.self),
           case .value(let origin, _)? = LocalBinding.origin(of: local.baseName.text, visibleAt: Syntax(assignment.expression)),
           let type = createdType(origin, declared: declared) {
            guard let statement = origin.ancestor(CodeBlockItemSyntax.self),
                  statement.item.as(VariableDeclSyntax.self)?.bindings.count == 1,
                  let body = statement.ancestor(CodeBlockSyntax.self),
                  Nodes.all(DeclReferenceExprSyntax.self, in: body).filter({ reference in
                      // `self.events` names the property, not the local.
                      reference.baseName.text == local.baseName.text
                          && reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id != reference.id
                  }).count == 1
            else { return (type, nil, []) }
            return (type, origin.trimmedDescription, [.remove(statement)])
        }
        return createdType(value, declared: declared).map { ($0, value.trimmedDescription, []) }
    }

    private static func isPublic(_ modifiers: DeclModifierListSyntax?) -> Bool {
        modifiers?.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) } == true
    }

    /// The type a new instance is created of: `Model()`, `Module.Model(x: 1)`, or `.init()` with a declared type.
    private static func createdType(_ value: ExprSyntax, declared: TypeSyntax?) -> String? {
        if let constructed = TypeNames.constructedTypeName(value) { return constructed }
        return value.as(FunctionCallExprSyntax.self)?.implicitInitType(declared: declared)
    }
}
