import BridgeLintCore
import SwiftSyntax

/// What a view controller's own code does to make itself another controller's child and to leave again:
/// `parent.addChild(self)`, its own `view` put into or taken out of another view, `removeFromParent()` on
/// itself, and the `didMove`/`willMove` calls that tell it so. A sheet or banner controller that presents
/// itself this way owes itself the calls a parent would otherwise make.
struct SelfContainment {
    /// `parent.addChild(self)`.
    private(set) var additionsToParent: [FunctionCallExprSyntax] = []
    /// `container.addSubview(view)`: its own view put into another view.
    private(set) var viewAdditions: [FunctionCallExprSyntax] = []
    /// `view.removeFromSuperview()`, `self.view.removeFromSuperview()`.
    private(set) var viewRemovals: [FunctionCallExprSyntax] = []
    /// `removeFromParent()` on itself.
    private(set) var removalsFromParent: [FunctionCallExprSyntax] = []
    private(set) var movesToParent = false
    private(set) var movesOutOfParent = false

    init(members: [DeclSyntax], in file: LintFile) {
        for member in members where member.asDeclGroup == nil {
            for call in FileCalls.all(in: member, of: file) {
                record(call)
            }
        }
    }

    private mutating func record(_ call: FunctionCallExprSyntax) {
        guard let name = call.calleeName else { return }
        let onSelf = call.receiver.map(\.isSelfLookingThroughUnwraps) ?? true
        let first = call.arguments.first?.expression
        switch name {
        case _ where BridgeVocabulary.addChildCalls.contains(name):
            if !onSelf, call.arguments.count == 1, first?.isSelfLookingThroughUnwraps == true {
                additionsToParent.append(call)
            }
        case _ where BridgeVocabulary.removeFromParentCalls.contains(name):
            if onSelf { removalsFromParent.append(call) }
        case "didMove":
            if onSelf, let first, !first.is(NilLiteralExprSyntax.self) { movesToParent = true }
        case "willMove":
            if onSelf, first?.is(NilLiteralExprSyntax.self) == true { movesOutOfParent = true }
        case "removeFromSuperview":
            if let receiver = call.receiver, Self.isOwnView(receiver, at: call) { viewRemovals.append(call) }
        case _ where HostingVocabulary.addingSubview.contains(name):
            if !onSelf, let receiver = call.receiver, !Self.isOwnView(receiver, at: call),
               let first, Self.isOwnView(first, at: call) {
                viewAdditions.append(call)
            }
        default:
            break
        }
    }

    /// `view` (when no local of that name is in scope) or `self.view`, unwrapped or not.
    private static func isOwnView(_ expression: ExprSyntax, at call: FunctionCallExprSyntax) -> Bool {
        let expression = expression.withoutUnwraps
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return member.declName.baseName.text == "view" && member.base?.isSelfLookingThroughUnwraps == true
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text == "view" else { return false }
        return HostingScope.local(named: "view", at: call) == nil
    }
}
