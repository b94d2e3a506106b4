import BridgeLintCore
import SwiftSyntax

/// A UIGestureRecognizerRepresentable that wires its recognizer's target-action by hand.
struct GestureRepresentableManualTarget: Rule {
    static let description = RuleDescription(
        id: "gesture-representable-manual-target",
        summary: "A UIGestureRecognizerRepresentable adds a target-action to its recognizer itself",
        severity: .warning,
        rationale: """
            With UIGestureRecognizerRepresentable (iOS 18+) SwiftUI installs the recognizer's action itself and \
            calls handleUIGestureRecognizerAction(_:context:) with a coordinate converter for SwiftUI's coordinate \
            spaces. A target added by hand runs besides it: the gesture is handled twice, or through a coordinator \
            that has no converter and reports UIKit coordinates.
            """,
        howToFix: """
            Create the recognizer without a target (`UIPanGestureRecognizer()`) and move the handling into \
            `handleUIGestureRecognizerAction(_:context:)`.
            """,
        triggeringExamples: [
            Example("""
                struct PressGesture: UIGestureRecognizerRepresentable {
                    @Binding var location: CGPoint?
                    func makeCoordinator(converter: CoordinateSpaceConverter) -> Coordinator { Coordinator() }
                    func makeUIGestureRecognizer(context: Context) -> UILongPressGestureRecognizer {
                        let recognizer = UILongPressGestureRecognizer()
                        ↓recognizer.addTarget(context.coordinator, action: #selector(Coordinator.pressed(_:)))
                        return recognizer
                    }
                    func handleUIGestureRecognizerAction(_ recognizer: UILongPressGestureRecognizer, context: Context) {
                        location = context.converter.localLocation
                    }
                }
                """),
            Example("""
                struct PanGesture: UIGestureRecognizerRepresentable {
                    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
                        ↓UIPanGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.panned(_:)))
                    }
                    func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {}
                }
                """),
            Example("""
                extension TwoFingerTap: UIGestureRecognizerRepresentable {
                    func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
                        let tap = UITapGestureRecognizer()
                        tap.numberOfTouchesRequired = 2
                        return tap
                    }
                    func updateUIGestureRecognizer(_ tap: UITapGestureRecognizer, context: Context) {
                        ↓tap.addTarget(context.coordinator, action: #selector(Coordinator.tapped))
                    }
                }
                """),
            Example("""
                struct DoubleClick: NSGestureRecognizerRepresentable {
                    func makeNSGestureRecognizer(context: Context) -> NSClickGestureRecognizer {
                        let click = ↓NSClickGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.clicked))
                        click.numberOfClicksRequired = 2
                        return click
                    }
                    func handleNSGestureRecognizerAction(_ click: NSClickGestureRecognizer, context: Context) {}
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct PressGesture: UIGestureRecognizerRepresentable {
                    @Binding var location: CGPoint?
                    func makeUIGestureRecognizer(context: Context) -> UILongPressGestureRecognizer {
                        let recognizer = UILongPressGestureRecognizer()
                        recognizer.minimumPressDuration = 0.3
                        return recognizer
                    }
                    func handleUIGestureRecognizerAction(_ recognizer: UILongPressGestureRecognizer, context: Context) {
                        location = recognizer.state == .ended ? nil : context.converter.localLocation
                    }
                }
                """),
            Example("""
                // Before iOS 18: a UIViewRepresentable attaches the recognizer, and the coordinator is its target.
                struct PressArea: UIViewRepresentable {
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> UIView {
                        let view = UIView()
                        view.addGestureRecognizer(UILongPressGestureRecognizer(target: context.coordinator, action: #selector(Coordinator.pressed)))
                        return view
                    }
                    func updateUIView(_ view: UIView, context: Context) {}
                }
                """),
            Example("""
                struct PanGesture: UIGestureRecognizerRepresentable {
                    func makeUIGestureRecognizer(context: Context) -> UIPanGestureRecognizer {
                        let pan = UIPanGestureRecognizer(target: nil, action: nil)
                        pan.maximumNumberOfTouches = 1
                        return pan
                    }
                    func handleUIGestureRecognizerAction(_ recognizer: UIPanGestureRecognizer, context: Context) {}
                }
                """),
        ],
        symptoms: [
            "A gesture is handled twice",
            "Gesture locations are in UIKit coordinates instead of SwiftUI's",
            "gesture action fires twice",
            "handleUIGestureRecognizerAction and the target both called",
        ],
        scaffold: .gestureRepresentable
    )

    private static let protocols: Set<String> = ["UIGestureRecognizerRepresentable", "NSGestureRecognizerRepresentable"]
    private static let makers: Set<String> = ["makeUIGestureRecognizer", "makeNSGestureRecognizer"]

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("GestureRecognizer") else { return }
        for group in TypeGroups.all(in: file) {
            let functions = group.members.compactMap { $0.as(FunctionDeclSyntax.self) }
            guard !Self.protocols.isDisjoint(with: group.inheritedNames) || functions.contains(where: { Self.makers.contains($0.name.text) })
            else { continue }
            for function in functions {
                guard let body = function.body else { continue }
                for call in Nodes.all(FunctionCallExprSyntax.self, in: body) {
                    guard let site = Self.manualTarget(call) else { continue }
                    report.add(at: call, """
                        \(site) on the recognizer of \(group.name): SwiftUI already installs its action and calls \
                        handleUIGestureRecognizerAction(_:context:); handle the gesture there instead
                        """)
                }
            }
        }
    }

    /// `recognizer.addTarget(_:action:)`, or a recognizer created with a target (`UIPanGestureRecognizer(target: x, …)`).
    private static func manualTarget(_ call: FunctionCallExprSyntax) -> String? {
        if call.receiver != nil, call.matches("addTarget", labels: [nil, "action"]) {
            return "'addTarget' adds a second action"
        }
        guard let type = call.constructedType, type.hasSuffix("GestureRecognizer"),
              let target = call.arguments.first(where: { $0.label?.text == "target" })?.expression,
              !target.is(NilLiteralExprSyntax.self)
        else { return nil }
        return "'\(type)(target:action:)' adds a second action"
    }
}
