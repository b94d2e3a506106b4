import BridgeLintCore
import SwiftSyntax

/// Code that closes a presentation through SwiftUI: the environment's dismiss action (`dismiss()`,
/// `presentationMode.wrappedValue.dismiss()`) or a presentation flag set back (`isPresented = false`).
enum SwiftUIDismissal {
    /// The call-site facts' witness key for a dismissing closure argument (`Type(label:`).
    static func witnessKey(_ argument: String) -> String { "dismisses " + argument }

    /// The first such call or assignment in `node`, looking into nested closures too.
    static func first(in node: some SyntaxProtocol) -> Syntax? {
        for call in Nodes.all(FunctionCallExprSyntax.self, in: node) where isDismissCall(call) {
            return Syntax(call)
        }
        for sequence in Nodes.all(SequenceExprSyntax.self, in: node) where isFlagReset(sequence) {
            return Syntax(sequence)
        }
        return nil
    }

    /// `dismiss()`, `self.dismiss()`, `self.parent.dismiss()` or `presentationMode.wrappedValue.dismiss()` (under
    /// any property name: `parent.presentation.wrappedValue.dismiss()`): an argument-free call, unlike UIKit's
    /// `dismiss(animated:)`.
    static func isDismissCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.arguments.isEmpty, call.trailingClosure == nil else { return false }
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text == "dismiss"
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "dismiss",
              let base = member.base?.trimmedDescription
        else { return false }
        let last = base.split(separator: ".").last
        return last == "self" || last == "parent" || last == "wrappedValue"
    }

    /// `showsPicker` for a dismissal that sets a flag back (`parent.showsPicker = false`); nil for a call.
    static func resetFlagName(of dismissal: Syntax) -> String? {
        guard let sequence = dismissal.as(SequenceExprSyntax.self), let target = sequence.elements.first else { return nil }
        return target.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? target.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// `isPresented = false`, `parent.showsPicker = false`: a flag that presents something set back.
    private static func isFlagReset(_ sequence: SequenceExprSyntax) -> Bool {
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
              elements[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.false),
              let name = elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        let lowered = name.lowercased()
        return lowered.contains("present") || lowered.contains("show")
    }
}
