import BridgeLintCore
import SwiftSyntax

/// Whether a view constructed at a call site is made again each time the code around it re-renders.
/// It is not when it is a hosting controller's first root view (`UIHostingController(rootView: Settings())`,
/// `AppHostingController(Settings())`, also through one local or a wrapper such as `AnyView`), made once with the controller, or when it is in a
/// preview, or when it is in the scenes of an App whose body depends on nothing (no property wrapper but its
/// delegate adaptor), which SwiftUI evaluates once, or when it is made in a closure that runs on an event (a
/// button's action, `onAppear`, a completion): once per event, not per render; or when it is the initial value of
/// a class's stored property or made in a class's initializer: once per instance. A view only ever made like that
/// keeps whatever its stored properties created.
enum RenderedConstruction {
    /// `mentionsRootView`, `mentionsPreview` and `mentionsScene`: whether the file's text has `rootView` (or
    /// `HostingController`), `Preview` and `some Scene` at all, so that most constructions need no walk up the tree.
    /// `functions`: the file's functions, for a view handed to a helper that makes the hosting controller.
    static func isRerendered(
        _ call: FunctionCallExprSyntax, mentionsRootView: Bool, mentionsPreview: Bool, mentionsScene: Bool,
        functions: @autoclosure () -> FileFunctions
    ) -> Bool {
        !(mentionsRootView && isFirstRootView(Syntax(call), functions: functions))
            && !(mentionsPreview && isInPreview(Syntax(call))) && !(mentionsScene && isInStaticAppBody(Syntax(call)))
            && !(EventClosures.isInEventClosure(call) && !replacesRootView(Syntax(call)))
            && !isStoredPropertyOfClass(Syntax(call))
    }

    /// `host.rootView = Row(value: value)`: each run replaces the hosted content in place, re-making the view
    /// where the last one was, even when it runs on an event (`onReceive`, a `sink`).
    private static func replacesRootView(_ node: Syntax) -> Bool {
        var current = node
        while let parent = current.parent, !parent.is(CodeBlockItemSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let sequence = parent.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
               !assignment.target.range.contains(node.position) {
                let target = assignment.target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                    ?? assignment.target.as(DeclReferenceExprSyntax.self)?.baseName.text
                return target == "rootView"
            }
            current = parent
        }
        return false
    }

    /// The initial value of a class's stored property (`private lazy var header = HeaderView()`) or of any type's
    /// static property, or code of a class's initializer (`self.editor = EditorView(…)`), outside any closure that could run again: made once
    /// per instance of the class, which no SwiftUI render re-makes. The same holds for a struct SwiftUI never
    /// renders (no `body`, no representable's `make…`): `Destination(view: AnyView(Discover()))` is made where
    /// its own code runs.
    private static func isStoredPropertyOfClass(_ node: Syntax) -> Bool {
        var current = node.parent
        while let candidate = current {
            if candidate.is(InitializerDeclSyntax.self) {
                let owner = candidate.ancestor(MemberBlockSyntax.self)?.parent
                return owner?.is(ClassDeclSyntax.self) == true || owner?.is(ActorDeclSyntax.self) == true
                    || owner?.as(StructDeclSyntax.self).map(isUnrenderedStruct) == true
            }
            if candidate.is(FunctionDeclSyntax.self) || candidate.is(AccessorBlockSyntax.self) {
                return false
            }
            // `lazy var header = { … }()` runs once; a stored closure (`let make = { Row() }`) runs on each call.
            if let closure = candidate.as(ClosureExprSyntax.self),
               closure.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != closure.id {
                return false
            }
            if let variable = candidate.as(VariableDeclSyntax.self) {
                guard variable.parent?.is(MemberBlockItemSyntax.self) == true,
                      let owner = variable.ancestor(MemberBlockSyntax.self)?.parent
                else { return false }
                // `private static let pages = [Intro(), Examples()]`: made once, on first use, whatever the type.
                if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) { return true }
                return owner.is(ClassDeclSyntax.self) || owner.is(ActorDeclSyntax.self)
            }
            current = candidate.parent
        }
        return false
    }

    /// A struct SwiftUI does not make views of: it declares no `body` and no representable's `make…` method, and
    /// names no SwiftUI protocol it conforms to.
    private static func isUnrenderedStruct(_ type: StructDeclSyntax) -> Bool {
        let inherited = type.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if inherited.contains(where: { $0 == "View" || $0.hasSuffix("Representable") || $0.hasSuffix("Modifier") || $0.hasSuffix("Content") }) {
            return false
        }
        return !type.memberBlock.members.contains { member in
            if let function = member.decl.as(FunctionDeclSyntax.self) {
                return function.name.text == "body" || function.name.text.hasPrefix("make")
            }
            return member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
            } == true
        }
    }

    /// Wrappers that hand the App its delegate once: the body does not depend on them.
    private static let delegateAdaptors: Set<String> = ["UIApplicationDelegateAdaptor", "NSApplicationDelegateAdaptor"]

    /// Inside the `body` (or another `some Scene` property) of an App that declares no property wrapper but its delegate adaptor: nothing it reads can change, so its scenes
    /// (and the root views in them) are built once. An App with `@StateObject`, `@Environment(\.scenePhase)`,
    /// `@AppStorage`… evaluates its body again when those change, and makes its root views again.
    private static func isInStaticAppBody(_ node: Syntax) -> Bool {
        var inBody = false
        var current = node.parent
        while let candidate = current {
            if let binding = candidate.as(PatternBindingSyntax.self),
               let type = binding.typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self) {
                // `var body: some Scene` and the scene properties it is built from (`var mainWindow: some Scene`).
                inBody = TypeNames.simpleName(of: type.constraint) == "Scene"
            }
            if let app = candidate.as(StructDeclSyntax.self) {
                guard inBody, TypeNames.inheritedNames(app.inheritanceClause).contains("App") else { return false }
                return !app.memberBlock.flattenedDeclarations.contains { member in
                    guard let variable = member.as(VariableDeclSyntax.self) else { return false }
                    return !TypeNames.attributeNames(variable.attributes).allSatisfy(delegateAdaptors.contains)
                }
            }
            if candidate.is(ClassDeclSyntax.self) || candidate.is(FunctionDeclSyntax.self) { return false }
            current = candidate.parent
        }
        return false
    }

    /// `host.rootView = …` where `host` is a hosting controller the same code makes with a placeholder
    /// (`let host = UIHostingController(rootView: AnyView(EmptyView()))`): that host's first real root view. A
    /// host made with a real root view and given another is rendering again.
    private static func isRootOfHostMadeHere(_ target: ExprSyntax, in scope: CodeBlockSyntax) -> Bool {
        guard let member = target.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rootView",
              let host = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        return scope.statements.contains { item in
            guard let variable = item.item.as(VariableDeclSyntax.self) else { return false }
            return variable.bindings.contains { binding in
                guard binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == host,
                      let creation = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                      TypeNames.constructedTypeName(ExprSyntax(creation))?.contains("Hosting") == true,
                      let placeholder = creation.arguments.first(where: { $0.label?.text == "rootView" })?.expression
                else { return false }
                return placeholder.tokens(viewMode: .sourceAccurate).contains { $0.text == "EmptyView" }
            }
        }
    }

    /// `rootView = Sidebar(controller: self)` in an initializer of a hosting controller subclass: once per
    /// controller, where `self` can at last be handed to the content.
    private static func isOwnRootSetInInitializer(_ target: ExprSyntax, at assignment: SequenceExprSyntax) -> Bool {
        let isOwnRoot = target.as(DeclReferenceExprSyntax.self)?.baseName.text == "rootView"
            || (target.as(MemberAccessExprSyntax.self).map {
                $0.declName.baseName.text == "rootView" && $0.base?.isSelfLookingThroughUnwraps == true
            } ?? false)
        guard isOwnRoot, let function = assignment.enclosingFunction(closures: true) else { return false }
        return function.is(InitializerDeclSyntax.self) && function.ancestor(ClassDeclSyntax.self) != nil
    }

    /// Inside the `rootView:` argument (not inside a closure there, which the root may call on each render),
    /// or stored in a local or property that the same code then passes as `rootView:`
    /// (`window.root = Console(); window.contentView = NSHostingView(rootView: window.root)`), or handed to a
    /// function of the file that passes that parameter as `rootView:` (`present(hosting(Settings()))`).
    private static func isFirstRootView(_ node: Syntax, functions: () -> FileFunctions) -> Bool {
        var current = node
        while let parent = current.parent {
            if parent.is(ClosureExprSyntax.self) || parent.is(CodeBlockItemSyntax.self) { return false }
            if let sequence = parent.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
                      elements[2].range.contains(node.position),
                      let scope = sequence.ancestor(CodeBlockSyntax.self)
                else { return false }
                if isRootOfHostMadeHere(elements[0], in: scope) || isOwnRootSetInInitializer(elements[0], at: sequence) {
                    return true
                }
                return RootViewArgument(named: elements[0].trimmedDescription).isPassed(in: scope)
            }
            if let argument = parent.as(LabeledExprSyntax.self) {
                if argument.label?.text == "rootView" || isHostingSubclassRoot(argument) { return true }
                if isHandedToRootViewHelper(argument, functions: functions) { return true }
            }
            if let initializer = parent.as(InitializerClauseSyntax.self) {
                guard let binding = initializer.parent?.as(PatternBindingSyntax.self),
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let scope = binding.ancestor(CodeBlockSyntax.self)
                else { return false }
                return RootViewArgument(named: name).isPassed(in: scope)
            }
            current = parent
        }
        return false
    }

    /// `CoreHostingController(Dashboard())`: the first, unlabelled argument of a class that says in its name that it
    /// is a hosting controller, whose initializer hands it on as `rootView:`; made once with that controller.
    private static func isHostingSubclassRoot(_ argument: LabeledExprSyntax) -> Bool {
        guard argument.label == nil, let list = argument.parent?.as(LabeledExprListSyntax.self), list.first?.id == argument.id,
              let call = list.parent?.as(FunctionCallExprSyntax.self),
              let host = TypeNames.constructedTypeName(ExprSyntax(call))
        else { return false }
        return HostingVocabulary.isHostingControllerName(host)
    }

    /// `hostingDetail(Settings(), title: t)` where the file's `func hostingDetail(_ view: some View, …)` passes
    /// `view` as `rootView:`: the helper makes a new controller around it on each call, as `rootView:` would.
    private static func isHandedToRootViewHelper(_ argument: LabeledExprSyntax, functions: () -> FileFunctions) -> Bool {
        guard let list = argument.parent?.as(LabeledExprListSyntax.self),
              let call = list.parent?.as(FunctionCallExprSyntax.self),
              let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              name.first?.isLowercase == true,
              let index = list.firstIndex(where: { $0.id == argument.id }).map({ list.distance(from: list.startIndex, to: $0) })
        else { return false }
        let labels = list.map { $0.label?.text ?? "_" }
        return functions().functions(named: name).contains { function in
            guard let parameter = FileFunctions.parameter(matching: labels, at: index, in: function),
                  let body = function.body
            else { return false }
            return RootViewArgument(named: (parameter.secondName ?? parameter.firstName).text).isPassed(in: body)
        }
    }

    /// `push(content:` for a construction given straight to a call of a function or method (`navi.push(content:
    /// Keychain())`), which may be a helper, in any file, that makes a hosting controller around it.
    static func helperCall(receiving construction: FunctionCallExprSyntax) -> String? {
        guard let argument = construction.parent?.as(LabeledExprSyntax.self),
              let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
              let name = call.calleeName, name.first?.isLowercase == true
        else { return nil }
        return "\(name)(\(argument.label?.text ?? "_"):"
    }

    /// `push(content:` for each function among `functions` that passes that parameter as `rootView:`.
    /// One look at each function's `rootView:` arguments serves all its parameters.
    static func rootViewHelpers(in functions: [FunctionDeclSyntax]) -> [String] {
        functions.flatMap { function -> [String] in
            guard let body = function.body else { return [] }
            let roots = Nodes.all(LabeledExprSyntax.self, in: body).filter { $0.label?.text == "rootView" }.map(\.expression)
            guard !roots.isEmpty else { return [] }
            return function.signature.parameterClause.parameters.compactMap { parameter in
                let name = (parameter.secondName ?? parameter.firstName).text
                return roots.contains { RootViewArgument.isBuilt(from: name, $0) } ? "\(function.name.text)(\(parameter.firstName.text):" : nil
            }
        }
    }

    static func isInPreview(_ node: Syntax) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let macro = candidate.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview" { return true }
            if let macro = candidate.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" { return true }
            if let inheritance = candidate.as(StructDeclSyntax.self)?.inheritanceClause,
               inheritance.inheritedTypes.contains(where: {
                   ($0.type.as(IdentifierTypeSyntax.self)?.name.text).map(CanvasOnlyTypes.protocols.contains) == true
               }) {
                return true
            }
            current = candidate.parent
        }
        return false
    }

    /// Finds `rootView: name`.
    private final class RootViewArgument: SyntaxVisitor {
        private let name: String
        private var passed = false

        init(named name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }

        func isPassed(in scope: CodeBlockSyntax) -> Bool {
            walk(scope)
            return passed
        }

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            if node.label?.text == "rootView", Self.isBuilt(from: name, node.expression) { passed = true }
            return passed ? .skipChildren : .visitChildren
        }

        /// `name`, `name.environmentObject(store)`, `AnyView(name)`; `name` may be a path (`window.root`).
        static func isBuilt(from name: String, _ expression: ExprSyntax) -> Bool {
            if expression.trimmedDescription == name { return true }
            if expression.is(DeclReferenceExprSyntax.self) { return false }
            if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
                return isBuilt(from: name, base)
            }
            guard let call = expression.as(FunctionCallExprSyntax.self) else { return false }
            if call.calledExpression.is(MemberAccessExprSyntax.self) { return isBuilt(from: name, call.calledExpression) }
            guard call.arguments.count == 1, let only = call.arguments.first, only.label == nil else { return false }
            return isBuilt(from: name, only.expression)
        }
    }
}
