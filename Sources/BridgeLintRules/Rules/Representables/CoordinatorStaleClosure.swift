import BridgeLintCore
import SwiftSyntax

/// The coordinator keeps a closure (or value) copied out of the first representable, and update never hands it
/// the newer one.
struct CoordinatorStaleClosure: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [CallSiteFacts.self]

    static let description = RuleDescription(
        id: "coordinator-stale-closure",
        summary: "The coordinator keeps a closure or value from the first update that update never refreshes",
        severity: .warning,
        isOptIn: true,
        rationale: """
            SwiftUI creates the coordinator once but makes a new representable struct, with new closures and \
            values, on every update. A closure copied into the coordinator in makeCoordinator (`Coordinator(onSelect: \
            onSelect)`) or in make (`context.coordinator.onSelect = onSelect`) stays the first one. When that \
            closure captured a value that later changes (a plain property of the parent view, a loop element, a \
            local computed in body), delegate callbacks keep acting on the first value: the wrong item is selected, \
            an old filter is applied. Closures that reach only @State, bindings, environment values or objects are \
            not reported, since an old copy of them reaches the same storage; neither are inputs every call site \
            fixes, nor call sites out of sight. The rule is opt-in: on real apps most of its findings (4 of 6 read, then 13 of 16 on \
            nine later sets of apps) were closures whose captures never change in practice (a method reference, a \
            view model's method, a value loaded once before the view appears, a closure handed on through several \
            views), which the syntax alone does not tell apart from the ones that do change. A closure the \
            coordinator has a slot for but is never given is reported too: the callback never fires.
            """,
        howToFix: """
            Refresh the copy at the start of update (`context.coordinator.onSelect = onSelect`), or keep a `parent` \
            in the coordinator that update refreshes (`context.coordinator.parent = self`) and call \
            `parent.onSelect` from there.
            """,
        triggeringExamples: [
            Example("""
                struct PhotoGrid: UIViewRepresentable {
                    let photos: [Photo]
                    var onSelect: (Photo) -> Void
                    func makeCoordinator() -> Coordinator { Coordinator(photos: photos, ↓onSelect: onSelect) }
                    func makeUIView(context: Context) -> UICollectionView {
                        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                        grid.delegate = context.coordinator
                        return grid
                    }
                    func updateUIView(_ grid: UICollectionView, context: Context) {
                        context.coordinator.photos = photos
                        grid.reloadData()
                    }
                    final class Coordinator: NSObject, UICollectionViewDelegate {
                        var photos: [Photo]
                        let onSelect: (Photo) -> Void
                        init(photos: [Photo], onSelect: @escaping (Photo) -> Void) {
                            self.photos = photos
                            self.onSelect = onSelect
                        }
                        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                            onSelect(photos[indexPath.item])
                        }
                    }
                }
                struct AlbumView: View {
                    let album: Album
                    @Binding var selection: Photo?
                    var body: some View {
                        PhotoGrid(photos: album.photos, onSelect: { photo in
                            if photo.album == album { selection = photo }
                        })
                    }
                }
                struct Library: View {
                    @State private var current = Album.recent
                    @State private var picked: Photo?
                    var body: some View {
                        AlbumView(album: current, selection: $picked)
                        AlbumPicker(selection: $current)
                    }
                }
                """),
            Example("""
                struct RouteMap: UIViewRepresentable {
                    var onTapPin: (Pin) -> Void
                    func makeUIView(context: Context) -> MKMapView {
                        let map = MKMapView()
                        map.delegate = context.coordinator
                        ↓context.coordinator.onTapPin = onTapPin
                        return map
                    }
                    func updateUIView(_ map: MKMapView, context: Context) {}
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    final class Coordinator: NSObject, MKMapViewDelegate {
                        var onTapPin: ((Pin) -> Void)?
                        func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
                            if let pin = view.annotation as? Pin { onTapPin?(pin) }
                        }
                    }
                }
                struct TripScreen: View {
                    @EnvironmentObject var planner: TripPlanner
                    @State private var trips: [Trip] = []
                    var body: some View {
                        ForEach(trips) { trip in
                            RouteMap(onTapPin: { pin in planner.add(pin, to: trip.id) })
                        }
                    }
                }
                """),
            Example("""
                struct SourceOutline: NSViewRepresentable {
                    let folders: [URL]
                    var onOpen: (URL) -> Void
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeNSView(context: Context) -> NSOutlineView {
                        let outline = NSOutlineView()
                        outline.delegate = context.coordinator
                        return outline
                    }
                    func updateNSView(_ outline: NSOutlineView, context: Context) {
                        context.coordinator.folders = folders
                        outline.reloadData()
                    }
                    final class Coordinator: NSObject, NSOutlineViewDelegate {
                        var folders: [URL]
                        let open: (URL) -> Void
                        init(_ outline: SourceOutline) {
                            folders = outline.folders
                            ↓open = outline.onOpen
                        }
                        @objc func doubleClicked(_ sender: NSOutlineView) {
                            if sender.clickedRow >= 0 { open(folders[sender.clickedRow]) }
                        }
                    }
                }
                struct Sidebar: View {
                    let workspace: Workspace
                    var body: some View {
                        let prefix = workspace.name
                        SourceOutline(folders: workspace.folders) { url in
                            NSWorkspace.shared.open(url.appending(path: prefix))
                        }
                    }
                }
                """),
            Example("""
                struct ScannerView: UIViewControllerRepresentable {
                    var onScan: (String) -> Void
                    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
                    func makeUIViewController(context: Context) -> ScannerController {
                        let scanner = ScannerController()
                        scanner.delegate = context.coordinator
                        return scanner
                    }
                    func updateUIViewController(_ scanner: ScannerController, context: Context) {}
                    final class Coordinator: NSObject, ScannerControllerDelegate {
                        let ↓parent: ScannerView
                        init(parent: ScannerView) { self.parent = parent }
                        func scanner(_ scanner: ScannerController, didRead code: String) { parent.onScan(code) }
                    }
                }
                struct CheckoutView: View {
                    @EnvironmentObject var cart: Cart
                    let order: Order
                    var body: some View { ScannerView(onScan: { code in cart.add(code, to: order) }) }
                }
                struct Checkout: View {
                    @State private var orders: [Order] = []
                    var body: some View {
                        List(orders) { order in CheckoutView(order: order) }
                    }
                }
                """),
            Example("""
                struct TagCloud: NSViewControllerRepresentable {
                    let tags: [String]
                    func makeCoordinator() -> Coordinator { Coordinator(↓tags: tags) }
                    func makeNSViewController(context: Context) -> TagController {
                        let controller = TagController()
                        controller.dataSource = context.coordinator
                        return controller
                    }
                    func updateNSViewController(_ controller: TagController, context: Context) {
                        controller.reload()
                    }
                    final class Coordinator: NSObject, TagControllerDataSource {
                        let tags: [String]
                        init(tags: [String]) { self.tags = tags }
                        func numberOfTags(in controller: TagController) -> Int { tags.count }
                    }
                }
                struct NoteInspector: View {
                    @ObservedObject var note: Note
                    var body: some View { TagCloud(tags: note.tags) }
                }
                """),
            Example("""
                // A sink make keeps reads the first copy's 'isPlaying': on return to the app it acts on the old value.
                struct LoopingImage: UIViewRepresentable {
                    let isPlaying: Bool
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> AnimatedImageView {
                        let view = AnimatedImageView()
                        NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
                            .sink { _ in
                                if ↓isPlaying { view.startAnimating() }
                            }
                            .store(in: &context.coordinator.subscriptions)
                        return view
                    }
                    func updateUIView(_ view: AnimatedImageView, context: Context) {
                        if isPlaying { view.startAnimating() } else { view.stopAnimating() }
                    }
                    final class Coordinator { var subscriptions = Set<AnyCancellable>() }
                }
                struct StickerCell: View {
                    @State private var playing = false
                    var body: some View { LoopingImage(isPlaying: playing).onTapGesture { playing.toggle() } }
                }
                """),
            Example("""
                // The caller makes a constant binding on each render: the sink keeps the first one.
                struct LoopingImage: UIViewRepresentable {
                    @Binding var isPlaying: Bool
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> AnimatedImageView {
                        let view = AnimatedImageView()
                        context.coordinator.token = NotificationCenter.default
                            .publisher(for: UIApplication.didBecomeActiveNotification)
                            .sink { _ in
                                guard ↓isPlaying else { return }
                                view.startAnimating()
                            }
                        return view
                    }
                    func updateUIView(_ view: AnimatedImageView, context: Context) {}
                    final class Coordinator { var token: AnyCancellable? }
                }
                struct Sticker: View {
                    @Binding var isPlaying: Bool
                    @State private var finished = false
                    var body: some View { LoopingImage(isPlaying: .constant(isPlaying && !finished)) }
                }
                """),
            Example("""
                // Every caller passes '$state': the first copy's binding reaches the same storage (latent).
                struct LoopingImage: UIViewRepresentable {
                    @Binding var isPlaying: Bool
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> AnimatedImageView {
                        let view = AnimatedImageView()
                        NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
                            .sink { _ in
                                if ↓isPlaying { view.startAnimating() }
                            }
                            .store(in: &context.coordinator.subscriptions)
                        return view
                    }
                    func updateUIView(_ view: AnimatedImageView, context: Context) {}
                    final class Coordinator { var subscriptions = Set<AnyCancellable>() }
                }
                struct StickerCell: View {
                    @State private var playing = false
                    var body: some View { LoopingImage(isPlaying: $playing) }
                }
                """, confidence: .latent),
            Example("""
                // The coordinator has a slot for the callback and calls it, but nothing ever fills it.
                struct NotesField: UIViewRepresentable {
                    @Binding var text: String
                    var onFocusChange: ((Bool) -> Void)?
                    func makeCoordinator() -> Coordinator { ↓Coordinator(text: $text) }
                    func makeUIView(context: Context) -> UITextView {
                        let view = UITextView()
                        view.delegate = context.coordinator
                        return view
                    }
                    func updateUIView(_ view: UITextView, context: Context) {
                        if view.text != text { view.text = text }
                    }
                    final class Coordinator: NSObject, UITextViewDelegate {
                        var text: Binding<String>
                        var onFocusChange: ((Bool) -> Void)?
                        init(text: Binding<String>) { self.text = text }
                        func textViewDidChange(_ view: UITextView) { text.wrappedValue = view.text }
                        func textViewDidBeginEditing(_ view: UITextView) { onFocusChange?(true) }
                    }
                }
                struct NoteForm: View {
                    @State private var note = ""
                    @State private var editing = false
                    var body: some View {
                        NotesField(text: $note, onFocusChange: { editing = $0 })
                            .border(editing ? Color.accentColor : Color.clear)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // Update hands the callback to the coordinator on every render.
                struct NotesField: UIViewRepresentable {
                    @Binding var text: String
                    var onFocusChange: ((Bool) -> Void)?
                    func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
                    func makeUIView(context: Context) -> UITextView {
                        let view = UITextView()
                        view.delegate = context.coordinator
                        return view
                    }
                    func updateUIView(_ view: UITextView, context: Context) {
                        context.coordinator.onFocusChange = onFocusChange
                        if view.text != text { view.text = text }
                    }
                    final class Coordinator: NSObject, UITextViewDelegate {
                        var text: Binding<String>
                        var onFocusChange: ((Bool) -> Void)?
                        init(text: Binding<String>) { self.text = text }
                        func textViewDidChange(_ view: UITextView) { text.wrappedValue = view.text }
                        func textViewDidBeginEditing(_ view: UITextView) { onFocusChange?(true) }
                    }
                }
                struct NoteForm: View {
                    @State private var note = ""
                    @State private var editing = false
                    var body: some View {
                        NotesField(text: $note, onFocusChange: { editing = $0 })
                    }
                }
                """),
            Example("""
                // The subscription is dropped at once (nothing keeps it), so it never sees a later event.
                struct LoopingImage: UIViewRepresentable {
                    let isPlaying: Bool
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> AnimatedImageView {
                        let view = AnimatedImageView()
                        _ = NotificationCenter.default.publisher(for: UIApplication.didBecomeActiveNotification)
                            .sink { _ in if isPlaying { view.startAnimating() } }
                        return view
                    }
                    func updateUIView(_ view: AnimatedImageView, context: Context) {
                        if isPlaying { view.startAnimating() } else { view.stopAnimating() }
                    }
                    final class Coordinator {}
                }
                struct StickerCell: View {
                    @State private var playing = false
                    var body: some View { LoopingImage(isPlaying: playing).onTapGesture { playing.toggle() } }
                }
                """),
            Example("""
                // The closure reaches only a ScrollViewReader's proxy, a handle SwiftUI keeps for every render.
                struct PhotoGrid: UIViewRepresentable {
                    var onSelect: (Int) -> Void
                    func makeCoordinator() -> Coordinator { Coordinator(onSelect: onSelect) }
                    func makeUIView(context: Context) -> UICollectionView {
                        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                        grid.delegate = context.coordinator
                        return grid
                    }
                    func updateUIView(_ grid: UICollectionView, context: Context) {}
                    final class Coordinator: NSObject, UICollectionViewDelegate {
                        let onSelect: (Int) -> Void
                        init(onSelect: @escaping (Int) -> Void) { self.onSelect = onSelect }
                        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                            onSelect(indexPath.item)
                        }
                    }
                }
                struct Gallery: View {
                    var body: some View {
                        ScrollViewReader { proxy in
                            PhotoGrid(onSelect: { index in proxy.scrollTo(index) })
                        }
                    }
                }
                """),
            Example("""
                // The closure is refreshed in update.
                struct PhotoGrid: UIViewRepresentable {
                    var onSelect: (Int) -> Void
                    func makeCoordinator() -> Coordinator { Coordinator(onSelect: onSelect) }
                    func makeUIView(context: Context) -> UICollectionView {
                        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                        grid.delegate = context.coordinator
                        return grid
                    }
                    func updateUIView(_ grid: UICollectionView, context: Context) {
                        context.coordinator.onSelect = onSelect
                    }
                    final class Coordinator: NSObject, UICollectionViewDelegate {
                        var onSelect: (Int) -> Void
                        init(onSelect: @escaping (Int) -> Void) { self.onSelect = onSelect }
                        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                            onSelect(indexPath.item)
                        }
                    }
                }
                struct AlbumView: View {
                    let album: Album
                    var body: some View { PhotoGrid(onSelect: { album.open($0) }) }
                }
                struct Library: View {
                    @State private var current = Album.recent
                    var body: some View { AlbumView(album: current) }
                }
                """),
            Example("""
                // The closure reaches only @State, a binding and an object: an old copy reaches the same storage.
                struct RouteMap: UIViewRepresentable {
                    var onTapPin: (Pin) -> Void
                    func makeUIView(context: Context) -> MKMapView {
                        let map = MKMapView()
                        map.delegate = context.coordinator
                        context.coordinator.onTapPin = onTapPin
                        return map
                    }
                    func updateUIView(_ map: MKMapView, context: Context) {}
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    final class Coordinator: NSObject, MKMapViewDelegate {
                        var onTapPin: ((Pin) -> Void)?
                        func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {
                            if let pin = view.annotation as? Pin { onTapPin?(pin) }
                        }
                    }
                }
                struct TripScreen: View {
                    @State private var selected: Pin?
                    @Binding var history: [Pin]
                    @ObservedObject var planner: TripPlanner
                    var body: some View {
                        RouteMap(onTapPin: { pin in
                            selected = pin
                            history.append(pin)
                            planner.focus(on: pin)
                        })
                    }
                }
                """),
            Example("""
                // The coordinator keeps a binding: it always reaches the current value.
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
                struct NoteScreen: View {
                    @State private var draft = ""
                    var body: some View { NotesEditor(text: $draft) }
                }
                """),
            Example("""
                // The parent refreshed in update carries the current closure.
                struct ScannerView: UIViewControllerRepresentable {
                    var onScan: (String) -> Void
                    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
                    func makeUIViewController(context: Context) -> ScannerController {
                        let scanner = ScannerController()
                        scanner.delegate = context.coordinator
                        return scanner
                    }
                    func updateUIViewController(_ scanner: ScannerController, context: Context) {
                        context.coordinator.parent = self
                    }
                    final class Coordinator: NSObject, ScannerControllerDelegate {
                        var parent: ScannerView
                        init(parent: ScannerView) { self.parent = parent }
                        func scanner(_ scanner: ScannerController, didRead code: String) { parent.onScan(code) }
                    }
                }
                struct CheckoutView: View {
                    @EnvironmentObject var cart: Cart
                    let order: Order
                    var body: some View { ScannerView(onScan: { code in cart.add(code, to: order) }) }
                }
                struct Checkout: View {
                    @State private var orders: [Order] = []
                    var body: some View {
                        List(orders) { order in CheckoutView(order: order) }
                    }
                }
                """),
            Example("""
                // The closure captures a property every call site fixes.
                struct SourceOutline: NSViewRepresentable {
                    var onOpen: (URL) -> Void
                    func makeCoordinator() -> Coordinator { Coordinator(onOpen: onOpen) }
                    func makeNSView(context: Context) -> NSOutlineView {
                        let outline = NSOutlineView()
                        outline.delegate = context.coordinator
                        return outline
                    }
                    func updateNSView(_ outline: NSOutlineView, context: Context) {}
                    final class Coordinator: NSObject, NSOutlineViewDelegate {
                        let onOpen: (URL) -> Void
                        init(onOpen: @escaping (URL) -> Void) { self.onOpen = onOpen }
                        @objc func doubleClicked(_ sender: NSOutlineView) { onOpen(URL(fileURLWithPath: "/")) }
                    }
                }
                struct Sidebar: View {
                    let opener: String
                    var body: some View { SourceOutline(onOpen: { url in Log.write(opener, url) }) }
                }
                struct Root: View {
                    var body: some View { Sidebar(opener: "sidebar") }
                }
                """),
            Example("""
                // A trailing closure that only resets @State and calls the view's object.
                struct BookmarkEditor: NSViewControllerRepresentable {
                    let bookmark: Bookmark
                    let onFinish: () -> Void
                    func makeNSViewController(context: Context) -> EditorController {
                        EditorController(bookmark: bookmark, delegate: context.coordinator)
                    }
                    func updateNSViewController(_ controller: EditorController, context: Context) {}
                    func makeCoordinator() -> Coordinator { Coordinator(onFinish: onFinish) }
                    final class Coordinator: NSObject, EditorControllerDelegate {
                        private let onFinish: () -> Void
                        init(onFinish: @escaping () -> Void) { self.onFinish = onFinish }
                        func editorDidClose(_ controller: EditorController) { onFinish() }
                    }
                }
                struct BookmarksView: View {
                    @StateObject private var model = BookmarksModel()
                    @State private var editing: Bookmark?
                    var body: some View {
                        List(model.bookmarks) { bookmark in Text(bookmark.title) }
                            .sheet(item: $editing) { bookmark in
                                BookmarkEditor(bookmark: bookmark) {
                                    editing = nil
                                    model.reload()
                                }
                            }
                    }
                }
                """),
            Example("""
                // No call site in sight: what the closure captures cannot be told.
                struct PhotoGrid: UIViewRepresentable {
                    var onSelect: (Int) -> Void
                    func makeCoordinator() -> Coordinator { Coordinator(onSelect: onSelect) }
                    func makeUIView(context: Context) -> UICollectionView {
                        let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                        grid.delegate = context.coordinator
                        return grid
                    }
                    func updateUIView(_ grid: UICollectionView, context: Context) {}
                    final class Coordinator: NSObject, UICollectionViewDelegate {
                        let onSelect: (Int) -> Void
                        init(onSelect: @escaping (Int) -> Void) { self.onSelect = onSelect }
                        func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                            onSelect(indexPath.item)
                        }
                    }
                }
                """),
        ],
        symptoms: [
            "a delegate callback from the UIKit view calls an old closure with old values",
            "the coordinator selects the wrong item after the parent view changed",
            "closure passed to UIViewRepresentable uses stale captured state",
        ],
        scaffold: .representable
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        for representable in Representable.all(in: file) {
            guard let coordinator = representable.coordinator, let update = representable.update,
                  let inputs = Self.storedInputs(of: representable)
            else { continue }
            let reach = UpdateReach.names(readBy: update, in: representable)
            // update hands `self` to the coordinator or reads the input: assume it refreshes the copy.
            let handsOverSelf = CoordinatorStaleParent.refreshes(representable, update)
            let bindings = representable.inputs.filter { $0.kind == .binding }.map(\.name)
            let labels = InputVariation.callSiteLabelsWithTrailingClosure(of: representable, properties: Array(inputs.keys) + bindings)
            var copies = Self.copiesInMakeCoordinator(representable, coordinator: coordinator, inputs: inputs)
                + Self.copiesInMake(representable, inputs: inputs)
                + Self.copiesInCoordinatorInit(representable, coordinator: coordinator, inputs: inputs)
            copies.removeAll { copy in
                handsOverSelf || reach?.contains(copy.input) != false || !Self.readsLater(copy.held, in: coordinator)
            }
            var seen: Set<SyntaxIdentifier> = []
            for copy in copies where seen.insert(copy.site.id).inserted {
                guard let input = inputs[copy.input],
                      let question = Self.question([copy.input], inputs: inputs, of: representable, labels: labels,
                                                   message: Self.message(copy, input: input, in: representable))
                else { continue }
                report.whenIndexed(at: copy.site, asking: question)
            }
            let closureInputs = inputs.filter(\.value.isClosure).keys.sorted()
            for never in Self.neverGiven(in: representable, coordinator: coordinator, closureInputs: closureInputs)
            where seen.insert(never.site.id).inserted {
                guard let callLabels = labels?[never.input], !callLabels.isEmpty else { continue }
                let (message, latentMessage) = Self.messages(never, in: representable)
                report.whenIndexed(at: never.site, asking: Question(
                    representable: representable.name, message: message, projectType: nil, labels: callLabels,
                    latentMessage: latentMessage, anyClosurePassed: true))
            }
            if !handsOverSelf {
                reportParentCopies(representable, coordinator: coordinator, inputs: inputs, labels: labels, report: &report)
            }
            // A subscription make sets up reads the first copy's values for good, whatever update applies.
            for read in SubscriptionReads.all(in: representable, inputs: Set(inputs.keys), bindings: Set(bindings))
            where seen.insert(read.site.id).inserted {
                guard let callLabels = labels?[read.input], !callLabels.isEmpty else { continue }
                let (message, latentMessage) = Self.messages(read, in: representable)
                report.whenIndexed(at: read.site, asking: Question(
                    representable: representable.name, message: message,
                    projectType: inputs[read.input].flatMap { $0.projectType.isEmpty ? nil : $0.projectType },
                    labels: read.isBinding ? callLabels.map { CallSiteFacts.perRenderBindingMark + $0 } : callLabels,
                    latentMessage: latentMessage))
            }
        }
    }

    /// What a closure the coordinator never receives says: with a caller that passes one, and without (latent).
    private static func messages(_ never: NeverGiven, in representable: Representable) -> (String, String) {
        let update = representable.lifecycle.update
        let held = "'\(never.input)' is never given to the coordinator: makeCoordinator does not pass it and no code sets "
            + "'\(representable.coordinator?.name ?? "Coordinator").\(never.input)', so '\(never.caller)' never has it to call"
        let fix = "set 'context.coordinator.\(never.input) = \(never.input)' in \(update) (it then also follows a new closure from a later render)"
        return ("\(held), and the closure a caller passes for it is never called; \(fix)",
                "\(held); no call site in this project passes a closure for it today, so nothing is lost yet, but one that does would never be called; \(fix)")
    }

    /// What a read in a subscription says: with a witness, and without one (latent).
    private static func messages(_ read: SubscriptionReads.Read, in representable: Representable) -> (String, String) {
        let (make, update) = (representable.lifecycle.make, representable.lifecycle.update)
        let held = read.isBinding
            ? "'\(read.input)' is read inside the closure \(make) hands to '\(read.subscriber)', which keeps the first copy's binding"
            : "'\(read.input)' is read inside the closure \(make) hands to '\(read.subscriber)', which keeps the first copy's value"
        let fix = "keep it in the coordinator (set 'context.coordinator.\(read.input) = \(read.input)' in \(update)) and read it from there"
        let message = read.isBinding
            ? "\(held): a binding a later render makes anew (`.constant(…)`, `Binding(get:set:)`) never reaches it, so each event acts on the first value; \(fix)"
            : "\(held): each event acts on the first '\(read.input)' while \(update) applies the new ones; \(fix)"
        let latent = read.isBinding
            ? "\(held); every call site passes the same storage today, so nothing is lost yet, but a binding made anew on each render would never reach it; \(fix)"
            : "\(held); no call site in this project passes a changing value for it while the view is shown today, so nothing is lost yet; \(fix)"
        return (message, latent)
    }

    /// Reported when some call site of `representable` passes a changing value with one of `labels`.
    @CompactCoded
    struct Question: IndexQuestion {
        var representable: String
        var message: String
        /// The project type of the one input's value, when it has one: only a struct or enum counts.
        var projectType: String?
        var labels: [String]
        /// What to say as a latent finding when no call site passes a changing value; nil: nothing.
        var latentMessage: String?
        /// Any closure a call site passes counts, not only one that captures changing values: the coordinator
        /// never receives it at all.
        var anyClosurePassed = false
    }

    static func verdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        if let message = answer(question, index: index) { return IndexVerdict(message) }
        return question.latentMessage.map(IndexVerdict.latent)
    }

    static func answer(_ question: Question, index: ProjectIndex) -> String? {
        // A value of a project type counts only when that type is a struct or enum: an object is shared.
        if let valueType = question.projectType {
            let declarations = index.declarations(named: valueType)
            guard !declarations.isEmpty, declarations.allSatisfy({ $0.kind == .struct || $0.kind == .enum }) else { return nil }
        }
        let type = question.representable
        let passed = question.anyClosurePassed ? index.varyingArguments : index.varyingValueArguments
        guard let label = question.labels.first(where: { passed.contains("\(type)(\($0):") }) else { return nil }
        return question.message + InputVariation.witnessClause(type, label: label, index: index)
    }

    // MARK: What the representable hands over

    /// A plain stored input of the representable: a closure, or a value of a value type.
    struct Input {
        let isClosure: Bool
        /// For a value whose type is a project type: its name, for the index to tell struct from class.
        let projectType: String
    }

    /// Plain stored properties (no wrapper, not a constant) that are closures or values of a value type.
    /// `nil` when the declaration is in another file.
    private static func storedInputs(of representable: Representable) -> [String: Input]? {
        guard let declaration = representable.declaration else { return nil }
        var result: [String: Input] = [:]
        for variable in declaration.memberBlock.flattenedDeclarations.compactMap({ $0.as(VariableDeclSyntax.self) }) {
            guard variable.attributes.isEmpty,
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            let isLet = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings where binding.accessorBlock == nil && !(isLet && binding.initializer != nil) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation?.type
                else { continue }
                if StoredValueType.isFunction(type) {
                    result[name] = Input(isClosure: true, projectType: "")
                } else if let valueType = ValueTypes.kind(of: type) {
                    result[name] = Input(isClosure: false, projectType: valueType)
                }
            }
        }
        return result
    }

    /// A copy of an input into the coordinator: where it is made, the input, and the coordinator's property.
    private struct Copy {
        let site: Syntax
        let input: String
        let held: String
        let how: String
    }

    /// `Coordinator(onSelect: onSelect)` in makeCoordinator, where the coordinator's initializer stores that
    /// parameter in a property.
    private static func copiesInMakeCoordinator(_ representable: Representable, coordinator: Coordinator,
                                                inputs: [String: Input]) -> [Copy] {
        guard let body = representable.makeCoordinator?.body else { return [] }
        let locals = LocalNames.declared(in: body)
        var copies: [Copy] = []
        for call in Nodes.all(FunctionCallExprSyntax.self, in: body) where Self.constructs(call, coordinator) {
            let arguments = Array(call.arguments)
            for initializer in coordinator.initializers {
                let parameters = Array(initializer.signature.parameterClause.parameters)
                guard parameters.count == arguments.count,
                      zip(parameters, arguments).allSatisfy({ parameter, argument in
                          (parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text) == argument.label?.text
                      })
                else { continue }
                let stored = storedParameters(of: initializer)
                for (parameter, argument) in zip(parameters, arguments) {
                    guard let input = inputName(argument.expression, locals: locals), inputs[input] != nil,
                          let held = stored[(parameter.secondName ?? parameter.firstName).text]
                    else { continue }
                    copies.append(Copy(site: Syntax(argument), input: input, held: held, how: "makeCoordinator"))
                }
            }
        }
        return copies
    }

    /// `context.coordinator.onSelect = onSelect` in make (or through `let coordinator = context.coordinator`).
    private static func copiesInMake(_ representable: Representable, inputs: [String: Input]) -> [Copy] {
        guard let body = representable.make.body else { return [] }
        let context = Representable.contextName(in: representable.make)
        let aliases = representable.coordinatorAliasesInMake
        let locals = LocalNames.declared(in: body).subtracting(aliases)
        var copies: [Copy] = []
        for sequence in Nodes.all(SequenceExprSyntax.self, in: body) {
            guard let assignment = Assignment(sequence), assignment.value.count == 1, let value = assignment.value.first,
                  let path = assignment.target.memberPath, let held = path.last,
                  path.dropLast() == [context, "coordinator"] || (path.count == 2 && aliases.contains(path[0])),
                  let input = inputName(value, locals: locals), inputs[input] != nil
            else { continue }
            copies.append(Copy(site: Syntax(sequence), input: input, held: held, how: representable.lifecycle.make))
        }
        return copies
    }

    /// `open = parent.onOpen` in a coordinator initializer that takes the representable.
    private static func copiesInCoordinatorInit(_ representable: Representable, coordinator: Coordinator,
                                                inputs: [String: Input]) -> [Copy] {
        var copies: [Copy] = []
        for initializer in coordinator.initializers {
            let owners = Set(initializer.signature.parameterClause.parameters.compactMap { parameter -> String? in
                TypeNames.simpleName(of: parameter.type) == representable.name ? (parameter.secondName ?? parameter.firstName).text : nil
            })
            guard !owners.isEmpty, let body = initializer.body else { continue }
            for statement in body.statements {
                guard let sequence = statement.item.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                      assignment.value.count == 1, let path = assignment.value.first?.memberPath, path.count == 2,
                      owners.contains(path[0]), inputs[path[1]] != nil,
                      let held = assignment.target.pathFromSelf, held.count == 1
                else { continue }
                copies.append(Copy(site: Syntax(sequence), input: path[1], held: held[0], how: "the coordinator's init"))
            }
        }
        return copies
    }

    /// A coordinator that keeps the first copy of the representable (`let parent`, or a `var` update never
    /// refreshes) and calls its closures: `coordinator-stale-parent` reports the copy when the coordinator also
    /// reads changing plain values through it, so this only covers copies used for closures alone.
    private func reportParentCopies(_ representable: Representable, coordinator: Coordinator, inputs: [String: Input],
                                    labels: [String: [String]]?, report: inout RuleReport) {
        guard let changing = CoordinatorStaleParent.changingProperties(of: representable) else { return }
        let parents = coordinator.parentProperties(of: representable.name)
        guard !parents.isEmpty else { return }
        let closureInputs = Set(inputs.filter(\.value.isClosure).keys)
        let atCreation = coordinator.methodsRunAtCreation(make: representable.make)
        for property in parents {
            // One walk of the coordinator's code: a changing plain value read through the copy is
            // coordinator-stale-parent's finding; only closures read through it are this rule's.
            let read = CoordinatorStaleParent.changingStateRead(
                through: property.name, in: coordinator, changing: changing.union(closureInputs), runAtCreation: atCreation)
            let closures = read.intersection(closureInputs)
            guard read.isDisjoint(with: changing), !closures.isEmpty else { continue }
            let names = closures.sorted()
            let update = representable.lifecycle.update
            let fix = property.isLet
                ? "make '\(property.name)' a 'var' and start \(update) with 'context.coordinator.\(property.name) = self'"
                : "start \(update) with 'context.coordinator.\(property.name) = self'"
            let message = """
                the coordinator calls \(Self.list(names, prefix: "\(property.name).")) through '\(property.name)', \
                a copy of \(representable.name) that \(update) never refreshes, so it keeps the first \
                \(names.count == 1 ? "closure" : "closures") and the values \(names.count == 1 ? "it" : "they") \
                captured; \(fix)
                """
            if let question = Self.question(names, inputs: inputs, of: representable, labels: labels, message: message) {
                report.whenIndexed(at: property.binding.pattern, asking: question)
            }
        }
    }

    // MARK: Helpers

    private static func question(_ names: [String], inputs: [String: Input], of representable: Representable,
                                 labels: [String: [String]]?, message: String) -> Question? {
        guard let labels, names.allSatisfy({ labels[$0]?.isEmpty == false }) else { return nil }
        let projectType = names.count == 1 ? inputs[names[0]]?.projectType ?? "" : ""
        return Question(representable: representable.name, message: message, projectType: projectType.isEmpty ? nil : projectType,
                        labels: names.flatMap { labels[$0] ?? [] })
    }

    private static func message(_ copy: Copy, input: Input, in representable: Representable) -> String {
        let update = representable.lifecycle.update
        // A `let` in the coordinator cannot be set from update: it has to become a `var` first.
        let isLet = representable.coordinator?.properties.first { $0.name == copy.held }?.isLet ?? false
        let refresh = (isLet ? "make '\(copy.held)' a var in the coordinator and add " : "add ")
            + "'context.coordinator.\(copy.held) = \(copy.input)' to \(update)"
        if input.isClosure {
            return """
                the coordinator keeps the '\(copy.input)' closure from \(copy.how) in '\(copy.held)' and \(update) \
                never refreshes it, so callbacks keep calling the first closure with the values it captured; \(refresh)
                """
        }
        return """
            the coordinator keeps '\(copy.input)' from \(copy.how) in '\(copy.held)' and \(update) never refreshes \
            it, so the coordinator keeps working with the first value; \(refresh)
            """
    }

    /// `Coordinator(…)`, `Self.Coordinator(…)`, `.init(…)`.
    private static func constructs(_ call: FunctionCallExprSyntax, _ coordinator: Coordinator) -> Bool {
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text { return name == coordinator.name }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        let name = member.declName.baseName.text
        return name == coordinator.name || (name == "init" && member.base == nil)
    }

    /// `onSelect` or `self.onSelect` (not a local of that name).
    private static func inputName(_ expression: ExprSyntax, locals: Set<String>) -> String? {
        guard let path = expression.memberPath else { return nil }
        if path.count == 2, path[0] == "self" { return path[1] }
        if path.count == 1, !locals.contains(path[0]) { return path[0] }
        return nil
    }

    /// Parameter names of an initializer that it stores as they are, with the property: `self.x = p`, `x = p`.
    private static func storedParameters(of initializer: InitializerDeclSyntax) -> [String: String] {
        var result: [String: String] = [:]
        for statement in initializer.body?.statements ?? [] {
            guard let sequence = statement.item.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                  assignment.value.count == 1,
                  let source = assignment.value.first?.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let target = assignment.target.pathFromSelf, target.count == 1
            else { continue }
            result[source] = target[0]
        }
        return result
    }

    /// Whether the coordinator uses the property after it is created (a delegate method, an action, a closure).
    private static func readsLater(_ property: String, in coordinator: Coordinator) -> Bool {
        coordinator.laterCode().contains { NameReferences.collect(in: $0.code).names.contains(property) }
    }

    private static func list(_ names: [String], prefix: String) -> String {
        let quoted = names.map { "'\(prefix)\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + quoted.last!
    }
}

/// Whether a declared type is a value: standard value types, arrays, dictionaries, sets and optionals of them.
private enum ValueTypes {
    static let standard: Set<String> = [
        "String", "Substring", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Bool", "Character", "Decimal", "TimeInterval", "Date", "DateComponents", "URL",
        "UUID", "Data", "CGSize", "CGPoint", "CGRect", "CGVector", "EdgeInsets", "UIEdgeInsets", "NSEdgeInsets",
        "NSRange", "Range", "ClosedRange", "IndexPath", "IndexSet", "Locale", "TimeZone", "Calendar",
        "AttributedString", "Measurement", "CLLocationCoordinate2D", "MKCoordinateRegion", "MKCoordinateSpan",
        "Color", "Font", "Angle",
    ]

    /// `""` for a known value type, the name of a project type whose kind the index tells, nil otherwise.
    static func kind(of type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return kind(of: optional.wrappedType) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return kind(of: optional.wrappedType) }
        if type.is(ArrayTypeSyntax.self) || type.is(DictionaryTypeSyntax.self) { return "" }
        guard let name = TypeNames.simpleName(of: type) else { return nil }
        if standard.contains(name) || ["Array", "Set", "Dictionary"].contains(name) { return "" }
        return name.first?.isUppercase == true ? name : nil
    }
}
