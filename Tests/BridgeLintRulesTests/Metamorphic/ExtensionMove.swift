import SwiftSyntax

/// Moves members of top-level types into extensions of those types.
enum ExtensionMove {
    /// Every class nested directly in a top-level type moves into `extension Outer { … }` in a file of
    /// its own.
    static func nestedClassesToOtherFile(_ trees: [(name: String, tree: SourceFileSyntax)]) -> Rewritten {
        var files: [(name: String, code: String)] = []
        var moved: [String] = []
        for file in trees {
            var statements: [CodeBlockItemSyntax] = []
            for statement in file.tree.statements {
                guard let (outer, kept, classes) = splitNestedClasses(statement), !classes.isEmpty else {
                    statements.append(statement)
                    continue
                }
                statements.append(kept)
                let body = classes.map { $0.trimmedDescription }.joined(separator: "\n\n")
                moved.append("extension \(outer) {\n\(body)\n}\n")
            }
            files.append((file.name, file.tree.with(\.statements, CodeBlockItemListSyntax(statements)).description))
        }
        guard !moved.isEmpty else { return Rewritten(trees.map { ($0.name, $0.tree.description) }) }
        files.append(("MovedMembers.swift", moved.joined(separator: "\n")))
        return Rewritten(files)
    }

    /// The methods of every top-level struct or class (but overrides, which must stay with the class
    /// declaration in Swift code that is not `@objc`) move into an extension right after it.
    static func methodsToSameFileExtension(_ tree: SourceFileSyntax) -> String {
        var statements: [CodeBlockItemSyntax] = []
        for statement in tree.statements {
            statements.append(statement)
            guard let (name, block) = typeNameAndMembers(statement.item) else { continue }
            let isMovable = { (member: MemberBlockItemSyntax) -> Bool in
                guard let function = member.decl.as(FunctionDeclSyntax.self) else { return false }
                return !function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            }
            let methods = block.members.filter(isMovable)
            guard !methods.isEmpty else { continue }
            let kept = block.members.filter { !isMovable($0) }
            statements[statements.count - 1] = statement.with(\.item, replacingMembers(of: statement.item, with: kept))
            let body = methods.map { $0.trimmedDescription }.joined(separator: "\n\n")
            let extensionDecl = ParsedDecl.make("\n\nextension \(name) {\n\(body)\n}")
            statements.append(CodeBlockItemSyntax(item: .decl(extensionDecl)))
        }
        return tree.with(\.statements, CodeBlockItemListSyntax(statements)).description
    }

    /// Methods a representable or controller calls itself, not the ones SwiftUI or UIKit call: these move
    /// into `extension Type { … }` in a file of their own.
    static func helpersToOtherFile(_ trees: [(name: String, tree: SourceFileSyntax)]) -> Rewritten {
        var files: [(name: String, code: String)] = []
        var moved: [String] = []
        for file in trees {
            var statements: [CodeBlockItemSyntax] = []
            for statement in file.tree.statements {
                guard let (name, block) = typeNameAndMembers(statement.item) else {
                    statements.append(statement)
                    continue
                }
                let isHelper = { (member: MemberBlockItemSyntax) -> Bool in
                    guard let function = member.decl.as(FunctionDeclSyntax.self) else { return false }
                    return !frameworkEntryPoints.contains(function.name.text)
                        && !function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
                }
                let helpers = block.members.filter(isHelper)
                guard !helpers.isEmpty else {
                    statements.append(statement)
                    continue
                }
                statements.append(statement.with(\.item, replacingMembers(of: statement.item, with: block.members.filter { !isHelper($0) })))
                moved.append("extension \(name) {\n\(helpers.map(\.trimmedDescription).joined(separator: "\n\n"))\n}\n")
            }
            files.append((file.name, file.tree.with(\.statements, CodeBlockItemListSyntax(statements)).description))
        }
        guard !moved.isEmpty else { return Rewritten(trees.map { ($0.name, $0.tree.description) }) }
        files.append(("MovedHelpers.swift", moved.joined(separator: "\n")))
        return Rewritten(files)
    }

    /// Methods the frameworks call by name (a protocol requirement the type implements).
    private static let frameworkEntryPoints: Set<String> = [
        "makeUIView", "updateUIView", "dismantleUIView", "makeUIViewController", "updateUIViewController",
        "dismantleUIViewController", "makeNSView", "updateNSView", "dismantleNSView", "makeNSViewController",
        "updateNSViewController", "dismantleNSViewController", "makeCoordinator", "sizeThatFits", "makeUIGestureRecognizer",
        "updateUIGestureRecognizer", "handleUIGestureRecognizerAction", "placeSubviews", "body",
    ]

    private static func splitNestedClasses(
        _ statement: CodeBlockItemSyntax
    ) -> (outer: String, kept: CodeBlockItemSyntax, classes: [MemberBlockItemSyntax])? {
        guard let (name, block) = typeNameAndMembers(statement.item) else { return nil }
        let classes = block.members.filter { $0.decl.is(ClassDeclSyntax.self) }
        let kept = block.members.filter { !$0.decl.is(ClassDeclSyntax.self) }
        return (name, statement.with(\.item, replacingMembers(of: statement.item, with: kept)), Array(classes))
    }

    private static func typeNameAndMembers(_ item: CodeBlockItemSyntax.Item) -> (String, MemberBlockSyntax)? {
        guard case .decl(let decl) = item else { return nil }
        if let type = decl.as(StructDeclSyntax.self) { return (type.name.text, type.memberBlock) }
        if let type = decl.as(ClassDeclSyntax.self) { return (type.name.text, type.memberBlock) }
        return nil
    }

    private static func replacingMembers(
        of item: CodeBlockItemSyntax.Item, with members: some Sequence<MemberBlockItemSyntax>
    ) -> CodeBlockItemSyntax.Item {
        let list = MemberBlockItemListSyntax(Array(members))
        guard case .decl(let decl) = item else { return item }
        if let type = decl.as(StructDeclSyntax.self) {
            return .decl(DeclSyntax(type.with(\.memberBlock, type.memberBlock.with(\.members, list))))
        }
        if let type = decl.as(ClassDeclSyntax.self) {
            return .decl(DeclSyntax(type.with(\.memberBlock, type.memberBlock.with(\.members, list))))
        }
        return item
    }
}

/// Routes conformance to a representable protocol through a name declared in another file.
enum ConformanceIndirection {
    static func throughTypealias(_ trees: [(name: String, tree: SourceFileSyntax)]) -> Rewritten {
        reroute(trees) { "typealias \($0) = \($1)" }
    }

    static func throughRefiningProtocol(_ trees: [(name: String, tree: SourceFileSyntax)]) -> Rewritten {
        reroute(trees) { "protocol \($0): \($1) {}" }
    }

    private static func reroute(
        _ trees: [(name: String, tree: SourceFileSyntax)], declaring: (_ alias: String, _ original: String) -> String
    ) -> Rewritten {
        let rerouter = InheritanceRerouter(viewMode: .sourceAccurate)
        let files = trees.map { ($0.name, rerouter.rewrite($0.tree).description) }
        guard !rerouter.used.isEmpty else { return Rewritten(files) }
        let declarations = rerouter.used.sorted().map { declaring(InheritanceRerouter.alias(of: $0), $0) }
        return Rewritten(files + [("ProjectConformances.swift", declarations.joined(separator: "\n") + "\n")])
    }
}

private final class InheritanceRerouter: SyntaxRewriter {
    private(set) var used: Set<String> = []

    static func alias(of name: String) -> String { "Project" + name }

    override func visit(_ node: InheritedTypeSyntax) -> InheritedTypeSyntax {
        guard let type = node.type.as(IdentifierTypeSyntax.self), RepresentableProtocols.names.contains(type.name.text)
        else { return node }
        used.insert(type.name.text)
        let renamed = type.with(\.name, type.name.with(\.tokenKind, .identifier(Self.alias(of: type.name.text))))
        return node.with(\.type, TypeSyntax(renamed))
    }
}
