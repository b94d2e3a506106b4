import BridgeLintCore
import SwiftSyntax

/// Works out the type of an expression from declarations alone, far enough to tell which project class a
/// use site names: constructions (`Store()`), literals, `self`, variables and parameters in scope, members
/// of project types (`store.session`, `Store.shared`), unwraps and casts. It answers with a simple type
/// name, or nil when it cannot be sure; the planner treats nil as "could be any class".
struct TypeResolver {
    let table: MemberTable
    private static let maximumDepth = 32

    func type(of expression: ExprSyntax) -> String? {
        type(of: expression, depth: 0)
    }

    private func type(of expression: ExprSyntax, depth: Int) -> String? {
        guard depth < Self.maximumDepth else { return nil }
        let next = depth + 1
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) { return type(of: unwrapped.expression, depth: next) }
        if let chained = expression.as(OptionalChainingExprSyntax.self) { return type(of: chained.expression, depth: next) }
        if let awaited = expression.as(AwaitExprSyntax.self) { return type(of: awaited.expression, depth: next) }
        if let tried = expression.as(TryExprSyntax.self) { return type(of: tried.expression, depth: next) }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
           only.label == nil {
            return type(of: only.expression, depth: next)
        }
        if let cast = expression.as(AsExprSyntax.self) { return TypeNames.simpleName(of: cast.type) }
        if let literal = Self.literalType(expression) { return literal }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return type(ofName: reference.baseName.text, at: Syntax(reference), depth: next, calling: false)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return type(ofMember: member, depth: next, calling: false)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let constructed = TypeNames.constructedTypeName(expression) { return constructed }
            // A method's return type: `Store.make()`, `store.child()`, `makeStore()`.
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                return type(ofMember: member, depth: next, calling: true)
            }
            if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                return type(ofName: reference.baseName.text, at: Syntax(reference), depth: next, calling: true)
            }
        }
        return nil
    }

    /// `String` for `"…"`, and so on: never a project class, so a use with one is settled.
    private static func literalType(_ expression: ExprSyntax) -> String? {
        if expression.is(StringLiteralExprSyntax.self) { return "String" }
        if expression.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if expression.is(FloatLiteralExprSyntax.self) { return "Double" }
        if expression.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if expression.is(ArrayExprSyntax.self) { return "Array" }
        if expression.is(DictionaryExprSyntax.self) { return "Dictionary" }
        if expression.is(ClosureExprSyntax.self) { return "(closure)" }
        if expression.is(KeyPathExprSyntax.self) { return "KeyPath" }
        return nil
    }

    /// `calling`: the member is called, so a method or closure gives its return type, and anything else nothing.
    private func type(ofMember member: MemberAccessExprSyntax, depth: Int, calling: Bool) -> String? {
        let name = member.declName.baseName.text
        guard let base = member.base else { return nil }
        let owner: String?
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true {
            owner = reference.baseName.text  // a static member: `Store.shared`
        } else {
            owner = type(of: base, depth: depth)
        }
        guard let owner else { return nil }
        guard let value = table.member(name, of: owner) else {
            return !calling && Self.isStaticAccess(member) && table.members[owner] == nil ? Self.externalValue : nil
        }
        return resolve(value, depth: depth, calling: calling)
    }

    /// The type of a static property of a type the project neither declares nor extends (`Inject.observer`):
    /// outside code cannot name the project's classes, so it is none of them. A call (`Resolver.resolve()`)
    /// may be generic and return one, so it is not answered this way.
    static let externalValue = "(declared outside the linted paths)"

    private static func isStaticAccess(_ member: MemberAccessExprSyntax) -> Bool {
        guard let base = member.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return base.baseName.text.first?.isUppercase == true
    }

    private func resolve(_ value: DeclaredValue, depth: Int, calling: Bool) -> String? {
        switch value {
        case .type(let name): calling || name == "Self" ? nil : name
        case .expression(let expression): calling ? nil : type(of: expression, depth: depth + 1)
        case .callable(let returned): calling ? returned : nil
        case .unknown: nil
        }
    }

    /// A name, looked up from `node` outwards: statements before it, parameters, bindings of enclosing
    /// conditions, the members of enclosing types, then the top level. The nearest declaration wins, even when
    /// its type cannot be told (it hides any outer one).
    private func type(ofName name: String, at node: Syntax, depth: Int, calling: Bool) -> String? {
        if name == "self" { return node.enclosingTypeName }
        if name.first?.isUppercase == true { return nil }  // a type used as a value
        var child = node
        var current = node.parent
        while let scope = current {
            if let value = declaration(of: name, in: scope, before: child) {
                return resolve(value, depth: depth, calling: calling)
            }
            child = scope
            current = scope.parent
        }
        return table.globals[name].flatMap { resolve($0, depth: depth, calling: calling) }
    }

    /// What `scope` itself declares as `name`, seen from its child `child`.
    private func declaration(of name: String, in scope: Syntax, before child: Syntax) -> DeclaredValue? {
        if let statements = scope.as(CodeBlockItemListSyntax.self) {
            for item in statements.reversed() where item.endPosition <= child.position {
                if let found = declared(name, by: Syntax(item.item)) { return found }
            }
            return nil
        }
        if let function = scope.as(FunctionDeclSyntax.self) {
            return parameter(name, in: function.signature.parameterClause.parameters)
        }
        if let initializer = scope.as(InitializerDeclSyntax.self) {
            return parameter(name, in: initializer.signature.parameterClause.parameters)
        }
        if let closure = scope.as(ClosureExprSyntax.self), let signature = closure.signature {
            switch signature.parameterClause {
            case .simpleInput(let names):
                if names.contains(where: { $0.name.text == name }) { return .unknown }
            case .parameterClause(let clause):
                if let parameter = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) {
                    return DeclaredValue(parameter.type)
                }
            case nil: break
            }
            return nil
        }
        if let conditional = scope.as(IfExprSyntax.self), child.id == conditional.body.id {
            return bound(name, in: conditional.conditions)
        }
        if let loop = scope.as(WhileStmtSyntax.self), child.id == loop.body.id {
            return bound(name, in: loop.conditions)
        }
        if let loop = scope.as(ForStmtSyntax.self), child.id == loop.body.id {
            return loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name ? .unknown : nil
        }
        if scope.asDeclGroup != nil, let owner = scope.declaredTypeName {
            return table.member(name, of: owner)
        }
        return nil
    }

    private func declared(_ name: String, by item: Syntax) -> DeclaredValue? {
        if let variable = item.as(VariableDeclSyntax.self) {
            return variable.bindings.first { $0.boundName == name }.map(DeclaredValue.init)
        }
        if let guardStatement = item.as(GuardStmtSyntax.self) {
            return bound(name, in: guardStatement.conditions)
        }
        return nil
    }

    private func parameter(_ name: String, in parameters: FunctionParameterListSyntax) -> DeclaredValue? {
        parameters.first { ($0.secondName ?? $0.firstName).text == name }.map { DeclaredValue($0.type) }
    }

    /// `if let x = value`, `guard let x`: the binding's value, or (shorthand `if let x`) the outer `x`,
    /// which has the same type once unwrapped: nil then lets the lookup go on outwards.
    private func bound(_ name: String, in conditions: ConditionElementListSyntax) -> DeclaredValue? {
        for condition in conditions {
            guard let binding = condition.condition.as(OptionalBindingConditionSyntax.self),
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
            else { continue }
            if let type = binding.typeAnnotation?.type { return DeclaredValue(type) }
            return binding.initializer.map { .expression($0.value) }
        }
        return nil
    }
}
