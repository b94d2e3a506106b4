import BridgeLintCore
import BridgeLintRules
import Testing

/// Messages name the consequence that holds for the code they are on.
@Suite("Representable messages")
struct RepresentableMessageTests {
    private func findings(_ id: String, _ code: String) -> [Finding] {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = [id]
        configuration.showsLatent = true
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [(path: "A.swift", text: code)])
        return run.findings.filter { $0.ruleID == id }
    }

    private func messages(_ id: String, _ code: String) -> [String] {
        findings(id, code).map(\.message)
    }

    @Test("A helper extension in another file that reloads is named with its place; one with a default argument too")
    func costlyHelperInAnotherFile() {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["representable-expensive-update"]
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [
            (path: "Helpers/WKWebView+Page.swift", text: """
                extension WKWebView {
                    func show(page: Page, animated: Bool = true) {
                        guard let html = page.render(animated: animated) else { return }
                        loadHTMLString(html, baseURL: nil)
                    }
                    func show(page: Page, in theme: Theme) { evaluateJavaScript(theme.script) }
                }
                """),
            (path: "PageView.swift", text: """
                struct PageView: UIViewRepresentable {
                    let page: Page
                    let theme: Theme
                    func makeUIView(context: Context) -> WKWebView { WKWebView() }
                    func updateUIView(_ webView: WKWebView, context: Context) {
                        webView.show(page: page)
                        webView.show(page: page, in: theme)
                    }
                }
                """),
        ])
        #expect(run.findings.map(\.line) == [6])
        #expect(run.findings.first?.message.contains("'show(page:animated:)' (the project's extension of WKWebView, at Helpers/WKWebView+Page.swift:2) calls 'loadHTMLString(html, baseURL: nil)' every time") == true)
    }

    @Test("reloadData in update is fixed by comparing the data, not by moving it to make; a view given nothing says when updates come")
    func reloadAndInputlessMessages() {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["representable-expensive-update"]
        configuration.showsLatent = true
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [
            (path: "Grid.swift", text: """
                struct Grid: UIViewRepresentable {
                    let items: [Item]
                    func makeUIView(context: Context) -> UICollectionView { UICollectionView() }
                    func updateUIView(_ grid: UICollectionView, context: Context) { grid.reloadData() }
                }
                struct Backdrop: UIViewRepresentable {
                    func makeUIView(context: Context) -> WKWebView { WKWebView() }
                    func updateUIView(_ web: WKWebView, context: Context) { web.loadHTMLString(Page.html, baseURL: nil) }
                }
                struct Shelf: View {
                    @ObservedObject var library: Library
                    var body: some View { Grid(items: library.items) }
                }
                struct Gallery: UIViewRepresentable {
                    let photos: [Photo]
                    func makeUIView(context: Context) -> UICollectionView { UICollectionView() }
                    func updateUIView(_ grid: UICollectionView, context: Context) { grid.reloadData() }
                }
                """),
        ])
        let grid = run.findings.first { $0.line == 4 }
        #expect(grid?.message.contains("reload only when the new data differs") == true)
        #expect(grid?.message.contains("once in makeUIView") == false)
        #expect(grid?.message.contains("it is made at Grid.swift:12") == true)
        #expect(grid?.confidence == .witnessed)
        let backdrop = run.findings.first { $0.line == 8 }
        #expect(backdrop?.message.contains("updates come only when the environment changes") == true)
        #expect(backdrop?.confidence == .latent)
        // Given values, but made by no view that runs again: latent, and the message says so.
        let gallery = run.findings.first { $0.line == 17 }
        #expect(gallery?.message.contains("today 'Gallery' is only made where nothing makes it again") == true)
        #expect(gallery?.confidence == .latent)
    }

    @Test("Adding an existing view on every update names the view it leaves behind, not copies piling up")
    func addingAnExistingViewInUpdate() {
        let added = messages("representable-setup-in-update", """
            struct Slot: UIViewRepresentable {
                @ObservedObject var holder: ViewHolder
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ uiView: UIView, context: Context) {
                    if let content = holder.view { uiView.addSubview(content) }
                }
            }
            """)
        #expect(added.count == 1)
        #expect(added.first?.contains("only moves it to the front") == true)
        #expect(added.first?.contains("nothing removes the old one") == true)
        #expect(added.first?.contains("stacks up") == false)
        let gesture = messages("representable-setup-in-update", """
            struct Pad: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ uiView: UIView, context: Context) {
                    uiView.addGestureRecognizer(context.coordinator.tap)
                }
            }
            """)
        #expect(gesture.first?.contains("stacks up") == true)
    }

    @Test("A closure handed to the view only in make: the fix names the view's slot, cast when update gets a wider type")
    func closureHandedOnlyInMake() {
        let wider = messages("representable-stale-config", """
            struct KeyCatcher: NSViewRepresentable {
                let onKey: (NSEvent) -> Void
                func makeNSView(context: Context) -> NSView {
                    let view = KeyView()
                    view.onKey = onKey
                    return view
                }
                func updateNSView(_ nsView: NSView, context: Context) {}
            }
            """)
        #expect(wider.count == 1)
        #expect(wider.first?.contains("set '(nsView as? KeyView)?.onKey = onKey' in updateNSView") == true)
        let action = messages("representable-stale-config", """
            struct Refresh: UIViewRepresentable {
                let onTap: () -> Void
                func makeUIView(context: Context) -> UIButton {
                    let button = UIButton()
                    button.addAction(UIAction { _ in onTap() }, for: .touchUpInside)
                    return button
                }
                func updateUIView(_ button: UIButton, context: Context) {}
            }
            """)
        #expect(action.first?.contains("keep it in the coordinator and call it from there") == true)
    }

    @Test("A method of the caller's own object, handed in as the closure, acts the same from any render's copy")
    func methodOfTheCallersObjectIsNotAChangingClosure() {
        func project(_ model: String, passing argument: String) -> [Finding] {
            findings("representable-stale-config", """
                struct PasteField: UIViewRepresentable {
                    let onPaste: () -> Void
                    func makeUIView(context: Context) -> PasteTextField {
                        let field = PasteTextField()
                        field.onPaste = onPaste
                        return field
                    }
                    func updateUIView(_ field: PasteTextField, context: Context) {}
                }

                struct TransferForm: View {
                    @ObservedObject var model: TransferModel
                    var body: some View {
                        PasteField(onPaste: \(argument))
                    }
                }

                \(model)
                """)
        }
        let method = project("""
            final class TransferModel: ObservableObject {
                @Published var address = ""
                func pasteAddress() { address = UIPasteboard.general.string ?? "" }
            }
            """, passing: "model.pasteAddress")
        #expect(method.count == 1 && method.allSatisfy(\.isLatent))
        let replaced = project("""
            final class TransferModel: ObservableObject {
                @Published var pasteHandler: () -> Void = {}
                func switchToContacts() { pasteHandler = { print("contacts") } }
            }
            """, passing: "model.pasteHandler")
        #expect(replaced.count == 1 && replaced.allSatisfy { !$0.isLatent })
        #expect(replaced.first?.message.contains("written at") == true)
    }

    private func twoWay(view: String, property: String, readBack: String, delegateMethod: String) -> String {
        """
        struct Wrapped: UIViewRepresentable {
            @Binding var value: Value
            func makeCoordinator() -> Coordinator { Coordinator(value: $value) }
            func makeUIView(context: Context) -> \(view) {
                let control = \(view)()
                control.delegate = context.coordinator
                return control
            }
            func updateUIView(_ control: \(view), context: Context) {
                control.\(property) = value
            }
            final class Coordinator: NSObject {
                @Binding var value: Value
                init(value: Binding<Value>) { _value = value }
                func \(delegateMethod)(_ control: \(view)) { value = control.\(readBack) }
            }
        }
        """
    }

    @Test("A text field's message is about the caret and marked text")
    func textMessage() throws {
        let found = messages("representable-unguarded-two-way-update",
                             twoWay(view: "UITextField", property: "text", readBack: "text", delegateMethod: "textFieldDidChangeSelection"))
        let message = try #require(found.first)
        #expect(message.contains("caret") && message.contains("IME"))
    }

    @Test("Restoring the selection keeps the caret: what is still lost, latent where only the undo history is")
    func restoredSelectionMessage() throws {
        let found = findings("representable-unguarded-two-way-update", """
            struct ScriptEditor: NSViewRepresentable {
                @Binding var text: String
                func makeCoordinator() -> Coordinator { Coordinator(self) }
                func makeNSView(context: Context) -> NSTextView {
                    let view = NSTextView()
                    view.delegate = context.coordinator
                    return view
                }
                func updateNSView(_ view: NSTextView, context: Context) {
                    view.string = text
                    view.selectedRanges = context.coordinator.selectedRanges
                }
                final class Coordinator: NSObject, NSTextViewDelegate {
                    var parent: ScriptEditor
                    var selectedRanges: [NSValue] = []
                    init(_ parent: ScriptEditor) { self.parent = parent }
                    func textDidChange(_ notification: Notification) {
                        guard let view = notification.object as? NSTextView else { return }
                        parent.text = view.string
                        selectedRanges = view.selectedRanges
                    }
                }
            }
            """)
        let finding = try #require(found.first)
        #expect(finding.message.contains("keeps the caret") && finding.message.contains("IME") && !finding.message.contains("caret jumps"))
        #expect(finding.confidence == .latent && finding.fix == nil)

        // `setSelectedRange(_:)` after replacing the text storage puts the caret back the same way.
        let replaced = findings("representable-unguarded-two-way-update", """
            struct TagField: NSViewRepresentable {
                @Binding var text: String
                func makeCoordinator() -> Coordinator { Coordinator(self) }
                func makeNSView(context: Context) -> NSTextView {
                    let view = NSTextView()
                    view.delegate = context.coordinator
                    return view
                }
                func updateNSView(_ view: NSTextView, context: Context) {
                    let selection = view.selectedRange()
                    view.textStorage?.setAttributedString(Highlighter.highlight(text))
                    view.setSelectedRange(NSRange(location: min(selection.location, text.utf16.count), length: 0))
                }
                final class Coordinator: NSObject, NSTextViewDelegate {
                    var parent: TagField
                    init(_ parent: TagField) { self.parent = parent }
                    func textDidChange(_ notification: Notification) {
                        guard let view = notification.object as? NSTextView else { return }
                        parent.text = view.string
                    }
                }
            }
            """)
        #expect(replaced.count == 1 && replaced.allSatisfy { $0.confidence == .latent })

        // A UIKit text view reports marked text while it is composed: the write still breaks composition.
        let composed = findings("representable-unguarded-two-way-update", """
            struct Composer: UIViewRepresentable {
                @Binding var text: NSAttributedString
                func makeCoordinator() -> Coordinator { Coordinator(self) }
                func makeUIView(context: Context) -> UITextView {
                    let view = UITextView()
                    view.delegate = context.coordinator
                    return view
                }
                func updateUIView(_ view: UITextView, context: Context) {
                    let saved = view.selectedRange
                    view.attributedText = text
                    view.selectedRange = saved
                }
                final class Coordinator: NSObject, UITextViewDelegate {
                    var parent: Composer
                    init(_ parent: Composer) { self.parent = parent }
                    func textViewDidChange(_ view: UITextView) { parent.text = view.attributedText }
                }
            }
            """)
        #expect(composed.count == 1 && composed.allSatisfy { $0.confidence == .witnessed && $0.message.contains("IME") })
    }

    @Test("A digit keyboard composes nothing: the message names only the caret")
    func digitKeyboardMessage() throws {
        let found = messages("representable-unguarded-two-way-update", """
            struct AmountField: UIViewRepresentable {
                @Binding var text: String
                func makeCoordinator() -> Coordinator { Coordinator(self) }
                func makeUIView(context: Context) -> UITextField {
                    let field = UITextField()
                    field.keyboardType = .decimalPad
                    field.delegate = context.coordinator
                    return field
                }
                func updateUIView(_ field: UITextField, context: Context) {
                    field.text = text
                }
                final class Coordinator: NSObject, UITextFieldDelegate {
                    var parent: AmountField
                    init(_ parent: AmountField) { self.parent = parent }
                    func textFieldDidChangeSelection(_ field: UITextField) { parent.text = field.text ?? "" }
                }
            }
            """)
        let message = try #require(found.first)
        #expect(message.contains("caret jumps to the end") && !message.contains("IME"))
    }

    @Test("The finding points at the coordinator's write-back that closes the loop")
    func writeBackIsRelated() throws {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["representable-unguarded-two-way-update"]
        let code = twoWay(view: "UITextField", property: "text", readBack: "text", delegateMethod: "textFieldDidChangeSelection")
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [(path: "A.swift", text: code)])
        let finding = try #require(run.findings.first)
        #expect(finding.line == 10)
        let related = try #require(finding.related.first)
        #expect(finding.related.count == 1)
        let writeLine = code.split(separator: "\n", omittingEmptySubsequences: false)[related.line - 1]
        #expect(related.line == 15)
        #expect(writeLine.utf8.dropFirst(related.column - 1).starts(with: "value = control.text".utf8))
        #expect(related.endColumn - related.column == "value = control.text".utf8.count)
        #expect(related.message.contains("'value' is written back here"))
    }

    @Test("A scroll view's message is about jumps and loops, not typing")
    func scrollMessage() throws {
        let found = messages("representable-unguarded-two-way-update",
                             twoWay(view: "UIScrollView", property: "contentOffset", readBack: "contentOffset", delegateMethod: "scrollViewDidScroll"))
        let message = try #require(found.first)
        #expect(message.contains("scroll") && !message.contains("caret"))
    }

    @Test("A page control set in code sends no event: nothing to report")
    func pageControlIsSilent() {
        let found = messages("representable-unguarded-two-way-update",
                             twoWay(view: "UIPageControl", property: "currentPage", readBack: "currentPage", delegateMethod: "pageChanged"))
        #expect(found.isEmpty)
    }

    @Test("A state write names the phase it happens in: update, make or sizeThatFits")
    func stateWritePhases() {
        let found = messages("representable-state-write-in-update", """
            struct Meter: NSViewRepresentable {
                @Binding var level: Double
                @State private var measured = false
                func makeNSView(context: Context) -> MeterView {
                    level = 0
                    return MeterView()
                }
                func updateNSView(_ meter: MeterView, context: Context) { self.level = meter.level }
                func sizeThatFits(_ proposal: ProposedViewSize, nsView: MeterView, context: Context) -> CGSize? {
                    measured = true
                    return nil
                }
            }
            """)
        #expect(found.count == 3)
        #expect(found.contains { $0.hasPrefix("makeNSView writes @Binding 'level' while SwiftUI is building the view") })
        #expect(found.contains { $0.hasPrefix("updateNSView writes @Binding 'level' while SwiftUI is updating the view") })
        #expect(found.contains { $0.hasPrefix("sizeThatFits writes @State 'measured' while SwiftUI is measuring the view") })
    }

    @Test("A closure called in update is judged by what the callers in other files pass for it")
    func callbackWritingCallerState() throws {
        let representable = """
            struct HTMLText: UIViewRepresentable {
                let html: String
                private let processing: ((Bool) -> Void)?
                init(_ html: String, processing: ((Bool) -> Void)? = nil) {
                    self.html = html
                    self.processing = processing
                }
                func makeUIView(context: Context) -> UITextView { UITextView() }
                func updateUIView(_ view: UITextView, context: Context) {
                    processing?(true)
                    view.attributedText = HTMLParser.parse(html)
                }
            }
            """
        func lint(caller: String?) -> [Finding] {
            var configuration = Configuration(rootDirectory: "/")
            configuration.onlyRules = ["representable-state-write-in-update"]
            configuration.showsLatent = true
            let sources = [(path: "HTMLText.swift", text: representable)] + (caller.map { [(path: "Course.swift", text: $0)] } ?? [])
            return Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: sources).findings
        }
        let writing = lint(caller: """
            struct CourseView: View {
                let course: Course
                @State private var isRendering = false
                var body: some View {
                    HTMLText(course.overview, processing: { rendering in
                        isRendering = rendering
                    })
                }
            }
            """)
        let finding = try #require(writing.first)
        #expect(writing.count == 1 && finding.confidence == .witnessed && finding.line == 10)
        #expect(finding.message.contains("writes @State 'isRendering' of CourseView, at Course.swift:6"))
        let logging = lint(caller: """
            struct CourseView: View {
                let course: Course
                var body: some View {
                    HTMLText(course.overview) { rendering in print(rendering) }
                }
            }
            """)
        #expect(logging.isEmpty)
        let unseen = lint(caller: nil)
        #expect(unseen.count == 1 && unseen.first?.confidence == .latent)
    }

    @Test("No fix when refreshing the copy would hand the coordinator another copy's own view")
    func staleParentFixWithheld() throws {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["coordinator-stale-parent"]
        let code = """
            struct NoteEditor: UIViewRepresentable {
                let limit: Int
                let placeholder = UILabel()
                func makeCoordinator() -> Coordinator { Coordinator(self) }
                func makeUIView(context: Context) -> UITextView {
                    let view = UITextView()
                    view.addSubview(placeholder)
                    view.delegate = context.coordinator
                    return view
                }
                func updateUIView(_ view: UITextView, context: Context) {}
                final class Coordinator: NSObject, UITextViewDelegate {
                    var parent: NoteEditor
                    init(_ parent: NoteEditor) { self.parent = parent }
                    func textViewDidChange(_ textView: UITextView) {
                        parent.placeholder.isHidden = textView.text.count > parent.limit
                    }
                }
            }
            struct NoteScreen: View {
                @Binding var note: Note
                var body: some View { NoteEditor(limit: note.maximumLength) }
            }
            """
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [(path: "A.swift", text: code)])
        let finding = try #require(run.findings.first { $0.ruleID == "coordinator-stale-parent" })
        #expect(finding.fix == nil)
    }

    @Test("A private copy cannot be refreshed from update as it is: the advice and the fix unlock it")
    func privateStaleParent() throws {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["coordinator-stale-parent"]
        configuration.showsLatent = true
        let code = """
            struct NoteEditor: UIViewRepresentable {
                let limit: Int
                func makeCoordinator() -> Coordinator { Coordinator(self) }
                func makeUIView(context: Context) -> UITextView {
                    let view = UITextView()
                    view.delegate = context.coordinator
                    return view
                }
                func updateUIView(_ view: UITextView, context: Context) {}
                final class Coordinator: NSObject, UITextViewDelegate {
                    private var parent: NoteEditor
                    init(_ parent: NoteEditor) { self.parent = parent }
                    func textViewDidChange(_ textView: UITextView) {
                        textView.textColor = textView.text.count > parent.limit ? .red : .label
                    }
                }
            }
            struct NoteScreen: View {
                @State private var limit = 140
                var body: some View {
                    NoteEditor(limit: limit)
                    Stepper("Limit", value: $limit)
                }
            }
            """
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [(path: "A.swift", text: code)])
        let finding = try #require(run.findings.first { $0.ruleID == "coordinator-stale-parent" })
        #expect(finding.message.contains("drop 'private' from it and start updateUIView"))
        let fix = try #require(finding.fix)
        let fixed = FixApplier.apply([fix], to: code).text
        #expect(fixed.contains("    var parent: NoteEditor") && !fixed.contains("private var parent")
                && fixed.contains("context.coordinator.parent = self"))
    }

    @Test("A transform is not overridden by SwiftUI but makes the frame it sets undefined; a frame is overridden")
    func layoutMutationNamesWhatSwiftUIDoes() {
        func code(_ write: String) -> String {
            """
            struct Badge: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView {
                    let badge = UIView()
                    \(write)
                    return badge
                }
                func updateUIView(_ badge: UIView, context: Context) {}
            }
            """
        }
        let transform = messages("representable-layout-mutation", code("badge.transform = CGAffineTransform(scaleX: 1.4, y: 1.4)"))
        #expect(transform.count == 1)
        #expect(transform.allSatisfy { $0.contains("undefined on a view with a transform") && !$0.contains("will override") })
        let frame = messages("representable-layout-mutation", code("badge.frame = CGRect(x: 0, y: 0, width: 20, height: 20)"))
        #expect(frame.count == 1)
        #expect(frame.allSatisfy { $0.contains("will override") })
    }
    @Test("A controller make keeps but does not contain is said to be kept, not lost")
    func keptControllerMessage() throws {
        func code(keeping: Bool) -> String {
            """
            struct Menu<Content: View>: UIViewRepresentable {
                let content: Content
                func makeUIView(context: Context) -> UIView {
                    let host = UIHostingController(rootView: content)
                    \(keeping ? "context.coordinator.host = host" : "")
                    return host.view
                }
                func updateUIView(_ view: UIView, context: Context) {}
            }
            """
        }
        let kept = try #require(messages("representable-wraps-controller-view", code(keeping: true)).first)
        #expect(kept.contains("kept in 'context.coordinator.host' but not contained"))
        let lost = try #require(messages("representable-wraps-controller-view", code(keeping: false)).first)
        #expect(lost.contains("neither retained nor contained"))
    }
    @Test("A proposed width written into the view's frame is named with where it came from, on one line")
    func infiniteFrameMessage() throws {
        let code = """
            struct Editor: UIViewRepresentable {
                func makeUIView(context: Context) -> UITextView { UITextView() }
                func updateUIView(_ textView: UITextView, context: Context) {}
                func sizeThatFits(_ proposal: ProposedViewSize, uiView textView: UITextView, context: Context) -> CGSize? {
                    let dimensions = proposal.replacingUnspecifiedDimensions(
                        by: .init(width: 0, height: CGFloat.greatestFiniteMagnitude)
                    )
                    textView.frame.size.width = dimensions.width
                    return textView.sizeThatFits(dimensions)
                }
            }
            """
        let message = try #require(messages("size-that-fits-force-unwrap", code).first)
        #expect(message.hasPrefix("'textView.frame.size.width' is set to 'dimensions.width', the proposed width, from proposal.replacingUnspecifiedDimensions(…) unchanged"))
        #expect(!message.contains("\n"))
    }

    private let webCoordinator = """
        struct MailBody: UIViewRepresentable {
            let width: CGFloat
            private let webView: WKWebView
            init(width: CGFloat) {
                self.width = width
                webView = WKWebView(frame: .zero)
            }
            func makeCoordinator() -> Coordinator { Coordinator(self) }
            func makeUIView(context: Context) -> WKWebView { webView }
            func updateUIView(_ view: WKWebView, context: Context) {}
            final class Coordinator: NSObject, WKNavigationDelegate {
                var parent: MailBody
                init(_ parent: MailBody) { self.parent = parent }
                func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
                    parent.webView.frame.size.width = parent.width
                }
            }
        }
        struct MailScreen: View {
            var body: some View { GeometryReader { proxy in MailBody(width: proxy.size.width) } }
        }
        """

    @Test("A stale parent that also holds the copy's own object: the message names the value and keeps it on the coordinator")
    func staleParentWithOwnObjects() throws {
        let found = findings("coordinator-stale-parent", webCoordinator)
        let finding = try #require(found.first)
        #expect(found.count == 1 && finding.confidence == .witnessed)
        // The web view is made in init: not an input, and the reason not to refresh the whole copy.
        #expect(finding.message.contains("first copy's 'width'") && !finding.message.contains("'webView';"))
        #expect(finding.message.contains("keep 'width' on the coordinator") && finding.message.contains("own 'webView'"))
        #expect(!finding.message.contains("start updateUIView with"))
    }

    @Test("A stale parent whose only read value no caller passes is latent")
    func staleParentWithoutPassedValue() throws {
        let code = webCoordinator.replacingOccurrences(of: "let width: CGFloat", with: "let width: CGFloat\n    let inset: CGFloat")
            .replacingOccurrences(of: "self.width = width", with: "self.width = width\n        inset = width / 10")
            .replacingOccurrences(of: "= parent.width", with: "= parent.inset")
        let found = findings("coordinator-stale-parent", code)
        let finding = try #require(found.first)
        #expect(finding.confidence == .latent)
    }

    private func storedObject(_ creation: String, reader: String = "", caller: String = "Badge()") -> String {
        """
        struct Badge: UIViewRepresentable {
            let count: Int
            let host = \(creation)
            func makeUIView(context: Context) -> UIView { host }
            func updateUIView(_ view: UIView, context: Context) { \(reader) }
        }
        struct Inbox: View {
            @State private var unread = 0
            var body: some View { \(caller).id(unread) }
        }
        """
    }

    @Test("A stored object: the message says who reaches the copy that is not on screen, or that only an allocation is wasted")
    func storedObjectMessages() throws {
        let updated = try #require(findings("representable-stored-object", storedObject("GradientView()", reader: "host.alpha = 1")).first)
        #expect(updated.confidence == .witnessed && updated.message.contains("updateUIView (line 5) reaches the newest copy's GradientView"))
        #expect(updated.message.contains("it is made at A.swift:9"))
        let heavy = try #require(findings("representable-stored-object", storedObject("WKWebView()")).first)
        #expect(heavy.confidence == .witnessed && heavy.message.contains("thrown away"))
        let cheap = try #require(findings("representable-stored-object", storedObject("UIView()")).first)
        #expect(cheap.confidence == .latent && cheap.message.contains("costs little"))
        // A cheap object that update reaches on the newest copy is still a warning.
        let cheapUpdated = try #require(findings("representable-stored-object", storedObject("UIView()", reader: "host.alpha = 1")).first)
        #expect(cheapUpdated.confidence == .witnessed)
        // A setup helper only make calls works on the first copy's object, the one on screen: only the allocation is lost.
        let setup = storedObject("WKWebView()").replacingOccurrences(
            of: "func makeUIView(context: Context) -> UIView { host }",
            with: "func makeUIView(context: Context) -> UIView { style(); return host }\n    private func style() { host.isOpaque = false }")
        let madeOnce = try #require(findings("representable-stored-object", setup).first)
        #expect(madeOnce.message.contains("thrown away") && !madeOnce.message.contains("'style'"))
    }

    @Test("A representable kept in @State only wastes the allocation; one nothing re-renders is latent")
    func storedObjectOwners() throws {
        let kept = storedObject("WKWebView()").replacingOccurrences(
            of: "@State private var unread = 0", with: "@State private var unread = 0\n    @State private var badge = Badge(count: 1)")
            .replacingOccurrences(of: "Badge().id(unread)", with: "badge.id(unread)")
        let held = try #require(findings("representable-stored-object", kept).first)
        #expect(held.confidence == .witnessed && held.message.contains("initial value of a @State property"))
        let hosted = storedObject("WKWebView()").replacingOccurrences(
            of: "struct Inbox: View {", with: "final class InboxHost { let host = UIHostingController(rootView: Badge(count: 0)) }\nstruct Inbox: View {")
            .replacingOccurrences(of: "Badge().id(unread)", with: "Text(\"\\(unread)\")")
        let latent = try #require(findings("representable-stored-object", hosted).first)
        #expect(latent.confidence == .latent && latent.message.contains("only made where nothing re-renders it"))
    }

    @Test("A reloading property: a new object each update, a method's result, or the input itself (latent)")
    func reloadedValueMessages() throws {
        func setting(_ statements: String) -> String {
            """
            struct Statement: UIViewRepresentable {
                let data: Data
                let document: PDFDocument
                func makeCoordinator() -> Coordinator { Coordinator() }
                func makeUIView(context: Context) -> PDFView { PDFView() }
                func updateUIView(_ pdfView: PDFView, context: Context) {
                    \(statements)
                }
                final class Coordinator { func parse(_ data: Data) -> PDFDocument? { PDFDocument(data: data) } }
            }
            """
        }
        let made = try #require(findings("representable-expensive-update", setting("pdfView.document = PDFDocument(data: data)")).first)
        #expect(made.confidence == .witnessed && made.message.contains("each is a new object"))
        let local = try #require(findings("representable-expensive-update",
                                          setting("let parsed = try? PDFDocument(data: data)\n        pdfView.document = parsed")).first)
        #expect(local.message.contains("'PDFDocument(data: data)'"))
        let returned = try #require(findings("representable-expensive-update",
                                             setting("pdfView.document = context.coordinator.parse(data)")).first)
        #expect(returned.confidence == .witnessed && returned.message.contains("what 'context.coordinator.parse(data)' returns"))
        let input = try #require(findings("representable-expensive-update", setting("pdfView.document = document")).first)
        #expect(input.confidence == .latent && input.message.contains("'if pdfView.document !== document'"))
    }

    @Test("A closure kept in a coordinator 'let' asks to make it a var; one kept in a 'var' only to refresh it")
    func staleClosureFixFitsTheProperty() {
        func code(_ specifier: String) -> String {
            """
            struct Grid: UIViewRepresentable {
                var onSelect: (Int) -> Void
                func makeCoordinator() -> Coordinator { Coordinator(onSelect: onSelect) }
                func makeUIView(context: Context) -> UICollectionView { UICollectionView() }
                func updateUIView(_ grid: UICollectionView, context: Context) {}
                final class Coordinator: NSObject {
                    \(specifier) onSelect: (Int) -> Void
                    init(onSelect: @escaping (Int) -> Void) { self.onSelect = onSelect }
                    func tapped(_ item: Int) { onSelect(item) }
                }
            }
            struct Screen: View {
                let items: [Int]
                @Binding var picked: Int?
                var body: some View { Grid(onSelect: { index in picked = items[index] }) }
            }
            struct Library: View {
                @State private var shown = [1, 2, 3]
                @State private var picked: Int?
                var body: some View {
                    Screen(items: shown, picked: $picked)
                    Button("Shuffle") { shown.shuffle() }
                }
            }
            """
        }
        let kept = messages("coordinator-stale-closure", code("let"))
        #expect(kept.count == 1)
        #expect(kept.first?.contains("make 'onSelect' a var in the coordinator and add 'context.coordinator.onSelect = onSelect' to updateUIView") == true)
        let refreshed = messages("coordinator-stale-closure", code("var"))
        #expect(refreshed.count == 1)
        #expect(refreshed.first?.contains("; add 'context.coordinator.onSelect = onSelect' to updateUIView") == true)
    }

    @Test("A callback the coordinator is never given says so and names the method that would call it; latent with no caller")
    func callbackNeverGiven() {
        let representable = """
            struct Notes: UIViewRepresentable {
                @Binding var text: String
                var onFocus: ((Bool) -> Void)?
                func makeCoordinator() -> Coordinator { Coordinator(text: $text) }
                func makeUIView(context: Context) -> UITextView { UITextView() }
                func updateUIView(_ view: UITextView, context: Context) {}
                final class Coordinator: NSObject, UITextViewDelegate {
                    var text: Binding<String>
                    var onFocus: ((Bool) -> Void)?
                    init(text: Binding<String>) { self.text = text }
                    func textViewDidBeginEditing(_ view: UITextView) { onFocus?(true) }
                }
            }
            """
        let caller = """
            struct Form: View {
                @State private var note = ""
                @State private var focused = false
                var body: some View { Notes(text: $note, onFocus: { focused = $0 }) }
            }
            """
        let witnessed = findings("coordinator-stale-closure", representable + "\n" + caller)
        #expect(witnessed.map(\.confidence) == [.witnessed])
        #expect(witnessed.first?.message.contains("'onFocus' is never given to the coordinator") == true)
        #expect(witnessed.first?.message.contains("'textViewDidBeginEditing' never has it to call, and the closure a caller passes for it is never called") == true)
        let alone = findings("coordinator-stale-closure", representable)
        #expect(alone.map(\.confidence) == [.latent])
        #expect(alone.first?.message.contains("no call site in this project passes a closure for it today") == true)
    }

    @Test("A web view's load fix keeps the last URL loaded; an HTML load keeps what was loaded last")
    func webViewLoadFixes() {
        let url = messages("representable-expensive-update", """
            struct Page: UIViewRepresentable {
                let url: URL
                func makeUIView(context: Context) -> WKWebView { WKWebView() }
                func updateUIView(_ web: WKWebView, context: Context) { web.load(URLRequest(url: url)) }
            }
            """)
        #expect(url.first?.contains("keep the last URL loaded in the coordinator and load only when the requested one differs") == true)
        let html = messages("representable-expensive-update", """
            struct Article: UIViewRepresentable {
                let html: String
                func makeUIView(context: Context) -> WKWebView { WKWebView() }
                func updateUIView(_ web: WKWebView, context: Context) { web.loadHTMLString(html, baseURL: nil) }
            }
            """)
        #expect(html.first?.contains("keep what was loaded last in the coordinator and call it only when that changes") == true)
    }

    @Test("A closure the coordinator calls for make writes state during the update; update's call past an early return does not")
    func callbackRelayedByTheCoordinator() throws {
        let code = """
            struct ZoomablePhoto: UIViewRepresentable {
                let url: URL?
                let onTint: (UIColor) -> Void
                func makeUIView(context: Context) -> UIScrollView {
                    let scrollView = UIScrollView()
                    context.coordinator.show(url)
                    return scrollView
                }
                func updateUIView(_ scrollView: UIScrollView, context: Context) {
                    context.coordinator.parent = self
                    context.coordinator.show(url)
                }
                func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
                final class Coordinator: NSObject {
                    var parent: ZoomablePhoto
                    private var shown: URL?
                    init(parent: ZoomablePhoto) { self.parent = parent }
                    func show(_ url: URL?) {
                        guard url != shown else { return }
                        shown = url
                        parent.onTint(.black)
                    }
                }
            }
            struct PhotoPage: View {
                let url: URL?
                let onTint: (UIColor) -> Void
                var body: some View { ZoomablePhoto(url: url, onTint: onTint) }
            }
            struct Gallery: View {
                let urls: [URL]
                @State private var tints: [Int: UIColor] = [:]
                var body: some View {
                    ForEach(urls.indices, id: \\.self) { index in
                        PhotoPage(url: urls[index]) { tint in
                            withAnimation { tints[index] = tint }
                        }
                    }
                }
            }
            """
        let found = findings("representable-state-write-in-update", code)
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(!finding.isLatent && finding.line == 6)
        #expect(finding.message.contains("makeUIView calls the coordinator's 'show', which calls 'onTint'"))
        #expect(finding.message.contains("@State 'tints' of Gallery"))
    }

    @Test("The call a message names is the one whose value it describes, through a forwarding view")
    func evidenceAndItsCallSiteAgree() throws {
        let code = """
            struct PagePreview: UIViewControllerRepresentable {
                let address: URL?
                func makeUIViewController(context: Context) -> PreviewController {
                    let controller = PreviewController()
                    controller.address = address
                    return controller
                }
                func updateUIViewController(_ controller: PreviewController, context: Context) {}
            }
            struct PreviewCard: View {
                let address: URL?
                var body: some View { PagePreview(address: address) }
            }
            struct SavedPage: View {
                let page: Page
                var body: some View { PreviewCard(address: page.address) }
            }
            struct Browser: View {
                @State private var typed: URL?
                var body: some View {
                    VStack {
                        PreviewCard(address: typed)
                        TextField("Address", value: $typed, format: .url)
                    }
                }
            }
            """
        let message = try #require(messages("representable-stale-config", code).first)
        #expect(message.contains("at A.swift:22 reads @State 'typed'"))
    }

    @Test("A generic view given its parameter at the call (`Wrapper<Spinner> { … }`) is a construction of that view")
    func genericViewSpecializedAtTheCall() throws {
        func code(_ closureBody: String) -> String {
            """
            struct Configured<Content: UIView>: UIViewRepresentable {
                let configure: (Content) -> Void
                init(configure: @escaping (Content) -> Void) { self.configure = configure }
                func makeUIView(context: Context) -> Content {
                    let view = Content()
                    configure(view)
                    return view
                }
                func updateUIView(_ view: Content, context: Context) {}
            }
            struct LoadingRow: View {
                @State private var started = false
                var body: some View {
                    Configured<SpinnerView> { spinner in
                        \(closureBody)
                    }
                }
            }
            """
        }
        #expect(findings("representable-state-write-in-update", code("spinner.startAnimating()")).isEmpty)
        let writing = findings("representable-state-write-in-update", code("started = true"))
        #expect(writing.count == 1 && writing.first?.isLatent == false)
    }

    @Test("A binding a preview makes is no evidence: previews run in the canvas, not in the app")
    func previewsWitnessNothing() throws {
        let code = """
            struct PinMap: UIViewRepresentable {
                @Binding var center: CLLocationCoordinate2D
                func makeUIView(context: Context) -> MKMapView {
                    let map = MKMapView()
                    map.delegate = context.coordinator
                    return map
                }
                func updateUIView(_ map: MKMapView, context: Context) {}
                func makeCoordinator() -> Coordinator { Coordinator(self) }
                final class Coordinator: NSObject, MKMapViewDelegate {
                    var parent: PinMap
                    init(_ parent: PinMap) { self.parent = parent }
                    func mapViewDidChangeVisibleRegion(_ map: MKMapView) { parent.center = map.centerCoordinate }
                }
            }
            struct PinMap_Previews: PreviewProvider {
                static let harbour = CLLocationCoordinate2D(latitude: 52.37, longitude: 4.89)
                static var previews: some View { PinMap(center: .constant(harbour)) }
            }
            """
        let found = findings("coordinator-stale-parent", code)
        #expect(!found.isEmpty && found.allSatisfy { $0.isLatent })
    }

    @Test("An input never read is a warning only where a call passes a literal other than its default")
    func ignoredLiteralAgainstTheDefault() throws {
        func code(_ passed: String) -> String {
            """
            struct AccountWebPage: UIViewControllerRepresentable {
                var isSignIn = true
                func makeUIViewController(context: Context) -> AccountWebController { AccountWebController() }
                func updateUIViewController(_ controller: AccountWebController, context: Context) {}
            }
            struct AccountScreen: View {
                var body: some View { AccountWebPage(isSignIn: \(passed)) }
            }
            """
        }
        let same = findings("representable-stale-config", code("true"))
        #expect(!same.isEmpty && same.allSatisfy { $0.isLatent })
        let other = try #require(findings("representable-stale-config", code("false")).first)
        #expect(!other.isLatent && other.message.contains("passes false for 'isSignIn'") && other.message.contains("its default, true"))
    }

    /// A scanner shown in a sheet, with the source its presenter keeps in @State; `presenter` is what else the
    /// presenting view does with it.
    private func sheetPicker(presenter: String, content: String = "PhotoScanner(source: source)") -> [Finding] {
        findings("representable-stale-config", """
            enum ScanSource { case camera, library }
            struct PhotoScanner: UIViewControllerRepresentable {
                var source: ScanSource
                func makeUIViewController(context: Context) -> ScanController {
                    let picker = ScanController()
                    picker.source = source
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
                    \(presenter)
                    .sheet(isPresented: $picking) { \(content) }
                }
            }
            """)
    }

    @Test("A value the covered view changes only on the user's action is fixed while its sheet is up")
    func sheetContentSeesTheValueChosenBeforePresenting() throws {
        let chosenByUser = try #require(sheetPicker(presenter: "SourceMenu(source: $source)").first)
        #expect(chosenByUser.isLatent)
        // A timer in the covered view, or the sheet's own control, changes it while the sheet is up.
        let byTimer = try #require(sheetPicker(presenter: ".onReceive(clock) { _ in source = .camera }").first)
        #expect(!byTimer.isLatent && byTimer.message.contains("@State 'source', which the calling view changes"))
        let bySheet = try #require(sheetPicker(presenter: "", content: "VStack { SourceMenu(source: $source); PhotoScanner(source: source) }").first)
        #expect(!bySheet.isLatent)
    }

    @Test("A UIKit dismissal whose caller's closure sets the presenting item back says SwiftUI's state follows, with the place")
    func dismissalFollowedByAResetClosure() {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["coordinator-direct-dismiss"]
        configuration.showsLatent = true
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [
            (path: "Sheet.swift", text: """
                struct Sheet: View {
                    @Binding var source: Source?
                    @Binding var photo: UIImage?
                    var body: some View {
                        Picker { image in
                            if image == nil { photo = nil }
                            self.source = nil
                        }
                    }
                }
                """),
            (path: "Picker.swift", text: """
                struct Picker: UIViewControllerRepresentable {
                    var completion: (UIImage?) -> Void
                    func makeCoordinator() -> Coordinator { Coordinator(self) }
                    func makeUIViewController(context: Context) -> UIImagePickerController {
                        let camera = UIImagePickerController()
                        camera.sourceType = .camera
                        camera.delegate = context.coordinator
                        return camera
                    }
                    func updateUIViewController(_ camera: UIImagePickerController, context: Context) {}
                    final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                        let parent: Picker
                        init(_ parent: Picker) { self.parent = parent }
                        func imagePickerControllerDidCancel(_ camera: UIImagePickerController) {
                            camera.dismiss(animated: true)
                            parent.completion(nil)
                        }
                    }
                }
                """),
        ])
        #expect(run.findings.map(\.confidence) == [.latent])
        #expect(run.findings.first?.message.contains("sets the caller's state back (@Binding 'source' of Sheet, at Sheet.swift:7)") == true)
        #expect(run.findings.first?.message.contains("stays 'presented'") == false)
    }

    @Test("SwiftUI's dismiss in the UIKit dismissal's completion is named as running once the controller is gone")
    func swiftUIDismissInTheCompletion() {
        let found = findings("coordinator-direct-dismiss", """
            struct FilePicker: UIViewControllerRepresentable {
                @Environment(\\.dismiss) var dismiss
                let onPick: (URL) -> Void
                func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
                func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
                    let picker = UIDocumentPickerViewController(forOpeningContentTypes: [.pdf])
                    picker.delegate = context.coordinator
                    return picker
                }
                func updateUIViewController(_ picker: UIDocumentPickerViewController, context: Context) {}
                final class Coordinator: NSObject, UIDocumentPickerDelegate {
                    let parent: FilePicker
                    init(parent: FilePicker) { self.parent = parent }
                    func documentPicker(_ picker: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
                        urls.first.map(parent.onPick)
                        picker.dismiss(animated: true) { self.parent.dismiss() }
                    }
                }
            }
            """)
        #expect(found.map(\.confidence) == [.latent])
        #expect(found.first?.message.contains("dismisses through SwiftUI (line 16) only in that dismissal's completion") == true)
    }
}
