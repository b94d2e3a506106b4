import BridgeLintCore
import SwiftSyntax

/// The type a stored property holds, seen through what does not change its kind: attributes (`@escaping`),
/// optionals and single-element parentheses. `(() -> Void)?` is a function type, `Binding<String>?` a binding.
enum StoredValueType {
    static func core(of type: TypeSyntax) -> TypeSyntax {
        var type = type
        while true {
            if let attributed = type.as(AttributedTypeSyntax.self) {
                type = attributed.baseType
            } else if let optional = type.as(OptionalTypeSyntax.self) {
                type = optional.wrappedType
            } else if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                type = only.type
            } else {
                return type
            }
        }
    }

    /// `Binding<String>`, `Binding<Int>?`: a binding kept as a plain value, not under `@Binding`.
    static func isBinding(_ type: TypeSyntax?) -> Bool {
        type.map { TypeNames.simpleName(of: core(of: $0)) == "Binding" } ?? false
    }

    static func isFunction(_ type: TypeSyntax?) -> Bool {
        type.map { core(of: $0).is(FunctionTypeSyntax.self) } ?? false
    }

    /// Whether a function type returns nothing (`() -> Void`, `(Bool) -> ()`): an event handler, not a getter.
    static func returnsNothing(_ type: TypeSyntax?) -> Bool {
        guard let type, let function = core(of: type).as(FunctionTypeSyntax.self) else { return false }
        let result = function.returnClause.type.trimmedDescription
        return result == "Void" || result == "()"
    }

    /// Whether the wrapped value is visibly a value type: a collection, optional or tuple type, a standard value
    /// type, or a literal initial value. An object the project or another module declares is not assumed.
    static func holdsValue(_ declaration: VariableDeclSyntax) -> Bool {
        guard let binding = declaration.bindings.first else { return false }
        if let type = binding.typeAnnotation?.type {
            let core = StoredValueType.core(of: type)
            if core.is(ArrayTypeSyntax.self) || core.is(DictionaryTypeSyntax.self) || core.is(TupleTypeSyntax.self) { return true }
            return TypeNames.simpleName(of: core).map(standardValueTypes.contains) ?? false
        }
        guard let value = binding.initializer?.value else { return false }
        // `[Key: CGSize]()`, `Set<String>()`, `CGSize(width: 1, height: 1)`.
        if let call = value.as(FunctionCallExprSyntax.self) {
            if call.calledExpression.is(ArrayExprSyntax.self) || call.calledExpression.is(DictionaryExprSyntax.self) { return true }
            return TypeNames.constructedTypeName(value).map(standardValueTypes.contains) ?? false
        }
        return value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self) || value.is(StringLiteralExprSyntax.self)
            || value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self) || value.is(BooleanLiteralExprSyntax.self)
    }

    private static let standardValueTypes: Set<String> = [
        "String", "Int", "Double", "Float", "CGFloat", "Bool", "Date", "URL", "Data", "UUID", "CGSize", "CGPoint",
        "CGRect", "Set", "Array", "Dictionary", "Optional", "Decimal", "TimeInterval", "IndexPath", "NSRange",
        "AttributedString", "Color", "Angle",
    ]
}
