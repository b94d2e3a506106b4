import BridgeLintCore
import SwiftSyntax

/// Inputs a representable's make reads inside a closure that it hands to a subscription which outlives it: a
/// Combine `sink` kept with `store(in:)` or in a property, a notification observer, a repeating timer, a KVO
/// observation. The closure captured the struct make ran on, so it reads that first copy's values at every event,
/// whatever later renders pass and update applies.
enum SubscriptionReads {
    struct Read {
        /// The read inside the closure.
        let site: Syntax
        let input: String
        let isBinding: Bool
        /// The call the closure is handed to: `sink`, `addObserver`.
        let subscriber: String
    }

    /// Reads of `inputs` (plain values and closures) and `bindings` in make's kept subscriptions, the first of
    /// each input in each closure.
    static func all(in representable: Representable, inputs: Set<String>, bindings: Set<String>) -> [Read] {
        guard let body = representable.make.body, !inputs.isEmpty || !bindings.isEmpty else { return [] }
        let locals = LocalNames.declared(in: body)
        var reads: [Read] = []
        for closure in Nodes.all(ClosureExprSyntax.self, in: body) {
            guard let subscriber = keptSubscriber(of: closure) else { continue }
            var seen: Set<String> = []
            for reference in Nodes.all(DeclReferenceExprSyntax.self, in: closure) {
                guard let name = inputName(reference), !locals.contains(name),
                      inputs.contains(name) || bindings.contains(name),
                      !isShadowed(name, from: reference, upTo: closure), seen.insert(name).inserted
                else { continue }
                reads.append(Read(site: Syntax(reference), input: name, isBinding: bindings.contains(name), subscriber: subscriber))
            }
        }
        return reads
    }

    /// `isPlaying` or `self.isPlaying`, not the member name of another value (`player.isPlaying`).
    private static func inputName(_ reference: DeclReferenceExprSyntax) -> String? {
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        }
        let name = reference.baseName.text
        return name.first?.isLetter == true || name.first == "_" ? name : nil
    }

    /// A parameter of the closure, or of a closure inside it, with the input's name.
    private static func isShadowed(_ name: String, from reference: DeclReferenceExprSyntax, upTo closure: ClosureExprSyntax) -> Bool {
        var current = reference.parent
        while let node = current {
            if let inner = node.as(ClosureExprSyntax.self), inner.declaresParameter(named: name) { return true }
            if node.id == closure.id { return false }
            current = node.parent
        }
        return false
    }

    /// The subscription a closure is handed to, when it outlives make: `sink` or `observe` whose result is kept,
    /// `addObserver(forName:object:queue:using:)`, `scheduledTimer(withTimeInterval:repeats:block:)`.
    private static func keptSubscriber(of closure: ClosureExprSyntax) -> String? {
        guard let site = ClosureSite(closure) else { return nil }
        switch site.calleeName {
        case "sink", "observe":
            return isKept(site.call) ? site.calleeName : nil
        case "addObserver" where site.label == nil || site.label == "using":
            return site.calleeName
        case "scheduledTimer" where site.label == nil || site.label == "block":
            return site.calleeName
        default:
            return nil
        }
    }

    /// The subscription's result is stored (`.store(in: &context.coordinator.cancellables)`, assigned to a
    /// property, handed to `insert`/`append`); dropped, a Combine or KVO subscription ends at once.
    private static func isKept(_ call: FunctionCallExprSyntax) -> Bool {
        var current = Syntax(call)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
               let next = member.parent?.as(FunctionCallExprSyntax.self), next.calledExpression.id == member.id {
                if member.declName.baseName.text == "store" { return true }
                current = Syntax(next)
                continue
            }
            if parent.is(LabeledExprSyntax.self) { return true }
            if parent.is(ExprListSyntax.self), let sequence = parent.parent?.as(SequenceExprSyntax.self) {
                // The value of an assignment: `context.coordinator.token = publisher.sink { … }`; `_ = …` drops it.
                guard let assignment = Assignment(sequence) else { return false }
                return assignment.value.contains { $0.id == current.id } && !assignment.target.is(DiscardAssignmentExprSyntax.self)
            }
            return false
        }
        return false
    }
}
