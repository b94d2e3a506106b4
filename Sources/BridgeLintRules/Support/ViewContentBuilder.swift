import BridgeLintCore
import SwiftSyntax

/// Declarations that build a view's content, run again on each render: a view's `body`, a ViewModifier's
/// `body(content:)`, and any property or function that returns a view (`some View`, `AnyView`) or is marked
/// `@ViewBuilder`.
enum ViewContentBuilder {
    /// Whether `declaration` (a variable or function declaration) is one of those.
    static func builds(_ declaration: Syntax) -> Bool {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            return TypeNames.attribute(named: "ViewBuilder", in: variable.attributes) != nil
                || variable.bindings.contains { binding in
                    binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
                        || returnsView(binding.typeAnnotation?.type)
                }
        }
        if let function = declaration.as(FunctionDeclSyntax.self) {
            return function.name.text == "body" || returnsView(function.signature.returnClause?.type)
                || TypeNames.attribute(named: "ViewBuilder", in: function.attributes) != nil
        }
        return false
    }

    /// `some View`, `any View`, `AnyView` or `AnyView?`.
    private static func returnsView(_ type: TypeSyntax?) -> Bool {
        guard var type else { return false }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let some = type.as(SomeOrAnyTypeSyntax.self) { return TypeNames.simpleName(of: some.constraint) == "View" }
        return type.as(IdentifierTypeSyntax.self)?.name.text == "AnyView"
    }
}
