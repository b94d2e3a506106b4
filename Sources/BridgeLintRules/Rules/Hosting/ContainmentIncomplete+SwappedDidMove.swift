import BridgeLintCore
import SwiftSyntax

/// `addChild(child)` followed by `didMove(toParent: child)` on the parent itself: the receiver and the argument are
/// swapped. The child never hears that it has a parent, and the parent is told its own child is its parent.
extension ContainmentIncomplete {
    func reportSwappedDidMove(in file: LintFile, report: inout RuleReport) {
        guard file.contains("didMove(toParent:") else { return }
        for call in FileCalls.all(in: file) {
            guard call.calleeName == "didMove", call.receiver.map(\.isSelfLookingThroughUnwraps) ?? true,
                  call.arguments.count == 1, call.arguments.first?.label?.text == "toParent",
                  let child = call.arguments.first?.expression, !child.isSelfLookingThroughUnwraps,
                  !child.is(NilLiteralExprSyntax.self),
                  let function = call.enclosingFunction(closures: false), Self.addsChild(child, in: function, of: file)
            else { continue }
            let name = child.trimmedDescription
            report.add(at: call, """
                didMove(toParent: \(name)) is called on this controller, not on the child: '\(name)' added with \
                addChild never gets didMove(toParent:) (its own override and what waits for it never run), and this \
                controller is told its child is its parent; call '\(name).didMove(toParent: self)'
                """, fix: Fix("Call didMove(toParent:) on the child", edits: [.replace(call, with: "\(name).didMove(toParent: self)")]))
        }
    }

    /// Whether the function calls `addChild(…)` with the same expression.
    private static func addsChild(_ child: ExprSyntax, in function: some SyntaxProtocol, of file: LintFile) -> Bool {
        let text = child.trimmedDescription
        return FileNodes.within(function, FileNodes.of(file).calls).contains { call in
            call.calleeName.map(BridgeVocabulary.addChildCalls.contains) == true
                && call.arguments.first?.expression.trimmedDescription == text
        }
    }
}
