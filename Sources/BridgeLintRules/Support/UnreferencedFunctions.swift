import BridgeLintCore
import SwiftSyntax

/// Functions of a file that nothing in the file names besides their own declaration: a view's helper that builds
/// content nobody asks for (`func searchSheet() -> some View` with no caller) makes nothing on any render.
enum UnreferencedFunctions {
    /// Whether `function` is a member of a view struct (one that declares its `View` conformance) and the file names
    /// it only where it declares it. A helper of a view is called by that view's own code, which is in the file.
    static func isUnreferencedViewHelper(_ function: FunctionDeclSyntax, in file: LintFile) -> Bool {
        guard function.parent?.is(MemberBlockItemSyntax.self) == true,
              let view = function.ancestor(MemberBlockSyntax.self)?.parent?.as(StructDeclSyntax.self),
              TypeNames.inheritedNames(view.inheritanceClause).contains("View")
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
