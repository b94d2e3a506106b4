import BridgeLintCore
import SwiftSyntax

/// The method names `#selector(…)` names under a node: `tapped` for `#selector(Coordinator.tapped(sender:))` and for
/// `#selector(tapped)`. An `@objc` method no selector names, and no other code calls, is never run by target-action.
enum SelectorNames {
    static func all(in node: some SyntaxProtocol) -> Set<String> {
        Set(Nodes.all(MacroExpansionExprSyntax.self, in: node).compactMap { macro in
            guard macro.macroName.text == "selector", var callee = macro.arguments.first?.expression else { return nil }
            if let call = callee.as(FunctionCallExprSyntax.self) { callee = call.calledExpression }
            if let member = callee.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
            return callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        })
    }
}
