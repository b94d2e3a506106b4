import BridgeLintCore
import SwiftSyntax

/// The conditions a presenting call in update sits under, when every one of them reads only the representable's
/// inputs (`if isPresented`, `if let item = selectedItem`, `guard showPicker else { return }`): a condition that
/// keeps its value until SwiftUI changes the input, so it holds on every later update too.
///
/// `nil` when the call is under no such condition, or when anything else takes part: the UIKit side or the
/// coordinator (`presentedViewController == nil`, `!context.coordinator.isShowing`), a local, a helper function,
/// a `switch` or a loop, or a closure that is not simply deferred (the completion of a `dismiss`).
struct PresentationFlags {
    /// The inputs the conditions read, in source order.
    let inputs: [String]
    /// How the message names the condition: `'isPresented' is true`, `'selectedItem' is set`.
    let description: String

    /// What a controller can be asked about its presentation state: a condition reading one is a check.
    private static let presentationState: Set<String> = [
        "presentedViewController", "presentingViewController", "isBeingPresented", "isBeingDismissed",
        "topViewController", "visibleViewController", "viewControllers", "presentedViewControllers",
        "attachedSheet", "sheets", "sheetParent", "isVisible", "window", "viewIfLoaded", "children", "isViewLoaded",
    ]

    init?(guarding call: FunctionCallExprSyntax, in representable: Representable) {
        guard let update = representable.update, let body = update.body else { return nil }
        let shadowed = LocalNames.declared(in: body).subtracting(Self.sameNameUnwraps(in: body))
        let inputNames = Set(representable.inputs.map(\.name)).subtracting(shadowed)
        var conditions: [ConditionElementListSyntax] = []
        var child = Syntax(call)
        while child.id != body.id, let parent = child.parent {
            if let closure = child.as(ClosureExprSyntax.self) {
                // Work handed to the main queue or a task still runs once per update.
                guard let passing = Deferral.callPassing(closure), Deferral.isDeferring(passing) else { return nil }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(AccessorDeclSyntax.self) || parent.is(SwitchCaseSyntax.self)
                || parent.is(TernaryExprSyntax.self) || parent.is(WhileStmtSyntax.self) || parent.is(RepeatStmtSyntax.self)
                || parent.is(ForStmtSyntax.self) {
                return nil
            }
            if let ifExpression = parent.as(IfExprSyntax.self) {
                guard child.id != ifExpression.conditions.id else { return nil }
                conditions.append(ifExpression.conditions)
            }
            if let guardStatement = parent.as(GuardStmtSyntax.self), child.id == guardStatement.body.id {
                return nil
            }
            if let block = parent.as(CodeBlockItemListSyntax.self) {
                conditions += Self.earlyExitConditions(before: child, in: block)
            }
            child = parent
        }
        var flags: [String] = []
        for element in conditions.flatMap({ Array($0) }) where !Self.isPresenterLookup(element, for: call) {
            guard let read = Self.inputsRead(by: element, inputs: inputNames) else { return nil }
            flags += read.filter { !flags.contains($0) }
        }
        guard !flags.isEmpty else { return nil }
        let elements = conditions.flatMap { Array($0) }
        // The flag the message names: one tested on its own (`isPresented`, `let item = selectedItem`) if any.
        let primary = flags.first { Self.describe($0, elements: elements) != nil } ?? flags[0]
        inputs = [primary] + flags.filter { $0 != primary }
        description = Self.describe(primary, elements: elements) ?? "the condition on '\(primary)' holds"
    }

    /// `let top = uiView.findTopViewController()` where `call` is `top.present(…)`: finding the controller to
    /// present from succeeds on every update, so it checks nothing. A lookup that reads a controller's
    /// presentation state (`host.presentedViewController`) is a check and is not skipped.
    private static func isPresenterLookup(_ element: ConditionElementSyntax, for call: FunctionCallExprSyntax) -> Bool {
        guard case .optionalBinding(let binding) = element.condition,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let value = binding.initializer?.value,
              let receiver = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
              receiver.withoutUnwraps.as(DeclReferenceExprSyntax.self)?.baseName.text == name
        else { return false }
        return !Nodes.all(MemberAccessExprSyntax.self, in: value).contains { presentationState.contains($0.declName.baseName.text) }
    }

    /// `if let url`, `if let url = url`, `guard let url = self.url`: the local is the input's own value.
    private static func sameNameUnwraps(in body: CodeBlockSyntax) -> Set<String> {
        Set(Nodes.all(OptionalBindingConditionSyntax.self, in: body).compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            guard let value = binding.initializer?.value else { return name }
            return value.pathFromSelf == [name] ? name : nil
        })
    }

    /// Conditions of earlier statements in a block that may leave it: `guard c else { return }`, `if c { return }`.
    private static func earlyExitConditions(before child: Syntax, in block: CodeBlockItemListSyntax) -> [ConditionElementListSyntax] {
        var result: [ConditionElementListSyntax] = []
        for item in block {
            if item.id == child.id { break }
            if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                result.append(guardStatement.conditions)
            }
            let ifExpression = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.item.as(IfExprSyntax.self)
            if let ifExpression, ifExpression.body.statements.contains(where: { $0.item.is(ReturnStmtSyntax.self) }) {
                result.append(ifExpression.conditions)
            }
        }
        return result
    }

    /// The inputs one condition reads, when it reads nothing but inputs, literals and values it constructs
    /// (`#available` reads none); `nil` when it reads anything else or asks a controller about its presentation.
    private static func inputsRead(by element: ConditionElementSyntax, inputs: Set<String>) -> [String]? {
        let expression: ExprSyntax
        switch element.condition {
        case .availability:
            return []
        case .expression(let condition):
            expression = condition
        case .optionalBinding(let binding):
            guard let value = binding.initializer?.value else {
                // `if let item`: unwraps the property of that name.
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                return name.flatMap { inputs.contains($0) ? [$0] : nil }
            }
            expression = value
        case .matchingPattern(let pattern):
            expression = pattern.initializer.value
        }
        let members = Nodes.all(MemberAccessExprSyntax.self, in: expression).map(\.declName.baseName.text)
        let calls = Nodes.all(FunctionCallExprSyntax.self, in: expression)
        guard !members.contains(where: presentationState.contains),
              calls.allSatisfy({ $0.constructedType != nil }),
              !expression.is(ClosureExprSyntax.self), Nodes.all(ClosureExprSyntax.self, in: expression).isEmpty
        else { return nil }
        var read: [String] = []
        for reference in Nodes.all(DeclReferenceExprSyntax.self, in: expression) {
            let name = wrappedPropertyName(reference.baseName.text)
            if reference.baseName.tokenKind == .keyword(.self) { continue }
            // An argument label or a member name is not a read of a value of that name.
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                if member.base?.isSelf == true {
                    guard inputs.contains(name) else { return nil }
                    if !read.contains(name) { read.append(name) }
                }
                continue
            }
            if inputs.contains(name) {
                if !read.contains(name) { read.append(name) }
            } else if !isConstructorCallee(reference) {
                // A local, a helper, or shared state (`Self.didShow`, `Store.shared.isShowing`) may change.
                return nil
            }
        }
        return read
    }

    /// `URL` in `URL(string: address)`: making a value, not reading state.
    private static func isConstructorCallee(_ reference: DeclReferenceExprSyntax) -> Bool {
        guard reference.baseName.text.first?.isUppercase == true,
              let call = reference.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return call.calledExpression.id == ExprSyntax(reference).id
    }

    /// `'isPresented' is true` when the flag is tested on its own (alone or as an operand of `&&`/`||`),
    /// `'selectedItem' is set` when it is unwrapped.
    private static func describe(_ flag: String, elements: [ConditionElementSyntax]) -> String? {
        for element in elements {
            switch element.condition {
            case .expression(let expression):
                var operands = [expression]
                if let sequence = expression.as(SequenceExprSyntax.self) {
                    // The sequence is unfolded: an operand of `&&`/`||` has only those operators beside it.
                    let elements = Array(sequence.elements)
                    func isLogical(_ index: Int) -> Bool {
                        guard elements.indices.contains(index) else { return true }
                        let text = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text
                        return text == "&&" || text == "||"
                    }
                    operands = elements.indices.filter { isLogical($0 - 1) && isLogical($0 + 1) }.map { elements[$0] }
                }
                if operands.contains(where: { $0.pathFromSelf == [flag] }) { return "'\(flag)' is true" }
            case .optionalBinding(let binding):
                let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                if binding.initializer.map({ $0.value.pathFromSelf == [flag] }) ?? (name == flag) { return "'\(flag)' is set" }
            default:
                continue
            }
        }
        return nil
    }
}
