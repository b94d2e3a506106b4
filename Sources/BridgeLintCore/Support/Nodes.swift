import SwiftSyntax

/// Every node of one kind under a node, in source order, optionally without looking inside closures
/// and nested functions (code that runs at some other time, if at all).
public enum Nodes {
    // Inlinable so that the kind test is specialised where it is called: rules ask this for many members,
    // and an unspecialised `as(Node.self)` looked up generic metadata at every node of the walk.
    @inlinable
    public static func all<Node: SyntaxProtocol>(
        _ kind: Node.Type, in root: some SyntaxProtocol, outsideClosures: Bool = false
    ) -> [Node] {
        all(in: root, outsideClosures: outsideClosures) { $0.is(Node.self) ? $0 : nil }.map { $0.cast(Node.self) }
    }

    /// The nodes under `root` (itself included) that `matches` accepts, in source order, in one walk.
    public static func all(
        in root: some SyntaxProtocol, outsideClosures: Bool = false, where matches: @escaping (Syntax) -> Syntax?
    ) -> [Syntax] {
        // swift-syntax's own walk: no array of pending children to build and reverse at every node, which
        // cost rules that ask this for many members more than the matching itself.
        let collector = Collector(root: Syntax(root), outsideClosures: outsideClosures, matches: matches)
        collector.walk(root)
        return collector.found
    }

    private final class Collector: SyntaxAnyVisitor {
        let root: SyntaxIdentifier
        let outsideClosures: Bool
        let matches: (Syntax) -> Syntax?
        var found: [Syntax] = []

        init(root: Syntax, outsideClosures: Bool, matches: @escaping (Syntax) -> Syntax?) {
            self.root = root.id
            self.outsideClosures = outsideClosures
            self.matches = matches
            super.init(viewMode: .sourceAccurate)
        }

        override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
            if let match = matches(node) {
                found.append(match)
            }
            if outsideClosures, node.kind == .closureExpr || node.kind == .functionDecl, node.id != root {
                return .skipChildren
            }
            return .visitChildren
        }
    }
}
