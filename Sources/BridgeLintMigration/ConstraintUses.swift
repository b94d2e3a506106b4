import BridgeLintCore
import SwiftSyntax

/// Declarations that require an ObservableObject (`func f<T: ObservableObject>`, `some ObservableObject`,
/// `struct Box<M: ObservableObject>`) and the places that hand them a value: a class handed to one cannot
/// migrate. A requirement whose users cannot be found (a variable of type `any ObservableObject`, an
/// associated type) blocks every class.
struct ConstraintUses {
    let context: MigrationContext
    let classNames: Set<String>

    func find() -> [CombineUses.Found] {
        var found: [CombineUses.Found] = []
        var requirers: [String: CodeLocation] = [:]
        /// The argument labels that take the constrained value, by requirer; absent when every argument may.
        var labels: [String: Set<String>] = [:]
        var unlabelled: Set<String> = []
        for (source, mention) in context.all(\.constraintMentions) {
            let here = context.location(of: mention, in: source)
            if let (name, declaration) = Self.requiringDeclaration(of: mention) {
                requirers[name] = requirers[name] ?? here
                if let found = RequirementLabels.labels(for: mention, in: declaration), !found.isEmpty {
                    labels[name, default: []].formUnion(found)
                } else {
                    unlabelled.insert(name)
                }
            } else if mention.ancestor(ProtocolDeclSyntax.self) == nil || mention.ancestor(AssociatedTypeDeclSyntax.self) != nil {
                found.append(CombineUses.Found(nil, .constraint, "ObservableObject is required at \(here) in a way the migration cannot follow to its users", at: here))
            }
        }
        guard !requirers.isEmpty else { return found }
        let finder = RequirementUseFinder(names: Set(requirers.keys))
        for (position, source) in context.sources.enumerated() {
            finder.source = position
            finder.walk(source.tree)
        }
        for (source, call, name) in finder.calls {
            let here = context.location(of: call, in: source)
            let requirement = requirers[name].map { " (declared \($0))" } ?? ""
            let arguments: [ExprSyntax]
            if let taking = labels[name], !unlabelled.contains(name) {
                // `compactMap`, not the collection's `filter`, which would detach the arguments from the file.
                arguments = call.arguments.compactMap { taking.contains($0.label?.text ?? "_") ? $0.expression : nil }
            } else {
                arguments = call.arguments.map(\.expression) + (call.trailingClosure.map { [ExprSyntax($0)] } ?? [])
            }
            for argument in arguments {
                if let type = context.resolver.type(of: argument) {
                    if classNames.contains(type) {
                        found.append(CombineUses.Found(type, .constraint, "handed to `\(name)`, which requires an ObservableObject\(requirement)", at: here))
                    }
                } else {
                    found.append(CombineUses.Found(
                        nil, .constraint,
                        "`\(argument.trimmedDescription.prefix(40))` is handed to `\(name)`, which requires an ObservableObject\(requirement), and its type cannot be told",
                        at: here))
                }
            }
        }
        for (source, type, name) in finder.types {
            for argument in type.genericArgumentClause?.arguments ?? [] {
                guard case .type(let argumentType) = argument.argument, let simple = TypeNames.simpleName(of: argumentType),
                      classNames.contains(simple) else { continue }
                found.append(CombineUses.Found(simple, .constraint, "named in `\(type.trimmedDescription)`, whose `\(name)` requires an ObservableObject",
                                               at: context.location(of: type, in: source)))
            }
        }
        return found
    }

    /// The function, initializer (by its type) or generic type whose signature or generic clause requires
    /// ObservableObject; nil when the mention is elsewhere (a body, a stored property, a protocol).
    static func requiringDeclaration(of mention: IdentifierTypeSyntax) -> (String, Syntax)? {
        var current = mention.parent
        while let node = current {
            if node.is(CodeBlockSyntax.self) || node.is(MemberBlockSyntax.self) || node.is(AccessorBlockSyntax.self) { return nil }
            if let function = node.as(FunctionDeclSyntax.self) { return (function.name.text, node) }
            if node.is(InitializerDeclSyntax.self) { return node.enclosingTypeName.map { ($0, node) } }
            if node.is(ProtocolDeclSyntax.self) { return nil }
            if let name = node.declaredTypeName, !node.is(ExtensionDeclSyntax.self) { return (name, node) }
            current = node.parent
        }
        return nil
    }
}

/// Calls of the named functions or initializers, and the named types with generic arguments.
private final class RequirementUseFinder: SyntaxVisitor {
    let names: Set<String>
    var source = 0
    private(set) var calls: [(Int, FunctionCallExprSyntax, String)] = []
    private(set) var types: [(Int, IdentifierTypeSyntax, String)] = []

    init(names: Set<String>) {
        self.names = names
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee: String?
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.text
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            callee = member.declName.baseName.text
        } else if let specialized = node.calledExpression.as(GenericSpecializationExprSyntax.self) {
            callee = specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        } else {
            callee = nil
        }
        if let callee, names.contains(callee) { calls.append((source, node, callee)) }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if names.contains(node.name.text), node.genericArgumentClause != nil { types.append((source, node, node.name.text)) }
        return .visitChildren
    }
}
