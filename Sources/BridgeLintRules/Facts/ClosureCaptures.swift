import BridgeLintCore
import SwiftSyntax

/// What a closure literal given as an argument (`Picker(onSelect: { … })`) captures, and so whether a copy of
/// it kept from an earlier render still does what a new one would. A SwiftUI view's `@State`, bindings,
/// environment values and objects are reached through storage that every copy shares; a local, a loop element
/// or a plain stored property of the calling view is copied into the closure when it is made.
enum ClosureCaptures {
    /// Property wrappers of a SwiftUI view whose value lives in storage shared by every copy of the view.
    static let sharedStorageWrappers: Set<String> = [
        "State", "Binding", "Environment", "EnvironmentObject", "ObservedObject", "StateObject", "Bindable",
        "FocusState", "AccessibilityFocusState", "AppStorage", "SceneStorage", "GestureState", "Namespace",
        "Query", "FetchRequest", "SectionedFetchRequest", "ScaledMetric",
        "UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor",
    ]

    /// Wrappers holding an object the view keeps or is given: the same reference on every render.
    static let objectWrappers: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject", "Bindable"]

    static func captures(of closure: ClosureExprSyntax, in call: FunctionCallExprSyntax,
                         scan: ForwardingScan) -> ClosureArgument.Captures {
        guard let (owner, member) = enclosingType(of: Syntax(call)) else { return .unknown }
        var analysis = Analysis(owner: owner, call: call, scan: scan)
        let inside = LocalNames.declared(in: closure).union(initializedCaptures(of: closure))
        let outside = namesInScope(around: closure, upTo: member)
        for reference in freeReferences(in: Syntax(closure)) where !inside.contains(reference.name) || reference.explicitSelf {
            if !reference.explicitSelf, let kind = outside[reference.name] {
                switch kind {
                case .value: analysis.changing = true
                case .closure: analysis.unknown = true
                case .proxy: break
                }
            } else {
                analysis.classify(reference)
            }
        }
        if analysis.changing { return .changingValues }
        if analysis.unknown { return .unknown }
        return .properties(sources: analysis.sources.sorted())
    }

    /// `Picker(onSelect: choose)` or `onSelect: self.choose`, a method of the calling view: what it captures is
    /// what its body reads from the view's copy, as for a closure that calls it. `nil` when the expression is not
    /// a method of the view in sight.
    static func captures(ofMethodReference expression: ExprSyntax, in call: FunctionCallExprSyntax,
                         scan: ForwardingScan) -> ClosureArgument.Captures? {
        guard let reference = Reference(expression), reference.name.first?.isLowercase == true,
              let (owner, _) = enclosingType(of: Syntax(call)), case .structure(let view) = owner
        else { return nil }
        let members = scan.members(of: view)
        guard members.storedVariable(named: reference.name) == nil, members.functionNames.contains(reference.name) else { return nil }
        var analysis = Analysis(owner: owner, call: call, scan: scan)
        analysis.classify(reference)
        if analysis.changing { return .changingValues }
        if analysis.unknown { return .unknown }
        return .properties(sources: analysis.sources.sorted())
    }

    /// Whether `expression` is the calling view's own object (`model`, `self.store` of an `@StateObject` or
    /// `@ObservedObject`, `@EnvironmentObject`, `@Bindable`): the same reference on every render.
    static func isViewObject(_ expression: ExprSyntax, in call: FunctionCallExprSyntax, scan: ForwardingScan) -> Bool {
        guard let reference = Reference(expression), reference.name != "self",
              let (owner, member) = enclosingType(of: Syntax(call)), case .structure(let view) = owner,
              reference.explicitSelf || !scan.names(boundIn: member).contains(reference.name),
              let variable = scan.members(of: view).storedVariable(named: reference.name)
        else { return false }
        return TypeNames.attributeNames(variable.attributes).contains(where: objectWrappers.contains)
    }

    /// Whether `expression` names a parameter of a function type of the function around the call
    /// (`func searchable(onSubmit: (() -> Void)?) -> some View { Bar(onSubmit: onSubmit) }`): a closure made
    /// somewhere out of sight.
    static func isFunctionParameter(_ expression: ExprSyntax, in call: FunctionCallExprSyntax) -> Bool {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil else { return false }
        let name = reference.baseName.text
        var current = Syntax(call).parent
        while let node = current {
            let parameters: FunctionParameterListSyntax?
            if let function = node.as(FunctionDeclSyntax.self) {
                parameters = function.signature.parameterClause.parameters
            } else if let initializer = node.as(InitializerDeclSyntax.self) {
                parameters = initializer.signature.parameterClause.parameters
            } else {
                parameters = nil
            }
            if let parameters {
                guard let parameter = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return false }
                return isFunctionType(parameter.type)
            }
            if node.is(MemberBlockItemSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// `(T) -> U`, `@escaping (T) -> U`, `((T) -> U)?`.
    private static func isFunctionType(_ type: TypeSyntax) -> Bool {
        if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
        if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isFunctionType(only.type)
        }
        return type.is(FunctionTypeSyntax.self)
    }

    // MARK: Where the closure is

    enum Owner {
        case structure(StructDeclSyntax)
        /// A class or actor: its members are reached through `self`, a reference.
        case reference
        /// An extension or enum: its members are not in sight.
        case other
    }

    /// The view (a structure) whose member holds `node`, if that is the innermost type around it.
    static func enclosingView(of node: Syntax) -> StructDeclSyntax? {
        guard case .structure(let view)? = enclosingType(of: node)?.0 else { return nil }
        return view
    }

    /// The innermost type around `node` and the member of it that holds `node`.
    private static func enclosingType(of node: Syntax) -> (Owner, Syntax)? {
        var member: Syntax?
        var current: Syntax? = node
        while let candidate = current {
            if candidate.is(MemberBlockItemSyntax.self), member == nil { member = candidate }
            if let member {
                if let view = candidate.as(StructDeclSyntax.self) { return (.structure(view), member) }
                if candidate.is(ClassDeclSyntax.self) || candidate.is(ActorDeclSyntax.self) { return (.reference, member) }
                if candidate.is(ExtensionDeclSyntax.self) || candidate.is(EnumDeclSyntax.self) { return (.other, member) }
            }
            current = candidate.parent
        }
        return nil
    }

    /// Names a closure binds to values it computes (`[count = items.count]`): not the outer names.
    private static func initializedCaptures(of closure: ClosureExprSyntax) -> Set<String> {
        guard let items = closure.signature?.capture?.items else { return [] }
        return Set(items.compactMap { $0.initializer == nil ? nil : $0.name.text })
    }

    /// What a name bound around the closure holds.
    enum LocalKind {
        /// A value copied into the closure: it may differ on the next render.
        case value
        /// A closure handed in: what it captured is out of sight.
        case closure
        /// `ScrollViewProxy`: a handle to shared storage, the same on every render.
        case proxy
    }

    /// Names bound around the closure inside its member: parameters of the function or closures it sits in,
    /// loop variables, `if let`/`guard let` bindings and locals declared before it.
    private static func namesInScope(around closure: ClosureExprSyntax, upTo member: Syntax) -> [String: LocalKind] {
        var names: Set<String> = []
        var kinds: [String: LocalKind] = [:]
        func addParameters(_ parameters: FunctionParameterListSyntax) {
            for parameter in parameters {
                let name = (parameter.secondName ?? parameter.firstName).text
                if isFunctionType(parameter.type) {
                    kinds[name] = .closure
                } else if stableParameterTypes.contains(TypeNames.simpleName(of: parameter.type) ?? "") {
                    kinds[name] = .proxy
                } else {
                    names.insert(name)
                }
            }
        }
        var child = Syntax(closure)
        while let parent = child.parent, child.id != member.id {
            if let outer = parent.as(ClosureExprSyntax.self), let signature = outer.signature {
                // A scroll reader's proxy, or the element of `ForEach(ids, id: \.self)`: the same for the view's life.
                if isScrollViewReaderContent(outer) || LocalBinding.isSelfKeyedForEachElement(outer) {
                    for name in LocalNames.declared(in: signature) { kinds[name] = .proxy }
                } else {
                    names.formUnion(LocalNames.declared(in: signature))
                }
            } else if let function = parent.as(FunctionDeclSyntax.self) {
                addParameters(function.signature.parameterClause.parameters)
            } else if let initializer = parent.as(InitializerDeclSyntax.self) {
                addParameters(initializer.signature.parameterClause.parameters)
            } else if let loop = parent.as(ForStmtSyntax.self) {
                names.formUnion(LocalNames.declared(in: loop.pattern))
            } else if let condition = parent.as(IfExprSyntax.self), child.id == Syntax(condition.body).id {
                // `if let message { … } else { Scanner(onError: { message = $0 }) }`: the binding is not in the else.
                names.formUnion(LocalNames.declared(in: condition.conditions))
            } else if let items = parent.as(CodeBlockItemListSyntax.self) {
                // Locals and `guard let` bindings of the statements before the one holding the closure.
                for item in items {
                    if item.id == child.id { break }
                    if item.item.is(VariableDeclSyntax.self) || item.item.is(GuardStmtSyntax.self) {
                        names.formUnion(declaredNames(of: item))
                    }
                }
            }
            child = parent
        }
        for name in names where kinds[name] == nil { kinds[name] = .value }
        return kinds
    }

    /// `community.title`: the value is read through, not used whole.
    private static func isMemberBase(_ node: ExprSyntax) -> Bool {
        var current = Syntax(node)
        if let optional = current.parent?.as(OptionalChainingExprSyntax.self) { current = Syntax(optional) }
        if let forced = current.parent?.as(ForceUnwrapExprSyntax.self) { current = Syntax(forced) }
        guard let member = current.parent?.as(MemberAccessExprSyntax.self) else { return false }
        return member.base?.id == current.id
    }

    /// `ScrollViewReader { proxy in … }`: the closure's parameter is a `ScrollViewProxy` though no type is written.
    private static func isScrollViewReaderContent(_ closure: ClosureExprSyntax) -> Bool {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self)
                ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ScrollViewReader"
    }

    /// Parameter types that are handles to storage every render shares.
    private static let stableParameterTypes: Set<String> = ["ScrollViewProxy"]

    /// `model.save()`, `self.model?.save()`: a method called on the value, which the code treats as an object
    /// (a value type's stored `let` could not be mutated this way, and reading through it is what matters).
    private static func isMethodReceiver(_ node: ExprSyntax) -> Bool {
        var current = Syntax(node)
        if let optional = current.parent?.as(OptionalChainingExprSyntax.self) { current = Syntax(optional) }
        guard let member = current.parent?.as(MemberAccessExprSyntax.self), member.base?.id == current.id,
              let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id
        else { return false }
        return true
    }

    /// The names a statement declares (`let a = …`, `guard let b = …`), not those inside closures it holds.
    private static func declaredNames(of item: CodeBlockItemSyntax) -> Set<String> {
        if let variable = item.item.as(VariableDeclSyntax.self) {
            return Set(variable.bindings.flatMap { LocalNames.declared(in: $0.pattern) })
        }
        if let guardStatement = item.item.as(GuardStmtSyntax.self) {
            return LocalNames.declared(in: guardStatement.conditions)
        }
        return []
    }

    // MARK: What the closure reads

    /// `name` or `self.name`.
    struct Reference {
        let name: String
        let explicitSelf: Bool
        let node: ExprSyntax

        /// Like `ForwardedProperty.referencedName`, but a compound name (`select(item:)`) counts too: a method
        /// handed over by name is read as much as called.
        init?(_ expression: ExprSyntax) {
            if let reference = expression.as(DeclReferenceExprSyntax.self) {
                name = reference.baseName.text
                explicitSelf = false
            } else if let member = expression.as(MemberAccessExprSyntax.self),
                      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                name = member.declName.baseName.text
                explicitSelf = true
            } else {
                return nil
            }
            node = expression
        }
    }

    /// Names read in `node` that may come from outside it: bare names (not the member part of `a.b`, not
    /// types, not `$0` or projected values `$x`) and `self.name`.
    static func freeReferences(in node: Syntax) -> [Reference] {
        var found: [Reference] = []
        for reference in Nodes.all(DeclReferenceExprSyntax.self, in: node) {
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
                   let selfMember = Reference(ExprSyntax(member)) {
                    found.append(selfMember)
                }
                continue
            }
            let token = reference.baseName
            if case .dollarIdentifier = token.tokenKind { continue }
            if token.tokenKind == .keyword(.self) {
                // `self` as the base of `self.x` is looked at above; handed over whole it is the view itself.
                if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id { continue }
                found.append(Reference(ExprSyntax(reference))!)
                continue
            }
            guard case .identifier = token.tokenKind, token.text.first?.isUppercase == false else { continue }
            found.append(Reference(ExprSyntax(reference))!)
        }
        return found
    }

    /// The verdicts gathered for one closure.
    private struct Analysis {
        let owner: Owner
        let call: FunctionCallExprSyntax
        let scan: ForwardingScan
        var changing = false
        var unknown = false
        var sources: Set<String> = []
        /// Computed properties and methods of the view already followed.
        var followed: Set<String> = []

        init(owner: Owner, call: FunctionCallExprSyntax, scan: ForwardingScan) {
            self.owner = owner
            self.call = call
            self.scan = scan
        }

        mutating func classify(_ reference: Reference) {
            switch owner {
            case .reference:
                // The object's members are read through `self` when the closure runs; globals are fixed.
                return
            case .other:
                unknown = true
            case .structure(let view):
                classify(reference, in: view)
            }
        }

        private mutating func classify(_ reference: Reference, in view: StructDeclSyntax) {
            if reference.name == "self" {
                unknown = true
                return
            }
            let members = scan.members(of: view)
            if let variable = members.storedVariable(named: reference.name) {
                let wrappers = TypeNames.attributeNames(variable.attributes)
                if !wrappers.isEmpty {
                    if !wrappers.allSatisfy(ClosureCaptures.sharedStorageWrappers.contains) { unknown = true }
                    return
                }
                // A plain stored property: fixed unless the view's own call sites pass changing values. One only
                // asked to do something (`model.save()`) is taken for an object, reached the same from any copy.
                if ClosureCaptures.isMethodReceiver(reference.node) { return }
                // Read through (`community.title`): an object's property is current in any copy, a struct's is
                // not, and the type is not known here.
                if ClosureCaptures.isMemberBase(reference.node) {
                    unknown = true
                    return
                }
                if let forwarded = ForwardedProperty.sources(of: reference.node, in: call, scan: scan) {
                    sources.formUnion(forwarded)
                } else {
                    unknown = true
                }
                return
            }
            let bodies = members.computedBodies(named: reference.name)
            guard !bodies.isEmpty else {
                // Not declared by the view in sight: a global function or value (or a member declared elsewhere).
                return
            }
            guard followed.insert(reference.name).inserted else { return }
            // A computed property or method reads the copy of the view the closure captured.
            for body in bodies {
                let locals = scan.names(boundIn: body)
                for inner in scan.freeReferences(in: body) where inner.explicitSelf || !locals.contains(inner.name) {
                    classify(inner, in: view)
                }
            }
        }
    }
}
