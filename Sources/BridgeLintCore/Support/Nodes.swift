import SwiftSyntax

/// Every node of one kind under a node, in source order, optionally without looking inside closures
/// and nested functions (code that runs at some other time, if at all).
public enum Nodes {
    public static func all<Node: SyntaxProtocol>(
        _ kind: Node.Type, in root: some SyntaxProtocol, outsideClosures: Bool = false
    ) -> [Node] {
        // swift-syntax's own walk: no array of pending children to build and reverse at every node, which
        // cost rules that ask this for many members more than the matching itself.
        let collector = Collector<Node>(root: Syntax(root), outsideClosures: outsideClosures)
        collector.walk(root)
        return collector.found
    }

    /// The nodes under `root` (itself included) that `matches` accepts, in source order, in one walk.
    public static func all(
        in root: some SyntaxProtocol, outsideClosures: Bool = false, where matches: @escaping (Syntax) -> Syntax?
    ) -> [Syntax] {
        let collector = Collector<Syntax>(root: Syntax(root), outsideClosures: outsideClosures, matches: matches)
        collector.walk(root)
        return collector.found
    }

    private final class Collector<Node: SyntaxProtocol>: SyntaxAnyVisitor {
        let root: SyntaxIdentifier
        let outsideClosures: Bool
        let matches: (Syntax) -> Node?
        var found: [Node] = []

        init(root: Syntax, outsideClosures: Bool, matches: @escaping (Syntax) -> Node? = { $0.as(Node.self) }) {
            self.root = root.id
            self.outsideClosures = outsideClosures
            self.matches = matches
            super.init(viewMode: .sourceAccurate)
        }

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if let match = matches(node) {
                found.append(match)
            }
            if outsideClosures, node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self), node.id != root {
                return .skipChildren
            }
            return .visitChildren
        }
    }
}
