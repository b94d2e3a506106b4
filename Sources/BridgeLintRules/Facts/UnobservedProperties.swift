import BridgeLintCore
import SwiftSyntax

/// Per class: stored properties whose changes never tell SwiftUI (no `@Published`, no property observers); only
/// its `let`s when the class sends its own `objectWillChange` (sending a property's, `self.header.objectWillChange`,
/// tells that object's views). Read by `state-holds-observable-object`: a view that reads only
/// these loses nothing when the object is held in `@State`.
enum UnobservedProperties: DeclarationFactRecorder {
    static let name = "unobserved-properties"

    static func mayRecord(in file: LintFile) -> Bool {
        file.contains("ObservableObject") || file.contains("Published")
    }

    static func value(of kind: TypeFact.Kind, members: MemberBlockSyntax, in file: LintFile) -> [String]? {
        guard kind == .class else { return nil }
        // A class that sends its own objectWillChange may do so for any `var`; a `let` never changes all the same.
        let sendsItsOwn = file.contains("objectWillChange") && members.tokens(viewMode: .sourceAccurate).contains {
            $0.tokenKind == .identifier("objectWillChange") && !isOtherObjects($0)
        }
        var names: [String] = []
        for variable in members.flattenedDeclarations.compactMap({ $0.as(VariableDeclSyntax.self) })
        where !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
            && !variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Published" })
            && (!sendsItsOwn || variable.bindingSpecifier.tokenKind == .keyword(.let)) {
            for binding in variable.bindings where binding.accessorBlock == nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.append(name) }
            }
        }
        return names.isEmpty ? nil : names
    }

    /// `self.header.objectWillChange` or `child.objectWillChange`: another object's publisher, which tells the views
    /// observing that object, not this one's.
    private static func isOtherObjects(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self),
              let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
              let base = member.base
        else { return false }
        return base.withoutUnwraps.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self)
    }
}
