import BridgeLintCore
import SwiftSyntax

/// A costly or disruptive UIKit call in update, run again on every SwiftUI update.
struct RepresentableExpensiveUpdate: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [CostlyExtensionMethods.self]

    static let description = RuleDescription(
        id: "representable-expensive-update",
        summary: "update reloads, scrolls, seeks, plays or builds new views on every SwiftUI update, with no guard",
        severity: .warning,
        rationale: """
            SwiftUI calls update whenever any input of the representable changes, and also when unrelated state of \
            a parent view changes — often many times a second. A call that reloads a web page or a table, moves a \
            map or a scroll position, restarts or seeks a player, or creates and adds a new view then runs on \
            every one of those updates: pages reload while the user reads them, scroll positions snap back, \
            playback stutters, and new views pile up.
            """,
        howToFix: """
            Compare with the view's current state first (`if webView.url != url { webView.load(URLRequest(url: url)) }`, \
            `if map.region != region`), remember what was last applied in the coordinator, or do the work once in make.
            """,
        triggeringExamples: [
            Example("""
                // A switch over what callers pass picks the case again on every update: it waits for no change.
                enum PageSource { case address(URL), markup(String) }
                struct PageView: UIViewRepresentable {
                    let source: PageSource
                    func makeUIView(context: Context) -> WKWebView { WKWebView() }
                    func updateUIView(_ web: WKWebView, context: Context) {
                        switch source {
                        case .address(let url):
                            if web.url != url { web.load(URLRequest(url: url)) }
                        case .markup(let html):
                            ↓web.loadHTMLString(html, baseURL: nil)
                        }
                    }
                }
                struct HelpScreen: View {
                    @State private var isLoading = false
                    let html: String
                    var body: some View {
                        PageView(source: .markup(html))
                            .overlay { if isLoading { ProgressView() } }
                            .task { isLoading = true }
                    }
                }
                """),
            Example("""
                // A stored setting is no "nothing": each change of it updates the view, and the page loads again.
                struct ThemedBackdrop: UIViewRepresentable {
                    @AppStorage("theme") private var theme = "light"
                    func makeUIView(context: Context) -> WKWebView { WKWebView() }
                    func updateUIView(_ webView: WKWebView, context: Context) {
                        if let page = Bundle.main.url(forResource: theme, withExtension: "html") {
                            ↓webView.loadFileURL(page, allowingReadAccessTo: page)
                        }
                    }
                }
                """),
            Example("""
                // Given nothing: updates come only with environment changes, when the page loads again (latent).
                struct AnimatedBackdrop: UIViewRepresentable {
                    func makeUIView(context: Context) -> WKWebView { WKWebView() }
                    func updateUIView(_ webView: WKWebView, context: Context) {
                        if let page = Bundle.main.url(forResource: "backdrop", withExtension: "html") {
                            ↓webView.loadFileURL(page, allowingReadAccessTo: page)
                        }
                    }
                }
                """, confidence: .latent),
            Example("""
                // Every update geocodes the address again, even when only the pin's colour changed.
                struct StoreScreen: View {
                    @ObservedObject var model: StoreModel
                    var body: some View { StoreMap(address: model.address, tint: model.tint) }
                }
                struct StoreMap: UIViewRepresentable {
                    let address: String
                    let tint: UIColor
                    func makeUIView(context: Context) -> MKMapView { MKMapView() }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        map.tintColor = tint
                        ↓CLGeocoder().geocodeAddressString(address) { placemarks, _ in
                            guard let location = placemarks?.first?.location else { return }
                            map.setCenter(location.coordinate, animated: true)
                        }
                    }
                }
                """),
            Example("""
                // Two helpers down, and only an unwrap of the input before it: every update frames the trail again,
                // undoing wherever the hiker has panned or zoomed.
                struct TrailMap: UIViewRepresentable {
                    var trail: MKPolyline?
                    let inset: CGFloat
                    func makeUIView(context: Context) -> MKMapView { MKMapView() }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        ↓show(trail, on: map)
                    }
                    private func show(_ trail: MKPolyline?, on map: MKMapView) {
                        guard let trail else { return }
                        if map.overlays.isEmpty { map.addOverlay(trail) }
                        frame(trail, in: map)
                    }
                    private func frame(_ trail: MKPolyline, in map: MKMapView) {
                        let padding = UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
                        map.setVisibleMapRect(trail.boundingMapRect, edgePadding: padding, animated: true)
                    }
                }
                """),
            Example("""
                // The animations of UIView.animate run as part of the update: the map glides back to the meeting point.
                struct MeetupScreen: View {
                    @ObservedObject var model: MeetupModel
                    var body: some View { MeetingPointMap(meetingPoint: model.meetingPoint) }
                }
                struct MeetingPointMap: UIViewRepresentable {
                    let meetingPoint: CLLocationCoordinate2D
                    func makeUIView(context: Context) -> MKMapView { MKMapView() }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        UIView.animate(withDuration: 0.4) {
                            ↓map.setCenter(meetingPoint, animated: true)
                        }
                    }
                }
                """),
            Example("""
                // Finding the web view by its tag finds it on every update: the tag decides nothing.
                struct HelpScreen: View {
                    @ObservedObject var model: HelpModel
                    var body: some View { TaggedPage(request: model.request) }
                }
                struct TaggedPage: UIViewRepresentable {
                    let request: URLRequest
                    func makeUIView(context: Context) -> UIView {
                        let container = UIView()
                        let web = WKWebView()
                        web.tag = 7
                        container.addSubview(web)
                        return container
                    }
                    func updateUIView(_ container: UIView, context: Context) {
                        if let web = container.viewWithTag(7) as? WKWebView {
                            ↓web.load(request)
                        }
                    }
                }
                """),
            Example(files: [
                "WKWebView+Article.swift": """
                    extension WKWebView {
                        func show(article: Article, justified: Bool = false) {
                            loadHTMLString(article.html(justified: justified), baseURL: nil)
                        }
                    }
                    """,
                "ArticleView.swift": """
                    // The helper lives in another file; each update reloads the page and loses the reading position.
                    struct ArticleView: UIViewRepresentable {
                        let article: Article
                        @Binding var progress: Double
                        func makeUIView(context: Context) -> WKWebView { WKWebView() }
                        func updateUIView(_ webView: WKWebView, context: Context) {
                            ↓webView.show(article: article)
                        }
                    }
                    """,
            ]),
            Example("""
                // The check only asks whether a target is set and found, not whether it was applied already: while it
                // stays set, every update scrolls the list back to it.
                struct HistoryScreen: View {
                    @ObservedObject var model: HistoryModel
                    var body: some View { HistoryList(rows: model.rows, scrollTarget: model.scrollTarget) }
                }
                struct HistoryList: UIViewRepresentable {
                    let rows: [Row]
                    let scrollTarget: Row.ID?
                    func makeUIView(context: Context) -> UITableView {
                        let table = UITableView()
                        table.dataSource = context.coordinator
                        return table
                    }
                    func updateUIView(_ table: UITableView, context: Context) {
                        context.coordinator.rows = rows
                        if let target = scrollTarget, let indexPath = context.coordinator.indexPath(of: target) {
                            ↓table.scrollToRow(at: indexPath, at: .top, animated: false)
                        }
                    }
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    final class Coordinator: NSObject, UITableViewDataSource {
                        var rows: [Row] = []
                        func indexPath(of id: Row.ID) -> IndexPath? { rows.firstIndex { $0.id == id }.map { IndexPath(row: $0, section: 0) } }
                        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
                        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                    }
                }
                """),
            Example("""
                // A chat bubble's GIF page is reloaded from scratch each time the conversation re-renders.
                struct ConversationRow: View {
                    @ObservedObject var model: ConversationModel
                    var body: some View { GifBubble(url: model.gifURL) }
                }
                struct GifBubble: UIViewRepresentable {
                    let url: URL
                    func makeUIView(context: Context) -> WKWebView {
                        let webView = WKWebView()
                        webView.load(URLRequest(url: url))
                        return webView
                    }
                    func updateUIView(_ webView: WKWebView, context: Context) {
                        ↓webView.reload()
                    }
                }
                """),
            Example("""
                // The helper makes a new hosting controller for the keyboard's accessory bar on every update.
                struct TerminalPane: UIViewRepresentable {
                    let session: TerminalSession
                    private func installKeys(on webView: TerminalWebView) {
                        let keys = UIHostingController(rootView: TerminalKeys())
                        keys.view.frame = CGRect(x: 0, y: 0, width: webView.bounds.width, height: 40)
                        webView.setAccessoryView(keys.view)
                        keyControllers.append(keys)
                    }
                    func makeUIView(context: Context) -> TerminalWebView { session.webView }
                    func updateUIView(_ webView: TerminalWebView, context: Context) {
                        ↓installKeys(on: webView)
                    }
                }
                """),
            Example("""
                // Only a setting stands before the helper, and a setting stays on: each update makes a new bar.
                struct ConsolePane: UIViewRepresentable {
                    let console: ConsoleSession
                    let showsKeyBar: Bool
                    private func installKeyBar(on webView: ConsoleWebView) {
                        let bar = UIHostingController(rootView: KeyBar())
                        webView.setAccessoryView(bar.view)
                    }
                    func makeUIView(context: Context) -> ConsoleWebView { console.webView }
                    func updateUIView(_ webView: ConsoleWebView, context: Context) {
                        if showsKeyBar {
                            ↓installKeyBar(on: webView)
                        } else {
                            webView.setAccessoryView(nil)
                        }
                    }
                }
                """),
            Example("""
                // The old overlay is taken out first, so nothing piles up; each update still rebuilds it (latent).
                struct ShadeOverlay: UIViewRepresentable {
                    let cutout: CGRect
                    func makeUIView(context: Context) -> UIView { UIView() }
                    func updateUIView(_ container: UIView, context: Context) {
                        container.subviews.forEach { $0.removeFromSuperview() }
                        let shade = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
                        shade.frame = container.bounds
                        ↓container.addSubview(shade)
                    }
                }
                """, confidence: .latent),
            Example("""
                // A pick writes the selection back, which updates the view, which rebuilds the menu it came from.
                struct SectionPicker: NSViewRepresentable {
                    let sections: [Section]
                    @Binding var selection: Section.ID?
                    func makeCoordinator() -> Coordinator { Coordinator(selection: $selection) }
                    func makeNSView(context: Context) -> NSPopUpButton { NSPopUpButton() }
                    func updateNSView(_ button: NSPopUpButton, context: Context) {
                        ↓button.menu?.items = sections.map { section in
                            let item = NSMenuItem(title: section.title, action: #selector(Coordinator.picked), keyEquivalent: "")
                            item.target = context.coordinator
                            item.representedObject = section.id
                            return item
                        }
                    }
                    final class Coordinator: NSObject {
                        @Binding var selection: Section.ID?
                        init(selection: Binding<Section.ID?>) { _selection = selection }
                        @objc func picked(_ item: NSMenuItem) { selection = item.representedObject as? Section.ID }
                    }
                }
                """),
            Example("""
                struct PhotoScreen: View {
                    @ObservedObject var model: PhotoModel
                    var body: some View { PhotoZoom(image: model.image) }
                }
                struct PhotoZoom: UIViewRepresentable {
                    let image: UIImage
                    func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
                    func updateUIView(_ scroll: UIScrollView, context: Context) {
                        ↓scroll.setZoomScale(1, animated: true)
                    }
                }
                """),
            Example("""
                // A new document is parsed on every update: a check that it differs would always pass.
                struct StatementView: UIViewRepresentable {
                    let data: Data
                    func makeUIView(context: Context) -> PDFView { PDFView() }
                    func updateUIView(_ pdfView: PDFView, context: Context) {
                        let parsed = PDFDocument(data: data)
                        ↓pdfView.document = parsed
                    }
                }
                """),
            Example("""
                // While a search hit is selected, every update scrolls back to it: the reader cannot scroll away.
                struct ManualScreen: View {
                    @ObservedObject var model: ManualModel
                    var body: some View { ManualReader(document: model.document, hit: model.hit) }
                }
                struct ManualReader: UIViewRepresentable {
                    let document: PDFDocument
                    let hit: PDFSelection?
                    func makeUIView(context: Context) -> PDFView {
                        let view = PDFView()
                        view.document = document
                        return view
                    }
                    func updateUIView(_ view: PDFView, context: Context) {
                        if let hit {
                            view.currentSelection = hit
                            ↓view.go(to: hit)
                        }
                    }
                }
                """),
            Example("""
                // The view type is named through the protocol's associated type.
                struct ManualPage: UIViewRepresentable {
                    typealias UIViewType = PDFView
                    let pageData: Data
                    func makeUIView(context: Context) -> UIViewType { PDFView() }
                    func updateUIView(_ view: UIViewType, context: Context) {
                        ↓view.document = PDFDocument(data: pageData)
                    }
                }
                """),
            Example("""
                // The same document object for as long as the caller passes it: whether PDFKit reloads it is out of sight (latent).
                struct InvoiceView: UIViewRepresentable {
                    let invoice: PDFDocument
                    func makeUIView(context: Context) -> PDFView { PDFView() }
                    func updateUIView(_ pdfView: PDFView, context: Context) {
                        ↓pdfView.document = invoice
                    }
                }
                """, confidence: .latent),
            Example("""
                struct FilePreview: NSViewRepresentable {
                    let file: URL
                    func makeNSView(context: Context) -> QLPreviewView { QLPreviewView() }
                    func updateNSView(_ preview: QLPreviewView, context: Context) {
                        ↓preview.previewItem = file as QLPreviewItem
                    }
                }
                """),
            Example("""
                // The table is reached through the scroll view's documentView, which is always there: nothing
                // stops the reload.
                struct SearchScreen: View {
                    @ObservedObject var model: SearchModel
                    var body: some View { ResultsTable(results: model.results) }
                }
                struct ResultsTable: NSViewRepresentable {
                    var results: [SearchResult]
                    func makeNSView(context: Context) -> NSScrollView {
                        let scrollView = NSScrollView()
                        scrollView.documentView = NSTableView()
                        return scrollView
                    }
                    func updateNSView(_ scrollView: NSScrollView, context: Context) {
                        context.coordinator.results = results
                        if let table = scrollView.documentView as? NSTableView {
                            ↓table.reloadData()
                        }
                    }
                }
                """),
            Example("""
                // A new preview fetch on every update: each re-render of a feed row downloads the page again.
                struct FeedRow: View {
                    @ObservedObject var model: FeedModel
                    var body: some View { LinkCard(link: model.link) }
                }
                struct LinkCard: UIViewRepresentable {
                    let link: URL
                    func makeUIView(context: Context) -> LPLinkView { LPLinkView(url: link) }
                    func updateUIView(_ card: LPLinkView, context: Context) {
                        let fetcher = LPMetadataProvider()
                        ↓fetcher.startFetchingMetadata(for: link) { metadata, _ in
                            guard let metadata else { return }
                            DispatchQueue.main.async { card.metadata = metadata }
                        }
                    }
                }
                """),
            Example("""
                struct BrowserScreen: View {
                    @ObservedObject var model: BrowserModel
                    var body: some View { WebPage(url: model.url) }
                }
                struct WebPage: UIViewRepresentable {
                    let url: URL
                    func makeUIView(context: Context) -> WKWebView { WKWebView() }
                    func updateUIView(_ webView: WKWebView, context: Context) {
                        ↓webView.load(URLRequest(url: url))
                    }
                }
                """),
            Example("""
                // Made once, as a hosting controller's root, by a screen that never changes: updates come only with
                // the environment, and each reloads the page then (latent).
                final class TermsController: UIViewController {
                    let termsURL: URL
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let host = UIHostingController(rootView: TermsScreen(url: termsURL))
                        addChild(host)
                        view.addSubview(host.view)
                        host.didMove(toParent: self)
                    }
                }
                struct TermsScreen: View {
                    let url: URL
                    var body: some View { TermsPage(url: url) }
                }
                struct TermsPage: UIViewRepresentable {
                    let url: URL
                    func makeUIView(context: Context) -> WKWebView { WKWebView() }
                    func updateUIView(_ webView: WKWebView, context: Context) {
                        ↓webView.load(URLRequest(url: url))
                    }
                }
                """, confidence: .latent),
            Example("""
                struct TrailScreen: View {
                    @ObservedObject var model: TrailModel
                    var body: some View { TrailMap(region: model.region) }
                }
                struct TrailMap: UIViewRepresentable {
                    let region: MKCoordinateRegion
                    func makeUIView(context: Context) -> MKMapView { MKMapView() }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        ↓map.setRegion(region, animated: true)
                    }
                }
                """),
            Example("""
                // Every pan writes the region back, and the update that follows takes every pin off and adds them again.
                struct StationMap: UIViewRepresentable {
                    @Binding var visibleRegion: MKCoordinateRegion
                    let stations: [StationPin]
                    func makeCoordinator() -> Coordinator { Coordinator(visibleRegion: $visibleRegion) }
                    func makeUIView(context: Context) -> MKMapView {
                        let map = MKMapView()
                        map.delegate = context.coordinator
                        return map
                    }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        ↓map.removeAnnotations(map.annotations)
                        map.addAnnotations(stations)
                    }
                    final class Coordinator: NSObject, MKMapViewDelegate {
                        var visibleRegion: Binding<MKCoordinateRegion>
                        init(visibleRegion: Binding<MKCoordinateRegion>) { self.visibleRegion = visibleRegion }
                        func mapViewDidChangeVisibleRegion(_ map: MKMapView) { visibleRegion.wrappedValue = map.region }
                    }
                }
                """),
            Example("""
                // Only the parent's re-renders rebuild the stops (latent): whether one comes while a pin is selected is out of sight.
                struct StopMap: UIViewRepresentable {
                    let stops: [StopPin]
                    func makeUIView(context: Context) -> MKMapView { MKMapView() }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        ↓map.removeOverlays(map.overlays.filter { $0 is MKPolyline })
                        map.addOverlays(stops.map { $0.route })
                    }
                }
                """, confidence: .latent),
            Example("""
                // A map SDK's camera move on every update: each re-render flies the map back to the route.
                struct RideScreen: View {
                    @ObservedObject var model: RideModel
                    var body: some View { RouteMap(route: model.route, progress: model.progress) }
                }
                struct RouteMap: UIViewRepresentable {
                    let route: [CLLocationCoordinate2D]
                    let progress: Double
                    func makeUIView(context: Context) -> MapView { MapView(frame: .zero) }
                    func updateUIView(_ mapView: MapView, context: Context) {
                        let camera = CameraOptions(center: route.first, zoom: 14)
                        ↓mapView.camera.ease(to: camera, duration: 1.5)
                    }
                }
                """),
            Example("""
                struct ItemsScreen: View {
                    @ObservedObject var model: ItemsModel
                    var body: some View { ItemTable(items: model.items) }
                }
                struct ItemTable: UIViewRepresentable {
                    let items: [String]
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> UITableView {
                        let table = UITableView()
                        table.dataSource = context.coordinator
                        return table
                    }
                    func updateUIView(_ table: UITableView, context: Context) {
                        context.coordinator.items = items
                        ↓table.reloadData()
                    }
                }
                """),
            Example("""
                struct ClipScreen: View {
                    @ObservedObject var model: ClipModel
                    var body: some View { ClipPlayer(player: model.player) }
                }
                struct ClipPlayer: UIViewControllerRepresentable {
                    let player: AVPlayer
                    func makeUIViewController(context: Context) -> AVPlayerViewController {
                        AVPlayerViewController()
                    }
                    func updateUIViewController(_ controller: AVPlayerViewController, context: Context) {
                        controller.player = player
                        ↓player.play()
                    }
                }
                """),
            Example("""
                struct TagCloud: UIViewRepresentable {
                    let tags: [String]
                    func makeUIView(context: Context) -> UIStackView { UIStackView() }
                    func updateUIView(_ stack: UIStackView, context: Context) {
                        for tag in tags {
                            let label = UILabel()
                            label.text = tag
                            ↓stack.addArrangedSubview(label)
                        }
                    }
                }
                """),
            Example("""
                struct HelpWindow: View {
                    @ObservedObject var model: HelpModel
                    var body: some View { HelpPage(html: model.html) }
                }
                struct HelpPage: NSViewRepresentable {
                    let html: String
                    func makeNSView(context: Context) -> WKWebView { WKWebView() }
                    func updateNSView(_ webView: WKWebView, context: Context) {
                        ↓webView.loadHTMLString(html, baseURL: nil)
                    }
                }
                """),
            Example("""
                struct StickerRow: View {
                    @ObservedObject var model: StickerModel
                    var body: some View { StickerView(gif: model.gif) }
                }
                struct StickerView: UIViewRepresentable {
                    let gif: Data
                    func makeUIView(context: Context) -> GIFImageView { GIFImageView() }
                    func updateUIView(_ uiView: GIFImageView, context: Context) {
                        ↓uiView.animate(withGIFData: gif)
                    }
                }
                """),
            Example("""
                struct ProfileHeader: View {
                    @ObservedObject var model: ProfileModel
                    var body: some View { RemoteAvatar(url: model.avatarURL) }
                }
                struct RemoteAvatar: UIViewRepresentable {
                    let url: URL?
                    func makeUIView(context: Context) -> AvatarContainer { AvatarContainer() }
                    func updateUIView(_ container: AvatarContainer, context: Context) {
                        ↓Nuke.loadImage(with: url, into: container.imageView)
                    }
                }
                """),
            Example("""
                // The reload is one step away, in the coordinator's own method.
                struct HelpPage: UIViewRepresentable {
                    let address: URL
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> WKWebView { context.coordinator.webView }
                    func updateUIView(_ webView: WKWebView, context: Context) {
                        ↓context.coordinator.show(address)
                    }
                    final class Coordinator: NSObject, WKNavigationDelegate {
                        let webView = WKWebView()
                        func show(_ address: URL) {
                            if address.isFileURL {
                                webView.loadFileURL(address, allowingReadAccessTo: address.deletingLastPathComponent())
                            } else {
                                webView.load(URLRequest(url: address))
                            }
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // A command the update carries out once and sets back: its idle case does nothing.
                struct Pager: UIViewRepresentable {
                    enum Command { case idle, scroll(to: CGPoint) }
                    @Binding var command: Command
                    func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
                    func updateUIView(_ scroll: UIScrollView, context: Context) {
                        switch command {
                        case .idle:
                            break
                        case .scroll(let point):
                            scroll.setContentOffset(point, animated: true)
                            DispatchQueue.main.async { command = .idle }
                        }
                    }
                }
                """),
            Example("""
                // The reader is taken to the hit only when it is a new one.
                struct ManualReader: UIViewRepresentable {
                    let document: PDFDocument
                    let hit: PDFSelection?
                    func makeUIView(context: Context) -> PDFView {
                        let view = PDFView()
                        view.document = document
                        return view
                    }
                    func updateUIView(_ view: PDFView, context: Context) {
                        if let hit, view.currentSelection != hit {
                            view.currentSelection = hit
                            view.go(to: hit)
                        }
                    }
                }
                """),
            Example("""
                // The coordinator remembers the address it geocoded: an update asks again only for a new one.
                struct BranchMap: UIViewRepresentable {
                    let address: String
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> MKMapView { MKMapView() }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        guard context.coordinator.geocoded != address else { return }
                        context.coordinator.geocoded = address
                        CLGeocoder().geocodeAddressString(address) { placemarks, _ in
                            guard let location = placemarks?.first?.location else { return }
                            map.setCenter(location.coordinate, animated: true)
                        }
                    }
                    final class Coordinator { var geocoded: String? }
                }
                """),
            Example("""
                // The helper frames the trail only when it is not the one on the map already.
                struct FramedTrailMap: UIViewRepresentable {
                    var trail: MKPolyline?
                    func makeUIView(context: Context) -> MKMapView { MKMapView() }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        show(trail, on: map)
                    }
                    private func show(_ trail: MKPolyline?, on map: MKMapView) {
                        guard let trail, !map.overlays.contains(where: { $0 === trail }) else { return }
                        map.removeOverlays(map.overlays)
                        map.addOverlay(trail)
                        map.setVisibleMapRect(trail.boundingMapRect, animated: true)
                    }
                }
                """),
            Example("""
                // Recentering waits for the animation's completion, which runs only when the user taps the button
                // that sets the flag; the update itself compares first.
                struct RecenteringMap: UIViewRepresentable {
                    let home: CLLocationCoordinate2D
                    @Binding var recenter: Bool
                    func makeUIView(context: Context) -> MKMapView { MKMapView() }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        guard recenter else { return }
                        UIView.animate(withDuration: 0.3, animations: { map.alpha = 1 }) { _ in
                            map.setCenter(home, animated: true)
                        }
                    }
                }
                """),
            Example("""
                // The stops are taken off in one branch and added in the other: no update takes them off and puts them back.
                struct StopsMap: UIViewRepresentable {
                    @Binding var visibleRegion: MKCoordinateRegion
                    let stops: [StopPin]
                    let showsStops: Bool
                    func makeCoordinator() -> Coordinator { Coordinator(visibleRegion: $visibleRegion) }
                    func makeUIView(context: Context) -> MKMapView {
                        let map = MKMapView()
                        map.delegate = context.coordinator
                        return map
                    }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        if showsStops {
                            map.addAnnotations(stops.filter { stop in !map.annotations.contains { $0 === stop } })
                        } else {
                            map.removeAnnotations(map.annotations.filter { $0 is StopPin })
                        }
                    }
                    final class Coordinator: NSObject, MKMapViewDelegate {
                        var visibleRegion: Binding<MKCoordinateRegion>
                        init(visibleRegion: Binding<MKCoordinateRegion>) { self.visibleRegion = visibleRegion }
                        func mapViewDidChangeVisibleRegion(_ map: MKMapView) { visibleRegion.wrappedValue = map.region }
                    }
                }
                """),
            Example("""
                // Only the pins that changed come and go: the others, and a selection among them, stay.
                struct StationMap: UIViewRepresentable {
                    @Binding var visibleRegion: MKCoordinateRegion
                    let stations: [StationPin]
                    func makeCoordinator() -> Coordinator { Coordinator(visibleRegion: $visibleRegion) }
                    func makeUIView(context: Context) -> MKMapView {
                        let map = MKMapView()
                        map.delegate = context.coordinator
                        return map
                    }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        let shown = Set(map.annotations.compactMap { $0 as? StationPin })
                        let wanted = Set(stations)
                        map.removeAnnotations(Array(shown.subtracting(wanted)))
                        map.addAnnotations(Array(wanted.subtracting(shown)))
                    }
                    final class Coordinator: NSObject, MKMapViewDelegate {
                        var visibleRegion: Binding<MKCoordinateRegion>
                        init(visibleRegion: Binding<MKCoordinateRegion>) { self.visibleRegion = visibleRegion }
                        func mapViewDidChangeVisibleRegion(_ map: MKMapView) { visibleRegion.wrappedValue = map.region }
                    }
                }
                """),
            Example("""
                // Looking for the tagged web view decides whether it exists yet: the page loads once.
                struct TaggedPage: UIViewRepresentable {
                    let request: URLRequest
                    func makeUIView(context: Context) -> UIView { UIView() }
                    func updateUIView(_ container: UIView, context: Context) {
                        guard container.viewWithTag(7) == nil else { return }
                        let web = WKWebView()
                        web.tag = 7
                        container.addSubview(web)
                        web.load(request)
                    }
                }
                """),
            Example(files: [
                "WKWebView+Article.swift": """
                    // The helper compares with what is shown before it loads.
                    extension WKWebView {
                        func show(article: Article) {
                            guard url != article.url else { return }
                            loadHTMLString(article.html, baseURL: article.url)
                        }
                        func applyTheme(_ theme: Theme) { backgroundColor = theme.background }
                    }
                    """,
                "ArticleView.swift": """
                    struct ArticleView: UIViewRepresentable {
                        let article: Article
                        let theme: Theme
                        func makeUIView(context: Context) -> WKWebView { WKWebView() }
                        func updateUIView(_ webView: WKWebView, context: Context) {
                            webView.show(article: article)
                            webView.applyTheme(theme)
                        }
                    }
                    """,
            ]),
            Example("""
                // The target is compared with the one already scrolled to: a later update with the same target does nothing.
                struct HistoryList: UIViewRepresentable {
                    let scrollTarget: Row.ID?
                    func makeUIView(context: Context) -> UITableView { UITableView() }
                    func updateUIView(_ table: UITableView, context: Context) {
                        if let target = scrollTarget, target != context.coordinator.scrolledTo,
                           let indexPath = context.coordinator.indexPath(of: target) {
                            table.scrollToRow(at: indexPath, at: .top, animated: false)
                            context.coordinator.scrolledTo = target
                        }
                    }
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    final class Coordinator {
                        var scrolledTo: Row.ID?
                        func indexPath(of id: Row.ID) -> IndexPath? { nil }
                    }
                }
                """),
            Example("""
                // The zoom is reset only when another image comes in.
                struct PhotoZoom: UIViewRepresentable {
                    let image: UIImage
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
                    func updateUIView(_ scroll: UIScrollView, context: Context) {
                        if context.coordinator.image !== image {
                            context.coordinator.image = image
                            scroll.setZoomScale(1, animated: false)
                        }
                    }
                    final class Coordinator { var image: UIImage? }
                }
                """),
            Example("""
                // Reloaded only when the caller asks for it, and the request is cleared after.
                struct HelpPage: UIViewRepresentable {
                    let url: URL
                    @Binding var needsReload: Bool
                    func makeUIView(context: Context) -> WKWebView {
                        let webView = WKWebView()
                        webView.load(URLRequest(url: url))
                        return webView
                    }
                    func updateUIView(_ webView: WKWebView, context: Context) {
                        guard needsReload else { return }
                        webView.reload()
                        DispatchQueue.main.async { needsReload = false }
                    }
                }
                """),
            Example("""
                // The bar is installed only when the setting differs from the one the coordinator last applied.
                struct ConsolePane: UIViewRepresentable {
                    let console: ConsoleSession
                    let showsKeyBar: Bool
                    private func installKeyBar(on webView: ConsoleWebView) {
                        let bar = UIHostingController(rootView: KeyBar())
                        webView.setAccessoryView(bar.view)
                    }
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> ConsoleWebView { console.webView }
                    func updateUIView(_ webView: ConsoleWebView, context: Context) {
                        guard context.coordinator.showsKeyBar != showsKeyBar else { return }
                        context.coordinator.showsKeyBar = showsKeyBar
                        if showsKeyBar {
                            installKeyBar(on: webView)
                        } else {
                            webView.setAccessoryView(nil)
                        }
                    }
                    final class Coordinator { var showsKeyBar: Bool? }
                }
                """),
            Example("""
                // The preview is fetched only when the link differs from the one last fetched.
                struct LinkCard: UIViewRepresentable {
                    let link: URL
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> LPLinkView { LPLinkView(url: link) }
                    func updateUIView(_ card: LPLinkView, context: Context) {
                        guard context.coordinator.fetched != link else { return }
                        context.coordinator.fetched = link
                        LPMetadataProvider().startFetchingMetadata(for: link) { metadata, _ in
                            guard let metadata else { return }
                            DispatchQueue.main.async { card.metadata = metadata }
                        }
                    }
                    final class Coordinator { var fetched: URL? }
                }
                """),
            Example("""
                // The menu is rebuilt only when the sections differ from the ones it shows.
                struct SectionPicker: NSViewRepresentable {
                    let sections: [Section]
                    @Binding var selection: Section.ID?
                    func makeCoordinator() -> Coordinator { Coordinator(selection: $selection) }
                    func makeNSView(context: Context) -> NSPopUpButton { NSPopUpButton() }
                    func updateNSView(_ button: NSPopUpButton, context: Context) {
                        guard context.coordinator.shown != sections else { return }
                        context.coordinator.shown = sections
                        button.menu?.items = sections.map { section in
                            let item = NSMenuItem(title: section.title, action: #selector(Coordinator.picked), keyEquivalent: "")
                            item.target = context.coordinator
                            return item
                        }
                    }
                    final class Coordinator: NSObject {
                        @Binding var selection: Section.ID?
                        var shown: [Section] = []
                        init(selection: Binding<Section.ID?>) { _selection = selection }
                        @objc func picked(_ item: NSMenuItem) { selection = item.representedObject as? Section.ID }
                    }
                }
                """),
            Example("""
                struct HelpPage: UIViewRepresentable {
                    let address: URL
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> WKWebView { context.coordinator.webView }
                    func updateUIView(_ webView: WKWebView, context: Context) {
                        context.coordinator.show(address)
                    }
                    final class Coordinator: NSObject, WKNavigationDelegate {
                        let webView = WKWebView()
                        private var shown: URL?
                        func show(_ address: URL) {
                            guard address != shown else { return }
                            shown = address
                            webView.load(URLRequest(url: address))
                        }
                    }
                }
                """),
            Example("""
                struct StickerView: UIViewRepresentable {
                    let gif: Data
                    func makeCoordinator() -> StickerState { StickerState() }
                    func makeUIView(context: Context) -> GIFImageView { GIFImageView() }
                    func updateUIView(_ uiView: GIFImageView, context: Context) {
                        if context.coordinator.playing != gif {
                            context.coordinator.playing = gif
                            uiView.animate(withGIFData: gif)
                        }
                    }
                }
                """),
            Example("""
                struct WebPage: UIViewRepresentable {
                    let url: URL
                    func makeUIView(context: Context) -> WKWebView { WKWebView() }
                    func updateUIView(_ webView: WKWebView, context: Context) {
                        if webView.url != url {
                            webView.load(URLRequest(url: url))
                        }
                    }
                }
                """),
            Example("""
                struct ItemTable: UIViewRepresentable {
                    let items: [String]
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> UITableView {
                        let table = UITableView()
                        table.dataSource = context.coordinator
                        return table
                    }
                    func updateUIView(_ table: UITableView, context: Context) {
                        guard context.coordinator.items != items else { return }
                        context.coordinator.items = items
                        table.reloadData()
                    }
                }
                """),
            Example("""
                struct FlyoverPlayer: UIViewRepresentable {
                    let player: AVPlayer
                    @Binding var isPlaying: Bool
                    func makeUIView(context: Context) -> PlayerView { PlayerView(player: player) }
                    func updateUIView(_ view: PlayerView, context: Context) {
                        if isPlaying { player.play() } else { player.pause() }
                    }
                }
                """),
            Example("""
                struct Overlay: UIViewRepresentable {
                    let text: String
                    func makeUIView(context: Context) -> UIView {
                        let view = UIView()
                        view.addSubview(UILabel())
                        return view
                    }
                    func updateUIView(_ view: UIView, context: Context) {
                        if view.subviews.isEmpty {
                            view.addSubview(UILabel())
                        }
                        (view.subviews.first as? UILabel)?.text = text
                    }
                }
                """),
            Example("""
                struct Reader: UIViewRepresentable {
                    let document: Document
                    func makeUIView(context: Context) -> ReaderView { ReaderView() }
                    func updateUIView(_ view: ReaderView, context: Context) {
                        // A project method with the same name as a UIKit one is out of sight.
                        context.coordinator.reloadData()
                        DispatchQueue.main.async { view.setContentOffset(.zero, animated: false) }
                    }
                }
                """),
        ],
        symptoms: [
            "A web page reloads while it is being read",
            "A scroll position or map region snaps back",
            "A video restarts or jumps",
            "Views appear twice or pile up",
            "web view reloads on every keystroke",
            "WKWebView keeps reloading the page",
            "map animates back to the region again and again",
            "table view loses its scroll position and selection",
            "video restarts from the beginning",
            "view flickers on every state change",
        ],
        scaffold: .representable
    )

    /// A costly call: its name, its leading argument labels, whether those are all its arguments, and what it does.
    private struct CostlyCall {
        let name: String
        let labels: [String?]
        let exact: Bool
        let effect: String
    }

    private static let costlyCalls: [CostlyCall] = [
        CostlyCall(name: "reloadData", labels: [], exact: true, effect: "reloads every row and cell"),
        CostlyCall(name: "setRegion", labels: [nil], exact: false, effect: "moves the map back, fighting the user's panning"),
        CostlyCall(name: "setVisibleMapRect", labels: [nil], exact: false, effect: "moves the map back, fighting the user's panning"),
        CostlyCall(name: "setCamera", labels: [nil, "animated"], exact: true, effect: "moves the map back, fighting the user's panning"),
        CostlyCall(name: "setCenter", labels: [nil, "animated"], exact: true, effect: "moves the map back, fighting the user's panning"),
        // Map SDKs' camera moves (Mapbox `camera.ease(to:)`/`fly(to:)`, Google Maps `moveCamera`).
        CostlyCall(name: "ease", labels: ["to"], exact: false, effect: "moves the map camera back, fighting the user's panning"),
        CostlyCall(name: "fly", labels: ["to"], exact: false, effect: "moves the map camera back, fighting the user's panning"),
        CostlyCall(name: "moveCamera", labels: [nil], exact: true, effect: "moves the map camera back, fighting the user's panning"),
        CostlyCall(name: "setContentOffset", labels: [nil, "animated"], exact: true, effect: "snaps the scroll position back"),
        CostlyCall(name: "setZoomScale", labels: [nil, "animated"], exact: true, effect: "snaps the zoom back, undoing the user's pinch"),
        CostlyCall(name: "scrollToRow", labels: ["at", "at", "animated"], exact: true, effect: "snaps the scroll position back"),
        CostlyCall(name: "scrollToItem", labels: ["at", "at", "animated"], exact: true, effect: "snaps the scroll position back"),
        // PDFKit's `go(to:)` (a page, selection or destination): the document scrolls back there.
        CostlyCall(name: "go", labels: ["to"], exact: true, effect: "scrolls the document back there, undoing the user's scrolling"),
        CostlyCall(name: "setCollectionViewLayout", labels: [nil, "animated"], exact: false, effect: "rebuilds the whole layout"),
        CostlyCall(name: "loadHTMLString", labels: [nil, "baseURL"], exact: true, effect: "reloads the page, losing its scroll position and state"),
        CostlyCall(name: "loadFileURL", labels: [nil, "allowingReadAccessTo"], exact: true, effect: "reloads the page, losing its scroll position and state"),
        CostlyCall(name: "play", labels: [], exact: true, effect: "resumes playback the user may have paused"),
        CostlyCall(name: "seek", labels: ["to"], exact: false, effect: "jumps the playback position"),
        CostlyCall(name: "replaceCurrentItem", labels: ["with"], exact: true, effect: "throws away the current item and what it buffered"),
        // Widely used image and GIF libraries (Nuke, Kingfisher, SDWebImage, Gifu).
        CostlyCall(name: "loadImage", labels: ["with", "into"], exact: false, effect: "starts the image download again and flickers the image"),
        CostlyCall(name: "sd_setImage", labels: ["with"], exact: false, effect: "starts the image download again and flickers the image"),
        CostlyCall(name: "animate", labels: ["withGIFData"], exact: false, effect: "decodes the GIF again and restarts its animation from the first frame"),
        CostlyCall(name: "animate", labels: ["withGIFNamed"], exact: false, effect: "decodes the GIF again and restarts its animation from the first frame"),
        CostlyCall(name: "animate", labels: ["withGIFURL"], exact: false, effect: "downloads the GIF again and restarts its animation from the first frame"),
        CostlyCall(name: "prepareForAnimation", labels: ["withGIFData"], exact: false, effect: "decodes the GIF again and restarts its animation from the first frame"),
        // Network fetches: each update starts another download, and replies can land out of order.
        CostlyCall(name: "startFetchingMetadata", labels: ["for"], exact: false, effect: "downloads the page and its preview images again, with replies that can land out of order"),
        CostlyCall(name: "dataTask", labels: ["with"], exact: false, effect: "starts the download again, with replies that can land out of order"),
        // Core Location's geocoder asks Apple's servers, which throttle an app that asks too often.
        CostlyCall(name: "geocodeAddressString", labels: [nil], exact: false,
                   effect: "sends another geocoding request, which the servers throttle, with replies that can land out of order"),
        CostlyCall(name: "reverseGeocodeLocation", labels: [nil], exact: false,
                   effect: "sends another geocoding request, which the servers throttle, with replies that can land out of order"),
    ]

    /// Calls that add a view, layer or controller to the hierarchy.
    static let addingCalls: Set<String> = [
        "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "addSublayer", "insertSublayer", "addChild",
    ]

    private static let players: Set<String> = ["AVPlayer", "AVQueuePlayer", "AVAudioPlayer"]

    /// Whether a statement of update before `call` takes out what the receiver holds
    /// (`container.subviews.forEach { $0.removeFromSuperview() }`, `for layer in host.layer.sublayers ?? [] { … }`).
    private static func clearsChildren(of receiver: ExprSyntax, before call: FunctionCallExprSyntax, in body: CodeBlockSyntax) -> Bool {
        let owner = receiver.trimmedDescription
        let children = ["\(owner).subviews", "\(owner).arrangedSubviews", "\(owner).sublayers", "\(owner).layer.sublayers"]
        return body.statements.contains { statement in
            guard statement.endPosition <= call.position else { return false }
            let text = statement.trimmedDescription
            return (text.contains("removeFromSuperview") || text.contains("removeFromSuperlayer"))
                && children.contains { text.contains($0) }
        }
    }

    func check(_ file: LintFile, report: inout RuleReport) {
        for representable in Representable.all(in: file) {
            guard let update = representable.update, let body = update.body else { continue }
            let contextName = Representable.contextName(in: update)
            let make = representable.lifecycle.make
            let viewType = representable.updatedViewType
            // The animations of `UIView.animate { … }` run in place, as part of the update.
            for call in representable.callsOnEveryUpdate(seeingThroughAnimations: true) {
                if let (method, inner, effect) = Self.costlyCallOneStepAway(call, in: representable, contextName: contextName) {
                    report.add(at: call, """
                        '\(call.trimmedDescription)' runs on every SwiftUI update, and \(method) calls \
                        '\(inner.trimmedDescription)' every time, which \(effect); compare with the view's current \
                        state before calling it, or do it once in \(make)
                        """)
                    continue
                }
                guard let name = call.calleeName, let receiver = call.receiver,
                      receiver.memberPath != [contextName, "coordinator"]
                else { continue }
                let subject = "\(receiver.trimmedDescription).\(name)"
                if let rebuild = MapRebuild(call) {
                    let writeBack = representable.immediateWriteBacks.first
                    let trigger = writeBack.map { back in
                        let place = back.node.root.id == file.tree.root.id
                            ? ", written at line \(file.location(of: back.node.positionAfterSkippingLeadingTrivia).line)" : ""
                        return ", including the one each change the view writes back causes ('\(back.input)'\(place))"
                    } ?? " (each re-render of the parent)"
                    report.add(at: call, """
                        update takes every \(rebuild.noun) off '\(receiver.trimmedDescription)' and puts them back \
                        ('\(rebuild.adding.trimmedDescription)') on every SwiftUI update\(trigger): \(rebuild.effect); \
                        add and remove only the ones that changed (compare with '\(receiver.trimmedDescription).\(rebuild.collection)')
                        """, confidence: writeBack == nil ? .latent : .witnessed)
                } else if let costly = Self.costlyCalls.first(where: { $0.name == name && Self.matches(call, $0) }) {
                    // A web view cannot tell which HTML or file it shows: the last one loaded has to be kept.
                    // A table cannot tell which data it shows either, and its data usually comes after make.
                    let fix = ["loadHTMLString", "loadFileURL"].contains(name)
                        ? "keep what was loaded last in the coordinator and call it only when that changes, or do it once in \(make)"
                        : name == "reloadData"
                        ? "keep the data it shows in the coordinator and reload only when the new data differs"
                        : "compare with the view's current state first, or do it once in \(make)"
                    Self.reportRepeated(
                        at: call, of: representable, consequence: "'\(subject)' runs on every SwiftUI update", effect: " and \(costly.effect); \(fix)",
                        file: file, report: &report)
                } else if ["load", "reload"].contains(name), Self.loadsWebPage(call, in: body) {
                    let fix = name == "reload"
                        ? "reload only when what it shows must change (a flag the caller sets, cleared after)"
                        : "keep the last URL loaded in the coordinator and load only when the requested one differs (comparing with the web view's own 'url' would load again after the user follows a link)"
                    Self.reportRepeated(
                        at: call, of: representable, consequence: "'\(subject)' reloads the page on every SwiftUI update",
                        effect: ", losing its scroll position and state; \(fix)", file: file, report: &report)
                } else if Self.addingCalls.contains(name), let added = call.arguments.first?.expression,
                          NewObject.isCreated(added, in: body), Self.clearsChildren(of: receiver, before: call, in: body) {
                    // Nothing piles up; what is left is a rebuild, which matters when updates come often.
                    let writesBack = !representable.immediateWriteBacks.isEmpty
                    let trigger = writesBack
                        ? "on every SwiftUI update, including the one each change the view writes back causes"
                        : "on every SwiftUI update (each re-render of the parent)"
                    report.add(at: call, """
                        update removes what '\(receiver.trimmedDescription)' holds and adds a new \
                        '\(added.trimmedDescription)' \(trigger): nothing piles up, but the content is torn down and made \
                        again even when nothing changed; create it once in \(make) and only configure it here
                        """, confidence: writesBack ? .witnessed : .latent)
                } else if Self.addingCalls.contains(name), let added = call.arguments.first?.expression,
                          NewObject.isCreated(added, in: body) {
                    report.add(at: call, """
                        update creates a new '\(added.trimmedDescription)' and adds it with '\(name)' on every \
                        SwiftUI update, so copies pile up; create it once in \(make) and only configure it here
                        """)
                } else if let viewType, receiver.trimmedDescription == representable.updateViewName {
                    // A helper the project adds to the view's type, maybe in another file (`nsView.show(article:)`).
                    report.whenIndexed(at: call, asking: Question(
                        viewType: viewType, method: name, labels: call.argumentLabels.map { $0 ?? "_" },
                        call: call.trimmedDescription, make: make))
                }
            }
            for (call, condition) in Self.callsUnderInputConditions(representable, body: body) {
                guard let (method, inner, effect) = Self.costlyCallOneStepAway(call, in: representable, contextName: contextName),
                      Self.installsNewHostingView(inner)
                else { continue }
                report.add(at: call, """
                    '\(call.trimmedDescription)' runs on every SwiftUI update while '\(condition.trimmedDescription)' \
                    holds (the condition reads only inputs, never what is on screen), and \(method) calls \
                    '\(inner.trimmedDescription)' every time, which \(effect); install it once, or only when the \
                    condition changes (remember the last value in the coordinator)
                    """)
            }
            for write in representable.writesOnEveryUpdate {
                guard let sequence = write.node.as(SequenceExprSyntax.self), let assignment = Assignment(sequence) else { continue }
                if let viewType, let path = assignment.target.memberPath, path.count == 2, path[0] == representable.updateViewName,
                   let reload = Self.reloadingProperties.first(where: { $0.type == viewType && $0.property == path[1] }) {
                    let target = assignment.target.trimmedDescription
                    switch ReloadedValue(assignment.value.count == 1 ? assignment.value[0] : nil, update: body, inputs: representable.inputs) {
                    case .madeEachUpdate(let making):
                        report.add(at: sequence, """
                            update makes a new value with '\(making)' on every SwiftUI update and sets it as '\(target)', \
                            which \(reload.effect); comparing it with the one shown cannot help, since each is a new object: \
                            make it only when what it is made from changes (keep the last one in the coordinator)
                            """)
                    case .returned(let call):
                        report.add(at: sequence, """
                            update sets '\(target)' to what '\(call)' returns on every SwiftUI update; whenever that is \
                            another object (as a call that makes one returns), the view \(reload.effect); \
                            make it only when what it is made from changes (keep the last one in the coordinator and set it then)
                            """)
                    case .input(let name):
                        report.add(at: sequence, """
                            '\(target)' is set to the input '\(name)' on every SwiftUI update; while the caller passes the \
                            same object the view may keep what it shows, but where setting it again reloads, it \(reload.effect); \
                            set it only when it differs from the one shown ('if \(target) !== \(name)')
                            """, confidence: .latent)
                    case .other:
                        report.add(at: sequence, """
                            '\(target)' is set on every SwiftUI update, and setting it \
                            \(reload.effect) even when the value is the same; set it only when it differs from the one shown
                            """)
                    }
                    continue
                }
                if let path = assignment.target.memberPath, path.count >= 2, path[0] == representable.updateViewName,
                   assignment.value.count == 1, let type = Self.itemTypeRebuilt(by: assignment.value[0]) {
                    // Each pick the view reports back is an update, which then rebuilds the menu the pick came from.
                    let writesBack = !representable.immediateWriteBacks.isEmpty
                    let trigger = writesBack
                        ? "on every SwiftUI update, including the one each choice the view writes back causes"
                        : "on every SwiftUI update (each re-render of the parent)"
                    report.add(at: sequence, """
                        update rebuilds '\(assignment.target.trimmedDescription)' from new \(type) objects \(trigger): the \
                        items are torn down and made again even when nothing changed; rebuild them only when the items \
                        differ (keep the last ones in the coordinator and compare), or build them once in \(make)
                        """, confidence: writesBack ? .witnessed : .latent)
                    continue
                }
                guard assignment.value.count == 1, let type = assignment.value[0].as(FunctionCallExprSyntax.self)?.constructedType,
                      Self.players.contains(type)
                else { continue }
                report.add(at: sequence, """
                    update creates a new \(type) for '\(assignment.target.trimmedDescription)' on every SwiftUI update, \
                    restarting playback and buffering; create it once in \(make) or only when the URL changes
                    """)
            }
        }
    }

    /// A call update makes on its view, on every update, to a method the index may know as a project helper; or,
    /// with `repeated`, costly work whose harm depends on how often update runs (see `reportRepeated`).
    @CompactCoded
    struct Question: IndexQuestion {
        var viewType: String
        var method: String
        /// The call's argument labels, `_` for an unlabelled one.
        var labels: [String]
        var call: String
        var make: String
        /// For costly work update does: the representable, its file, and the message's two halves.
        var repeated: RepeatedWork?

        init(viewType: String, method: String, labels: [String], call: String, make: String) {
            (self.viewType, self.method, self.labels, self.call, self.make) = (viewType, method, labels, call, make)
        }

        init(repeated: RepeatedWork) {
            self.init(viewType: "", method: "", labels: [], call: "", make: "")
            self.repeated = repeated
        }
    }

    @CompactCoded
    struct RepeatedWork: CompactCodable, Sendable, Hashable {
        var representable: String
        var file: String
        /// `'webView.load' reloads the page on every SwiftUI update`.
        var consequence: String
        /// `, losing its scroll position and state; keep …`.
        var effect: String

        init(representable: String, file: String, consequence: String, effect: String) {
            (self.representable, self.file, self.consequence, self.effect) = (representable, file, consequence, effect)
        }
    }

    /// Costly work on every update, reported by what makes SwiftUI update the representable (see `UpdateSource`):
    /// its own dynamic properties witness it; an environment change only is latent; a parent making it again with
    /// new values is the index's to show.
    private static func reportRepeated(
        at call: FunctionCallExprSyntax, of representable: Representable, consequence: String, effect: String,
        file: LintFile, report: inout RuleReport
    ) {
        switch UpdateSource(representable) {
        case .ownDynamicProperties:
            report.add(at: call, "\(consequence)\(effect)")
        case .environmentOnly:
            report.add(at: call, "\(consequence) (it is given nothing, so \(Self.environmentUpdates))\(effect)", confidence: .latent)
        case .parent:
            report.whenIndexed(at: call, asking: Question(repeated: RepeatedWork(
                representable: representable.name, file: file.path, consequence: consequence, effect: effect)))
        }
    }

    private static let environmentUpdates = "updates come only when the environment changes: appearance, text size, size class"

    /// What runs a representable's update again after the first.
    private enum UpdateSource {
        /// Stored properties SwiftUI watches itself (any property wrapper but `@Environment`: `@Binding`,
        /// `@ObservedObject`, `@AppStorage`…): their changes update it whoever made it.
        case ownDynamicProperties
        /// Given nothing: SwiftUI finds every new copy equal to the last, so only the environment it reads updates it.
        case environmentOnly
        /// Given plain values: a parent that makes it again with other values.
        case parent

        init(_ representable: Representable) {
            let hasDynamicProperties = representable.declaration.map { declaration in
                declaration.memberBlock.flattenedDeclarations.contains { member in
                    guard let variable = member.as(VariableDeclSyntax.self),
                          !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
                    else { return false }
                    let wrappers = TypeNames.attributeNames(variable.attributes)
                    return !wrappers.isEmpty && wrappers != ["Environment"]
                }
            } ?? true
            if hasDynamicProperties {
                self = .ownDynamicProperties
            } else {
                self = representable.inputs.isEmpty && representable.objectInputs.isEmpty ? .environmentOnly : .parent
            }
        }
    }

    static func verdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        guard let repeated = question.repeated else { return answer(question, index: index).map { IndexVerdict($0) } }
        guard let site = index.rerenderingWitness(of: repeated.representable, declaredIn: repeated.file) else {
            return .latent("""
                \(repeated.consequence) (today '\(repeated.representable)' is only made where nothing makes it again \
                with new values, so \(Self.environmentUpdates))\(repeated.effect)
                """)
        }
        let made = site.isEmpty ? "" : " (it is made at \(site), in code that runs again when its view re-renders)"
        return IndexVerdict("\(repeated.consequence)\(made)\(repeated.effect)")
    }

    static func answer(_ question: Question, index: ProjectIndex) -> String? {
        let labels = question.labels.map { $0 == "_" ? nil : $0 }
        guard let (method, path) = index.costlyExtensionMethod(of: question.viewType, named: question.method, labels: labels)
        else { return nil }
        let signature = question.method + "(" + method.parameters.map { $0.replacingOccurrences(of: "?", with: "") + ":" }.joined() + ")"
        return """
            '\(question.call)' runs on every SwiftUI update, and '\(signature)' (the project's extension of \
            \(question.viewType), at \(path):\(method.line)) calls '\(method.call)' every time, which \(method.effect); \
            compare with the view's current state before calling it, or do it once in \(question.make)
            """
    }

    /// Calls in update that only an `if` over the representable's own inputs stands before
    /// (`if options.toolbarEnabled { installBar() }`): such a condition holds on update after update, so it
    /// does not stop work that is not idempotent. A condition update itself resets (a one-shot trigger) still
    /// guards. Each call comes with the condition that guards it.
    private static func callsUnderInputConditions(
        _ representable: Representable, body: CodeBlockSyntax
    ) -> [(call: FunctionCallExprSyntax, condition: ConditionElementListSyntax)] {
        let inputNames = Set(representable.inputs.map(\.name) + representable.objectInputs.map(\.name))
        guard !inputNames.isEmpty else { return [] }
        let written = Set(Write.all(in: body, outsideClosures: false).compactMap { $0.target.rootIdentifier })
        let uikitNames = representable.updateUIKitNames
        let unguarded = Set(representable.callsOnEveryUpdate.map(\.id))
        return Nodes.all(FunctionCallExprSyntax.self, in: body, outsideClosures: true).compactMap { call in
            guard !unguarded.contains(call.id),
                  Placement(of: call, in: body, uikitNames: uikitNames, unguardingNames: inputNames) == .everyCall,
                  let condition = enclosingIfConditions(of: call, in: body),
                  NameReferences.collect(in: condition).names.isDisjoint(with: written)
            else { return nil }
            return (call, condition)
        }
    }

    /// The conditions of the nearest `if` around `node` whose body (not its conditions) holds it.
    private static func enclosingIfConditions(of node: some SyntaxProtocol, in body: CodeBlockSyntax) -> ConditionElementListSyntax? {
        var child = Syntax(node)
        while child.id != body.id, let parent = child.parent {
            if let ifExpression = parent.as(IfExprSyntax.self), child.id != ifExpression.conditions.id {
                return ifExpression.conditions
            }
            child = parent
        }
        return nil
    }

    /// `items.map { item in let entry = NSMenuItem(); …; return entry }`: the menu or bar item type the closure
    /// makes a new one of for each element.
    private static func itemTypeRebuilt(by value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self), ["map", "compactMap"].contains(call.calleeName),
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
        else { return nil }
        return Nodes.all(FunctionCallExprSyntax.self, in: closure).lazy.compactMap(\.constructedType).first { type in
            ["MenuItem", "BarButtonItem", "Menu", "Action", "ToolbarItem", "TabBarItem"].contains(where: type.hasSuffix)
        }
    }

    /// Properties of system views whose setter reloads the content even for the same value.
    private static let reloadingProperties: [(type: String, property: String, effect: String)] = [
        ("QLPreviewView", "previewItem", "tears down and reloads the Quick Look preview"),
        ("PDFView", "document", "reloads the document, losing the scroll position, zoom and selection"),
        ("SCNView", "scene", "replaces the scene and restarts its rendering"),
    ]

    /// A call in update to a method of the representable itself (`apply()`) or of its coordinator
    /// (`context.coordinator.load(url)`), declared in this file, that makes a costly call each time it runs: the
    /// method's name, the costly call, and what it does. A costly call counts when nothing but plain unwrapping of
    /// what the method is given stands before it (`guard let route else { return }` passes on every update that
    /// shows a route), when both branches of an `if`/`else` make one, or inside `UIView.animate { … }`, whose
    /// animations run in place. A method of the same type that the first calls each time is followed too.
    private static func costlyCallOneStepAway(
        _ call: FunctionCallExprSyntax, in representable: Representable, contextName: String,
        uikitNames: Set<String>? = nil, members: [DeclSyntax]? = nil, depth: Int = 0
    ) -> (method: String, call: FunctionCallExprSyntax, effect: String)? {
        guard let name = call.calleeName else { return nil }
        let ownMembers: [DeclSyntax]
        if let path = call.receiver?.memberPath, path == [contextName, "coordinator"] {
            guard let coordinator = representable.coordinator else { return nil }
            ownMembers = coordinator.members
        } else if call.receiver == nil || call.receiver?.isSelf == true {
            ownMembers = members ?? representable.members
        } else {
            return nil
        }
        let methods = ownMembers.compactMap { $0.as(FunctionDeclSyntax.self) }.filter { $0.name.text == name }
        let parameters = methods.first?.signature.parameterClause.parameters
        guard methods.count == 1, let method = methods.first, let body = method.body, let parameters,
              parameters.count == call.arguments.count
        else { return nil }
        for statement in body.statements {
            if let found = costlyOnEveryPath(statement, in: body) { return ("'\(name)'", found.call, found.effect) }
            if exitsEarly(statement) { break }
        }
        // Parameters given the UIKit side are part of it: `if !map.overlays.isEmpty` looks at what is on screen.
        let outer = uikitNames ?? representable.updateUIKitNames.union([contextName])
        let given = zip(parameters, call.arguments).compactMap { parameter, argument in
            NameReferences.collect(in: argument.expression).names.isDisjoint(with: outer)
                ? nil : (parameter.secondName ?? parameter.firstName).text
        }
        let helperUIKitNames = Set(given).union(outer)
        for inner in Nodes.all(FunctionCallExprSyntax.self, in: body)
        where Placement(of: inner, in: body, uikitNames: helperUIKitNames, seeingThroughAnimations: true) == .everyCall {
            if let effect = costlyEffect(of: inner, in: body) { return ("'\(name)'", inner, effect) }
            if depth == 0, let deeper = costlyCallOneStepAway(
                inner, in: representable, contextName: contextName, uikitNames: helperUIKitNames, members: ownMembers, depth: 1) {
                return ("'\(name)' (through \(deeper.method))", deeper.call, deeper.effect)
            }
        }
        return nil
    }

    /// The costly call a method of an extension of `type` makes on the instance itself whichever way it runs
    /// (before any early exit that looks at more than the method's parameters), with what it does. Read by
    /// `CostlyExtensionMethods`.
    static func costlyCallEveryTime(
        in body: CodeBlockSyntax, onSelfOf type: String, parameters: Set<String>
    ) -> (call: FunctionCallExprSyntax, effect: String)? {
        for statement in body.statements {
            if let found = costlyOnEveryPath(statement, in: body, onSelfOf: type) { return found }
            if exitsEarly(statement), !checksOnlyParameters(statement, parameters) { return nil }
        }
        return nil
    }

    /// `guard let html = render(content) else { return }`: a check of what the caller passed, which every call
    /// with real content gets past, unlike a comparison with what the view shows (`guard url != page.url`).
    private static func checksOnlyParameters(_ statement: CodeBlockItemSyntax, _ parameters: Set<String>) -> Bool {
        guard let conditions = statement.item.as(GuardStmtSyntax.self)?.conditions else { return false }
        return Nodes.all(DeclReferenceExprSyntax.self, in: conditions).allSatisfy { reference in
            let name = reference.baseName.text
            // `page.url`: the member is read from its base, which is what counts.
            if reference.parent?.as(MemberAccessExprSyntax.self)?.declName.id == reference.id { return true }
            let isCallee = reference.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == reference.id
            return parameters.contains(name) || (isCallee && reference.baseName.tokenKind != .keyword(.self))
                || name.first?.isUppercase == true
        }
    }

    /// A costly call a statement makes whichever way it runs: the statement itself, or both branches of an
    /// `if`/`else` (`if url.isFileURL { loadFileURL } else { load }`). With `onSelfOf`, only calls on the
    /// instance of that type (no receiver, or `self`) count.
    private static func costlyOnEveryPath(
        _ statement: CodeBlockItemSyntax, in body: CodeBlockSyntax, onSelfOf selfType: String? = nil
    ) -> (call: FunctionCallExprSyntax, effect: String)? {
        let expression = statement.item.as(ExpressionStmtSyntax.self)?.expression ?? statement.item.as(ExprSyntax.self)
        if let ifExpression = expression?.as(IfExprSyntax.self) {
            guard case .codeBlock(let elseBlock)? = ifExpression.elseBody,
                  let first = ifExpression.body.statements.lazy.compactMap({ costlyOnEveryPath($0, in: body, onSelfOf: selfType) }).first,
                  elseBlock.statements.contains(where: { costlyOnEveryPath($0, in: body, onSelfOf: selfType) != nil })
            else { return nil }
            return first
        }
        guard let call = expression?.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return nil }
        if let selfType {
            guard call.receiver == nil || call.receiver?.isSelf == true else { return nil }
            if let costly = costlyCalls.first(where: { $0.name == name && matches(call, $0) }) { return (call, costly.effect) }
            // `load(request)` or `reload()` inside an extension of a web view.
            let loadsPage = (name == "reload" && call.arguments.isEmpty) || (name == "load" && call.argumentLabels == [nil])
            return loadsPage && selfType.hasSuffix("WebView") ? (call, "reloads the page, losing its scroll position and state") : nil
        }
        return costlyEffect(of: call, in: body).map { (call, $0) }
    }

    /// What a call does that makes it costly on every update: a known costly call, loading a web page, or
    /// installing the view of a hosting controller made just before. `nil` for any other call.
    private static func costlyEffect(of call: FunctionCallExprSyntax, in body: CodeBlockSyntax) -> String? {
        guard let name = call.calleeName else { return nil }
        if let costly = costlyCalls.first(where: { $0.name == name && matches(call, $0) }) { return costly.effect }
        if ["load", "reload"].contains(name), loadsWebPage(call, in: body) { return "reloads the page, losing its scroll position and state" }
        if installsNewHostingView(call) {
            return "puts in the view of a hosting controller made just before, so the SwiftUI content and its state are built again from scratch"
        }
        return nil
    }

    /// `webView.addInputAccessoryView(toolbar: host.view)` or `container.addSubview(host.view)`, where `host` is a
    /// local hosting controller the same body makes: each call shows a new copy of the content.
    private static func installsNewHostingView(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calleeName,
              addingCalls.contains(name) || ["add", "set", "insert", "attach", "install", "embed"].contains(where: name.hasPrefix)
        else { return false }
        return call.arguments.contains { argument in
            guard let member = argument.expression.withoutUnwraps.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.text == "view",
                  let host = member.base?.withoutUnwraps.as(DeclReferenceExprSyntax.self),
                  case .value(let origin, _)? = LocalBinding.origin(of: host.baseName.text, visibleAt: Syntax(call))
            else { return false }
            return origin.withoutUnwraps.as(FunctionCallExprSyntax.self)?.constructedType
                .map(HostingVocabulary.isHostingControllerName) == true
        }
    }

    private static func exitsEarly(_ statement: CodeBlockItemSyntax) -> Bool {
        statement.item.is(GuardStmtSyntax.self) || statement.item.is(ReturnStmtSyntax.self)
            || (statement.item.as(ExpressionStmtSyntax.self)?.expression.is(IfExprSyntax.self) ?? false)
            || statement.item.is(IfExprSyntax.self)
    }

    private static func matches(_ call: FunctionCallExprSyntax, _ costly: CostlyCall) -> Bool {
        call.argumentLabels.starts(with: costly.labels) && (!costly.exact || call.argumentLabels.count == costly.labels.count)
    }

    /// `webView.load(request)`: one unlabeled argument that is a URLRequest, on a web view.
    private static func loadsWebPage(_ call: FunctionCallExprSyntax, in body: CodeBlockSyntax) -> Bool {
        guard let receiver = call.receiver else { return false }
        // `webView.reload()`: the page loads again from the network, whatever it shows.
        if call.calleeName == "reload" { return call.arguments.isEmpty && call.trailingClosure == nil && isWebView(receiver) }
        guard call.argumentLabels == [nil], let argument = call.arguments.first?.expression else { return false }
        if DeclaredType.of(argument) == "URLRequest" { return true }
        return isWebView(receiver)
    }

    private static func isWebView(_ receiver: ExprSyntax) -> Bool {
        let receiverType = DeclaredType.of(receiver) ?? receiver.memberPath?.last ?? ""
        return receiverType.hasSuffix("WebView") || receiverType.hasSuffix("webView")
    }
}
