@_spi(RawSyntax) import SwiftSyntax

/// Reading type and attribute names the way the index stores them: the last
/// component, without generic arguments, optionality or attributes
/// (`Foundation.URL?` → `URL`, `Box<Item>` → `Box`).
public enum TypeNames {
    /// Attributes that make a type the app's entry point, made once by the system for the app's whole run.
    public static let entryPointAttributes: Set<String> = ["main", "UIApplicationMain", "NSApplicationMain"]

    /// `SupportView` in `UIHostingController<SupportView>` or `NSHostingController<…>`, optional or not: the root
    /// view type a hosting controller's type names.
    public static func hostingControllerRootType(_ type: TypeSyntax) -> String? {
        var type = type
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { type = unwrapped.wrappedType }
        guard let identifier = type.as(IdentifierTypeSyntax.self),
              ["UIHostingController", "NSHostingController"].contains(identifier.name.text),
              let argument = identifier.genericArgumentClause?.arguments.first, case .type(let root) = argument.argument
        else { return nil }
        return simpleName(of: root)
    }

    public static func simpleName(of type: TypeSyntax) -> String? {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            return identifier.name.text
        }
        if let member = type.as(MemberTypeSyntax.self) {
            return member.name.text
        }
        if let optional = type.as(OptionalTypeSyntax.self) {
            return simpleName(of: optional.wrappedType)
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return simpleName(of: unwrapped.wrappedType)
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return simpleName(of: attributed.baseType)
        }
        return nil
    }

    /// The simple name a type declaration declares, or an extension extends; nil for a protocol.
    public static func declaredName(of group: some DeclGroupSyntax) -> String? {
        if let type = group.as(ClassDeclSyntax.self) { return type.name.text }
        if let type = group.as(StructDeclSyntax.self) { return type.name.text }
        if let type = group.as(EnumDeclSyntax.self) { return type.name.text }
        if let type = group.as(ActorDeclSyntax.self) { return type.name.text }
        if let type = group.as(ExtensionDeclSyntax.self) { return simpleName(of: type.extendedType) }
        return nil
    }

    /// The simple name of an attribute: `@Observation.Observable` → `Observable`.
    public static func simpleName(of attribute: AttributeSyntax) -> String? {
        simpleName(of: attribute.attributeName)
    }

    /// Names of the custom attributes in an attribute list, in order.
    public static func attributeNames(_ attributes: AttributeListSyntax) -> [String] {
        attributes.compactMap { element in
            element.as(AttributeSyntax.self).flatMap(simpleName(of:))
        }
    }

    /// The attribute with the given simple name, if present.
    public static func attribute(named name: String, in attributes: AttributeListSyntax) -> AttributeSyntax? {
        for element in attributes {
            if let attribute = element.as(AttributeSyntax.self), simpleName(of: attribute) == name {
                return attribute
            }
        }
        return nil
    }

    /// Simple names of the types in an inheritance clause.
    public static func inheritedNames(_ clause: InheritanceClauseSyntax?) -> [String] {
        clause?.inheritedTypes.compactMap { simpleName(of: $0.type) } ?? []
    }

    /// The type an expression constructs, when it is a call such as `Store()`,
    /// `Store(id: 1)`, `Module.Store()` or `Store.init()`: a capitalised callee.
    public static func constructedTypeName(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.rawText == "init",
           let base = member.base {
            callee = base
        }
        let token: TokenSyntax
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            token = reference.baseName
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.base != nil {
            token = member.declName.baseName
        } else if let specialized = callee.as(GenericSpecializationExprSyntax.self),
                  let reference = specialized.expression.as(DeclReferenceExprSyntax.self) {
            token = reference.baseName
        } else {
            return nil
        }
        // Most calls are of functions and methods: an ASCII first byte that is no capital (nor the underscore of
        // `_GIFImage(…)`) decides before a string is made.
        if let first = token.rawText.first, first < 0x80, first != UInt8(ascii: "_"),
           !(UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(first) {
            return nil
        }
        let name = token.text
        return isTypeName(name) ? name : nil
    }

    /// Whether a name is spelled like a type: a capital first, after any leading underscores (`Store`, `_GIFImage`).
    public static func isTypeName(_ name: String) -> Bool {
        name.unicodeScalars.first(where: { $0 != "_" })?.properties.isUppercase == true
    }
}
