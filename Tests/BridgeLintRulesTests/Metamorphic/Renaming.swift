import SwiftSyntax

/// Gives user-declared types, locals and parameters other names, consistently across the files.
///
/// Without a type checker, a name is renamed only when it can never be an API name: a name that
/// also appears as a member of a type, after a `.`, as an argument label or as a function name is
/// left alone (renaming a local `text` could otherwise rename `field.text`).
enum Renaming {
    static func apply(to trees: [(name: String, tree: SourceFileSyntax)]) -> Rewritten {
        let census = NameCensus(viewMode: .sourceAccurate)
        for file in trees { census.walk(file.tree) }
        let renameable = census.declared.subtracting(census.reserved).sorted()
        var renamed: [String: String] = [:]
        for (index, name) in renameable.enumerated() {
            let isType = name.first?.isUppercase == true
            renamed[name] = isType ? "Renamed\(index)Kind" : "renamed\(index)Value"
        }
        let rewriter = TokenRenamer(renamed: renamed)
        return Rewritten(trees.map { ($0.name, rewriter.rewrite($0.tree).description) }, renamed: renamed)
    }
}

/// Which names the files declare as types, locals or parameters, and which names must keep their
/// spelling because they may belong to an API.
private final class NameCensus: SyntaxVisitor {
    var declared: Set<String> = []
    var reserved: Set<String> = []

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { declared.insert(node.name.text); return .visitChildren }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        // An associated type binding (`typealias UIViewType = …`) must keep its name.
        reserved.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: MemberBlockItemSyntax) -> SyntaxVisitorContinueKind {
        // Members of a type: their names may be API (overrides, protocol requirements, `parent`).
        if let variable = node.decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { reserved.insert(name) }
            }
        }
        if let function = node.decl.as(FunctionDeclSyntax.self) { reserved.insert(function.name.text) }
        if let enumCase = node.decl.as(EnumCaseDeclSyntax.self) {
            for element in enumCase.elements { reserved.insert(element.name.text) }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        reserved.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        // Stored members were reserved above; any other pattern declares a local.
        declared.insert(node.identifier.text)
        return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        reserved.insert(node.firstName.text)
        if let second = node.secondName, second.tokenKind != .wildcard { declared.insert(second.text) }
        return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        declared.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
        declared.insert((node.secondName ?? node.firstName).text)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        reserved.insert(node.declName.baseName.text)
        return .visitChildren
    }

    override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
        if let label = node.label { reserved.insert(label.text) }
        return .visitChildren
    }

    override func visit(_ node: DeclNameArgumentSyntax) -> SyntaxVisitorContinueKind {
        reserved.insert(node.name.text)
        return .visitChildren
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        // `@objc(name)`, `@available(iOS, …)`: attribute arguments are not identifiers of the code.
        .skipChildren
    }
}

private final class TokenRenamer: SyntaxRewriter {
    let renamed: [String: String]

    init(renamed: [String: String]) {
        self.renamed = renamed
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        guard case .identifier(let text) = token.tokenKind, let new = renamed[text] else { return token }
        return token.with(\.tokenKind, .identifier(new))
    }
}
