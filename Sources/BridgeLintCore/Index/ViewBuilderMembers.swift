import SwiftSyntax

/// The `some View` properties and functions that build parts of a view's body (`private var header: some View`,
/// `func row(_:) -> some View`), and which of them the body uses: a helper nothing calls (kept for later, its
/// caller commented out) shows nothing, so what it presents or changes is not the view's.
public enum ViewBuilderMembers {
    /// `some View`: the type of a view's body and of the helpers that build parts of it.
    public static func isSomeView(_ type: TypeSyntax) -> Bool {
        guard let opaque = type.as(SomeOrAnyTypeSyntax.self), opaque.someOrAnySpecifier.tokenKind == .keyword(.some) else { return false }
        return TypeNames.simpleName(of: opaque.constraint) == "View"
    }

    /// The code of `declaration` when it is `body` or a view-building helper: its name and its accessor or body.
    public static func part(of declaration: DeclSyntax) -> [(name: String, code: Syntax)] {
        if let function = declaration.as(FunctionDeclSyntax.self) {
            guard let returnType = function.signature.returnClause?.type, isSomeView(returnType), let body = function.body
            else { return [] }
            return [(function.name.text, Syntax(body))]
        }
        guard let variable = declaration.as(VariableDeclSyntax.self) else { return [] }
        return variable.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let accessor = binding.accessorBlock,
                  name == "body" || binding.typeAnnotation.map({ isSomeView($0.type) }) == true
            else { return nil }
            return (name, Syntax(accessor))
        }
    }

    /// The names of the helpers among `declarations` that `body` reaches neither directly nor through other
    /// helpers. Empty when the type declares no `body` here (it is in an extension, which may use any of them).
    public static func unreached(in declarations: [DeclSyntax]) -> Set<String> {
        let parts = declarations.flatMap(part(of:))
        guard parts.count > 1 else { return [] }
        let reachedNames = Set(reached(parts.map { ($0.name, $0) }) { part in
            Set(part.code.tokens(viewMode: .sourceAccurate).compactMap { token in
                if case .identifier(let name) = token.tokenKind { return name }
                return nil
            })
        }.map(\.name))
        return Set(parts.map(\.name)).subtracting(reachedNames)
    }

    /// Of the parts (`body` and the helpers, by name), those `body` reaches, directly or through other helpers,
    /// `names` giving the names each part refers to; every part when there is no `body` among them.
    public static func reached<Part>(_ parts: [(name: String, part: Part)], names: (Part) -> Set<String>) -> [Part] {
        guard let body = parts.first(where: { $0.name == "body" }) else { return parts.map(\.part) }
        var remaining = parts.filter { $0.name != "body" }
        var shown = [body.part]
        var index = 0
        while index < shown.count, !remaining.isEmpty {
            let used = names(shown[index])
            shown += remaining.filter { used.contains($0.name) }.map(\.part)
            remaining.removeAll { used.contains($0.name) }
            index += 1
        }
        return shown
    }
}
