import BridgeLintCore
import SwiftSyntax

/// Per class: stored properties whose changes never tell SwiftUI (no `@Published`, no property observers), none
/// when the class sends `objectWillChange` itself. Read by `state-holds-observable-object`: a view that reads only
/// these loses nothing when the object is held in `@State`.
enum UnobservedProperties: DeclarationFactRecorder {
    static let name = "unobserved-properties"

    static func mayRecord(in file: LintFile) -> Bool {
        file.contains("ObservableObject") || file.contains("Published")
    }

    static func value(of kind: TypeFact.Kind, members: MemberBlockSyntax, in file: LintFile) -> [String]? {
        guard kind == .class else { return nil }
        if file.contains("objectWillChange"),
           members.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier("objectWillChange") }) {
            return nil
        }
        var names: [String] = []
        for variable in members.flattenedDeclarations.compactMap({ $0.as(VariableDeclSyntax.self) })
        where !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
            && !variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Published" }) {
            for binding in variable.bindings where binding.accessorBlock == nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.append(name) }
            }
        }
        return names.isEmpty ? nil : names
    }
}
