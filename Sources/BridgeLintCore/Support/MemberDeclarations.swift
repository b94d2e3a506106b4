import SwiftSyntax

extension CodeBlockItemListSyntax {
    /// A file's top-level type declarations and extensions, with those inside `#if` blocks lifted out (every
    /// branch counts, as for members).
    public var flattenedDeclGroups: [any DeclGroupSyntax] {
        flatMap { item -> [any DeclGroupSyntax] in
            if let group = item.item.asDeclGroup { return [group] }
            guard let conditional = item.item.as(IfConfigDeclSyntax.self) else { return [] }
            return conditional.clauses.flatMap { clause -> [any DeclGroupSyntax] in
                guard case .statements(let statements)? = clause.elements else { return [] }
                return statements.flattenedDeclGroups
            }
        }
    }
}

extension MemberBlockSyntax {
    /// The member declarations, with those inside `#if … #else … #endif` blocks lifted out.
    ///
    /// Every branch counts: bridgelint lints the iOS and the macOS side of shared code alike, so
    /// `#if os(iOS) func makeUIView … #else func makeNSView … #endif` is seen in full.
    public var flattenedDeclarations: [DeclSyntax] {
        var result: [DeclSyntax] = []
        var pending = members.map(\.decl).reversed() as [DeclSyntax]
        while let decl = pending.popLast() {
            if let conditional = decl.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses.reversed() {
                    if case .decls(let nested) = clause.elements {
                        pending += nested.map(\.decl).reversed()
                    }
                }
            } else {
                result.append(decl)
            }
        }
        return result
    }
}
