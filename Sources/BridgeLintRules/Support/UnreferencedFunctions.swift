import BridgeLintCore
import SwiftSyntax

/// Functions of a file that nothing in the file names besides their own declaration: a view's helper that builds
/// content nobody asks for (`func searchSheet() -> some View` with no caller) makes nothing on any render.
enum UnreferencedFunctions {
    /// Whether `function` is a member of a view struct (`View`, or a `body` of `some View`) and the file names
    /// it only where it declares it. A helper of a view is called by that view's own code, which is in the file.
    /// Also a member of an extension of such a struct declared in the same file.
    static func isUnreferencedViewHelper(_ function: FunctionDeclSyntax, in file: LintFile) -> Bool {
        guard function.parent?.is(MemberBlockItemSyntax.self) == true,
              let owner = function.ancestor(MemberBlockSyntax.self)?.parent,
              let name = owner.as(StructDeclSyntax.self)?.name.text
                ?? owner.as(ExtensionDeclSyntax.self).flatMap({ TypeNames.simpleName(of: $0.extendedType) }),
              TypeGroups.all(in: file).contains(where: { group in
                  group.name == name && group.declaration?.is(StructDeclSyntax.self) == true && group.isView
              })
        else { return false }
        return identifierCounts(in: file)[function.name.text, default: 0] <= 1
    }

    /// How often each identifier is written in the file, counted once per file.
    private static func identifierCounts(in file: LintFile) -> [String: Int] {
        file.memo.value("IdentifierCounts") {
            var counts: [String: Int] = [:]
            for token in file.tree.tokens(viewMode: .sourceAccurate) {
                if case .identifier = token.tokenKind { counts[token.text, default: 0] += 1 }
            }
            return counts
        }
    }
}
