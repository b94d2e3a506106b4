import BridgeLintCore
import SwiftSyntax

/// `publisher.assign(to: \.x, on: self)` kept in `self`: the subscription and the object keep each other.
struct CombineAssignRetainCycle: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [AppLifetimeObjects.self, ObservedObjects.self]
    /// `assign(to: &$x)`, which keeps the subscription in the publisher and nothing strongly.
    static let inoutAssign: PlatformVersions = [.iOS: OSVersion(14), .macOS: OSVersion(11), .tvOS: OSVersion(14),
                                                .visionOS: OSVersion(1)]

    static let description = RuleDescription(
        id: "combine-assign-retain-cycle",
        summary: "assign(to:on: self) stored in self's own cancellables keeps the object alive forever",
        severity: .warning,
        rationale: """
            Combine's `assign(to:on:)` keeps a strong reference to the object it writes to for as long as the \
            subscription lives. When that object is `self` and the returned cancellable is kept by `self` \
            (`.store(in: &cancellables)`, a stored property), each keeps the other: the object is never freed, its \
            `deinit` never runs, and the subscription goes on writing to a model whose screen is gone. A view model \
            shared between a UIKit controller and SwiftUI views, or one made per screen, piles up one leaked copy \
            per visit, each still doing its work (network refreshes, timers, observers). The message names where \
            instances are made: a method, closure or view body that makes one each time it runs, the holder whose \
            stored property makes one per holder, the system (a cell, a controller a storyboard makes), or the views \
            that hold one. An object used only through a shared instance that lives as long as the app loses \
            nothing, and one the project is never seen to make, are reported as latent.
            """,
        howToFix: """
            Assign to the `@Published` property through its publisher, `publisher.assign(to: &$property)` (iOS 14, \
            macOS 11): the subscription is owned by the property and ends with the object, and no cancellable is \
            needed. For a property that is not `@Published`, or code that empties its cancellables to subscribe \
            again (nothing can cancel `assign(to: &$property)`, so each run would add a pipeline), use \
            `sink { [weak self] value in self?.property = value }`.
            """,
        triggeringExamples: [
            Example("""
                // A bag class of the project's own keeps the subscription just as a set does.
                final class PasswordRulesModel: ObservableObject {
                    @Published var isWeak = true
                    private let bag = CancelBag()
                    init(password: AnyPublisher<String, Never>) {
                        password
                            .map { $0.count < 8 }
                            .↓assign(to: \\.isWeak, on: self)
                            .store(in: bag)
                    }
                }
                struct SignUpScreen: View {
                    @StateObject private var rules: PasswordRulesModel
                    init(password: AnyPublisher<String, Never>) {
                        _rules = StateObject(wrappedValue: PasswordRulesModel(password: password))
                    }
                    var body: some View { Text(rules.isWeak ? "Too short" : "OK") }
                }
                """),
            Example("""
                // Emptied on reuse only: a cell that is thrown away keeps its loop, and its model with it.
                final class ScoreCell: UITableViewCell {
                    @Published var score = 0
                    private var cancellables = Set<AnyCancellable>()
                    func configure(with model: ScoreModel) {
                        model.$points.↓assign(to: \\.score, on: self).store(in: &cancellables)
                    }
                    override func prepareForReuse() {
                        super.prepareForReuse()
                        cancellables.removeAll()
                    }
                }
                """, noFixBecause: "each reuse subscribes again: `assign(to: &$score)`, which nothing cancels, would add a pipeline per configuration"),
            Example("""
                // The subscriptions go when the screen disappears, which ends the loop; only a screen that never
                // disappears that way would stay (latent).
                final class RoomViewController: UIViewController {
                    let room: RoomModel
                    @Published var unread = 0
                    private var cancellables = Set<AnyCancellable>()
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        room.$unreadCount.↓assign(to: \\.unread, on: self).store(in: &cancellables)
                    }
                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        cancellables.removeAll()
                    }
                }
                """, noFixBecause: "each appearance subscribes again: `assign(to: &$unread)`, which nothing cancels, would add a pipeline per appearance",
                confidence: .latent),
            Example("""
                // `first(where:)` finishes only if a paired device ever appears: until then self is kept.
                final class PairingModel: ObservableObject {
                    @Published var device: Device?
                    private var cancellables = Set<AnyCancellable>()
                    init(scanner: DeviceScanner) {
                        scanner.$devices
                            .flatMap { $0.publisher }
                            .first(where: { $0.isPaired })
                            .map { Optional($0) }
                            .↓assign(to: \\.device, on: self)
                            .store(in: &cancellables)
                    }
                }
                struct PairingScreen: View {
                    @StateObject private var model = PairingModel(scanner: .nearby)
                    var body: some View { Text(model.device?.name ?? "Searching…") }
                }
                """),
            Example("""
                final class SettingsViewModel: ObservableObject {
                    @Published var isSyncEnabled = false
                    private var cancellables = Set<AnyCancellable>()
                    init(store: SettingsStore) {
                        store.$syncEnabled
                            .receive(on: DispatchQueue.main)
                            .↓assign(to: \\.isSyncEnabled, on: self)
                            .store(in: &cancellables)
                    }
                }
                func makeSettingsScreen(store: SettingsStore) -> some View {
                    SettingsView(model: SettingsViewModel(store: store))
                }
                """),
            Example("""
                // Made with `.init()` where its type is not written, for each chat screen that holds one.
                final class ChatModel: ObservableObject {
                    @Published var messages: [Message] = []
                    private var cancellables = Set<AnyCancellable>()
                    init(store: MessageStore = .shared) {
                        store.$messages.↓assign(to: \\.messages, on: self).store(in: &cancellables)
                    }
                }
                struct ChatScreen: View {
                    @StateObject var model: ChatModel
                    var body: some View { List(model.messages) { Text($0.text) } }
                }
                struct Inbox: View {
                    var body: some View { NavigationLink("New chat") { ChatScreen(model: .init()) } }
                }
                """),
            Example("""
                final class PumpSettingsViewController: UIViewController {
                    var deliveryLimit: Double = 0
                    private var limitSubscription: AnyCancellable?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        limitSubscription = PumpManager.limits.↓assign(to: \\.deliveryLimit, on: self)
                    }
                }
                """, noFixBecause: "deliveryLimit is not @Published: it has no publisher to assign to"),
            Example("""
                // The cancellable joins a stored set through insert.
                final class PlayerModel: ObservableObject {
                    @Published var progress: Double = 0
                    private var subscriptions: Set<AnyCancellable> = []
                    func bind(to player: PlayerEngine) {
                        subscriptions.insert(player.progressPublisher.↓assign(to: \\PlayerModel.progress, on: self))
                    }
                }
                final class PlayerScreen: UIViewController {
                    let model = PlayerModel()
                }
                """),
            Example("""
                final class AccountPane: NSViewController {
                    @objc dynamic var accountName = ""
                    var bag = Set<AnyCancellable>()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        AccountService.current.$name.↓assign(to: \\.accountName, on: self).store(in: &self.bag)
                    }
                }
                """, noFixBecause: "accountName is not @Published: it has no publisher to assign to"),
            Example("""
                // The cancellable is kept by a cell that self keeps, reached through a local.
                final class ComposeViewModel {
                    let replyCell = ReplyCell()
                    var replyFrame: CGRect = .zero
                    func bind() {
                        let cell = replyCell
                        cell.$frameSubject.↓assign(to: \\.replyFrame, on: self).store(in: &cell.disposeBag)
                    }
                }
                func openComposer() -> ComposeViewModel { ComposeViewModel() }
                """, noFixBecause: "replyFrame is not @Published: it has no publisher to assign to"),
            Example("""
                // Only a shared instance exists today: the cycle frees nothing yet (latent).
                final class ThemeStore: ObservableObject {
                    static let shared = ThemeStore()
                    @Published var isDark = false
                    private var cancellables = Set<AnyCancellable>()
                    private init() {
                        SystemAppearance.publisher.↓assign(to: \\.isDark, on: self).store(in: &cancellables)
                    }
                }
                """, confidence: .latent),
            Example(files: [
                "SyncModel.swift": """
                    // Made only by the app-wide container, once: the cycle keeps alive what lives anyway (latent).
                    final class SyncModel: ObservableObject {
                        @Published var isSyncing = false
                        private var cancellables = Set<AnyCancellable>()
                        init(engine: SyncEngine) {
                            engine.activity.↓assign(to: \\.isSyncing, on: self).store(in: &cancellables)
                        }
                    }
                    """,
                "Dependencies.swift": """
                    final class Dependencies {
                        private static var instance: Dependencies?
                        static var shared: Dependencies {
                            if let instance { return instance }
                            let made = Dependencies()
                            instance = made
                            return made
                        }
                        private init() {}
                        lazy var syncModel: SyncModel = { .init(engine: engine) }()
                        let engine = SyncEngine()
                    }
                    """,
            ], confidence: .latent),
            Example(files: [
                "BadgeModel.swift": """
                    // Kept by the app delegate, which lives as long as the app (latent).
                    final class BadgeModel: ObservableObject {
                        @Published var count = 0
                        private var cancellables = Set<AnyCancellable>()
                        init(inbox: Inbox) {
                            inbox.unreadCount.↓assign(to: \\.count, on: self).store(in: &cancellables)
                        }
                    }
                    """,
                "AppDelegate.swift": """
                    @main
                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        private let badges: BadgeModel
                        override init() {
                            badges = BadgeModel(inbox: .main)
                            super.init()
                        }
                    }
                    """,
            ], confidence: .latent),
            Example(files: [
                "PlaybackModel.swift": """
                    // The App keeps the one the app uses; the preview's sample says nothing of the app (latent).
                    final class PlaybackModel: ObservableObject {
                        @Published var isPlaying = false
                        private var cancellables = Set<AnyCancellable>()
                        init() {
                            AudioSession.shared.$isActive.↓assign(to: \\.isPlaying, on: self).store(in: &cancellables)
                        }
                    }
                    """,
                "TunesApp.swift": """
                    @main
                    struct TunesApp: App {
                        @StateObject private var playback = PlaybackModel()
                        var body: some Scene { WindowGroup { PlayerBar().environmentObject(playback) } }
                    }
                    struct PlayerBar_Previews: PreviewProvider {
                        static var previews: some View { PlayerBar().environmentObject(PlaybackModel()) }
                    }
                    """,
            ], confidence: .latent),
            Example("""
                // The app delegate lives as long as the app: the loop keeps alive what lives anyway (latent).
                @main
                final class AppDelegate: NSObject, NSApplicationDelegate {
                    @Published var isOnline = true
                    private var cancellables = Set<AnyCancellable>()
                    func applicationDidFinishLaunching(_ notification: Notification) {
                        Reachability.shared.$isReachable.↓assign(to: \\.isOnline, on: self).store(in: &cancellables)
                    }
                }
                """, confidence: .latent),
            Example(files: [
                "ReaderModel.swift": """
                    // The container also makes one per use in a computed property: each reader screen leaks one.
                    final class ReaderModel: ObservableObject {
                        @Published var page = 0
                        private var cancellables = Set<AnyCancellable>()
                        init(book: Book) {
                            book.progress.↓assign(to: \\.page, on: self).store(in: &cancellables)
                        }
                    }
                    """,
                "Dependencies.swift": """
                    final class Dependencies {
                        static let shared = Dependencies()
                        lazy var lastReader = ReaderModel(book: .sample)
                        var reader: ReaderModel { ReaderModel(book: Library.current) }
                    }
                    """,
            ]),
        ],
        nonTriggeringExamples: [
            Example("""
                // The publisher comes from a property of the class that takes only its first value: it finishes.
                final class UsageController: UIViewController {
                    var isBlocking = false
                    private var bag = Set<AnyCancellable>()
                    var form: AnyPublisher<Form, Error> {
                        service.fetchForm()
                            .prefix(1)
                            .eraseToAnyPublisher()
                    }
                    func embedForm() {
                        form.map(\\.isBlocking)
                            .replaceError(with: false)
                            .assign(to: \\.isBlocking, on: self)
                            .store(in: &bag)
                    }
                }
                """),
            Example("""
                // The request finishes after one response, and assign lets go of self then.
                final class AvatarLoader: ObservableObject {
                    @Published var data: Data?
                    private var cancellables = Set<AnyCancellable>()
                    init(url: URL) {
                        URLSession.shared.dataTaskPublisher(for: url)
                            .map { $0.data as Data? }
                            .replaceError(with: nil)
                            .receive(on: RunLoop.main)
                            .assign(to: \\.data, on: self)
                            .store(in: &cancellables)
                    }
                }
                """),
            Example("""
                final class SettingsViewModel: ObservableObject {
                    @Published var isSyncEnabled = false
                    init(store: SettingsStore) {
                        store.$syncEnabled.receive(on: DispatchQueue.main).assign(to: &$isSyncEnabled)
                    }
                }
                """),
            Example("""
                // Another object is written to: it does not keep the subscription.
                final class Binder {
                    private var cancellables = Set<AnyCancellable>()
                    func bind(_ source: AnyPublisher<String, Never>, to label: TitleLabel) {
                        source.assign(to: \\.text, on: label).store(in: &cancellables)
                    }
                }
                """),
            Example("""
                final class SettingsViewModel: ObservableObject {
                    @Published var isSyncEnabled = false
                    private var cancellables = Set<AnyCancellable>()
                    init(store: SettingsStore) {
                        store.$syncEnabled
                            .sink { [weak self] enabled in self?.isSyncEnabled = enabled }
                            .store(in: &cancellables)
                    }
                }
                """),
            Example("""
                // The cancellable is kept by an object made in the call: self does not keep it.
                final class Exporter {
                    var progress = 0.0
                    func run(_ job: ExportJob) -> ExportTicket {
                        let ticket = ExportTicket()
                        job.progressPublisher.assign(to: \\.progress, on: self).store(in: &ticket.bag)
                        return ticket
                    }
                }
                """),
            Example("""
                // A cancellable kept only in a local ends with the call.
                final class Probe {
                    var value = 0
                    func measure(_ publisher: AnyPublisher<Int, Never>) {
                        let subscription = publisher.assign(to: \\.value, on: self)
                        subscription.cancel()
                    }
                }
                """),
            Example("""
                import XCTest
                final class ModelTests: XCTestCase {
                    var received = 0
                    var cancellables = Set<AnyCancellable>()
                    func testValues() {
                        Just(3).assign(to: \\.received, on: self).store(in: &cancellables)
                        XCTAssertEqual(received, 3)
                    }
                }
                """),
        ],
        corrections: [
            Correction("""
                final class SettingsViewModel: ObservableObject {
                    @Published var isSyncEnabled = false
                    private var cancellables = Set<AnyCancellable>()
                    init(store: SettingsStore) {
                        store.$syncEnabled
                            .receive(on: DispatchQueue.main)
                            .↓assign(to: \\.isSyncEnabled, on: self)
                            .store(in: &cancellables)
                    }
                }
                """, """
                final class SettingsViewModel: ObservableObject {
                    @Published var isSyncEnabled = false
                    private var cancellables = Set<AnyCancellable>()
                    init(store: SettingsStore) {
                        store.$syncEnabled
                            .receive(on: DispatchQueue.main)
                            .assign(to: &$isSyncEnabled)
                    }
                }
                """),
        ],
        symptoms: [
            "view model is never deallocated",
            "deinit never called on my ObservableObject",
            "memory grows each time the settings screen opens",
            "assign(to:on:) retain cycle",
        ]
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("assign("), file.contains("self"), !TestCode.isTestFile(file) else { return }
        let finder = SelfAssignFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        var emptyingByStorage: [String: [Emptying]] = [:]
        for assign in finder.assigns {
            guard let owner = Self.owningClass(of: assign.call, in: file), !owner.isTestCase,
                  let keeper = SubscriptionKeeper(assign.call), !Self.finishes(assign.call, in: file) else { continue }
            let storageKey = owner.name + "|" + keeper.storage
            let emptying = emptyingByStorage[storageKey] ?? Self.emptyingMethods(of: keeper.storage, in: owner)
            emptyingByStorage[storageKey] = emptying
            let property = assign.propertyName
            // `.handleEvents(receiveOutput: { self.session = $0 })` earlier in the chain keeps the object too.
            let strongClosures = Self.operatorsCapturingSelf(before: assign.call)
            let fixable = keeper.isReplaceable && property.map { Self.isPublished($0, in: owner) } == true
                // A method that empties the subscriptions to subscribe again: `assign(to: &$x)`, which nothing can
                // cancel, would pile up one pipeline per run.
                && emptying.isEmpty
                && file.deploymentTargets.support(for: Self.inoutAssign, on: PlatformCode.platforms(of: assign.call, in: file)) != .unsupported
            let also = strongClosures.isEmpty ? "" : """
                ; the closure\(strongClosures.count == 1 ? "" : "s") of \(strongClosures.map { "'\($0)'" }.joined(separator: ", ")) \
                earlier in the chain keep\(strongClosures.count == 1 ? "s" : "") 'self' strongly as well: capture [weak self] there too
                """
            let remedy = (fixable ? "use `assign(to: &$\(property ?? ""))`" : "use `sink { [weak self] value in self?.\(property ?? "property") = value }`") + also
            let ownerName = owner.name
            let text = "assign(to: \(assign.keyPath.trimmedDescription), on: self)"
            if let release = Self.releasingMethod(among: emptying) {
                // Emptied in a method other than deinit (a disappearance callback, a stop): the loop ends there.
                report.add(at: assign.name, """
                    '\(text)' keeps '\(ownerName)' strongly while '\(ownerName)' keeps the subscription in \
                    '\(keeper.storage)', which '\(release)' lets go of, ending the loop; if '\(release)' does not run \
                    (the screen never goes away through it), '\(ownerName)' is never freed; \(remedy)
                    """, fix: fixable && strongClosures.isEmpty ? Self.fix(assign, keeper, property ?? "") : nil, confidence: .latent)
            } else {
                report.whenIndexed(at: assign.name, asking: Question(
                    owner: ownerName, cycle: "'\(text)' keeps '\(ownerName)' strongly and '\(ownerName)' keeps the subscription in '\(keeper.storage)'",
                    remedy: remedy
                ), fix: fixable && strongClosures.isEmpty ? Self.fix(assign, keeper, property ?? "") : nil)
            }
        }
    }

    /// A cycle in an object of `owner`.
    @CompactCoded
    struct Question: IndexQuestion {
        var owner: String
        /// What keeps what: "'assign(…)' keeps 'Owner' strongly and 'Owner' keeps the subscription in 'bag'".
        var cycle: String
        var remedy: String
    }

    static func answer(_ question: Question, index: ProjectIndex) -> String? { verdict(question, index: index)?.message }

    static func verdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        let owner = question.owner
        // The app delegate itself, an `App`, a class with a shared instance of itself: kept for the app's whole run.
        if index.isAppLifetimeRoot(owner) {
            return .latent("""
                \(question.cycle), so neither is ever freed; '\(owner)' lives as long as the app anyway (an app \
                delegate, or its one shared instance), so nothing that would be freed leaks; any other instance (a test, \
                a preview, a per-screen model) would leak with its subscription running; \(question.remedy)
                """)
        }
        // Made only where it is kept for the app's whole run: the cycle keeps alive what lives anyway.
        if let place = index.appLifetimeConstruction(of: owner) {
            return .latent("""
                \(question.cycle), so neither is ever freed; today every '\(owner)' is made where it is kept for as \
                long as the app runs (\(place)), so nothing that would be freed leaks; an instance made per screen or \
                per use would leak with its subscription running; \(question.remedy)
                """)
        }
        switch index.repeatedConstruction(of: owner) {
        case .perRun(let type, let place)?:
            let made = type == owner ? "'\(owner)(…)'" : "'\(type)(…)', a subclass,"
            return IndexVerdict("""
                \(question.cycle): \(made) is made at \(place) each time that code runs, and no instance is ever \
                freed: its deinit never runs and it stays subscribed after its screen or owner is gone (anything the \
                publisher sends later is still assigned to it); \(question.remedy)
                """)
        case .perHolder(let type, let holder, let place)?:
            let made = type == owner ? "its own '\(owner)'" : "its own '\(type)' (a subclass)"
            return IndexVerdict("""
                \(question.cycle): each '\(holder)' makes \(made) (\(place)), which outlives it: never freed, its \
                deinit never runs, and it stays subscribed after that '\(holder)' is gone (anything the publisher \
                sends later is still assigned to it); \(question.remedy)
                """)
        case nil:
            if let base = systemMadeBase(of: owner, index: index) {
                return IndexVerdict("""
                    \(question.cycle): a '\(base)' subclass is made by the system or a storyboard for each screen or \
                    row that shows one, and no '\(owner)' is ever freed: its deinit never runs and it stays subscribed \
                    after it is gone from the screen (anything the publisher sends later is still assigned to it); \
                    \(question.remedy)
                    """)
            }
            if index.observedObjects.held.contains(owner) {
                // `ChatView(model: .init())`: made where its type is not written, for the views that hold it.
                return IndexVerdict("""
                    \(question.cycle): views of the project hold a '\(owner)' (@StateObject, @ObservedObject or \
                    @EnvironmentObject), each made where they are shown, and no instance is ever freed: its deinit never \
                    runs and it stays subscribed after its screen is gone (anything the publisher sends later is still \
                    assigned to it); \(question.remedy)
                    """)
            }
            return .latent("""
                \(question.cycle), so neither is ever freed; the project shows no place that makes a '\(owner)' (it \
                may come from another module or a generic factory), so whether instances are made and dropped is not \
                seen; any made per screen or per use would leak with its subscription running; \(question.remedy)
                """)
        }
    }

    /// The UIKit or AppKit view, cell or controller class `owner` descends from (`UITableViewCell`,
    /// `UIViewController`): such objects are made where the project does not construct them (a table's dequeue, a
    /// storyboard), one per row or screen.
    private static func systemMadeBase(of owner: String, index: ProjectIndex) -> String? {
        for type in index.classChain(of: owner) {
            for declaration in index.declarations(named: type) where declaration.kind == .class {
                guard let base = declaration.inheritedTypes.first,
                      base.hasPrefix("UI") || base.hasPrefix("NS"),
                      ["View", "Controller", "Cell", "Item"].contains(where: base.hasSuffix)
                else { continue }
                return base
            }
        }
        return nil
    }

    /// Replaces `.assign(to: \.x, on: self).store(in: &set)` by `.assign(to: &$x)`, and
    /// `set.insert(p.assign(to: \.x, on: self))` by `p.assign(to: &$x)`.
    private static func fix(_ assign: SelfAssign, _ keeper: SubscriptionKeeper, _ property: String) -> Fix {
        let summary = "Assign through the publisher: assign(to: &$\(property))"
        if keeper.isStoreCall {
            let start = assign.name.positionAfterSkippingLeadingTrivia.utf8Offset
            let end = keeper.expression.endPositionBeforeTrailingTrivia.utf8Offset
            return Fix(summary, edits: [TextEdit(start: start, end: end, replacement: "assign(to: &$\(property))")])
        }
        let publisher = assign.call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? ""
        return Fix(summary, edits: [.replace(keeper.expression, with: "\(publisher).assign(to: &$\(property))")])
    }

    /// The class whose `self` the call writes to, with the members the file shows for it. An extension of a
    /// type declared elsewhere counts as a class: `assign(on: self)` compiles only for one.
    private static func owningClass(of node: some SyntaxProtocol, in file: LintFile) -> OwningClass? {
        switch SelfKind.at(node, in: file) {
        case .object(let name, let members, let inherited)?:
            return OwningClass(name: name, members: members, isTestCase: inherited.contains("XCTestCase"))
        case .declaredElsewhere(let name, let members)?:
            return OwningClass(name: name, members: members)
        case .value?, nil:
            return nil
        }
    }

    /// Methods that run when an object's screen or work goes away, unlike `deinit` (never reached in a loop) and
    /// unlike a reuse or a reconfiguration, which lets go of the old subscriptions only to make new ones.
    private static let endingMethods: Set<String> = [
        "viewWillDisappear", "viewDidDisappear", "windowWillClose", "dismantle", "invalidate", "stop", "tearDown",
        "teardown", "cleanup", "cleanUp", "close", "disconnect", "cancel", "unsubscribe", "unbind",
    ]

    /// A method of the owner that empties the kept subscriptions, and whether it subscribes again.
    private struct Emptying {
        let method: String
        let subscribes: Bool
    }

    /// The owner's methods that empty `storage` (`cancellables.removeAll()`, `subscription = nil`,
    /// `subscription?.cancel()`), read once per class and storage for all its subscriptions.
    private static func emptyingMethods(of storage: String, in owner: OwningClass) -> [Emptying] {
        let property = storedName(storage)
        return owner.members.compactMap { member -> Emptying? in
            guard let function = member.as(FunctionDeclSyntax.self), let body = function.body else { return nil }
            let calls = Nodes.all(FunctionCallExprSyntax.self, in: body)
            guard empties(property, in: body, calls: calls) else { return nil }
            return Emptying(method: function.name.text, subscribes: calls.contains { ["assign", "sink"].contains($0.calleeName) })
        }
    }

    /// The method that lets go of the kept subscriptions when the object's screen or work goes away
    /// (`viewDidDisappear(_:)`, `stop()` and the like) without subscribing again.
    private static func releasingMethod(among emptying: [Emptying]) -> String? {
        emptying.first { endingMethods.contains($0.method) && !$0.subscribes }?.method
    }

    private static func storedName(_ storage: String) -> String {
        storage.hasPrefix("self.") ? String(storage.dropFirst(5)) : storage
    }

    /// `bag.removeAll()`, `bag = []`, `bag = nil`, `bag = Set()`, `bag?.cancel()`, `bag.forEach { $0.cancel() }`,
    /// `while !bag.isEmpty { bag.popLast()?.cancel() }` in `body`.
    private static func empties(_ property: String, in body: CodeBlockSyntax, calls: [FunctionCallExprSyntax]) -> Bool {
        Write.all(in: body).contains { write in
            guard write.target.pathFromSelf == [property] else { return false }
            if let call = write.node.as(FunctionCallExprSyntax.self) {
                return call.calleeName == "removeAll"
                    || (["popLast", "removeLast", "removeFirst", "popFirst"].contains(call.calleeName) && call.ancestor(WhileStmtSyntax.self) != nil)
            }
            guard let sequence = write.node.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                  assignment.value.count == 1
            else { return false }
            let value = assignment.value[0]
            return value.is(NilLiteralExprSyntax.self) || value.as(ArrayExprSyntax.self)?.elements.isEmpty == true
                || (value.as(FunctionCallExprSyntax.self).map { $0.arguments.isEmpty && $0.trailingClosure == nil } ?? false)
        } || calls.contains { call in
            let receiver = call.receiver?.withoutUnwraps
            if call.calleeName == "cancel" { return receiver?.pathFromSelf == [property] }
            // `bag.forEach { $0.cancel() }`: each subscription ends, and lets go of what it holds.
            return call.calleeName == "forEach" && receiver?.pathFromSelf == [property]
                && call.trailingClosure.map { Nodes.all(FunctionCallExprSyntax.self, in: $0).contains { $0.calleeName == "cancel" } } == true
        }
    }

    /// A pipeline that finishes after its first value or response (`dataTaskPublisher(for:)`, `Just`, `Future`,
    /// `.first()`): on finishing, `assign(to:on:)` lets go of the object, so the loop lasts only until then.
    private static func finishes(_ assign: FunctionCallExprSyntax, in file: LintFile) -> Bool {
        chainFinishes(from: assign.calledExpression.as(MemberAccessExprSyntax.self)?.base, in: assign, file: file,
                      followingMembers: true)
    }

    /// Whether the chain ending at `start` finishes; with `followingMembers`, a chain that starts from a property or
    /// argument-less method of the class around it (`var publisher: AnyPublisher<…> { … .prefix(1) … }`) is read
    /// through that member's value, once.
    private static func chainFinishes(
        from start: ExprSyntax?, in node: some SyntaxProtocol, file: LintFile, followingMembers: Bool
    ) -> Bool {
        var current = start
        while let expression = current {
            if followingMembers, let member = memberValue(named: expression, around: node, in: file) {
                return chainFinishes(from: member, in: node, file: file, followingMembers: false)
            }
            if let call = expression.as(FunctionCallExprSyntax.self) {
                if let name = call.calleeName, finishingSources.contains(name) { return true }
                // `first()`, `prefix(1)`, `output(at: 0)`: a count finishes; `first(where:)` may wait forever.
                if let name = call.calleeName, countingOperators.contains(name),
                   call.trailingClosure == nil, call.arguments.allSatisfy({ $0.expression.is(IntegerLiteralExprSyntax.self) }) {
                    return true
                }
                current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
            } else {
                current = expression.as(MemberAccessExprSyntax.self)?.base
            }
        }
        return false
    }

    /// The value of the class's member that `expression` names (`publisher`, `self.publisher`, `makePublisher()`):
    /// a stored property's initial value, or the last expression a computed property or method returns.
    /// The class is read with its extensions in this file.
    private static func memberValue(named expression: ExprSyntax, around node: some SyntaxProtocol, in file: LintFile) -> ExprSyntax? {
        var name: String?
        var isCall = false
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            name = DeclaredType.propertyName(of: call.calledExpression)
            isCall = true
        } else {
            name = DeclaredType.propertyName(of: expression)
        }
        // A local of that name hides the member.
        guard let name, HostingScope.local(named: name, at: expression) == nil,
              let ownerName = TypeMemberFacts.enclosingTypeName(of: node),
              let owner = TypeGroups.all(in: file).first(where: { $0.name == ownerName })
        else { return nil }
        for member in owner.members {
            if isCall, let function = member.as(FunctionDeclSyntax.self), function.name.text == name,
               function.signature.parameterClause.parameters.isEmpty, let body = function.body {
                return lastValue(of: body.statements)
            }
            guard !isCall, let variable = member.as(VariableDeclSyntax.self),
                  let binding = variable.bindings.first(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name })
            else { continue }
            if let value = binding.initializer?.value { return value }
            if case .getter(let statements)? = binding.accessorBlock?.accessors { return lastValue(of: statements) }
            return nil
        }
        return nil
    }

    private static func lastValue(of statements: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard let last = statements.last?.item else { return nil }
        return last.as(ExprSyntax.self) ?? last.as(ReturnStmtSyntax.self)?.expression
    }

    /// The operators earlier in the chain of `assign` whose closures use `self` without a weak or unowned capture
    /// (`handleEvents`, `compactMap`): each keeps the object alive through the subscription, whatever `assign` does.
    private static func operatorsCapturingSelf(before assign: FunctionCallExprSyntax) -> [String] {
        var names: [String] = []
        var current = assign.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let expression = current {
            guard let call = expression.as(FunctionCallExprSyntax.self) else {
                current = expression.as(MemberAccessExprSyntax.self)?.base
                continue
            }
            let closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
                + [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
            if let name = call.calleeName, closures.contains(where: capturesSelfStrongly) { names.insert(name, at: 0) }
            current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return names
    }

    private static func capturesSelfStrongly(_ closure: ClosureExprSyntax) -> Bool {
        // `[weak self]`, `[unowned self]`, `[weak owner = self]`; a plain `[self]` is a strong capture.
        let weaklyCaptured = closure.signature?.capture?.items.contains { item in
            let isSelf = item.name.tokenKind == .keyword(.self)
                || item.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            let specifier = item.specifier?.specifier.tokenKind
            return isSelf && (specifier == .keyword(.weak) || specifier == .keyword(.unowned))
        } ?? false
        guard !weaklyCaptured else { return false }
        return closure.statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .keyword(.self) }
    }

    private static let finishingSources: Set<String> = ["dataTaskPublisher", "Just", "Future", "Fail"]
    private static let countingOperators: Set<String> = ["first", "prefix", "output"]

    private static func isPublished(_ property: String, in owner: OwningClass) -> Bool {
        owner.members.contains { member in
            guard let variable = member.as(VariableDeclSyntax.self),
                  TypeNames.attributeNames(variable.attributes).contains("Published") else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property }
        }
    }
}

/// The class a `self` belongs to, with the members the file shows for it.
struct OwningClass {
    var name: String
    var members: [DeclSyntax]
    /// A test case lives for its test run: what it keeps alive ends with the run.
    var isTestCase = false
}

/// One `assign(to: keyPath, on: self)` call.
struct SelfAssign {
    var call: FunctionCallExprSyntax
    /// The `assign` name, where the finding points.
    var name: TokenSyntax
    var keyPath: ExprSyntax

    /// `x` of `\.x`, `\Self.x` or `\Model.x`: a single property.
    var propertyName: String? {
        guard let path = keyPath.as(KeyPathExprSyntax.self), path.components.count == 1,
              let component = path.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
        else { return nil }
        return component.declName.baseName.text
    }
}

/// Every `….assign(to: keyPath, on: self)` of a file.
private final class SelfAssignFinder: SyntaxVisitor {
    var assigns: [SelfAssign] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "assign",
              node.arguments.count == 2
        else { return .visitChildren }
        let arguments = Array(node.arguments)
        guard arguments[0].label?.text == "to", arguments[1].label?.text == "on",
              arguments[1].expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        else { return .visitChildren }
        assigns.append(SelfAssign(call: node, name: member.declName.baseName, keyPath: arguments[0].expression))
        return .visitChildren
    }
}

/// Where the cancellable an `assign` returns is kept, when `self` keeps it: `.store(in: &property)`,
/// `property = …`, `property.insert(…)`/`append(…)`. A local, `_ =` or a cancellable dropped on the spot keep nothing.
struct SubscriptionKeeper {
    /// The property's text (`cancellables`, `self.bag`).
    var storage: String
    /// The expression that ends with the keeping: the `store(in:)` call, the assignment, the insert.
    var expression: ExprSyntax
    var isStoreCall: Bool
    /// Whether the keeping can give way to `assign(to: &$x)`: a `store(in:)`, or an insert that is a statement
    /// of its own (a property assigned the cancellable would be left holding nothing).
    var isReplaceable: Bool {
        isStoreCall || (expression.is(FunctionCallExprSyntax.self) && expression.parent?.is(CodeBlockItemSyntax.self) == true)
    }

    init?(_ assign: FunctionCallExprSyntax) {
        // `x.assign(…).store(in: &set)`, or `.store(in: bag)` of a project's own bag class, which keeps it the same way.
        if let member = assign.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "store",
           let store = member.parent?.as(FunctionCallExprSyntax.self), store.arguments.count == 1,
           store.arguments.first?.label?.text == "in", let argument = store.arguments.first?.expression,
           case let target = argument.as(InOutExprSyntax.self)?.expression ?? argument,
           Self.isPropertyOfSelf(target, at: store) {
            self.init(storage: target.trimmedDescription, expression: ExprSyntax(store), isStoreCall: true)
            return
        }
        // `set.insert(x.assign(…))`, `list.append(…)`
        if let argument = assign.parent?.as(LabeledExprSyntax.self), argument.label == nil,
           let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
           let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           ["insert", "append"].contains(member.declName.baseName.text), let base = member.base,
           Self.isPropertyOfSelf(base, at: call) {
            self.init(storage: base.trimmedDescription, expression: ExprSyntax(call), isStoreCall: false)
            return
        }
        // `property = x.assign(…)`
        if let sequence = assign.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].id == assign.id,
               !elements[0].is(DiscardAssignmentExprSyntax.self), Self.isPropertyOfSelf(elements[0], at: sequence) {
                self.init(storage: elements[0].trimmedDescription, expression: ExprSyntax(sequence), isStoreCall: false)
                return
            }
        }
        return nil
    }

    private init(storage: String, expression: ExprSyntax, isStoreCall: Bool) {
        self.storage = storage
        self.expression = expression
        self.isStoreCall = isStoreCall
    }

    /// Whether `self` keeps what the expression names: `self.bag`, a bare `bag` that no local or parameter of
    /// the enclosing function declares, a part of either (`model.bag`, `self.cell.disposeBag`), or a local bound
    /// to one (`let cell = replyCell` … `&cell.disposeBag`).
    private static func isPropertyOfSelf(_ expression: ExprSyntax, at node: some SyntaxProtocol, depth: Int = 0) -> Bool {
        guard depth < 4 else { return false }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) { return true }
            return isPropertyOfSelf(base.withoutUnwraps, at: node, depth: depth + 1)
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self)
        else { return false }
        guard let function = node.enclosingFunction(closures: true) else { return true }
        let name = reference.baseName.text
        guard LocalNames.declared(in: function).contains(name) else { return true }
        // A local that only names something self keeps.
        let bindings = Nodes.all(PatternBindingSyntax.self, in: function).filter {
            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
        }
        guard bindings.count == 1, let value = bindings.first?.initializer?.value,
              value.is(DeclReferenceExprSyntax.self) || value.is(MemberAccessExprSyntax.self)
        else { return false }
        return isPropertyOfSelf(value, at: node, depth: depth + 1)
    }
}
