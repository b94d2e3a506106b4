import BridgeLintCore
import SwiftSyntax

/// An input of a representable declared `@State` (or `@StateObject`) that its parent passes in: only the first
/// value ever arrives.
struct RepresentableStateInput: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [CallSiteFacts.self]

    static let description = RuleDescription(
        id: "representable-state-input",
        summary: "A representable declares an input its parent passes with @State; later values never arrive",
        severity: .warning,
        rationale: """
            `@State` and `@StateObject` belong to the view that declares them: SwiftUI creates their storage when \
            the view first appears and afterwards ignores the initial value each new copy of the struct is made \
            with. A representable whose parent passes a value into a `@State` property (through the memberwise \
            initializer or `_x = State(initialValue: x)`) therefore sees the first value only: when the parent's \
            selection, text or model changes, make and update keep reading the old one. Only call sites that pass \
            a value that can change are reported; state the representable sets up itself is fine.
            """,
        howToFix: """
            Take the value the way the parent owns it: `@Binding var x` when the UIKit side writes it back, a plain \
            `let x` (applied to the view in update) when it only flows in, `@ObservedObject` (or a plain `let` for \
            an @Observable class) for an object the parent owns.
            """,
        triggeringExamples: [
            Example("""
                struct SegmentBar: UIViewRepresentable {
                    let titles: [String]
                    ↓@State var selection: Int
                    func makeUIView(context: Context) -> UISegmentedControl {
                        UISegmentedControl(items: titles)
                    }
                    func updateUIView(_ control: UISegmentedControl, context: Context) {
                        control.selectedSegmentIndex = selection
                    }
                }
                struct LibraryScreen: View {
                    @State private var tab = 0
                    var body: some View {
                        SegmentBar(titles: ["Books", "Authors"], selection: tab)
                        Stepper("Tab", value: $tab, in: 0...1)
                    }
                }
                """),
            Example(files: [
                "ZoomableImage.swift": """
                    struct ZoomableImage: UIViewRepresentable {
                        let image: UIImage
                        ↓@State private var zoom: CGFloat
                        init(image: UIImage, zoom: CGFloat) {
                            self.image = image
                            _zoom = State(initialValue: zoom)
                        }
                        func makeUIView(context: Context) -> UIScrollView { UIScrollView() }
                        func updateUIView(_ scroll: UIScrollView, context: Context) {
                            scroll.zoomScale = zoom
                        }
                    }
                    """,
                "PhotoScreen.swift": """
                    struct PhotoScreen: View {
                        @ObservedObject var viewer: ViewerModel
                        var body: some View {
                            ZoomableImage(image: viewer.image, zoom: viewer.zoom)
                        }
                    }
                    """,
            ]),
            Example(files: [
                "QueryField.swift": """
                    struct QueryField: NSViewRepresentable {
                        ↓@State var text: String
                        init(text: String) {
                            self._text = State(wrappedValue: text)
                        }
                        func makeNSView(context: Context) -> NSSearchField { NSSearchField() }
                        func updateNSView(_ field: NSSearchField, context: Context) {
                            if field.stringValue != text { field.stringValue = text }
                        }
                    }
                    """,
                "Sidebar.swift": """
                    struct Sidebar: View {
                        let savedQuery: String
                        var body: some View { QueryField(text: savedQuery) }
                    }
                    struct Library: View {
                        @State private var selected = Folder.inbox
                        var body: some View {
                            Sidebar(savedQuery: selected.savedQuery)
                                .onAppear { selected = .archive }
                        }
                    }
                    """,
            ]),
            Example("""
                struct DocumentPane: NSViewControllerRepresentable {
                    ↓@StateObject var document: DocumentModel
                    func makeNSViewController(context: Context) -> DocumentController {
                        DocumentController(document: document)
                    }
                    func updateNSViewController(_ controller: DocumentController, context: Context) {
                        controller.document = document
                    }
                }
                struct Browser: View {
                    @State private var selectedURL: URL?
                    var body: some View {
                        if let url = selectedURL {
                            DocumentPane(document: DocumentModel(url: url))
                        }
                        FileList(selection: $selectedURL)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // The caller ties the view to the meeting: a new meeting is a new view, whose @State starts from it.
                struct StartTimeField: UIViewRepresentable {
                    @State var placeholder: String
                    func makeUIView(context: Context) -> UITextField { UITextField() }
                    func updateUIView(_ field: UITextField, context: Context) { field.placeholder = placeholder }
                }
                struct MeetingSection: View {
                    @Binding var meeting: Meeting
                    private let manualText = "Manual"
                    var body: some View {
                        StartTimeField(placeholder: meeting.start == nil ? manualText : meeting.formattedStart)
                            .id(meeting)
                    }
                }
                """),
            Example("""
                // State the representable sets up itself and nobody passes in.
                struct SegmentBar: UIViewRepresentable {
                    @Binding var selection: Int
                    @State private var lastTap = Date.distantPast
                    func makeUIView(context: Context) -> UISegmentedControl { UISegmentedControl(items: ["A", "B"]) }
                    func updateUIView(_ control: UISegmentedControl, context: Context) {
                        if control.selectedSegmentIndex != selection { control.selectedSegmentIndex = selection }
                    }
                }
                struct LibraryScreen: View {
                    @State private var tab = 0
                    var body: some View { SegmentBar(selection: $tab) }
                }
                """),
            Example("""
                // A @State with a default value that no call site passes.
                struct Spinner: UIViewRepresentable {
                    @State var isAnimating = true
                    func makeUIView(context: Context) -> UIActivityIndicatorView { UIActivityIndicatorView(style: .large) }
                    func updateUIView(_ spinner: UIActivityIndicatorView, context: Context) {
                        isAnimating ? spinner.startAnimating() : spinner.stopAnimating()
                    }
                }
                struct LoadingScreen: View {
                    var body: some View { Spinner() }
                }
                """),
            Example("""
                // The input the parent owns arrives as a plain value that update applies, or as a binding.
                struct QueryField: NSViewRepresentable {
                    let placeholder: String
                    @Binding var text: String
                    func makeNSView(context: Context) -> NSSearchField { NSSearchField() }
                    func updateNSView(_ field: NSSearchField, context: Context) {
                        field.placeholderString = placeholder
                        if field.stringValue != text { field.stringValue = text }
                    }
                }
                struct Sidebar: View {
                    @State private var query = ""
                    let folder: Folder
                    var body: some View { QueryField(placeholder: folder.name, text: $query) }
                }
                """),
            Example("""
                // Every call site passes a constant: the first value is the only one.
                struct SegmentBar: UIViewRepresentable {
                    @State var selection: Int
                    func makeUIView(context: Context) -> UISegmentedControl { UISegmentedControl(items: ["A", "B"]) }
                    func updateUIView(_ control: UISegmentedControl, context: Context) {
                        control.selectedSegmentIndex = selection
                    }
                }
                struct LibraryScreen: View {
                    var body: some View { SegmentBar(selection: 0) }
                }
                """),
            Example("""
                // The parent hands over the object it owns: the same instance on every render.
                struct DocumentPane: NSViewControllerRepresentable {
                    @StateObject var document: DocumentModel
                    func makeNSViewController(context: Context) -> DocumentController {
                        DocumentController(document: document)
                    }
                    func updateNSViewController(_ controller: DocumentController, context: Context) {}
                }
                struct Browser: View {
                    @StateObject private var document = DocumentModel()
                    var body: some View { DocumentPane(document: document) }
                }
                """),
            Example("""
                // No call site in sight passes it.
                struct ZoomableImage: UIViewControllerRepresentable {
                    @State var zoom: CGFloat = 1
                    func makeUIViewController(context: Context) -> ZoomController { ZoomController() }
                    func updateUIViewController(_ controller: ZoomController, context: Context) {
                        controller.zoom = zoom
                    }
                }
                """),
        ],
        symptoms: [
            "the wrapped UIKit view ignores new values passed from the parent view",
            "representable shows only the first value it was created with",
            "changing the selection in the parent does not update the UIViewRepresentable",
        ],
        scaffold: .representable
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("@State") else { return }
        for representable in Representable.all(in: file) {
            guard let declaration = representable.declaration else { continue }
            var states: [(attribute: AttributeSyntax, wrapper: String, name: String, type: String, isPrivate: Bool)] = []
            for variable in declaration.memberBlock.flattenedDeclarations.compactMap({ $0.as(VariableDeclSyntax.self) })
            where !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) {
                guard let (attribute, wrapper) = Self.stateAttribute(of: variable) else { continue }
                for binding in variable.bindings where binding.accessorBlock == nil {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    let type = binding.typeAnnotation.flatMap { TypeNames.simpleName(of: $0.type) }
                        ?? binding.initializer.flatMap { TypeNames.constructedTypeName($0.value) } ?? ""
                    states.append((attribute, wrapper, name, type, Self.isPrivate(variable)))
                }
            }
            // The memberwise initializer takes the non-private ones; initializers of its own, what they set.
            let passable = states.filter { !$0.isPrivate }.map(\.name)
            guard !states.isEmpty, let labelsByProperty = InputVariation.callSiteLabels(of: representable, properties: passable)
            else { continue }
            for state in states {
                guard let labels = labelsByProperty[state.name], !labels.isEmpty else { continue }
                let message = Self.message(property: state.name, wrapper: state.wrapper, in: representable, labels: labels)
                report.whenIndexed(at: state.attribute, asking: Question(
                    representable: representable.name, message: message, wrapper: state.wrapper,
                    type: state.type.isEmpty ? nil : state.type, labels: labels))
            }
        }
    }

    /// A `@State` or `@StateObject` (`wrapper`) property of `type`, when known, that call sites can pass with `labels`.
    @CompactCoded
    struct Question: IndexQuestion {
        var representable: String
        var message: String
        var wrapper: String
        var type: String?
        var labels: [String]
    }

    static func answer(_ question: Question, index: ProjectIndex) -> String? {
        // An ObservableObject held in @State is `state-holds-observable-object`'s finding, on this same attribute.
        if question.wrapper == "State", let type = question.type, index.isObservableObject(type) == .yes { return nil }
        let representable = question.representable
        guard let label = question.labels.first(where: { index.varyingValueArguments.contains("\(representable)(\($0):") }) else { return nil }
        return question.message + InputVariation.witnessClause(representable, label: label, index: index)
    }

    /// `@State` or `@StateObject`, alone among the property's attributes.
    private static func stateAttribute(of variable: VariableDeclSyntax) -> (AttributeSyntax, String)? {
        guard variable.attributes.count == 1 else { return nil }
        for wrapper in ["State", "StateObject"] {
            if let attribute = TypeNames.attribute(named: wrapper, in: variable.attributes) { return (attribute, wrapper) }
        }
        return nil
    }

    private static func isPrivate(_ variable: VariableDeclSyntax) -> Bool {
        variable.modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
    }

    private static func message(property: String, wrapper: String, in representable: Representable,
                                labels: [String]) -> String {
        let passed = labels.map { "'\(representable.name)(\($0):)'" }.joined(separator: " or ")
        if wrapper == "StateObject" {
            return """
                '\(property)' is @StateObject, yet the parent passes it in (\(passed)): @StateObject keeps the \
                first object it is given, so when the parent passes another one, \(representable.name) keeps using \
                the first; declare it @ObservedObject (or a plain 'let' for an @Observable class)
                """
        }
        return """
            '\(property)' is @State, yet the parent passes it in (\(passed)): @State keeps only the first value, so \
            the later values the parent passes for '\(property)' never reach \(representable.name); declare it \
            @Binding if the UIKit side writes it back, or a plain 'let' that \(representable.lifecycle.update) applies
            """
    }
}
