import BridgeLintCore
import SwiftSyntax

/// update (or make, or sizeThatFits) writes a @Binding or @State input or an observed object's @Published property
/// synchronously, or calls a closure its caller passes that writes the caller's state: state modified during a
/// view update.
struct RepresentableStateWriteInUpdate: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [CallSiteFacts.self, ObservableMembers.self]

    static let description = RuleDescription(
        id: "representable-state-write-in-update",
        summary: "update, make or sizeThatFits writes a @Binding, @State or observed @Published value synchronously, during the SwiftUI update",
        severity: .warning,
        rationale: """
            update runs while SwiftUI is updating the view graph. Writing a @Binding or @State value there changes \
            state in the middle of that update: SwiftUI reports "Modifying state during view update, this will \
            cause undefined behavior", the write may be dropped or applied one update late, and it schedules yet \
            another update, which can keep the view re-rendering. A condition around the write does not change \
            that: whenever it runs, it runs during the update. make runs during an update too, and sizeThatFits \
            during layout: a write there changes state while SwiftUI is measuring, so the next layout measures \
            again. Writing a @Published property of an object the representable observes (`model.isCapturing = \
            false` on a failure path) publishes the change during the update: "Publishing changes from within view \
            updates is not allowed".
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
                // Bindings kept as plain `Binding` properties, reset in update once acted on.
                struct PhotoGrid: UIViewRepresentable {
                    var selectAll: Binding<Bool>
                    var reload: Binding<Bool>?
                    func makeUIView(context: Context) -> UICollectionView { UICollectionView() }
                    func updateUIView(_ grid: UICollectionView, context: Context) {
                        if selectAll.wrappedValue {
                            grid.selectAllItems()
                            ↓selectAll.wrappedValue = false
                        }
                        if reload?.wrappedValue == true {
                            grid.reloadData()
                            ↓reload?.wrappedValue = false
                        }
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
            Example("""
                // The closure the caller passes sets its @State: calling it from update writes that state mid-update.
                struct ArticleBody: UIViewRepresentable {
                    let html: String
                    var onRendering: ((Bool) -> Void)?
                    func makeUIView(context: Context) -> UITextView { UITextView() }
                    func updateUIView(_ textView: UITextView, context: Context) {
                        ↓onRendering?(true)
                        textView.attributedText = ArticleRenderer.render(html)
                        ↓self.onRendering?(false)
                    }
                }

                struct ArticleScreen: View {
                    let article: Article
                    @State private var isRendering = false
                    var body: some View {
                        ArticleBody(html: article.html, onRendering: { rendering in isRendering = rendering })
                            .overlay { if isRendering { ProgressView() } }
                    }
                }
                """),
            Example(files: [
                "Capture.swift": """
                    // The failure path resets the model's flag while SwiftUI is still updating the view.
                    struct Capture: UIViewControllerRepresentable {
                        @ObservedObject var camera: CameraModel
                        func makeUIViewController(context: Context) -> CaptureController { CaptureController() }
                        func updateUIViewController(_ controller: CaptureController, context: Context) {
                            guard camera.wantsPhoto else { return }
                            if !controller.capture() {
                                ↓camera.wantsPhoto = false
                            }
                        }
                    }
                    """,
                "CameraModel.swift": """
                    final class CameraModel: ObservableObject {
                        @Published var wantsPhoto = false
                    }
                    """,
            ]),
            Example("""
                // A queue of commands the caller fills; update drains it through helpers of the type.
                struct RouteMap: UIViewRepresentable {
                    @Binding var commands: [MapCommand]
                    @Binding var pins: [Pin]
                    func makeUIView(context: Context) -> MKMapView { MKMapView() }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        for command in commands { run(command, on: map) }
                    }
                    private func run(_ command: MapCommand, on map: MKMapView) {
                        if case .show(let newPins) = command { self.show(newPins, on: map) }
                    }
                    private func show(_ newPins: [Pin], on map: MKMapView) {
                        ↓pins = newPins
                        map.addAnnotations(newPins.map(\\.annotation))
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // The helper that writes the binding runs later: from the coordinator, and from update only deferred.
                struct RouteMap: UIViewRepresentable {
                    @Binding var pins: [Pin]
                    let requested: [Pin]
                    func makeUIView(context: Context) -> MKMapView {
                        let map = MKMapView()
                        map.delegate = context.coordinator
                        return map
                    }
                    func updateUIView(_ map: MKMapView, context: Context) {
                        context.coordinator.parent = self
                        draw(requested, on: map)
                        DispatchQueue.main.async { remember(requested) }
                    }
                    private func draw(_ pins: [Pin], on map: MKMapView) {
                        map.removeAnnotations(map.annotations)
                        map.addAnnotations(pins.map(\\.annotation))
                    }
                    func remember(_ shown: [Pin]) { pins = shown }
                    func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
                    final class Coordinator: NSObject, MKMapViewDelegate {
                        var parent: RouteMap
                        init(parent: RouteMap) { self.parent = parent }
                        func mapViewDidChangeVisibleRegion(_ map: MKMapView) {
                            parent.remember(map.annotations.compactMap { $0 as? Pin })
                        }
                    }
                }
                """),
            Example(files: [
                "Capture.swift": """
                    // Deferred past the update; and 'attempts' is no @Published property, so nothing is published.
                    struct Capture: UIViewControllerRepresentable {
                        @ObservedObject var camera: CameraModel
                        func makeUIViewController(context: Context) -> CaptureController { CaptureController() }
                        func updateUIViewController(_ controller: CaptureController, context: Context) {
                            guard camera.wantsPhoto else { return }
                            camera.attempts += 1
                            if !controller.capture() {
                                DispatchQueue.main.async { camera.wantsPhoto = false }
                            }
                        }
                    }
                    """,
                "CameraModel.swift": """
                    final class CameraModel: ObservableObject {
                        @Published var wantsPhoto = false
                        var attempts = 0
                    }
                    """,
            ]),
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
                // Closures called in update that write no state of the caller's now: a log line, a deferred write,
                // a property of an object the state holds.
                struct ArticleBody: UIViewRepresentable {
                    let html: String
                    var onRendering: ((Bool) -> Void)?
                    var onUpdate: (UITextView) -> Void = { _ in }
                    func makeUIView(context: Context) -> UITextView { UITextView() }
                    func updateUIView(_ textView: UITextView, context: Context) {
                        onRendering?(true)
                        onUpdate(textView)
                        DispatchQueue.main.async { onRendering?(false) }
                    }
                }

                struct ArticleScreen: View {
                    let article: Article
                    @State private var isRendering = false
                    @State private var holder = TextViewHolder()
                    var body: some View {
                        ArticleBody(html: article.html,
                                    onRendering: { rendering in
                                        Logger.ui.debug("rendering \\(rendering)")
                                        DispatchQueue.main.async { isRendering = rendering }
                                    },
                                    onUpdate: { holder.textView = $0 })
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
            Self.askAboutCallbacks(of: representable, report: &report)
            let stateInputs = representable.inputs.filter { $0.kind != .plain }
            let state = Dictionary(stateInputs.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
            // `var selectAll: Binding<Bool>`: a binding kept without the wrapper, written through `wrappedValue`.
            let bindingTyped = Set(representable.inputs.filter { $0.kind == .plain && Self.isBindingTyped($0.declaration) }.map(\.name))
            let observed = Dictionary(representable.objectInputs.filter(\.isObserved).map { ($0.name, $0.type) }, uniquingKeysWith: { first, _ in first })
            Self.askAboutObjectWrites(of: representable, observed: observed, report: &report)
            guard !state.isEmpty || !bindingTyped.isEmpty else { continue }
            let valueTyped = Set(stateInputs.filter { StoredValueType.holdsValue($0.declaration) }.map(\.name))
            var reported: Set<SyntaxIdentifier> = []
            for phase in Self.phases(of: representable) {
                for code in Self.code(of: phase.function, in: representable) {
                    let locals = code.locals
                    for write in Write.all(in: code.body, outsideClosures: true) where !reported.contains(write.node.id) {
                        let subject: String
                        if let input = write.wrappedPropertyChanged(locals: locals, holdsValue: valueTyped.contains), let kind = state[input] {
                            subject = "\(kind == .binding ? "@Binding" : "@State") '\(input)'"
                        } else if let path = write.target.pathFromSelf, path.count == 2, path[1] == "wrappedValue",
                                  bindingTyped.contains(path[0]), !locals.contains(path[0]) || write.target.memberPath?.first == "self" {
                            subject = "the binding '\(path[0])'"
                        } else {
                            continue
                        }
                        reported.insert(write.node.id)
                        let writes = code.helper.map { "calls '\($0)', which writes" } ?? "writes"
                        report.add(at: write.node, """
                            \(phase.name) \(writes) \(subject) \(phase.during) \
                            ("Modifying state during view update"); write it from the coordinator when UIKit reports the \
                            change, or defer it with DispatchQueue.main.async
                            """)
                    }
                }
            }
        }
    }

    /// The code a phase runs in place: its own body, and the bodies of the type's functions it calls in place
    /// (`updateMarkers(on: view)`), each with the helper's name and the names local to it (its parameters too).
    private static func code(
        of phase: FunctionDeclSyntax?, in representable: Representable
    ) -> [(body: CodeBlockSyntax, helper: String?, locals: Set<String>)] {
        guard let phase, let body = phase.body else { return [] }
        return [(body, nil, LocalNames.declared(in: body))] + representable.helpersCalledInPlace(from: phase).compactMap { helper in
            helper.body.map { ($0, helper.name.text, LocalNames.declared(in: helper)) }
        }
    }

    /// A stored property declared `Binding<…>` (or an optional one).
    private static func isBindingTyped(_ variable: VariableDeclSyntax) -> Bool {
        variable.bindings.contains { StoredValueType.isBinding($0.typeAnnotation?.type) }
    }

    /// Each phase that runs during a SwiftUI update or layout, with what SwiftUI is doing while it runs.
    private static func phases(of representable: Representable) -> [(function: FunctionDeclSyntax?, name: String, during: String)] {
        [
            (representable.update, representable.lifecycle.update, "while SwiftUI is updating the view"),
            (representable.make, representable.lifecycle.make, "while SwiftUI is building the view, during an update"),
            (sizeThatFits(of: representable), "sizeThatFits", "while SwiftUI is measuring the view, so layout runs again"),
        ]
    }

    /// A phase that writes a property of an object the representable observes (`cameraState.isCapturing = false`):
    /// whether that property is `@Published` in an `ObservableObject`, the index knows.
    private static func askAboutObjectWrites(of representable: Representable, observed: [String: String], report: inout RuleReport) {
        guard !observed.isEmpty else { return }
        for phase in phases(of: representable) {
            guard let body = phase.function?.body else { continue }
            let locals = LocalNames.declared(in: body)
            for write in Write.all(in: body, outsideClosures: true) {
                guard let path = write.target.pathFromSelf, path.count == 2, let type = observed[path[0]],
                      write.target.memberPath?.first == "self" || !locals.contains(path[0])
                else { continue }
                report.whenIndexed(at: write.node, asking: Question(
                    phase: phase.name, during: phase.during, object: path[0], objectType: type, property: path[1]))
            }
        }
    }

    /// A phase that calls one of the representable's closures synchronously (`onLoad?(true)`): whether that
    /// writes state depends on the closures callers pass, which the index knows.
    private static func askAboutCallbacks(of representable: Representable, report: inout RuleReport) {
        // Only handlers (`(Bool) -> Void`): a closure that returns a value is a getter or builds content.
        let handlers = Set(representable.members.lazy.compactMap { $0.as(VariableDeclSyntax.self) }.flatMap(\.bindings)
            .filter { StoredValueType.returnsNothing($0.typeAnnotation?.type) }
            .compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
        let callbacks = InputVariation.callbackArguments(of: representable).filter { handlers.contains($0.key) }
        guard !callbacks.isEmpty else { return }
        // Make runs the coordinator's method on fresh state; later, an early return may skip the call
        // (`guard loadedURL != url else { return }`).
        let relayedInMake = callbacksRelayedByCoordinator(of: representable, callbacks: Set(callbacks.keys), evenAfterReturns: true)
        let relayedLater = callbacksRelayedByCoordinator(of: representable, callbacks: Set(callbacks.keys), evenAfterReturns: false)
        for phase in phases(of: representable) {
            guard let body = phase.function?.body else { continue }
            let relayed = phase.function?.id == representable.make.id ? relayedInMake : relayedLater
            let locals = LocalNames.declared(in: body)
            for call in Nodes.all(FunctionCallExprSyntax.self, in: body, outsideClosures: true) {
                guard let path = call.calledExpression.withoutUnwraps.memberPath else { continue }
                // `context.coordinator.updateContent(…)`: a coordinator method that calls the closure in place.
                if path.count == 3, path[0] == "context", path[1] == "coordinator", !locals.contains("context"),
                   let name = relayed[path[2]], let arguments = callbacks[name] {
                    report.whenIndexed(at: call, asking: Question(
                        phase: phase.name, during: phase.during, callback: name, arguments: arguments, through: path[2]))
                    continue
                }
                guard path.count == 1 ? !locals.contains(path[0]) : path.count == 2 && path[0] == "self",
                      let name = path.last, let arguments = callbacks[name]
                else { continue }
                report.whenIndexed(at: call, asking: Question(
                    phase: phase.name, during: phase.during, callback: name, arguments: arguments))
            }
        }
    }

    /// The coordinator's methods that call one of `callbacks` through its copy of the representable
    /// (`parent.onColorChange(color)`) in place, not in a closure that runs later: method name to callback.
    /// Unless `evenAfterReturns`, only calls no `return` of the method comes before.
    private static func callbacksRelayedByCoordinator(
        of representable: Representable, callbacks: Set<String>, evenAfterReturns: Bool
    ) -> [String: String] {
        guard let coordinator = representable.coordinator else { return [:] }
        let parents = Set(coordinator.parentProperties(of: representable.name).map(\.name))
        guard !parents.isEmpty else { return [:] }
        var relayed: [String: String] = [:]
        for method in coordinator.members.compactMap({ $0.as(FunctionDeclSyntax.self) }) {
            guard let body = method.body, relayed[method.name.text] == nil else { continue }
            let firstReturn = evenAfterReturns ? nil : Nodes.all(ReturnStmtSyntax.self, in: body, outsideClosures: true).first?.position
            for call in Nodes.all(FunctionCallExprSyntax.self, in: body, outsideClosures: true) {
                if let firstReturn, call.position > firstReturn { break }
                guard var path = call.calledExpression.withoutUnwraps.memberPath else { continue }
                if path.first == "self" { path.removeFirst() }
                if path.count == 2, parents.contains(path[0]), callbacks.contains(path[1]) {
                    relayed[method.name.text] = path[1]
                    break
                }
            }
        }
        return relayed
    }

    /// A closure of the representable called during an update, layout or make.
    @CompactCoded
    struct Question: IndexQuestion {
        var phase: String
        var during: String
        var callback = ""
        /// `Type(label:` for each way call sites pass the closure.
        var arguments: [String] = []
        /// For a write to a property of an observed object instead: the object's name, type and the property.
        var object = ""
        var objectType = ""
        var property = ""
        /// The coordinator method the phase calls, which calls the closure (`updateContent`), if not called directly.
        var through = ""

        init(phase: String, during: String, callback: String, arguments: [String], through: String = "") {
            (self.phase, self.during, self.callback, self.arguments, self.through) = (phase, during, callback, arguments, through)
        }

        init(phase: String, during: String, object: String, objectType: String, property: String) {
            (self.phase, self.during, self.object, self.objectType, self.property) = (phase, during, object, objectType, property)
        }
    }

    /// A write to an observed object's `@Published` property publishes its change while SwiftUI updates views;
    /// a property SwiftUI does not observe, or a class from another module, is no finding.
    private static func objectWriteVerdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        guard index.isObservableObject(question.objectType) == .yes,
              index.record(of: ObservableMembers.self).properties.contains("\(question.objectType).\(question.property)")
        else { return nil }
        return IndexVerdict("""
            \(question.phase) writes '\(question.object).\(question.property)', a @Published property of \(question.objectType), \
            \(question.during) ("Publishing changes from within view updates is not allowed"): the views that observe it \
            re-render in the middle of the update, and the change may be dropped or applied one update late; write it \
            from the coordinator when UIKit reports the change, or defer it with DispatchQueue.main.async
            """)
    }

    static func verdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        if !question.objectType.isEmpty { return objectWriteVerdict(question, index: index) }
        let facts = index.record(of: CallSiteFacts.self)
        let fix = "call it after the update (DispatchQueue.main.async) or from the coordinator when UIKit reports the change"
        let calls = question.through.isEmpty
            ? "calls '\(question.callback)'"
            : "calls the coordinator's '\(question.through)', which calls '\(question.callback)',"
        if let writes = question.arguments.lazy.compactMap({ facts.stateWritingClosures[$0] }).first {
            return IndexVerdict("""
                \(question.phase) \(calls) \(question.during), and the closure a caller passes for it \
                writes \(writes) ("Modifying state during view update"): the caller re-renders in the middle of the \
                update, and the representable is updated again; \(fix)
                """)
        }
        // Callers in sight pass closures that write no state of theirs: nothing to report.
        guard !question.arguments.contains(where: { facts.passedArguments.contains($0) || facts.givenClosures.contains($0) })
        else { return nil }
        return .latent("""
            \(question.phase) \(calls) \(question.during); no caller in this project passes a \
            closure for it that can be seen, so whether it writes state is unknown. A closure that sets a @State or \
            @Binding would change state during the update; \(fix)
            """)
    }

    /// `sizeThatFits(_ proposal: ProposedViewSize, …)` of the representable.
    private static func sizeThatFits(of representable: Representable) -> FunctionDeclSyntax? {
        representable.members.lazy.compactMap { $0.as(FunctionDeclSyntax.self) }.first { function in
            function.name.text == "sizeThatFits"
                && function.signature.parameterClause.parameters.first?.type.trimmedDescription == "ProposedViewSize"
        }
    }
}
