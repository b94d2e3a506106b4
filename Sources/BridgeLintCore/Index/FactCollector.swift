import SwiftSyntax

/// Collects a file's `FileFacts` in one walk of its tree.
final class FactCollector: SyntaxVisitor {
    private let file: LintFile
    private(set) var facts = FileFacts()

    init(file: LintFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    static func collect(from file: LintFile) -> FileFacts {
        let collector = FactCollector(file: file)
        collector.walk(file.tree)
        return collector.facts
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.class, name: node.name.text, attributes: node.attributes, inheritance: node.inheritanceClause,
               members: node.memberBlock, at: node)
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.struct, name: node.name.text, attributes: node.attributes, inheritance: node.inheritanceClause,
               members: node.memberBlock, at: node)
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.enum, name: node.name.text, attributes: node.attributes, inheritance: node.inheritanceClause,
               members: node.memberBlock, at: node)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.actor, name: node.name.text, attributes: node.attributes, inheritance: node.inheritanceClause,
               members: node.memberBlock, at: node)
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        record(.protocol, name: node.name.text, attributes: node.attributes, inheritance: node.inheritanceClause,
               members: node.memberBlock, at: node)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let name = TypeNames.simpleName(of: node.extendedType) else { return .visitChildren }
        if name == "EnvironmentValues" {
            facts.environmentKeys += Self.propertyNames(in: node.memberBlock)
        }
        record(.extension, name: name, attributes: node.attributes, inheritance: node.inheritanceClause,
               members: node.memberBlock, at: node)
        return .visitChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        if let target = TypeNames.simpleName(of: node.initializer.value) {
            facts.typealiases.append(TypealiasFact(name: node.name.text, target: target))
        }
        return .skipChildren
    }

    // Function bodies hold no declarations the index needs; skipping them keeps the walk cheap.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func record(
        _ kind: TypeFact.Kind, name: String, attributes: AttributeListSyntax,
        inheritance: InheritanceClauseSyntax?, members: MemberBlockSyntax, at node: some SyntaxProtocol
    ) {
        var fact = TypeFact(
            kind: kind, name: name, file: file.path,
            line: file.location(of: node.positionAfterSkippingLeadingTrivia).line)
        fact.attributes = TypeNames.attributeNames(attributes)
        fact.inheritedTypes = TypeNames.inheritedNames(inheritance)
        for decl in members.flattenedDeclarations {
            if let variable = decl.as(VariableDeclSyntax.self) {
                read(variable, into: &fact)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                read(function, into: &fact)
            }
        }
        facts.types.append(fact)
    }

    private func read(_ variable: VariableDeclSyntax, into fact: inout TypeFact) {
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if name == "body", let accessor = binding.accessorBlock {
                fact.bodyReferences = BodyReferenceCollector.references(in: accessor)
            }
            if name == "intrinsicContentSize", variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
                fact.overridesIntrinsicContentSize = true
            }
            if let requirement = Self.environmentRequirement(of: variable, binding: binding) {
                fact.environmentRequirements.append(requirement)
            }
        }
    }

    private func read(_ function: FunctionDeclSyntax, into fact: inout TypeFact) {
        let name = function.name.text
        if BridgeVocabulary.lifecycle(forMake: name) != nil,
           let returnType = function.signature.returnClause?.type {
            fact.makeReturnType = TypeNames.simpleName(of: returnType)
        }
        if name == "sizeThatFits" {
            fact.implementsSizeThatFits = true
        }
    }

    private static func environmentRequirement(
        of variable: VariableDeclSyntax, binding: PatternBindingSyntax
    ) -> EnvironmentRequirement? {
        if TypeNames.attribute(named: "EnvironmentObject", in: variable.attributes) != nil,
           let type = binding.typeAnnotation.flatMap({ TypeNames.simpleName(of: $0.type) }) {
            return .environmentObject(type: type)
        }
        guard let environment = TypeNames.attribute(named: "Environment", in: variable.attributes),
              case .argumentList(let arguments) = environment.arguments,
              let argument = arguments.first?.expression
        else { return nil }
        if let keyPath = argument.as(KeyPathExprSyntax.self),
           let component = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self) {
            return .key(name: component.declName.baseName.text)
        }
        if let member = argument.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
           let base = member.base, let type = Self.typeName(of: base) {
            return .observableObject(type: type)
        }
        return nil
    }

    /// `Store` in `Store.self` or `Module.Store.self`.
    private static func typeName(of expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    private static func propertyNames(in members: MemberBlockSyntax) -> [String] {
        members.flattenedDeclarations.flatMap { decl -> [String] in
            guard let variable = decl.as(VariableDeclSyntax.self) else { return [] }
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
    }
}

/// Capitalised callees inside a view's `body`: the views it builds.
private final class BodyReferenceCollector: SyntaxVisitor {
    private var names: [String] = []
    private var seen: Set<String> = []

    static func references(in node: some SyntaxProtocol) -> [String] {
        let collector = BodyReferenceCollector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.names
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = TypeNames.constructedTypeName(ExprSyntax(node)), seen.insert(name).inserted {
            names.append(name)
        }
        return .visitChildren
    }
}
