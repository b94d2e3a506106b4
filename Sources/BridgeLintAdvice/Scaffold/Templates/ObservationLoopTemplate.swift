import BridgeLintCore

/// A UIKit helper that re-runs a render closure whenever what it read changes. With Observation (iOS 17+):
/// withObservationTracking, whose onChange fires once, on the mutating thread, before the change lands, so it
/// hops to the main thread and tracks again. Below iOS 17: an ObservableObject observed with Combine on the main queue.
struct ObservationLoopTemplate {
    let name: String
    let target: IOSVersion?

    static func generate(_ request: ScaffoldRequest) -> Scaffold {
        let template = ObservationLoopTemplate(name: request.name, target: request.deploymentTarget)
        if Availability.isBelow(Bridge.observableModel.minimumIOS, request.deploymentTarget) {
            return Scaffold(source: template.renderCombine(), notes: [
                "Observation needs iOS 17: generated a helper that observes an ObservableObject with Combine instead",
            ])
        }
        var notes: [String] = []
        if let target = request.deploymentTarget, target >= IOSVersion(26) {
            notes.append("from iOS 26 UIKit tracks Observation reads in updateProperties() (and layoutSubviews, viewWillLayoutSubviews) by itself: override updateProperties() and read the model there instead of using this helper")
        }
        return Scaffold(source: template.renderObservation(), notes: notes)
    }

    private func writeUsage(into out: inout SourceBuilder, creation: String) {
        out.lines([
            "///",
            "///     private var observation: \(name)?",
            "///",
            "///     override func viewDidLoad() {",
            "///         super.viewDidLoad()",
            "///         observation = \(creation)",
            "///     }",
        ])
    }

    func renderObservation() -> String {
        var out = SourceBuilder()
        out.lines(["import Observation", "import UIKit"])
        out.blankLine()
        out.line("/// Runs `render` now, and again on the main thread whenever an @Observable value it read changes, until")
        out.line("/// cancelled or released. For UIKit code that shows Observation models:")
        writeUsage(into: &out, creation: "\(name) { [weak self] in self?.render() }")
        if let target, target >= IOSVersion(26) {
            out.line("///")
            out.line("/// From iOS 26, overriding updateProperties() and reading the model there does the same without a helper.")
        }
        out.line("@MainActor")
        out.block("final class \(name)") { body in
            body.line("private let render: @MainActor () -> Void")
            body.line("private var isCancelled = false")
            body.blankLine()
            body.block("init(_ render: @escaping @MainActor () -> Void)") { initializer in
                initializer.line("self.render = render")
                initializer.line("observe()")
            }
            body.blankLine()
            body.line("/// Stops observing: later changes no longer run `render`.")
            body.block("func cancel()") { $0.line("isCancelled = true") }
            body.blankLine()
            body.block("private func observe()") { observe in
                observe.line("guard !isCancelled else { return }")
                observe.lines(["withObservationTracking {", "    render()"])
                observe.indented("} onChange: { [weak self] in", closing: "}") { change in
                    change.line("// Fires once, on the thread that made the change, before it lands: read the new")
                    change.line("// values on the main thread, and track again from there.")
                    change.block("DispatchQueue.main.async") { $0.line("self?.observe()") }
                }
            }
        }
        return out.text
    }

    func renderCombine() -> String {
        var out = SourceBuilder()
        out.lines(["import Combine", "import UIKit"])
        out.blankLine()
        out.line("/// Runs `render` now, and again on the main thread after every change of an ObservableObject, until")
        out.line("/// cancelled or released. For UIKit code that shows ObservableObject models:")
        writeUsage(into: &out, creation: "\(name)(model) { [weak self] in self?.render() }")
        out.line("@MainActor")
        out.block("final class \(name)") { body in
            body.line("private var subscription: AnyCancellable?")
            body.blankLine()
            body.block("init<Model: ObservableObject>(_ model: Model, render: @escaping @MainActor () -> Void)") { initializer in
                initializer.line("render()")
                initializer.line("// objectWillChange fires before the change lands: receiving on the main queue renders after it.")
                initializer.line("subscription = model.objectWillChange")
                initializer.line("    .receive(on: DispatchQueue.main)")
                initializer.line("    .sink { _ in render() }")
            }
            body.blankLine()
            body.line("/// Stops observing: later changes no longer run `render`.")
            body.block("func cancel()") { $0.line("subscription = nil") }
        }
        return out.text
    }
}
