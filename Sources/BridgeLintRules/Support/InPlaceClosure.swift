import BridgeLintCore
import SwiftSyntax

/// A closure that runs before the call it is given to returns, once, on the caller's thread: the animations of
/// `UIView.animate(withDuration:) { … }`, `withAnimation { … }`. Code inside runs each time the enclosing code runs,
/// unlike a completion handler (`animate(…) { _ in … }`'s trailing closure after `animations:`) or a deferral.
enum InPlaceClosure {
    static func runsInPlace(_ closure: ClosureExprSyntax) -> Bool {
        guard let call = Deferral.callPassing(closure), let name = call.calleeName else { return false }
        if wrappers.contains(name) { return call.receiver == nil }
        guard animationRunners.contains(name),
              let owner = call.receiver?.memberPath?.first, ["UIView", "NSView", "NSAnimationContext"].contains(owner)
        else { return false }
        // The animations closure: labelled, or the first closure when none is labelled so.
        if let labelled = call.arguments.first(where: { ["animations", "changes"].contains($0.label?.text ?? "") }) {
            return labelled.expression.as(ClosureExprSyntax.self)?.id == closure.id
        }
        let unlabelled = call.arguments.first { $0.label == nil && $0.expression.is(ClosureExprSyntax.self) }
        return (unlabelled?.expression ?? call.trailingClosure.map(ExprSyntax.init))?.id == closure.id
    }

    /// `root` and the statements of the closures in it that run in place (`withAnimation { state = x }`), through
    /// any depth: the code that runs, outside closures, when `root` runs.
    static func codeRunInPlace(_ root: some SyntaxProtocol) -> [Syntax] {
        var code = [Syntax(root)]
        var index = 0
        while index < code.count, code.count < 64 {
            for closure in Nodes.all(ClosureExprSyntax.self, in: code[index], outsideClosures: true)
            where closure.id != code[index].id && runsInPlace(closure) {
                code.append(Syntax(closure.statements))
            }
            index += 1
        }
        return code
    }

    /// SwiftUI and Foundation functions that run their closure in place.
    private static let wrappers: Set<String> = ["withAnimation", "withTransaction", "autoreleasepool"]
    /// UIKit and AppKit animation entry points whose animations closure runs in place.
    private static let animationRunners: Set<String> = [
        "animate", "animateKeyframes", "transition", "performWithoutAnimation", "runAnimationGroup",
    ]
}
