import BridgeLintCore
import SwiftSyntax

/// The methods `#selector(…)` names under a node: `tapped` for `#selector(Coordinator.tapped(sender:))` and for
/// `#selector(tapped)`. An `@objc` method no selector names, and no other code calls, is never run by target-action.
enum SelectorNames {
    /// Each method a selector names, with what it is named on (`Coordinator`, `self`), nil for a bare name.
    static func entries(in node: some SyntaxProtocol) -> [(base: ExprSyntax?, name: String)] {
        Nodes.all(MacroExpansionExprSyntax.self, in: node).compactMap { macro in
            guard macro.macroName.text == "selector", var callee = macro.arguments.first?.expression else { return nil }
            if let call = callee.as(FunctionCallExprSyntax.self) { callee = call.calledExpression }
            if let member = callee.as(MemberAccessExprSyntax.self) { return (member.base, member.declName.baseName.text) }
            return callee.as(DeclReferenceExprSyntax.self).map { (nil, $0.baseName.text) }
        }
    }

    static func all(in node: some SyntaxProtocol) -> Set<String> {
        Set(entries(in: node).map(\.name))
    }
}
