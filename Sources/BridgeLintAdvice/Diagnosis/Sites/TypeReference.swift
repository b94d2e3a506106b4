import BridgeLintCore
import SwiftSyntax

/// A type as far as the names in code and in messages go: the type itself, and the types that come with it (its
/// generic arguments, the root view and environment of a hosting controller it was made with). Comparing these
/// names is all the ranking needs; it is no type checker.
struct TypeReference: Hashable, Sendable {
    var primary: String?
    var related: [String] = []

    static let unknown = TypeReference()

    init(primary: String? = nil, related: [String] = []) {
        self.primary = primary
        self.related = related
    }

    /// Every name, the type itself first, without repeats.
    var names: [String] {
        var seen: Set<String> = []
        return ((primary.map { [$0] } ?? []) + related).filter { seen.insert($0).inserted }
    }

    var isUnknown: Bool { primary == nil && related.isEmpty }

    /// `UIHostingController<SettingsView>?` → `UIHostingController` with `SettingsView`; `[ChartController]` →
    /// `ChartController`; `[String: Row]` → `Row`.
    init(_ type: TypeSyntax) {
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            primary = identifier.name.text
            related = identifier.genericArgumentClause?.arguments.flatMap { argument -> [String] in
                guard case .type(let type) = argument.argument else { return [] }
                return TypeReference(type).names
            } ?? []
        } else if let member = type.as(MemberTypeSyntax.self) {
            primary = member.name.text
        } else if let optional = type.as(OptionalTypeSyntax.self) {
            self = TypeReference(optional.wrappedType)
        } else if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            self = TypeReference(unwrapped.wrappedType)
        } else if let attributed = type.as(AttributedTypeSyntax.self) {
            self = TypeReference(attributed.baseType)
        } else if let array = type.as(ArrayTypeSyntax.self) {
            self = TypeReference(array.element)
        } else if let dictionary = type.as(DictionaryTypeSyntax.self) {
            self = TypeReference(dictionary.value)
        } else if let some = type.as(SomeOrAnyTypeSyntax.self) {
            self = TypeReference(some.constraint)
        }
    }
}
