import BridgeLintCore
import SwiftSyntax

/// How a statement inside a lifecycle method (make, update) runs each time the method is called:
/// the question behind every rule about work repeated on each SwiftUI update.
///
/// A *guard* is an enclosing `if`, `guard`, `switch`, `while` or `for … where`, a ternary branch, or an
/// earlier early return (`guard … else { return }`, `if … { return }`). Comparing the UIKit side with the new
/// value, testing a coordinator flag and one-time checks (`superview == nil`, `!isConfigured`) are the usual
/// good ones; bridgelint cannot tell a good condition from a weak one, so any condition counts — except plain
/// unwrapping or a nil or emptiness test of a value that does not come from the UIKit side (`guard let url =
/// URL(string: address) else { return }`, `if placeholder == nil { return }`), and a `switch` over a `let`
/// input with work in every case (`case .html(let page):`), which pass on every update that carries a value and
/// guard nothing.
enum Placement: Equatable {
    /// Runs every time the method runs.
    case everyCall
    /// Runs only when a guard lets it.
    case guarded
    /// Inside a closure or a nested function: when, and whether, it runs is out of sight.
    case outOfSight

    /// Where `node` runs within `body`. `uikitNames` are the names of the UIKit side (the represented view,
    /// the context): unwrapping one of them (`if let nav = controller.navigationController`) counts as a guard.
    /// A condition that reads nothing but `unguardingNames` (`if text != 0` before `field.text = …` when `text`
    /// is what changes) passes on every update that matters and guards nothing.
    /// `seeingThroughDeferrals`: code handed to `DispatchQueue.main.async { … }` (see `Deferral`) still runs once
    /// for every call, a moment later; with this set it is placed as if it ran in place.
    /// `seeingThroughAnimations`: the animations of `UIView.animate { … }` (see `InPlaceClosure`) run in place.
    init(of node: some SyntaxProtocol, in body: CodeBlockSyntax, uikitNames: Set<String>, unguardingNames: Set<String> = [],
         seeingThroughDeferrals: Bool = false, seeingThroughAnimations: Bool = false) {
        var isGuarded = false
        var child = Syntax(node)
        while child.id != body.id, let parent = child.parent {
            if seeingThroughDeferrals, let closure = parent.as(ClosureExprSyntax.self),
               Deferral.callPassing(closure).map(Deferral.isDeferring) == true {
                child = parent
                continue
            }
            if seeingThroughAnimations, let closure = parent.as(ClosureExprSyntax.self), InPlaceClosure.runsInPlace(closure) {
                child = parent
                continue
            }
            if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) {
                self = .outOfSight
                return
            }
            if !isGuarded {
                isGuarded = Self.guards(parent, child: child, in: body, uikitNames: uikitNames, unguardingNames: unguardingNames)
                    || Self.exitsEarlier(before: child, in: parent, of: body, uikitNames: uikitNames, unguardingNames: unguardingNames)
            }
            child = parent
        }
        self = isGuarded ? .guarded : .everyCall
    }

    /// Whether `parent` decides whether its `child` runs.
    private static func guards(
        _ parent: Syntax, child: Syntax, in body: CodeBlockSyntax, uikitNames: Set<String>, unguardingNames: Set<String>
    ) -> Bool {
        if let ifExpression = parent.as(IfExprSyntax.self) {
            return child.id != ifExpression.conditions.id
                && isGuard(ifExpression.conditions, in: body, uikitNames: uikitNames, unguardingNames: unguardingNames)
        }
        if let guardStatement = parent.as(GuardStmtSyntax.self) {
            return child.id == guardStatement.body.id
                && isGuard(guardStatement.conditions, in: body, uikitNames: uikitNames, unguardingNames: unguardingNames)
        }
        if let loop = parent.as(WhileStmtSyntax.self) {
            return child.id == loop.body.id
        }
        if let loop = parent.as(RepeatStmtSyntax.self) {
            return child.id == loop.body.id
        }
        if let loop = parent.as(ForStmtSyntax.self) {
            return child.id == loop.body.id && loop.whereClause != nil
        }
        if let ternary = parent.as(TernaryExprSyntax.self) {
            return child.id != ternary.condition.id
        }
        if let switchCase = parent.as(SwitchCaseSyntax.self) {
            return switchCase.label.as(SwitchCaseLabelSyntax.self)?.caseItems.contains { $0.whereClause != nil } == true
                || !switchesOverInput(switchCase, in: body, uikitNames: uikitNames)
        }
        return false
    }

    /// `switch content { case .html(let page): … }` over a `let` input of the view, with work in every case: like
    /// unwrapping it, the case that matches runs on every update that carries that kind of value, so it waits for
    /// no change. A command (`@Binding var action`, set back to `.idle` once done) or a switch with a case that does
    /// nothing decides whether anything runs.
    private static func switchesOverInput(_ switchCase: SwitchCaseSyntax, in body: CodeBlockSyntax, uikitNames: Set<String>) -> Bool {
        guard let switchExpression = switchCase.parent?.parent?.as(SwitchExprSyntax.self),
              let name = DeclaredType.propertyName(of: switchExpression.subject.withoutUnwraps),
              !uikitNames.contains(name), !LocalNames.declared(in: body).contains(name),
              isPlainLetProperty(name, around: body)
        else { return false }
        return switchExpression.cases.allSatisfy { element in
            guard let clause = element.as(SwitchCaseSyntax.self) else { return false }
            return !clause.statements.allSatisfy { $0.item.is(BreakStmtSyntax.self) || $0.item.is(ReturnStmtSyntax.self) }
        }
    }

    /// A stored `let` without a wrapper of the type whose method `body` is (in an extension of it in the same file
    /// too): what callers pass, fixed for the copy.
    private static func isPlainLetProperty(_ name: String, around body: CodeBlockSyntax) -> Bool {
        guard let group = Syntax(body).ancestorOrSelf(mapping: { $0.asDeclGroup }) else { return false }
        let parts: [any DeclGroupSyntax] = [group] + SameFileTypeParts.others(of: group)
        return parts.contains { $0.is(StructDeclSyntax.self) } && parts.flatMap(\.memberBlock.flattenedDeclarations).contains { member in
            guard let variable = member.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let),
                  variable.attributes.isEmpty
            else { return false }
            return variable.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
        }
    }

    /// Whether a statement before `child` in the block `parent` may return early.
    private static func exitsEarlier(
        before child: Syntax, in parent: Syntax, of body: CodeBlockSyntax, uikitNames: Set<String>, unguardingNames: Set<String>
    ) -> Bool {
        guard let block = parent.as(CodeBlockItemListSyntax.self) else { return false }
        for item in block {
            if item.id == child.id { return false }
            if let guardStatement = item.item.as(GuardStmtSyntax.self),
               isGuard(guardStatement.conditions, in: body, uikitNames: uikitNames, unguardingNames: unguardingNames) {
                return true
            }
            let ifExpression = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? item.item.as(IfExprSyntax.self)
            if let ifExpression, exits(ifExpression.body),
               isGuard(ifExpression.conditions, in: body, uikitNames: uikitNames, unguardingNames: unguardingNames) {
                return true
            }
        }
        return false
    }

    private static func exits(_ block: CodeBlockSyntax) -> Bool {
        block.statements.contains { $0.item.is(ReturnStmtSyntax.self) || $0.item.is(ThrowStmtSyntax.self) }
    }

    /// `scrollView.documentView as? NSTableView`, `box.contentView as? NSStackView`, `uiView.viewWithTag(7) as?
    /// UILabel`: a view make built inside the represented one, there on every update; unwrapping it does not
    /// decide whether code runs.
    private static func isStructuralPart(_ value: ExprSyntax) -> Bool {
        let part = (value.castOperand ?? value).withoutUnwraps
        if let lookup = part.as(FunctionCallExprSyntax.self) {
            return lookup.calleeName == "viewWithTag" && lookup.calledExpression.is(MemberAccessExprSyntax.self)
        }
        guard value.castOperand != nil, let member = part.as(MemberAccessExprSyntax.self) else { return false }
        return ["documentView", "contentView"].contains(member.declName.baseName.text)
    }

    /// `placeholder == nil`, `title != nil`, `items.isEmpty`, `!items.isEmpty` over the representable's own
    /// values only: like unwrapping one, such a test passes on every update that carries a value, so an early
    /// return on it does not make what follows wait for a change. A local of `body` may hold a part of the UIKit
    /// side (`let coordinator = context.coordinator`), whose `player == nil` is a one-time check.
    private static func isPresenceTest(_ expression: ExprSyntax, in body: CodeBlockSyntax, uikitNames: Set<String>) -> Bool {
        var tested = expression
        if let negation = tested.as(PrefixOperatorExprSyntax.self), negation.operator.text == "!" {
            tested = negation.expression
        }
        if let member = tested.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "isEmpty", let base = member.base {
            tested = base
        } else if let sequence = tested.as(SequenceExprSyntax.self), sequence.elements.count == 3,
                  let comparison = sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self),
                  ["==", "!="].contains(comparison.operator.text),
                  let first = sequence.elements.first, let last = sequence.elements.last {
            if last.is(NilLiteralExprSyntax.self) {
                tested = first
            } else if first.is(NilLiteralExprSyntax.self) {
                tested = last
            } else {
                return false
            }
        } else {
            return false
        }
        let names = NameReferences.collect(in: tested).names
        guard !names.isEmpty, names.isDisjoint(with: uikitNames) else { return false }
        return names.isDisjoint(with: LocalNames.declared(in: body))
    }

    /// Whether a condition list can stop the code it guards: anything but `#available` and plain unwrapping
    /// of values that do not come from the UIKit side.
    static func isGuard(
        _ conditions: ConditionElementListSyntax, in body: CodeBlockSyntax, uikitNames: Set<String>, unguardingNames: Set<String> = []
    ) -> Bool {
        if !unguardingNames.isEmpty, NameReferences.collect(in: conditions).names.isSubset(of: unguardingNames) { return false }
        // Names unwrapped from values of the SwiftUI side (`if let target = scrollTarget.value`).
        var unwrappedInputs: Set<String> = []
        return conditions.contains { element in
            switch element.condition {
            case .availability:
                return false
            case .expression(let expression):
                return !isPresenceTest(expression, in: body, uikitNames: uikitNames)
            case .optionalBinding(let binding):
                guard let value = binding.initializer?.value, !isStructuralPart(value) else { return false }
                let names = NameReferences.collect(in: value).names
                if names.isDisjoint(with: uikitNames) {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { unwrappedInputs.insert(name) }
                    return false
                }
                // `let row = context.coordinator.indexPath(for: target)`: a lookup of that input finds it on every
                // update that carries it, so it decides nothing the input does not.
                if let lookup = value.withoutUnwraps.as(FunctionCallExprSyntax.self),
                   lookup.arguments.contains(where: { argument in
                       argument.expression.as(DeclReferenceExprSyntax.self).map { unwrappedInputs.contains($0.baseName.text) } == true
                   }) {
                    return false
                }
                return true
            default:
                return true
            }
        }
    }
}

/// Code handed to a queue or a task to run later (`DispatchQueue.main.async { … }`, `Task { … }`):
/// it does not run while SwiftUI is updating the view.
enum Deferral {
    /// Whether `node` sits in a closure passed to a deferring call, looking no further out than `boundary`.
    static func isDeferred(_ node: some SyntaxProtocol, within boundary: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while current.id != Syntax(boundary).id, let parent = current.parent {
            if let closure = current.as(ClosureExprSyntax.self), let call = callPassing(closure), isDeferring(call) {
                return true
            }
            current = parent
        }
        return false
    }

    /// The call a closure is an argument or trailing closure of.
    static func callPassing(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        var node = closure.parent
        while let current = node {
            if let call = current.as(FunctionCallExprSyntax.self) { return call }
            guard current.is(LabeledExprSyntax.self) || current.is(LabeledExprListSyntax.self)
                    || current.is(MultipleTrailingClosureElementSyntax.self)
                    || current.is(MultipleTrailingClosureElementListSyntax.self)
            else { return nil }
            node = current.parent
        }
        return nil
    }

    static func isDeferring(_ call: FunctionCallExprSyntax) -> Bool {
        let root = call.receiver?.memberPath?.first
        switch call.calleeName {
        case "async", "asyncAfter": return call.receiver != nil
        case "Task": return call.receiver == nil
        case "detached": return root == "Task"
        case "addOperation": return root == "OperationQueue"
        case "perform": return root == "RunLoop"
        default: return false
        }
    }
}
