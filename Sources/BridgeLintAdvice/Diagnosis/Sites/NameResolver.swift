import BridgeLintCore
import SwiftSyntax

/// The stored properties the resolver can look up: a file's own while it is read, the project's afterwards.
protocol PropertyTypes {
    /// The type of a stored property of a type; nil when the type has no property of that name.
    func type(ofProperty name: String, in owner: String) -> TypeReference?
}

/// Which types an expression involves, from the declarations in sight: locals and parameters of the enclosing
/// functions, `if let`/`guard let` bindings, the enclosing type's stored properties (from any file), literals and
/// initializer calls. `banner.view` involves what `banner` was made with: `UIHostingController(rootView:
/// NearbySummary().environment(store))` gives `UIHostingController`, `NearbySummary` and `store`'s type.
struct NameResolver {
    let properties: any PropertyTypes
    private static let maximumDepth = 6

    init(properties: any PropertyTypes) {
        self.properties = properties
    }

    /// The name of the type whose code holds the node (an extension counts as its type).
    static func enclosingType(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let candidate = current {
            if let group = candidate.asDeclGroup, !candidate.is(ProtocolDeclSyntax.self) {
                return TypeNames.declaredName(of: group)
            }
            current = candidate.parent
        }
        return nil
    }

    /// The name of the function, initializer or property accessor whose code holds the node.
    static func enclosingFunction(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let candidate = current {
            if let function = candidate.as(FunctionDeclSyntax.self) { return function.name.text }
            if candidate.is(InitializerDeclSyntax.self) { return "init" }
            if let binding = candidate.as(PatternBindingSyntax.self), binding.accessorBlock != nil || binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            }
            if candidate.asDeclGroup != nil { return nil }
            current = candidate.parent
        }
        return nil
    }

    private func type(ofProperty name: String, in owner: String) -> TypeReference {
        properties.type(ofProperty: name, in: owner) ?? .unknown
    }

    private func hasProperty(_ name: String, in owner: String) -> Bool {
        properties.type(ofProperty: name, in: owner) != nil
    }

    func type(of expression: ExprSyntax, depth: Int = 0) -> TypeReference {
        guard depth < Self.maximumDepth else { return .unknown }
        let expression = expression.withoutUnwraps
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return type(of: call, depth: depth)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return type(ofName: reference.baseName.text, at: Syntax(reference), depth: depth)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return type(of: member, depth: depth)
        }
        if expression.is(IntegerLiteralExprSyntax.self) { return TypeReference(primary: "Int") }
        if expression.is(FloatLiteralExprSyntax.self) { return TypeReference(primary: "Double") }
        if expression.is(StringLiteralExprSyntax.self) { return TypeReference(primary: "String") }
        if expression.is(BooleanLiteralExprSyntax.self) { return TypeReference(primary: "Bool") }
        if let array = expression.as(ArrayExprSyntax.self), let first = array.elements.first {
            return type(of: first.expression, depth: depth + 1)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            // `x as? DetailController`: the tree is not operator-folded, so the cast's type is the last element.
            let elements = Array(sequence.elements)
            if elements.count >= 3, elements[elements.count - 2].is(UnresolvedAsExprSyntax.self),
               let type = elements.last?.as(TypeExprSyntax.self) {
                return TypeReference(type.type)
            }
        }
        return .unknown
    }

    private func type(of call: FunctionCallExprSyntax, depth: Int) -> TypeReference {
        var arguments: [String] = []
        for argument in call.arguments {
            arguments += type(of: argument.expression, depth: depth + 1).names
        }
        if let constructed = TypeNames.constructedTypeName(ExprSyntax(call)) {
            var generic: [String] = []
            if let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
                generic = specialized.genericArgumentClause.arguments.flatMap { argument -> [String] in
                    guard case .type(let type) = argument.argument else { return [] }
                    return TypeReference(type).names
                }
            }
            return TypeReference(primary: constructed, related: generic + arguments)
        }
        // A modifier or method on a value: `RootView().environmentObject(settings)` keeps the value's type.
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let baseType = type(of: base, depth: depth + 1)
            guard !baseType.isUnknown else { return .unknown }
            return TypeReference(primary: baseType.primary, related: baseType.related + arguments)
        }
        return .unknown
    }

    private func type(of member: MemberAccessExprSyntax, depth: Int) -> TypeReference {
        let name = member.declName.baseName.text
        guard let base = member.base?.withoutUnwraps else { return .unknown }
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self),
           let owner = Self.enclosingType(of: member) {
            return type(ofProperty: name, in: owner)
        }
        switch name {
        case "navigationController": return TypeReference(primary: "UINavigationController")
        case "tabBarController": return TypeReference(primary: "UITabBarController")
        case "splitViewController": return TypeReference(primary: "UISplitViewController")
        default: break
        }
        let baseType = type(of: base, depth: depth + 1)
        if let owner = baseType.primary, hasProperty(name, in: owner) {
            return type(ofProperty: name, in: owner)
        }
        // `Module.Type` or `Type.shared`: a capitalised base names a type.
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            if name.first?.isUppercase == true { return TypeReference(primary: name) }
            return TypeReference(primary: reference.baseName.text)
        }
        return .unknown
    }

    /// A name in code: a local, a parameter or a binding in sight, else a property of the enclosing type, else a
    /// type's own name.
    func type(ofName name: String, at node: Syntax, depth: Int = 0) -> TypeReference {
        if name == "self" { return TypeReference(primary: Self.enclosingType(of: node)) }
        if let local = localType(of: name, at: node, depth: depth) { return local }
        if let owner = Self.enclosingType(of: node), hasProperty(name, in: owner) {
            return type(ofProperty: name, in: owner)
        }
        if name.first?.isUppercase == true { return TypeReference(primary: name) }
        return .unknown
    }

    /// Walks out from the node through the scopes that can declare the name before it.
    private func localType(of name: String, at node: Syntax, depth: Int) -> TypeReference? {
        var child = node
        var current = node.parent
        while let scope = current {
            if let items = scope.as(CodeBlockItemListSyntax.self) {
                for item in items where item.position < child.position {
                    if let found = declaredType(of: name, in: item.item, depth: depth) { return found }
                }
            } else if let ifExpression = scope.as(IfExprSyntax.self), child.id == ifExpression.body.id {
                if let found = bindingType(of: name, in: ifExpression.conditions, depth: depth) { return found }
            } else if let loop = scope.as(ForStmtSyntax.self), child.id == loop.body.id,
                      loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return type(of: loop.sequence, depth: depth + 1)
            } else if let function = scope.as(FunctionDeclSyntax.self) {
                return parameterType(of: name, in: function.signature.parameterClause.parameters)
            } else if let initializer = scope.as(InitializerDeclSyntax.self) {
                return parameterType(of: name, in: initializer.signature.parameterClause.parameters)
            } else if scope.asDeclGroup != nil {
                return nil
            }
            child = scope
            current = scope.parent
        }
        return nil
    }

    private func declaredType(of name: String, in item: CodeBlockItemSyntax.Item, depth: Int) -> TypeReference? {
        if let variable = item.as(VariableDeclSyntax.self) {
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let annotation = binding.typeAnnotation { return TypeReference(annotation.type) }
                if let value = binding.initializer?.value { return type(of: value, depth: depth + 1) }
                return .unknown
            }
        } else if let guardStatement = item.as(GuardStmtSyntax.self) {
            return bindingType(of: name, in: guardStatement.conditions, depth: depth)
        }
        return nil
    }

    private func bindingType(of name: String, in conditions: ConditionElementListSyntax, depth: Int) -> TypeReference? {
        for condition in conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            else { continue }
            if let annotation = binding.typeAnnotation { return TypeReference(annotation.type) }
            if let value = binding.initializer?.value { return type(of: value, depth: depth + 1) }
            // `if let banner {`: the property or local of that name.
            return nil
        }
        return nil
    }

    private func parameterType(of name: String, in parameters: FunctionParameterListSyntax) -> TypeReference? {
        for parameter in parameters where (parameter.secondName ?? parameter.firstName).text == name {
            return TypeReference(parameter.type)
        }
        return nil
    }
}
