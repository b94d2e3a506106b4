import BridgeLintCore
import SwiftSyntax

/// update writes a @Binding or @State input synchronously: state modified during a view update.
struct RepresentableStateWriteInUpdate: Rule {
    static let description = RuleDescription(
        id: "representable-state-write-in-update",
        summary: "update writes a @Binding or @State input synchronously, during the SwiftUI update",
        severity: .warning,
        rationale: """
            update runs while SwiftUI is updating the view graph. Writing a @Binding or @State value there changes \
            state in the middle of that update: SwiftUI reports "Modifying state during view update, this will \
            cause undefined behavior", the write may be dropped or applied one update late, and it schedules yet \
            another update, which can keep the view re-rendering. A condition around the write does not change \
            that: whenever it runs, it runs during the update.
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
                    func makeUIView(context: Context) -> ScannerView { ScannerView() }
                    func updateUIView(_ scanner: ScannerView, context: Context) {
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
        ]
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        for representable in Representable.all(in: file) {
            guard let update = representable.update, let body = update.body else { continue }
            let state = Dictionary(representable.inputs.filter { $0.kind != .plain }.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
            guard !state.isEmpty else { continue }
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
                report.add(at: write.node, """
                    \(representable.lifecycle.update) writes \(kind == .binding ? "@Binding" : "@State") '\(input)' \
                    while SwiftUI is updating the view ("Modifying state during view update"); write it from the \
                    coordinator when UIKit reports the change, or defer it with DispatchQueue.main.async
                    """)
            }
        }
    }
}
