import BridgeLintCore
import SwiftSyntax

/// Reads a file's calls once for `CallSiteFacts` (see there for what each fact is and which rule reads it).
final class CallFactFinder {
    private var environmentKeyWrites: Set<EnvironmentKeyWrite> = []
    private var environmentModifierFunctions: Set<String> = []
    private var suppliedEnvironmentObjects: Set<String> = []
    private var rerenderedTypes: Set<String> = []
    private var rerenderedWithView: Set<String> = []
    private var inertViewObjectTypes: Set<String> = []
    private var handedToHelpers: Set<String> = []
    /// `InertView`'s answer for each view struct of the file, read once per struct rather than per construction.
    private var inertViews: [SyntaxIdentifier: InertView.Answer] = [:]
    private var variableArguments: Set<String> = []
    private var constructionLabels: Set<String> = []
    private var forwardedArguments: Set<ForwardedArgument> = []
    private var objectArguments: Set<String> = []
    private var closureArguments: Set<ClosureArgument> = []
    private var dismissingClosures: Set<String> = []
    private var stateWritingClosures: Set<String> = []
    private var resettingClosures: Set<String> = []
    private var perRenderBindings: Set<String> = []
    private var constantArguments: Set<String> = []
    private var bindingForwards: Set<ForwardedArgument> = []
    private var stateBindingArguments: Set<String> = []
    private var otherBindingArguments: Set<String> = []
    private var presentingBindingArguments: Set<String> = []
    private var contentParameterArguments: Set<String> = []
    private var changingStateArguments: Set<String> = []
    private var witnessLines: [String: Int] = [:]
    private let file: LintFile
    private let forwardingScan = ForwardingScan()
    let mentionsRootView: Bool
    private let mentionsPreview: Bool
    private let mentionsScene: Bool

    private init(_ file: LintFile) {
        // A hosting controller subclass may take its root view unlabelled (`AppHostingController(Settings())`).
        mentionsRootView = file.contains("rootView") || file.contains("HostingController")
        mentionsPreview = CanvasOnlyTypes.mayAppear(in: file)
        mentionsScene = file.contains("some Scene")
        self.file = file
    }

    /// The file's call facts. Files with no SwiftUI view code and no environment write (most UIKit code) are
    /// not read.
    static func record(in file: LintFile) -> CallSiteFacts.FileRecord? {
        let members = FixedMembers.of(file)
        guard file.contains("some View") || file.contains("ViewBuilder") || file.contains("rootView")
                || file.contains("some Scene") || file.contains("nvironment(\\.")
        else {
            let types = InertView.plainTypes(in: file)
            guard !members.fixed.isEmpty || !members.changeable.isEmpty || !members.stateless.isEmpty
                    || !types.plain.isEmpty || !types.other.isEmpty
            else { return nil }
            var record = CallSiteFacts.FileRecord()
            record.members = members
            (record.plainTypes, record.otherClasses) = types
            record.path = file.path
            return record
        }
        let finder = CallFactFinder(file)
        for call in FileCalls.all(in: file) { finder.inspect(call) }
        var record = CallSiteFacts.FileRecord()
        record.members = members
        (record.plainTypes, record.otherClasses) = InertView.plainTypes(in: file)
        record.environmentKeyWrites = finder.environmentKeyWrites.sorted()
        record.environmentModifierFunctions = finder.environmentModifierFunctions.sorted()
        if file.contains("body(content") { record.viewModifierCalls = ViewModifierBodies.calls(in: file) }
        record.environmentObjectsSuppliedInViews = finder.suppliedEnvironmentObjects.sorted()
        record.rerenderedTypes = finder.rerenderedTypes.sorted()
        record.rerenderedWithView = finder.rerenderedWithView.sorted()
        record.inertViewObjectTypes = finder.inertViewObjectTypes.sorted()
        record.handedToHelpers = finder.handedToHelpers.sorted()
        if finder.mentionsRootView { record.rootViewHelpers = RenderedConstruction.rootViewHelpers(in: FileNodes.of(file).functions) }
        record.variableArguments = finder.variableArguments.sorted()
        record.constructionLabels = finder.constructionLabels.sorted()
        record.forwardedArguments = finder.forwardedArguments.sorted {
            $0.argument != $1.argument ? $0.argument < $1.argument
                : $0.sources.joined(separator: " ") < $1.sources.joined(separator: " ")
        }
        record.objectArguments = finder.objectArguments.sorted()
        // The captures are described only to order two entries of one argument: describing them costs more than the rest.
        record.closureArguments = finder.closureArguments.sorted {
            $0.argument != $1.argument ? $0.argument < $1.argument : "\($0.captures)" < "\($1.captures)"
        }
        record.dismissingClosures = finder.dismissingClosures.sorted()
        record.stateWritingClosures = finder.stateWritingClosures.sorted()
        record.resettingClosures = finder.resettingClosures.sorted()
        record.perRenderBindings = finder.perRenderBindings.sorted()
        record.constantArguments = finder.constantArguments.sorted()
        record.bindingForwards = finder.bindingForwards.sorted { $0.argument < $1.argument }
        record.stateBindingArguments = finder.stateBindingArguments.sorted()
        record.otherBindingArguments = finder.otherBindingArguments.sorted()
        record.presentingBindingArguments = finder.presentingBindingArguments.sorted()
        record.contentParameterArguments = finder.contentParameterArguments.sorted()
        record.changingStateArguments = finder.changingStateArguments.sorted()
        record.path = file.path
        record.witnessLines = finder.witnessLines.map { WitnessLine(key: $0.key, line: $0.value) }.sorted { $0.key < $1.key }
        if file.contains("rootView.") {
            for (entry, line) in RootViewMembers.accesses(in: file) {
                record.rootViewMembers.append(entry)
                record.witnessLines.append(WitnessLine(key: RootViewMembers.witnessKey(entry), line: line))
            }
        }
        return record
    }

    private func inspect(_ node: FunctionCallExprSyntax) {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            recordEnvironmentWrite(node, callee: name)
            // `InstUI.TextEditor(text: $text)`: a type nested in a namespace; `loafwallet.ForgotAlertView(…)`: one
            // named with its module (an instance has no capitalised members to call).
            if TypeNames.isTypeName(name), let base = member.base, Self.isTypePath(base) || Self.isModuleName(base) {
                recordConstruction(node, of: name)
            }
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            recordEnvironmentWrite(node, callee: name)
            if TypeNames.isTypeName(name) { recordConstruction(node, of: name) }
        } else if let specialized = node.calledExpression.as(GenericSpecializationExprSyntax.self),
                  let reference = specialized.expression.as(DeclReferenceExprSyntax.self),
                  TypeNames.isTypeName(reference.baseName.text) {
            // `SimpleRepresentable<RoundLoadingView> { view in … }`: a generic view given its parameter.
            recordConstruction(node, of: reference.baseName.text)
        }
    }

    private func recordEnvironmentWrite(_ call: FunctionCallExprSyntax, callee: String) {
        if HostingVocabulary.environmentModifiers.contains(callee), let function = Self.viewExtensionFunction(around: call) {
            // `.modifier(OnTap(response: handler))`: supplies something only if that modifier's body does.
            if callee == "modifier", let type = ViewModifierBodies.appliedType(call) {
                environmentModifierFunctions.insert("\(function)|\(type)")
            } else {
                environmentModifierFunctions.insert(function)
            }
        }
        if callee == "environmentObject" || callee == "environment", call.arguments.count == 1,
           let object = call.arguments.first?.expression, let type = Self.suppliedType(object, at: call),
           Self.isInViewBody(call) {
            // With the type whose body supplies it: only content that type shows gets the object.
            suppliedEnvironmentObjects.insert("\(type)|\(TypeMemberFacts.enclosingTypeName(of: call) ?? "")")
        }
        guard callee == "environment" || callee == "transformEnvironment",
              let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self), keyPath.root == nil,
              keyPath.components.count == 1,
              let property = keyPath.components.first?.component.as(KeyPathPropertyComponentSyntax.self)
        else { return }
        // Sample data in previews says nothing about the value the app gives.
        guard !TestCode.isPreviewOrMock(call) else { return }
        let name = property.declName.baseName.text
        environmentKeyWrites.insert(EnvironmentKeyWrite(key: name, writer: TypeMemberFacts.enclosingTypeName(of: call) ?? "",
                                                        target: Self.constructedBase(of: call) ?? ""))
    }

    /// A binding built anew on each render from values that change: `store.binding(for: key)` with a key that
    /// is not a constant, or `Binding(get:set:)` whose closures capture changing values. Unlike `$state`, a
    /// later render's binding may lead to other storage.
    /// `WebLogin(isSignIn: false)`: a literal a project view is given, with the place of the first such call.
    private func recordLiteral(_ argument: LabeledExprSyntax, label: String, of type: String, call: FunctionCallExprSyntax) {
        guard !Self.isSystemType(type), !isInPreview(call),
              argument.expression.is(BooleanLiteralExprSyntax.self) || argument.expression.is(IntegerLiteralExprSyntax.self)
                || argument.expression.is(FloatLiteralExprSyntax.self) || argument.expression.is(StringLiteralExprSyntax.self)
                || argument.expression.is(NilLiteralExprSyntax.self)
        else { return }
        let text = argument.expression.trimmedDescription
        guard text.utf8.count <= 40 else { return }
        let entry = "\(type)(\(label):|\(text)"
        if constantArguments.insert(entry).inserted { witness("passes " + entry, at: argument) }
    }

    /// Preview code runs in Xcode's canvas, not in the app: nothing there is evidence of what the app does.
    private func isInPreview(_ call: FunctionCallExprSyntax) -> Bool {
        mentionsPreview && RenderedConstruction.isInPreview(Syntax(call))
    }

    private func isBindingMadePerRender(_ expression: ExprSyntax, in call: FunctionCallExprSyntax) -> Bool {
        switch Self.bindingMaking(expression) {
        case .construction(let made)?:
            // `ForEach(modes.indices, id: \.self) { index in Picker(selection: Binding(get: { picked[index] }, …)) }`:
            // each row's binding reads its own index, fixed for the row's identity.
            let readsRowIdentity = NameReferences.collect(in: made.arguments).names.contains { name in
                if case .identity? = LocalBinding.origin(of: name, visibleAt: Syntax(made)) { return true }
                return false
            }
            if readsRowIdentity { return false }
            return made.arguments.contains { argument in
                guard let closure = argument.expression.as(ClosureExprSyntax.self) else { return false }
                if case .changingValues = ClosureCaptures.captures(of: closure, in: call, scan: forwardingScan) { return true }
                return false
            }
        case .constant(let value)?:
            // `.constant(isPlaying && !done)`: each render makes a binding that holds only that render's value.
            return !Self.isConstant(value) && !Self.isBuiltFromConstants(value)
        case .helper(let made)?:
            guard made.trailingClosure == nil else { return false }
            return made.arguments.contains { argument in
                // The element of `ForEach(keys, id: \.self)`: another key is another row, made with its own binding.
                if let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                   case .identity? = LocalBinding.origin(of: name, visibleAt: Syntax(argument)) {
                    return false
                }
                return !Self.isConstant(argument.expression)
            }
        case nil:
            return false
        }
    }

    /// How a call makes a binding: `Binding(get:set:)`, `.constant(value)`, or a helper named for one
    /// (`store.binding(for: key)`).
    private enum BindingMaking {
        case construction(FunctionCallExprSyntax)
        case constant(ExprSyntax)
        case helper(FunctionCallExprSyntax)
    }

    private static func bindingMaking(_ expression: ExprSyntax) -> BindingMaking? {
        guard let made = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if TypeNames.constructedTypeName(expression) == "Binding" { return .construction(made) }
        if made.calleeName == "constant", let member = made.calledExpression.as(MemberAccessExprSyntax.self),
           member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Binding",
           let value = made.arguments.first?.expression {
            return .constant(value)
        }
        return made.calleeName?.lowercased().contains("binding") == true ? .helper(made) : nil
    }

    /// What a closure argument does when called that a receiver calling it at the wrong time would regret:
    /// closing a presentation through SwiftUI, writing the calling view's state.
    private func recordEffects(of closure: ClosureExprSyntax, in call: FunctionCallExprSyntax, as entry: String) {
        if let dismissal = SwiftUIDismissal.first(in: closure), dismissingClosures.insert(entry).inserted {
            witness(SwiftUIDismissal.witnessKey(entry), at: dismissal)
        }
        let writes = StateWritingClosure.writes(in: closure, at: call, scan: forwardingScan)
        if let write = writes.first,
           stateWritingClosures.insert(StateWritingClosure.entry(entry, writes: write.writes)).inserted {
            witness(StateWritingClosure.witnessKey(entry), at: write.node)
        }
        if let reset = writes.reset,
           resettingClosures.insert(StateWritingClosure.entry(entry, writes: reset.writes)).inserted {
            witness(StateWritingClosure.resetWitnessKey(entry), at: reset.node)
        }
    }

    /// The name of the `extension View` method `node` is written in (`func withDependencies() -> some View`).
    private static func viewExtensionFunction(around node: FunctionCallExprSyntax) -> String? {
        guard let function = node.enclosingFunction(closures: false)?.as(FunctionDeclSyntax.self) else { return nil }
        var current = function.parent
        while let scope = current {
            if let extensionDecl = scope.as(ExtensionDeclSyntax.self) {
                return TypeNames.simpleName(of: extensionDecl.extendedType) == "View" ? function.name.text : nil
            }
            current = scope.parent
        }
        return nil
    }

    /// `.sheet(isPresented: $picking) { Picker(isPresented: $picking) }`: the binding that presents the content the
    /// call is part of, handed to it. Any presenter counts, a project's own (`.bottomSheet(isPresented:)`) too.
    private static func isPresentationBinding(_ argument: ExprSyntax, of call: FunctionCallExprSyntax) -> Bool {
        let text = argument.trimmedDescription
        var current = call.parent
        while let node = current, !node.is(FunctionDeclSyntax.self), !node.is(StructDeclSyntax.self), !node.is(ClassDeclSyntax.self) {
            if let closure = node.as(ClosureExprSyntax.self), let presenter = ClosureSite(closure)?.call,
               presenter.arguments.contains(where: { $0.label?.text == "isPresented" && $0.expression.trimmedDescription == text }) {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// `@State var map = MapView()`: the struct is kept in state, so SwiftUI hands the same copy on.
    private static func isStateInitialValue(_ call: FunctionCallExprSyntax) -> Bool {
        guard let variable = call.parent?.as(InitializerClauseSyntax.self)?.parent?.parent?.parent?.as(VariableDeclSyntax.self)
        else { return false }
        return TypeNames.attributeNames(variable.attributes).contains("State")
    }

    private func recordConstruction(_ call: FunctionCallExprSyntax, of type: String) {
        let rerendered = RenderedConstruction.isRerendered(
            call, mentionsRootView: mentionsRootView, mentionsPreview: mentionsPreview, mentionsScene: mentionsScene,
            functions: FileFunctions.of(self.file))
        if rerendered {
            // Content a container calls again with new values (`GeometryReader { proxy in … }`) is made again
            // however still the view around it is.
            if !ContentClosureParameter.isInRecalledContent(call), let view = InertView.enclosing(call, memo: &inertViews) {
                // A view that stores nothing is equal in every copy: its body never runs again.
                if view.holdsValues {
                    rerenderedWithView.insert("\(type)<\(view.name)")
                    witness("\(type)<\(view.name)", at: call)
                }
                if !view.objectTypes.isEmpty {
                    inertViewObjectTypes.insert("\(view.name)|\(view.objectTypes.joined(separator: ","))")
                }
            } else if let helper = RenderedConstruction.helperCall(receiving: call) {
                // `navi.push(content: Keychain())`: whether the helper hosts it is known only once every file is read.
                handedToHelpers.insert("\(type)|\(helper)")
                witness("\(type)|\(helper)", at: call)
            } else {
                rerenderedTypes.insert(type)
                witness(type, at: call)
            }
        }
        lazy var identities = Self.identityValues(of: call)
        let mayBeProjectView = !BridgeVocabulary.swiftUIClosureTakers.contains(type)
        if mayBeProjectView, !Self.isSystemType(type) {
            let labels = call.arguments.compactMap { $0.label?.text } + (Self.isStateInitialValue(call) ? [CallSiteFacts.stateHeldMark] : [])
            constructionLabels.insert("\(type)|" + labels.joined(separator: ","))
        }
        if mayBeProjectView, let trailing = call.trailingClosure {
            // The first trailing closure under its own mark; the ones after it under their labels (`content: { … }`).
            let labelled = call.additionalTrailingClosures.map { ("\(type)(\($0.label.text):", $0.closure) }
            for (entry, closure) in [("\(type)(\(ClosureArgument.trailingLabel):", trailing)] + labelled {
                let captures = ClosureCaptures.captures(of: closure, in: call, scan: forwardingScan)
                closureArguments.insert(ClosureArgument(argument: entry, captures: captures))
                recordEffects(of: closure, in: call, as: entry)
                if case .properties = captures {} else { witness(entry, at: closure) }
            }
        }
        // An unlabelled argument of a project view counts by its position (`Field("Name", text: $name)`).
        let positionsCount = mayBeProjectView && !Self.isSystemType(type)
        for (index, argument) in call.arguments.enumerated() {
            guard let label = argument.label?.text ?? (positionsCount ? InitializerLabels.positional(index) : nil) else { continue }
            if Self.isConstant(argument.expression) {
                recordLiteral(argument, label: label, of: type, call: call)
                continue
            }
            let entry = "\(type)(\(label):"
            if mayBeProjectView, !Self.isSystemType(type), let fromState = bindingFromState(argument.expression, at: call) {
                if fromState { stateBindingArguments.insert(entry) } else { otherBindingArguments.insert(entry) }
                if Self.isPresentationBinding(argument.expression, of: call) { presentingBindingArguments.insert(entry) }
            }
            if mayBeProjectView, isBindingMadePerRender(argument.expression, in: call), !isInPreview(call) {
                let key = "\(type)(\(CallSiteFacts.perRenderBindingMark)\(label):"
                perRenderBindings.insert(key)
                witness(key, at: argument)
            } else if mayBeProjectView, !Self.isSystemType(type),
                      let sources = ForwardedProperty.bindingSources(of: argument.expression, in: call, scan: forwardingScan) {
                // `Editor(text: $note.content)` inside a view given `note`: per render where its callers' binding is.
                let key = "\(type)(\(CallSiteFacts.perRenderBindingMark)\(label):"
                bindingForwards.insert(ForwardedArgument(argument: key, sources: sources))
                witness(key, at: argument)
            }
            if let closure = argument.expression.as(ClosureExprSyntax.self) ?? Self.localClosure(argument.expression, at: call) {
                if mayBeProjectView { recordEffects(of: closure, in: call, as: entry) }
                let captures = mayBeProjectView
                    ? ClosureCaptures.captures(of: closure, in: call, scan: forwardingScan) : .unknown
                closureArguments.insert(ClosureArgument(argument: entry, captures: captures))
                // A closure that reaches only properties varies where those are passed: its forwarding finds that place.
                if case .properties = captures {} else { witness(entry, at: argument) }
            } else if mayBeProjectView,
                      let captures = ClosureCaptures.captures(ofMethodReference: argument.expression, in: call, scan: forwardingScan) {
                closureArguments.insert(ClosureArgument(argument: entry, captures: captures))
                if case .properties = captures {} else { witness(entry, at: argument) }
            } else if ClosureCaptures.isFunctionParameter(argument.expression, in: call) {
                closureArguments.insert(ClosureArgument(argument: entry, captures: .unknown))
                witness(entry, at: argument)
            } else if ClosureCaptures.isViewObject(argument.expression, in: call, scan: forwardingScan) {
                objectArguments.insert(entry)
                witness(entry, at: argument)
            } else if !rerendered || (!identities.isEmpty && Self.isFixedPerIdentity(argument.expression, identities: identities)) {
                // Made once (a hosting controller's first root view, a preview): what it is given is fixed for its
                // whole life. `Player(url: url).id(url)`: a new url makes a new view, whose make sees it. Fixed per view.
                forwardedArguments.insert(ForwardedArgument(argument: entry, sources: []))
            } else if Self.isBuiltFromConstants(argument.expression) || Self.isConstantLocal(argument.expression) {
                // Passed in, so an object the view declares is not its own; but always the same value.
                forwardedArguments.insert(ForwardedArgument(argument: entry, sources: []))
            } else if let sources = ForwardedProperty.sources(of: argument.expression, in: call, scan: forwardingScan) {
                forwardedArguments.insert(ForwardedArgument(argument: entry, sources: sources))
                // Read through an object: when its property changes, this call is where the change shows.
                if sources.contains(where: { ForwardedArgument.member(in: $0) != nil }) { witness(entry, at: argument) }
                witness(CallSiteFacts.heldValueWitnessKey(entry), at: argument)
            } else if let sources = sourcesOfConstruction(argument.expression, in: call) {
                forwardedArguments.insert(ForwardedArgument(argument: entry, sources: sources))
            } else {
                variableArguments.insert(entry)
                witness(entry, at: argument)
                // Evidence that the value changes while the view is shown, for the rules that ask for it.
                guard mayBeProjectView, !Self.isSystemType(type), mayChangeByItself(at: call), !isInPreview(call) else { continue }
                let site = Syntax(call)
                let values = CallerStateChange.valuesRead(by: argument.expression, at: site, scan: forwardingScan)
                if ContentClosureParameter.isRead(by: values) {
                    contentParameterArguments.insert(entry)
                } else if let property = CallerStateChange.changedProperty(readBy: values, at: site, scan: forwardingScan)
                            ?? CallerStateChange.observedMember(readBy: values, at: site, scan: forwardingScan) {
                    changingStateArguments.insert("\(entry)|\(property)")
                } else {
                    continue
                }
                witness(ArgumentEvidence.witnessKey(entry), at: argument)
            }
        }
    }

    /// `DeleteConfirmation(title: "Delete") { dismiss() }`, `URL(string: address)`, `tint.uiColor()`: a value made
    /// from constants, plain properties of the calling view and closures that reach only storage every copy
    /// shares, or converted from such a property, is the same on every render unless a property it forwards
    /// changes: those properties' `Outer(label:` sources. `nil` for anything else.
    private func sourcesOfConstruction(_ expression: ExprSyntax, in call: FunctionCallExprSyntax, depth: Int = 0) -> [String]? {
        if let text = expression.as(StringLiteralExprSyntax.self) { return sourcesOfInterpolation(text, in: call, depth: depth) }
        guard depth < 3, let made = expression.withoutUnwraps.as(FunctionCallExprSyntax.self) else { return nil }
        var sources: Set<String> = []
        if let name = made.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            guard TypeNames.isTypeName(name), !Self.changingValueTypes.contains(name) else { return nil }
        } else if let method = made.calledExpression.as(MemberAccessExprSyntax.self), let base = method.base,
                  method.declName.baseName.text != "random",
                  let converted = ForwardedProperty.sources(of: base, in: call, scan: forwardingScan) {
            sources.formUnion(converted)
        } else {
            return nil
        }
        var closures = [made.trailingClosure].compactMap { $0 } + made.additionalTrailingClosures.map(\.closure)
        for argument in made.arguments {
            let value = argument.expression
            if Self.isConstant(value) || Self.isBuiltFromConstants(value) { continue }
            if let closure = value.as(ClosureExprSyntax.self) {
                closures.append(closure)
                continue
            }
            // `Unavailable(model: UnavailableModel(entity: model.entity))`: a value made in turn from such values.
            guard let forwarded = ForwardedProperty.sources(of: value, in: call, scan: forwardingScan)
                    ?? sourcesOfConstruction(value, in: call, depth: depth + 1)
            else { return nil }
            sources.formUnion(forwarded)
        }
        for closure in closures {
            guard case .properties(let reached) = ClosureCaptures.captures(of: closure, in: call, scan: forwardingScan)
            else { return nil }
            sources.formUnion(reached)
        }
        return sources.sorted()
    }

    /// `"\(unread) unread"`: text that changes exactly when the properties it interpolates do, each forwarded
    /// (or made in turn from forwarded ones); nil when one of them is anything else.
    private func sourcesOfInterpolation(_ text: StringLiteralExprSyntax, in call: FunctionCallExprSyntax, depth: Int) -> [String]? {
        var sources: Set<String> = []
        for segment in text.segments {
            guard let interpolation = segment.as(ExpressionSegmentSyntax.self) else { continue }
            for argument in interpolation.expressions {
                let value = argument.expression
                if Self.isConstant(value) || Self.isBuiltFromConstants(value) { continue }
                guard let forwarded = ForwardedProperty.sources(of: value, in: call, scan: forwardingScan)
                        ?? sourcesOfConstruction(value, in: call, depth: depth + 1)
                else { return nil }
                sources.formUnion(forwarded)
            }
        }
        return sources.sorted()
    }

    /// For a binding argument, whether it is made from the calling view's own `@State` (`$photo`); `false` for a
    /// binding made any other way (`$model.photo`, `$selection` of a `@Binding`, `Binding(get:set:)`,
    /// `.constant(…)`); `nil` for a value that does not look like a binding.
    private func bindingFromState(_ expression: ExprSyntax, at call: FunctionCallExprSyntax) -> Bool? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
            let name = String(reference.baseName.text.dropFirst())
            guard let view = call.ancestor(StructDeclSyntax.self),
                  let variable = forwardingScan.members(of: view).storedVariable(named: name)
            else { return false }
            return TypeNames.attributeNames(variable.attributes).contains("State")
        }
        if expression.as(MemberAccessExprSyntax.self).map({ $0.base?.trimmedDescription.hasPrefix("$") == true }) == true {
            return false
        }
        return Self.bindingMaking(expression) == nil ? nil : false
    }

    /// `finish` in `let finish = { step in model.advance(to: step) }; Step(onDone: finish)`: a local bound to a
    /// closure literal passes what that literal captures, like the literal itself.
    private static func localClosure(_ expression: ExprSyntax, at call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              case .value(let bound, _)? = LocalBinding.origin(of: name, visibleAt: Syntax(call))
        else { return nil }
        return bound.as(ClosureExprSyntax.self)
    }

    /// Whether a value passed at `call` can change without its view being made anew: the view around it holds
    /// a wrapped property, or the call sits in a closure that takes parameters (content a container calls again).
    private func mayChangeByItself(at call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self), closure.signature?.parameterClause != nil { return true }
            if let view = node.as(StructDeclSyntax.self) { return forwardingScan.members(of: view).hasWrappedProperty }
            // An extension's view is declared elsewhere: whether it holds one is out of sight here.
            if node.is(ExtensionDeclSyntax.self) { return true }
            if node.is(ClassDeclSyntax.self) || node.is(EnumDeclSyntax.self) { return false }
            current = node.parent
        }
        return false
    }

    /// SwiftUI's views and values, and the CoreGraphics and Foundation values made with labelled arguments
    /// (`CGSize(width:height:)`, `URL(string:)`): never a project's representable. (`UI`/`NS` names are not
    /// left out: projects name their own wrappers so, `UIKitTextView`.)
    static func isSystemType(_ type: String) -> Bool {
        BridgeVocabulary.swiftUIViews.contains(type) || BridgeVocabulary.swiftUIValues.contains(type)
            || ["URL", "Date", "Data", "String", "Int", "Double", "Float", "Bool", "Array", "Set", "Dictionary"].contains(type)
            || (type.hasPrefix("CG") && type.dropFirst(2).first?.isUppercase == true)
    }

    /// Keeps the first place of the file that shows `key`.
    private func witness(_ key: String, at node: some SyntaxProtocol) {
        guard witnessLines[key] == nil else { return }
        witnessLines[key] = file.location(of: node.positionAfterSkippingLeadingTrivia).line
    }

    /// The values given to `.id(…)` modifiers applied to the constructed view (`Map(region: r).padding().id(r)`)
    /// or to any content around it in the same property or function (`Group { switch kind { … Player(url: url) } }
    /// .id(url)`): a new value there makes everything inside anew.
    private static func identityValues(of call: FunctionCallExprSyntax) -> Set<String> {
        var values: Set<String> = []
        var node = Syntax(call)
        while let parent = node.parent {
            switch parent.kind {
            case .functionDecl, .initializerDecl, .accessorBlock, .memberBlock, .sourceFile: return values
            default: break
            }
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == node.id,
               member.declName.baseName.text == "id",
               let modifier = member.parent?.as(FunctionCallExprSyntax.self), modifier.calledExpression.id == member.id,
               modifier.arguments.count == 1, let value = modifier.arguments.first, value.label == nil {
                values.insert(value.expression.trimmedDescription)
            }
            node = parent
        }
        return values
    }

    /// `Player(url: url).id(url)`, or a value read only from the identity and the calling type's constants
    /// (`Picker(title: room.timer == 0 ? manualText : format(room.timer)).id(room)`): a new identity value makes a
    /// new view, whose make sees the new value.
    private static func isFixedPerIdentity(_ expression: ExprSyntax, identities: Set<String>) -> Bool {
        if identities.contains(expression.trimmedDescription) { return true }
        // `room`, `self.room`, `room.id`: the root value the identity is read from.
        let roots = Set(identities.compactMap { identity -> String? in
            let path = identity.split(separator: ".").map(String.init)
            let root = path.first == "self" ? path.dropFirst().first : path.first
            return root.flatMap { $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? $0 : nil }
        })
        guard !roots.isEmpty else { return false }
        var constants: Set<String>?
        var readsIdentity = false
        for reference in Nodes.all(DeclReferenceExprSyntax.self, in: expression) {
            let name = reference.baseName.text
            if reference.baseName.tokenKind == .keyword(.self) || name.first?.isUppercase == true { continue }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
                // `self.room`: the first member after self is the value read.
                guard member.base?.isSelf == true else { continue }
            }
            if let call = reference.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == ExprSyntax(reference).id {
                continue
            }
            if roots.contains(name) { readsIdentity = true; continue }
            if constants == nil { constants = constantProperties(around: expression) }
            guard constants?.contains(name) == true else { return false }
        }
        return readsIdentity
    }

    /// `private let title = NSLocalizedString(…)`: stored `let`s with an initial value of the type around `node`.
    private static func constantProperties(around node: some SyntaxProtocol) -> Set<String> {
        guard let members = node.ancestor(MemberBlockSyntax.self) else { return [] }
        var result: Set<String> = []
        for member in members.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), variable.bindingSpecifier.tokenKind == .keyword(.let) else { continue }
            for binding in variable.bindings where binding.initializer != nil {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { result.insert(name) }
            }
        }
        return result
    }

    /// The type of an object a view supplies: one it makes (`Store()`), or, in a view, one its code declares
    /// (`@StateObject var popover: PopoverState`, `Store.shared`; see `DeclaredType`), or a shared instance named
    /// after its type (`Shared.deviceInfo`, taken as a `DeviceInfo`: the naming convention is the only evidence
    /// there, since the index does not know the types of static properties).
    private static func suppliedType(_ object: ExprSyntax, at call: FunctionCallExprSyntax) -> String? {
        if object.is(FunctionCallExprSyntax.self) {
            guard let type = TypeNames.constructedTypeName(object), type.first?.isUppercase == true else { return nil }
            return type
        }
        // What an App's scenes supply reaches only their own tree, never a hosting controller's.
        guard let view = call.ancestor(StructDeclSyntax.self),
              TypeNames.inheritedNames(view.inheritanceClause).contains("View")
        else { return nil }
        if let declared = DeclaredType.of(object) { return declared }
        guard let member = object.as(MemberAccessExprSyntax.self),
              member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true,
              let first = member.declName.baseName.text.first, first.isLowercase
        else { return nil }
        return first.uppercased() + member.declName.baseName.text.dropFirst()
    }

    /// The view a modifier is applied to when the chain starts with making it: `DashButton` in
    /// `DashButton(title: t).padding().environment(\.tint, .red)`; `nil` for a container's content or a value.
    private static func constructedBase(of call: FunctionCallExprSyntax) -> String? {
        var current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        while let expression = current?.withoutUnwraps {
            guard let inner = expression.as(FunctionCallExprSyntax.self) else { return nil }
            if let type = inner.constructedType { return type }
            current = inner.calledExpression.as(MemberAccessExprSyntax.self)?.base
        }
        return nil
    }

    /// Inside `var body` or `func body(content:)`.
    private static func isInViewBody(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let candidate = current {
            if let function = candidate.as(FunctionDeclSyntax.self) { return function.name.text == "body" }
            if let binding = candidate.as(PatternBindingSyntax.self) {
                return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body"
            }
            current = candidate.parent
        }
        return false
    }

    /// A value made the same way on every call from constants: `NSLocalizedString("Title", comment: "")`,
    /// `UIFont.systemFont(ofSize: 15)`, `.system(size: 12)`, `URL(string: "https://example.com")!`,
    /// `"title".localized`. Not `UUID()` or `Date()`, new on every call.
    static func isBuiltFromConstants(_ expression: ExprSyntax) -> Bool {
        // `"settings.title".localized`: a property of a literal.
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
           base.is(StringLiteralExprSyntax.self) || base.is(IntegerLiteralExprSyntax.self) {
            return isConstant(base)
        }
        // `#localized("settings.title")`: a macro given only constants expands to the same value each time.
        if let macro = expression.as(MacroExpansionExprSyntax.self) {
            return macro.trailingClosure == nil && macro.additionalTrailingClosures.isEmpty
                && macro.arguments.allSatisfy { isConstant($0.expression) || isBuiltFromConstants($0.expression) }
        }
        // `HKQuantity(unit: .gram(), doubleValue: 100)`: arguments may be built from constants in turn.
        guard let call = expression.withoutUnwraps.as(FunctionCallExprSyntax.self), call.trailingClosure == nil,
              call.additionalTrailingClosures.isEmpty,
              call.arguments.allSatisfy({ isConstant($0.expression) || isBuiltFromConstants($0.expression) })
        else { return false }
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            // `localized(.settingsTitle)`: a string-table lookup of a constant key is the same string each time.
            if name.range(of: "locali", options: .caseInsensitive) != nil { return true }
            return name.first?.isUppercase == true && !changingValueTypes.contains(name)
        }
        guard let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text != "random" else { return false }
        guard let base = member.base else { return true }
        if let reference = base.as(DeclReferenceExprSyntax.self), changingValueTypes.contains(reference.baseName.text) {
            return false
        }
        return isConstant(base) || isBuiltFromConstants(base)
    }

    /// A `let` of the surrounding code initialised from constants (`let inset = Device.isPad ? 40 : 70`).
    static func isConstantLocal(_ expression: ExprSyntax) -> Bool {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              let local = HostingScope.local(named: reference.baseName.text, at: reference),
              case .value(let value) = local.source,
              local.node.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.tokenKind == .keyword(.let)
        else { return false }
        return isConstant(value) || isBuiltFromConstants(value)
    }

    /// `Palette`, `L10n.Settings`: a type, perhaps nested, whose static members are the constants of `isConstant`
    /// (generated string tables nest a type per screen). `Store.shared` is an instance, not a type.
    /// A plain lowercase name, not `self` or `super`: a module qualifying a type (`loafwallet.ForgotAlertView`).
    private static func isModuleName(_ expression: ExprSyntax) -> Bool {
        guard let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              case .identifier = reference.baseName.tokenKind
        else { return false }
        return reference.baseName.text.first?.isLowercase == true
    }

    private static func isTypePath(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return reference.baseName.text.first?.isUppercase == true
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base,
              member.declName.baseName.text.first?.isUppercase == true
        else { return false }
        return isTypePath(base)
    }

    /// Types whose plain initializer gives a different value each time.
    private static let changingValueTypes: Set<String> = ["UUID", "Date", "ObjectIdentifier"]

    /// Literals, `nil`, `.caseName`, `Type.member`, negated numbers, and arrays of constants.
    static func isConstant(_ expression: ExprSyntax) -> Bool {
        if expression.is(IntegerLiteralExprSyntax.self) || expression.is(FloatLiteralExprSyntax.self)
            || expression.is(BooleanLiteralExprSyntax.self) || expression.is(NilLiteralExprSyntax.self) {
            return true
        }
        if let string = expression.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            return prefix.operator.text == "-" && isConstant(prefix.expression)
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            guard let base = member.base else { return true }
            return isTypePath(base)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return array.elements.allSatisfy { isConstant($0.expression) }
        }
        // `0...1`, `Device.isPad ? 40 : 70`; `2 * spacing` is not: only constants joined by operators.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return sequence.elements.allSatisfy { element in
                if let ternary = element.as(UnresolvedTernaryExprSyntax.self) { return isConstant(ternary.thenExpression) }
                return element.is(BinaryOperatorExprSyntax.self) || isConstant(element)
            }
        }
        if let tuple = expression.as(TupleExprSyntax.self) {
            return tuple.elements.allSatisfy { isConstant($0.expression) }
        }
        return false
    }
}
