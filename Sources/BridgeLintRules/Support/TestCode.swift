import BridgeLintCore
import SwiftSyntax

/// Test code drives models synchronously and often observes a single change on purpose; the thread and
/// tracking rules leave files that import XCTest or Swift Testing alone.
enum TestCode {
    /// Whether the file imports a test framework at its top level, also inside `#if` blocks
    /// (`#if canImport(Testing)`).
    static func isTestFile(_ file: LintFile) -> Bool {
        guard file.contains("XCTest") || file.contains("Testing") else { return false }
        return importsTestFramework(file.tree.statements)
    }

    /// Code that only previews or tests build (`static func mock(…)`, a `PreviewProvider`, `#Preview`): what it
    /// sets up is sample data, no evidence of what the app does.
    static func isPreviewOrMock(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) {
                let name = function.name.text.lowercased()
                if name.hasPrefix("mock") || name.hasPrefix("preview") { return true }
            } else if let macro = parent.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
                return true
            } else if let macro = parent.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" {
                return true
            } else if let type = parent.asProtocol(DeclGroupSyntax.self), let name = TypeNames.declaredName(of: type),
                      name.contains("Mock") || name.hasSuffix("Previews") {
                return true
            }
            current = parent.parent
        }
        return false
    }

    private static func importsTestFramework(_ statements: CodeBlockItemListSyntax) -> Bool {
        statements.contains { item in
            if let conditional = item.item.as(IfConfigDeclSyntax.self) {
                return conditional.clauses.contains { clause in
                    guard case .statements(let inner)? = clause.elements else { return false }
                    return importsTestFramework(inner)
                }
            }
            guard let module = item.item.as(ImportDeclSyntax.self)?.path.first?.name.text else { return false }
            return module == "XCTest" || module == "Testing"
        }
    }
}
