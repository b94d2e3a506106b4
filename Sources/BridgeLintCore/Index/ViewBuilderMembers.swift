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
        guard parts.count > 1, let body = parts.first(where: { $0.name == "body" }) else { return [] }
        var remaining = Dictionary(parts.filter { $0.name != "body" }.map { ($0.name, $0.code) }, uniquingKeysWith: { first, _ in first })
        var pending = [body.code]
        while let code = pending.popLast(), !remaining.isEmpty {
            for token in code.tokens(viewMode: .sourceAccurate) {
                guard case .identifier(let name) = token.tokenKind, let reached = remaining.removeValue(forKey: name) else { continue }
                pending.append(reached)
            }
        }
        return Set(remaining.keys)
    }
}
