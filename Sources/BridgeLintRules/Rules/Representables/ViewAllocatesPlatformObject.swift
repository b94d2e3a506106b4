import BridgeLintCore
import SwiftSyntax

/// A SwiftUI view struct that allocates a UIKit/AppKit view, controller, web view, player or layer each time it is made.
struct ViewAllocatesPlatformObject: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [CallSiteFacts.self]

    static let description = RuleDescription(
        id: "view-allocates-platform-object",
        summary: "A SwiftUI view allocates a UIKit/AppKit view, controller, web view, player or layer in a stored property, @State or init, or a new player for VideoPlayer in its body",
        severity: .warning,
        rationale: """
            A SwiftUI view is a value that its parent makes again every time the parent's body runs. A stored \
            property's initial value, a `@State` initial value and the view's init all run again each time, so a \
            WKWebView, AVPlayer, UIKit/AppKit view or controller or CALayer created there is allocated again on every \
            parent update. A plain stored object is replaced by the new one, losing its loaded page, playback \
            position or scroll state; a `@State` initial value is evaluated every time although SwiftUI keeps only \
            the first, so each parent update pays for a heavy allocation that is thrown away (and a player created \
            from an input never sees later inputs). A view that is only ever made once (an App's scene content, a \
            hosting controller's first root view, a preview) is not reported; a public view's parents are out of \
            sight and re-render. Representables are left to representable-stored-object.
            """,
        howToFix: """
            Create the object where it is made once: in `.onAppear`/`.task` into an optional `@State`, in a \
            `@StateObject` or `@Observable` model that owns it (its initial value is created once per view \
            identity), in a representable's make method, or in a static/shared owner.
            """,
        triggeringExamples: [
            Example(files: [
                "LessonView.swift": """
                    // The lesson's model makes a player: each time the course list renders, a new model and a new player.
                    struct LessonView: View {
                        private let model: LessonModel
                        init(lesson: URL) { model = ↓LessonModel(lesson: lesson) }
                        var body: some View { PlayerHost(player: model.player) }
                    }
                    struct CourseList: View {
                        let lessons: [URL]
                        @State private var finished: Set<URL> = []
                        var body: some View {
                            Text("\\(finished.count) done")
                            List(lessons, id: \\.self) { lesson in
                                LessonView(lesson: lesson).onTapGesture { finished.insert(lesson) }
                            }
                        }
                    }
                    """,
                "LessonModel.swift": """
                    final class LessonModel {
                        let player = AVPlayer()
                        init(lesson: URL) { player.replaceCurrentItem(with: AVPlayerItem(url: lesson)) }
                    }
                    """,
            ]),
            Example("""
                // Toggling the caption runs body again, which hands VideoPlayer a new player: the clip starts over.
                struct ClipCard: View {
                    let clip: URL
                    @State private var showsCaption = false
                    var body: some View {
                        VStack {
                            VideoPlayer(player: ↓AVPlayer(url: clip))
                            Toggle("Caption", isOn: $showsCaption)
                        }
                    }
                }
                """),
            Example("""
                // Until a recording is picked, every run of body hands VideoPlayer another empty player.
                struct RecordingsScreen: View {
                    let recordings: [Recording]
                    @State private var player: AVPlayer?
                    @State private var filter = ""
                    var body: some View {
                        VStack {
                            VideoPlayer(player: player ?? ↓.init())
                            TextField("Filter", text: $filter)
                            List(recordings) { recording in
                                Button(recording.title) { player = AVPlayer(url: recording.url) }
                            }
                        }
                    }
                }
                """),
            Example("""
                // A default argument is evaluated on every init that does not pass one.
                struct ControlButton: View {
                    @State private var control: NSButton
                    let action: () -> Void
                    init(control: @autoclosure () -> NSButton = ↓NSButton(frame: .zero), action: @escaping () -> Void) {
                        _control = State(initialValue: control())
                        self.action = action
                    }
                    var body: some View { ButtonHost(control: control, action: action) }
                }
                struct PlayerBar: View {
                    @State private var isPlaying = false
                    var body: some View { ControlButton { isPlaying.toggle() } }
                }
                """),
            Example("""
                struct ArticleScreen: View {
                    let url: URL
                    @State private var webView = ↓WKWebView()
                    var body: some View {
                        WebContainer(webView: webView).onAppear { webView.load(URLRequest(url: url)) }
                    }
                }
                struct Reader: View {
                    @State private var article: URL
                    var body: some View { ArticleScreen(url: article) }
                }
                """),
            Example("""
                struct ClipView: View {
                    let clip: Clip
                    private let player: AVPlayer
                    init(clip: Clip) {
                        self.clip = clip
                        player = ↓AVPlayer(url: clip.url)
                    }
                    var body: some View { VideoPlayer(player: player) }
                }
                struct ClipList: View {
                    let clips: [Clip]
                    var body: some View { List(clips) { ClipView(clip: $0) } }
                }
                """),
            Example("""
                struct TrackPlayer: View {
                    @State private var player: AVPlayer
                    init(track: URL) {
                        _player = State(initialValue: ↓AVPlayer(url: track))
                    }
                    var body: some View { PlayerControls(player: player) }
                }
                struct NowPlaying: View {
                    @Binding var track: URL
                    var body: some View { TrackPlayer(track: track) }
                }
                """),
            Example("""
                struct ComposeView: View {
                    @State private var textView: UITextView
                    init(draft: String) {
                        let textView = ↓UITextView()
                        textView.text = draft
                        _textView = .init(wrappedValue: textView)
                    }
                    var body: some View { TextViewHost(textView: textView) }
                }
                struct ThreadScreen: View {
                    @State private var draft = ""
                    var body: some View { ComposeView(draft: draft) }
                }
                """),
            Example(files: [
                "SignatureScreen.swift": """
                    struct SignatureScreen: View {
                        private let canvas = ↓SignatureCanvas()
                        private let highlight: CALayer = ↓{
                            let layer = CAShapeLayer()
                            layer.strokeColor = UIColor.systemBlue.cgColor
                            return layer
                        }()
                        var body: some View { CanvasHost(canvas: canvas, highlight: highlight) }
                    }
                    """,
                "SignatureCanvas.swift": """
                    final class SignatureCanvas: PKCanvasView {
                        override func layoutSubviews() { super.layoutSubviews() }
                    }
                    struct ContractForm: View {
                        @State private var signed = false
                        var body: some View { Form { Toggle("Signed", isOn: $signed); SignatureScreen() } }
                    }
                    """,
            ]),
            Example("""
                // A public view: its parents are in the apps that use the library, and they re-render.
                public struct ConsoleView: View {
                    @State private var output = ↓NSTextView()
                    public var body: some View { TextViewHost(textView: output) }
                }
                """),
            Example("""
                // An App whose body reads the scene phase evaluates it again when the phase changes.
                @main
                struct ReaderApp: App {
                    @Environment(\\.scenePhase) private var phase
                    var body: some Scene { WindowGroup { HomeView() } }
                }
                struct HomeView: View {
                    let preview = ↓NSHostingController(rootView: Text("Preview"))
                    var body: some View { Text("Home") }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example(files: [
                "LessonView.swift": """
                    // The model makes its player only when the lesson is played: a new model per render is plain data.
                    struct LessonView: View {
                        private let model: LessonModel
                        init(lesson: URL) { model = LessonModel(lesson: lesson) }
                        var body: some View { Button("Play") { model.play() } }
                    }
                    struct CourseList: View {
                        let lessons: [URL]
                        @State private var finished: Set<URL> = []
                        var body: some View {
                            Text("\\(finished.count) done")
                            List(lessons, id: \\.self) { lesson in
                                LessonView(lesson: lesson).onTapGesture { finished.insert(lesson) }
                            }
                        }
                    }
                    """,
                "LessonModel.swift": """
                    final class LessonModel {
                        let lesson: URL
                        lazy var player = AVPlayer(url: lesson)
                        init(lesson: URL) { self.lesson = lesson }
                        func play() { player.play() }
                    }
                    """,
            ]),
            Example("""
                // The fallback lasts only until a clip is picked, and picking it is the only change: body runs once
                // with the empty player.
                struct ClipPreview: View {
                    @State private var player: AVPlayer?
                    let clip: URL
                    var body: some View {
                        VideoPlayer(player: player ?? .init())
                            .onTapGesture { player = AVPlayer(url: clip) }
                    }
                }
                """),
            Example("""
                // A player per clip, made once and kept in a static cache that the next init looks in first.
                struct LoopingClip: View {
                    private static var players: [URL: AVQueuePlayer] = [:]
                    private let player: AVQueuePlayer
                    init(url: URL) {
                        if let cached = Self.players[url] {
                            player = cached
                            return
                        }
                        player = AVQueuePlayer(url: url)
                        Self.players[url] = player
                    }
                    var body: some View { VideoPlayer(player: player) }
                }
                struct ClipList: View {
                    @State private var clips: [URL] = []
                    var body: some View { List(clips, id: \\.self) { LoopingClip(url: $0) } }
                }
                """),
            Example("""
                // The player is made once, when the card appears, and kept in @State.
                struct ClipCard: View {
                    let clip: URL
                    @State private var player: AVPlayer?
                    @State private var showsCaption = false
                    var body: some View {
                        VStack {
                            VideoPlayer(player: player)
                            Toggle("Caption", isOn: $showsCaption)
                        }
                        .onAppear { player = AVPlayer(url: clip) }
                    }
                }
                """),
            Example("""
                // The hosting controller is made with a placeholder and given its real root once: CallView is made once.
                final class CallScreens {
                    func makeCallScreen(for call: Call) -> UIViewController {
                        let host = UIHostingController(rootView: AnyView(EmptyView()))
                        host.rootView = AnyView(CallView(call: call))
                        return host
                    }
                }
                struct CallView: View {
                    let call: Call
                    private let ringer: AVAudioPlayer
                    init(call: Call) {
                        self.call = call
                        ringer = try! AVAudioPlayer(contentsOf: Bundle.main.url(forResource: "ring", withExtension: "wav")!)
                    }
                    var body: some View { Text(call.name).onAppear { ringer.play() } }
                }
                """),
            Example("""
                // Created once per view identity: lazily by a @StateObject holder, or when the view appears.
                struct ClipView: View {
                    let url: URL
                    @StateObject private var model = PlayerModel()
                    @State private var player: AVPlayer?
                    var body: some View {
                        VideoPlayer(player: player)
                            .onAppear { player = AVPlayer(url: url) }
                            .task { await model.prepare(url) }
                    }
                }
                struct ClipList: View {
                    let urls: [URL]
                    var body: some View { List(urls, id: \\.self) { ClipView(url: $0) } }
                }
                """),
            Example("""
                // A @StateObject's initial value is an autoclosure SwiftUI runs once per view identity.
                struct TrailerView: View {
                    @StateObject private var model: PlayerModel
                    init(url: URL) {
                        _model = StateObject(wrappedValue: PlayerModel(player: AVPlayer(url: url)))
                    }
                    var body: some View { VideoPlayer(player: model.player) }
                }
                struct MovieDetail: View {
                    let movie: Movie
                    var body: some View { TrailerView(url: movie.trailer) }
                }
                """),
            Example("""
                // Made inside make, in body or in closures: not per struct value.
                struct Browser: View {
                    let url: URL
                    var body: some View {
                        WebView(url: url)
                            .background(GeometryReader { _ in Color.clear })
                            .onAppear { UIView.setAnimationsEnabled(true) }
                    }
                }
                struct WebView: UIViewRepresentable {
                    let url: URL
                    func makeUIView(context: Context) -> WKWebView { WKWebView() }
                    func updateUIView(_ view: WKWebView, context: Context) {}
                }
                struct Tabs: View {
                    @State private var current: URL
                    var body: some View { Browser(url: current) }
                }
                """),
            Example("""
                // A static or shared owner makes the object once.
                struct MapScreen: View {
                    private static let sharedMap = MKMapView()
                    private let web = WebViewStore.shared.webView
                    let player = AVPlayer.shared
                    var body: some View { MapHost(map: Self.sharedMap, web: web) }
                }
                struct Root: View {
                    @State private var tab = 0
                    var body: some View { TabView(selection: $tab) { MapScreen() } }
                }
                """),
            Example(files: [
                "SettingsView.swift": """
                    // Only ever a hosting controller's first root view, an App scene's content or a preview.
                    struct SettingsView: View {
                        @State private var picker = UIColorPickerViewController()
                        var body: some View { PickerHost(picker: picker) }
                    }
                    struct LogView: View {
                        private let textView = NSTextView()
                        var body: some View { TextViewHost(textView: textView) }
                    }
                    #Preview { SettingsView() }
                    """,
                "SettingsController.swift": """
                    final class SettingsController: UIHostingController<SettingsView> {
                        init() { super.init(rootView: SettingsView()) }
                    }
                    @main
                    struct LogApp: App {
                        var body: some Scene { WindowGroup { LogView() } }
                    }
                    """,
            ]),
            Example(files: [
                "ConsoleView.swift": """
                    // Made once: the App's body is built from a scene property and depends on nothing.
                    struct ConsoleView: View {
                        private let textView = NSTextView()
                        var body: some View { TextViewHost(textView: textView) }
                    }
                    """,
                "ConsoleApp.swift": """
                    @main
                    struct ConsoleApp: App {
                        var body: some Scene { mainWindow }
                        private var mainWindow: some Scene { WindowGroup { ConsoleView() } }
                    }
                    """,
            ]),
            Example(files: [
                "Gallery.swift": """
                    // Not a platform object: value types, models, and a class from another module nothing classifies.
                    struct Gallery: View {
                        let insets = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
                        let color = UIColor.systemRed
                        let loader = ImageLoader()
                        let cache = KingfisherCache()
                        @State private var layout = GridLayout()
                        var body: some View { Grid(insets: insets, color: color) }
                    }
                    struct Home: View {
                        @State private var count = 0
                        var body: some View { Gallery() }
                    }
                    """,
                "ImageLoader.swift": """
                    final class ImageLoader: NSObject {}
                    struct GridLayout { var columns = 3 }
                    """,
            ]),
            Example("""
                // A representable's own stored objects belong to representable-stored-object.
                struct LogView: NSViewRepresentable {
                    private let textView = NSTextView()
                    func makeNSView(context: Context) -> NSTextView { textView }
                    func updateNSView(_ view: NSTextView, context: Context) {}
                }
                struct Console: View {
                    @State private var lines: [String] = []
                    var body: some View { LogView() }
                }
                """),
            Example("""
                // Every call site passes the web view in: the default is never made.
                struct Preview: View {
                    var webView = WKWebView()
                    var body: some View { WebHost(webView: webView) }
                }
                struct Browser: View {
                    @StateObject private var store = BrowserStore()
                    var body: some View { Preview(webView: store.webView) }
                }
                """),
        ],
        symptoms: [
            "WKWebView reloads or loses its page when the parent view updates",
            "AVPlayer restarts or playback position resets when state changes",
            "High memory use or slow scrolling from web views created on every update",
        ],
        scaffold: .representable
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("View") else { return }
        let representables = Set(Representable.all(in: file).map(\.name))
        for group in TypeGroups.all(in: file) {
            guard let declaration = group.declaration?.as(StructDeclSyntax.self), !representables.contains(group.name),
                  group.isView
            else { continue }
            let isPublic = declaration.modifiers.contains {
                $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open)
            }
            let assignedInInit = StoredProperties.assignedInInitializers(group.members)
            for made in Self.playersMadeInBody(of: group.members, in: file) {
                report.add(at: made.call, Self.bodyPlayerMessage(
                    type: made.type, view: group.name, trigger: made.trigger, fallbackFor: made.fallbackFor))
            }
            for allocation in Self.allocations(in: group.members, assignedInInit: assignedInInit) {
                report.whenIndexed(at: allocation.node, asking: Question(
                    type: allocation.type, view: group.name, settableProperty: allocation.settableProperty,
                    isPublicView: isPublic, message: Self.message(allocation, view: group.name), file: file.path))
            }
        }
    }

    /// An object of `type` the SwiftUI `view` allocates (in the `var` `settableProperty`, when callers can set it).
    @CompactCoded
    struct Question: IndexQuestion {
        var type: String
        var view: String
        var settableProperty: String?
        var isPublicView: Bool
        var message: String
        /// The file declaring `view`: which of several views of its name the question is about.
        var file = ""
    }

    /// Reported when the type is a known platform object and a re-rendering parent (or a public one) makes the view.
    static func answer(_ question: Question, index: ProjectIndex) -> String? {
        let (type, view) = (question.type, question.view)
        var message = question.message
        if !PlatformObjects.isKnownObject(type, in: index, suffixes: PlatformObjects.visualSuffixes) {
            // `VideoModel(url: url)`, a class of the project whose instances each make an AVPlayer.
            guard index.declarations(named: type).filter({ $0.kind != .extension }).count == 1,
                  let part = index.platformParts[type], let range = message.range(of: "a new \(type)")
            else { return nil }
            message.replaceSubrange(range, with: "a new \(type), and with it a new \(part.object) (its '\(part.property)', made at \(part.place)),")
        }
        // A view made only as a hosting controller's first root view, an App scene's content or in previews keeps it.
        if !question.isPublicView, index.rerenderingWitness(of: view, declaredIn: question.file) == nil { return nil }
        // A `var` whose value a call site passes in: the default is only a fallback.
        if let property = question.settableProperty, index.passedArguments.contains("\(view)(\(property):") { return nil }
        return message
    }

    private struct Allocation {
        enum Place {
            case storedProperty(String)
            /// `@State`'s initial value; `inInit` when the view's init computes it (from its parameters, often).
            case stateValue(String, inInit: Bool)
            case initializer
        }
        let node: ExprSyntax
        let type: String
        let place: Place
        /// A `var` a memberwise initializer lets callers set: its default runs only when they don't.
        let settableProperty: String?
    }

    private static func message(_ allocation: Allocation, view: String) -> String {
        let fix = """
            create it in .onAppear/.task into an optional @State, hold it in a @StateObject or @Observable model, \
            or create it in a representable's make method
            """
        switch allocation.place {
        case .stateValue(let name, let inInit):
            let stale = inInit ? " (and what later inits pass never reaches the kept one)" : ""
            return """
                the @State initial value of '\(name)' allocates a new \(allocation.type) each time the parent re-creates \
                \(view): SwiftUI keeps only the first and throws the others away, so every parent update pays for \
                the allocation\(stale); \(fix)
                """
        case .storedProperty(let name):
            return """
                '\(name)' allocates a new \(allocation.type) each time the parent re-creates \(view), so every \
                parent update makes another one: \(Self.eitherWay); \(fix)
                """
        case .initializer:
            return """
                \(view)'s init allocates a new \(allocation.type) each time the parent re-creates the view, so every \
                parent update makes another one: \(Self.eitherWay); \(fix)
                """
        }
    }

    /// What a new object on each re-creation does, whichever way the code that shows it takes it.
    private static let eitherWay = """
        code that shows it either keeps the first (a representable's make runs once), and then this view's own \
        code works on a copy that is not on screen, or takes the new one and loses the old one's state
        """

    private static func allocations(in members: [DeclSyntax], assignedInInit: Set<String>) -> [Allocation] {
        let wrappers = propertyWrappers(members)
        var result: [Allocation] = []
        for member in members {
            if let variable = member.as(VariableDeclSyntax.self) {
                result += allocations(in: variable, assignedInInit: assignedInInit)
            } else if let initializer = member.as(InitializerDeclSyntax.self), let body = initializer.body {
                // `Self.players[url] = player` after looking there first: one object per key, made once.
                guard !Self.keepsInStaticCache(body) else { continue }
                for call in Nodes.all(FunctionCallExprSyntax.self, in: body, outsideClosures: true) where !isGivenToSharedOwner(call) {
                    guard let type = call.constructedType, let place = place(of: call, within: body, wrappers: wrappers) else { continue }
                    result.append(Allocation(node: ExprSyntax(call), type: type, place: place, settableProperty: nil))
                }
                result += defaultArgumentAllocations(of: initializer, body: body, wrappers: wrappers)
            }
        }
        return result
    }

    /// `UITableView.appearance().tableFooterView = UIView()`: set on a type's shared proxy or instance, which keeps
    /// the latest one; nothing of this view holds it.
    private static func isGivenToSharedOwner(_ call: FunctionCallExprSyntax) -> Bool {
        Assignment(assigning: call)?.target.rootIdentifier?.first?.isUppercase == true
    }

    /// Whether the initializer stores into a static collection of the type (`Self.players[url] = player`): what
    /// it makes is kept there and found again by the next view made for the same key.
    private static func keepsInStaticCache(_ body: CodeBlockSyntax) -> Bool {
        Write.all(in: body).contains { write in
            guard let subscriptCall = write.target.as(SubscriptCallExprSyntax.self),
                  let store = subscriptCall.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = store.base?.as(DeclReferenceExprSyntax.self)
            else { return false }
            return base.baseName.text == "Self" || base.baseName.text.first?.isUppercase == true
        }
    }

    /// Where a value made in an initializer's body ends up; `nil` in a `StateObject`, whose
    /// `StateObject(wrappedValue:)` takes an autoclosure, evaluated once per view identity.
    private static func place(
        of call: FunctionCallExprSyntax, within body: CodeBlockSyntax, wrappers: [String: [String]]
    ) -> Allocation.Place? {
        switch wrapperStorage(of: call, within: body, wrappers: wrappers) {
        case ("State", let property)?: .stateValue(property, inInit: true)
        case ("StateObject", _)?: nil
        default: .initializer
        }
    }

    /// `init(button: @autoclosure () -> PUIButton = PUIButton(frame: .zero)) { _button = State(initialValue: button()) }`:
    /// the default is made on each init where the caller passes none, as if written in the body.
    private static func defaultArgumentAllocations(
        of initializer: InitializerDeclSyntax, body: CodeBlockSyntax, wrappers: [String: [String]]
    ) -> [Allocation] {
        var result: [Allocation] = []
        for parameter in initializer.signature.parameterClause.parameters {
            guard let defaultValue = parameter.defaultValue?.value else { continue }
            let name = (parameter.secondName ?? parameter.firstName).text
            let uses = Nodes.all(FunctionCallExprSyntax.self, in: body, outsideClosures: true).filter {
                $0.receiver == nil && $0.calleeName == name && $0.arguments.isEmpty
            }
            guard let use = uses.first, let place = place(of: use, within: body, wrappers: wrappers) else { continue }
            let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
            for (node, type) in createdObjects(in: defaultValue, declared: nil) {
                result.append(Allocation(node: node, type: type, place: place, settableProperty: label))
            }
        }
        return result
    }

    /// Allocations in a stored instance property's initial value, plain or `@State`; other wrappers
    /// (`@StateObject` takes an autoclosure, evaluated once) and lazy, static or computed properties are not.
    private static func allocations(in variable: VariableDeclSyntax, assignedInInit: Set<String>) -> [Allocation] {
        let attributes = TypeNames.attributeNames(variable.attributes)
        guard attributes.isEmpty || attributes == ["State"],
              !variable.modifiers.contains(where: {
                  [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind)
              })
        else { return [] }
        let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
        var result: [Allocation] = []
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  binding.accessorBlock.map(StoredProperties.isObserverOnly) ?? true,
                  let value = binding.initializer?.value,
                  // A default every initializer replaces.
                  !assignedInInit.contains(name)
            else { continue }
            let place: Allocation.Place = attributes.isEmpty ? .storedProperty(name) : .stateValue(name, inInit: false)
            let settable = isVar ? name : nil
            for (node, type) in createdObjects(in: value, declared: binding.typeAnnotation?.type) {
                result.append(Allocation(node: node, type: type, place: place, settableProperty: settable))
            }
        }
        return result
    }

    /// Objects an initial value creates: `Type(…)`, `.init(…)` of the declared type, `{ … }()` whose declared
    /// type is given, and constructions nested in arguments (`Host(view: UIView())`), not inside closures.
    private static func createdObjects(in value: ExprSyntax, declared: TypeSyntax?) -> [(ExprSyntax, String)] {
        if let call = value.as(FunctionCallExprSyntax.self), call.calledExpression.is(ClosureExprSyntax.self) {
            guard let declared, let type = TypeNames.simpleName(of: declared) else { return [] }
            return [(value, type)]
        }
        return Nodes.all(FunctionCallExprSyntax.self, in: value, outsideClosures: true).compactMap { call in
            if let type = call.constructedType { return (ExprSyntax(call), type) }
            guard call.id == value.id, let type = call.implicitInitType(declared: declared) else { return nil }
            return (ExprSyntax(call), type)
        }
    }

    /// Where a value the init creates ends up: in wrapper storage (`_player = State(initialValue: AVPlayer())`,
    /// `_text = .init(wrappedValue: view)` after `let view = UITextView()`), with that wrapper and property.
    private static func wrapperStorage(
        of call: FunctionCallExprSyntax, within body: CodeBlockSyntax, wrappers: [String: [String]]
    ) -> (wrapper: String, property: String)? {
        var current = Syntax(call).parent
        while let node = current, node.id != body.id {
            if let outer = node.as(FunctionCallExprSyntax.self), let found = storage(outer, wrappers: wrappers) { return found }
            current = node.parent
        }
        if let found = assignedStorage(ExprSyntax(call), wrappers: wrappers) { return found }
        // `let view = UITextView(); …; _text = .init(wrappedValue: view)` or `self.text = view`
        guard let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        for wrapping in Nodes.all(FunctionCallExprSyntax.self, in: body, outsideClosures: true)
        where wrapping.arguments.count == 1 && wrapping.arguments.first?.expression.trimmedDescription == local {
            if let found = storage(wrapping, wrappers: wrappers) { return found }
        }
        for reference in Nodes.all(DeclReferenceExprSyntax.self, in: body, outsideClosures: true) where reference.baseName.text == local {
            if let found = assignedStorage(ExprSyntax(reference), wrappers: wrappers) { return found }
        }
        return nil
    }

    /// `self.player = value` for an `@State var player` in an initializer: the value initialises the wrapper's storage.
    private static func assignedStorage(_ value: ExprSyntax, wrappers: [String: [String]]) -> (wrapper: String, property: String)? {
        guard let path = Assignment(assigning: value)?.target.pathFromSelf, path.count == 1, let property = path.first,
              let wrapper = wrappers[property]?.first, ["State", "StateObject"].contains(wrapper)
        else { return nil }
        return (wrapper, property)
    }

    /// `_p = State(…)`, `_p = StateObject(…)` or `_p = .init(…)`: the wrapper (the property's own for `.init`).
    private static func storage(_ call: FunctionCallExprSyntax, wrappers: [String: [String]]) -> (wrapper: String, property: String)? {
        guard let target = Assignment(assigning: call)?.target.pathFromSelf?.last, target.hasPrefix("_") else { return nil }
        let property = wrappedPropertyName(target)
        switch call.calleeName {
        case "State", "StateObject": return (call.calleeName ?? "", property)
        case "init" where call.receiver == nil: return wrappers[property]?.first.map { ($0, property) }
        default: return nil
        }
    }

    /// The property wrappers of each stored property, by name.
    private static func propertyWrappers(_ members: [DeclSyntax]) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for variable in members.compactMap({ $0.as(VariableDeclSyntax.self) }) {
            let attributes = TypeNames.attributeNames(variable.attributes)
            guard !attributes.isEmpty else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { result[name] = attributes }
            }
        }
        return result
    }
}
