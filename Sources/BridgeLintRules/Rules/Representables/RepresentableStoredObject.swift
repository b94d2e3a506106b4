import BridgeLintCore
import SwiftSyntax

/// A representable struct that creates a UIKit object in a stored property or its init: a new one per render.
struct RepresentableStoredObject: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [CallSiteFacts.self]
    static let description = RuleDescription(
        id: "representable-stored-object",
        summary: "The representable creates a view, controller, layer, player or its coordinator in a stored property or init",
        severity: .warning,
        rationale: """
            SwiftUI creates a new value of a representable struct every time its parent's body runs, and only the \
            first one's make result stays on screen. An object created in a stored property's initializer or in the \
            struct's init is therefore allocated again on every render: make uses the first instance, while later \
            update and makeCoordinator calls reach fresh ones that are not on screen, so their changes go nowhere \
            (and delegates pointing at them are released at once).
            """,
        howToFix: """
            Create the object in make (or makeCoordinator) and reach it later through the represented view or \
            `context.coordinator`. Objects that must outlive the view belong in a model owned by SwiftUI state and \
            passed in.
            """,
        triggeringExamples: [
            Example(files: [
                "ReaderView.swift": """
                    // iOS and macOS twins of one name: each allocates its own web view per copy.
                    #if os(iOS)
                    struct ReaderView: UIViewRepresentable {
                        let html: String
                        private var webView = ↓WKWebView()
                        func makeUIView(context: Context) -> WKWebView { webView }
                        func updateUIView(_ view: WKWebView, context: Context) {}
                    }
                    #else
                    struct ReaderView: NSViewRepresentable {
                        let html: String
                        private var webView = ↓WKWebView()
                        func makeNSView(context: Context) -> WKWebView { webView }
                        func updateNSView(_ view: WKWebView, context: Context) {}
                    }
                    #endif
                    """,
                "ArticleScreen.swift": """
                    struct ArticleScreen: View {
                        let article: Article
                        @State private var progress = 0.0
                        var body: some View {
                            VStack { ReaderView(html: article.html); ProgressView(value: progress) }
                        }
                    }
                    """,
            ]),
            Example("""
                // The initializer builds the view and fills it through a local: every re-render of the parent parses and
                // lays out the whole document again in a view SwiftUI throws away.
                import DocumentPreviewKit
                struct DocumentPane: UIViewRepresentable {
                    let preview: DocumentPreview
                    init(markdown: String) {
                        let preview = ↓DocumentPreview()
                        preview.render(markdown)
                        self.preview = preview
                    }
                    func makeUIView(context: Context) -> DocumentPreview { preview }
                    func updateUIView(_ uiView: DocumentPreview, context: Context) {}
                }
                struct NoteScreen: View {
                    @State private var text = ""
                    var body: some View { VStack { TextField("Note", text: $text); DocumentPane(markdown: text) } }
                }
                """),
            Example("""
                // Declared with its type and made with `.init`: each render of the screen makes another controller.
                struct SearchBar: UIViewControllerRepresentable {
                    @Binding var text: String
                    var searchController: UISearchController = ↓.init(searchResultsController: nil)
                    func makeUIViewController(context: Context) -> UINavigationController {
                        let navigation = UINavigationController()
                        navigation.navigationItem.searchController = searchController
                        return navigation
                    }
                    func updateUIViewController(_ controller: UINavigationController, context: Context) {
                        searchController.searchBar.text = text
                    }
                }
                struct SearchScreen: View {
                    @State private var query = ""
                    var body: some View { SearchBar(text: $query) }
                }
                """),
            Example("""
                // One caller relies on the default: each of its renders makes a web view.
                struct BrowserPage: UIViewRepresentable {
                    var webView = ↓WKWebView()
                    func makeUIView(context: Context) -> WKWebView { webView }
                    func updateUIView(_ view: WKWebView, context: Context) {}
                }
                struct BrowserTab: View {
                    let tab: Tab
                    var body: some View { BrowserPage(webView: tab.webView) }
                }
                struct HelpScreen: View {
                    var body: some View { BrowserPage() }
                }
                """),
            Example("""
                // make builds its own web view: the stored one is allocated on every rebuild and never used.
                struct SignupPage: UIViewRepresentable {
                    let url: URL
                    private let webView = ↓WKWebView()
                    func makeUIView(context: Context) -> WKWebView {
                        let page = WKWebView()
                        page.load(URLRequest(url: url))
                        return page
                    }
                    func updateUIView(_ page: WKWebView, context: Context) {}
                }
                struct SignupScreen: View {
                    @State private var accepted = false
                    var body: some View {
                        SignupPage(url: .signup)
                        Toggle("I agree", isOn: $accepted)
                    }
                }
                """),
            Example("""
                // Every change of the sketch re-renders the editor, which makes the canvas struct again: its @State
                // initial value allocates a canvas each time, and SwiftUI throws it away.
                struct SketchEditor: View {
                    @ObservedObject var sketch: Sketch
                    var body: some View {
                        SketchCanvas(sketch: sketch)
                    }
                }
                struct SketchCanvas: UIViewRepresentable {
                    let sketch: Sketch
                    @State private var canvas = ↓PKCanvasView()
                    func makeUIView(context: Context) -> PKCanvasView { canvas }
                    func updateUIView(_ view: PKCanvasView, context: Context) { view.drawing = sketch.drawing }
                }
                """),
            Example("""
                // SwiftUI keeps the first image view, but each new copy of the struct makes another (latent).
                struct ZoomableImage: UIViewRepresentable {
                    let url: URL
                    @State var imageView = ↓RemoteImageView()
                    func makeUIView(context: Context) -> RemoteImageView { imageView }
                    func updateUIView(_ view: RemoteImageView, context: Context) { view.load(url) }
                }
                """, confidence: .latent),
            Example("""
                // One new controller per tab, each time the parent's body makes this struct again.
                struct PagedTabs: UIViewControllerRepresentable {
                    let pages: [TabPage]
                    private let controllers: [UIViewController]
                    init(pages: [TabPage]) {
                        self.pages = pages
                        self.controllers = ↓pages.map { UIHostingController(rootView: TabPageView(page: $0)) }
                    }
                    func makeUIViewController(context: Context) -> UITabBarController {
                        let tabs = UITabBarController()
                        tabs.viewControllers = controllers
                        return tabs
                    }
                    func updateUIViewController(_ tabs: UITabBarController, context: Context) {}
                }
                struct Home: View {
                    @ObservedObject var store: PageStore
                    var body: some View { PagedTabs(pages: store.pages) }
                }
                """),
            Example("""
                // update loads the URL into the newest copy's web view, which is not the one on screen.
                struct WebView: UIViewRepresentable {
                    let url: URL
                    let webView = ↓WKWebView()
                    func makeUIView(context: Context) -> WKWebView { webView }
                    func updateUIView(_ uiView: WKWebView, context: Context) {
                        if uiView.url != url { webView.load(URLRequest(url: url)) }
                    }
                }
                struct Reader: View {
                    @Binding var article: Article
                    var body: some View { WebView(url: article.url) }
                }
                """),
            Example("""
                struct VideoPlayer: UIViewControllerRepresentable {
                    let url: URL
                    private let player: AVPlayer
                    init(url: URL) {
                        self.url = url
                        self.player = ↓AVPlayer(url: url)
                    }
                    func makeUIViewController(context: Context) -> AVPlayerViewController {
                        let controller = AVPlayerViewController()
                        controller.player = player
                        return controller
                    }
                    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
                }
                struct Trailer: View {
                    let movie: Movie
                    @State private var isLiked = false
                    var body: some View {
                        VideoPlayer(url: movie.trailer)
                        Button("Like") { isLiked.toggle() }
                    }
                }
                """),
            Example("""
                struct SearchBar: UIViewRepresentable {
                    @Binding var text: String
                    private let coordinator = ↓Coordinator()
                    private let bar: UISearchBar = ↓{
                        let bar = UISearchBar()
                        bar.searchBarStyle = .minimal
                        return bar
                    }()
                    func makeCoordinator() -> Coordinator { coordinator }
                    func makeUIView(context: Context) -> UISearchBar { bar }
                    func updateUIView(_ uiView: UISearchBar, context: Context) {}
                    final class Coordinator: NSObject, UISearchBarDelegate {}
                }
                struct Finder: View {
                    @State private var query = ""
                    var body: some View { SearchBar(text: $query) }
                }
                """),
            Example(files: [
                "OptionField.swift": """
                    struct OptionField: UIViewRepresentable {
                        let field = ↓BackspaceTextField()
                        func makeUIView(context: Context) -> BackspaceTextField { field }
                        func updateUIView(_ uiView: BackspaceTextField, context: Context) {}
                    }
                    struct Options: View {
                        @State private var count = 0
                        var body: some View { OptionField().id(count) }
                    }
                    """,
                "BackspaceTextField.swift": """
                    final class BackspaceTextField: UITextField {
                        override func deleteBackward() { super.deleteBackward() }
                    }
                    """,
            ]),
            Example("""
                struct LogView: NSViewRepresentable {
                    let log: String
                    private let textView = ↓NSTextView()
                    func makeNSView(context: Context) -> NSTextView { textView }
                    func updateNSView(_ view: NSTextView, context: Context) { view.string = log }
                }
                struct Console: View {
                    @ObservedObject var session: Session
                    var body: some View { LogView(log: session.log) }
                }
                """),
            Example("""
                // The view's class comes from a package: make returning it shows it is a view all the same.
                struct Confetti: UIViewRepresentable {
                    let burst = ↓ConfettiEmitterView()
                    func makeUIView(context: Context) -> UIView {
                        burst.start()
                        return burst
                    }
                    func updateUIView(_ uiView: UIView, context: Context) {}
                }
                struct Celebration: View {
                    @State private var score = 0
                    var body: some View {
                        Confetti()
                        Text("\\(score)")
                    }
                }
                """),
            Example("""
                // update calls a helper that renders into the newest copy's renderer.
                struct RichNote: UIViewRepresentable {
                    let text: String
                    private let renderer = ↓NoteRenderer()
                    func makeUIView(context: Context) -> UITextView {
                        let textView = renderer.textView
                        textView.isEditable = false
                        return textView
                    }
                    func updateUIView(_ uiView: UITextView, context: Context) { refresh() }
                    private func refresh() { renderer.render(text) }
                }
                struct NoteDetail: View {
                    @Binding var note: Note
                    var body: some View { RichNote(text: note.body) }
                }
                """),
            Example("""
                // The struct's own API reaches the terminal of whichever copy it is called on.
                public struct TerminalPane: NSViewRepresentable {
                    public init() {}
                    let terminal = ↓TerminalEmulatorView()
                    public func makeNSView(context: Context) -> TerminalEmulatorView { terminal }
                    public func updateNSView(_ view: TerminalEmulatorView, context: Context) {}
                    public func write(_ text: String) { terminal.feed(text) }
                }
                struct Session: View {
                    let pane = TerminalPane()
                    @State private var output = ""
                    var body: some View {
                        pane.onChange(of: output) { pane.write($0) }
                    }
                }
                """),
            Example("""
                // The parent keeps the struct in @State, so the kept copy's map is the one shown, but the initial
                // value is evaluated again each time the parent is made.
                struct RouteMap: UIViewRepresentable {
                    var map = ↓MKMapView()
                    func makeUIView(context: Context) -> MKMapView { map }
                    func updateUIView(_ view: MKMapView, context: Context) {}
                    func showUser() { map.setUserTrackingMode(.follow, animated: true) }
                }
                struct Directions: View {
                    @State private var routeMap = RouteMap()
                    var body: some View { routeMap.onAppear { routeMap.showUser() } }
                }
                struct Trips: View {
                    @State private var selected = 0
                    var body: some View { Directions().tag(selected) }
                }
                """),
            Example("""
                // An empty container view that only make uses: one more small allocation per rebuild (latent).
                struct BadgeHost: UIViewRepresentable {
                    let container = ↓UIView()
                    func makeUIView(context: Context) -> UIView {
                        container.backgroundColor = .systemRed
                        return container
                    }
                    func updateUIView(_ view: UIView, context: Context) {}
                }
                struct Inbox: View {
                    @State private var unread = 0
                    var body: some View { BadgeHost().opacity(unread > 0 ? 1 : 0) }
                }
                """, confidence: .latent),
            Example("""
                // No parent in sight makes the struct again: latent until one does.
                struct Scanner: UIViewControllerRepresentable {
                    let capture = ↓CaptureViewController()
                    func makeUIViewController(context: Context) -> CaptureViewController { capture }
                    func updateUIViewController(_ controller: CaptureViewController, context: Context) {}
                }
                final class ScanHost: UIViewController {
                    let host = UIHostingController(rootView: Scanner())
                }
                """, confidence: .latent),
            Example("""
                // A model makes the struct once in its initializer and the screen shows that stored copy (latent).
                struct Canvas: NSViewRepresentable {
                    let page = ↓WKWebView()
                    func makeNSView(context: Context) -> WKWebView { page }
                    func updateNSView(_ view: WKWebView, context: Context) {}
                    func export() { page.evaluateJavaScript("save()") }
                }
                final class CanvasModel: ObservableObject {
                    @Published var canvas: Canvas?
                    init() { canvas = Canvas() }
                }
                struct CanvasScreen: View {
                    @StateObject private var model = CanvasModel()
                    var body: some View { model.canvas }
                }
                """, confidence: .latent),
            Example("""
                // The scanner keeps its delegate weakly: when the parent re-renders, the copy holding the first
                // delegate goes away and no delegate is left to report codes.
                struct CodeScanner: UIViewControllerRepresentable {
                    let onCode: (String) -> Void
                    private let delegate = ↓ScanDelegate()
                    func makeUIViewController(context: Context) -> ScannerController {
                        let scanner = ScannerController()
                        delegate.onCode = onCode
                        scanner.delegate = delegate
                        return scanner
                    }
                    func updateUIViewController(_ scanner: ScannerController, context: Context) {}
                }
                struct CheckoutScreen: View {
                    @State private var codes: [String] = []
                    var body: some View {
                        VStack {
                            Text("\\(codes.count) scanned")
                            CodeScanner { codes.append($0) }
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // The coordinator keeps the first copy, and with it the first delegate, as long as the view.
                struct ArticleView: UIViewRepresentable {
                    let html: String
                    let delegate: LinkDelegate
                    init(html: String, opener: LinkOpener) {
                        self.html = html
                        self.delegate = LinkDelegate(opener: opener)
                    }
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> WKWebView {
                        let web = WKWebView()
                        web.navigationDelegate = delegate
                        return web
                    }
                    func updateUIView(_ web: WKWebView, context: Context) {}
                    final class Coordinator {
                        let view: ArticleView
                        init(_ view: ArticleView) { self.view = view }
                    }
                }
                struct Reader: View {
                    @State private var html = ""
                    let opener: LinkOpener
                    var body: some View { ArticleView(html: html, opener: opener) }
                }
                """),
            Example("""
                // Update hands each copy's delegate to the scanner before anything else: the one it holds is alive.
                struct CodeScanner: UIViewControllerRepresentable {
                    let onCode: (String) -> Void
                    private let delegate = ScanDelegate()
                    func makeUIViewController(context: Context) -> ScannerController {
                        let scanner = ScannerController()
                        scanner.delegate = delegate
                        return scanner
                    }
                    func updateUIViewController(_ scanner: ScannerController, context: Context) {
                        delegate.onCode = onCode
                        scanner.delegate = delegate
                    }
                }
                struct CheckoutScreen: View {
                    @State private var codes: [String] = []
                    var body: some View {
                        VStack {
                            Text("\\(codes.count) scanned")
                            CodeScanner { codes.append($0) }
                        }
                    }
                }
                """),
            Example("""
                // The coordinator keeps the delegate for the view's whole life.
                struct CodeScanner: UIViewControllerRepresentable {
                    let onCode: (String) -> Void
                    func makeCoordinator() -> ScanDelegate { ScanDelegate() }
                    func makeUIViewController(context: Context) -> ScannerController {
                        let scanner = ScannerController()
                        context.coordinator.onCode = onCode
                        scanner.delegate = context.coordinator
                        return scanner
                    }
                    func updateUIViewController(_ scanner: ScannerController, context: Context) {
                        context.coordinator.onCode = onCode
                    }
                }
                struct CheckoutScreen: View {
                    @State private var codes: [String] = []
                    var body: some View {
                        VStack {
                            Text("\\(codes.count) scanned")
                            CodeScanner { codes.append($0) }
                        }
                    }
                }
                """),
            Example("""
                // Values made with `.init` against their declared type: copies, not objects made on every render.
                struct PaddedInput: UIViewRepresentable {
                    @Binding var text: String
                    var insets: UIEdgeInsets = .init(top: 4, left: 8, bottom: 4, right: 8)
                    var style: InputStyle = .init(weight: 2)
                    func makeUIView(context: Context) -> PaddedField { PaddedField() }
                    func updateUIView(_ field: PaddedField, context: Context) {
                        field.text = text
                        field.insets = insets
                        field.weight = style.weight
                    }
                }
                struct InputStyle { var weight: Int }
                struct NameForm: View {
                    @State private var name = ""
                    var body: some View { PaddedInput(text: $name) }
                }
                """),
            Example("""
                // Every caller passes its own web view: the default is never evaluated.
                struct BrowserPage: UIViewRepresentable {
                    var webView = WKWebView()
                    func makeUIView(context: Context) -> WKWebView { webView }
                    func updateUIView(_ view: WKWebView, context: Context) {}
                }
                struct BrowserTab: View {
                    let tab: Tab
                    var body: some View { BrowserPage(webView: tab.webView) }
                }
                """),
            Example("""
                // A factory that builds a new view in make: the stored value itself is not shown.
                struct Badge: UIViewRepresentable {
                    let factory = BadgeFactory()
                    func makeUIView(context: Context) -> UILabel {
                        factory.makeLabel()
                    }
                    func updateUIView(_ uiView: UILabel, context: Context) {}
                }
                """),
            Example("""
                struct VideoPlayer: UIViewControllerRepresentable {
                    let player: AVPlayer
                    func makeUIViewController(context: Context) -> AVPlayerViewController {
                        let controller = AVPlayerViewController()
                        controller.player = player
                        return controller
                    }
                    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {}
                }
                """),
            Example("""
                struct Badge: UIViewRepresentable {
                    let text: String
                    private let insets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
                    private let font = UIFont.preferredFont(forTextStyle: .caption1)
                    private let style = BadgeStyle()
                    private let session = URLSession.shared
                    private static let sharedFormatter = DateFormatter()
                    @State private var cache = ImageCache()
                    func makeUIView(context: Context) -> UILabel { UILabel() }
                    func updateUIView(_ label: UILabel, context: Context) { label.text = text }
                }
                """),
            Example(files: [
                "Chart.swift": """
                    struct Chart: UIViewRepresentable {
                        let series: [Double]
                        let layout = ChartLayout()
                        let renderer = LegacyRenderer()
                        func makeUIView(context: Context) -> ChartView { ChartView() }
                        func updateUIView(_ view: ChartView, context: Context) { view.apply(layout, series) }
                    }
                    """,
                "ChartLayout.swift": """
                    struct ChartLayout { var spacing: CGFloat = 4 }
                    final class LegacyRenderer: NSObject {}
                    """,
            ]),
            Example("""
                // A class that wraps a representable can own objects: it is not recreated by SwiftUI.
                final class Screen {
                    let view = UIView()
                    func makeUIView(context: Context) -> UIView { view }
                }
                """),
        ],
        symptoms: [
            "Changes made in update never show on screen",
            "A delegate set in make is never called",
            "delegate methods are never called",
            "changes go to a view that is not on screen",
            "a new player or view is allocated on every render",
        ],
        scaffold: .representable
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        var seen: Set<SyntaxIdentifier> = []
        // Same-named iOS and macOS twins (`#if canImport(AppKit)`) share one type group: each lifecycle reads the
        // struct its make is written in, so both twins are read and each message names its own methods.
        let all = Representable.all(in: file)
        let ordered = all.filter { $0.makeIsInDeclaration } + all.filter { !$0.makeIsInDeclaration }
        for representable in ordered {
            guard let declaration = representable.make.ancestor(StructDeclSyntax.self) ?? representable.declaration?.as(StructDeclSyntax.self),
                  seen.insert(declaration.id).inserted
            else { continue }
            let coordinatorName = representable.coordinator?.name ?? "Coordinator"
            for (creation, type, property) in Self.stateCreations(in: declaration)
            where PlatformObjects.isFrameworkObject(type) || Self.makeShows(property, in: representable) {
                // SwiftUI keeps the first; whether a parent makes the struct again is the index's to say.
                report.whenIndexed(at: creation, asking: Question(
                    type: type, make: representable.lifecycle.make, representable: representable.name, property: property,
                    isReplaceableDefault: false, isKnownObject: true,
                    isCheap: StoredObjectUse.isBareBaseObject(creation, type: type), isPublic: false, isUsed: true,
                    laterReader: "", laterReaderIsUpdate: false, file: file.path, isStateInitialValue: true))
            }
            let settableDefaults = Self.memberwiseDefaults(in: declaration)
            let isPublic = declaration.modifiers.contains { ["public", "open"].contains($0.name.text) }
            let use = StoredObjectUse(representable)
            for (creation, type, property) in Self.creations(in: declaration) {
                // A class from another module is still a view when make puts it (or a part of it) on screen.
                let isKnownObject = type == coordinatorName || PlatformObjects.isFrameworkObject(type)
                    || Self.makeShows(property, in: representable)
                let reader = use.laterReader(of: property, apartFrom: creation, file: file)
                report.whenIndexed(at: creation, asking: Question(
                    type: type, make: representable.lifecycle.make, representable: representable.name, property: property,
                    isReplaceableDefault: settableDefaults.contains(property), isKnownObject: isKnownObject,
                    isCheap: StoredObjectUse.isBareBaseObject(creation, type: type), isPublic: isPublic,
                    isUsed: StoredObjectUse.isRead(property, in: declaration, apartFrom: creation),
                    laterReader: reader?.description ?? "", laterReaderIsUpdate: reader?.isUpdate ?? false, file: file.path,
                    weakHolder: Self.weakHolder(of: property, in: representable, file: file) ?? ""))
            }
        }
    }

    /// An object `type` created in the stored `property` of `representable`; `make` names its make method.
    @CompactCoded
    struct Question: IndexQuestion {
        var type: String
        var make: String
        var representable: String
        var property: String
        /// A `var` default the memberwise initializer lets callers replace.
        var isReplaceableDefault: Bool
        /// Known to be a view, controller, player or coordinator without the index; otherwise a project class the
        /// index traces to a framework object first.
        var isKnownObject: Bool
        /// `UIView()`, `UIViewController()`…: an empty base object, cheap to make.
        var isCheap: Bool
        var isPublic: Bool
        /// Whether any code of the struct but the creation reads the property.
        var isUsed: Bool
        /// The first method other than make, makeCoordinator and dismantle that reads the property, with its
        /// line (`updateUIView (line 12)`); empty when there is none.
        var laterReader: String
        var laterReaderIsUpdate: Bool
        /// The file declaring `representable`: which of several types of its name the question is about.
        var file = ""
        /// What make hands the object to that keeps it only weakly (`controller.delegate`, `VideoController(delegate:)`),
        /// when update does not hand over each new copy's: the view is left with the first, which dies with its copy.
        var weakHolder = ""
        /// The initial value of a `@State` property (`@State private var canvas = PKCanvasView()`): the kept copy's
        /// object is the one shown, and each later copy's is made and thrown away.
        var isStateInitialValue = false
    }

    /// Reported unless every construction of the representable passes its own object for the property (the
    /// default is then never evaluated); a project class only when the index traces it to a framework object.
    /// Latent where only an allocation is wasted on a cheap object, or where nothing re-makes the representable.
    static func verdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        let (type, name) = (question.type, question.representable)
        let everyConstruction = index.record(of: CallSiteFacts.self).labelsEveryConstructionPasses[name]
        if question.isReplaceableDefault, everyConstruction?.contains(question.property) == true { return nil }
        let madeAt = index.rerenderingWitness(of: name, declaredIn: question.file)
        let made = madeAt.map { $0.isEmpty ? "" : " (it is made at \($0))" } ?? ""
        let created = "a new \(type) is created each time SwiftUI makes '\(name)' again\(made)"
        if question.isStateInitialValue {
            let thrownAway = """
                '\(question.property)' is a @State property whose initial value SwiftUI evaluates for every new copy of \
                the struct and throws away, keeping the first; create the \(type) in \(question.make), or keep it in the coordinator
                """
            guard madeAt != nil else {
                return .latent("""
                    today '\(name)' is only made where nothing re-renders it, so one \(type) is made; once a parent view \
                    shows it, each re-render of the parent allocates another: \(thrownAway)
                    """)
            }
            let message = "\(created): \(thrownAway)"
            return question.isCheap ? .latent(message) : IndexVerdict(message)
        }
        if !question.weakHolder.isEmpty {
            let harm = """
                \(question.make) hands the first one to \(question.weakHolder), which keeps it only weakly, and update \
                does not hand over each later one: once SwiftUI makes '\(name)' again, the copy holding the first is released, the \
                \(type) is freed, and its callbacks stop; keep it in the coordinator (makeCoordinator) and hand over \
                context.coordinator's
                """
            return madeAt == nil
                ? .latent("'\(question.property)' creates its own \(type): today nothing re-renders '\(name)', but \(harm)")
                : IndexVerdict("\(created): \(harm)")
        }
        guard question.isKnownObject || PlatformObjects.isKnownObject(type, in: index) else { return nil }
        guard madeAt != nil else {
            let today = question.isPublic
                ? "'\(name)' is public and this project never shows it inside a parent view, so nothing here makes it again; in an app that does"
                : "today '\(name)' is only made where nothing re-renders it (a hosting controller's first root view, a preview, an event handler), so one \(type) is made; once a parent view shows it"
            return .latent("""
                '\(question.property)' creates its own \(type): \(today), each re-render of the parent creates another \
                and only the first reaches the screen; create it in \(question.make) and reach it through the view
                """)
        }
        guard question.isUsed else {
            let message = """
                \(created) and nothing uses it (\(question.make) makes what it shows): every rebuild allocates one for \
                nothing; remove '\(question.property)'
                """
            return question.isCheap ? .latent(message) : IndexVerdict(message)
        }
        // `@State var map = MapView()`: the kept struct's object is the one on screen; only the allocation is wasted.
        if everyConstruction?.contains(CallSiteFacts.stateHeldMark) == true {
            let message = """
                \(created): '\(name)' is the initial value of a @State property, evaluated each time its owner is \
                made again, and SwiftUI keeps the first and throws the new one away with its \(type); keep the \(type) \
                in a class the owner holds with @StateObject and pass it in, so that it is made once
                """
            return question.isCheap ? .latent(message) : IndexVerdict(message)
        }
        if !question.laterReader.isEmpty {
            if question.laterReaderIsUpdate {
                return IndexVerdict("""
                    \(created), but only the first one is on screen: \(question.laterReader) reaches the newest copy's \
                    \(type), which is not shown, so what it does there goes nowhere; create it in \(question.make) and use \
                    the view update is given
                    """)
            }
            return IndexVerdict("""
                \(created), but only the first one is on screen: \(question.laterReader) acts on the \(type) of the \
                copy it is called on, which after a rebuild is not the one shown; keep the \(type) in an object that \
                the owning view creates once (@StateObject) and pass it in
                """)
        }
        let message = """
            \(created) and thrown away: \(question.make) keeps only the first, so every rebuild allocates another \
            \(type) for nothing\(question.isCheap ? " (an empty \(type) costs little)" : ""); create it in \(question.make) \
            (or makeCoordinator) and reach it through the view or context.coordinator
            """
        return question.isCheap ? .latent(message) : IndexVerdict(message)
    }

    /// What make hands `property` to that keeps it weakly: a delegate or data source (`controller.delegate =
    /// delegate`, weak by UIKit's convention), or an initializer argument of a class of the file that stores it in a
    /// `weak` property (`VideoController(delegate: delegate)`). `nil` when update hands it over before any early
    /// return, so each new copy's reaches the view, and when the coordinator is given the first copy
    /// (`Coordinator(self)`), which keeps its object alive as long as the view.
    private static func weakHolder(of property: String, in representable: Representable, file: LintFile) -> String? {
        guard let makeBody = representable.make.body, !LocalNames.declared(in: makeBody).contains(property),
              !coordinatorKeepsFirstCopy(representable)
        else { return nil }
        func isProperty(_ value: ExprSyntax) -> Bool { value.withoutUnwraps.pathFromSelf == [property] }
        var holder: String?
        for write in Write.all(in: makeBody, outsideClosures: true) {
            guard let path = write.target.pathFromSelf, path.count >= 2, let last = path.last,
                  last == "dataSource" || last.lowercased().hasSuffix("delegate"),
                  let sequence = write.node.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                  assignment.value.count == 1, isProperty(assignment.value[0])
            else { continue }
            holder = "'\(path.joined(separator: "."))'"
        }
        if holder == nil {
            for call in Nodes.all(FunctionCallExprSyntax.self, in: makeBody, outsideClosures: true) {
                guard let type = call.constructedType,
                      let argument = call.arguments.first(where: { $0.label.map { weakProperties(of: type, in: file).contains($0.text) } ?? false }),
                      isProperty(argument.expression), let label = argument.label?.text
                else { continue }
                holder = "\(type)(\(label):)"
            }
        }
        guard let holder, let update = representable.update?.body else { return holder }
        // Handed over again before any early return: each copy's object reaches the view.
        for item in update.statements {
            if item.item.is(GuardStmtSyntax.self) || item.item.is(ReturnStmtSyntax.self) { break }
            if item.item.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == property }) { return nil }
        }
        return holder
    }

    /// `makeCoordinator() { Coordinator(self) }`: the coordinator, kept as long as the view, is handed the first copy.
    private static func coordinatorKeepsFirstCopy(_ representable: Representable) -> Bool {
        guard let body = representable.makeCoordinator?.body else { return false }
        return Nodes.all(FunctionCallExprSyntax.self, in: body, outsideClosures: true).contains { call in
            call.arguments.contains { $0.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) }
        }
    }

    /// The `weak` stored properties of a class the file declares.
    private static func weakProperties(of type: String, in file: LintFile) -> Set<String> {
        let classes = FileNodes.of(file).declarationsOutsideCode.compactMap { $0.as(ClassDeclSyntax.self) }
        guard let declaration = classes.first(where: { $0.name.text == type }) else { return [] }
        return Set(declaration.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
            .filter { $0.modifiers.contains { $0.name.tokenKind == .keyword(.weak) } }
            .flatMap(\.bindings).compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
    }

    /// Stored `var`s with a default that the memberwise initializer lets callers replace: the struct declares
    /// no initializer of its own.
    private static func memberwiseDefaults(in declaration: StructDeclSyntax) -> Set<String> {
        let members = declaration.memberBlock.flattenedDeclarations
        guard !members.contains(where: { $0.is(InitializerDeclSyntax.self) }) else { return [] }
        return Set(members.compactMap { $0.as(VariableDeclSyntax.self) }
            .filter { $0.bindingSpecifier.tokenKind == .keyword(.var) && !$0.modifiers.contains { $0.name.tokenKind == .keyword(.private) } }
            .flatMap(\.bindings)
            .filter { $0.initializer != nil }
            .compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
    }

    /// `@State var imageView = LazyImageView()`: unlike `@StateObject`'s, a `@State` initial value is not an
    /// autoclosure, so the object is made with every copy of the struct.
    private static func stateCreations(in declaration: StructDeclSyntax) -> [(ExprSyntax, String, property: String)] {
        declaration.memberBlock.flattenedDeclarations.flatMap { member -> [(ExprSyntax, String, property: String)] in
            guard let variable = member.as(VariableDeclSyntax.self),
                  TypeNames.attributeNames(variable.attributes) == ["State"]
            else { return [] }
            return variable.bindings.compactMap { binding in
                guard let value = binding.initializer?.value, let type = createdType(value, declared: binding.typeAnnotation?.type),
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { return nil }
                return (value, type, name)
            }
        }
    }

    /// Objects the struct creates: initial values of stored instance properties without a property wrapper,
    /// and values its initializers assign to properties. Each with the created type.
    private static func creations(in declaration: StructDeclSyntax) -> [(ExprSyntax, String, property: String)] {
        var result: [(ExprSyntax, String, property: String)] = []
        for member in declaration.memberBlock.flattenedDeclarations {
            if let variable = member.as(VariableDeclSyntax.self),
               !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
               variable.attributes.isEmpty {
                for binding in variable.bindings where binding.accessorBlock == nil {
                    guard let value = binding.initializer?.value,
                          let type = createdType(value, declared: binding.typeAnnotation?.type),
                          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                    else { continue }
                    result.append((value, type, name))
                }
            } else if let initializer = member.as(InitializerDeclSyntax.self), let body = initializer.body {
                for statement in body.statements {
                    guard let sequence = statement.item.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                          assignment.value.count == 1, let path = assignment.target.pathFromSelf, path.count == 1
                    else { continue }
                    if let type = createdType(assignment.value[0], declared: nil) {
                        result.append((assignment.value[0], type, path[0]))
                    } else if let local = assignment.value[0].as(DeclReferenceExprSyntax.self),
                              case .value(let origin, _)? = LocalBinding.origin(of: local.baseName.text, visibleAt: Syntax(sequence)),
                              let type = createdType(origin, declared: nil) {
                        // `let preview = JSONPreview(); preview.show(json); self.preview = preview`: made a line earlier.
                        result.append((origin, type, path[0]))
                    }
                }
            }
        }
        return result
    }

    /// Whether make shows the stored object: returns it or a part of it (`metaText.textView`, also through a
    /// local), or adds it as a subview. Only UIKit and AppKit views can be either.
    private static func makeShows(_ property: String, in representable: Representable) -> Bool {
        guard let body = representable.make.body else { return false }
        let shadowed = LocalNames.declared(in: body).contains(property)
        func isRootedInProperty(_ expression: ExprSyntax, depth: Int = 0) -> Bool {
            let unwrapped = expression.withoutUnwraps
            if let path = unwrapped.memberPath, path.first == "self", path.count > 1 { return path[1] == property }
            // A property path only: `factory.makeLabel()` may build something new each time.
            guard let root = unwrapped.memberPath?.first else { return false }
            if root == property { return !shadowed }
            guard depth < 2, let local = HostingScope.local(named: root, at: unwrapped), case .value(let value) = local.source
            else { return false }
            return isRootedInProperty(value, depth: depth + 1)
        }
        if representable.makeReturns.contains(where: { isRootedInProperty($0) }) { return true }
        return Nodes.all(FunctionCallExprSyntax.self, in: body).contains { call in
            guard HostingVocabulary.addingSubview.contains(call.calleeName ?? ""), let added = call.arguments.first?.expression
            else { return false }
            return isRootedInProperty(added)
        }
    }

    /// The type an expression creates: `Type(…)`, `{ … }()` whose declared type is given, or the elements of
    /// `items.map { Type(…) }` (a new object per element).
    private static func createdType(_ value: ExprSyntax, declared: TypeSyntax?) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        if call.calledExpression.is(ClosureExprSyntax.self) {
            return declared.flatMap { TypeNames.simpleName(of: $0) }
        }
        // `var search: UISearchController = .init(searchResultsController: nil)`: the declared type is made.
        if let type = call.implicitInitType(declared: declared) { return type }
        if ["map", "compactMap"].contains(call.calleeName), call.arguments.isEmpty, let closure = call.trailingClosure,
           closure.statements.count == 1, let only = closure.statements.first {
            let element = only.item.as(ExprSyntax.self) ?? only.item.as(ReturnStmtSyntax.self)?.expression
            return element?.as(FunctionCallExprSyntax.self)?.constructedType
        }
        return call.constructedType
    }
}
