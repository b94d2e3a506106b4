import BridgeLintCore

/// A UIViewRepresentable or UIViewControllerRepresentable, correct by the rule catalog: one-time setup in make,
/// inputs applied in update only when they differ, a coordinator whose `parent` update refreshes, write-backs
/// deferred when UIKit also reports update's own changes, dismissal through SwiftUI, teardown in a static
/// dismantle, and sizeThatFits for a view without an intrinsic size.
struct RepresentableTemplate {
    /// A value crossing the bridge, with what the table knows about it.
    struct Input {
        var name: String
        var type: String
        var isBinding: Bool
        var known: BridgedProperty?

        var isCreationInput: Bool { known?.isCreationInput ?? false }
        /// Applied to the view in update: everything but creation inputs and values only UIKit reports.
        var isApplied: Bool { !isCreationInput && known?.direction != .reported }
    }

    let name: String
    let wrapped: WrappedType
    let isController: Bool
    let inputs: [Input]
    /// Closures called from the coordinator through `parent`, never compared or applied in update.
    let actions: [InputDeclaration]
    let delegates: [DelegateSlot]
    let target: IOSVersion?
    private(set) var notes: [String] = []

    private var knowledge: UIKitClass? { wrapped.knowledge }
    private var view: String { wrapped.variableName }

    static func generate(_ request: ScaffoldRequest) throws(ScaffoldError) -> Scaffold {
        guard let typeName = request.typeName else {
            throw .invalidRequest("\(request.kind.rawValue) needs --type: the UIKit class to wrap")
        }
        let wrapped = try WrappedType.resolve(typeName, for: request.kind, wrapperName: request.name, index: request.index)
        let template = try RepresentableTemplate(request, wrapped: wrapped)
        let source = template.render()
        return Scaffold(source: source, notes: wrapped.notes + template.notes)
    }

    private init(_ request: ScaffoldRequest, wrapped: WrappedType) throws(ScaffoldError) {
        name = request.name
        self.wrapped = wrapped
        isController = request.kind == .controllerRepresentable
        target = request.deploymentTarget
        var delegates = wrapped.knowledge?.delegates ?? []
        if let extra = request.delegateProtocol, !delegates.contains(where: { $0.protocols.contains(extra) }) {
            delegates.append(DelegateSlot("delegate", extra))
        }
        self.delegates = delegates
        var notes: [String] = []
        if let knowledge = wrapped.knowledge, Availability.isBelow(knowledge.minimumIOS, request.deploymentTarget) {
            notes.append("\(knowledge.name), as generated, needs iOS \(knowledge.minimumIOS): the wrapper is marked @available; use it under if #available")
        }
        inputs = try Self.inputs(request, wrapped: wrapped, notes: &notes)
        actions = try Self.actions(request, besides: inputs)
        self.notes = notes
        let reserved: Set<String> = ["context", "coordinator", "parent", "dismiss", "body", wrapped.variableName]
        if let clash = (inputs.map(\.name) + actions.map(\.name)).first(where: { reserved.contains($0) }) {
            throw .invalidRequest("'\(clash)' is used by the generated code; give the input another name")
        }
    }

    /// The bindings and inputs asked for, then the ones the class cannot do without.
    private static func inputs(_ request: ScaffoldRequest, wrapped: WrappedType,
                               notes: inout [String]) throws(ScaffoldError) -> [Input] {
        var result: [Input] = []
        for (declaration, isBinding) in request.bindings.map({ ($0, true) }) + request.inputs.map({ ($0, false) }) {
            let option = isBinding ? "--binding" : "--input"
            guard SwiftInput.isIdentifier(declaration.name) else {
                throw .invalidRequest("\(option) \(declaration): '\(declaration.name)' is not a Swift name")
            }
            guard !result.contains(where: { $0.name == declaration.name }) else {
                throw .invalidRequest("\(option) \(declaration): '\(declaration.name)' is given twice")
            }
            let known = wrapped.knowledge?.property(named: declaration.name)
            if let known, known.isCreationInput, isBinding {
                throw .invalidRequest("--binding \(declaration): \(wrapped.name) reads '\(known.name)' once, at creation; pass it with --input")
            }
            if let known, known.direction == .reported, !isBinding {
                throw .invalidRequest("--input \(declaration): \(wrapped.name) reports '\(known.name)' back and never takes it; pass it with --binding")
            }
            guard let type = declaration.type ?? known?.type else {
                throw .invalidRequest("\(option) \(declaration.name): give its type, as in \(option) \(declaration.name):TYPE")
            }
            guard SwiftInput.isType(type) else {
                throw .invalidRequest("\(option) \(declaration): '\(type)' is not a Swift type")
            }
            if let knowledge = wrapped.knowledge, known == nil {
                notes.append("\(knowledge.name) has no '\(declaration.name)' in bridgelint's table: update assumes a property '\(wrapped.variableName).\(declaration.name)'")
            }
            if let known, known.type != type {
                notes.append("'\(declaration.name)' is a \(known.type) on \(wrapped.name); check the generated comparison with \(type)")
            }
            if isBinding, known?.direction == .oneWay {
                notes.append("\(wrapped.name) never reports '\(declaration.name)' back: a plain --input would do")
            }
            result.append(Input(name: declaration.name, type: type, isBinding: isBinding, known: known))
        }
        for property in wrapped.knowledge?.properties ?? [] where property.isRequired {
            if !result.contains(where: { $0.name == property.name }) {
                result.append(Input(name: property.name, type: property.type, isBinding: false, known: property))
            }
        }
        return result
    }

    /// The `--action` closures: each a new Swift name with a function type.
    private static func actions(_ request: ScaffoldRequest, besides inputs: [Input]) throws(ScaffoldError) -> [InputDeclaration] {
        var result: [InputDeclaration] = []
        for action in request.actions {
            guard SwiftInput.isIdentifier(action.name) else {
                throw .invalidRequest("--action \(action): '\(action.name)' is not a Swift name")
            }
            guard !inputs.contains(where: { $0.name == action.name }), !result.contains(where: { $0.name == action.name }) else {
                throw .invalidRequest("--action \(action): '\(action.name)' is given twice")
            }
            guard let type = action.type, SwiftInput.isFunctionType(type) else {
                throw .invalidRequest("--action \(action.name): give a closure type, as in --action \(action.name):(String) -> Void")
            }
            result.append(InputDeclaration(name: action.name, type: type))
        }
        return result
    }

    // MARK: What the wrapper needs

    /// Events whose method is generated: those reporting a bound value, and those that end the presentation.
    private var emittedEvents: [UIKitEvent] {
        (knowledge?.events ?? []).filter { event in
            event.endsPresentation || event.reports.contains { report in boundNames.contains(report.property) }
        }
    }

    private var boundNames: Set<String> { Set(inputs.filter(\.isBinding).map(\.name)) }

    /// Bindings no known event reports back: the coordinator gets a marked place for them.
    private var bindingsWithoutEvent: [Input] {
        let reported = Set((knowledge?.events ?? []).flatMap(\.reports).map(\.property))
        return inputs.filter { $0.isBinding && !reported.contains($0.name) }
    }

    private var needsDismissAction: Bool { emittedEvents.contains(where: \.endsPresentation) }

    private var coordinatorState: [String] {
        inputs.compactMap { $0.isApplied ? $0.known?.coordinatorState : nil }
    }

    private var needsCoordinator: Bool {
        !delegates.isEmpty || !emittedEvents.isEmpty || !coordinatorState.isEmpty || !bindingsWithoutEvent.isEmpty
            || !actions.isEmpty
            || !(knowledge?.requiredMethods.isEmpty ?? true)
    }

    /// `@available` when the class (or what the generated code calls on it) is newer than the deployment target.
    private var classAvailability: String? {
        knowledge.flatMap { Availability.attribute(minimum: $0.minimumIOS, target: target) }
    }

    private var protocolName: String { isController ? "UIViewControllerRepresentable" : "UIViewRepresentable" }
    private var lifecycleSuffix: String { isController ? "UIViewController" : "UIView" }

    private func fill(_ template: String, value: String = "", coordinator: String = "context.coordinator") -> String {
        var text = template
            .replacingOccurrences(of: "{view}", with: view)
            .replacingOccurrences(of: "{value}", with: value)
            .replacingOccurrences(of: "{coordinator}", with: coordinator)
            .replacingOccurrences(of: "{type}", with: wrapped.name)
        for input in inputs {
            text = text.replacingOccurrences(of: "{\(input.name)}", with: input.name)
        }
        return text
    }

    // MARK: Rendering

    private func render() -> String {
        var out = SourceBuilder()
        let modules = Set(["SwiftUI", "UIKit"] + [knowledge?.module].compactMap { $0 } + (knowledge?.extraImports ?? []))
        out.lines(modules.sorted().map { "import \($0)" })
        out.blankLine()
        out.line("/// \(wrapped.name) in SwiftUI.")
        if let availability = classAvailability { out.line(availability) }
        out.block("struct \(name): \(protocolName)") { body in
            writeProperties(into: &body)
            if needsCoordinator {
                body.blankLine()
                body.block("func makeCoordinator() -> Coordinator") { $0.line("Coordinator(self)") }
            }
            body.blankLine()
            writeMake(into: &body)
            body.blankLine()
            writeUpdate(into: &body)
            writeDismantle(into: &body)
            if !isController, let sizing = wrapped.intrinsicSize {
                SizeThatFitsTemplate.write(into: &body, viewType: wrapped.name, sizing: sizing, target: target)
            }
            if needsCoordinator {
                body.blankLine()
                writeCoordinator(into: &body)
            }
        }
        if let hostView = knowledge?.hostView {
            out.blankLine()
            if let availability = classAvailability { out.line(availability) }
            out.line(fill(hostView))
        }
        return out.text
    }

    private func writeProperties(into out: inout SourceBuilder) {
        for input in inputs {
            out.line(input.isBinding ? "@Binding var \(input.name): \(input.type)" : "let \(input.name): \(input.type)")
        }
        for action in actions {
            out.line("let \(action.name): \(action.type ?? "")")
        }
        if needsDismissAction {
            out.line("@Environment(\\.dismiss) private var dismiss")
        }
    }

    private func writeMake(into out: inout SourceBuilder) {
        out.block("func make\(lifecycleSuffix)(context: Context) -> \(wrapped.name)") { body in
            body.lines((knowledge?.preamble ?? []).map { fill($0) })
            body.line("let \(view) = \(fill(knowledge?.creation ?? "{type}()"))")
            body.lines((knowledge?.setup ?? []).map { fill($0) })
            let wiring = delegates.map { "\(view).\($0.property) = context.coordinator" } + controlTargets
            if !wiring.isEmpty {
                body.line("// One-time setup: make runs once per view, update runs on every change.")
                body.lines(wiring)
            }
            body.line("return \(view)")
        }
    }

    private var controlTargets: [String] {
        emittedEvents.compactMap { event in
            guard case .controlEvent(let name) = event.source else { return nil }
            return "\(view).addTarget(context.coordinator, action: #selector(Coordinator.\(name)(_:)), for: .\(name))"
        }
    }

    private func writeUpdate(into out: inout SourceBuilder) {
        out.block("func update\(lifecycleSuffix)(_ \(view): \(wrapped.name), context: Context)") { body in
            if needsCoordinator {
                body.line("// The coordinator must see this value's inputs and bindings, not the first one's.")
                body.line("context.coordinator.parent = self")
            }
            let applied = inputs.filter(\.isApplied)
            if !applied.isEmpty {
                body.line("// Apply a value only when it differs: rewriting an unchanged value restarts work or loops.")
            }
            for input in applied {
                let clauses = (input.known?.differenceClauses ?? ["{view}.\(input.name) != {value}"])
                    .map { fill($0, value: input.name) }
                let condition = clauses.enumerated().map { $0.offset == 0 ? $0.element : "    || " + $0.element }
                    .joined(separator: "\n")
                body.block("if \(condition)") { then in
                    let statements = input.known?.applyStatements ?? ["{view}.\(input.name) = {value}"]
                    then.lines(statements.map { fill($0, value: input.name) })
                }
            }
            if !needsCoordinator, applied.isEmpty {
                body.line("// \(wrapped.name) takes everything it needs when it is created.")
            }
        }
    }

    private func writeDismantle(into out: inout SourceBuilder) {
        guard let teardown = knowledge?.teardown, !teardown.isEmpty else { return }
        out.blankLine()
        out.line("/// SwiftUI is removing the view for good: stop what it still runs.")
        let coordinatorType = needsCoordinator ? "Coordinator" : "()"
        out.block("static func dismantle\(lifecycleSuffix)(_ \(view): \(wrapped.name), coordinator: \(coordinatorType))") { body in
            body.lines(teardown.map { fill($0, coordinator: "coordinator") })
        }
    }

    private func writeCoordinator(into out: inout SourceBuilder) {
        let adopted = (["NSObject"] + uniqueProtocols).joined(separator: ", ")
        out.block("final class Coordinator: \(adopted)") { body in
            body.line("var parent: \(name)")
            body.lines(coordinatorState)
            body.blankLine()
            body.block("init(_ parent: \(name))") { $0.line("self.parent = parent") }
            for event in emittedEvents {
                body.blankLine()
                writeEvent(event, into: &body)
            }
            for method in knowledge?.requiredMethods ?? [] {
                body.blankLine()
                body.line(method)
            }
            for input in bindingsWithoutEvent {
                body.blankLine()
                body.line("// Write `parent.\(input.name) = …` where \(wrapped.name) reports a change of \(input.name) (a delegate method or an action).")
            }
            for action in actions {
                body.blankLine()
                body.line("// Call `parent.\(action.name)(…)` where \(wrapped.name) reports it. Always through `parent`, never a copy kept")
                body.line("// here: update refreshes `parent`, so this is the latest view's closure with what it captures now.")
            }
        }
    }

    private var uniqueProtocols: [String] {
        var seen: Set<String> = []
        return delegates.flatMap(\.protocols).filter { seen.insert($0).inserted }
    }

    private func writeEvent(_ event: UIKitEvent, into out: inout SourceBuilder) {
        let signature: String
        switch event.source {
        case .delegateMethod(let text): signature = text
        case .controlEvent(let name): signature = "@objc func \(name)(_ sender: \(wrapped.name))"
        }
        let reports = event.reports.filter { boundNames.contains($0.property) }
        out.block(signature) { body in
            if event.firesForProgrammaticChanges, !reports.isEmpty {
                for report in reports {
                    body.line("let new\(report.property.upperCamelName) = \(report.value)")
                }
                body.line("// This also fires for changes update makes: write back on the next turn, not during the update.")
                body.block("DispatchQueue.main.async") { deferred in
                    deferred.lines(reports.map { "self.parent.\($0.property) = new\($0.property.upperCamelName)" })
                }
            } else {
                body.lines(reports.map { "parent.\($0.property) = \($0.value)" })
            }
            if event.endsPresentation {
                body.line("parent.dismiss()")
            }
        }
    }
}
