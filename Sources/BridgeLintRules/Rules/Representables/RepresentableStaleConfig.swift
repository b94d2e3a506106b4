import BridgeLintCore
import SwiftSyntax

/// A state input applied to the represented view in make and never again in update.
struct RepresentableStaleConfig: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [CallSiteFacts.self, ObservableMembers.self]

    static let description = RuleDescription(
        id: "representable-stale-config",
        summary: "An input is applied to the UIKit view only in make; update never applies it",
        severity: .warning,
        rationale: """
            SwiftUI calls make once per view identity and update every time the representable's inputs change. \
            A value copied onto the UIKit view only in make is frozen at its first value: later changes to the \
            binding or property reach the representable struct but never the view on screen. The bug hides \
            because the first render looks right.
            """,
        howToFix: """
            Apply the input in update (guarded by a comparison with the view's current value when setting it is \
            costly or the view writes it back), and keep only one-time setup such as delegates and targets in make.
            """,
        triggeringExamples: [
            Example("""
                // The closure writes the sheet's own @State, the same storage in every copy; the name the other branch
                // binds with `if let` is not in sight of it (latent).
                struct ScannerView: UIViewControllerRepresentable {
                    let onError: (String) -> Void
                    func makeUIViewController(context: Context) -> ScannerController {
                        let controller = ScannerController()
                        ↓controller.onError = onError
                        return controller
                    }
                    func updateUIViewController(_ controller: ScannerController, context: Context) {}
                }
                struct ScannerSheet: View {
                    @State private var errorMessage: String?
                    var body: some View {
                        if let errorMessage {
                            Text(errorMessage)
                        } else {
                            ScannerView(onError: { message in errorMessage = message })
                        }
                    }
                }
                """, confidence: .latent),
            Example("""
                // The hint comes first and unlabelled, as in TextField("Name", text:): the form passes one worked out
                // from the amount typed below it, and the field keeps showing the first.
                struct HintedField: UIViewRepresentable {
                    let hint: String
                    @Binding var text: String
                    init(_ hint: String, text: Binding<String>) {
                        self.hint = hint
                        self._text = text
                    }
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        ↓field.placeholder = hint
                        return field
                    }
                    func updateUIView(_ field: UITextField, context: Context) {
                        if field.text != text { field.text = text }
                    }
                }
                struct ExpenseForm: View {
                    @State private var label = ""
                    @State private var amount = 0.0
                    var body: some View {
                        Form {
                            HintedField(amount > 100 ? "Large expense" : "Expense", text: $label)
                            Stepper("Amount", value: $amount, step: 10)
                        }
                    }
                }
                """),
            Example("""
                // The caption's text is interpolated from the count its parent passes, which each tap changes.
                struct Caption: UIViewRepresentable {
                    let text: String
                    func makeUIView(context: Context) -> UILabel {
                        let label = UILabel()
                        ↓label.text = text
                        return label
                    }
                    func updateUIView(_ label: UILabel, context: Context) {}
                }
                struct Headline: View {
                    var unread: Int
                    var body: some View { Caption(text: "\\(unread) unread") }
                }
                struct Inbox: View {
                    @State private var unread = 0
                    var body: some View { Headline(unread: unread).onTapGesture { unread += 1 } }
                }
                """),
            Example("""
                // The stops arrive after the screen is shown: make saw the list empty, and update never shows the loaded one.
                struct StopsMap: UIViewRepresentable {
                    let stops: [StopPin]
                    func makeUIView(context: Context) -> MKMapView {
                        let map = MKMapView()
                        ↓map.addAnnotations(stops)
                        return map
                    }
                    func updateUIView(_ map: MKMapView, context: Context) {}
                }
                struct StopsScreen: View {
                    @State private var stops: [StopPin] = []
                    var body: some View {
                        StopsMap(stops: stops)
                            .task { stops = await StopService.shared.nearby() }
                    }
                }
                """),
            Example("""
                // The receipt is made when the row is tapped, inside the closure a shared router calls to present it:
                // the record is fixed for the life of the screen it opens (latent).
                struct ReceiptScreen: UIViewControllerRepresentable {
                    let record: PaymentRecord
                    func makeUIViewController(context: Context) -> ReceiptController {
                        ↓ReceiptController(record: record)
                    }
                    func updateUIViewController(_ controller: ReceiptController, context: Context) {}
                }
                struct PaymentList: View {
                    @ObservedObject var model: PaymentsModel
                    var body: some View {
                        SectionList(model.rows) { row in
                            PaymentRow(row: row) {
                                if let record = model.record(id: row.id) {
                                    Router.shared.present { _ in ReceiptScreen(record: record) }
                                }
                            }
                        }
                    }
                }
                """, confidence: .latent),
            Example("""
                // The source is chosen by the buttons the sheet covers, before it is presented (latent).
                enum ScanSource { case camera, library }
                struct PhotoScanner: UIViewControllerRepresentable {
                    var source: ScanSource
                    func makeUIViewController(context: Context) -> ScanController {
                        let picker = ScanController()
                        ↓picker.source = source
                        return picker
                    }
                    func updateUIViewController(_ picker: ScanController, context: Context) {}
                }
                struct AvatarEditor: View {
                    @State private var source = ScanSource.library
                    @State private var picking = false
                    var body: some View {
                        Button("Take a photo") {
                            source = .camera
                            picking = true
                        }
                        Button("Choose a photo") {
                            source = .library
                            picking = true
                        }
                        .sheet(isPresented: $picking) { PhotoScanner(source: source) }
                    }
                }
                """, confidence: .latent),
            Example("""
                // Each chip's closure reads its own tag, the row's identity (`id: \\.hash`), and the list through the
                // binding, which every copy shares: the first closure acts as a new one would (latent).
                struct TagChip: UIViewRepresentable {
                    let title: String
                    let onTab: () -> Void
                    func makeUIView(context: Context) -> ChipField {
                        let field = ChipField()
                        field.text = title
                        ↓field.onTab = onTab
                        return field
                    }
                    func updateUIView(_ field: ChipField, context: Context) { field.text = title }
                }
                struct TagList: View {
                    @Binding var tags: [String]
                    @FocusState private var focused: String?
                    var body: some View {
                        ForEach(tags, id: \\.hash) { tag in
                            TagChip(title: tag) { focusNext(after: tag) }
                        }
                    }
                    private func focusNext(after tag: String) {
                        if let index = tags.firstIndex(of: tag), index + 1 < tags.count { focused = tags[index + 1] }
                    }
                }
                """, confidence: .latent),
            Example(files: [
                "ArticleScreen.swift": """
                    // Only a test writes the title: no write the app makes is in sight (latent).
                    struct TitleLabel: UIViewRepresentable {
                        let title: String
                        func makeUIView(context: Context) -> UILabel {
                            let label = UILabel()
                            ↓label.text = title
                            return label
                        }
                        func updateUIView(_ label: UILabel, context: Context) {}
                    }
                    final class ArticleModel: ObservableObject {
                        @Published var title = ""
                    }
                    struct ArticleScreen: View {
                        @ObservedObject var model: ArticleModel
                        var body: some View { TitleLabel(title: model.title) }
                    }
                    """,
                "ArticleScreenTests.swift": """
                    import ReaderTestSupport
                    @testable import Reader
                    final class ArticleScreenTests: ReaderTestCase {
                        func testTitleChanges() {
                            let model = ArticleModel()
                            model.title = "Changed"
                        }
                    }
                    """,
            ], confidence: .latent),
            Example("""
                // Update measures the view through a static helper of its own, and the colour the form changes while
                // editing reaches the field converted by a wrapper view: make alone applies it.
                struct NotesField: UIViewRepresentable {
                    @Binding var text: String
                    @Binding var height: CGFloat
                    var textColor: UIColor
                    func makeUIView(context: Context) -> UITextView {
                        let view = UITextView()
                        ↓view.textColor = textColor
                        return view
                    }
                    func updateUIView(_ view: UITextView, context: Context) {
                        if view.text != text { view.text = text }
                        NotesField.measure(view, into: $height)
                    }
                    static func measure(_ view: UIView, into height: Binding<CGFloat>) {
                        let fitting = view.sizeThatFits(CGSize(width: view.bounds.width, height: .greatestFiniteMagnitude))
                        if height.wrappedValue != fitting.height {
                            DispatchQueue.main.async { height.wrappedValue = fitting.height }
                        }
                    }
                }
                extension Color {
                    func platformColor() -> UIColor { UIColor(self) }
                }
                struct NotesEditor: View {
                    let tint: Color
                    @Binding var notes: String
                    @State private var height: CGFloat = 40
                    var body: some View {
                        NotesField(text: $notes, height: $height, textColor: tint.platformColor())
                    }
                }
                struct TaskForm: View {
                    @State private var isEditing = false
                    @State private var notes = ""
                    var body: some View {
                        NotesEditor(tint: isEditing ? .primary : .secondary, notes: $notes)
                            .onTapGesture { isEditing.toggle() }
                    }
                }
                """),
            Example("""
                struct TitleLabel: UIViewRepresentable {
                    let title: String
                    func makeUIView(context: Context) -> UILabel {
                        let label = UILabel()
                        ↓label.text = title
                        return label
                    }
                    func updateUIView(_ uiView: UILabel, context: Context) {}
                }

                struct TrailRow: View {
                    @Binding var trail: Trail
                    var body: some View { TitleLabel(title: trail.name) }
                }
                """),
            Example("""
                // The representable is nested in a namespace: its call site names it through it.
                enum Styled {
                    struct Badge: UIViewRepresentable {
                        let count: Int
                        func makeUIView(context: Context) -> UILabel {
                            let label = UILabel()
                            ↓label.text = "\\(count)"
                            return label
                        }
                        func updateUIView(_ label: UILabel, context: Context) {}
                    }
                }
                struct InboxHeader: View {
                    @State private var unread = 3
                    var body: some View {
                        HStack { Styled.Badge(count: unread); Button("Read all") { unread = 0 } }
                    }
                }
                """),
            Example("""
                // Nested in a namespace, and every call site passes a constant: nothing changes later (latent).
                enum Styled {
                    struct Caption: UIViewRepresentable {
                        let text: String
                        func makeUIView(context: Context) -> UILabel {
                            let label = UILabel()
                            ↓label.text = text
                            return label
                        }
                        func updateUIView(_ label: UILabel, context: Context) {}
                    }
                }
                struct AboutFooter: View {
                    var body: some View { Styled.Caption(text: "Made with care") }
                }
                """, confidence: .latent),
            Example("""
                // The row's closure reads 'song', which changes when another song is picked; the control keeps the
                // first closure and rates the first song.
                final class StarsControl: UIControl {
                    var onRate: ((Int) -> Void)?
                }

                struct StarsView: UIViewRepresentable {
                    let onRate: (Int) -> Void
                    func makeUIView(context: Context) -> StarsControl {
                        let stars = StarsControl()
                        ↓stars.onRate = onRate
                        return stars
                    }
                    func updateUIView(_ stars: StarsControl, context: Context) {}
                }

                struct SongRatingRow: View {
                    let song: Song
                    let library: Library
                    var body: some View {
                        StarsView { stars in library.rate(song, stars: stars) }
                    }
                }

                struct NowPlaying: View {
                    @State private var song = Song.first
                    let library: Library
                    var body: some View {
                        VStack {
                            SongPicker(selection: $song)
                            SongRatingRow(song: song, library: library)
                        }
                    }
                }
                """),
            Example("""
                // The controller keeps the closure its initializer was given; the modifier's callers are out of sight.
                struct LeaveWatcher: UIViewControllerRepresentable {
                    let onLeave: () -> Void
                    func makeUIViewController(context: Context) -> UIViewController {
                        LeaveController(↓onLeave: onLeave)
                    }
                    func updateUIViewController(_ controller: UIViewController, context: Context) {}
                }

                extension View {
                    func onLeave(_ action: @escaping () -> Void) -> some View { background(LeaveWatcher(onLeave: action)) }
                }
                """, confidence: .latent),
            Example("""
                // Every caller's closure reaches only a shared object today: the first closure acts like the later ones.
                struct RefreshButton: UIViewRepresentable {
                    let onRefresh: () -> Void
                    func makeUIView(context: Context) -> UIButton {
                        let button = UIButton(type: .system)
                        button.addAction(↓UIAction { _ in onRefresh() }, for: .touchUpInside)
                        return button
                    }
                    func updateUIView(_ button: UIButton, context: Context) {}
                }

                struct FeedHeader: View {
                    let feed: FeedStore
                    var body: some View { RefreshButton { feed.reload() } }
                }
                """, confidence: .latent),
            Example("""
                struct RouteMap: UIViewRepresentable {
                    var mapType: MKMapType
                    var showsTraffic: Bool
                    func makeUIView(context: Context) -> MKMapView {
                        let map = MKMapView()
                        map.delegate = context.coordinator
                        ↓map.mapType = mapType
                        map.showsTraffic = showsTraffic
                        return map
                    }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        map.showsTraffic = showsTraffic
                    }
                }

                struct RouteScreen: View {
                    @State private var mapType = MKMapType.standard
                    var body: some View {
                        VStack {
                            Toggle("Satellite", isOn: Binding { mapType == .satellite } set: { mapType = $0 ? .satellite : .standard })
                            RouteMap(mapType: mapType, showsTraffic: true)
                        }
                    }
                }
                """),
            Example("""
                struct SearchField: UIViewRepresentable {
                    @Binding var text: String
                    var placeholder: String
                    func makeUIView(context: Context) -> UISearchBar {
                        let bar = UISearchBar()
                        ↓bar.text = text
                        bar.placeholder = placeholder
                        return bar
                    }
                    func updateUIView(_ bar: UISearchBar, context: Context) {
                        bar.placeholder = placeholder
                    }
                }
                """),
            Example("""
                struct DocumentPreview: UIViewControllerRepresentable {
                    let document: URL
                    func makeUIViewController(context: Context) -> PreviewController {
                        let controller = PreviewController()
                        ↓controller.load(document)
                        return controller
                    }
                    func updateUIViewController(_ controller: PreviewController, context: Context) {
                        controller.view.tintColor = .systemBlue
                    }
                }

                struct AttachmentScreen: View {
                    @Binding var attachment: Attachment
                    var body: some View { DocumentPreview(document: attachment.url) }
                }
                """),
            Example("""
                struct Stepper: UIViewRepresentable {
                    @Binding var value: Double
                    func makeUIView(context: Context) -> UIStepper {
                        let stepper = ↓UIStepper(value: value)
                        return stepper
                    }
                    func updateUIView(_ uiView: UIStepper, context: Context) {}
                }
                """),
            Example("""
                #if os(iOS)
                typealias PlatformViewRepresentable = UIViewRepresentable
                #else
                typealias PlatformViewRepresentable = NSViewRepresentable
                #endif

                struct Swatch: PlatformViewRepresentable {
                    var color: PlatformColor
                    #if os(iOS)
                    func makeUIView(context: Context) -> UIView {
                        let view = UIView()
                        ↓view.backgroundColor = color
                        return view
                    }
                    func updateUIView(_ uiView: UIView, context: Context) {}
                    #else
                    func makeNSView(context: Context) -> NSView {
                        let view = NSView()
                        ↓view.layer?.backgroundColor = color.cgColor
                        return view
                    }
                    func updateNSView(_ nsView: NSView, context: Context) {}
                    #endif
                }

                struct SwatchRow: View {
                    @Binding var color: PlatformColor
                    var body: some View { Swatch(color: color) }
                }
                """),
            Example("""
                struct RichText: UIViewRepresentable {
                    let html: String
                    func makeUIView(context: Context) -> UITextView {
                        let textView = UITextView()
                        textView.isEditable = false
                        ↓textView.attributedText = rendered
                        return textView
                    }
                    func updateUIView(_ uiView: UITextView, context: Context) {}
                    private var rendered: NSAttributedString {
                        NSAttributedString(string: html)
                    }
                }

                struct NoteScreen: View {
                    @Binding var note: Note
                    var body: some View { RichText(html: note.body) }
                }
                """),
            Example(files: [
                "TrailTitle.swift": """
                    struct TrailTitle: UIViewRepresentable {
                        let title: String
                        func makeUIView(context: Context) -> UILabel {
                            let label = UILabel()
                            ↓label.text = title
                            return label
                        }
                        func updateUIView(_ uiView: UILabel, context: Context) {}
                    }
                    """,
                "TrailRow.swift": """
                    struct TrailRow: View {
                        @Binding var trail: Trail
                        var body: some View { TrailTitle(title: trail.name) }
                    }
                    """,
            ]),
            Example("""
                // The label is a part of the represented view: configuring it applies the input.
                struct UnreadBadge: UIViewRepresentable {
                    var count: Int
                    func makeUIView(context: Context) -> UIView {
                        let container = UIView()
                        let label = UILabel()
                        ↓label.text = "\\(count)"
                        container.addSubview(label)
                        return container
                    }
                    func updateUIView(_ uiView: UIView, context: Context) {}
                }
                struct InboxToolbar: View {
                    @ObservedObject var inbox: Inbox
                    var body: some View { UnreadBadge(count: inbox.unread) }
                }
                final class Inbox: ObservableObject {
                    @Published var unread = 0
                    func receive(_ message: Message) { unread += 1 }
                }
                """),
            Example(files: [
                "ZoomPane.swift": """
                    struct ZoomPane: UIViewRepresentable {
                        let maximumZoom: CGFloat
                        func makeUIView(context: Context) -> UIScrollView {
                            let scrollView = UIScrollView()
                            ↓scrollView.maximumZoomScale = maximumZoom
                            return scrollView
                        }
                        func updateUIView(_ uiView: UIScrollView, context: Context) {}
                    }
                    """,
                "PhotoViewer.swift": """
                    // The viewer forwards its own input, and its caller passes a value that changes.
                    struct PhotoViewer: View {
                        var zoomLimit: CGFloat = 4
                        var body: some View { ZoomPane(maximumZoom: zoomLimit) }
                    }
                    struct Gallery: View {
                        @AppStorage("zoomLimit") private var zoomLimit = 3.0
                        var body: some View { PhotoViewer(zoomLimit: zoomLimit) }
                    }
                    """,
            ]),
            Example("""
                // The caller builds the value in a computed property from a model that it observes and that changes.
                struct ZoomedMap: UIViewRepresentable {
                    let zoom: Double
                    func makeUIView(context: Context) -> MapCanvas {
                        let canvas = MapCanvas()
                        ↓canvas.zoomLevel = zoom
                        return canvas
                    }
                    func updateUIView(_ canvas: MapCanvas, context: Context) {}
                }
                struct PlaceScreen: View {
                    @ObservedObject var model: PlaceModel
                    var body: some View { ZoomedMap(zoom: zoom) }
                    private var zoom: Double { model.isClose ? 16 : 12 }
                }
                final class PlaceModel: ObservableObject {
                    @Published var isClose = false
                    func approach() { isClose = true }
                }
                """),
            Example("""
                // The image container calls its content again as the download goes on: the data changes while shown.
                struct StillImage: UIViewRepresentable {
                    let data: Data
                    func makeUIView(context: Context) -> UIImageView {
                        let view = UIImageView()
                        ↓view.image = UIImage(data: data)
                        return view
                    }
                    func updateUIView(_ view: UIImageView, context: Context) {}
                }
                struct Avatar: View {
                    let url: URL
                    var body: some View {
                        LazyImage(url: url) { state in
                            if let data = state.imageContainer?.data { StillImage(data: data) }
                        }
                    }
                }
                """),
            Example("""
                // The player is made when the card appears and cleared when it goes: while the view is shown under
                // `if let`, nothing gives it another one. A later change would not reach it (latent).
                struct PlayerLayerView: UIViewRepresentable {
                    let player: AVPlayer
                    func makeUIView(context: Context) -> PlayerView {
                        let view = PlayerView()
                        ↓view.player = player
                        return view
                    }
                    func updateUIView(_ view: PlayerView, context: Context) {}
                }
                struct ClipCard: View {
                    let url: URL
                    @State private var player: AVPlayer?
                    var body: some View {
                        ZStack {
                            if let player = player { PlayerLayerView(player: player) }
                        }
                        .onAppear { startPlayback() }
                        .onDisappear {
                            player?.pause()
                            player = nil
                        }
                    }
                    private func startPlayback() {
                        player = AVPlayer(url: url)
                        player?.isMuted = true
                        player?.play()
                    }
                }
                """, confidence: .latent),
            Example("""
                // Every call site ties the view's identity to the input: a new document makes a new view (latent).
                struct PDFPreview: UIViewRepresentable {
                    let document: URL
                    func makeUIView(context: Context) -> PDFView {
                        let view = PDFView()
                        ↓view.document = PDFDocument(url: document)
                        return view
                    }
                    func updateUIView(_ view: PDFView, context: Context) {}
                }
                struct AttachmentScreen: View {
                    @State private var selected: URL
                    var body: some View {
                        PDFPreview(document: selected)
                            .frame(maxHeight: .infinity)
                            .id(selected)
                    }
                }
                """, confidence: .latent),
            Example("""
                // The only caller builds the URL from a literal: the same page on every render (latent).
                struct HelpPage: View {
                    var body: some View {
                        WebPage(url: URL(string: "https://example.com/help")!)
                    }
                }

                struct WebPage: UIViewRepresentable {
                    let url: URL
                    func makeUIView(context: Context) -> WKWebView {
                        let view = WKWebView()
                        ↓view.load(URLRequest(url: url))
                        return view
                    }
                    func updateUIView(_ view: WKWebView, context: Context) {}
                }
                """, confidence: .latent),
            Example("""
                // The caller's state is private and nothing in its file ever changes it: the placeholder is fixed (latent).
                struct EmojiField: UIViewRepresentable {
                    var placeholder: String
                    @Binding var text: String
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        ↓field.placeholder = placeholder
                        return field
                    }
                    func updateUIView(_ field: UITextField, context: Context) {
                        if field.text != text { field.text = text }
                    }
                }
                struct ReactionPicker: View {
                    @State private var prompt = "Pick a reaction"
                    @Binding var emoji: String
                    var body: some View { EmojiField(placeholder: prompt, text: $emoji) }
                }
                """, confidence: .latent),
            Example(files: [
                "ZoomPane.swift": """
                    // The viewer forwards its own input, which every caller leaves at its default: it never changes (latent).
                    struct ZoomPane: UIViewRepresentable {
                        let maximumZoom: CGFloat
                        func makeUIView(context: Context) -> UIScrollView {
                            let scrollView = UIScrollView()
                            ↓scrollView.maximumZoomScale = maximumZoom
                            return scrollView
                        }
                        func updateUIView(_ uiView: UIScrollView, context: Context) {}
                    }
                    """,
                "PhotoViewer.swift": """
                    struct PhotoViewer: View {
                        var zoomLimit: CGFloat = 4
                        var body: some View { ZoomPane(maximumZoom: zoomLimit) }
                    }
                    struct Gallery: View {
                        let photo: Photo
                        var body: some View { PhotoViewer() }
                    }
                    """,
            ], confidence: .latent),
            Example(files: [
                "CoverView.swift": """
                    // The caller reads the cover from a `let` of an object it owns: fixed while the view is shown (latent).
                    struct CoverView: UIViewRepresentable {
                        let image: UIImage
                        func makeUIView(context: Context) -> UIImageView {
                            let imageView = UIImageView()
                            ↓imageView.image = image
                            return imageView
                        }
                        func updateUIView(_ imageView: UIImageView, context: Context) {}
                    }
                    """,
                "BookScreen.swift": """
                    final class BookModel: ObservableObject {
                        let cover: UIImage
                        @Published var progress = 0.0
                        init(cover: UIImage) { self.cover = cover }
                    }
                    struct BookScreen: View {
                        @StateObject private var model = BookModel(cover: UIImage())
                        var body: some View {
                            CoverView(image: model.cover)
                            ProgressView(value: model.progress)
                        }
                    }
                    """,
            ], confidence: .latent),
            Example(files: [
                "ArtworkView.swift": """
                    // Read through an object whose @Published artwork changes: the new image never reaches the view.
                    struct ArtworkView: UIViewRepresentable {
                        let image: UIImage
                        func makeUIView(context: Context) -> UIImageView {
                            let imageView = UIImageView()
                            ↓imageView.image = image
                            return imageView
                        }
                        func updateUIView(_ imageView: UIImageView, context: Context) {}
                    }
                    """,
                "AlbumScreen.swift": """
                    final class AlbumModel: ObservableObject {
                        @Published var artwork = UIImage()
                        func load() async { artwork = await Artwork.fetch() }
                    }
                    struct AlbumScreen: View {
                        @StateObject private var model = AlbumModel()
                        var body: some View {
                            ArtworkView(image: model.artwork).task { await model.load() }
                        }
                    }
                    """,
            ]),
            Example(files: [
                "NoteField.swift": """
                    // An initializer of its own: its callers pass the hint under the label 'hint', always a constant (latent).
                    struct NoteField: UIViewRepresentable {
                        @Binding var text: String
                        let placeholder: String
                        init(text: Binding<String>, hint: String) {
                            _text = text
                            self.placeholder = hint
                        }
                        func makeUIView(context: Context) -> UITextField {
                            let field = UITextField()
                            ↓field.placeholder = placeholder
                            return field
                        }
                        func updateUIView(_ field: UITextField, context: Context) {
                            if field.text != text { field.text = text }
                        }
                    }
                    """,
                "NoteForm.swift": """
                    struct NoteForm: View {
                        @State private var title = ""
                        var body: some View { NoteField(text: $title, hint: "Title") }
                    }
                    """,
            ], confidence: .latent),
            Example(files: [
                "SearchField.swift": """
                    // Every call site passes a constant prompt (a literal, a string-table entry, a localized lookup of a constant key),
                    // so it never changes (latent).
                    struct SearchField: NSViewRepresentable {
                        @Binding var text: String
                        var prompt: String = "Search"
                        var sendsWhileTyping = false
                        func makeNSView(context: Context) -> NSSearchField {
                            let field = NSSearchField()
                            ↓field.placeholderString = prompt
                            ↓field.sendsSearchStringImmediately = sendsWhileTyping
                            return field
                        }
                        func updateNSView(_ field: NSSearchField, context: Context) {
                            if field.stringValue != text { field.stringValue = text }
                        }
                    }
                    """,
                "Sidebar.swift": """
                    struct Sidebar: View {
                        @State private var query = ""
                        var body: some View {
                            VStack {
                                SearchField(text: $query, prompt: NSLocalizedString("Filter notes", comment: "search prompt"))
                                SearchField(text: $query, sendsWhileTyping: true)
                                SearchField(text: $query, prompt: #localized("Filter tags"))
                                SearchField(text: $query, prompt: Strings.Sidebar.filterFolders)
                                SearchField(text: $query, prompt: localized(.filterPeople))
                            }
                        }
                    }
                    """,
            ], confidence: .latent),
            Example(files: [
                "ScannerView.swift": """
                    // The object is the same on every update, but its @Published language changes while the scanner
                    // is shown: the picker below writes it through a binding.
                    struct ScannerView: UIViewRepresentable {
                        @ObservedObject var reader: TextReader
                        @Binding var paused: Bool
                        func makeUIView(context: Context) -> ScanView {
                            let scan = ScanView()
                            ↓scan.languages = [reader.language]
                            return scan
                        }
                        func updateUIView(_ scan: ScanView, context: Context) {
                            scan.isPaused = paused
                            reader.refresh()
                        }
                    }
                    """,
                "TextReader.swift": """
                    final class TextReader: ObservableObject {
                        @Published var language = "en"
                        func refresh() {}
                    }
                    struct ScannerScreen: View {
                        @StateObject private var reader = TextReader()
                        @State private var paused = false
                        var body: some View {
                            ScannerView(reader: reader, paused: $paused)
                            Picker("Language", selection: $reader.language) { Text("English").tag("en") }
                        }
                    }
                    """,
            ]),
            Example(files: [
                "ScoreBadge.swift": """
                    // An @Observable model's property read only in make; nothing writes it after the model is made
                    // (latent).
                    struct ScoreBadge: UIViewRepresentable {
                        var game: Game
                        func makeUIView(context: Context) -> UILabel {
                            let label = UILabel()
                            ↓label.text = game.title
                            return label
                        }
                        func updateUIView(_ label: UILabel, context: Context) {
                            label.textColor = game.isOver ? .gray : .label
                        }
                    }
                    """,
                "Game.swift": """
                    @Observable final class Game {
                        var title: String
                        var isOver = false
                        init(title: String) { self.title = title }
                        func finish() { isOver = true }
                    }
                    """,
            ], confidence: .latent),
            Example("""
                // The text view is reached inside the scroll view through a cast: setting it applies the binding.
                struct NotesEditor: NSViewRepresentable {
                    @Binding var text: String
                    func makeNSView(context: Context) -> NSScrollView {
                        let scrollView = NSTextView.scrollableTextView()
                        let textView = scrollView.documentView as? NSTextView
                        ↓textView?.string = text
                        return scrollView
                    }
                    func updateNSView(_ scrollView: NSScrollView, context: Context) {}
                }
                """),
            Example(files: [
                "ThinSlider.swift": """
                    // The only caller passes a range built from constants: nothing changes it yet (latent).
                    struct ThinSlider: UIViewRepresentable {
                        @Binding var value: Double
                        var range: ClosedRange<Double> = 0...100
                        func makeUIView(context: Context) -> UISlider {
                            let slider = UISlider()
                            ↓slider.maximumValue = Float(range.upperBound)
                            return slider
                        }
                        func updateUIView(_ slider: UISlider, context: Context) {
                            slider.value = Float(value)
                        }
                    }
                    """,
                "ProgressRow.swift": """
                    struct ProgressRow: View {
                        @Binding var progress: Double
                        var body: some View { ThinSlider(value: $progress, range: 0...1) }
                    }
                    """,
            ], confidence: .latent),
            Example(files: [
                "LoginWebView.swift": """
                    // The only write to `link` is the web view's own navigation, reported back by its coordinator:
                    // loading it again in update would undo the navigation. Nothing else changes it (latent).
                    struct LoginWebView: UIViewRepresentable {
                        @EnvironmentObject var session: LoginSession
                        func makeUIView(context: Context) -> WKWebView {
                            let webView = WKWebView()
                            webView.navigationDelegate = context.coordinator
                            ↓webView.load(URLRequest(url: URL(string: session.link)!))
                            return webView
                        }
                        func updateUIView(_ webView: WKWebView, context: Context) {}
                        func makeCoordinator() -> Coordinator { Coordinator(session: session) }
                        final class Coordinator: NSObject, WKNavigationDelegate {
                            let session: LoginSession
                            init(session: LoginSession) { self.session = session }
                            func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
                                session.link = webView.url?.absoluteString ?? ""
                            }
                        }
                    }
                    """,
                "LoginSession.swift": """
                    final class LoginSession: ObservableObject {
                        @Published var link = "https://example.com/login"
                    }
                    """,
            ], confidence: .latent),
            Example(files: [
                "BubbleText.swift": """
                    // Make returns a view built from the inputs and update is empty: the width the bubble had first stays.
                    struct BubbleText: UIViewRepresentable {
                        let text: NSAttributedString
                        let maxWidth: CGFloat
                        func makeUIView(context: Context) -> WrappingLabel {
                            ↓WrappingLabel(text: text, maxWidth: maxWidth)
                        }
                        func updateUIView(_ label: WrappingLabel, context: Context) {
                            // nothing to update
                        }
                    }
                    """,
                "Bubble.swift": """
                    struct Bubble: View {
                        let message: NSAttributedString
                        var body: some View {
                            GeometryReader { proxy in
                                BubbleText(text: message, maxWidth: proxy.size.width)
                            }
                        }
                    }
                    """,
            ]),
            Example(files: [
                "BadgeCount.swift": """
                    // Only a constant is passed today: nothing changes it yet (latent).
                    struct BadgeCount: UIViewRepresentable {
                        let count: Int
                        func makeUIView(context: Context) -> CountBadge {
                            return ↓CountBadge(count: count)
                        }
                        func updateUIView(_ badge: CountBadge, context: Context) {}
                    }
                    """,
                "Toolbar.swift": """
                    struct Toolbar: View {
                        var body: some View { BadgeCount(count: 3) }
                    }
                    """,
            ], confidence: .latent),
            Example(files: [
                "StreamView.swift": """
                    // A new camera re-identifies the whole player: the new view's make sees it, so nothing is lost (latent).
                    struct StreamView: UIViewControllerRepresentable {
                        let cameraID: String
                        func makeUIViewController(context: Context) -> StreamController {
                            ↓StreamController(cameraID: cameraID)
                        }
                        func updateUIViewController(_ controller: StreamController, context: Context) {}
                    }
                    struct CameraPlayer: View {
                        let cameraID: String
                        var body: some View { StreamView(cameraID: cameraID) }
                    }
                    """,
                "CameraScreen.swift": """
                    struct CameraScreen: View {
                        @State private var cameraID = "front"
                        var body: some View {
                            VStack {
                                player
                                Button("Back door") { cameraID = "back" }
                            }
                        }
                        private var player: some View {
                            Group {
                                CameraPlayer(cameraID: cameraID)
                            }
                            .id(cameraID)
                        }
                    }
                    """,
            ], confidence: .latent),
            Example(files: [
                "StopPreview.swift": """
                    // A factory closure builds one preview per call: the stop it is given is that preview's for good (latent).
                    struct StopPreview: UIViewControllerRepresentable {
                        let stopID: String
                        func makeUIViewController(context: Context) -> StopController {
                            ↓StopController(stopID: stopID)
                        }
                        func updateUIViewController(_ controller: StopController, context: Context) {}
                    }
                    """,
                "StopList.swift": """
                    struct StopList: View {
                        let stops: [String]
                        var body: some View {
                            StopRows(stops: stops, makePreview: { stopID in
                                AnyView(StopPreview(stopID: stopID))
                            })
                        }
                    }
                    """,
            ], confidence: .latent),
            Example("""
                // SwiftUI sizes the view, not the layer added to it: the gradient keeps the first size it was given.
                struct Backdrop: UIViewRepresentable {
                    let size: CGSize
                    func makeUIView(context: Context) -> UIView {
                        let view = UIView()
                        let gradient = CAGradientLayer()
                        ↓gradient.frame = CGRect(origin: .zero, size: size)
                        view.layer.addSublayer(gradient)
                        return view
                    }
                    func updateUIView(_ view: UIView, context: Context) {}
                }
                struct Header: View {
                    var body: some View {
                        GeometryReader { proxy in Backdrop(size: proxy.size) }
                    }
                }
                """),
            Example("""
                // Nothing in the representable reads 'heading': the rotation its caller measures never reaches the dial.
                struct CompassDial: UIViewRepresentable {
                    let ↓heading: Double
                    func makeUIView(context: Context) -> DialView { DialView() }
                    func updateUIView(_ dial: DialView, context: Context) { dial.setNeedsDisplay() }
                }
                struct CompassScreen: View {
                    var body: some View {
                        GeometryReader { proxy in CompassDial(heading: proxy.size.width / 360) }
                    }
                }
                """),
            Example("""
                // The sign-out screen asks for 'isSignIn: false', which nothing reads: the page behaves as a sign-in page.
                struct AccountWebPage: UIViewControllerRepresentable {
                    var ↓isSignIn = true
                    func makeUIViewController(context: Context) -> AccountWebController { AccountWebController() }
                    func updateUIViewController(_ controller: AccountWebController, context: Context) {}
                }
                struct SignOutScreen: View {
                    var body: some View { AccountWebPage(isSignIn: false) }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // The initializer makes the delegate itself: callers never choose it, so no later value exists to apply.
                struct ShortcutSheet: UIViewControllerRepresentable {
                    let delegate: ShortcutDelegate
                    init(onDone: @escaping () -> Void) {
                        self.delegate = ShortcutDelegate()
                    }
                    func makeUIViewController(context: Context) -> ShortcutController {
                        let controller = ShortcutController()
                        controller.delegate = delegate
                        return controller
                    }
                    func updateUIViewController(_ controller: ShortcutController, context: Context) {}
                }
                """),
            Example("""
                // The animation view is a part the representable makes, not a setting: adding it once in make is right.
                struct Sparkles: UIViewRepresentable {
                    var animationView = LottieAnimationView()
                    func makeUIView(context: Context) -> UIView {
                        let container = UIView()
                        animationView.animation = LottieAnimation.named("sparkles")
                        container.addSubview(animationView)
                        return container
                    }
                    func updateUIView(_ container: UIView, context: Context) {}
                }
                """),
            Example("""
                // The coordinator, declared beside the struct, reads the pins through its copy of the representable.
                struct PinMap: UIViewRepresentable {
                    let pins: [Pin]
                    func makeUIView(context: Context) -> MKMapView {
                        let map = MKMapView()
                        map.delegate = context.coordinator
                        return map
                    }
                    func updateUIView(_ map: MKMapView, context: Context) { context.coordinator.parent = self }
                    func makeCoordinator() -> PinMapCoordinator { PinMapCoordinator(parent: self) }
                }
                final class PinMapCoordinator: NSObject, MKMapViewDelegate {
                    var parent: PinMap
                    init(parent: PinMap) { self.parent = parent }
                    func mapView(_ map: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
                        parent.pins.isEmpty ? nil : MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: "pin")
                    }
                }
                """),
            Example("""
                // Only the coordinator reads 'limit', through its copy of the representable: it is read, not ignored.
                struct LimitedField: UIViewRepresentable {
                    let limit: Int
                    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.delegate = context.coordinator
                        return field
                    }
                    func updateUIView(_ field: UITextField, context: Context) { context.coordinator.parent = self }
                    final class Coordinator: NSObject, UITextFieldDelegate {
                        var parent: LimitedField
                        init(parent: LimitedField) { self.parent = parent }
                        func textField(_ field: UITextField, shouldChangeCharactersIn range: NSRange, replacementString text: String) -> Bool {
                            (field.text?.count ?? 0) + text.count <= parent.limit
                        }
                    }
                }
                struct ReviewForm: View {
                    var body: some View {
                        GeometryReader { proxy in LimitedField(limit: Int(proxy.size.width / 8)) }
                    }
                }
                """),
            Example("""
                // 'heading' reaches the dial on every update.
                struct CompassDial: UIViewRepresentable {
                    let heading: Double
                    func makeUIView(context: Context) -> DialView { DialView() }
                    func updateUIView(_ dial: DialView, context: Context) { dial.angle = heading }
                }
                struct CompassScreen: View {
                    var body: some View {
                        GeometryReader { proxy in CompassDial(heading: proxy.size.width / 360) }
                    }
                }
                """),
            Example("""
                // The layer's frame follows the size on every update.
                struct Backdrop: UIViewRepresentable {
                    let size: CGSize
                    func makeUIView(context: Context) -> UIView {
                        let view = UIView()
                        view.layer.addSublayer(CAGradientLayer())
                        return view
                    }
                    func updateUIView(_ view: UIView, context: Context) {
                        view.layer.sublayers?.first?.frame = CGRect(origin: .zero, size: size)
                    }
                }
                struct Header: View {
                    var body: some View {
                        GeometryReader { proxy in Backdrop(size: proxy.size) }
                    }
                }
                """),
            Example("""
                // Make and update both apply the count through the same static helper.
                struct BadgeLabel: UIViewRepresentable {
                    let count: Int
                    func makeUIView(context: Context) -> UILabel {
                        let label = UILabel()
                        BadgeLabel.show(count, in: label)
                        return label
                    }
                    func updateUIView(_ label: UILabel, context: Context) {
                        Self.show(count, in: label)
                    }
                    static func show(_ count: Int, in label: UILabel) {
                        label.text = count > 99 ? "99+" : "\\(count)"
                    }
                }
                """),
            Example("""
                // A closure the coordinator keeps is coordinator-stale-closure's to judge, directly or through an alias.
                struct PinMap: UIViewRepresentable {
                    let onTapPin: (Pin) -> Void
                    let onLongPress: (CLLocationCoordinate2D) -> Void
                    func makeUIView(context: Context) -> MKMapView {
                        let map = MKMapView()
                        map.delegate = context.coordinator
                        context.coordinator.onTapPin = onTapPin
                        let coordinator = context.coordinator
                        coordinator.onLongPress = onLongPress
                        return map
                    }
                    func updateUIView(_ map: MKMapView, context: Context) {}
                    func makeCoordinator() -> MapDelegate { MapDelegate() }
                }
                """),
            Example("""
                // update hands the current closure over on every render.
                struct StarsView: UIViewRepresentable {
                    let onRate: (Int) -> Void
                    func makeUIView(context: Context) -> StarsControl {
                        let stars = StarsControl()
                        stars.onRate = onRate
                        return stars
                    }
                    func updateUIView(_ stars: StarsControl, context: Context) {
                        stars.onRate = onRate
                    }
                }
                """),

            Example(files: [
                "HoverTracker.swift": """
                    // The frame given at creation is replaced by SwiftUI's layout at once: nothing else is read.
                    struct HoverTracker: NSViewRepresentable {
                        let frame: NSRect
                        func makeNSView(context: Context) -> NSView {
                            NSView(frame: frame)
                        }
                        func updateNSView(_ view: NSView, context: Context) {}
                    }
                    """,
                "HoverArea.swift": """
                    struct HoverArea: View {
                        var body: some View {
                            GeometryReader { proxy in HoverTracker(frame: proxy.frame(in: .global)) }
                        }
                    }
                    """,
            ]),
            Example("""
                // A @State input keeps the first value it is given: there is no later one to apply.
                struct BranchList: NSViewControllerRepresentable {
                    @State var repository: Repository
                    func makeNSViewController(context: Context) -> BranchListController {
                        let controller = BranchListController()
                        controller.repository = repository
                        return controller
                    }
                    func updateNSViewController(_ controller: BranchListController, context: Context) {}
                }
                struct SourceControlPane: View {
                    @ObservedObject var workspace: Workspace
                    var body: some View { BranchList(repository: Repository(url: workspace.folder)) }
                }
                """),
            Example("""
                // The closure only writes the binding back: it reaches the same storage on every render.
                struct SymbolPicker: UIViewControllerRepresentable {
                    @Binding var isShown: Bool
                    func makeUIViewController(context: Context) -> PickerController {
                        let picker = PickerController()
                        picker.onClose = { isShown = false }
                        return picker
                    }
                    func updateUIViewController(_ picker: PickerController, context: Context) {}
                }
                """),
            Example("""
                // A value copied out of the view is not a part of it: changing the copy applies nothing.
                struct Thumbnail: UIViewRepresentable {
                    @Binding var scale: CGFloat
                    func makeUIView(context: Context) -> UIImageView {
                        let imageView = UIImageView()
                        var size = imageView.bounds.size
                        size.width = scale * 10
                        print(size)
                        return imageView
                    }
                    func updateUIView(_ imageView: UIImageView, context: Context) {}
                }
                """),
            Example(files: [
                "ScannerView.swift": """
                    // A closure reads the object when it runs, so it always sees the current value; update applies
                    // the language again; `name` is not @Published, so its changes never reach SwiftUI anyway.
                    struct ScannerView: UIViewRepresentable {
                        @ObservedObject var reader: TextReader
                        func makeUIView(context: Context) -> ScanView {
                            let scan = ScanView()
                            scan.shouldRecord = { !reader.finished }
                            scan.languages = [reader.language]
                            scan.title = reader.name
                            return scan
                        }
                        func updateUIView(_ scan: ScanView, context: Context) {
                            if scan.languages != [reader.language] { scan.languages = [reader.language] }
                        }
                    }
                    """,
                "TextReader.swift": """
                    final class TextReader: ObservableObject {
                        @Published var language = "en"
                        @Published var finished = false
                        var name = "Reader"
                        func finish() { finished = true; language = "de"; name = "Done" }
                    }
                    """,
            ]),
            Example("""
                // A picker takes its source once, before it is presented.
                struct CameraCapture: UIViewControllerRepresentable {
                    var source: UIImagePickerController.SourceType
                    func makeUIViewController(context: Context) -> UIImagePickerController {
                        let picker = UIImagePickerController()
                        picker.sourceType = source
                        picker.delegate = context.coordinator
                        return picker
                    }
                    func updateUIViewController(_ picker: UIImagePickerController, context: Context) {}
                    func makeCoordinator() -> CaptureDelegate { CaptureDelegate() }
                }
                """),
            Example("""
                // The callback is handed over again in update; a query applies nothing.
                struct HostResolver: UIViewControllerRepresentable {
                    let onResolve: (UIViewController) -> Void
                    let width: CGFloat
                    @Binding var fittingHeight: CGFloat
                    func makeUIViewController(context: Context) -> ResolverController {
                        let controller = ResolverController()
                        controller.onResolve = onResolve
                        let size = controller.view.systemLayoutSizeFitting(CGSize(width: width, height: 0))
                        DispatchQueue.main.async { fittingHeight = size.height }
                        return controller
                    }
                    func updateUIViewController(_ controller: ResolverController, context: Context) {
                        controller.onResolve = onResolve
                    }
                }
                """),
            Example("""
                // The stored properties are declared in another file: whether `color` can change is unknown.
                extension Swatch: UIViewRepresentable {
                    func makeUIView(context: Context) -> UIView {
                        let view = UIView()
                        view.backgroundColor = color
                        return view
                    }
                    func updateUIView(_ uiView: UIView, context: Context) {}
                }
                """),
            Example("""
                struct TitleLabel: UIViewRepresentable {
                    let title: String
                    private let inset: CGFloat = 8
                    func makeUIView(context: Context) -> UILabel {
                        let label = UILabel()
                        label.text = title
                        label.layoutMargins = UIEdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
                        return label
                    }
                    func updateUIView(_ uiView: UILabel, context: Context) {
                        uiView.text = title
                    }
                }
                """),
            Example("""
                struct VideoPlayer: UIViewRepresentable {
                    let url: URL
                    var isMuted: Bool
                    func makeUIView(context: Context) -> PlayerView {
                        let view = PlayerView(player: AVPlayer(url: url))
                        return view
                    }
                    func updateUIView(_ uiView: PlayerView, context: Context) {
                        uiView.player.isMuted = isMuted
                    }
                }
                """),
            Example("""
                struct RouteMap: UIViewRepresentable {
                    var mapType: MKMapType
                    func makeUIView(context: Context) -> MKMapView {
                        let map = MKMapView()
                        map.mapType = mapType
                        return map
                    }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        apply(to: map)
                    }
                    private func apply(to map: MKMapView) {
                        if map.mapType != mapType { map.mapType = mapType }
                    }
                }
                """),
            Example("""
                struct RouteMap: UIViewRepresentable {
                    var mapType: MKMapType
                    func makeUIView(context: Context) -> MKMapView {
                        let map = MKMapView()
                        map.mapType = mapType
                        return map
                    }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        context.coordinator.parent = self
                        context.coordinator.sync(map)
                    }
                }
                """),
            Example("""
                struct Field: UIViewRepresentable {
                    @Binding var text: String
                    func makeUIView(context: Context) -> UITextField {
                        let field = UITextField()
                        field.delegate = context.coordinator
                        field.text = text
                        return field
                    }
                    func updateUIView(_ field: UITextField, context: Context) {
                        if field.text != text { field.text = text }
                    }
                }
                """),
            Example("""
                // The view presents a share sheet once with what make gives it: a presented sheet takes no later items.
                struct ShareDialog: UIViewRepresentable {
                    let items: [Any]
                    func makeUIView(context: Context) -> ShareHostView {
                        let view = ShareHostView()
                        view.setUp(items: items)
                        return view
                    }
                    func updateUIView(_ view: ShareHostView, context: Context) {}
                }
                final class ShareHostView: UIView {
                    func setUp(items: [Any]) {
                        DispatchQueue.main.async {
                            let sheet = UIActivityViewController(activityItems: items, applicationActivities: nil)
                            self.window?.rootViewController?.present(sheet, animated: true)
                        }
                    }
                }
                """),
            Example("""
                // The view is handed the binding itself, which reads and writes the live value: nothing is copied.
                struct SourceView: UIViewRepresentable {
                    let source: String
                    @Binding var tappedLine: Int
                    func makeUIView(context: Context) -> LineTextView {
                        let view = LineTextView()
                        view.tappedLine = $tappedLine
                        return view
                    }
                    func updateUIView(_ view: LineTextView, context: Context) {
                        view.text = source
                    }
                }
                """),
            Example("""
                // The binding is read inside a closure that runs on each of the proxy's events: it reads the
                // current page then, not the one make saw.
                struct PhotoStrip: UIViewRepresentable {
                    let photos: [Photo]
                    @Binding var page: Int
                    let scroller: StripScroller
                    func makeUIView(context: Context) -> UICollectionView {
                        let strip = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                        context.coordinator.nextTap = scroller.next.sink {
                            strip.scrollToItem(at: IndexPath(item: page + 1, section: 0), at: .centeredHorizontally, animated: true)
                        }
                        return strip
                    }
                    func updateUIView(_ strip: UICollectionView, context: Context) {
                        context.coordinator.photos = photos
                    }
                    func makeCoordinator() -> StripCoordinator { StripCoordinator() }
                }
                """),
            Example("""
                struct Badge: UIViewRepresentable {
                    let count: Int
                    func makeUIView(context: Context) -> UILabel {
                        let count = 0
                        let label = UILabel()
                        label.text = "\\(count)"
                        return label
                    }
                    func updateUIView(_ uiView: UILabel, context: Context) {
                        BadgeStyler.apply(uiView, count: count)
                    }
                }
                """),
        ],
        symptoms: [
            "the UIKit view shows the first value and never updates",
            "changing the binding or state does nothing to the wrapped view",
            "label, map or text view stuck on its initial value",
            "works on first appearance, then ignores every change",
            "changing the binding does nothing to the wrapped view",
            "view stuck on its initial state",
        ],
        scaffold: .representable
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        for representable in Representable.all(in: file) {
            guard let update = representable.update, let updateBody = update.body, let makeBody = representable.make.body
            else { continue }
            // An object each copy makes by default is a part of the view (representable-stored-object's concern).
            let inputs = representable.inputs.filter { !$0.isOwnObject }
            let objects = representable.objectInputs
            guard !Self.isConfiguredOnceByDesign(representable, in: file),
                  let (updateBodies, reached) = UpdateReach.bodies(reachedFrom: update, in: representable)
            else { continue }
            checkClosuresHandedToView(representable, make: makeBody, reached: reached, report: &report)
            guard !inputs.isEmpty || !objects.isEmpty else { continue }
            // The argument label each input is given with at call sites, which the index knows.
            let labels = InputVariation.callSiteLabels(of: representable)
            let shadowed = LocalNames.declared(in: makeBody)
            let applications = MakeApplications(
                body: makeBody, viewName: representable.madeViewName,
                liveInputs: Set(inputs.filter { $0.kind != .plain }.map(\.name)), in: representable)
            let updateIsEmpty = updateBody.statements.isEmpty
            let make = representable.lifecycle.make
            let updateName = representable.lifecycle.update
            // One finding per site: a helper such as `attributedText = rendered` may read several inputs.
            var applied: [(site: Syntax, names: [String])] = []
            var constructed: [(site: Syntax, names: [String])] = []
            for input in inputs where !reached.contains(input.name) && !shadowed.contains(input.name) {
                // A `@State` input keeps its first value: SwiftUI ignores what callers pass later, so unless the
                // representable changes it itself there is no later value to apply (representable-state-input
                // reports the input).
                if input.kind == .state, !Self.changesItself(input.name, representable) { continue }
                if let site = applications.firstApplication(of: input.name) {
                    Self.append(input.name, at: site, to: &applied)
                } else if updateIsEmpty, let site = applications.firstConstruction(using: input.name) {
                    if input.kind == .binding {
                        Self.append(input.name, at: site, to: &constructed)
                    } else {
                        Self.append(input.name, at: site, to: &applied)
                    }
                }
            }
            for (site, names) in applied {
                let subject = quotedList(names)
                let verb = names.count == 1 ? "is" : "are"
                let pronoun = names.count == 1 ? "it" : "them"
                // `MessageView(text: text)` returned by make with an empty update: given to the view once, when made.
                let madeWith = applications.isConstruction(site)
                let once = madeWith ? "given to the view only when \(make) creates it" : "applied to the view only in \(make)"
                let never = madeWith ? "\(updateName) is empty" : "\(updateName) never applies \(pronoun)"
                let message = "\(subject) \(verb) \(once); \(never), so later changes never reach the view"
                // A binding or @State input changes by nature; a plain one only if some call site passes a variable.
                let changesByNature = names.contains { name in inputs.contains { $0.name == name && $0.kind != .plain } }
                func latentMessage(callersInSight: Bool) -> String {
                    "\(subject) \(verb) \(once) and \(never); \(InputVariation.noChangingCaller(names, callersInSight: callersInSight))"
                }
                if changesByNature {
                    report.add(at: site, message)
                } else if let question = InputVariation.question(names, of: representable, labels: labels, message: message,
                                                                 latentMessage: latentMessage(callersInSight: true)) {
                    report.whenIndexed(at: site, asking: question)
                } else {
                    // The call-site labels are out of sight (initializers in another file): what callers pass is unknown.
                    report.add(at: site, latentMessage(callersInSight: false), confidence: .latent)
                }
            }
            checkObjectProperties(objects.filter { !shadowed.contains($0.name) }, appliedAt: applications,
                                  updateBodies: updateBodies, skipping: Set(applied.map(\.site.id)),
                                  representable: representable, report: &report)
            for (site, names) in constructed {
                report.add(at: site, """
                    binding \(quotedList(names)) is read only when \(make) creates the view and \(updateName) is \
                    empty, so later values never reach it
                    """)
            }
            checkInputsNeverRead(inputs, of: representable, labels: labels, report: &report)
        }
    }

    /// An input no code of the representable names at all (`@Binding var centerCoordinate` a map never reads):
    /// whatever callers pass is ignored. Said when a caller passes a value that changes while the view is shown.
    private func checkInputsNeverRead(
        _ inputs: [Representable.Input], of representable: Representable, labels: [String: [String]]?, report: inout RuleReport
    ) {
        // A coordinator declared in another file may read any input through its copy.
        guard representable.declaration?.is(StructDeclSyntax.self) == true,
              representable.makeCoordinator == nil || representable.coordinator != nil
        else { return }
        let (make, update) = (representable.lifecycle.make, representable.lifecycle.update)
        // Every name the struct's members and its extensions in the file spell, but the inputs' own declarations:
        // one pass over the tokens serves every input.
        let declarations = Set(inputs.map { DeclSyntax($0.declaration).id })
        let observers = inputs.flatMap { $0.declaration.bindings.compactMap(\.accessorBlock).map(Syntax.init) }
        // A coordinator declared outside the struct reads inputs through its copy too (`parent.items[index]`).
        let coordinator = (representable.coordinator?.members ?? []).filter { member in
            !representable.members.contains { $0.range.contains(member.position) }
        }
        let spelled = Set((representable.members.filter { !declarations.contains($0.id) }.map(Syntax.init) + observers
                           + coordinator.map(Syntax.init))
            .flatMap { $0.tokens(viewMode: .sourceAccurate).map(\.text) })
        for input in inputs where input.kind != .state {
            guard spelled.isDisjoint(with: [input.name, "$" + input.name, "_" + input.name]),
                  let site = input.declaration.bindings.first?.pattern
            else { continue }
            let message = """
                '\(input.name)' is never read by \(representable.name): neither \(make) nor \(update) applies it, so what \
                callers pass never reaches the view; apply it to the view in \(update), or remove it
                """
            let latent = "'\(input.name)' is never read by \(representable.name); \(InputVariation.noChangingCaller([input.name], callersInSight: true))"
            if var question = InputVariation.question([input.name], of: representable, labels: labels, message: message, latentMessage: latent) {
                question.ignoredDefault = input.declaration.bindings.first?.initializer?.value.trimmedDescription ?? ""
                report.whenIndexed(at: site, asking: question)
            }
        }
    }

    /// Whether the representable's own code (or its coordinator's) writes the property or hands out a binding to it.
    private static func changesItself(_ name: String, _ representable: Representable) -> Bool {
        func handsOutOrWrites(_ members: [DeclSyntax], through copies: Set<String>) -> Bool {
            members.contains { member in
                NameReferences.collect(in: member).names.contains("$" + name) || Write.all(in: member).contains { write in
                    guard let path = write.target.pathFromSelf else { return false }
                    // `repository = …` in the representable; `parent.repository = …` through the coordinator's copy.
                    return copies.isEmpty ? path.first == name : path.count > 1 && path[1] == name && copies.contains(path[0])
                }
            }
        }
        if handsOutOrWrites(representable.declaration?.memberBlock.flattenedDeclarations ?? [], through: []) { return true }
        guard let coordinator = representable.coordinator else { return false }
        let copies = Set(coordinator.parentProperties(of: representable.name).map(\.name))
        return !copies.isEmpty && handsOutOrWrites(coordinator.members, through: copies)
    }

    static func verdict(_ question: InputVariation.Question, index: ProjectIndex) -> IndexVerdict? {
        InputVariation.verdict(question, index: index)
    }

    /// Properties of an object input (`recognizer.language`) that make applies to the view and update never
    /// reads again. The object is the same on every update; its property is what changes, and the index tells
    /// whether it is observable and where it is written.
    private func checkObjectProperties(
        _ objects: [Representable.ObjectInput], appliedAt applications: MakeApplications, updateBodies: [Syntax],
        skipping reported: Set<SyntaxIdentifier>, representable: Representable, report: inout RuleReport
    ) {
        guard !objects.isEmpty else { return }
        let byName = Dictionary(objects.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let names = Set(byName.keys)
        let updateReads = UpdateReach.objectReads(of: names, in: updateBodies)
        for site in applications.sites where !reported.contains(site.id) {
            let stale = UpdateReach.objectReads(of: names, in: [site], outsideClosures: true).sorted().compactMap { read -> InputVariation.ObservedMember? in
                let parts = read.split(separator: ".", maxSplits: 1).map(String.init)
                guard parts.count == 2, let object = byName[parts[0]],
                      !updateReads.contains(parts[0]), !updateReads.contains(read)
                else { return nil }
                return InputVariation.ObservedMember(display: read, type: object.type, property: parts[1],
                                                     isObserved: object.isObserved)
            }
            guard !stale.isEmpty else { continue }
            let subject = quotedList(stale.map(\.display))
            let (make, update) = (representable.lifecycle.make, representable.lifecycle.update)
            let verb = stale.count == 1 ? "is" : "are"
            let pronoun = stale.count == 1 ? "it" : "them"
            report.whenIndexed(at: site, asking: InputVariation.Question(
                representable: representable.name, file: representable.path,
                message: "\(subject) \(verb) applied to the view only in \(make); \(update) never reads \(pronoun) again, so apply \(pronoun) there too",
                labels: [],
                latentMessage: "\(subject) \(verb) applied to the view only in \(make) and \(update) never reads \(pronoun) again",
                observedMembers: stale))
        }
    }

    /// System controllers that take their configuration once, before they are presented, and are dismissed
    /// rather than updated: a share sheet, a mail or message composer, a Safari view, the pickers.
    private static let configuredOnceControllers: Set<String> = [
        "UIActivityViewController", "MFMailComposeViewController", "MFMessageComposeViewController",
        "SFSafariViewController", "UIImagePickerController", "PHPickerViewController", "UIDocumentPickerViewController",
        "CNContactPickerViewController", "UIFontPickerViewController", "UIColorPickerViewController",
        "VNDocumentCameraViewController", "EKEventEditViewController", "CNContactViewController",
    ]

    /// The view is such a controller, or a view class of the same file that makes one to present (a host view
    /// whose setup method presents a share sheet with what make gave it).
    private static func isConfiguredOnceByDesign(_ representable: Representable, in file: LintFile) -> Bool {
        let returned = representable.make.signature.returnClause.flatMap { TypeNames.simpleName(of: $0.type) }
        let made = representable.makeReturns.compactMap { TypeNames.constructedTypeName($0) }
        let viewTypes = Set([returned].compactMap { $0 } + made)
        if viewTypes.contains(where: configuredOnceControllers.contains) { return true }
        guard file.contains("present") else { return false }
        return TypeGroups.all(in: file).contains { group in
            group.declaration?.is(ClassDeclSyntax.self) == true && viewTypes.contains(group.name)
                && group.members.contains { member in
                    guard let function = member.as(FunctionDeclSyntax.self), let body = function.body else { return false }
                    let calls = Nodes.all(FunctionCallExprSyntax.self, in: body, outsideClosures: false)
                    return calls.contains { $0.calleeName == "present" }
                        && calls.contains { TypeNames.constructedTypeName(ExprSyntax($0)).map(configuredOnceControllers.contains) == true }
                }
        }
    }

    private static func append(_ name: String, at site: Syntax, to groups: inout [(site: Syntax, names: [String])]) {
        if let index = groups.firstIndex(where: { $0.site.id == site.id }) {
            groups[index].names.append(name)
        } else {
            groups.append((site, [name]))
        }
    }

}

/// Where make applies values to the view it returns: assignments to the view's properties
/// (`map.mapType = …`, `label.layer.cornerRadius = …`), calls on it (`controller.load(…)`),
/// and the arguments of the call that creates it (`let stepper = UIStepper(value: …)`).
private struct MakeApplications {
    private var applications: [(names: Set<String>, site: Syntax)] = []
    private var constructions: [(names: Set<String>, site: Syntax)] = []

    /// - Parameter liveInputs: bindings and state, whose value a closure reads anew each time it runs.
    init(body: CodeBlockSyntax, viewName: String?, liveInputs: Set<String>, in representable: Representable) {
        var made: [(names: Set<String>, site: Syntax)] = []
        if let viewName {
            let collector = Collector(viewNames: Self.partsOfView(named: viewName, in: body), liveInputs: liveInputs)
            collector.walk(body)
            applications = collector.applications.map { (representable.expandingHelpers($0.names), $0.site) }
            made = collector.constructions
        }
        // `return MessageView(text: text)`: the view make returns is made from what it is given.
        made += representable.makeReturns.compactMap { $0.as(FunctionCallExprSyntax.self) }
            .map { (Self.namesGiven(to: $0), Syntax($0)) }
        constructions = made.map { (representable.expandingHelpers($0.names), $0.site) }
    }

    /// The represented view and the parts of it make puts on screen: views (locals or stored properties) added
    /// to it as subviews (`view.addSubview(animatedView)`) and layers added to its layer
    /// (`view.layer.addSublayer(previewLayer)`, whose frame SwiftUI's layout never sets), and views reached inside it
    /// (`let textView = scrollView.documentView as? NSTextView`, `if let field = search.searchTextField`), so
    /// configuring them applies an input too.
    private static func partsOfView(named viewName: String, in body: CodeBlockSyntax) -> Set<String> {
        var names: Set<String> = [viewName]
        for call in Nodes.all(FunctionCallExprSyntax.self, in: body, outsideClosures: true) {
            guard HostingVocabulary.addingSubview.contains(call.calleeName ?? "") || addingSublayer.contains(call.calleeName ?? ""),
                  call.calledExpression.rootIdentifier == viewName,
                  let added = call.arguments.first?.expression.memberPath, let root = added.first
            else { continue }
            // `animatedView` or `self.animatedView`.
            names.insert(root == "self" && added.count > 1 ? added[1] : root)
        }
        // In order, so a part of a part (`let clip = scroll.contentView; let text = clip.documentView as? …`) counts.
        var bindings: [(name: String, value: ExprSyntax)] = []
        for binding in Nodes.all(PatternBindingSyntax.self, in: body, outsideClosures: true) {
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value {
                bindings.append((name, value))
            }
        }
        for condition in Nodes.all(OptionalBindingConditionSyntax.self, in: body, outsideClosures: true) {
            if let name = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = condition.initializer?.value {
                bindings.append((name, value))
            }
        }
        for (name, value) in bindings.sorted(by: { $0.value.position < $1.value.position }) {
            if let root = partReached(by: value), names.contains(root) { names.insert(name) }
        }
        return names
    }

    private static let addingSublayer: Set<String> = ["addSublayer", "insertSublayer"]

    /// The view a value reaches a subview of: `scroll` in `scroll.documentView as? NSTextView` or
    /// `search.searchTextField`; nil for anything else (`view.bounds.size` is a value, not a part).
    private static func partReached(by value: ExprSyntax) -> String? {
        let isCast = value.castOperand != nil
        let expression = value.castOperand ?? value
        guard let member = expression.withoutUnwraps.as(MemberAccessExprSyntax.self),
              let path = ExprSyntax(member).memberPath, path.count >= 2
        else { return nil }
        let last = member.declName.baseName.text
        guard isCast || last.hasSuffix("View") || last.hasSuffix("Field") || last.hasSuffix("Label") else { return nil }
        return path[0] == "self" ? path[1] : path[0]
    }

    /// What the call making the view reads, but its `frame:`: SwiftUI sets the frame of the view it represents
    /// from its layout, so the one given at creation is replaced at once.
    fileprivate static func namesGiven(to call: FunctionCallExprSyntax) -> Set<String> {
        var names = NameReferences.collect(in: call.calledExpression).valueNames
        for argument in call.arguments where argument.label?.text != "frame" {
            names.formUnion(NameReferences.collect(in: argument).valueNames)
        }
        for closure in [call.trailingClosure].compactMap({ $0 }) + call.additionalTrailingClosures.map(\.closure) {
            names.formUnion(NameReferences.collect(in: closure).valueNames)
        }
        return names
    }

    /// Every place make applies something to the view, in order.
    var sites: [Syntax] { applications.map(\.site) }

    func firstApplication(of input: String) -> Syntax? {
        applications.first { $0.names.contains(input) }?.site
    }

    func firstConstruction(using input: String) -> Syntax? {
        constructions.first { $0.names.contains(input) }?.site
    }

    func isConstruction(_ site: Syntax) -> Bool {
        constructions.contains { $0.site.id == site.id }
    }

    private final class Collector: SyntaxVisitor {
        let viewNames: Set<String>
        let liveInputs: Set<String>
        var applications: [(names: Set<String>, site: Syntax)] = []
        var constructions: [(names: Set<String>, site: Syntax)] = []

        init(viewNames: Set<String>, liveInputs: Set<String>) {
            self.viewNames = viewNames
            self.liveInputs = liveInputs
            super.init(viewMode: .sourceAccurate)
        }

        /// A closure make sets up to run on each event (`subject.sink { view.scroll(to: page) }`) reads a binding's
        /// value when it runs, not when make did: the binding is applied live there.
        private func apply(_ names: Set<String>, at site: some SyntaxProtocol) {
            let applied = EventClosures.isInRepeatingEventClosure(site) ? names.subtracting(liveInputs) : names
            applications.append((applied, Syntax(site)))
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            if let assignment = Assignment(node), assignment.target.isMemberAccess,
               let root = assignment.target.rootIdentifier, viewNames.contains(root) {
                // A closure that only assigns an input (`onClose = { isShown = false }`) writes back; it applies nothing.
                // `view.lineno = $lineno` hands over the binding itself, which reads and writes the live value:
                // only inputs read as values are copies that can go stale.
                let names = assignment.value.reduce(into: Set<String>()) { names, value in
                    names.formUnion(NameReferences.collect(in: value, countingAssignmentTargets: !value.is(ClosureExprSyntax.self)).valueNames)
                }
                apply(names, at: node)
            }
            return .visitChildren
        }

        /// A call on the view whose result is unused configures it (`controller.load(url)`); a call whose
        /// result is used asks it something (`view.sizeThatFits(size)`) and applies nothing.
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if node.calledExpression.isMemberAccess, let root = node.calledExpression.rootIdentifier, viewNames.contains(root),
               node.parent?.is(CodeBlockItemSyntax.self) == true {
                apply(NameReferences.collect(in: node.arguments).valueNames, at: node)
            }
            return .visitChildren
        }

        override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, viewNames.contains(name),
               let call = node.initializer?.value.as(FunctionCallExprSyntax.self) {
                constructions.append((MakeApplications.namesGiven(to: call), Syntax(call)))
            }
            return .visitChildren
        }

        // A function declared inside make runs only if called; its assignments are out of sight.
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
