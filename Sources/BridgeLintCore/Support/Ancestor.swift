import SwiftSyntax

extension SyntaxProtocol {
    /// The nearest enclosing node of a kind.
    public func ancestor<Kind: SyntaxProtocol>(_ kind: Kind.Type) -> Kind? {
        var current = parent
        while let node = current {
            if let match = node.as(kind) { return match }
            current = node.parent
        }
        return nil
    }
}
