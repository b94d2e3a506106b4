import BridgeLintCore
import SwiftSyntax

/// The coordinator keeps the first copy of its representable and never gets the newer ones.
struct CoordinatorStaleParent: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [CallSiteFacts.self]

    static let description = RuleDescription(
        id: "coordinator-stale-parent",
        summary: "The coordinator keeps a copy of the representable that update never refreshes",
        severity: .warning,
        rationale: """
            A representable is a struct: SwiftUI makes a new value of it for every update, with the current \
            values, but creates the coordinator only once. A coordinator that stores `parent` in a `let`, or in a \
            `var` that update never reassigns, keeps the first copy: a plain value it reads there (a list of \
            annotations, a limit, an option) never changes, so delegate callbacks act on the first render's data. \
            Bindings and @State read through the old copy still reach SwiftUI's storage, so those alone are not \
            reported. A closure is stale only if it captured a changing value: it is reported when a call site \
            passes one that does, and as latent when none in sight does (a library's public view, callers that \
            capture only @State).
            """,
        howToFix: """
            Make the property a `var` and refresh it at the start of update: `context.coordinator.parent = self`. \
            `bridgelint fix` does both. Alternatively, give the coordinator only the `Binding` values it needs.
            """,
        triggeringExamples: [
            Example("""
                // One row per action, keyed by the action: each row's binding always leads to its own key (latent).
                struct ShortcutField: NSViewRepresentable {
                    @Binding var shortcut: Shortcut?
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeNSView(context: Context) -> ShortcutRecorder {
                        let recorder = ShortcutRecorder()
                        recorder.delegate = context.coordinator
                        return recorder
                    }
                    func updateNSView(_ recorder: ShortcutRecorder, context: Context) {
                        if recorder.shortcut != shortcut { recorder.shortcut = shortcut }
                    }
                    final class Coordinator: NSObject, ShortcutRecorderDelegate {
                        let ↓parent: ShortcutField
                        init(_ parent: ShortcutField) { self.parent = parent }
                        func recorder(_ recorder: ShortcutRecorder, didRecord shortcut: Shortcut) {
                            parent.shortcut = shortcut
                        }
                    }
                }
                struct ShortcutsList: View {
                    @ObservedObject var store: ShortcutStore
                    let actions: [String]
                    var body: some View {
                        ForEach(actions, id: \\.self) { action in
                            ShortcutField(shortcut: store.binding(for: action))
                        }
                    }
                }
                """, confidence: .latent),
            Example("""
                // The binding follows the selected action, but the first copy's keeps writing the first one.
                struct ShortcutField: NSViewRepresentable {
                    @Binding var shortcut: Shortcut?
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeNSView(context: Context) -> ShortcutRecorder {
                        let recorder = ShortcutRecorder()
                        recorder.delegate = context.coordinator
                        return recorder
                    }
                    func updateNSView(_ recorder: ShortcutRecorder, context: Context) {
                        if recorder.shortcut != shortcut { recorder.shortcut = shortcut }
                    }
                    final class Coordinator: NSObject, ShortcutRecorderDelegate {
                        let ↓parent: ShortcutField
                        init(_ parent: ShortcutField) { self.parent = parent }
                        func recorder(_ recorder: ShortcutRecorder, didRecord shortcut: Shortcut) {
                            parent.shortcut = shortcut
                        }
                    }
                }
                struct ShortcutEditor: View {
                    @ObservedObject var store: ShortcutStore
                    let actions: [String]
                    @State private var selected = 0
                    var body: some View {
                        Picker("Action", selection: $selected) {
                            ForEach(actions.indices, id: \\.self) { Text(actions[$0]).tag($0) }
                        }
                        ShortcutField(shortcut: store.binding(for: actions[selected]))
                    }
                }
                """),
            Example("""
                // The page binding is made anew for the selected chapter and handed down through the page view: after
                // another chapter is picked, typing still writes into the first one.
                struct ChapterTextView: UIViewRepresentable {
                    @Binding var text: String
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UITextView {
                        let view = UITextView()
                        view.delegate = context.coordinator
                        return view
                    }
                    func updateUIView(_ view: UITextView, context: Context) {
                        if view.text != text { view.text = text }
                    }
                    final class Coordinator: NSObject, UITextViewDelegate {
                        var ↓parent: ChapterTextView
                        init(_ parent: ChapterTextView) { self.parent = parent }
                        func textViewDidChange(_ view: UITextView) { parent.text = view.text }
                    }
                }
                struct ChapterPage: View {
                    @Binding var chapter: Chapter
                    var body: some View { ChapterTextView(text: $chapter.body) }
                }
                struct BookEditor: View {
                    @ObservedObject var book: Book
                    @State private var selected: Chapter?
                    var body: some View {
                        ChapterList(chapters: book.chapters, selection: $selected)
                        if let chapter = selected {
                            ChapterPage(chapter: Binding(get: { chapter }, set: { book.save($0) }))
                        }
                    }
                }
                """),
            Example("""
                // Only a binding is written through the old copy: `$query` is the same storage in every copy (latent).
                struct SearchBar: UIViewRepresentable {
                    @Binding var text: String
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UISearchBar {
                        let bar = UISearchBar()
                        bar.delegate = context.coordinator
                        return bar
                    }
                    func updateUIView(_ bar: UISearchBar, context: Context) {
                        if bar.text != text { bar.text = text }
                    }
                    final class Coordinator: NSObject, UISearchBarDelegate {
                        let ↓parent: SearchBar
                        init(_ parent: SearchBar) { self.parent = parent }
                        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                            parent.text = searchText
                        }
                    }
                }
                struct SearchScreen: View {
                    @State private var query = ""
                    var body: some View { SearchBar(text: $query) }
                }
                """, confidence: .latent),
            Example("""
                struct SearchBar: UIViewRepresentable {
                    @Binding var text: String
                    let minimumLength: Int
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UISearchBar {
                        let bar = UISearchBar()
                        bar.delegate = context.coordinator
                        return bar
                    }
                    func updateUIView(_ bar: UISearchBar, context: Context) {
                        if bar.text != text { bar.text = text }
                    }
                    final class Coordinator: NSObject, UISearchBarDelegate {
                        let ↓parent: SearchBar
                        init(_ parent: SearchBar) { self.parent = parent }
                        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                            guard searchText.count >= parent.minimumLength else { return }
                            parent.text = searchText
                        }
                    }
                }
                struct FilterScreen: View {
                    @State private var query = ""
                    @AppStorage("minimumQuery") private var minimum = 2
                    var body: some View { SearchBar(text: $query, minimumLength: minimum) }
                }
                """),
            Example(files: [
                "Admin/SearchBar.swift": """
                    // The admin tool's own SearchBar is only ever given a constant; the changing minimum goes to the phone
                    // app's SearchBar, a different type of the same name, which refreshes its copy (latent).
                    struct SearchBar: UIViewRepresentable {
                        @Binding var text: String
                        let minimumLength: Int
                        func makeCoordinator() -> Coordinator { Coordinator(self) }
                        func makeUIView(context: Context) -> UISearchBar {
                            let bar = UISearchBar()
                            bar.delegate = context.coordinator
                            return bar
                        }
                        func updateUIView(_ bar: UISearchBar, context: Context) {
                            if bar.text != text { bar.text = text }
                        }
                        final class Coordinator: NSObject, UISearchBarDelegate {
                            let ↓parent: SearchBar
                            init(_ parent: SearchBar) { self.parent = parent }
                            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                                guard searchText.count >= parent.minimumLength else { return }
                                parent.text = searchText
                            }
                        }
                    }
                    struct AdminScreen: View {
                        @State private var query = ""
                        var body: some View { SearchBar(text: $query, minimumLength: 3) }
                    }
                    """,
                "Phone/SearchBar.swift": """
                    struct SearchBar: UIViewRepresentable {
                        @Binding var text: String
                        let minimumLength: Int
                        func makeCoordinator() -> Coordinator { Coordinator(self) }
                        func makeUIView(context: Context) -> UISearchBar {
                            let bar = UISearchBar()
                            bar.delegate = context.coordinator
                            return bar
                        }
                        func updateUIView(_ bar: UISearchBar, context: Context) {
                            context.coordinator.parent = self
                            if bar.text != text { bar.text = text }
                        }
                        final class Coordinator: NSObject, UISearchBarDelegate {
                            var parent: SearchBar
                            init(_ parent: SearchBar) { self.parent = parent }
                            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                                guard searchText.count >= parent.minimumLength else { return }
                                parent.text = searchText
                            }
                        }
                    }
                    """,
                "Phone/FilterScreen.swift": """
                    struct FilterScreen: View {
                        @State private var query = ""
                        @AppStorage("minimumQuery") private var minimum = 2
                        var body: some View { SearchBar(text: $query, minimumLength: minimum) }
                    }
                    """,
            ], confidence: .latent),
            Example("""
                // The web view is made in init, so it is no input; refreshing 'parent' would swap it for the new
                // copy's, which is not on screen: the message says to keep the width on the coordinator instead.
                struct MailBody: UIViewRepresentable {
                    let width: CGFloat
                    private let webView: WKWebView
                    init(width: CGFloat) {
                        self.width = width
                        webView = WKWebView(frame: CGRect(x: 0, y: 0, width: width, height: 1))
                    }
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> WKWebView {
                        webView.navigationDelegate = context.coordinator
                        return webView
                    }
                    func updateUIView(_ view: WKWebView, context: Context) {}
                    final class Coordinator: NSObject, WKNavigationDelegate {
                        var ↓parent: MailBody
                        init(_ parent: MailBody) { self.parent = parent }
                        func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
                            parent.webView.frame.size.width = parent.width
                        }
                    }
                }
                struct MailScreen: View {
                    var body: some View {
                        GeometryReader { proxy in MailBody(width: proxy.size.width) }
                    }
                }
                """, noFixBecause: "refreshing 'parent' would also swap in the new copy's own web view"),
            Example("""
                struct CommentField: UIViewRepresentable {
                    var onSubmit: (String) -> Void
                    var maxLength: Int
                    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.delegate = context.coordinator
                        return field
                    }
                    func updateUIView(_ field: UITextField, context: Context) {}
                    final class Coordinator: NSObject, UITextFieldDelegate {
                        var ↓parent: CommentField
                        init(parent: CommentField) { self.parent = parent }
                        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                            let text = String((textField.text ?? "").prefix(parent.maxLength))
                            parent.onSubmit(text)
                            return true
                        }
                    }
                }
                struct ThreadView: View {
                    @Binding var thread: MessageThread
                    var body: some View { CommentField(onSubmit: { _ in }, maxLength: thread.commentLimit) }
                }
                """),
            Example("""
                struct ParkMap: UIViewRepresentable {
                    @Binding var selection: Park.ID?
                    let parks: [Park]
                    func makeCoordinator() -> MapCoordinator { MapCoordinator(owner: self) }
                    func makeUIView(context: Context) -> MKMapView {
                        let map = MKMapView()
                        map.delegate = context.coordinator
                        return map
                    }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        map.showsUserLocation = true
                    }
                }

                final class MapCoordinator: NSObject, MKMapViewDelegate {
                    var ↓owner: ParkMap
                    init(owner: ParkMap) { self.owner = owner }
                    func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation) {
                        let id = (annotation as? ParkAnnotation)?.parkID
                        owner.selection = owner.parks.first { $0.id == id }?.id
                    }
                }
                struct ParksScreen: View {
                    @ObservedObject var store: ParkStore
                    @State private var selected: Park.ID?
                    var body: some View { ParkMap(selection: $selected, parks: store.parks) }
                }
                final class ParkStore: ObservableObject {
                    @Published var parks: [Park] = []
                    func refresh() async { parks = await ParkService.nearby() }
                }
                """),
            Example("""
                struct SourceList: NSViewRepresentable {
                    var onOpen: (URL) -> Void
                    var folders: [URL]
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeNSView(context: Context) -> NSOutlineView { NSOutlineView() }
                    func updateNSView(_ outline: NSOutlineView, context: Context) {
                        outline.reloadData()
                    }
                    final class Coordinator: NSObject, NSOutlineViewDelegate {
                        let ↓parent: SourceList
                        init(_ parent: SourceList) { self.parent = parent }
                        @objc func doubleClicked(_ sender: NSOutlineView) {
                            if let url = sender.item(atRow: sender.clickedRow) as? URL, parent.folders.contains(url) { parent.onOpen(url) }
                        }
                    }
                }
                struct Sidebar: View {
                    @Binding var folders: [URL]
                    var body: some View { SourceList(onOpen: { _ in }, folders: folders) }
                }
                """),
            Example("""
                // Every call site passes the same limit: an old copy holds the same value as a new one (latent).
                struct CommentField: UIViewRepresentable {
                    var onSubmit: (String) -> Void
                    var maxLength: Int
                    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.delegate = context.coordinator
                        return field
                    }
                    func updateUIView(_ field: UITextField, context: Context) {}
                    final class Coordinator: NSObject, UITextFieldDelegate {
                        var ↓parent: CommentField
                        init(parent: CommentField) { self.parent = parent }
                        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                            parent.onSubmit(String((textField.text ?? "").prefix(parent.maxLength)))
                            return true
                        }
                    }
                }
                struct ThreadView: View {
                    let thread: MessageThread
                    var body: some View { CommentField(onSubmit: { thread.reply($0) }, maxLength: 280) }
                }
                """, confidence: .latent),
            Example("""
                // A library's public presenter: the closures apps pass are out of sight, and the coordinator keeps
                // calling the first render's ones (latent).
                public struct ReaderPresenter: UIViewControllerRepresentable {
                    var onDismiss: (() -> Void)?
                    var makeReader: (URL) -> SFSafariViewController
                    public func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
                    public func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                    public func updateUIViewController(_ host: UIViewController, context: Context) {}
                    public final class Coordinator: NSObject, SFSafariViewControllerDelegate {
                        private var ↓parent: ReaderPresenter
                        init(parent: ReaderPresenter) { self.parent = parent }
                        func present(_ url: URL, from host: UIViewController) {
                            host.present(parent.makeReader(url), animated: true)
                        }
                        public func safariViewControllerDidFinish(_ controller: SFSafariViewController) { parent.onDismiss?() }
                    }
                }
                """, confidence: .latent),
            Example("""
                // The session restarts each time the user taps retry, long after the first copy's URL went stale.
                struct SignInPanel: UIViewControllerRepresentable {
                    let url: URL
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIViewController(context: Context) -> UIViewController {
                        let host = UIViewController()
                        DispatchQueue.main.async { context.coordinator.begin(from: host) }
                        return host
                    }
                    func updateUIViewController(_ host: UIViewController, context: Context) {}
                    final class Coordinator: NSObject {
                        let ↓parent: SignInPanel
                        init(_ parent: SignInPanel) { self.parent = parent }
                        func begin(from host: UIViewController) {
                            let session = SignInSession(url: parent.url)
                            session.onRetry = { [weak self] in self?.begin(from: host) }
                            session.start(presentingFrom: host)
                        }
                    }
                }
                struct AccountPanel: View {
                    @ObservedObject var account: AccountModel
                    var body: some View { SignInPanel(url: account.signInURL) }
                }
                final class AccountModel: ObservableObject {
                    @Published var signInURL = URL(string: "https://example.com/eu")!
                    func switchRegion(to region: String) { signInURL = URL(string: "https://example.com/" + region)! }
                }
                """),
            Example("""
                // The coordinator sets a plain property of its copy: the screen's spinner never stops.
                struct RouteMapView: UIViewRepresentable {
                    let route: MKPolyline
                    var isRendering: Bool
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> MKMapView {
                        let map = MKMapView()
                        map.delegate = context.coordinator
                        return map
                    }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        context.coordinator.parent = self
                        map.removeOverlays(map.overlays)
                        map.addOverlay(route)
                    }
                    final class Coordinator: NSObject, MKMapViewDelegate {
                        var parent: RouteMapView
                        init(_ parent: RouteMapView) { self.parent = parent }
                        func mapViewDidFinishRenderingMap(_ map: MKMapView, fullyRendered: Bool) {
                            ↓self.parent.isRendering = false
                        }
                    }
                }
                struct RouteScreen: View {
                    let route: MKPolyline
                    @State private var isRendering = true
                    var body: some View {
                        RouteMapView(route: route, isRendering: isRendering)
                            .overlay { if isRendering { ProgressView() } }
                    }
                }
                """, noFixBecause: "the property has to become a binding and every caller has to pass one"),
            Example("""
                // No caller passes a value of its own yet (latent).
                public struct PreviewMap: UIViewRepresentable {
                    public var didLoad = false
                    public func makeCoordinator() -> Coordinator { Coordinator(self) }
                    public func makeUIView(context: Context) -> MKMapView {
                        let map = MKMapView()
                        map.delegate = context.coordinator
                        return map
                    }
                    public func updateUIView(_ map: MKMapView, context: Context) { context.coordinator.parent = self }
                    public final class Coordinator: NSObject, MKMapViewDelegate {
                        var parent: PreviewMap
                        init(_ parent: PreviewMap) { self.parent = parent }
                        public func mapViewDidFinishLoadingMap(_ map: MKMapView) { ↓parent.didLoad = true }
                    }
                }
                """, noFixBecause: "the property has to become a binding and every caller has to pass one", confidence: .latent),
            Example("""
                // The caller passes a computed property of its own, read from @State it changes.
                struct CodeDigitField: UIViewRepresentable {
                    var isComplete: Bool
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.delegate = context.coordinator
                        return field
                    }
                    func updateUIView(_ field: UITextField, context: Context) {}
                    final class Coordinator: NSObject, UITextFieldDelegate {
                        var ↓parent: CodeDigitField
                        init(_ parent: CodeDigitField) { self.parent = parent }
                        func textFieldShouldBeginEditing(_ field: UITextField) -> Bool { !parent.isComplete }
                    }
                }
                struct CodeEntry: View {
                    @State private var digits = ["", "", "", ""]
                    private var isFilled: Bool { digits.allSatisfy { !$0.isEmpty } }
                    var body: some View {
                        HStack {
                            CodeDigitField(isComplete: self.isFilled)
                            Button("Clear") { digits = ["", "", "", ""] }
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // The action that sets the copy's property is wired to nothing (its addTarget is commented out).
                struct StarButton: UIViewRepresentable {
                    var isOn: Bool
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UIButton {
                        let button = UIButton(type: .custom)
                        // button.addTarget(context.coordinator, action: #selector(Coordinator.tapped(_:)), for: .touchUpInside)
                        return button
                    }
                    func updateUIView(_ button: UIButton, context: Context) { button.isSelected = isOn }
                    final class Coordinator: NSObject {
                        var star: StarButton
                        init(_ star: StarButton) { self.star = star }
                        @objc func tapped(_ sender: UIButton) { star.isOn = !sender.isSelected }
                    }
                }
                struct PhotoDetail: View {
                    @State private var isFavorite = false
                    var body: some View { StarButton(isOn: isFavorite) }
                }
                """),
            Example("""
                // A binding reaches the caller's state; a flag the coordinator reads back is its own.
                struct RouteMapView: UIViewRepresentable {
                    @Binding var isRendering: Bool
                    var hasZoomed = false
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> MKMapView {
                        let map = MKMapView()
                        map.delegate = context.coordinator
                        return map
                    }
                    func updateUIView(_ map: MKMapView, context: Context) { context.coordinator.parent = self }
                    final class Coordinator: NSObject, MKMapViewDelegate {
                        var parent: RouteMapView
                        init(_ parent: RouteMapView) { self.parent = parent }
                        func mapViewDidFinishRenderingMap(_ map: MKMapView, fullyRendered: Bool) {
                            parent.isRendering = false
                            if !parent.hasZoomed {
                                parent.hasZoomed = true
                                map.setVisibleMapRect(map.overlays.first?.boundingMapRect ?? .world, animated: true)
                            }
                        }
                    }
                }
                struct RouteScreen: View {
                    @State private var isRendering = true
                    var body: some View {
                        RouteMapView(isRendering: $isRendering)
                            .overlay { if isRendering { ProgressView() } }
                    }
                }
                """),
            Example("""
                // The binding follows the selected action, and update hands the coordinator each new copy.
                struct ShortcutField: NSViewRepresentable {
                    @Binding var shortcut: Shortcut?
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeNSView(context: Context) -> ShortcutRecorder {
                        let recorder = ShortcutRecorder()
                        recorder.delegate = context.coordinator
                        return recorder
                    }
                    func updateNSView(_ recorder: ShortcutRecorder, context: Context) {
                        context.coordinator.parent = self
                        if recorder.shortcut != shortcut { recorder.shortcut = shortcut }
                    }
                    final class Coordinator: NSObject, ShortcutRecorderDelegate {
                        var parent: ShortcutField
                        init(_ parent: ShortcutField) { self.parent = parent }
                        func recorder(_ recorder: ShortcutRecorder, didRecord shortcut: Shortcut) {
                            parent.shortcut = shortcut
                        }
                    }
                }
                struct ShortcutEditor: View {
                    @ObservedObject var store: ShortcutStore
                    let actions: [String]
                    @State private var selected = 0
                    var body: some View {
                        ShortcutField(shortcut: store.binding(for: actions[selected]))
                    }
                }
                """),
            Example("""
                struct SearchBar: UIViewRepresentable {
                    @Binding var text: String
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UISearchBar {
                        let bar = UISearchBar()
                        bar.delegate = context.coordinator
                        return bar
                    }
                    func updateUIView(_ bar: UISearchBar, context: Context) {
                        context.coordinator.parent = self
                        if bar.text != text { bar.text = text }
                    }
                    final class Coordinator: NSObject, UISearchBarDelegate {
                        var parent: SearchBar
                        init(_ parent: SearchBar) { self.parent = parent }
                        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                            parent.text = searchText
                        }
                    }
                }
                """),
            Example("""
                struct NotesEditor: UIViewRepresentable {
                    @Binding var text: String
                    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
                    func makeUIView(context: Context) -> UITextView {
                        let textView = UITextView()
                        textView.delegate = context.coordinator
                        return textView
                    }
                    func updateUIView(_ textView: UITextView, context: Context) {
                        if textView.text != text { textView.text = text }
                    }
                    final class Coordinator: NSObject, UITextViewDelegate {
                        var text: Binding<String>
                        init(text: Binding<String>) { self.text = text }
                        func textViewDidChange(_ textView: UITextView) { text.wrappedValue = textView.text }
                    }
                }
                """),
            Example("""
                struct ParkMap: UIViewRepresentable {
                    @Binding var selection: Park.ID?
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> MKMapView { MKMapView() }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        context.coordinator.refresh(from: self, on: map)
                    }
                    final class Coordinator: NSObject, MKMapViewDelegate {
                        private var parent: ParkMap
                        init(_ parent: ParkMap) { self.parent = parent }
                        func refresh(from parent: ParkMap, on map: MKMapView) { self.parent = parent }
                        func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation) {
                            parent.selection = (annotation as? ParkAnnotation)?.parkID
                        }
                    }
                }
                """),
            Example("""
                // The copy is read only while the coordinator is created.
                struct Chart: UIViewRepresentable {
                    let style: ChartStyle
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> ChartView { ChartView() }
                    func updateUIView(_ chart: ChartView, context: Context) { chart.style = style }
                    final class Coordinator {
                        let parent: Chart
                        let palette: [UIColor]
                        init(_ parent: Chart) {
                            self.parent = parent
                            palette = parent.style.colors
                        }
                    }
                }
                """),
            Example("""
                // The sign-in session starts once, right after the controller is made: it reads the first copy's
                // URL at that moment, and a later URL would not restart it anyway.
                struct SignInSheet: UIViewControllerRepresentable {
                    let url: URL
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIViewController(context: Context) -> UIViewController {
                        let host = UIViewController()
                        DispatchQueue.main.async { context.coordinator.begin(from: host) }
                        return host
                    }
                    func updateUIViewController(_ host: UIViewController, context: Context) {}
                    final class Coordinator: NSObject {
                        let parent: SignInSheet
                        init(_ parent: SignInSheet) { self.parent = parent }
                        func begin(from host: UIViewController) {
                            let session = SignInSession(url: parent.url)
                            session.start(presentingFrom: host)
                        }
                    }
                }
                struct AccountScreen: View {
                    @ObservedObject var account: AccountModel
                    var body: some View { SignInSheet(url: account.signInURL) }
                }
                final class AccountModel: ObservableObject {
                    @Published var signInURL = URL(string: "https://example.com/eu")!
                    func switchRegion(to region: String) { signInURL = URL(string: "https://example.com/" + region)! }
                }
                """),
        ],
        corrections: [
            Correction("""
                struct SearchBar: UIViewRepresentable {
                    @Binding var text: String
                    let minimumLength: Int
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UISearchBar {
                        let bar = UISearchBar()
                        bar.delegate = context.coordinator
                        return bar
                    }
                    func updateUIView(_ bar: UISearchBar, context: Context) {
                        if bar.text != text { bar.text = text }
                    }
                    final class Coordinator: NSObject, UISearchBarDelegate {
                        let ↓parent: SearchBar
                        init(_ parent: SearchBar) { self.parent = parent }
                        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                            guard searchText.count >= parent.minimumLength else { return }
                            parent.text = searchText
                        }
                    }
                }
                struct FilterScreen: View {
                    @State private var query = ""
                    @AppStorage("minimumQuery") private var minimum = 2
                    var body: some View { SearchBar(text: $query, minimumLength: minimum) }
                }
                """, """
                struct SearchBar: UIViewRepresentable {
                    @Binding var text: String
                    let minimumLength: Int
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIView(context: Context) -> UISearchBar {
                        let bar = UISearchBar()
                        bar.delegate = context.coordinator
                        return bar
                    }
                    func updateUIView(_ bar: UISearchBar, context: Context) {
                        context.coordinator.parent = self
                        if bar.text != text { bar.text = text }
                    }
                    final class Coordinator: NSObject, UISearchBarDelegate {
                        var parent: SearchBar
                        init(_ parent: SearchBar) { self.parent = parent }
                        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                            guard searchText.count >= parent.minimumLength else { return }
                            parent.text = searchText
                        }
                    }
                }
                struct FilterScreen: View {
                    @State private var query = ""
                    @AppStorage("minimumQuery") private var minimum = 2
                    var body: some View { SearchBar(text: $query, minimumLength: minimum) }
                }
                """),
            Correction("""
                struct CommentField: UIViewRepresentable {
                  var onSubmit: (String) -> Void
                  var maxLength: Int
                  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
                  func makeUIView(context: Context) -> UITextField { UITextField() }
                  func updateUIView(_ field: UITextField, context ctx: Context) {}
                  final class Coordinator: NSObject, UITextFieldDelegate {
                    var ↓parent: CommentField
                    init(parent: CommentField) { self.parent = parent }
                    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                      parent.onSubmit(String((textField.text ?? "").prefix(parent.maxLength)))
                      return true
                    }
                  }
                }
                struct ThreadView: View {
                    @Binding var thread: MessageThread
                    var body: some View { CommentField(onSubmit: { _ in }, maxLength: thread.commentLimit) }
                }
                """, """
                struct CommentField: UIViewRepresentable {
                  var onSubmit: (String) -> Void
                  var maxLength: Int
                  func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
                  func makeUIView(context: Context) -> UITextField { UITextField() }
                  func updateUIView(_ field: UITextField, context ctx: Context) {
                    ctx.coordinator.parent = self
                  }
                  final class Coordinator: NSObject, UITextFieldDelegate {
                    var parent: CommentField
                    init(parent: CommentField) { self.parent = parent }
                    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
                      parent.onSubmit(String((textField.text ?? "").prefix(parent.maxLength)))
                      return true
                    }
                  }
                }
                struct ThreadView: View {
                    @Binding var thread: MessageThread
                    var body: some View { CommentField(onSubmit: { _ in }, maxLength: thread.commentLimit) }
                }
                """),
            Correction("""
                struct CameraPicker: UIViewControllerRepresentable {
                    @Binding var image: UIImage?
                    let maximumSide: CGFloat
                    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                        let ↓picker: CameraPicker
                        init(picker: CameraPicker) { self.picker = picker }
                        func imagePickerController(_: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                            picker.image = (info[.originalImage] as? UIImage)?.scaled(toFit: picker.maximumSide)
                        }
                    }
                    func makeUIViewController(context: Context) -> UIImagePickerController {
                        let controller = UIImagePickerController()
                        controller.delegate = context.coordinator
                        return controller
                    }
                    func updateUIViewController(_: UIImagePickerController, context _: Context) {}
                    func makeCoordinator() -> Coordinator { Coordinator(picker: self) }
                }
                struct ProfilePhotoEditor: View {
                    @State private var photo: UIImage?
                    let screen: ScreenMetrics
                    var body: some View { CameraPicker(image: $photo, maximumSide: screen.longestSide) }
                }
                """, """
                struct CameraPicker: UIViewControllerRepresentable {
                    @Binding var image: UIImage?
                    let maximumSide: CGFloat
                    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                        var picker: CameraPicker
                        init(picker: CameraPicker) { self.picker = picker }
                        func imagePickerController(_: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                            picker.image = (info[.originalImage] as? UIImage)?.scaled(toFit: picker.maximumSide)
                        }
                    }
                    func makeUIViewController(context: Context) -> UIImagePickerController {
                        let controller = UIImagePickerController()
                        controller.delegate = context.coordinator
                        return controller
                    }
                    func updateUIViewController(_: UIImagePickerController, context: Context) {
                        context.coordinator.picker = self
                    }
                    func makeCoordinator() -> Coordinator { Coordinator(picker: self) }
                }
                struct ProfilePhotoEditor: View {
                    @State private var photo: UIImage?
                    let screen: ScreenMetrics
                    var body: some View { CameraPicker(image: $photo, maximumSide: screen.longestSide) }
                }
                """),
        ],
        symptoms: [
            "A callback from UIKit uses old values or an old closure",
            "A binding written by the coordinator does not update the screen",
            "delegate writes to an old binding",
            "callback sees old values",
            "the closure captured a stale value",
            "changes from the UIKit view stop reaching SwiftUI after the parent re-renders",
        ],
        scaffold: .representable
    )

    static func verdict(_ question: InputVariation.Question, index: ProjectIndex) -> IndexVerdict? {
        InputVariation.verdict(question, index: index)
    }

    func check(_ file: LintFile, report: inout RuleReport) {
        var reported: Set<SyntaxIdentifier> = []
        for representable in Representable.all(in: file) {
            guard let coordinator = representable.coordinator else { continue }
            reportCopyWrites(of: representable, coordinator: coordinator, file: file, report: &report)
            guard let changing = Self.changingProperties(of: representable) else { continue }
            let parents = coordinator.parentProperties(of: representable.name)
            guard !parents.isEmpty else { continue }
            let refreshed = representable.update.map { Self.refreshes(representable, $0) }
            let updateName = representable.lifecycle.update
            let madePerCopy = Self.propertiesMadePerCopy(of: representable)
            let labels = InputVariation.callSiteLabels(of: representable)
            let handles = Self.handleProperties(of: representable)
            let atCreation = coordinator.methodsRunAtCreation(make: representable.make)
            for property in parents where !reported.contains(property.binding.id) {
                // Setting a plain value of the copy is reported as a lost write (see `copyWrites`), not as a read.
                let reads = Self.changingStateRead(through: property.name, in: coordinator, changing: changing, runAtCreation: atCreation,
                                                   countingWrites: false)
                guard !reads.isEmpty else {
                    reportHandles(Self.changingStateRead(through: property.name, in: coordinator, changing: handles, runAtCreation: atCreation),
                                  of: property, representable, refreshed: refreshed, madePerCopy: madePerCopy, report: &report)
                    continue
                }
                // Closures it also calls through the old copy vary where a caller's closure captures changing values.
                let closures = Self.changingStateRead(through: property.name, in: coordinator, changing: handles, runAtCreation: atCreation)
                    .subtracting(Self.bindingProperties(of: representable)).sorted()
                // Values every call site fixes are the same in every copy: an old copy then behaves like a new one.
                func add(_ message: String, fix: Fix?) {
                    reported.insert(property.binding.id)
                    let latentMessage = """
                        '\(property.name)' (a copy of \(representable.name)) is never refreshed, so the coordinator reads \
                        \(quotedList(reads.sorted())) from the first copy; \(InputVariation.noChangingCaller(reads.sorted(), then: "the coordinator keep using the first value"))
                        """
                    // A value no call-site label sets (derived in an initializer) has no caller to show it changing.
                    let allLabels = (labels ?? [:]).merging(
                        InputVariation.callSiteLabelsWithTrailingClosure(of: representable, properties: closures) ?? [:]) { first, _ in first }
                    let passed = (reads.sorted() + closures).filter { allLabels[$0]?.isEmpty == false }
                    if let question = InputVariation.question(passed, of: representable, labels: allLabels, message: message,
                                                              latentMessage: latentMessage), !passed.isEmpty {
                        report.whenIndexed(at: property.binding.pattern, asking: question, fix: fix)
                    } else {
                        // The closures and bindings it reaches may still show the harm through a caller.
                        let before = report.reportedCount
                        reportHandles(Self.changingStateRead(through: property.name, in: coordinator, changing: handles, runAtCreation: atCreation),
                                      of: property, representable, refreshed: refreshed, madePerCopy: madePerCopy, report: &report)
                        if report.reportedCount == before {
                            report.add(at: property.binding.pattern, latentMessage, fix: fix, confidence: .latent)
                        }
                    }
                }
                // Refreshing would swap in another copy's own objects (`parent.placeholder`), not the ones on screen.
                let fixIsSafe = Self.changingStateRead(through: property.name, in: coordinator, changing: madePerCopy, runAtCreation: atCreation).isEmpty
                let refreshLine = "\(representable.update.map(Self.usableContextName) ?? "context").coordinator.\(property.name) = self"
                let unlock = property.isPrivate ? "drop 'private' from it and " : ""
                let values = quotedList(reads.sorted() + closures)
                // `parent = self` would also hand over the new copy's own objects, which are not on screen.
                let ownObjects = Self.changingStateRead(through: property.name, in: coordinator, changing: madePerCopy, runAtCreation: atCreation).sorted()
                let keepValues = """
                    keep \(values) on the coordinator and set \(reads.count + closures.count == 1 ? "it" : "them") there in \(updateName) \
                    (refreshing '\(property.name)' would also swap in the new copy's own \(quotedList(ownObjects)), which is \
                    not the one on screen)
                    """
                let makeVar = "make it a\(property.isPrivate ? " non-private" : "") 'var' and refresh it in \(updateName) ('\(refreshLine)')"
                if property.isLet {
                    add("""
                        the coordinator keeps '\(property.name)', a copy of \(representable.name), in a 'let': it never \
                        sees later values of \(values); \(fixIsSafe ? makeVar : keepValues)
                        """, fix: fixIsSafe ? Self.fix(property, representable, refreshLine: refreshLine) : nil)
                } else if refreshed == false {
                    add("""
                        '\(property.name)' (a copy of \(representable.name)) is never refreshed by \(updateName), so the \
                        coordinator keeps reading the first copy's \(values); \(fixIsSafe ? "\(unlock)start \(updateName) with '\(refreshLine)'" : keepValues)
                        """, fix: fixIsSafe ? Self.fix(property, representable, refreshLine: refreshLine) : nil)
                }
            }
        }
    }

    /// Closures and bindings the coordinator reaches through a copy of the representable that is never refreshed
    /// (`parent.onDismiss()`, `parent.item = nil`). A closure a later render passes acts on what it captured
    /// then, and a binding it passes may lead to another value (`store.binding(for: key)`): the first copy's
    /// ones act on old values. Said when a call site passes a closure capturing changing values; latent
    /// otherwise (most bindings are `$state`, the same storage in every copy), with what would make it bite.
    private func reportHandles(
        _ reads: Set<String>, of property: Coordinator.Property, _ representable: Representable, refreshed: Bool?,
        madePerCopy: Set<String>, report: inout RuleReport
    ) {
        guard !reads.isEmpty, property.isLet || refreshed == false, let coordinator = representable.coordinator else { return }
        // A binding alone is nearly always `$state`, the same storage in every copy: it matters only where a call
        // site makes it anew on each render from changing values (`store.binding(for: key)`).
        let bindings = reads.intersection(Self.bindingProperties(of: representable)).sorted()
        let closures = reads.subtracting(bindings).sorted()
        guard !closures.isEmpty else {
            reportBindings(bindings, of: property, representable, refreshed: refreshed, madePerCopy: madePerCopy, report: &report)
            return
        }
        let names = reads.sorted()
        let (kept, remedy, fix) = Self.staleCopyWording(property, representable, coordinator: coordinator, madePerCopy: madePerCopy)
        let message = """
            the coordinator \(kept), so it uses the first copy's \(quotedList(names)): a closure a later render passes \
            acts on the values it captured then, and that change never reaches the coordinator; \(remedy)
            """
        let latentMessage = """
            the coordinator \(kept), so it uses the first copy's \(quotedList(names)); no call site in this project passes \
            a closure that captures changing values or a binding made anew on each render, so nothing is lost yet; once \
            one does, the coordinator acts on the first render's values; \(remedy)
            """
        // Only a closure can be shown to change: call sites pass `$state` for a binding, which the index cannot tell
        // from a binding made anew on each render.
        let labels = InputVariation.callSiteLabels(of: representable, properties: representable.inputs.map(\.name) + closures)
        if let question = InputVariation.question(closures, of: representable, labels: labels, message: message, latentMessage: latentMessage) {
            report.whenIndexed(at: property.binding.pattern, asking: question, fix: fix)
        } else {
            report.add(at: property.binding.pattern, latentMessage, fix: fix, confidence: .latent)
        }
    }

    /// How a message names the never-refreshed copy and its remedy, and the fix when it is safe: refreshing the
    /// copy changes nothing else the coordinator reads.
    private static func staleCopyWording(
        _ property: Coordinator.Property, _ representable: Representable, coordinator: Coordinator, madePerCopy: Set<String>
    ) -> (kept: String, remedy: String, fix: Fix?) {
        let updateName = representable.lifecycle.update
        let refreshLine = "\(representable.update.map(usableContextName) ?? "context").coordinator.\(property.name) = self"
        let fixIsSafe = changingStateRead(through: property.name, in: coordinator, changing: madePerCopy).isEmpty
        let fix = fixIsSafe ? Self.fix(property, representable, refreshLine: refreshLine) : nil
        let kept = property.isLet ? "keeps '\(property.name)', a copy of \(representable.name), in a 'let'"
            : "never refreshes '\(property.name)' (a copy of \(representable.name)) in \(updateName)"
        let remedy = property.isLet
            ? "make it a\(property.isPrivate ? " non-private" : "") 'var' and refresh it in \(updateName) ('\(refreshLine)')"
            : "\(property.isPrivate ? "drop 'private' from it and " : "")start \(updateName) with '\(refreshLine)'"
        return (kept, remedy, fix)
    }

    /// Only bindings are reached through the never-refreshed copy: a warning where a call site passes one made anew
    /// on each render from changing values, whose later copies lead to other storage; latent otherwise.
    private func reportBindings(
        _ bindings: [String], of property: Coordinator.Property, _ representable: Representable, refreshed: Bool?,
        madePerCopy: Set<String>, report: inout RuleReport
    ) {
        guard !bindings.isEmpty, let coordinator = representable.coordinator,
              let labels = InputVariation.callSiteLabels(of: representable, properties: bindings),
              bindings.allSatisfy({ labels[$0]?.isEmpty == false })
        else { return }
        let (kept, remedy, fix) = Self.staleCopyWording(property, representable, coordinator: coordinator, madePerCopy: madePerCopy)
        let message = """
            the coordinator \(kept), so it writes through the first copy's \(quotedList(bindings)): a binding a later \
            render makes for other data still leads to the first one, so the UIKit side changes the wrong value; \(remedy)
            """
        let latentMessage = """
            the coordinator \(kept), so it writes through the first copy's \(quotedList(bindings)); every call site \
            passes the same storage on each render today (such as `$state`), so nothing is lost yet, but a binding \
            made anew for other data (`store.binding(for: key)`) would still lead to the first; \(remedy)
            """
        let marked = bindings.flatMap { labels[$0] ?? [] }.map { CallSiteFacts.perRenderBindingMark + $0 }
        let question = InputVariation.Question(
            representable: representable.name, file: representable.path, message: message, labels: marked,
            latentMessage: latentMessage)
        report.whenIndexed(at: property.binding.pattern, asking: question, fix: fix)
    }

    /// Stored closures and bindings of the representable (`let onDismiss: () -> Void`, `@Binding var item`).
    private static func handleProperties(of representable: Representable) -> Set<String> {
        storedProperties(of: representable) { variable, binding in
            TypeNames.attribute(named: "Binding", in: variable.attributes) != nil
                || (variable.attributes.isEmpty && Self.isFunctionOrBinding(binding.typeAnnotation?.type))
        }
    }

    /// `@Binding var item`, `let selection: Binding<Int>`.
    private static func bindingProperties(of representable: Representable) -> Set<String> {
        storedProperties(of: representable) { variable, binding in
            TypeNames.attribute(named: "Binding", in: variable.attributes) != nil
                || StoredValueType.isBinding(binding.typeAnnotation?.type)
        }
    }

    private static func storedProperties(
        of representable: Representable, where matches: (VariableDeclSyntax, PatternBindingSyntax) -> Bool
    ) -> Set<String> {
        guard let declaration = representable.declaration else { return [] }
        var result: Set<String> = []
        for member in declaration.memberBlock.flattenedDeclarations {
            guard let variable = member.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil && matches(variable, binding) {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { result.insert(name) }
            }
        }
        return result
    }

    /// Names of the representable's stored plain values that can differ from one update to the next. Not
    /// constants, reference models (the same object every time), `@State` and `@Binding` (SwiftUI's storage,
    /// which an old copy reaches as well as a new one) nor closures (what they capture decides; that is
    /// `coordinator-stale-closure`'s question). `nil` when the declaration is elsewhere.
    static func changingProperties(of representable: Representable) -> Set<String>? {
        guard let declaration = representable.declaration else { return nil }
        var result: Set<String> = []
        let createdInInitializers = Self.createdInInitializers(declaration.memberBlock.flattenedDeclarations)
        for member in declaration.memberBlock.flattenedDeclarations {
            guard let variable = member.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                  variable.attributes.isEmpty
            else { continue }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings where !(isLet && binding.initializer != nil) && binding.accessorBlock == nil {
                let type = binding.typeAnnotation?.type
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      !Self.isFunctionOrBinding(type), binding.initializer.map({ !Self.createsObject($0.value) }) ?? true,
                      !createdInInitializers.contains(name)
                else { continue }
                result.insert(name)
            }
        }
        return result
    }

    /// `(String) -> Void`, `(() -> Void)?`, `@escaping …`, `Binding<…>`.
    static func isFunctionOrBinding(_ type: TypeSyntax?) -> Bool {
        StoredValueType.isFunction(type) || StoredValueType.isBinding(type)
    }

    /// `UILabel()`, `Formatter()`: a stored property made by a constructor is a new object in every copy.
    private static func createsObject(_ value: ExprSyntax) -> Bool {
        value.as(FunctionCallExprSyntax.self)?.constructedType != nil
    }

    /// Names of the representable's stored properties made by a constructor (`let placeholder = UILabel()`):
    /// refreshing `parent` would hand the coordinator a new, unused object for each of them.
    private static func propertiesMadePerCopy(of representable: Representable) -> Set<String> {
        guard let declaration = representable.declaration else { return [] }
        var result = createdInInitializers(declaration.memberBlock.flattenedDeclarations)
        for variable in declaration.memberBlock.flattenedDeclarations.compactMap({ $0.as(VariableDeclSyntax.self) }) {
            for binding in variable.bindings {
                if let value = binding.initializer?.value, createsObject(value),
                   let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    result.insert(name)
                }
            }
        }
        return result
    }

    /// `webView = WKWebView(frame: …)` in every initializer that sets it: like a stored default, a new object
    /// in every copy, not a value a caller passes.
    private static func createdInInitializers(_ members: [DeclSyntax]) -> Set<String> {
        // Whole-property assignments only: `webView?.scrollView.isScrollEnabled = false` configures the object.
        let assignments = StoredProperties.initializerAssignments(members).filter {
            !$0.isStorage && ($0.assignment.target.pathFromSelf.map { $0.count == 1 } ?? false)
        }
        let created = Set(assignments.filter { $0.assignment.value.count == 1 && createsObject($0.assignment.value[0]) }.map(\.property))
        return created.subtracting(assignments.filter { !($0.assignment.value.count == 1 && createsObject($0.assignment.value[0])) }.map(\.property))
    }

    /// Which of those properties the coordinator, after it is created, reads through its copy.
    /// Methods named in `runAtCreation` run only while the view is made (see `Coordinator.methodsRunAtCreation`):
    /// they read the copy of that moment, and only the closures they hand out read it later.
    static func changingStateRead(through property: String, in coordinator: Coordinator,
                                  changing: Set<String>, runAtCreation: Set<String> = [], countingWrites: Bool = true) -> Set<String> {
        var read: Set<String> = []
        for (code, _) in coordinator.laterCode(runAtCreation: runAtCreation) {
            let written = countingWrites ? [] : Set(Write.all(in: code).map(\.target.id))
            for access in Nodes.all(MemberAccessExprSyntax.self, in: code) where !written.contains(ExprSyntax(access).id) {
                guard let path = ExprSyntax(access).pathFromSelf, path.count >= 2, path[0] == property,
                      case let name = wrappedPropertyName(path[1]), changing.contains(name)
                else { continue }
                read.insert(name)
            }
        }
        return read
    }

    /// Whether update, or a helper of the type it calls, hands `self` over (`context.coordinator.parent = self`,
    /// `context.coordinator.refresh(from: self)`).
    static func refreshes(_ representable: Representable, _ update: FunctionDeclSyntax) -> Bool {
        guard let body = update.body else { return true }
        let helpers = representable.helperBodies
        var pending: [Syntax] = [Syntax(body)]
        var seen: Set<String> = []
        while let node = pending.popLast() {
            let references = NameReferences.collect(in: node)
            if !references.bareSelfUses.isEmpty { return true }
            for name in references.names where seen.insert(name).inserted {
                pending += helpers[name] ?? []
            }
        }
        return false
    }

    /// The name update can use for its context: `context` when the parameter is unnamed (`context _: Context`).
    private static func usableContextName(_ update: FunctionDeclSyntax) -> String {
        let name = Representable.contextName(in: update)
        return name == "_" ? "context" : name
    }

    /// `let` → `var`, and the refresh line as the first statement of update.
    private static func fix(_ property: Coordinator.Property, _ representable: Representable, refreshLine: String) -> Fix? {
        guard let update = representable.update, let body = update.body else { return nil }
        var edits: [TextEdit] = []
        // `context _: Context` cannot be referred to: name it.
        if let parameter = update.signature.parameterClause.parameters.first(where: { $0.firstName.text == "context" }),
           let unnamed = parameter.secondName, unnamed.tokenKind == .wildcard {
            edits.append(TextEdit(start: parameter.firstName.endPositionBeforeTrailingTrivia.utf8Offset,
                                  end: unnamed.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
        }
        if property.isLet {
            edits.append(.replace(property.declaration.bindingSpecifier, with: "var"))
        }
        // A private copy (`private var parent`, `private(set) var parent`) cannot be set from update.
        for modifier in property.declaration.modifiers where modifier.name.tokenKind == .keyword(.private) {
            edits.append(TextEdit(start: modifier.positionAfterSkippingLeadingTrivia.utf8Offset,
                                  end: modifier.endPosition.utf8Offset, replacement: ""))
        }
        if let first = body.statements.first {
            edits.append(.insert("\(refreshLine)\n\(Indentation.of(first))", before: first))
        } else {
            let indent = Indentation.of(update)
            let inner = indent + Indentation.unit(around: update)
            let sameLine = !body.rightBrace.leadingTrivia.contains(where: \.isNewline)
            let onlySpaces = body.leftBrace.trailingTrivia.allSatisfy(\.isWhitespace)
                && body.rightBrace.leadingTrivia.allSatisfy(\.isWhitespace)
            if sameLine && onlySpaces {
                edits.append(TextEdit(start: body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset,
                                      end: body.rightBrace.positionAfterSkippingLeadingTrivia.utf8Offset,
                                      replacement: "\n\(inner)\(refreshLine)\n\(indent)"))
            } else {
                edits.append(.insert("\n\(inner)\(refreshLine)", after: body.leftBrace))
            }
        }
        let summary = property.isLet ? "Make '\(property.name)' a var and refresh it in update" : "Refresh '\(property.name)' in update"
        return Fix(summary, edits: edits)
    }
}
