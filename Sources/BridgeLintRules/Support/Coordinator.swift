import BridgeLintCore
import SwiftSyntax

/// A representable's coordinator class as seen in one file: the class makeCoordinator returns (a nested
/// class, or a class declared at the top of the same file) or, when makeCoordinator is not in sight, a
/// nested class named `Coordinator`. Its members include those of the file's extensions of it
/// (`extension SearchField.Coordinator: UISearchBarDelegate { … }`).
struct Coordinator {
    let name: String
    let declaration: ClassDeclSyntax
    let members: [DeclSyntax]

    /// A stored instance property of the coordinator.
    struct Property {
        let name: String
        let declaration: VariableDeclSyntax
        let binding: PatternBindingSyntax
        /// The simple name of the declared type (`Binding` for `Binding<String>`), when annotated.
        let typeName: String?
        let attributes: [String]

        var isLet: Bool { declaration.bindingSpecifier.tokenKind == .keyword(.let) }
        /// `private var parent` or `private(set) var parent`: the representable's update, outside the
        /// coordinator's own code, cannot set it.
        var isPrivate: Bool { declaration.modifiers.contains { $0.name.tokenKind == .keyword(.private) } }
    }

    static func resolve(
        representable: String, members: [DeclSyntax], makeCoordinator: FunctionDeclSyntax?,
        file: LintFile, groups: [TypeGroups.Group]
    ) -> Coordinator? {
        let returned = makeCoordinator?.signature.returnClause.flatMap { TypeNames.simpleName(of: $0.type) }
        let name = returned ?? "Coordinator"
        if let nested = members.lazy.compactMap({ $0.as(ClassDeclSyntax.self) }).first(where: { $0.name.text == name }) {
            let extensions = ExtensionFinder.extensions(in: file.tree) { path in
                path.count >= 2 && path.suffix(2) == [representable, name]
            }
            return Coordinator(name: name, declaration: nested,
                               members: nested.memberBlock.flattenedDeclarations + extensions)
        }
        guard returned != nil, let group = groups.first(where: { $0.name == name }),
              let declaration = group.declaration?.as(ClassDeclSyntax.self)
        else { return nil }
        return Coordinator(name: name, declaration: declaration, members: group.members)
    }

    var properties: [Property] {
        members.compactMap { $0.as(VariableDeclSyntax.self) }
            .filter { variable in
                !variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
            }
            .flatMap { variable in
                variable.bindings.compactMap { binding -> Property? in
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                          binding.accessorBlock == nil
                    else { return nil }
                    return Property(name: name, declaration: variable, binding: binding,
                                    typeName: binding.typeAnnotation.flatMap { TypeNames.simpleName(of: $0.type) },
                                    attributes: TypeNames.attributeNames(variable.attributes))
                }
            }
    }

    /// Properties that keep a copy of the representable itself (`var parent: SearchField`).
    func parentProperties(of representable: String) -> [Property] {
        properties.filter { $0.typeName == representable }
    }

    /// Properties that keep a binding: `var text: Binding<String>` or `@Binding var text: String`.
    var bindingProperties: [Property] {
        properties.filter { $0.typeName == "Binding" || $0.attributes.contains("Binding") }
    }

    var initializers: [InitializerDeclSyntax] {
        members.compactMap { $0.as(InitializerDeclSyntax.self) }
    }

    var deinitializer: DeinitializerDeclSyntax? {
        members.lazy.compactMap { $0.as(DeinitializerDeclSyntax.self) }.first
    }

    /// Methods of the coordinator that run only while its view is made: every use of the name in the file is a
    /// call in `make`, made there directly or in a block handed to the main queue or a task
    /// (`DispatchQueue.main.async { context.coordinator.startSession(from: controller) }`). What they read
    /// through a copy of the representable is read once, from the copy of that moment.
    func methodsRunAtCreation(make: FunctionDeclSyntax) -> Set<String> {
        guard let makeBody = make.body else { return [] }
        let methods = Set(members.compactMap { $0.as(FunctionDeclSyntax.self)?.name.text })
        guard !methods.isEmpty else { return [] }
        var calledInMake: Set<String> = []
        var usedElsewhere: Set<String> = []
        for token in make.root.tokens(viewMode: .sourceAccurate) where methods.contains(token.text) {
            guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
            if reference.range.lowerBound >= makeBody.range.lowerBound, reference.range.upperBound <= makeBody.range.upperBound,
               Self.isCallRunAtCreation(reference, in: makeBody) {
                calledInMake.insert(token.text)
            } else {
                usedElsewhere.insert(token.text)
            }
        }
        return calledInMake.subtracting(usedElsewhere)
    }

    /// `coordinator.start()` in make, outside any closure but one the main queue or a task runs right after.
    private static func isCallRunAtCreation(_ reference: DeclReferenceExprSyntax, in body: CodeBlockSyntax) -> Bool {
        let callee = reference.parent?.as(MemberAccessExprSyntax.self).map(Syntax.init) ?? Syntax(reference)
        guard let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id else { return false }
        var current = call.parent
        while let node = current, node.id != body.id {
            if let closure = node.as(ClosureExprSyntax.self) {
                guard let site = ClosureSite(closure), ["async", "Task"].contains(site.calleeName) else { return false }
            }
            current = node.parent
        }
        return true
    }

    /// Code of the coordinator that runs after it is created, with the member body it belongs to: its methods,
    /// computed properties and observers (delegate methods and target-action handlers among them), and the
    /// closures its initializers and property initial values hand out (`publisher.sink { … }` set up in `init`).
    /// The methods named in `runAtCreation` count as initializers do: only the closures they hand out run later.
    func laterCode(runAtCreation: Set<String> = []) -> [(code: Syntax, member: Syntax)] {
        members.flatMap { member -> [(code: Syntax, member: Syntax)] in
            if let function = member.as(FunctionDeclSyntax.self), let body = function.body {
                if runAtCreation.contains(function.name.text) {
                    return Self.outermostClosures(in: body).map { (Syntax($0), Syntax(body)) }
                }
                return [(Syntax(body), Syntax(body))]
            }
            if let initializer = member.as(InitializerDeclSyntax.self), let body = initializer.body {
                return Self.outermostClosures(in: body).map { (Syntax($0), Syntax(body)) }
            }
            guard let variable = member.as(VariableDeclSyntax.self) else { return [] }
            return variable.bindings.flatMap { binding -> [(code: Syntax, member: Syntax)] in
                var found: [(code: Syntax, member: Syntax)] = []
                if let accessors = binding.accessorBlock { found.append((Syntax(accessors), Syntax(accessors))) }
                if let value = binding.initializer?.value {
                    found += Self.outermostClosures(in: value).map { (Syntax($0), Syntax(value)) }
                }
                return found
            }
        }
    }

    private static func outermostClosures(in node: some SyntaxProtocol) -> [ClosureExprSyntax] {
        Nodes.all(ClosureExprSyntax.self, in: node).filter { closure in
            var parent = closure.parent
            while let current = parent, current.id != Syntax(node).id {
                if current.is(ClosureExprSyntax.self) { return false }
                parent = current.parent
            }
            return true
        }
    }
}

/// Members of a file's extensions whose extended type's dotted name passes a test
/// (`["SearchField", "Coordinator"]` for `extension SearchField.Coordinator`).
private enum ExtensionFinder {
    static func extensions(in tree: SourceFileSyntax, matching accepts: ([String]) -> Bool) -> [DeclSyntax] {
        Nodes.all(ExtensionDeclSyntax.self, in: tree).flatMap { node -> [DeclSyntax] in
            guard let path = dottedName(of: node.extendedType), accepts(path) else { return [] }
            return node.memberBlock.flattenedDeclarations
        }
    }

    private static func dottedName(of type: TypeSyntax) -> [String]? {
        if let identifier = type.as(IdentifierTypeSyntax.self) { return [identifier.name.text] }
        if let member = type.as(MemberTypeSyntax.self), let base = dottedName(of: member.baseType) {
            return base + [member.name.text]
        }
        return nil
    }
}
