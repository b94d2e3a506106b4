import BridgeLintCore
import SwiftSyntax

/// Inserting a whole statement next to the statement that holds a node, indented like it.
enum HostingEdits {
    /// The statement of a function or closure body that contains `node`.
    static func statement(containing node: some SyntaxProtocol) -> CodeBlockItemSyntax? {
        var current: Syntax? = Syntax(node)
        while let candidate = current {
            if let item = candidate.as(CodeBlockItemSyntax.self), item.parent?.parent?.is(SourceFileSyntax.self) == false {
                return item
            }
            if candidate.asDeclGroup != nil { return nil }
            current = candidate.parent
        }
        return nil
    }

    /// Whether the statement is inside a closure (where a bare `addChild` would need `self.`).
    static func isInClosure(_ item: CodeBlockItemSyntax) -> Bool {
        var current = item.parent
        while let node = current {
            if node.is(ClosureExprSyntax.self) { return true }
            if node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self) || node.is(AccessorDeclSyntax.self) {
                return false
            }
            current = node.parent
        }
        return false
    }

    /// The white space a statement starts its line with, when it starts a line of its own.
    static func indentation(of item: CodeBlockItemSyntax) -> String? {
        item.leadingTrivia.contains(where: \.isNewline) ? Indentation.of(item) : nil
    }

    /// `line` as a statement of its own just before `item`, or `nil` when `item` does not start its own line.
    static func insert(_ line: String, before item: CodeBlockItemSyntax) -> TextEdit? {
        guard let indentation = indentation(of: item) else { return nil }
        return .insert("\(line)\n\(indentation)", before: item)
    }

    /// `line` as a statement of its own just after `item` (and a comment ending its line).
    static func insert(_ line: String, after item: CodeBlockItemSyntax) -> TextEdit? {
        guard let indentation = indentation(of: item) else { return nil }
        let offset = item.endPosition.utf8Offset
        return TextEdit(start: offset, end: offset, replacement: "\n\(indentation)\(line)")
    }
}
