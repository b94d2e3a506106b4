import SwiftSyntax

extension SyntaxProtocol {
    /// The node as a type declaration or extension, told by its kind. Walks up a node's ancestors ask this at
    /// every level, and swift-syntax's `asProtocol(DeclGroupSyntax.self)` is a dynamic conformance lookup each time.
    public var asDeclGroup: (any DeclGroupSyntax)? {
        switch kind {
        case .classDecl: return cast(ClassDeclSyntax.self)
        case .structDecl: return cast(StructDeclSyntax.self)
        case .enumDecl: return cast(EnumDeclSyntax.self)
        case .extensionDecl: return cast(ExtensionDeclSyntax.self)
        case .actorDecl: return cast(ActorDeclSyntax.self)
        case .protocolDecl: return cast(ProtocolDeclSyntax.self)
        default: return nil
        }
    }
}
