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

    static func isFunction(_ type: TypeSyntax?) -> Bool {
        type.map { core(of: $0).is(FunctionTypeSyntax.self) } ?? false
    }
}
