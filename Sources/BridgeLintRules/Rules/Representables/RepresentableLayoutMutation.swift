import BridgeLintCore
import SwiftSyntax

/// make or update sets the geometry of the represented view itself, which SwiftUI owns.
struct RepresentableLayoutMutation: Rule {
    static let description = RuleDescription(
        id: "representable-layout-mutation",
        summary: "make or update sets frame, bounds, center or transform of the represented view itself",
        severity: .warning,
        rationale: """
            SwiftUI lays out a representable's view: it sets the view's frame, bounds, center and transform from \
            the size it proposes and the modifiers around the representable. Setting them from make or update \
            fights that layout: the value is overwritten on the next layout pass, or leaves the view jumping, \
            clipped or drawn at the wrong place until it is.
            """,
        howToFix: """
            Size the representable from SwiftUI (`.frame`, `.scaleEffect`, `.rotationEffect`, `.offset`) or \
            implement `sizeThatFits`. To lay out content inside it, set the geometry of a subview \
            (`player.view.frame = container.bounds` with an `autoresizingMask`), or apply the transform to a layer \
            or subview of it.
            """,
        triggeringExamples: [
            Example("""
                struct Gauge: UIViewRepresentable {
                    let size: CGFloat
                    func makeUIView(context: Context) -> GaugeView {
                        let gauge = GaugeView()
                        ↓gauge.frame = CGRect(x: 0, y: 0, width: size, height: size)
                        return gauge
                    }
                    func updateUIView(_ gauge: GaugeView, context: Context) {}
                }
                """),
            Example("""
                struct Compass: UIViewRepresentable {
                    let heading: Double
                    func makeUIView(context: Context) -> UIImageView { UIImageView(image: UIImage(named: "needle")) }
                    func updateUIView(_ needle: UIImageView, context: Context) {
                        ↓needle.transform = CGAffineTransform(rotationAngle: heading)
                    }
                }
                """),
            Example("""
                struct Preview: UIViewControllerRepresentable {
                    let height: CGFloat
                    func makeUIViewController(context: Context) -> PreviewController { PreviewController() }
                    func updateUIViewController(_ controller: PreviewController, context: Context) {
                        ↓controller.view.frame.size.height = height
                        UIView.animate(withDuration: 0.2) {
                            ↓controller.view.center = CGPoint(x: 0, y: height / 2)
                        }
                    }
                }
                """),
            Example("""
                struct Canvas: NSViewRepresentable {
                    let zoom: CGFloat
                    func makeNSView(context: Context) -> CanvasView { CanvasView() }
                    func updateNSView(_ canvas: CanvasView, context: Context) {
                        ↓canvas.bounds = NSRect(x: 0, y: 0, width: 800 / zoom, height: 600 / zoom)
                    }
                }
                """),
            Example("""
                // A quarter turn swaps width and height, so the frame SwiftUI gave the view no longer fits it.
                struct SidewaysRuler: UIViewRepresentable {
                    func makeUIView(context: Context) -> RulerView {
                        let ruler = RulerView()
                        ↓ruler.transform = CGAffineTransform(rotationAngle: .pi / 2)
                        return ruler
                    }
                    func updateUIView(_ ruler: RulerView, context: Context) {}
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // The frame SwiftUI gives the view already equals its bounds: nothing moves.
                struct ScreenView: UIViewRepresentable {
                    let screen: EmulatorScreen
                    func makeUIView(context: Context) -> ScreenLayer { ScreenLayer(screen: screen) }
                    func updateUIView(_ uiView: ScreenLayer, context: Context) {
                        uiView.frame = uiView.bounds
                        uiView.setNeedsDisplay()
                    }
                }
                """),
            Example("""
                struct VideoView: UIViewRepresentable {
                    let player: AVPlayerViewController
                    func makeUIView(context: Context) -> UIView {
                        let container = UIView()
                        player.view.frame = container.bounds
                        player.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                        container.addSubview(player.view)
                        return container
                    }
                    func updateUIView(_ container: UIView, context: Context) {}
                }
                """),
            Example("""
                struct Compass: UIViewRepresentable {
                    let heading: Double
                    func makeUIView(context: Context) -> CompassView { CompassView() }
                    func updateUIView(_ compass: CompassView, context: Context) {
                        compass.needle.transform = CGAffineTransform(rotationAngle: heading)
                        compass.layer.cornerRadius = compass.bounds.width / 2
                    }
                }
                """),
            Example("""
                struct Gauge: UIViewRepresentable {
                    let value: Double
                    func makeUIView(context: Context) -> GaugeView { GaugeView(frame: .zero) }
                    func updateUIView(_ gauge: GaugeView, context: Context) {
                        gauge.value = value
                    }
                    func sizeThatFits(_ proposal: ProposedViewSize, uiView: GaugeView, context: Context) -> CGSize? {
                        CGSize(width: proposal.width ?? 120, height: 120)
                    }
                }
                """),
            Example("""
                // A selfie preview mirrored left to right: a flip keeps the frame SwiftUI sets.
                struct SelfiePreview: UIViewRepresentable {
                    let isFrontCamera: Bool
                    func makeUIView(context: Context) -> PreviewView {
                        let preview = PreviewView()
                        if isFrontCamera { preview.transform = .init(scaleX: -1, y: 1) }
                        return preview
                    }
                    func updateUIView(_ preview: PreviewView, context: Context) {}
                }
                """),
            Example("""
                // Turned upside down so the newest message sits at the bottom: a half turn keeps the frame.
                struct MessageList: UIViewRepresentable {
                    let messages: [Message]
                    let isInverted: Bool
                    func makeUIView(context: Context) -> UITableView {
                        let table = UITableView()
                        table.dataSource = context.coordinator
                        table.transform = CGAffineTransform(rotationAngle: isInverted ? .pi : 0)
                        return table
                    }
                    func updateUIView(_ table: UITableView, context: Context) {
                        context.coordinator.messages = messages
                        table.reloadData()
                    }
                    func makeCoordinator() -> MessageSource { MessageSource() }
                }
                """),
            Example("""
                struct Host: UIViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> UIViewController {
                        let controller = UIViewController()
                        let child = UIView()
                        child.frame = controller.view.bounds
                        controller.view.addSubview(child)
                        return controller
                    }
                    func updateUIViewController(_ controller: UIViewController, context: Context) {}
                }
                """),
        ],
        symptoms: [
            "A representable's view jumps, is clipped or drawn at the wrong place",
            "A frame set in make or update is ignored",
            "wrapped view jumps or disappears",
            "frame set on the UIKit view is ignored",
            "layout is wrong after rotation",
        ],
        scaffold: .representable
    )

    private static let geometry: Set<String> = ["frame", "bounds", "center", "transform"]

    func check(_ file: LintFile, report: inout RuleReport) {
        for representable in Representable.all(in: file) {
            let isController = representable.lifecycle.isController
            var sites: [(function: FunctionDeclSyntax, view: String?)] = [(representable.make, representable.madeViewName)]
            if let update = representable.update {
                sites.append((update, representable.updateViewName))
            }
            for (function, view) in sites {
                guard let view, let body = function.body else { continue }
                // A local that shadows update's parameter is some other view.
                if function.id == representable.update?.id, LocalNames.declared(in: body).contains(view) { continue }
                for write in Write.all(in: body) where Self.reachesSameView(write.node, named: view, in: body) {
                    guard let path = write.target.memberPath, path.first == view else { continue }
                    let rest = isController ? (path.count > 2 && path[1] == "view" ? Array(path.dropFirst(2)) : []) : Array(path.dropFirst())
                    guard let property = rest.first, Self.geometry.contains(property),
                          !(property == "transform" && rest.count == 1 && Self.keepsBoundingBox(write.node)),
                          !(property == "frame" && rest.count == 1 && Self.isOwnBounds(write.node, of: path.dropLast()))
                    else { continue }
                    let owner = isController ? "\(view).view" : view
                    // SwiftUI does not reset a transform; it sets the frame, which a transform makes undefined.
                    let consequence = property == "transform"
                        ? "but SwiftUI places that view by setting its frame, which is undefined on a view with a transform: its size and position come out wrong"
                        : "which SwiftUI lays out itself and will override"
                    report.add(at: write.node, """
                        \(function.name.text) sets '\(property)' of the represented view '\(owner)', \(consequence); size \
                        it from SwiftUI (.frame, .offset, .rotationEffect, .scaleEffect) or change a subview instead
                        """)
                }
            }
        }
    }

    /// `view.frame = view.bounds`: the frame SwiftUI's container gives the view already has the origin at zero
    /// and the size of its bounds, so this changes nothing.
    private static func isOwnBounds(_ write: ExprSyntax, of owner: ArraySlice<String>) -> Bool {
        guard let assignment = write.as(SequenceExprSyntax.self).flatMap(Assignment.init), assignment.value.count == 1,
              let value = assignment.value.first?.memberPath
        else { return false }
        return value == Array(owner) + ["bounds"]
    }

    /// A half turn or a mirror flip (`CGAffineTransform(rotationAngle: .pi)`, `scaleX: 1, y: -1`) leaves the
    /// view's bounding box as SwiftUI laid it out: the usual way to turn a list upside down for a chat.
    private static func keepsBoundingBox(_ write: ExprSyntax) -> Bool {
        guard let assignment = write.as(SequenceExprSyntax.self).flatMap(Assignment.init), assignment.value.count == 1,
              let call = assignment.value.first?.as(FunctionCallExprSyntax.self)
        else { return false }
        // `CGAffineTransform(scaleX:y:)`, `CGAffineTransform.init(…)`, or `.init(…)` assigned to `transform`.
        let callee = call.calledExpression.trimmedDescription
        guard callee.hasSuffix("AffineTransform") || callee.hasSuffix(".init") else { return false }
        let labels = call.arguments.map { $0.label?.text }
        if labels == ["rotationAngle"], let angle = call.arguments.first?.expression {
            let tokens = angle.tokens(viewMode: .sourceAccurate).map(\.text)
            // `.pi`, `cond ? .pi : 0`; not `.pi / 2`, a quarter turn that swaps width and height.
            return tokens.contains("pi") && !tokens.contains("/") && !tokens.contains("*")
        }
        if labels == ["scaleX", "y"] {
            return call.arguments.allSatisfy { ["1", "-1", "1.0", "-1.0"].contains($0.expression.trimmedDescription) }
        }
        return false
    }

    /// Closures still act on the same view (`UIView.animate { needle.transform = … }`) unless they declare
    /// another with its name; a nested function may never run.
    private static func reachesSameView(_ node: some SyntaxProtocol, named view: String, in body: CodeBlockSyntax) -> Bool {
        var current = node.parent
        while let parent = current, parent.id != body.id {
            if parent.is(FunctionDeclSyntax.self) { return false }
            if let closure = parent.as(ClosureExprSyntax.self), LocalNames.declared(in: closure).contains(view) { return false }
            current = parent.parent
        }
        return true
    }
}
