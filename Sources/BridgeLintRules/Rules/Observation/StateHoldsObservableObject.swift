import BridgeLintCore
import SwiftSyntax

/// `@State` holding an ObservableObject whose properties the view displays: the view never refreshes.
struct StateHoldsObservableObject: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [UnobservedProperties.self]

    static let description = RuleDescription(
        id: "state-holds-observable-object",
        summary: "@State holds an ObservableObject whose properties the view reads; its changes never refresh the view",
        severity: .warning,
        rationale: """
            @State keeps a value alive across renders and refreshes the view when the value itself is replaced. \
            For a class that is an ObservableObject, changing a @Published property does not replace the \
            reference, and @State never subscribes to objectWillChange, so a view that displays the object's \
            properties keeps showing old data. @StateObject owns the object the same way and also observes it. \
            Holding an ObservableObject in @State only to own it and hand it to child views (which observe it with \
            @ObservedObject or @EnvironmentObject), or as an optional sheet or navigation item, is a legitimate \
            way to keep the instance alive and is not reported: the rule fires only when the view itself reads \
            the object's properties while rendering (in body, other computed properties or view-building functions, \
            outside action closures such as Button actions, onAppear or task).
            """,
        howToFix: """
            Replace @State with @StateObject. For an optional object used as a sheet item, keep @State and observe \
            the object with @ObservedObject in the view that displays it. On iOS 17 and later, an @Observable \
            class can stay in @State.
            """,
        triggeringExamples: [
            Example("""
                // The sliders write through bindings to the object; nothing re-renders the form, so the values shown
                // and the ones the sliders are given stay as they were.
                final class DoseSettings: ObservableObject {
                    @Published var maximum = 1.2
                    @Published var minimum = 0.7
                }
                struct DoseForm: View {
                    ↓@State private var settings = DoseSettings()
                    var body: some View {
                        Form {
                            Slider(value: $settings.maximum, in: 1...2)
                            Slider(value: self.$settings.minimum, in: 0...1)
                        }
                    }
                }
                """),
            Example("""
                // Read through a name bound in the condition: the countdown stays as it was when the model refreshes.
                final class CountdownModel: ObservableObject {
                    @Published var daysLeft = 0
                    func refresh() { daysLeft = Calendar.current.daysUntilRace() }
                }
                struct RaceScreen: View {
                    ↓@State private var countdown: CountdownModel?
                    var body: some View {
                        if let model = countdown, model.daysLeft > 0 {
                            Text("Race day soon")
                        }
                        Button("Refresh") { countdown?.refresh() }
                            .onAppear { countdown = CountdownModel() }
                    }
                }
                """, noFixBecause: "an optional object made later has no @StateObject form: which view observes it is a design choice"),
            Example(files: [
                "ProfileView.swift": """
                    struct ProfileView: View {
                        ↓@State private var model = ProfileModel()
                        var body: some View {
                            Text(model.displayName)
                                .task { await model.load() }
                        }
                    }
                    """,
                "ProfileModel.swift": """
                    final class ProfileModel: ObservableObject {
                        @Published var displayName = ""
                        func load() async { displayName = await Profile.current().name }
                    }
                    """,
            ]),
            Example(files: [
                "CartView.swift": """
                    struct CartView: View {
                        ↓@State var cart: CartStore
                        var body: some View {
                            Label("\\(cart.items.count) items", systemImage: "cart")
                            Button("Add a sample") { cart.add(.sample) }
                        }
                    }
                    """,
                "Stores.swift": """
                    protocol Store: ObservableObject {}
                    final class CartStore: Store {
                        @Published var items: [Item] = []
                        func add(_ item: Item) { items.append(item) }
                    }
                    """,
            ]),
            Example(files: [
                "FeedView.swift": """
                    struct FeedView: View {
                        ↓@State private var viewModel = FeedViewModel()
                        var body: some View {
                            List(viewModel.posts) { PostRow(post: $0) }
                                .searchable(text: $viewModel.query)
                        }
                    }
                    """,
                "FeedViewModel.swift": """
                    class BaseViewModel: ObservableObject {}
                    final class FeedViewModel: BaseViewModel {
                        @Published var posts: [Post] = []
                        @Published var query = ""
                        func refresh() async { posts = await Feed.latest(matching: query) }
                    }
                    """,
            ]),
            Example(files: [
                "PlayerView.swift": """
                    struct PlayerView: View {
                        ↓@State private var player: AudioPlayer?
                        let queue: [Track]
                        var body: some View {
                            Text(player?.title ?? "Nothing playing")
                            Button("Next") { player?.play(queue[0]) }
                        }
                    }
                    """,
                "AudioPlayer.swift": """
                    typealias AudioPlayer = StreamingPlayer
                    final class StreamingPlayer: NSObject, ObservableObject {
                        @Published var title = ""
                        func play(_ track: Track) { title = track.name }
                    }
                    """,
            ], noFixBecause: "@StateObject cannot hold an optional: observing it needs a view that takes the object once it exists"),
            Example("""
                // The view reads a computed property; the published state it is worked out from changes on refresh.
                final class CalendarModel: ObservableObject {
                    @Published var events: [Event] = []
                    var upcoming: [Event] { events.filter { $0.date > .now } }
                    func refresh() async { events = await Calendar.fetch() }
                }
                struct UpcomingWidget: View {
                    ↓@State var model: CalendarModel
                    var body: some View { Text("\\(model.upcoming.count) upcoming").task { await model.refresh() } }
                }
                """),
            Example("""
                // The object updates itself from a subscription its initializer makes, whoever holds it.
                final class Reachability: ObservableObject {
                    @Published var isOnline = true
                    private var token: AnyCancellable?
                    init(paths: AnyPublisher<Bool, Never>) {
                        token = paths.sink { [weak self] online in self?.isOnline = online }
                    }
                }
                struct OfflineBanner: View {
                    ↓@State var reachability: Reachability
                    var body: some View { if !reachability.isOnline { Text("Offline") } }
                }
                """),
            Example("""
                // Only the object's own method changes it, and this view never calls it: other code may, before the
                // object is handed over or while it is shown (latent).
                final class ContactCard: ObservableObject {
                    @Published var numbers: [String] = []
                    func reload(from book: AddressBook) { numbers = book.numbers(of: self) }
                }
                struct NumberPicker: View {
                    ↓@State var card: ContactCard
                    var body: some View { ForEach(card.numbers, id: \\.self) { Text($0) } }
                }
                """, confidence: .latent),
            Example("""
                // The object is only ever replaced whole, and its values are set before it is stored (latent).
                final class Category: ObservableObject {
                    @Published var name: String
                    init(name: String) { self.name = name }
                }
                struct CategoryHeader: View {
                    ↓@State private var category = Category(name: "All")
                    var body: some View {
                        Text(category.name).onTapGesture { category = Category(name: "Games") }
                    }
                }
                """, confidence: .latent),
            Example("""
                // The view's only write is a reset as it goes away, which it never shows (latent).
                final class UploadStatus: ObservableObject {
                    @Published var topic = "---"
                }
                struct UploadView: View {
                    ↓@State var status: UploadStatus
                    var body: some View { Text(status.topic).onDisappear { reset() } }
                    private func reset() { status.topic = "---" }
                }
                """, confidence: .latent),
            Example("""
                // The sensor callback changes the topic while the view shows it (not the reset as the view goes away).
                final class UploadStatus: ObservableObject {
                    @Published var topic = "---"
                }
                final class SensorListener {
                    let status: UploadStatus
                    init(status: UploadStatus) { self.status = status }
                    func sensorDidUpdate(name: String) { status.topic = "devices/" + name }
                }
                struct UploadView: View {
                    ↓@State var status: UploadStatus
                    var body: some View { Text(status.topic).onDisappear { status.topic = "---" } }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // A row's binding the ForEach hands its closure: '$row' there is the closure's parameter, not the
                // projected value of the view's @State 'row' (a value, which @State shows).
                final class Playlist: ObservableObject {
                    @Published var tracks: [Track] = []
                }
                struct TrackEditor: View {
                    @StateObject private var playlist = Playlist()
                    @State private var row = Playlist()
                    var body: some View {
                        List {
                            ForEach($playlist.tracks) { $row in
                                TextField("Title", text: $row.title)
                            }
                        }
                    }
                }
                """),
            Example("""
                // The view's own box for a work item publishes nothing: @State holding it loses no change.
                struct HoverHint: ViewModifier {
                    private final class Box: ObservableObject {
                        weak var pending: DispatchWorkItem?
                    }
                    @State private var box = Box()
                    @State private var isShown = false
                    func body(content: Content) -> some View {
                        content.onHover { hovering in
                            box.pending?.cancel()
                            let work = DispatchWorkItem { isShown = hovering }
                            box.pending = work
                            DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: work)
                        }
                        .overlay { if isShown { Text("Hint") } }
                        .opacity(box.pending == nil ? 1 : 1)
                    }
                }
                """),
            Example("""
                // 'post' in the body is the value the switch binds, not the object the @State keeps.
                final class PostModel: ObservableObject { @Published var title = "" }
                enum Phase { case loading, ready(PostModel) }
                struct PostScreen: View {
                    @State private var post: PostModel?
                    @State private var phase: Phase = .loading
                    var body: some View {
                        switch phase {
                        case .loading: ProgressView()
                        case .ready(let post): PostRow(post: post).navigationTitle(post.title)
                        }
                    }
                }
                """),
            Example("""
                // The view listens to the object's publisher itself and keeps what it shows in its own @State.
                final class Ticker: ObservableObject {
                    func tick() { objectWillChange.send() }
                }
                struct ElapsedLabel: View {
                    @State private var ticker = Ticker()
                    @State private var seconds = 0
                    var body: some View {
                        Text("\\(seconds) s").onReceive(ticker.objectWillChange) { seconds += 1 }
                    }
                }
                """),
            Example(files: [
                "ThreadHeader.swift": """
                    // The view reads only constants of the post; the post's own views observe it.
                    struct ThreadHeader: View {
                        @State private var post: PostModel
                        var body: some View {
                            VStack {
                                Text("Thread \\(post.id)")
                                PostRow(post: post)
                            }
                        }
                    }
                    """,
                "PostModel.swift": """
                    // Forwarding a part's changes sends the part's objectWillChange, which tells the part's views;
                    // the post's own objectWillChange may announce any var, but a let never changes.
                    final class PostModel: ObservableObject {
                        let id: Int
                        let reactions = ReactionsModel()
                        var body = ""
                        init(id: Int) { self.id = id }
                        func react() { reactions.objectWillChange.send() }
                        func edit(_ text: String) {
                            DispatchQueue.main.async { [weak self] in
                                self?.objectWillChange.send()
                                self?.body = text
                            }
                        }
                    }
                    """,
            ]),
            Example(files: [
                "SignInView.swift": """
                    // 'Model' is the view's generic parameter: an @Observable type, whatever else is called Model.
                    protocol SignInModel: AnyObject, Observable {
                        var email: String { get set }
                    }

                    struct SignInView<Model: SignInModel>: View {
                        @State var model: Model

                        var body: some View {
                            TextField("Email", text: $model.email)
                        }
                    }
                    """,
                "Settings.swift": """
                    extension SettingsScreen {
                        final class Model: ObservableObject {
                            @Published var email = ""
                        }
                    }
                    """,
            ]),
            Example(files: [
                "ToolbarCommands.swift": """
                    // The view reads only a plain stored property, whose changes never notify anyone: @StateObject
                    // would not refresh the view for it either.
                    struct ToolbarCommands: Commands {
                        @State private var windowController: EditorWindowController?
                        var body: some Commands {
                            CommandMenu("Editor") {
                                Button("Reveal") { windowController?.reveal() }
                                    .disabled(windowController?.document == nil)
                            }
                        }
                    }
                    """,
                "EditorWindowController.swift": """
                    final class EditorWindowController: NSWindowController, ObservableObject {
                        @Published var sidebarCollapsed = false
                        var document: EditorDocument?
                        func reveal() {}
                    }
                    """,
            ]),
            Example(files: [
                "Persisted.swift": """
                    // A property wrapper's storage keeps the box in @State and observes it with @ObservedObject.
                    struct Persisted<Value>: DynamicProperty {
                        @State private var box: ObjectBox<Value>
                        @ObservedObject private var observedBox: ObjectBox<Value>
                        var wrappedValue: Value { box.value }
                    }
                    """,
                "ObjectBox.swift": """
                    final class ObjectBox<Value>: ObservableObject {
                        @Published var value: Value
                        init(_ value: Value) { self.value = value }
                    }
                    """,
            ]),
            Example(files: [
                "SettingsScreen.swift": """
                    // The view only owns the router and listens to its publishers; the child views observe it.
                    struct SettingsScreen: View {
                        @State private var router = SettingsRouter()
                        @State private var showsAbout = false
                        var body: some View {
                            List { AccountSection().environmentObject(router) }
                                .onReceive(router.$showsAbout) { showsAbout = $0 }
                        }
                    }
                    """,
                "SettingsRouter.swift": """
                    final class SettingsRouter: ObservableObject {
                        @Published var showsAbout = false
                    }
                    """,
            ]),
            Example(files: [
                "ProfileView.swift": """
                    struct ProfileView: View {
                        @StateObject private var model = ProfileModel()
                        var body: some View {
                            Text(model.displayName)
                                .task { await model.load() }
                        }
                    }
                    """,
                "ProfileModel.swift": """
                    final class ProfileModel: ObservableObject {
                        @Published var displayName = ""
                        func load() async { displayName = await Profile.current().name }
                    }
                    """,
            ]),
            Example(files: [
                "DraftView.swift": """
                    struct DraftView: View {
                        @State private var draft = Draft()
                        var body: some View { TextField("Text", text: $draft.text) }
                    }
                    """,
                "Draft.swift": """
                    @Observable final class Draft { var text = "" }
                    """,
            ]),
            Example(files: [
                "RootView.swift": """
                    struct RootView: View {
                        @State private var session = SessionModel()
                        var body: some View {
                            TabView {
                                HomeView(session: session)
                                SettingsView().environmentObject(session)
                            }
                        }
                    }
                    """,
                "SessionModel.swift": """
                    final class SessionModel: ObservableObject { @Published var user: User? }
                    """,
            ]),
            Example(files: [
                "LibraryView.swift": """
                    struct LibraryView: View {
                        @State private var editing: DraftModel?
                        var body: some View {
                            Button("New") { editing = DraftModel() }
                                .sheet(item: $editing) { EditorView(draft: $0) }
                        }
                    }
                    """,
                "DraftModel.swift": """
                    final class DraftModel: ObservableObject, Identifiable { @Published var text = "" }
                    """,
            ]),
            Example(files: [
                "ExportView.swift": """
                    struct ExportView: View {
                        @State private var exporter = Exporter()
                        var body: some View {
                            Button("Export") {
                                exporter.start()
                                print(exporter.progress)
                            }
                            .onDisappear { exporter.cancel() }
                        }
                    }
                    """,
                "Exporter.swift": """
                    final class Exporter: ObservableObject {
                        @Published var progress = 0.0
                        func start() {}
                        func cancel() {}
                    }
                    """,
            ]),
            Example("""
                struct MapScreen: View {
                    @State private var camera = SDKCameraModel()
                    var body: some View { Text(camera.heading.formatted()) }
                }
                """),
        ],
        corrections: [
            Correction("""
                final class ProfileModel: ObservableObject { @Published var displayName = "" }
                struct ProfileView: View {
                    ↓@State private var model = ProfileModel()
                    var body: some View { Text(model.displayName) }
                }
                """, """
                final class ProfileModel: ObservableObject { @Published var displayName = "" }
                struct ProfileView: View {
                    @StateObject private var model = ProfileModel()
                    var body: some View { Text(model.displayName) }
                }
                """),
        ],
        symptoms: [
            "@Published changes do not refresh the view",
            "view does not update when the view model changes",
        ]
    )

    /// `@State var x: Type` whose object's `properties` the view reads.
    @CompactCoded
    struct Question: IndexQuestion {
        var type: String
        var message: String
        var properties: [String]
        /// The view holding the object: a write it makes itself is a change it shows.
        var view = ""
        /// The methods the view calls on the object (`start()`): what sets the object's own writes going.
        var calledMethods: [String] = []
        /// `property|path:line` for the view's own writes through the object (`model.query = …`, `$model.query`).
        var viewWrites: [String] = []
        /// `path:line` of the view's writes through the object as it goes away (`.onDisappear { model.reset() }`),
        /// which it never shows.
        var departingWrites: [String] = []
        /// The view makes the object itself and never hands it (or a binding to it) on: other code's writes to
        /// that type's properties are to other instances.
        var keptToItself = false
    }

    /// The type to ask the index about: the name as declared, or for a generic parameter the one protocol that
    /// constrains it (`<Model: SessionModel>`); `nil` when the constraints do not name exactly one protocol to ask.
    private static func projectType(_ declared: String, in declaration: DeclGroupSyntax?) -> String? {
        guard let constraints = GenericConstraints.of(declared, in: declaration.map { Syntax(fromProtocol: $0) }) else { return declared }
        let named = constraints.filter { $0 != "AnyObject" }
        return named.count == 1 ? named[0] : nil
    }

    /// Witnessed by a write, after the object is made, to a property the view reads: that change is what the
    /// view misses. Latent when none is in sight (the object is only ever replaced whole, or its values are set
    /// before it is stored).
    static func verdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        let type = question.type
        guard index.isObservableObject(type) == .yes, index.isObservable(type) != .yes else { return nil }
        // Properties whose changes never notify: holding the object in @State loses nothing for them.
        let observed = question.properties.filter { !Self.isUnobserved($0, of: type, index: index) }
        if !question.properties.isEmpty, observed.isEmpty { return nil }
        let members = index.record(of: ObservableMembers.self)
        let names = index.namesThroughAliases(type)
        // What may change: each property read, and for a computed one (`var upcoming { … events … }`) the
        // published properties of the object it is worked out from.
        var candidates = observed.map { Candidate(read: $0, written: $0) }
        let computed = observed.filter { property in !names.contains { members.properties.contains("\($0).\(property)") } }
        if let property = computed.first {
            let published = members.properties.filter { entry in names.contains { entry.hasPrefix("\($0).") } }.sorted()
            candidates += published.map { Candidate(read: property, written: String($0[$0.index(after: $0.firstIndex(of: ".")!)...])) }
        }
        // The view's own write through the object (a binding a control writes, an assignment) is the surest change.
        for write in question.viewWrites {
            let parts = write.split(separator: "|", maxSplits: 1).map(String.init)
            guard parts.count == 2, let candidate = candidates.first(where: { $0.written == parts[0] }) else { continue }
            return IndexVerdict(question.message + candidate.derivation + "; "
                + WriteEvidence.byTheView.clause(candidate.written, at: parts[1], calls: []))
        }
        var ownWrite: (property: String, place: String)?
        let evidences: [WriteEvidence] = question.keptToItself
            ? [.byTheView, .byTheObjectItself, .byTheObjectWhenCalled]
            : [.byTheView, .byTheObjectItself, .byTheObjectWhenCalled, .byOtherCode]
        // Each candidate's writes, looked up once for every kind of evidence.
        let writesByCandidate = candidates.map { candidate in
            names.flatMap { members.writes["\($0).\(candidate.written)"] ?? [] }
                + members.untypedWrites(of: candidate.written, allowing: Set(names), index: index)
        }
        for evidence in evidences {
            for (candidate, writes) in zip(candidates, writesByCandidate) {
                if ownWrite == nil, let own = writes.first(where: { names.contains($0.outerType) }) {
                    ownWrite = (candidate.written, own.place)
                }
                guard let write = writes.first(where: {
                          evidence.holds(for: $0.outerType, view: question.view, type: names) && !question.departingWrites.contains($0.place)
                      }),
                      evidence != .byTheObjectWhenCalled || !question.calledMethods.isEmpty
                else { continue }
                return IndexVerdict(question.message + candidate.derivation + "; "
                    + evidence.clause(candidate.written, at: write.place, calls: question.calledMethods))
            }
        }
        // Only the object's own methods change it, and this view calls none: whoever does may do so before the
        // object reaches the view, or while it shows it.
        if let ownWrite {
            return .latent(question.message + """
                ; '\(ownWrite.property)' is changed only by the object's own methods (at \(ownWrite.place)), which this \
                view never calls: where other code calls them while the view shows the object, the view keeps showing \
                the old value
                """)
        }
        return .latent(question.message + """
            ; no write to \(quotedList(observed)) after the object is made is in sight, so nothing is lost yet (an \
            object replaced whole is a new value, which @State does show); a later change in place would not refresh the view
            """)
    }

    /// Whether the project class (or a project superclass) declares the property stored, without @Published or
    /// observers: a `let`, or any such property when the class never sends its own `objectWillChange`.
    private static func isUnobserved(_ property: String, of type: String, index: ProjectIndex) -> Bool {
        var current = type
        for _ in 0..<10 {
            let declarations = index.declarations(named: current)
            guard declarations.count == 1, let declaration = declarations.first, declaration.kind == .class else { return false }
            if index.recorded(UnobservedProperties.self, for: declaration)?.contains(property) == true { return true }
            guard let superclass = declaration.inheritedTypes.first else { return false }
            current = superclass
        }
        return false
    }

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("@State") else { return }
        for group in TypeGroups.all(in: file) where group.declaration?.is(StructDeclSyntax.self) == true {
            // A DynamicProperty is a property wrapper's storage: it observes through wrappers of its own.
            guard !group.inheritedNames.contains("DynamicProperty") else { continue }
            for member in group.members {
                guard let variable = member.as(VariableDeclSyntax.self),
                      let attribute = TypeNames.attribute(named: "State", in: variable.attributes),
                      variable.bindings.count == 1, let binding = variable.bindings.first,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let declared = binding.typeAnnotation.flatMap({ TypeNames.simpleName(of: $0.type) })
                        ?? binding.initializer.flatMap({ TypeNames.constructedTypeName($0.value) }),
                      let type = Self.projectType(declared, in: group.declaration),
                      case let reads = RenderingReads.all(of: name, in: group.members), let read = reads.first?.text,
                      !Self.readsOnlyUnobserved(reads.map(\.property), ofNested: type, in: group.members, file: file)
                else { continue }
                let isOptional = binding.typeAnnotation.map { Self.isOptional($0.type) } ?? false
                let initializerSets = StoredProperties.initializerAssignments(group.members).filter { $0.property == name }
                let setThroughStorage = file.contains("_\(name) = ") || file.contains("_\(name)=") || !initializerSets.isEmpty
                // `self.model = model` from an initializer's parameter, or the memberwise initializer's argument for a
                // property declared without a value (`PumpView(state: state)`): the caller owns the object and passes it in.
                let memberwise = binding.initializer == nil && !group.members.contains { $0.is(InitializerDeclSyntax.self) }
                let passedIn = initializerSets.contains { Self.readsParameter($0.assignment) } || memberwise
                // A declaration the parser had to repair (`var @State model: Model`) gets no edit: its attribute may
                // not be where the replacement would land.
                let wrapper = memberwise ? "@ObservedObject" : "@StateObject"
                let fix = isOptional || setThroughStorage || variable.hasError
                    ? nil : Fix("Replace @State with \(wrapper)", edits: [.replace(attribute, with: wrapper)])
                let advice = isOptional
                    ? "observe it with @ObservedObject in the view that displays it, or use @StateObject"
                    : memberwise
                    ? "the caller passes it in, so observe it with @ObservedObject"
                    : passedIn
                    ? "the caller passes it in, so observe it with @ObservedObject (declared without a value and set in init)"
                    : setThroughStorage
                        ? "use @StateObject, and set it in init with '_\(name) = StateObject(wrappedValue: …)'"
                        : "use @StateObject"
                let message = """
                    @State holds '\(name)', an ObservableObject ('\(type)'), and the view reads '\(read)': @State \
                    does not observe the object, so changes to its @Published properties never refresh the view; \
                    \(advice)
                    """
                let properties = Set(reads.map(\.property)).sorted()
                let uses = ObjectUses(of: name, in: group.members, file: file)
                // Made by the view, and reachable by no other code: a protocol the view adopts besides View may
                // require the property (`protocol BaseView { var state: … }`), and its extensions use it.
                let madeHere = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.constructedType == type
                    && initializerSets.isEmpty && group.inheritedNames.isSubset(of: ["View"])
                report.whenIndexed(at: attribute, asking: Question(
                    type: type, message: message, properties: properties, view: group.name, calledMethods: uses.calledMethods,
                    viewWrites: uses.writes, departingWrites: uses.departingWrites,
                    keptToItself: madeHere && !passedIn && !uses.handsOut
                ), fix: fix)
            }
        }
    }

    /// Whether the assigned value is a parameter of the initializer it is in, as it is (`self.model = model`,
    /// `_model = State(initialValue: model)`); an object made from one (`Model(key: key)`) is the view's own.
    private static func readsParameter(_ assignment: Assignment) -> Bool {
        guard let initializer = assignment.expression.ancestor(InitializerDeclSyntax.self), assignment.value.count == 1
        else { return false }
        let parameters = Set(initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
        var value = assignment.value[0]
        if let call = value.as(FunctionCallExprSyntax.self), call.calleeName == "State", call.arguments.count == 1,
           let argument = call.arguments.first {
            value = argument.expression
        }
        return value.as(DeclReferenceExprSyntax.self).map { parameters.contains($0.baseName.text) } ?? false
    }

    /// The view declares the class inside itself (`private class ViewModel: ObservableObject { var workItem … }`),
    /// inheriting nothing that could publish, and every property the view reads of it tells no one when it changes
    /// (`UnobservedProperties`, read here from the view's own declaration whatever other types of that common name
    /// the project has): @State holding it loses nothing.
    private static func readsOnlyUnobserved(_ properties: [String], ofNested name: String, in members: [DeclSyntax], file: LintFile) -> Bool {
        guard let nested = members.compactMap({ $0.as(ClassDeclSyntax.self) }).first(where: { $0.name.text == name }) else {
            return false
        }
        let inherited = nested.inheritanceClause?.inheritedTypes.compactMap { TypeNames.simpleName(of: $0.type) } ?? []
        guard inherited.allSatisfy(["ObservableObject", "NSObject"].contains),
              let unobserved = UnobservedProperties.value(of: .class, members: nested.memberBlock, in: file)
        else { return false }
        return !properties.isEmpty && properties.allSatisfy(unobserved.contains)
    }

    private static func isOptional(_ type: TypeSyntax) -> Bool {
        type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
    }
}

/// A property that may change while the view shows the object: the one the view reads, or for a computed one,
/// a published property of the object it is worked out from.
private struct Candidate {
    let read: String
    let written: String

    /// How the message ties a computed property to the published one written.
    var derivation: String {
        read == written ? "" : "; '\(read)' is worked out from the object's state, which includes '\(written)'"
    }
}

/// What a view does with the object it holds, found in one walk of its members: the methods it calls on it
/// (`start()`), and the properties it writes through it, at their first write (`$model.query`, a binding a control
/// writes through; `model.query = …`; `model.items.append(…)`) as `query|path:12`.
private final class ObjectUses: SyntaxVisitor {
    private let name: String
    private let file: LintFile
    private(set) var calledMethods: [String] = []
    private var firstWrites: [String: Int] = [:]
    /// `path:line` of the writes made as the view goes away.
    private(set) var departingWrites: [String] = []
    /// The view hands the object, or a binding to it, to other code.
    private(set) var handsOut = false

    var writes: [String] { firstWrites.sorted { $0.value < $1.value }.map { "\($0.key)|\(file.path):\($0.value)" } }

    private let members: [DeclSyntax]
    /// `CoveredContent.runsOnly`'s answer for each method looked up.
    private var departureVerdicts: [SyntaxIdentifier: Bool] = [:]

    init(of name: String, in members: [DeclSyntax], file: LintFile) {
        self.name = name
        self.file = file
        self.members = members
        super.init(viewMode: .sourceAccurate)
        for member in members { walk(member) }
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `$model.query`, `self.$model.query`: a binding a control writes through.
        let base: String?
        if let member = node.base?.as(MemberAccessExprSyntax.self), member.base?.isSelf == true {
            base = member.declName.baseName.text
        } else {
            base = node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        if base == "$\(name)" { note(node.declName.baseName.text, node) }
        return .visitChildren
    }

    /// `model`, `self.model` or `$model` used other than to reach a member of it (passed, stored, returned):
    /// other code may then hold the object.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        guard text == name || text == "$" + name else { return .visitChildren }
        var expression = Syntax(node)
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            // `other.model` is another value's property.
            guard member.base?.isSelf == true else { return .visitChildren }
            expression = Syntax(member)
        }
        while let parent = expression.parent, parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            expression = parent
        }
        if let outer = expression.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == expression.id { return .visitChildren }
        handsOut = true
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node), let written = property(of: assignment.target) { note(written, node) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let method = methodCalled(on: name, by: node), !calledMethods.contains(method) { calledMethods.append(method) }
        if let callee = node.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base,
           Write.mutatingMethods.contains(callee.declName.baseName.text), let written = property(of: base) {
            note(written, node)
        }
        return .visitChildren
    }

    /// `model.query`, `self.model.items.count`: the first property after the object.
    private func property(of target: ExprSyntax) -> String? {
        var current = target.withoutUnwraps
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.withoutUnwraps.pathFromSelf == [name] { return member.declName.baseName.text }
            current = base.withoutUnwraps
        }
        return nil
    }

    private func note(_ property: String, _ node: some SyntaxProtocol) {
        // A reset as the view goes away (in `.onDisappear`, or a method only it calls) is never shown by it.
        if CoveredContent.runsOnly(from: ["onDisappear"], node, in: members, verdicts: &departureVerdicts) {
            departingWrites.append("\(file.path):\(file.location(of: node.positionAfterSkippingLeadingTrivia).line)")
            return
        }
        if firstWrites[property] == nil { firstWrites[property] = file.location(of: node.positionAfterSkippingLeadingTrivia).line }
    }
}

/// Who writes a property the view reads, from the strongest evidence that it changes while the view shows
/// the object to the weakest.
private enum WriteEvidence {
    /// The view itself, through the object (`model.query = …`, `$model.query`).
    case byTheView
    /// The object, from a closure its initializer hands on (a subscription, a callback).
    case byTheObjectItself
    /// The object's own methods, when the view calls some of them.
    case byTheObjectWhenCalled
    /// Some other type or free code.
    case byOtherCode

    func holds(for outerType: String, view: String, type names: [String]) -> Bool {
        let started = outerType.hasSuffix("|\(ObservableMembers.startedMark)")
        let outer = started ? String(outerType.dropLast(ObservableMembers.startedMark.count + 1)) : outerType
        switch self {
        case .byTheView: return !view.isEmpty && outer == view
        case .byTheObjectItself: return started && names.contains(outer)
        case .byTheObjectWhenCalled: return !started && names.contains(outer)
        case .byOtherCode: return outer != view && !names.contains(outer)
        }
    }

    func clause(_ property: String, at place: String, calls: [String]) -> String {
        switch self {
        case .byTheView:
            return "the view itself changes '\(property)' (at \(place)) and does not see the change"
        case .byTheObjectItself:
            return "the object changes '\(property)' on its own, from a callback its initializer sets up (at \(place))"
        case .byTheObjectWhenCalled:
            return """
                the view calls \(quotedList(calls.map { "\($0)()" })) on the object, whose own methods change \
                '\(property)' (at \(place))
                """
        case .byOtherCode:
            return "'\(property)' changes after the object is made (it is written at \(place))"
        }
    }
}

/// Reads of an object's properties while a view renders: `model.title`, `self.model.items.count`,
/// `$model.query`, in computed properties (such as `body`) and functions that return something, outside
/// closures that run on events (Button actions, `onAppear`, `task`, `onChange`) rather than while rendering.
private enum RenderingReads {
    /// Every read of a property of `name`: as written (`model.title`), and the property read (`title`).
    static func all(of name: String, in members: [DeclSyntax]) -> [(text: String, property: String)] {
        var reads: [(text: String, property: String)] = []
        for member in members {
            var scopes: [Syntax] = []
            if let variable = member.as(VariableDeclSyntax.self) {
                scopes = variable.bindings.compactMap { $0.accessorBlock.map(Syntax.init) }
            } else if let function = member.as(FunctionDeclSyntax.self), function.signature.returnClause != nil,
                      let body = function.body {
                scopes = [Syntax(body)]
            }
            for scope in scopes {
                let finder = Finder(name: name)
                finder.walk(scope)
                reads += finder.reads
            }
        }
        return reads
    }

    private final class Finder: SyntaxVisitor {
        let name: String
        var reads: [(text: String, property: String)] = []

        init(name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
            EventClosures.runsOnEvent(node) ? .skipChildren : .visitChildren
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            // `model.$items` and `model.objectWillChange` are publishers (handed to `onReceive`), which report
            // changes whatever holds the object: not reads while rendering.
            guard let base = node.base, !Self.isCallee(node), !Self.isAssigned(node),
                  !node.declName.baseName.text.hasPrefix("$"), node.declName.baseName.text != "objectWillChange",
                  (Self.names(base, name) && !Self.isShadowed(base)) || Self.isAlias(base, of: name)
            else { return .visitChildren }
            reads.append((node.trimmedDescription, node.declName.baseName.text))
            return .skipChildren
        }

        /// `model`, `$model`, `self.model`, `self.$model`, `model?`, `self.model!`.
        private static func names(_ base: ExprSyntax, _ name: String) -> Bool {
            if let optional = base.as(OptionalChainingExprSyntax.self) { return names(optional.expression, name) }
            if let forced = base.as(ForceUnwrapExprSyntax.self) { return names(forced.expression, name) }
            if let reference = base.as(DeclReferenceExprSyntax.self) {
                return reference.baseName.text == name || reference.baseName.text == "$\(name)"
            }
            guard let member = base.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            else { return false }
            return member.declName.baseName.text == name || member.declName.baseName.text == "$\(name)"
        }

        /// `if let header = headerModel { Text(header.title) }`: a local of another name bound to the property.
        private static func isAlias(_ base: ExprSyntax, of name: String) -> Bool {
            guard let reference = base.withoutUnwraps.as(DeclReferenceExprSyntax.self), reference.baseName.text != name,
                  let local = HostingScope.local(named: reference.baseName.text, at: reference),
                  case .value(let value) = local.source
            else { return false }
            return names(value.withoutUnwraps, name)
        }

        /// `case .ready(let post): Text(post.title)`: a local of the same name (a pattern, a closure parameter,
        /// `let post = other`) is another value. `if let post` or `let post = self.post` is still the property.
        private static func isShadowed(_ base: ExprSyntax) -> Bool {
            guard let reference = base.withoutUnwraps.as(DeclReferenceExprSyntax.self),
                  let resolved = HostingScope.reference(of: ExprSyntax(reference))?.reference
            else { return false }
            return resolved != .property(reference.baseName.text)
        }

        /// `model.load()`: a method call, not a read of state.
        private static func isCallee(_ node: MemberAccessExprSyntax) -> Bool {
            node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == ExprSyntax(node).id
        }

        private static func isAssigned(_ node: MemberAccessExprSyntax) -> Bool {
            guard let sequence = node.parent?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence) else { return false }
            return assignment.target.id == ExprSyntax(node).id
        }
    }
}
