import SwiftSyntax

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
