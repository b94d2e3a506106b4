import BridgeLintCore
import SwiftSyntax

/// What one file declares, as `ProjectDeclarations` merges it.
struct FileDeclarations: Sendable {
    /// A property that reads the environment; kept when its type turns out to be a view.
    struct Read: Sendable {
        let type: String
        let isObservable: Bool
        let view: String
        let place: SourcePlace
    }

    var inherited: [String: [String]] = [:]
    var properties: [ProjectDeclarations.Property] = []
    var functions: [ProjectDeclarations.Function] = []
    var views: Set<String> = []
    var viewFacts: [String: ProjectDeclarations.ViewFacts] = [:]
    var reads: [Read] = []
}

/// Reads one file's declarations in one walk, and resolves what it can within the file: a property's type from its
/// annotation or initial value (`lazy var banner = UIHostingController(rootView: Summary().environment(store))`
/// involves `store`'s type), and the types a view supplies to its environment.
final class DeclarationCollector: SyntaxVisitor {
    private let path: String
    private let converter: SourceLocationConverter
    private var owners: [String] = []
    private var declarations = FileDeclarations()
    /// The file's property declarations, resolved lazily once the walk is over (a property may refer to one
    /// declared after it).
    private var pending: [(owner: String, name: String, binding: PatternBindingSyntax, node: VariableDeclSyntax)] = []
    private var supplied: [(owner: String, argument: ExprSyntax, observable: Bool)] = []

    /// Conforming to one of these makes a type a SwiftUI view (representables are views too).
    static let viewProtocols: Set<String> = BridgeVocabulary.representableProtocols.union(["View", "UIGestureRecognizerRepresentable"])

    static func collect(_ tree: SourceFileSyntax, path: String, converter: SourceLocationConverter) -> FileDeclarations {
        let collector = DeclarationCollector(path: path, converter: converter)
        collector.walk(tree)
        return collector.finish()
    }

    private init(path: String, converter: SourceLocationConverter) {
        self.path = path
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    private func place(_ node: some SyntaxProtocol) -> SourcePlace {
        SourcePlace(node, in: path, converter: converter)
    }

    private func finish() -> FileDeclarations {
        let table = LocalPropertyTypes(pending.map { ($0.owner, $0.name, $0.binding) })
        let resolver = NameResolver(properties: table)
        for entry in pending {
            let attributes = TypeNames.attributeNames(entry.node.attributes)
            declarations.properties.append(ProjectDeclarations.Property(
                name: entry.name, owner: entry.owner, type: table.type(ofProperty: entry.name, in: entry.owner) ?? .unknown,
                attributes: attributes, hasAccessors: entry.binding.accessorBlock != nil, place: place(entry.node)))
            if let read = Self.environmentRead(entry.node, attributes: attributes, annotation: entry.binding.typeAnnotation) {
                declarations.reads.append(FileDeclarations.Read(type: read.type, isObservable: read.isObservable, view: entry.owner,
                                                                place: place(entry.node)))
            }
        }
        for supply in supplied {
            guard let type = resolver.type(of: supply.argument).primary else { continue }
            if supply.observable {
                declarations.viewFacts[supply.owner, default: .init()].observables.insert(type)
            } else {
                declarations.viewFacts[supply.owner, default: .init()].objects.insert(type)
            }
        }
        return declarations
    }

    /// `@EnvironmentObject var settings: Settings` or `@Environment(Settings.self) var settings`.
    private static func environmentRead(_ node: VariableDeclSyntax, attributes: [String],
                                        annotation: TypeAnnotationSyntax?) -> (type: String, isObservable: Bool)? {
        if attributes.contains("EnvironmentObject"), let type = annotation.flatMap({ TypeReference($0.type).primary }) {
            return (type, false)
        }
        for attribute in node.attributes {
            guard let attribute = attribute.as(AttributeSyntax.self), TypeNames.simpleName(of: attribute) == "Environment",
                  case .argumentList(let arguments)? = attribute.arguments,
                  let member = arguments.first?.expression.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.text == "self", let base = member.base?.as(DeclReferenceExprSyntax.self)
            else { continue }
            return (base.baseName.text, true)
        }
        return nil
    }

    private func enter(_ node: some DeclGroupSyntax) {
        let name = TypeNames.declaredName(of: node) ?? "?"
        let inherited = TypeNames.inheritedNames(node.inheritanceClause)
        declarations.inherited[name, default: []] += inherited
        if inherited.contains(where: Self.viewProtocols.contains) { declarations.views.insert(name) }
        owners.append(name)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { owners.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { owners.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { enter(node); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { enter(node); return .visitChildren }
    override func visitPost(_ node: ExtensionDeclSyntax) { owners.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Only members: a local variable's parent is a code block item, not a member block item.
        guard let owner = owners.last, node.parent?.is(MemberBlockItemSyntax.self) == true else { return .visitChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            pending.append((owner, name, binding, node))
            if name == "body", binding.typeAnnotation?.type.trimmedDescription == "some View" { declarations.views.insert(owner) }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.functions.append(ProjectDeclarations.Function(name: node.name.text, owner: owners.last, place: place(node)))
        return .visitChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        declarations.functions.append(ProjectDeclarations.Function(name: "init", owner: owners.last, place: place(node)))
        return .visitChildren
    }

    /// What a type's code builds, and what it supplies with `.environmentObject(x)` / `.environment(x)`.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let owner = owners.last else { return .visitChildren }
        if let type = TypeNames.constructedTypeName(ExprSyntax(node)) {
            if declarations.viewFacts[owner]?.constructed.contains(type) != true {
                declarations.viewFacts[owner, default: .init()].constructed.append(type)
            }
        } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), node.arguments.count == 1,
                  let argument = node.arguments.first?.expression, !argument.is(KeyPathExprSyntax.self) {
            switch member.declName.baseName.text {
            case "environmentObject": supplied.append((owner, argument, false))
            case "environment": supplied.append((owner, argument, true))
            default: break
            }
        }
        return .visitChildren
    }
}

/// A file's stored properties, typed on demand from their annotation or initial value, with cycles cut.
private final class LocalPropertyTypes: PropertyTypes {
    private var bindings: [String: PatternBindingSyntax] = [:]
    private var types: [String: TypeReference] = [:]
    private var resolving: Set<String> = []

    init(_ entries: [(owner: String, name: String, binding: PatternBindingSyntax)]) {
        for entry in entries where bindings[entry.owner + "." + entry.name] == nil {
            bindings[entry.owner + "." + entry.name] = entry.binding
        }
    }

    func type(ofProperty name: String, in owner: String) -> TypeReference? {
        let key = owner + "." + name
        if let known = types[key] { return known }
        guard let binding = bindings[key] else { return nil }
        guard resolving.insert(key).inserted else { return .unknown }
        defer { resolving.remove(key) }
        var type = binding.typeAnnotation.map { TypeReference($0.type) } ?? .unknown
        if let initializer = binding.initializer?.value {
            let value = NameResolver(properties: self).type(of: initializer, depth: 1)
            if type.isUnknown { type = value } else { type.related += value.names.filter { $0 != type.primary } }
        }
        types[key] = type
        return type
    }
}
