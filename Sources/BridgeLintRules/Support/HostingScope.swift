import BridgeLintCore
import SwiftSyntax

/// Which declaration a name in a method body refers to, without a type checker: a local of the body (a
/// `let`/`var`, a parameter, an `if let`/`guard let`/`for`/`case` binding, a closure parameter) found by
/// walking outwards from the use, or else a property of the type.
enum HostingScope {
    /// A local declaration and what it was initialised from.
    struct Local {
        enum Source {
            /// `let x = value`, `if let x = value`.
            case value(ExprSyntax)
            /// `if let x` / `guard let x`: the same name from further out, unwrapped.
            case sameName
            /// A parameter, a loop or pattern variable, or a declaration without a value.
            case none
        }

        /// The pattern binding, parameter, optional-binding condition or pattern that declares the name.
        let node: Syntax
        let source: Source
        let isParameter: Bool
    }

    /// A controller (or any object) as one type's code names it: one of its properties, or one local.
    enum Reference: Hashable {
        case property(String)
        case local(SyntaxIdentifier)
    }

    /// The nearest declaration of `name` visible at `node`, or `nil` when the name is not a local there.
    /// `locals`, the names the file declares in code, spares the walk for a name no code in sight declares.
    static func local(named name: String, at node: some SyntaxProtocol, locals: DeclaredLocalNames? = nil) -> Local? {
        if let locals, !locals.mayBeLocal(name, at: node) { return nil }
        var child = Syntax(node)
        while let parent = child.parent {
            if let found = declaration(of: name, in: parent, before: child) { return found }
            if endsLocals(parent.kind) { return nil }
            child = parent
        }
        return nil
    }

    /// Whether a declaration of this kind ends the locals in sight: a function or a type (kinds compared, as a
    /// protocol cast costs more).
    static func endsLocals(_ kind: SyntaxKind) -> Bool {
        switch kind {
        case .functionDecl, .initializerDecl, .deinitializerDecl, .classDecl, .structDecl, .enumDecl, .actorDecl,
             .extensionDecl, .protocolDecl:
            return true
        default:
            return false
        }
    }

    /// The nearest declaration around `node` that ends the locals in sight of it; `nil` at the top level.
    static func scopeEndingLocals(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let scope = current, !endsLocals(scope.kind) { current = scope.parent }
        return current
    }

    /// What `expression` names: `x` (a local, or a property when no local `x` is visible), `self.x`, with
    /// `?`, `!` and parentheses looked through. A local initialised from another name (`let host = self.host`,
    /// `if let host`) is that name.
    static func reference(
        of expression: ExprSyntax, locals: DeclaredLocalNames? = nil
    ) -> (reference: Reference, isParameter: Bool)? {
        reference(of: expression, depth: 0, locals: locals)
    }

    private static func reference(
        of expression: ExprSyntax, depth: Int, locals: DeclaredLocalNames?
    ) -> (reference: Reference, isParameter: Bool)? {
        let expression = expression.withoutUnwraps
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.isSelfLookingThroughUnwraps == true {
            return (.property(member.declName.baseName.text), false)
        }
        guard let reference = expression.as(DeclReferenceExprSyntax.self),
              reference.baseName.tokenKind != .keyword(.self), reference.argumentNames == nil
        else { return nil }
        let name = reference.baseName.text
        guard let local = local(named: name, at: reference, locals: locals) else { return (.property(name), false) }
        if let property = observedProperty(of: local) { return property }
        if depth < 4, let unwrapped = unwrappedValue(of: local) { return self.reference(of: unwrapped, depth: depth + 1, locals: locals) }
        switch local.source {
        case .value(let value) where depth < 4:
            let unwrapped = value.withoutUnwraps
            if unwrapped.is(DeclReferenceExprSyntax.self) || unwrapped.as(MemberAccessExprSyntax.self)?.base?.isSelfLookingThroughUnwraps == true {
                return self.reference(of: value, depth: depth + 1, locals: locals)
            }
        case .sameName where depth < 4:
            if let outer = self.local(named: name, at: local.node, locals: locals) {
                return (.local(outer.node.id), outer.isParameter)
            }
            return (.property(name), false)
        default:
            break
        }
        return (.local(local.node.id), local.isParameter)
    }

    /// The values the locals `parts` name (outside closures) were given, followed through up to three locals:
    /// `let date = Binding(get: { self.date }, …); let root = Picker(date: date)` gives, for `root`, the
    /// `Picker(…)` and the `Binding(…)`. What a value is built from, as far as the code in sight shows.
    static func valuesBuilding(_ parts: [Syntax]) -> [ExprSyntax] {
        var found: [ExprSyntax] = []
        var pending = parts
        for _ in 0..<3 where !pending.isEmpty {
            let next = pending.flatMap { Nodes.all(DeclReferenceExprSyntax.self, in: $0, outsideClosures: true) }.compactMap { reference in
                guard let local = local(named: reference.baseName.text, at: reference),
                      case .value(let initial) = local.source, !found.contains(where: { $0.id == initial.id })
                else { return nil as ExprSyntax? }
                return initial
            }
            found += next
            pending = next.map(Syntax.init)
        }
        return found
    }

    /// `newValue`/`oldValue` in a property's `willSet`/`didSet` (or `set`) name the property itself.
    private static func observedProperty(of local: Local) -> (reference: Reference, isParameter: Bool)? {
        guard local.node.is(AccessorDeclSyntax.self),
              let binding = local.node.ancestor(PatternBindingSyntax.self),
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        else { return nil }
        let isProperty = binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
        return (isProperty ? .property(name) : .local(binding.id), false)
    }

    /// The parameter of `x.map { … }` / `x.flatMap { … }` is `x` unwrapped.
    private static func unwrappedValue(of local: Local) -> ExprSyntax? {
        guard local.isParameter,
              let closure = local.node.as(ClosureExprSyntax.self) ?? local.node.ancestor(ClosureExprSyntax.self),
              let call = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              ["map", "flatMap"].contains(call.calleeName)
        else { return nil }
        return call.receiver
    }

    // MARK: - Declarations in one scope

    private static func declaration(of name: String, in parent: Syntax, before child: Syntax) -> Local? {
        // One switch on the kind: most ancestors declare nothing, and a failed cast per kind costs more.
        switch parent.kind {
        case .codeBlockItemList:
            guard let items = parent.as(CodeBlockItemListSyntax.self) else { return nil }
            // The statements before the one the use is in, nearest first.
            let end = child.as(CodeBlockItemSyntax.self).flatMap { items.index(of: $0) } ?? items.startIndex
            for item in items[..<end].reversed() {
                if let found = declaration(of: name, inStatement: item.item) { return found }
            }
        case .ifExpr:
            if let ifExpr = parent.as(IfExprSyntax.self), child.id == ifExpr.body.id { return binding(of: name, in: ifExpr.conditions) }
        case .conditionElementList:
            // `if let model = header, model.isReady`: a binding is visible to the conditions after it.
            guard let conditions = parent.as(ConditionElementListSyntax.self), let element = child.as(ConditionElementSyntax.self),
                  let end = conditions.index(of: element)
            else { return nil }
            return binding(of: name, in: conditions[..<end])
        case .whileStmt:
            if let whileStmt = parent.as(WhileStmtSyntax.self), child.id == whileStmt.body.id {
                return binding(of: name, in: whileStmt.conditions)
            }
        case .forStmt:
            if let forStmt = parent.as(ForStmtSyntax.self), child.id == forStmt.body.id { return identifier(name, in: forStmt.pattern) }
        case .switchCase:
            guard let switchCase = parent.as(SwitchCaseSyntax.self), case .case(let label) = switchCase.label else { return nil }
            for item in label.caseItems {
                if let found = identifier(name, in: item.pattern) { return found }
            }
        case .closureExpr:
            return parent.as(ClosureExprSyntax.self).flatMap { closureParameter(name, of: $0) }
        case .functionDecl:
            return parent.as(FunctionDeclSyntax.self).flatMap { parameter(name, in: $0.signature.parameterClause) }
        case .initializerDecl:
            return parent.as(InitializerDeclSyntax.self).flatMap { parameter(name, in: $0.signature.parameterClause) }
        case .accessorDecl:
            guard let accessor = parent.as(AccessorDeclSyntax.self) else { return nil }
            let implicit = accessor.accessorSpecifier.tokenKind == .keyword(.didSet) ? "oldValue" : "newValue"
            if (accessor.parameters?.name.text ?? implicit) == name {
                return Local(node: Syntax(accessor), source: .none, isParameter: true)
            }
        case .catchClause:
            if name == "error", let catchClause = parent.as(CatchClauseSyntax.self), catchClause.catchItems.isEmpty {
                return Local(node: Syntax(catchClause), source: .none, isParameter: true)
            }
        default:
            break
        }
        return nil
    }

    private static func declaration(of name: String, inStatement statement: CodeBlockItemSyntax.Item) -> Local? {
        if let variable = statement.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return Local(node: Syntax(binding), source: binding.initializer.map { .value($0.value) } ?? .none,
                                 isParameter: false)
                }
                if let found = identifier(name, in: binding.pattern) { return found }
            }
        } else if let guardStmt = statement.as(GuardStmtSyntax.self) {
            return binding(of: name, in: guardStmt.conditions)
        }
        return nil
    }

    private static func binding(of name: String, in conditions: some BidirectionalCollection<ConditionElementSyntax>) -> Local? {
        for condition in conditions.reversed() {
            if case .optionalBinding(let binding) = condition.condition,
               binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                let source: Local.Source = binding.initializer.map { .value($0.value) } ?? .sameName
                return Local(node: Syntax(binding), source: source, isParameter: false)
            }
            if case .matchingPattern(let pattern) = condition.condition, let found = identifier(name, in: pattern.pattern) {
                return found
            }
        }
        return nil
    }

    private static func identifier(_ name: String, in pattern: some SyntaxProtocol) -> Local? {
        for token in pattern.tokens(viewMode: .sourceAccurate) where token.text == name {
            if let identifier = token.parent?.as(IdentifierPatternSyntax.self) {
                return Local(node: Syntax(identifier), source: .none, isParameter: false)
            }
        }
        return nil
    }

    private static func parameter(_ name: String, in clause: FunctionParameterClauseSyntax) -> Local? {
        for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
            return Local(node: Syntax(parameter), source: .none, isParameter: true)
        }
        return nil
    }

    private static func closureParameter(_ name: String, of closure: ClosureExprSyntax) -> Local? {
        // `$0`, `$1`: the closure's unnamed parameters. `$row` is a projected value unless the closure names it
        // (`ForEach($rows) { $row in … }`), which the clauses below find.
        if name.hasPrefix("$"), !isProjectedValueName(name) { return Local(node: Syntax(closure), source: .none, isParameter: true) }
        switch closure.signature?.parameterClause {
        case .simpleInput(let shorthand):
            for parameter in shorthand where parameter.name.text == name {
                return Local(node: Syntax(parameter), source: .none, isParameter: true)
            }
        case .parameterClause(let clause):
            for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                return Local(node: Syntax(parameter), source: .none, isParameter: true)
            }
        case nil:
            break
        }
        return nil
    }
}

extension ExprSyntax {
    /// Whether this is `self`, also as `self?`, `self!` or `(self)`.
    var isSelfLookingThroughUnwraps: Bool {
        withoutUnwraps.isSelf
    }

    /// The object whose `view` this expression is (`host` in `host.view`, `host?.view!`), if it is one.
    var viewOwner: ExprSyntax? {
        guard let member = withoutUnwraps.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "view", let base = member.base
        else { return nil }
        return base
    }
}

extension FunctionCallExprSyntax {
    /// The argument with a label, if present.
    func argument(labeled label: String) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }
}
