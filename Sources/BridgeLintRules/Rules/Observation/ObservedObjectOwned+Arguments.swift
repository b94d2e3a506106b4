import BridgeLintCore
import SwiftSyntax

/// `MapPicker(model: PickerModel())` in a view's body, where `MapPicker` keeps `model` under `@ObservedObject`: the
/// parent makes the object on each of its renders, and the child, which does not own it, gets a new one each time.
extension ObservedObjectOwned {
    func checkMadeArguments(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("some View") || file.contains("ViewBuilder") else { return }
        let mentionsRootView = file.contains("rootView") || file.contains("HostingController")
        let (mentionsPreview, mentionsScene) = (CanvasOnlyTypes.mayAppear(in: file), file.contains("some Scene"))
        let madeLocals = Self.localsMadeByCalls(in: file)
        for call in FileCalls.all(in: file) {
            // SwiftUI's own views and values (`Text(…)`, `Color(…)`) neither keep nor are observed objects.
            guard let view = call.constructedType, !CallFactFinder.isSystemType(view) else { continue }
            let made = call.arguments.enumerated().compactMap { index, argument -> MadeArgument? in
                let label = argument.label?.text ?? InitializerLabels.positional(index)
                // Through a local the content declares just before (`let model = DebtModel(client)`): made as often.
                let passed = Self.initialValue(of: argument.expression, amongLocals: madeLocals) ?? argument.expression
                // `ScheduleView(schedule: model.makeSchedule())`: a factory makes a new one on each call; the type is
                // the one the view declares for it.
                if let factory = Self.factoryCallNamed(passed) {
                    return MadeArgument(label: label, type: "", value: argument.expression, construction: ExprSyntax(factory),
                                        property: nil, factory: factory.trimmedDescription)
                }
                if let type = TypeNames.constructedTypeName(passed) {
                    return CallFactFinder.isSystemType(type) ? nil : MadeArgument(label: label, type: type, value: argument.expression,
                                                                                    construction: passed, property: nil)
                }
                // `BrowserMenuView(menuModel)`, where the view's computed `menuModel` returns `MenuViewModel(…)`.
                guard let (property, construction) = Self.constructionReturned(by: argument.expression, around: call),
                      let type = TypeNames.constructedTypeName(construction), !CallFactFinder.isSystemType(type)
                else { return nil }
                return MadeArgument(label: label, type: type, value: argument.expression, construction: construction, property: property)
            }
            guard !made.isEmpty, let parent = Self.renderingView(around: call, in: file),
                  RenderedConstruction.isRerendered(
                      call, mentionsRootView: mentionsRootView, mentionsPreview: mentionsPreview, mentionsScene: mentionsScene,
                      functions: FileFunctions.of(file))
            else { continue }
            for argument in made {
                let (type, value) = (argument.type, argument.value)
                let place = argument.property.map { "by its computed '\($0)', which '\(parent)' reads where it builds its content," }
                    ?? "where '\(parent)' builds its content"
                let made = argument.factory.map { "'\($0)' makes a new object \(place) and hands it to '\(view)'" }
                    ?? "'\(type)(…)' is made \(place) and handed to '\(view)'"
                report.whenIndexed(at: value, asking: Question(
                    type: type, message: made,
                    view: view, property: "", isPublicView: false, argumentLabel: argument.label, madeBy: parent,
                    madeInFile: file.path, madeWithLabels: Self.labels(of: argument.construction), presentedBy: Self.presentingStates(of: call),
                    isCovered: CoveredContent.isCovering(call),
                    excludedLines: Self.exclusiveBranches(of: call).flatMap { branch in
                        [file.location(of: branch.positionAfterSkippingLeadingTrivia).line,
                         file.location(of: branch.endPositionBeforeTrailingTrivia).line]
                    }))
            }
        }
    }

    /// An argument that builds an object for the view it is given to: the expression passed, the construction
    /// that makes the object, and the computed property that returns it, if the argument reads one.
    private struct MadeArgument {
        let label: String
        /// Empty for a factory's result: the view's declared type for the argument says it.
        let type: String
        let value: ExprSyntax
        let construction: ExprSyntax
        let property: String?
        /// The factory call that makes the object (`model.makeSchedule()`).
        var factory: String?
    }

    /// The value a local of `locals` (the names the file binds to factory calls and constructions) is
    /// initialised with, when `expression` names one in scope (`let schedule = model.makeSchedule(…)`).
    private static func initialValue(of expression: ExprSyntax, amongLocals locals: Set<String>) -> ExprSyntax? {
        guard let reference = expression.withoutUnwraps.as(DeclReferenceExprSyntax.self), locals.contains(reference.baseName.text),
              let local = HostingScope.local(named: reference.baseName.text, at: reference), case .value(let initial) = local.source
        else { return nil }
        return initial.withoutUnwraps
    }

    /// `model.makeSchedule()`, `makeViewModel()`: by the convention of its name, a call that makes a new object
    /// each time it runs.
    private static func factoryCallNamed(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var value = expression.withoutUnwraps
        if let tried = value.as(TryExprSyntax.self) { value = tried.expression.withoutUnwraps }
        guard let call = value.as(FunctionCallExprSyntax.self), call.constructedType == nil, let name = call.calleeName
        else { return nil }
        let isFactoryName = ["make", "create"].contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
        return isFactoryName ? call : nil
    }

    /// Names of locals the file initialises with a factory call or a construction of a project type: the only
    /// plain-name arguments worth looking up.
    private static func localsMadeByCalls(in file: LintFile) -> Set<String> {
        var names: Set<String> = []
        for variable in FileNodes.of(file).variables where variable.parent?.is(MemberBlockItemSyntax.self) != true {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value,
                      factoryCallNamed(value) != nil
                        || TypeNames.constructedTypeName(value).map({ !CallFactFinder.isSystemType($0) }) == true
                else { continue }
                names.insert(name)
            }
        }
        return names
    }

    /// `menuModel` (or `self.menuModel`) naming a computed property of the struct around `call` whose getter ends
    /// by returning a construction (`return MenuViewModel(style, …)`): the property and that construction, made
    /// anew each time the property is read.
    private static func constructionReturned(by expression: ExprSyntax, around call: FunctionCallExprSyntax) -> (String, ExprSyntax)? {
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            name = reference.baseName.text
        } else if let member = expression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard let view = call.ancestor(StructDeclSyntax.self) else { return nil }
        for variable in view.memberBlock.flattenedDeclarations.compactMap({ $0.as(VariableDeclSyntax.self) }) {
            guard let binding = variable.bindings.first, variable.bindings.count == 1,
                  binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
                  case .getter(let statements)? = binding.accessorBlock?.accessors,
                  let last = statements.last?.item
            else { continue }
            let returned = last.as(ReturnStmtSyntax.self)?.expression ?? last.as(ExprSyntax.self)
            return returned.map { (name, $0) }
        }
        return nil
    }

    /// The state that decides whether the content `call` is part of is shown: `selection` for a call inside
    /// `.navigationDestination(item: $selection) { … }` or `NavigationLink(isActive: $selection, destination: …)`,
    /// `showFeedback` for one inside `if showFeedback { … } else { … }` or a `switch` on it. Changing it takes the
    /// content away or puts it up anew; it does not re-render it while shown.
    private static func presentingStates(of call: FunctionCallExprSyntax) -> [String] {
        var names: [String] = []
        var child = Syntax(call)
        while let node = child.parent, !node.is(MemberBlockItemSyntax.self) {
            if let branch = node.as(IfExprSyntax.self), child.id != Syntax(branch.conditions).id {
                names += NameReferences.collect(in: branch.conditions).names.sorted()
            } else if let choice = node.as(SwitchExprSyntax.self), child.id != Syntax(choice.subject).id {
                names += NameReferences.collect(in: choice.subject).names.sorted()
            }
            // Inside the presenting call's arguments or closures, not the view it is applied to (`Row().sheet(…)`).
            if let presenting = node.as(FunctionCallExprSyntax.self), child.id != Syntax(presenting.calledExpression).id {
                let labels = presenting.calleeName == "NavigationLink" ? presentationLabels.union(["selection"]) : presentationLabels
                for argument in presenting.arguments where labels.contains(argument.label?.text ?? "") {
                    let name = argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
                    if name.hasPrefix("$") { names.append(String(name.dropFirst())) }
                }
            }
            child = node
        }
        return names
    }

    /// The branches that run instead of the one holding `call`: the other side of each enclosing `if`/`else`,
    /// the other cases of each enclosing `switch`, up to the member that builds the content.
    private static func exclusiveBranches(of call: FunctionCallExprSyntax) -> [Syntax] {
        var branches: [Syntax] = []
        var child = Syntax(call)
        while let node = child.parent, !node.is(MemberBlockItemSyntax.self) {
            if let branch = node.as(IfExprSyntax.self) {
                if child.id == Syntax(branch.body).id, let otherwise = branch.elseBody {
                    branches.append(Syntax(otherwise))
                } else if let otherwise = branch.elseBody, child.id == Syntax(otherwise).id {
                    branches.append(Syntax(branch.body))
                }
            } else if let cases = node.as(SwitchCaseListSyntax.self) {
                branches += cases.filter { Syntax($0).id != child.id }.map(Syntax.init)
            }
            child = node
        }
        return branches
    }

    /// Bindings that show content while set: a `TabView`'s or `Picker`'s `selection` re-renders content instead.
    private static let presentationLabels: Set<String> = ["item", "isPresented", "isActive"]

    /// `userDetails:` for `Identity(userDetails: details)`: which initializer makes the object.
    private static func labels(of construction: ExprSyntax) -> String? {
        guard let call = construction.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
        return call.arguments.map { ($0.label?.text ?? "_") + ":" }.joined()
    }

    /// The view whose content `call` is part of: it sits in `body`, or in a member that builds part of it (a
    /// `some View` property or function, a `@ViewBuilder` one), of a struct or an extension of one.
    private static func renderingView(around call: FunctionCallExprSyntax, in file: LintFile) -> String? {
        var member: Syntax?
        var current = call.parent
        while let node = current {
            // A helper of a view that nothing calls builds nothing (a router's builder, no view's, is called from elsewhere).
            if let function = node.as(FunctionDeclSyntax.self), UnreferencedFunctions.isUnreferencedViewHelper(function, in: file) {
                return nil
            }
            if node.is(ClassDeclSyntax.self) || node.is(ActorDeclSyntax.self) || node.is(EnumDeclSyntax.self)
                || node.is(ProtocolDeclSyntax.self) {
                return nil
            }
            if let view = node.as(StructDeclSyntax.self) {
                return member.map(ViewContentBuilder.builds) == true ? view.name.text : nil
            }
            if let extensionDecl = node.as(ExtensionDeclSyntax.self) {
                return member.map(ViewContentBuilder.builds) == true ? TypeNames.simpleName(of: extensionDecl.extendedType) : nil
            }
            if node.parent?.is(MemberBlockItemSyntax.self) == true { member = node }
            current = node.parent
        }
        return nil
    }

    /// Whether `input` is the receiving view's: the project declares one view of that name, or several (an app's
    /// targets side by side) and the one nearest the call site in the folder tree declares the input.
    private static func inputBelongsToView(_ input: ObservedInputs.Input, named view: String, madeIn file: String,
                                           index: ProjectIndex) -> Bool {
        let declared = index.declarations(named: view).filter { $0.kind != .extension }
        if declared.count == 1 { return true }
        // Several of the name in one file are nested types of different views: which one is meant is not known.
        let files = Set(declared.map(\.file))
        guard files.count == declared.count else { return false }
        let nearest = FolderDistance.nearest(to: file, among: files)
        return nearest.count == 1 && nearest.contains { input.place.hasPrefix($0 + ":") }
    }

    /// The verdict on an object made at a call site: `nil` unless the view keeps that argument under
    /// `@ObservedObject`; a warning when something shows that the parent renders again, latent otherwise.
    static func madeArgumentVerdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        let (view, parent) = (question.view, question.madeBy)
        guard let input = index.observedInputs["\(view)(\(question.argumentLabel):"],
              Self.inputBelongsToView(input, named: view, madeIn: question.madeInFile, index: index),
              let type = question.type.isEmpty ? input.type : question.type
        else { return nil }
        if index.isObservable(type) == .yes && index.isObservableObject(type) == .no { return nil }
        let head = "\(question.message), which keeps it in @ObservedObject '\(input.property)' (\(input.place)) without owning it"
        let remedy = "keep the object in a @StateObject of '\(parent)' and pass that, or let '\(view)' make it with @StateObject"
        // A view that only calls the object's methods for their effect shows nothing a new object would reset.
        if input.onlyActedOn {
            return .latent("""
                \(head): each render of '\(parent)' makes a new one, but '\(view)' only calls its methods for their effect \
                and shows nothing it holds, so a new one changes nothing on screen; once '\(view)' reads its state, that \
                state starts again on each render; \(remedy)
                """)
        }
        let members = index.record(of: ObservableMembers.self)
        // The initializer the call site runs, when the index knows it: what it starts, and so whether the object's
        // private methods (observer handlers, loaders) can run at all.
        let startedWork = question.madeWithLabels.flatMap { index.initializerWork(of: "\(type)(\($0))") }
        // What a new object loses: state its own code or a control changes after it is made.
        let declaredOnce = index.declarations(named: type).filter { $0.kind != .extension }.count == 1
        let countingPrivateMethods = startedWork.map { !$0.isEmpty } ?? true
        let holders = declaredOnce ? index.viewsBuilt(from: view) : []
        let change = declaredOnce
            ? members.write(in: type, reaching: holders, countingPrivateMethods: countingPrivateMethods, index: index)
            : nil
        // Written only by views that never show this one's object: a new object loses nothing they change.
        if declaredOnce, change == nil,
           let elsewhere = members.anyWrite(in: type, countingPrivateMethods: countingPrivateMethods) {
            let shown = [type + "." + elsewhere.property, elsewhere.property].contains { members.readers[$0]?.isDisjoint(with: holders) == false }
            let writer = shown ? "by code that holds another one" : "which they neither show nor change"
            return .latent("""
                \(head): each render of '\(parent)' makes a new one, but nothing '\(view)' and the views it shows read or \
                change of a '\(type)' changes after it is made ('\(elsewhere.property)' is written at \(elsewhere.place), \
                \(writer)), so nothing shown is lost yet, only the work of making it again; once they show or change what \
                changes, that is lost on each render; \(remedy)
                """)
        }
        if index.statelessClasses.contains(type) || (declaredOnce && index.isArgumentHolder(type))
            || (declaredOnce && change == nil && members.properties.contains(where: { $0.hasPrefix(type + ".") })) {
            return .latent("""
                \(head): each render of '\(parent)' makes a new one, but nothing changes a '\(type)' after it is made \
                (it keeps what it is made from), so nothing shown is lost yet, only the work of making it again; once it \
                holds state of its own, that state is lost on each render; \(remedy)
                """)
        }
        let lost = change.map { "'\($0.property)', written at \($0.place), starts again from its first value" }
            ?? "whatever it loaded or was given since is lost"
        let calls = (startedWork ?? index.initializerWork(of: type))?.filter { $0 != InitializerWork.handsOnClosure } ?? []
        let work = calls.isEmpty ? "" : " and its initializer's work runs again (\(quotedList(calls)))"
        // A name several types share (`Content`, nested in many views): the one declared where the call is.
        var parentDeclarations = index.declarations(named: parent).filter { $0.kind != .extension }
        if parentDeclarations.count > 1 { parentDeclarations = parentDeclarations.filter { $0.file == question.madeInFile } }
        guard parentDeclarations.count == 1, let parentDeclaration = parentDeclarations.first, parentDeclaration.kind == .struct
        else { return nil }
        let parentIsView = ([parentDeclaration] + index.extensions(of: parent)).contains { $0.inheritedTypes.contains("View") }
        // A helper struct that only builds content (a router's `@ViewBuilder` functions) renders nothing itself:
        // how often its callers run it is out of sight.
        if !parentIsView {
            return .latent("""
                \(head): a view body or navigation destination that calls '\(parent)' runs it again on each of its renders, \
                giving '\(view)' a new '\(type)' each time, so \(lost)\(work); which views call it, and whether they re-render \
                while '\(view)' is shown, is out of sight here; keep the object in a @StateObject of the view that shows \
                '\(view)' and pass that, or let '\(view)' make it with @StateObject
                """)
        }
        let excluded = parentDeclaration.file == question.madeInFile
            ? stride(from: 0, to: question.excludedLines.count - 1, by: 2).map { question.excludedLines[$0]...question.excludedLines[$0 + 1] }
            : []
        guard let rerender = rerenderEvidence(
            of: parentDeclaration, presentedBy: question.presentedBy, excludedLines: excluded,
            coveringView: question.isCovered ? view : nil, index: index)
        else {
            if question.isCovered, let uncovered = rerenderEvidence(
                of: parentDeclaration, presentedBy: question.presentedBy, excludedLines: excluded, coveringView: nil, index: index) {
                return .latent("""
                    \(head): '\(parent)' renders again whenever \(uncovered), but it shows '\(view)' over itself (pushed or \
                    presented), and that change happens only while '\(parent)' is uncovered (on its own controls or as it \
                    appears, as far as the project shows); a change while '\(view)' is shown would give it a new '\(type)', so \(lost)\(work); \(remedy)
                    """)
            }
            return .latent("""
                \(head): nothing visible makes '\(parent)' render again today; once something does, each render gives \
                '\(view)' a new '\(type)', so \(lost)\(work); \(remedy)
                """)
        }
        return IndexVerdict("""
            \(head): '\(parent)' renders again whenever \(rerender), and each render gives '\(view)' a new '\(type)', so \
            \(lost)\(work); \(remedy)
            """)
    }

    /// What makes the parent render again: its own state changing, an object it observes being written, or a
    /// re-rendering view that makes it.
    /// A change of the state that presents the content the object is made in (`$selection` of
    /// `.navigationDestination(item:)`) is no re-render of that content: a new value presents new content.
    /// `coveringView`: the content holding the object is shown over the parent (pushed or presented), so a change that
    /// happens only while the parent is uncovered (its state changed on its own controls or as it appears, an
    /// observed object's methods that only such code calls) cannot re-render it then. A parent that re-renders
    /// because its own parent does is itself covered: that counts only when the content is not.
    private static func rerenderEvidence(
        of parent: TypeFact, presentedBy: [String], excludedLines: [ClosedRange<Int>], coveringView: String?, index: ProjectIndex
    ) -> String? {
        let isCovered = coveringView != nil
        let live = index.recorded(ViewLiveState.self, for: parent)
        let presenting = Set(presentedBy.flatMap { name in ["@State '\(name)'", "@SceneStorage '\(name)'", "@AppStorage '\(name)'"] })
        // A write in a branch shown instead of the content cannot run while the content is shown; a property the
        // parent only hands on as a binding (`$month`) changes the child that holds it, not the parent's body.
        let read = Set(live?.readStateChanges ?? [])
        let coveredOnly = isCovered ? Set(live?.uncoveredOnlyChanges ?? []) : []
        if let change = live?.stateChanges.first(where: { change in
            read.contains(change.key) && !presenting.contains(change.key) && !excludedLines.contains { $0.contains(change.line) }
                && !coveredOnly.contains(change.key)
        }) {
            return "it changes \(change.key) (at \(parent.file):\(isCovered ? live?.lineWhileCovered(of: change) ?? change.line : change.line))"
        }
        let members = index.record(of: ObservableMembers.self)
        for observed in live?.observed ?? [] {
            let parts = observed.key.split(separator: "|", maxSplits: 1).map(String.init)
            guard parts.count == 2, index.declarations(named: parts[1]).filter({ $0.kind != .extension }).count == 1 else { continue }
            // A subclass's object changes the properties its superclasses declare too.
            let coveredViews = coveringView.map { index.viewsBuilt(from: parent.name).subtracting(index.viewsBuilt(from: $0)) }
            guard let (property, place) = index.classChain(of: parts[1]).lazy.compactMap({ type in
                coveredViews.map { members.writeWhileCovered(in: type, coveredViews: $0) } ?? members.anyWrite(in: type)
            }).first
            else { continue }
            return "'\(parts[0])' (\(parts[1])) changes (its '\(property)' is written at \(place))"
        }
        if !isCovered, let madeAt = index.rerenderingWitness(of: parent.name, declaredIn: parent.file) {
            return "a parent that re-renders makes it again" + (madeAt.isEmpty ? "" : " (at \(madeAt))")
        }
        return nil
    }
}

extension ProjectIndex {
    /// `view` and the project views its body builds, shown in place or presented, transitively: the views that
    /// can hold an object `view` is given and change it.
    func viewsBuilt(from view: String) -> Set<String> {
        var seen: Set<String> = []
        var pending = [view]
        while let next = pending.popLast(), seen.count < 300 {
            guard seen.insert(next).inserted else { continue }
            for declaration in declarations(named: next) where declaration.kind != .extension {
                pending += declaration.bodyReferences.filter { !seen.contains($0) }
            }
        }
        return seen
    }
}

extension ObservableMembers.ProjectRecord {
    /// The first change of a `type` that the views in `holders` can see: a write of one of its properties by one of
    /// those views (through a reference of the type, or a binding such as `$model.name`), else one by the type's
    /// own code to a property one of them reads. A write by other code changes another object of the type.
    func write(
        in type: String, reaching holders: Set<String>, countingPrivateMethods: Bool, index: ProjectIndex
    ) -> (property: String, place: String)? {
        let prefix = type + "."
        let own = properties.filter { $0.hasPrefix(prefix) }.sorted()
        for key in own {
            let name = String(key.dropFirst(prefix.count))
            let byHolder = (writes[key] ?? []).first { holders.contains($0.outerType) }
                ?? untypedWrites(of: name, index: index).first { holders.contains($0.outerType) }
            if let byHolder { return (name, byHolder.place) }
        }
        // The object's own changes matter to these views only where they show the property (read in an extension of
        // a view, where the object's type is out of sight, a property counts by its name alone).
        for key in own where readers[key]?.isDisjoint(with: holders) == false
            || readers[String(key.dropFirst(prefix.count))]?.isDisjoint(with: holders) == false {
            let byItself = writes[key]?.first { write in
                (write.outerType == type || write.outerType.hasPrefix(type + "|"))
                    && (countingPrivateMethods || !privatePlaces.contains(write.place))
            }
            if let byItself { return (String(key.dropFirst(prefix.count)), byItself.place) }
        }
        return nil
    }
}
