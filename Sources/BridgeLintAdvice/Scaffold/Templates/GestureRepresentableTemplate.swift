import BridgeLintCore

/// A UIGestureRecognizerRepresentable (iOS 18+): SwiftUI installs the action and calls
/// handleUIGestureRecognizerAction, so no target is ever added. Below iOS 18, a transparent
/// UIViewRepresentable that carries the recognizer, with the coordinator as its target.
///
/// A continuous recognizer reports its location through a binding while it runs; a discrete one calls an
/// action with the location where it was recognized.
struct GestureRepresentableTemplate {
    let name: String
    let wrapped: WrappedType
    let target: IOSVersion?

    private var style: UIKitClass.GestureStyle { wrapped.knowledge?.gestureStyle ?? .continuous }
    private var setup: [String] {
        (wrapped.knowledge?.setup ?? []).map { $0.replacingOccurrences(of: "{view}", with: "recognizer") }
    }

    static func generate(_ request: ScaffoldRequest) throws(ScaffoldError) -> Scaffold {
        guard let typeName = request.typeName else {
            throw .invalidRequest("gesture-representable needs --type: the gesture recognizer class")
        }
        let wrapped = try WrappedType.resolve(typeName, for: .gestureRepresentable, wrapperName: request.name,
                                              index: request.index)
        let template = GestureRepresentableTemplate(name: request.name, wrapped: wrapped, target: request.deploymentTarget)
        var notes = wrapped.notes
        if Availability.isBelow(Bridge.gestureRecognizerRepresentable.minimumIOS, request.deploymentTarget) {
            notes.append("UIGestureRecognizerRepresentable needs iOS 18: generated a UIViewRepresentable that carries the recognizer instead; use it as an overlay")
            return Scaffold(source: template.renderViewFallback(), notes: notes)
        }
        return Scaffold(source: template.renderRepresentable(), notes: notes)
    }

    private func writeImports(into out: inout SourceBuilder) {
        out.lines(["import SwiftUI", "import UIKit"])
        out.blankLine()
    }

    /// The value the wrapper hands to SwiftUI.
    private func writeOutput(into out: inout SourceBuilder) {
        switch style {
        case .continuous:
            out.line("/// Where the gesture is, in the attached view's coordinates, while it runs; nil otherwise.")
            out.line("@Binding var location: CGPoint?")
        case .discrete:
            out.line("/// Called with the location, in the attached view's coordinates, each time the gesture is recognized.")
            out.line("var action: (CGPoint) -> Void")
        }
    }

    /// The body of the action: `position` reads the location in the right coordinates; `owner` reaches the wrapper.
    private func writeHandling(into out: inout SourceBuilder, position: String, owner: String) {
        switch style {
        case .continuous:
            // Swift indents `case` labels at the level of their `switch`.
            out.lines([
                "switch recognizer.state {",
                "case .began, .changed:",
                "    \(owner)location = \(position)",
                "default:",
                "    \(owner)location = nil",
                "}",
            ])
        case .discrete:
            out.block("if recognizer.state == .ended") { $0.line("\(owner)action(\(position))") }
        }
    }

    func renderRepresentable() -> String {
        var out = SourceBuilder()
        writeImports(into: &out)
        let usage = style == .continuous ? "\(name)(location: $location)" : "\(name) { location in … }"
        out.line("/// \(wrapped.name) as a SwiftUI gesture: `.gesture(\(usage))`.")
        out.block("struct \(name): UIGestureRecognizerRepresentable") { body in
            writeOutput(into: &body)
            body.blankLine()
            body.block("func makeUIGestureRecognizer(context: Context) -> \(wrapped.name)") { make in
                if setup.isEmpty {
                    make.line("\(wrapped.name)()")
                } else {
                    make.line("let recognizer = \(wrapped.name)()")
                    make.lines(setup)
                    make.line("return recognizer")
                }
            }
            body.blankLine()
            body.line("// SwiftUI installs the action and calls this method: the recognizer needs no target of its own.")
            body.block("func handleUIGestureRecognizerAction(_ recognizer: \(wrapped.name), context: Context)") { handle in
                writeHandling(into: &handle, position: "context.converter.localLocation", owner: "")
            }
        }
        return out.text
    }

    func renderViewFallback() -> String {
        var out = SourceBuilder()
        writeImports(into: &out)
        out.line("/// \(wrapped.name) for SwiftUI before iOS 18: a transparent view that carries the recognizer.")
        out.line("/// Lay it over the view it serves: `.overlay(\(name)(…))`.")
        out.block("struct \(name): UIViewRepresentable") { body in
            writeOutput(into: &body)
            body.blankLine()
            body.block("func makeCoordinator() -> Coordinator") { $0.line("Coordinator(self)") }
            body.blankLine()
            body.block("func makeUIView(context: Context) -> UIView") { make in
                make.line("let view = UIView()")
                make.line("view.backgroundColor = .clear")
                make.line("// One-time setup: make runs once per view, update runs on every change.")
                make.line("let recognizer = \(wrapped.name)(target: context.coordinator, action: #selector(Coordinator.handle(_:)))")
                make.lines(setup)
                make.line("view.addGestureRecognizer(recognizer)")
                make.line("return view")
            }
            body.blankLine()
            body.block("func updateUIView(_ view: UIView, context: Context)") { update in
                update.line("// The coordinator must use this value's binding or action, not the first one's.")
                update.line("context.coordinator.parent = self")
            }
            SizeThatFitsTemplate.write(into: &body, viewType: "UIView", sizing: .neither, target: target)
            body.blankLine()
            body.block("final class Coordinator: NSObject") { coordinator in
                coordinator.line("var parent: \(name)")
                coordinator.blankLine()
                coordinator.block("init(_ parent: \(name))") { $0.line("self.parent = parent") }
                coordinator.blankLine()
                coordinator.block("@objc func handle(_ recognizer: \(wrapped.name))") { handle in
                    writeHandling(into: &handle, position: "recognizer.location(in: recognizer.view)", owner: "parent.")
                }
            }
        }
        return out.text
    }
}
