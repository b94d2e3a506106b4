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

extension SyntaxProtocol {
    /// The function, initializer or accessor whose code holds this node (or, with `closures`, the nearest closure
    /// if that is closer); `nil` outside any, such as in a stored property's initial value.
    public func enclosingFunction(closures: Bool = false) -> Syntax? {
        var current = parent
        while let candidate = current {
            if candidate.is(FunctionDeclSyntax.self) || candidate.is(InitializerDeclSyntax.self)
                || candidate.is(AccessorDeclSyntax.self) || (closures && candidate.is(ClosureExprSyntax.self)) {
                return candidate
            }
            if candidate.asDeclGroup != nil { return nil }
            current = candidate.parent
        }
        return nil
    }
}
