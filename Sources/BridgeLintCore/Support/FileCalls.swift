import SwiftSyntax

/// Every function call of a file in source order, gathered by the file's one shared walk (`FileNodes`) and
/// shared by every rule that checks the file. A rule that wants the calls of one member or body takes them from this
/// list by position instead of walking that code again.
public enum FileCalls {
    public static func all(in file: LintFile) -> [FunctionCallExprSyntax] {
        FileNodes.of(file).calls
    }

    /// The calls inside `node` (itself included when it is one), in source order: the same as
    /// `Nodes.all(FunctionCallExprSyntax.self, in: node)` for a node of `file`'s tree.
    public static func all(in node: some SyntaxProtocol, of file: LintFile) -> [FunctionCallExprSyntax] {
        FileNodes.within(node, all(in: file))
    }
}
