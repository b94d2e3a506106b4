import BridgeLintCore
import SwiftSyntax

/// update (or make, or sizeThatFits) writes a @Binding or @State input synchronously: state modified during a
/// view update.
struct RepresentableStateWriteInUpdate: Rule {
    static let description = RuleDescription(
        id: "representable-state-write-in-update",
        summary: "update, make or sizeThatFits writes a @Binding or @State input synchronously, during the SwiftUI update",
        severity: .warning,
        rationale: """
            update runs while SwiftUI is updating the view graph. Writing a @Binding or @State value there changes \
            state in the middle of that update: SwiftUI reports "Modifying state during view update, this will \
            cause undefined behavior", the write may be dropped or applied one update late, and it schedules yet \
            another update, which can keep the view re-rendering. A condition around the write does not change \
            that: whenever it runs, it runs during the update. make runs during an update too, and sizeThatFits \
            during layout: a write there changes state while SwiftUI is measuring, so the next layout measures \
            again.
            """,
        howToFix: """
            Report values from the UIKit side where they change — a delegate method, target-action or \
            notification in the coordinator. If the value really has to be computed in update, defer the write: \
            `DispatchQueue.main.async { height = newHeight }` (and compare first to avoid an endless cycle).
            """,
        triggeringExamples: [
            Example("""
                struct AutoGrowingText: UIViewRepresentable {
                    let text: String
                    @Binding var height: CGFloat
                    func makeUIView(context: Context) -> UITextView { UITextView() }
                    func updateUIView(_ textView: UITextView, context: Context) {
                        textView.text = text
                        ↓height = textView.sizeThatFits(CGSize(width: textView.bounds.width, height: .infinity)).height
                    }
                }
                """),
            Example("""
                struct Pager: UIViewControllerRepresentable {
                    @Binding var page: Int
                    let pages: [UIViewController]
                    func makeUIViewController(context: Context) -> UIPageViewController {
                        UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
                    }
                    func updateUIViewController(_ pager: UIPageViewController, context: Context) {
                        if page >= pages.count {
                            ↓self.page = pages.count - 1
                        }
                        pager.setViewControllers([pages[page]], direction: .forward, animated: false)
                    }
                }
                """),
            Example("""
                struct Scanner: UIViewRepresentable {
                    @Binding var codes: [String]
                    @State private var updates = 0
                    @State private var sizes = [Int: CGSize]()
                    func makeUIView(context: Context) -> ScannerView { ScannerView() }
                    func updateUIView(_ scanner: ScannerView, context: Context) {
                        ↓sizes.removeAll()
                        ↓$codes.wrappedValue = scanner.detectedCodes
                        ↓updates += 1
                        ↓codes.append("")
                    }
                }
                """),
            Example("""
                struct Ruler: NSViewRepresentable {
                    @Binding var visibleWidth: CGFloat
                    func makeNSView(context: Context) -> RulerView { RulerView() }
                    func updateNSView(_ ruler: RulerView, context: Context) {
                        ↓self.visibleWidth = ruler.visibleRect.width
                    }
                }
                """),
            Example("""
                // make runs during an update, sizeThatFits during layout.
                struct CaptionLabel: UIViewRepresentable {
                    let text: String
                    @Binding var lineCount: Int
                    @Binding var isReady: Bool
                    func makeUIView(context: Context) -> UILabel {
                        let label = UILabel()
                        label.numberOfLines = 0
                        ↓isReady = true
                        return label
                    }
                    func updateUIView(_ label: UILabel, context: Context) { label.text = text }
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView label: UILabel, context: Context) -> CGSize? {
                        let size = label.sizeThatFits(CGSize(width: proposal.width ?? 320, height: .greatestFiniteMagnitude))
                        ↓lineCount = Int(size.height / label.font.lineHeight)
                        return size
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct AutoGrowingText: UIViewRepresentable {
                    let text: String
                    @Binding var height: CGFloat
                    func makeUIView(context: Context) -> UITextView { UITextView() }
                    func updateUIView(_ textView: UITextView, context: Context) {
                        textView.text = text
                        let fitting = textView.sizeThatFits(CGSize(width: textView.bounds.width, height: .infinity)).height
                        DispatchQueue.main.async {
                            if height != fitting { height = fitting }
                        }
                    }
                }
                """),
            Example("""
                struct Scanner: UIViewRepresentable {
                    @Binding var codes: [String]
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> ScannerView { ScannerView() }
                    func updateUIView(_ scanner: ScannerView, context: Context) {
                        context.coordinator.lastCodes = codes
                        context.coordinator.onDetect = { found in codes = found }
                        Task { @MainActor in codes = scanner.detectedCodes }
                    }
                }
                """),
            Example("""
                // Writes in closures that UIKit calls later, or deferred past the update and layout.
                struct CaptionLabel: UIViewRepresentable {
                    @Binding var lineCount: Int
                    @Binding var isReady: Bool
                    func makeUIView(context: Context) -> UILabel {
                        let label = TappableLabel()
                        label.onTap = { isReady.toggle() }
                        DispatchQueue.main.async { isReady = true }
                        return label
                    }
                    func updateUIView(_ label: UILabel, context: Context) {}
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView label: UILabel, context: Context) -> CGSize? {
                        let size = label.sizeThatFits(CGSize(width: proposal.width ?? 320, height: .greatestFiniteMagnitude))
                        let lines = Int(size.height / label.font.lineHeight)
                        Task { @MainActor in if lineCount != lines { lineCount = lines } }
                        return size
                    }
                }
                """),
            Example("""
                // The state holds an object: setting its property does not write the state itself.
                struct MessageList: UIViewRepresentable {
                    @State private var updates = UpdateBatch()
                    let queue: DispatchQueue
                    func makeUIView(context: Context) -> UITableView {
                        updates.queue = queue
                        return UITableView()
                    }
                    func updateUIView(_ tableView: UITableView, context: Context) {
                        updates.apply(to: tableView)
                    }
                }
                """),
            Example("""
                struct Gauge: UIViewRepresentable {
                    @Binding var value: Double
                    func makeUIView(context: Context) -> GaugeView { GaugeView() }
                    func updateUIView(_ gauge: GaugeView, context: Context) {
                        var value = value
                        value = min(max(value, 0), 1)
                        gauge.value = value
                    }
                }
                """),
        ],
        symptoms: [
            "Modifying state during view update, this will cause undefined behavior.",
            "Modifying state during view update, this will cause undefined behavior",
            "Publishing changes from within view updates is not allowed, this will cause undefined behavior",
            "AttributeGraph: cycle detected through attribute",
        ],
        scaffold: .representable
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        for representable in Representable.all(in: file) {
            let stateInputs = representable.inputs.filter { $0.kind != .plain }
            let state = Dictionary(stateInputs.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
            guard !state.isEmpty else { continue }
            let valueTyped = Set(stateInputs.filter { Self.holdsValue($0.declaration) }.map(\.name))
            let update = representable.lifecycle.update
            // Each phase with what SwiftUI is doing while it runs.
            let phases: [(function: FunctionDeclSyntax?, name: String, during: String)] = [
                (representable.update, update, "while SwiftUI is updating the view"),
                (representable.make, representable.lifecycle.make, "while SwiftUI is building the view, during an update"),
                (Self.sizeThatFits(of: representable), "sizeThatFits", "while SwiftUI is measuring the view, so layout runs again"),
            ]
            for phase in phases {
                guard let body = phase.function?.body else { continue }
                let locals = LocalNames.declared(in: body)
                for write in Write.all(in: body, outsideClosures: true) {
                    guard let path = write.target.memberPath, let first = path.first else { continue }
                    let viaSelf = first == "self" && path.count > 1
                    let name = viaSelf ? path[1] : first
                    let input = wrappedPropertyName(name)
                    // `$text` and `_text` reach only the binding's own value; `text.x` through a projection is something else.
                    if name.hasPrefix("$") || name.hasPrefix("_") {
                        guard path.count == (viaSelf ? 3 : 2), path.last == "wrappedValue" else { continue }
                    }
                    guard let kind = state[input], viaSelf || !locals.contains(input) else { continue }
                    // `model.title = …` through the wrapper changes state only when it holds a value; an object's
                    // property is set without touching the wrapper.
                    let throughMember = path.count > (viaSelf ? 2 : 1) && path.last != "wrappedValue"
                    if throughMember || write.isMutatingCall, !valueTyped.contains(input) { continue }
                    report.add(at: write.node, """
                        \(phase.name) writes \(kind == .binding ? "@Binding" : "@State") '\(input)' \(phase.during) \
                        ("Modifying state during view update"); write it from the coordinator when UIKit reports the \
                        change, or defer it with DispatchQueue.main.async
                        """)
                }
            }
        }
    }

    /// Whether the wrapped value is visibly a value type: a collection, optional or tuple type, a standard value
    /// type, or a literal initial value. An object the project or another module declares is not assumed.
    private static func holdsValue(_ declaration: VariableDeclSyntax) -> Bool {
        guard let binding = declaration.bindings.first else { return false }
        if let type = binding.typeAnnotation?.type {
            let core = StoredValueType.core(of: type)
            if core.is(ArrayTypeSyntax.self) || core.is(DictionaryTypeSyntax.self) || core.is(TupleTypeSyntax.self) { return true }
            return TypeNames.simpleName(of: core).map(standardValueTypes.contains) ?? false
        }
        guard let value = binding.initializer?.value else { return false }
        // `[Key: CGSize]()`, `Set<String>()`, `CGSize(width: 1, height: 1)`.
        if let call = value.as(FunctionCallExprSyntax.self) {
            if call.calledExpression.is(ArrayExprSyntax.self) || call.calledExpression.is(DictionaryExprSyntax.self) { return true }
            return TypeNames.constructedTypeName(value).map(standardValueTypes.contains) ?? false
        }
        return value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self) || value.is(StringLiteralExprSyntax.self)
            || value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
    }

    private static let standardValueTypes: Set<String> = [
        "String", "Int", "Double", "Float", "CGFloat", "Bool", "Date", "URL", "Data", "UUID", "CGSize", "CGPoint",
        "CGRect", "Set", "Array", "Dictionary", "Optional", "Decimal", "TimeInterval", "IndexPath", "NSRange",
        "AttributedString", "Color", "Angle",
    ]

    /// `sizeThatFits(_ proposal: ProposedViewSize, …)` of the representable.
    private static func sizeThatFits(of representable: Representable) -> FunctionDeclSyntax? {
        representable.members.lazy.compactMap { $0.as(FunctionDeclSyntax.self) }.first { function in
            function.name.text == "sizeThatFits"
                && function.signature.parameterClause.parameters.first?.type.trimmedDescription == "ProposedViewSize"
        }
    }
}
