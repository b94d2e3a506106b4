import BridgeLintCore
import SwiftSyntax

/// Closures make hands to the view it creates (`control.onRate = onRate`, `button.addAction(UIAction { _ in
/// onTap() }, for: .touchUpInside)`) and update never hands again. Each render passes the representable a new
/// closure, which captured that render's values; the view keeps calling the first one. It matters when a caller's
/// closure reads values that change while the view is shown: that closure itself is the witness.
extension RepresentableStaleConfig {
    struct HandedClosure {
        /// The assignment, the initializer argument or the `UIAction` that hands it over.
        let site: Syntax
        let input: String
        /// `control.onRate`: where the view keeps it, when it is assigned to a property of the made view.
        let slot: [String]?
    }

    func checkClosuresHandedToView(_ representable: Representable, make body: CodeBlockSyntax, reached: Set<String>,
                                   report: inout RuleReport) {
        let closures = Set(InputVariation.memberwiseClosures(of: representable)).subtracting(reached)
        guard !closures.isEmpty else { return }
        let handed = Self.closuresHanded(in: body, inputs: closures, representable: representable)
        guard !handed.isEmpty,
              let labels = InputVariation.callSiteLabelsWithTrailingClosure(of: representable, properties: Array(closures))
        else { return }
        let (make, update) = (representable.lifecycle.make, representable.lifecycle.update)
        var seen: Set<String> = []
        for closure in handed where seen.insert(closure.input).inserted {
            let held = "'\(closure.input)' is handed to the view only in \(make) and \(update) never hands it again"
            let consequence = """
                so the view keeps calling the first closure, with the values it captured, after a render passes a new one
                """
            let fix = Self.refresh(closure, in: representable)
                .map { "set '\($0)' in \(update) too" }
                ?? "hand the new closure over in \(update) as well (keep it in the coordinator and call it from there)"
            guard let question = InputVariation.question(
                [closure.input], of: representable, labels: labels,
                message: "\(held), \(consequence); \(fix)",
                latentMessage: """
                    \(held); no call site in this project passes a closure that reads changing values today, so the \
                    first one still acts like the later ones; \(fix)
                    """,
                changesThroughCaptures: true)
            else { continue }
            report.whenIndexed(at: closure.site, asking: question)
        }
    }

    /// `uiView.onRate = onRate` for a slot of the view make returns, cast when update is given the view under a
    /// wider type (`(nsView as? KeyView)?.onKeyDown = onKeyDown`); nil when the slot is not the made view's.
    private static func refresh(_ closure: HandedClosure, in representable: Representable) -> String? {
        guard let slot = closure.slot, let made = representable.madeViewName, slot.first == made,
              let view = representable.updateViewName
        else { return nil }
        let rest = slot.dropFirst().joined(separator: ".")
        let given = representable.updatedViewType
        let madeType = representable.typesOfMakeLocal(named: made).first
        guard let madeType, let given, madeType != given else { return "\(view).\(rest) = \(closure.input)" }
        return "(\(view) as? \(madeType))?.\(rest) = \(closure.input)"
    }

    /// `x.onRate = onRate`, `x.onRate = { onRate($0) }`, `Controller(onClose: onClose)` made as the view and
    /// `UIAction { _ in onTap() }` in make, for the closure
    /// `inputs`; not what make gives the coordinator (`coordinator-stale-closure` follows that).
    private static func closuresHanded(in body: CodeBlockSyntax, inputs: Set<String>,
                                       representable: Representable) -> [HandedClosure] {
        let context = Representable.contextName(in: representable.make)
        let locals = LocalNames.declared(in: body)
        let coordinatorAliases = representable.coordinatorAliasesInMake
        var handed: [HandedClosure] = []
        for sequence in Nodes.all(SequenceExprSyntax.self, in: body) {
            guard let assignment = Assignment(sequence), assignment.value.count == 1, let value = assignment.value.first,
                  let path = assignment.target.memberPath, path.count >= 2,
                  path[0] != context, path[0] != "self", !coordinatorAliases.contains(path[0]),
                  let input = inputHanded(by: value, inputs: inputs, locals: locals)
            else { continue }
            handed.append(HandedClosure(site: Syntax(sequence), input: input, slot: path))
        }
        // `ClosingController(onClose: onClose)` returned by make, or made into the local make returns: the view keeps
        // what its initializer was given.
        let madeView = representable.madeViewName
        for call in Nodes.all(FunctionCallExprSyntax.self, in: body) where TypeNames.constructedTypeName(ExprSyntax(call)) != nil {
            let isReturned = representable.makeReturns.contains { $0.id == ExprSyntax(call).id }
            let isMadeView = madeView != nil
                && call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self)?
                    .pattern.as(IdentifierPatternSyntax.self)?.identifier.text == madeView
            guard isReturned || isMadeView else { continue }
            for argument in call.arguments {
                guard let input = inputHanded(by: argument.expression, inputs: inputs, locals: locals) else { continue }
                handed.append(HandedClosure(site: Syntax(argument), input: input, slot: nil))
            }
        }
        for call in Nodes.all(FunctionCallExprSyntax.self, in: body) where TypeNames.constructedTypeName(ExprSyntax(call)) == "UIAction" {
            let closures = [call.trailingClosure].compactMap { $0 } + call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
            for closure in closures {
                guard let input = inputHanded(by: ExprSyntax(closure), inputs: inputs, locals: locals) else { continue }
                handed.append(HandedClosure(site: Syntax(call), input: input, slot: nil))
            }
        }
        return handed.sorted { $0.site.position < $1.site.position }
    }

    /// The closure input `value` is (`onRate`, `self.onRate`) or that a closure literal calls or reads.
    private static func inputHanded(by value: ExprSyntax, inputs: Set<String>, locals: Set<String>) -> String? {
        if let path = value.memberPath {
            let name = path.count == 2 && path[0] == "self" ? path[1] : path.count == 1 ? path[0] : nil
            return name.flatMap { inputs.contains($0) && !locals.contains($0) ? $0 : nil }
        }
        guard let closure = value.as(ClosureExprSyntax.self) else { return nil }
        return NameReferences.collect(in: closure).valueNames.sorted().first { name in
            inputs.contains(name) && !locals.contains(name) && !closure.declaresParameter(named: name)
        }
    }
}
