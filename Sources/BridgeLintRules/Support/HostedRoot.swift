import BridgeLintCore
import SwiftSyntax

/// The SwiftUI root view handed to a hosting controller, read from the expression at the hosting site
/// (`UIHostingController(rootView: RootView().environmentObject(store))`): the views it shows and what it
/// puts into their environment.
struct HostedRoot {
    /// The views shown: the outermost first, then views built in its arguments and in container closures
    /// (`NavigationStack { List { … } }`).
    private(set) var views: [String] = []
    /// Types given with `.environmentObject(x)`.
    private(set) var objects: Set<String> = []
    /// Types given with `.environment(x)`.
    private(set) var observables: Set<String> = []
    /// Custom keys given with `.environment(\.key, value)`.
    private(set) var keys: Set<String> = []
    /// Objects whose type is not visible here, given with `.environmentObject` (`manager.currentClient`).
    private(set) var unknownObjects: [String] = []
    /// An object whose type is not visible here was given with `.environment`.
    private(set) var givesUnknownObservable = false
    /// A modifier that may put anything into the environment (`.modifier(…)`, a project's own
    /// `.withDependencies()`), or a root view that cannot be read (a factory call, a parameter).
    private(set) var isOpaque = false
    /// The parameter of the enclosing function that gives the root view (`view()` for `view: () -> Content`,
    /// `content` for `content: Content`): its callers decide what is shown.
    private(set) var contentParameter: FunctionParameterSyntax?

    init(_ expression: ExprSyntax) {
        read(expression, depth: 0)
    }

    /// The root built by a content closure (`UIHostingConfiguration { RowView(item: item) }`).
    init(content closure: ClosureExprSyntax) {
        readContent(closure)
    }

    private mutating func read(_ expression: ExprSyntax, depth: Int) {
        let expression = expression.withoutUnwraps
        if let call = expression.as(FunctionCallExprSyntax.self) {
            if let type = call.constructedType {
                readView(type, call)
            } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                applyModifier(member.declName.baseName.text, call)
                read(base, depth: depth)
            } else if call.arguments.isEmpty, call.trailingClosure == nil,
                      let reference = call.calledExpression.as(DeclReferenceExprSyntax.self),
                      let parameter = Self.contentParameter(named: reference, isClosure: true) {
                contentParameter = parameter
            } else {
                isOpaque = true
            }
        } else if let reference = expression.as(DeclReferenceExprSyntax.self),
                  let parameter = Self.contentParameter(named: reference, isClosure: false) {
            contentParameter = parameter
        } else if let reference = expression.as(DeclReferenceExprSyntax.self), depth < 3,
                  let local = HostingScope.local(named: reference.baseName.text, at: reference),
                  case .value(let value) = local.source {
            read(value, depth: depth + 1)
        } else if depth < 3, let value = Self.propertyInitializer(of: expression) {
            read(value, depth: depth + 1)
        } else {
            isOpaque = true
        }
    }

    /// The parameter of the enclosing function `reference` names, when it gives a view: a closure returning one
    /// (`view: @escaping () -> Content`), called, or a view itself (`content: Content`), named.
    private static func contentParameter(named reference: DeclReferenceExprSyntax, isClosure: Bool) -> FunctionParameterSyntax? {
        guard let local = HostingScope.local(named: reference.baseName.text, at: reference), local.isParameter,
              let parameter = local.node.as(FunctionParameterSyntax.self),
              parameter.parent?.parent?.parent?.parent?.is(FunctionDeclSyntax.self) == true
        else { return nil }
        return StoredValueType.isFunction(parameter.type) == isClosure ? parameter : nil
    }

    /// The initial value of the enclosing type's stored property that `expression` names (`toolbar` or
    /// `self.toolbar` for `lazy var toolbar = Toolbar(model: model)`), when no local of that name is in scope.
    /// The type's other parts in the file count: `viewDidLoad` is often in an extension.
    private static func propertyInitializer(of expression: ExprSyntax) -> ExprSyntax? {
        guard let name = DeclaredType.propertyName(of: expression),
              HostingScope.local(named: name, at: expression) == nil || expression.is(MemberAccessExprSyntax.self)
        else { return nil }
        var current = expression.parent
        while let node = current, !node.isProtocol(DeclGroupSyntax.self) { current = node.parent }
        guard let group = current?.asDeclGroup else { return nil }
        for part in [group] + SameFileTypeParts.others(of: group) {
            for variable in part.memberBlock.members.compactMap({ $0.decl.as(VariableDeclSyntax.self) }) {
                for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return binding.accessorBlock == nil ? binding.initializer?.value : nil
                }
            }
        }
        return nil
    }

    private mutating func readView(_ type: String, _ call: FunctionCallExprSyntax) {
        if type == "AnyView" {
            if let wrapped = call.arguments.first?.expression { read(wrapped, depth: 0) } else { isOpaque = true }
            return
        }
        views.append(type)
        // Views passed as arguments are shown too (`Wrapper(content: Child())`); closures in arguments are
        // usually actions, and are left alone.
        for argument in call.arguments where Self.isViewChain(argument.expression) {
            read(argument.expression, depth: 0)
        }
        let closures = [call.trailingClosure].compactMap({ $0 }) + call.additionalTrailingClosures.map(\.closure)
        if HostingVocabulary.contentContainers.contains(type) || type == "ForEach" {
            closures.forEach { readContent($0) }
        } else if let content = closures.first, closures.count == 1, Self.buildsViewsOnly(content) {
            // A project wrapper given its content (`SettingsInjector { editor }`): that content is shown too.
            readContent(content)
        }
    }

    /// The views a content closure builds, one per expression statement: a view chain, or a local holding one.
    private mutating func readContent(_ closure: ClosureExprSyntax) {
        for statement in closure.statements {
            guard let expression = statement.item.as(ExprSyntax.self) else { continue }
            if Self.isViewChain(expression) || Self.isLocalView(expression) {
                read(expression, depth: 0)
            }
        }
    }

    /// A closure with no parameters whose every statement builds a view: content, not an action.
    static func buildsViewsOnly(_ closure: ClosureExprSyntax) -> Bool {
        guard closure.signature == nil, !closure.statements.isEmpty else { return false }
        return closure.statements.allSatisfy { statement in
            guard let expression = statement.item.as(ExprSyntax.self) else { return false }
            return isViewChain(expression) || isLocalView(expression)
        }
    }

    /// A local name bound to a view chain (`let editor = Editor(file: file)`).
    private static func isLocalView(_ expression: ExprSyntax) -> Bool {
        guard let reference = expression.as(DeclReferenceExprSyntax.self),
              let local = HostingScope.local(named: reference.baseName.text, at: reference),
              case .value(let value) = local.source
        else { return false }
        return isViewChain(value)
    }

    private mutating func applyModifier(_ name: String, _ call: FunctionCallExprSyntax) {
        let arguments = Array(call.arguments)
        switch name {
        case "environmentObject":
            if let object = arguments.first?.expression, let type = DeclaredType.of(object) {
                objects.insert(type)
            } else {
                unknownObjects.append(arguments.first?.expression.trimmedDescription ?? "")
            }
        case "environment":
            if arguments.count == 2, let keyPath = arguments[0].expression.as(KeyPathExprSyntax.self) {
                if let key = keyPath.components.last?.component.as(KeyPathPropertyComponentSyntax.self) {
                    keys.insert(key.declName.baseName.text)
                } else {
                    isOpaque = true
                }
            } else if arguments.count == 1, let object = arguments.first?.expression, let type = DeclaredType.of(object) {
                observables.insert(type)
            } else {
                givesUnknownObservable = true
            }
        default:
            if !HostingVocabulary.plainModifiers.contains(name) { isOpaque = true }
        }
    }

    /// A call chain that starts by building a view: `Row(item)`, `Row(item).padding()`.
    static func isViewChain(_ expression: ExprSyntax) -> Bool {
        var current = expression.withoutUnwraps
        while let call = current.as(FunctionCallExprSyntax.self) {
            if call.constructedType != nil { return true }
            guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base else { return false }
            current = base.withoutUnwraps
        }
        return false
    }
}

extension ProjectIndex {
    /// Something a hosted view reads from its environment, and which view declares it.
    struct EnvironmentNeed {
        let requirement: EnvironmentRequirement
        let view: String
    }

    /// What the views need from their environment: their own requirements and, transitively, those of the
    /// views their bodies show or present, except below a body that supplies environment itself or applies a
    /// modifier that might. A view declared more than once, or outside the project, adds nothing.
    func environmentNeeds(of views: [String]) -> [EnvironmentNeed] {
        environmentSearch(from: views).needs
    }

    /// The needs `environmentNeeds` finds, and every project view the search passed through: the views shown
    /// with the roots, down to those that supply environment themselves.
    func environmentSearch(from views: [String]) -> (needs: [EnvironmentNeed], shown: Set<String>) {
        var needs: [EnvironmentNeed] = []
        var seen: Set<String> = []
        var pending = views
        while let view = pending.first, seen.count < 500 {
            pending.removeFirst()
            guard seen.insert(view).inserted, let body = projectView(named: view) else { continue }
            for requirement in body.declaration.environmentRequirements
            where !needs.contains(where: { $0.requirement == requirement }) {
                needs.append(EnvironmentNeed(requirement: requirement, view: view))
            }
            if !body.modifiers.contains(where: mayProvideEnvironment) {
                let covered = contentGivenEnvironment(in: body)
                pending += (body.inlineReferences + body.presentedReferences).filter { !covered.contains($0) }
            }
        }
        return (needs, seen)
    }

    /// The views a body hands to a project view that may put values into its content's environment
    /// (`SheetButton(destination: Detail())`, where `SheetButton` presents `destination` with `.environment(…)`):
    /// they are shown with what that view supplies.
    private func contentGivenEnvironment(in body: ProjectViewBody) -> Set<String> {
        var covered: Set<String> = []
        for (content, container) in body.handedPairs where !covered.contains(content) && givesContentEnvironment(container) {
            covered.insert(content)
        }
        return covered
    }

    /// Whether a project view may put values into the environment of content it is given: its body applies a
    /// modifier that may, or hands a value of its own on to a view that does (`destination` passed to a
    /// `SheetButton` that presents it with `.environment(…)`), through up to three views.
    private func givesContentEnvironment(_ view: String, depth: Int = 0) -> Bool {
        guard depth < 3, let body = projectView(named: view) else { return false }
        if body.modifiers.contains(where: mayProvideEnvironment) { return true }
        return body.handedPairs.contains { content, container in
            content.first?.isLowercase == true && container != view && givesContentEnvironment(container, depth: depth + 1)
        }
    }

    /// Whether a modifier a body applies may put values into its content's environment: SwiftUI's environment
    /// modifiers, and the project's own view extensions that apply one. Other SwiftUI modifiers supply nothing a
    /// view declares.
    private func mayProvideEnvironment(_ modifier: String) -> Bool {
        HostingVocabulary.environmentModifiers.contains(modifier) || environmentModifierFunctions.contains(modifier)
    }

    /// The NavigationStack, NavigationView or NavigationSplitView among the views, or among the views their
    /// bodies show in place (not in sheets or popovers), transitively; with the project view whose body shows it.
    func navigationContainer(in views: [String]) -> (container: String, shownBy: String?)? {
        firstShownInPlace(from: views) { view, shownBy, _ in
            HostingVocabulary.navigationContainers.contains(view) ? (view, shownBy) : nil
        }
    }

    /// Where content showing `rootViews` presents, said for a message: `'Banner' in it presents with .sheet
    /// (declared at Banner.swift:12)`. That content needs its hosting controller in the controller hierarchy;
    /// content that presents nothing keeps rendering and responding in the hosting view alone.
    func presentation(in rootViews: [String]) -> String? {
        guard let presenter = view(applyingOneOf: HostingVocabulary.presentingModifiers, in: rootViews) else { return nil }
        return "'\(presenter.view.name)' in it presents with .\(presenter.modifier) (declared at \(presenter.view.file):\(presenter.view.line))"
    }

    /// A view among `views`, or among the views their bodies show in place, transitively, whose body applies one
    /// of `modifiers`: that view's declaration and the modifier. Views declared more than once add nothing.
    func view(applyingOneOf modifiers: Set<String>, in views: [String]) -> (view: TypeFact, modifier: String)? {
        firstShownInPlace(from: views) { _, _, body in
            body.flatMap { body in body.modifiers.first(where: modifiers.contains).map { (body.declaration, $0) } }
        }
    }

    /// The first answer `match` gives for the declaration of a project view among `views`, or shown in place by
    /// them, transitively.
    func firstViewShownInPlace<Answer>(from views: [String], _ match: (TypeFact) -> Answer?) -> Answer? {
        firstShownInPlace(from: views) { _, _, body in body.flatMap { match($0.declaration) } }
    }

    /// The first answer `match` gives, walking `views` and, transitively, the project views their bodies show in
    /// place; `match` sees a view's name, the view whose body shows it, and its body when the project declares
    /// it once.
    private func firstShownInPlace<Answer>(
        from views: [String], _ match: (_ view: String, _ shownBy: String?, _ body: ProjectViewBody?) -> Answer?
    ) -> Answer? {
        var seen: Set<String> = []
        var pending = views.map { (view: $0, shownBy: String?.none) }
        while let (view, shownBy) = pending.popLast(), seen.count < 500 {
            guard seen.insert(view).inserted else { continue }
            let body = projectView(named: view)
            if let answer = match(view, shownBy, body) { return answer }
            pending += (body?.inlineReferences ?? []).map { ($0, view) }
        }
        return nil
    }

    /// Whether a type hosts the `rootView:` it is given as it is: a system hosting type, or a project
    /// subclass none of whose project classes change the content they host (`customizesRootView`).
    func hostsRootViewUnchanged(_ type: String) -> Bool {
        var current = type
        for _ in 0..<10 {
            if HostingVocabulary.systemHosts.contains(current) { return true }
            let declarations = declarations(named: current)
            guard declarations.count == 1, let declaration = declarations.first, declaration.kind == .class,
                  !declaration.customizesRootView, let superclass = declaration.inheritedTypes.first
            else { return false }
            current = superclass
        }
        return false
    }

    /// The root view type of a project hosting controller subclass (`UIHostingController<SettingsView>`),
    /// following its project superclasses.
    func hostedViewType(of type: String) -> String? {
        var current = type
        for _ in 0..<10 {
            let declarations = declarations(named: current)
            guard declarations.count == 1, let declaration = declarations.first, declaration.kind == .class else { return nil }
            if let hosted = declaration.hostedViewType { return hosted }
            guard let superclass = declaration.inheritedTypes.first else { return nil }
            current = superclass
        }
        return nil
    }

    /// What the body of a view declared once in the project builds (with its extensions).
    struct ProjectViewBody {
        let declaration: TypeFact
        let inlineReferences: [String]
        let presentedReferences: [String]
        /// `Content<Container` pairs (see `TypeFact.handedBodyReferences`).
        let handedReferences: [String]
        let modifiers: [String]

        /// `handedReferences` read into their two names.
        var handedPairs: [(content: String, container: String)] {
            handedReferences.compactMap { pair in
                let parts = pair.split(separator: "<", maxSplits: 1).map(String.init)
                return parts.count == 2 ? (parts[0], parts[1]) : nil
            }
        }
    }

    /// A view declared once in the project, with what its body (in the declaration or an extension) builds.
    private func projectView(named name: String) -> ProjectViewBody? {
        let declarations = declarations(named: name)
        guard declarations.count == 1, let declaration = declarations.first else { return nil }
        let facts = [declaration] + extensions(of: name)
        return ProjectViewBody(declaration: declaration, inlineReferences: facts.flatMap(\.inlineBodyReferences),
                               presentedReferences: facts.flatMap(\.presentedBodyReferences),
                               handedReferences: facts.flatMap(\.handedBodyReferences),
                               modifiers: facts.flatMap(\.bodyModifiers))
    }
}
