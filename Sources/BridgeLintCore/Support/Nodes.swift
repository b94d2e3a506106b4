import SwiftSyntax

/// Every node of one kind under a node, in source order, optionally without looking inside closures
/// and nested functions (code that runs at some other time, if at all).
public enum Nodes {
    public static func all<Node: SyntaxProtocol>(
        _ kind: Node.Type, in root: some SyntaxProtocol, outsideClosures: Bool = false
    ) -> [Node] {
        var found: [Node] = []
        var pending: [Syntax] = [Syntax(root)]
        while let node = pending.popLast() {
            if let match = node.as(Node.self) {
                found.append(match)
            }
            if outsideClosures, node.id != Syntax(root).id,
               node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) {
                continue
            }
            pending += node.children(viewMode: .sourceAccurate).reversed()
        }
        return found
    }
}
