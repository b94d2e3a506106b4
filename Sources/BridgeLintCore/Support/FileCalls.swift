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
        let calls = all(in: file)
        let start = node.position
        let end = node.endPosition
        // A walk meets a call before the calls inside it, so the list is sorted by where each call starts.
        var low = 0
        var high = calls.count
        while low < high {
            let middle = (low + high) / 2
            if calls[middle].position < start { low = middle + 1 } else { high = middle }
        }
        var upper = low
        while upper < calls.count, calls[upper].position < end { upper += 1 }
        // Syntax ranges nest: a call starting inside the node is in it, unless it starts where the node does and
        // ends after it, being a call the node is part of (its callee, say).
        return calls[low..<upper].filter { $0.endPosition <= end }
    }
}
