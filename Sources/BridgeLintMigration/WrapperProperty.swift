import BridgeLintCore
import SwiftSyntax

/// A `@StateObject`, `@ObservedObject` or `@EnvironmentObject` property, with the type it holds when that
/// can be told.
struct WrapperProperty {
    let source: Int
    let declaration: VariableDeclSyntax
    let attribute: AttributeSyntax
    /// `StateObject`, `ObservedObject` or `EnvironmentObject`.
    let wrapper: String
    /// The property's name; nil when the declaration binds several.
    let name: String?
    /// The type that declares the property (or an extension of it).
    let owner: String?
    let heldType: String?

    init?(source: Int, declaration: VariableDeclSyntax, resolver: TypeResolver) {
        guard let attribute = declaration.attributes.compactMap({ $0.as(AttributeSyntax.self) })
            .first(where: { TypeNames.simpleName(of: $0).map(ObservationSurvey.objectWrappers.contains) ?? false }),
            let wrapper = TypeNames.simpleName(of: attribute)
        else { return nil }
        self.source = source
        self.declaration = declaration
        self.attribute = attribute
        self.wrapper = wrapper
        self.owner = declaration.enclosingTypeName
        let binding = declaration.bindings.count == 1 ? declaration.bindings.first : nil
        self.name = binding?.boundName
        switch binding.map(DeclaredValue.init) {
        case .type(let name)?: heldType = name
        case .expression(let value)?: heldType = resolver.type(of: value)
        default: heldType = nil
        }
    }

    /// Whether the held type is a generic parameter of an enclosing declaration: what it holds is decided
    /// by the code that names the declaration, which `ConstraintUses` follows.
    var holdsGenericParameter: Bool {
        guard let heldType else { return false }
        var current = declaration.parent
        while let node = current {
            let clause = node.as(StructDeclSyntax.self)?.genericParameterClause
                ?? node.as(ClassDeclSyntax.self)?.genericParameterClause
                ?? node.as(EnumDeclSyntax.self)?.genericParameterClause
            if clause?.parameters.contains(where: { $0.name.text == heldType }) == true { return true }
            current = node.parent
        }
        return false
    }

    var description: String { "@\(wrapper) var \(name ?? "…")" }
}
