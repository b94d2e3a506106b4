import BridgeLintCore
import SwiftSyntax

/// What the project declares, read from every file before any site is looked at: types with their stored
/// properties and functions, and which types are SwiftUI views with what they read from the environment.
final class ProjectDeclarations {
    struct Property {
        let name: String
        let annotation: TypeReference?
        let initializer: ExprSyntax?
        /// Property wrappers and attributes: `State`, `Published`, `EnvironmentObject`, `MainActor`.
        let attributes: [String]
        let node: VariableDeclSyntax
        /// The type whose member it is.
        let owner: String
        let file: Int
    }

    struct Function {
        let name: String
        /// The type it is declared in (or extends); nil at the top level.
        let owner: String?
        let node: Syntax
        let file: Int
    }

    struct TypeDeclaration {
        let name: String
        let node: Syntax
        let inherited: [String]
    }

    /// A view's `@EnvironmentObject var x: T` (an object) or `@Environment(T.self) var x` (an observable).
    struct EnvironmentRead {
        let type: String
        let isObservable: Bool
        let property: Property
    }

    private(set) var types: [String: [TypeDeclaration]] = [:]
    private(set) var properties: [String: [String: Property]] = [:]
    private(set) var functions: [Function] = []
    /// The names of every function, for telling the app's names from the system's.
    private(set) var functionNames: Set<String> = []
    private(set) var environmentReads: [String: [EnvironmentRead]] = [:]
    /// Types that are SwiftUI views (they conform to `View` or declare `body`).
    private(set) var views: Set<String> = []

    init(_ project: ParsedProject) {
        for (index, file) in project.files.enumerated() {
            let collector = Collector(file: index)
            collector.walk(file.tree)
            for declaration in collector.types {
                types[declaration.name, default: []].append(declaration)
            }
            for property in collector.properties {
                properties[property.owner, default: [:]][property.name] = properties[property.owner]?[property.name] ?? property
            }
            functions += collector.functions
            views.formUnion(collector.views)
        }
        functionNames = Set(functions.map(\.name))
        for (owner, members) in properties where views.contains(owner) {
            for property in members.values.sorted(by: { $0.node.position < $1.node.position }) {
                if let read = Self.environmentRead(property) {
                    environmentReads[owner, default: []].append(read)
                }
            }
        }
    }

    func property(_ name: String, of type: String) -> Property? {
        properties[type]?[name]
    }

    func isDeclared(_ type: String) -> Bool {
        types[type] != nil
    }

    func declarations(of type: String) -> [TypeDeclaration] {
        types[type] ?? []
    }

    /// Whether the project type inherits from or conforms to `name` directly, or through project superclasses.
    func inherits(_ type: String, from name: String, depth: Int = 0) -> Bool {
        guard depth < 8 else { return false }
        return declarations(of: type).contains { declaration in
            declaration.inherited.contains(name) || declaration.inherited.contains { inherits($0, from: name, depth: depth + 1) }
        }
    }

    private static func environmentRead(_ property: Property) -> EnvironmentRead? {
        if property.attributes.contains("EnvironmentObject"), let type = property.annotation?.primary {
            return EnvironmentRead(type: type, isObservable: false, property: property)
        }
        // `@Environment(Settings.self) private var settings`.
        for attribute in property.node.attributes {
            guard let attribute = attribute.as(AttributeSyntax.self), TypeNames.simpleName(of: attribute) == "Environment",
                  case .argumentList(let arguments)? = attribute.arguments,
                  let member = arguments.first?.expression.as(MemberAccessExprSyntax.self),
                  member.declName.baseName.text == "self", let base = member.base?.as(DeclReferenceExprSyntax.self)
            else { continue }
            return EnvironmentRead(type: base.baseName.text, isObservable: true, property: property)
        }
        return nil
    }

    /// Reads one file's declarations.
    private final class Collector: SyntaxVisitor {
        let file: Int
        var types: [TypeDeclaration] = []
        var properties: [Property] = []
        var functions: [Function] = []
        var views: Set<String> = []
        private var owners: [String] = []
        /// Conforming to one of these makes a type a SwiftUI view (representables are views too).
        static let viewProtocols: Set<String> = BridgeVocabulary.representableProtocols.union(["View", "UIGestureRecognizerRepresentable"])

        init(file: Int) {
            self.file = file
            super.init(viewMode: .sourceAccurate)
        }

        private func enter(_ node: some DeclGroupSyntax) {
            let name = TypeNames.declaredName(of: node) ?? "?"
            let inherited = TypeNames.inheritedNames(node.inheritanceClause)
            types.append(TypeDeclaration(name: name, node: Syntax(node), inherited: inherited))
            if inherited.contains(where: Self.viewProtocols.contains) { views.insert(name) }
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
            let attributes = TypeNames.attributeNames(node.attributes)
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                properties.append(Property(
                    name: name, annotation: binding.typeAnnotation.map { TypeReference($0.type) },
                    initializer: binding.initializer?.value, attributes: attributes, node: node, owner: owner, file: file))
                if name == "body", binding.typeAnnotation?.type.trimmedDescription == "some View" { views.insert(owner) }
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            functions.append(Function(name: node.name.text, owner: owners.last, node: Syntax(node), file: file))
            return .visitChildren
        }

        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
            functions.append(Function(name: "init", owner: owners.last, node: Syntax(node), file: file))
            return .visitChildren
        }
    }
}
