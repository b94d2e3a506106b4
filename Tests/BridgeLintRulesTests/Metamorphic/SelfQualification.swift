import BridgeLintCore
@testable import BridgeLintRules
import SwiftSyntax

/// Inside the methods and computed properties of a struct or class, writes a bare reference to one of
/// its stored or computed properties as `self.x`, and `self.x` as `x`, wherever no parameter or
/// local of the function has that name (so the meaning cannot change).
enum SelfQualification {
    static func toggle(in tree: SourceFileSyntax) -> String {
        SelfToggler(viewMode: .sourceAccurate).rewrite(tree).description
    }
}

private final class SelfToggler: SyntaxRewriter {
    /// Property names of the enclosing types, innermost last, and whether that type is a class.
    private var propertyScopes: [(names: Set<String>, isClass: Bool)] = []
    /// How many closures enclose the current node within the innermost type.
    private var closureDepth = 0
    /// Names a function or closure declares, innermost last: they shadow properties.
    private var shadowScopes: [Set<String>] = []

    override func visit(_ node: StructDeclSyntax) -> DeclSyntax {
        withProperties(of: node.memberBlock, isClass: false) { super.visit(node) }
    }

    override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        withProperties(of: node.memberBlock, isClass: true) { super.visit(node) }
    }

    override func visit(_ node: ExtensionDeclSyntax) -> DeclSyntax {
        // The stored properties of an extended type may be declared elsewhere: leave it alone.
        withProperties(of: nil, isClass: false) { super.visit(node) }
    }

    override func visit(_ node: EnumDeclSyntax) -> DeclSyntax { withProperties(of: nil, isClass: false) { super.visit(node) } }
    override func visit(_ node: ProtocolDeclSyntax) -> DeclSyntax { withProperties(of: nil, isClass: false) { super.visit(node) } }

    override func visit(_ node: ClosureExprSyntax) -> ExprSyntax {
        closureDepth += 1
        defer { closureDepth -= 1 }
        return super.visit(node)
    }

    override func visit(_ node: FunctionDeclSyntax) -> DeclSyntax {
        withShadows(LocalDeclarations.names(in: Syntax(node))) { super.visit(node) }
    }

    override func visit(_ node: InitializerDeclSyntax) -> DeclSyntax {
        withShadows(LocalDeclarations.names(in: Syntax(node))) { super.visit(node) }
    }

    override func visit(_ node: AccessorBlockSyntax) -> AccessorBlockSyntax {
        // `newValue`/`oldValue` and a computed property's locals shadow too.
        shadowScopes.append(LocalDeclarations.names(in: Syntax(node)).union(["newValue", "oldValue"]))
        defer { shadowScopes.removeLast() }
        return super.visit(node)
    }

    override func visit(_ node: MemberBlockItemSyntax) -> MemberBlockItemSyntax {
        // Initial values of stored properties cannot use `self`.
        if let variable = node.decl.as(VariableDeclSyntax.self), variable.bindings.allSatisfy({ $0.accessorBlock == nil }) {
            return node
        }
        return super.visit(node)
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> ExprSyntax {
        guard isToggleable(node.baseName), node.argumentNames == nil,
              node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id,
              node.parent?.is(KeyPathPropertyComponentSyntax.self) != true
        else { return ExprSyntax(node) }
        let qualified = MemberAccessExprSyntax(
            base: DeclReferenceExprSyntax(baseName: .keyword(.self)), period: .periodToken(),
            declName: DeclReferenceExprSyntax(baseName: node.baseName.trimmed))
        return ExprSyntax(qualified.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }

    override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        guard let base = node.base?.as(DeclReferenceExprSyntax.self), base.baseName.tokenKind == .keyword(.self),
              isToggleable(node.declName.baseName), node.declName.argumentNames == nil,
              !(node.parent?.is(FunctionCallExprSyntax.self) ?? false),
              // An escaping closure in a class must name `self` explicitly.
              !(propertyScopes.last?.isClass == true && closureDepth > 0)
        else { return super.visit(node) }
        let bare = DeclReferenceExprSyntax(baseName: node.declName.baseName.trimmed)
        return ExprSyntax(bare.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia))
    }

    private func isToggleable(_ name: TokenSyntax) -> Bool {
        guard case .identifier(let text) = name.tokenKind, let properties = propertyScopes.last?.names,
              properties.contains(text), !shadowScopes.isEmpty
        else { return false }
        return !shadowScopes.contains { $0.contains(text) }
    }

    private func withProperties(of block: MemberBlockSyntax?, isClass: Bool, _ body: () -> DeclSyntax) -> DeclSyntax {
        propertyScopes.append((block.map(Self.propertyNames) ?? [], isClass))
        let savedShadows = shadowScopes
        let savedDepth = closureDepth
        shadowScopes = []
        closureDepth = 0
        defer {
            propertyScopes.removeLast()
            shadowScopes = savedShadows
            closureDepth = savedDepth
        }
        return body()
    }

    private func withShadows(_ names: Set<String>, _ body: () -> DeclSyntax) -> DeclSyntax {
        shadowScopes.append(names)
        defer { shadowScopes.removeLast() }
        return body()
    }

    private static func propertyNames(_ block: MemberBlockSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in block.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) })
            else { continue }
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { names.insert(name) }
            }
        }
        return names
    }
}

/// Every name a declaration introduces below a node: the rules' own local-name finder, plus the
/// parameters of functions and initializers (which it leaves to the signature's owner).
enum LocalDeclarations {
    static func names(in node: Syntax) -> Set<String> {
        let parameters = Nodes.all(FunctionParameterSyntax.self, in: node).map { ($0.secondName ?? $0.firstName).text }
        return LocalNames.declared(in: node).union(parameters)
    }
}
