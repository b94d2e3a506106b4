import BridgeLintCore
import SwiftSyntax

/// Test code drives models synchronously and often observes a single change on purpose; the thread and
/// tracking rules leave files that import XCTest or Swift Testing alone.
enum TestCode {
    /// Whether the file imports a test framework at its top level, also inside `#if` blocks
    /// (`#if canImport(Testing)`), or imports a module `@testable` (only a test target may: a project's own
    /// test helper module can stand in for the framework).
    static func isTestFile(_ file: LintFile) -> Bool {
        guard file.contains("XCTest") || file.contains("Testing") || file.contains("@testable") else { return false }
        return importsTestFramework(file.tree.statements)
    }

    /// Code that only previews or tests build (`static func mock(…)`, a `PreviewProvider`, `#Preview`): what it
    /// sets up is sample data, no evidence of what the app does.
    static func isPreviewOrMock(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            // Told apart by kind first: this runs for every write and construction a recorder looks at.
            switch parent.kind {
            case .functionDecl:
                let name = parent.cast(FunctionDeclSyntax.self).name.text
                if hasPrefix(name, "mock") || hasPrefix(name, "preview") { return true }
            case .macroExpansionDecl:
                if parent.cast(MacroExpansionDeclSyntax.self).macroName.text == "Preview" { return true }
            case .macroExpansionExpr:
                if parent.cast(MacroExpansionExprSyntax.self).macroName.text == "Preview" { return true }
            default:
                if let type = parent.asDeclGroup, let name = TypeNames.declaredName(of: type),
                   name.contains("Mock") || name.hasSuffix("Previews") || isPreviewProvider(type) {
                    return true
                }
            }
            current = parent.parent
        }
        return false
    }

    /// `struct Card_Preview: PreviewProvider` (or a `LibraryContentProvider`): whatever it declares or builds exists
    /// only in Xcode.
    private static func isPreviewProvider(_ type: some DeclGroupSyntax) -> Bool {
        type.inheritanceClause?.inheritedTypes.contains { CanvasOnlyTypes.protocols.contains($0.type.trimmedDescription) } ?? false
    }

    /// Whether `name` starts with the lower-case `prefix` in any case (`mockStore`, `MockStore`, `previewData`).
    private static func hasPrefix(_ name: String, _ prefix: String) -> Bool {
        name.utf8.count >= prefix.utf8.count
            && zip(name.utf8, prefix.utf8).allSatisfy { pair in pair.0 | 0x20 == pair.1 }
    }

    private static func importsTestFramework(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { item in
            if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                return conditional.clauses.contains { clause in
                    guard case .statements(let inner)? = clause.elements else { return false }
                    return importsTestFramework(inner)
                }
            }
            guard let declaration = item.item.as(ImportDeclSyntax.self), let module = declaration.path.first?.name.text
            else { return false }
            return module == "XCTest" || module == "Testing"
                || TypeNames.attribute(named: "testable", in: declaration.attributes) != nil
        }
    }
}
