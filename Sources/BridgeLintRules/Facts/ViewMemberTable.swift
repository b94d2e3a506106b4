import SwiftSyntax

/// A view's members by name, built once per view: closure analysis asks about every name a closure reads,
/// and scanning the member list for each one made large views quadratic.
struct ViewMemberTable {
    /// For each instance property name, its declaration when the first binding of that name is stored;
    /// `nil` when it is computed.
    private var stored: [String: VariableDeclSyntax?] = [:]
    /// Bodies of non-static methods and of properties with accessors, by name, in source order.
    private var bodies: [String: [Syntax]] = [:]
    /// Whether some stored property has a property wrapper (`@State`, `@Binding`, `@Environment`, …): what the
    /// view passes on can change by itself only through one of those.
    private(set) var hasWrappedProperty = false

    /// Names of the view's instance methods.
    private(set) var functionNames: Set<String> = []

    /// The view's members, with those of its extensions in the same file (`private extension Scanner { func
    /// handle(_:) }`): methods and computed properties there are the view's too.
    init(_ view: StructDeclSyntax) {
        let extensionMembers = Self.sameFileExtensions(of: view).flatMap(\.memberBlock.flattenedDeclarations)
        for member in view.memberBlock.flattenedDeclarations + extensionMembers {
            if let function = member.as(FunctionDeclSyntax.self) {
                guard !Self.isStatic(function.modifiers), let body = function.body else { continue }
                bodies[function.name.text, default: []].append(Syntax(body))
                functionNames.insert(function.name.text)
            } else if let variable = member.as(VariableDeclSyntax.self) {
                let isStatic = Self.isStatic(variable.modifiers)
                if !isStatic, !variable.attributes.isEmpty { hasWrappedProperty = true }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    if let accessors = binding.accessorBlock { bodies[name, default: []].append(Syntax(accessors)) }
                    if !isStatic, stored[name] == nil {
                        stored[name] = .some(ForwardedProperty.isStored(binding) ? variable : nil)
                    }
                }
            }
        }
    }

    /// The stored (not computed) instance property of that name.
    func storedVariable(named name: String) -> VariableDeclSyntax? {
        stored[name] ?? nil
    }

    /// Bodies of the view's methods and computed properties of that name.
    func computedBodies(named name: String) -> [Syntax] {
        bodies[name] ?? []
    }

    /// Extensions of the view's name at the top level of its file (or in `#if` blocks there), for a view
    /// declared at the top level itself.
    private static func sameFileExtensions(of view: StructDeclSyntax) -> [ExtensionDeclSyntax] {
        guard let file = view.parent?.parent?.parent?.as(SourceFileSyntax.self) else { return [] }
        return file.statements.flattenedDeclGroups.compactMap { group in
            guard let found = group.as(ExtensionDeclSyntax.self), found.extendedType.trimmedDescription == view.name.text else { return nil }
            return found
        }
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.static) }
    }
}
