import BridgeLintCore

/// What a file's calls say about the values views are given and the environment views set, recorded for the
/// rules that ask whether an input can change between renders (`InputVariation`: `representable-stale-config`,
/// `coordinator-stale-parent`, `coordinator-stale-closure`, `representable-state-input`, `observed-object-owned`,
/// `view-allocates-platform-object`) and for `hosting-missing-environment`. `CallFactFinder` gathers it all in
/// one walk of the file.
enum CallSiteFacts: FactRecorder {
    @CompactCoded
    struct FileRecord: CompactCodable, Sendable, Equatable {
        /// Environment keys the file sets (`.environment(\.theme, …)`), each with the type whose code sets it.
        /// Read by `hosting-missing-environment`: a custom key that no code sets only ever has its default value,
        /// so a hosted view loses nothing without it; and a key only the view that reads it sets, for its own
        /// content, has its default on purpose where that view is the root.
        var environmentKeyWrites: [EnvironmentKeyWrite] = []
        /// Methods of `extension View` that put values into the environment (`func withDependencies() -> some View
        /// { environmentObject(…) }`). Read by `hosting-missing-environment`: past one of these, a view's needs
        /// may be met; past any other modifier the project declares or SwiftUI's own, they are not.
        var environmentModifierFunctions: [String] = []
        /// `Type|name,name` for the file's `ViewModifier` structs, with what their `body(content:)` applies (see
        /// `ViewModifierBodies`): a view extension applying one of these supplies environment values only if it does.
        var viewModifierCalls: [String] = []
        /// `View.property` for each property code reads or writes through a hosting controller's root view
        /// (`host.rootView.model.isEnabled = …`, with `host` a `UIHostingController<View>`). Read by
        /// `observed-object-owned`: an object that code reaches that way must not become a @StateObject, whose value
        /// read outside the view's life is a new object each time.
        var rootViewMembers: [String] = []
        /// `Type|Supplier` for objects a view's (or modifier's) body supplies to its content
        /// (`.environmentObject(Store(…))`). Read by `hosting-missing-environment`: a hosted view shown inside
        /// that supplier gets the object from it.
        var environmentObjectsSuppliedInViews: [String] = []
        /// Types the file constructs where they are made again on each render of the code around them: not as a
        /// hosting controller's first root view, not in previews, not in the scenes of an App whose body depends
        /// on nothing (see `RenderedConstruction`). Read by `observed-object-owned` and
        /// `view-allocates-platform-object`: a view never re-made by a parent keeps the objects it creates.
        var rerenderedTypes: [String] = []
        /// `Type<View` for constructions in the body of a view whose body runs again only when its parent makes it
        /// again with other values (it has no property wrapper and no stored property but plain values, see
        /// `InertView`): `Type` is re-made only if `View` is, which the merge works out across files.
        var rerenderedWithView: [String] = []
        /// `View|Model,Settings` for the views of `rerenderedWithView` that store values of those types
        /// (`let model: Model`): they stay inert only if each is a plain type (see `plainTypes`); a view storing an
        /// object SwiftUI observes runs its body again whenever the object changes.
        var inertViewObjectTypes: [String] = []
        /// The file's structs, enums and classes that declare no observation (see `InertView.plainTypes`), and its
        /// other classes and actors: a name declared both ways anywhere is not plain.
        var plainTypes: [String] = []
        var otherClasses: [String] = []
        /// `Type|push(content:` for constructions outside any view handed straight to a call (`navi.push(content:
        /// Keychain())`): made once with a hosting controller when some file's `push(content:)` passes that parameter
        /// as `rootView:` (see `rootViewHelpers`), re-made like `rerenderedTypes` otherwise; the merge decides.
        var handedToHelpers: [String] = []
        /// `push(content:` for each function of the file that passes that parameter as a hosting controller's
        /// `rootView:`: a view handed to it is the first root view of a new controller.
        var rootViewHelpers: [String] = []
        /// `Type(label:` for each labelled argument the file gives a value that is not a constant, apart from
        /// those in `forwardedArguments`. Read by `observed-object-owned` and `representable-stale-config`.
        var variableArguments: [String] = []
        /// Labelled arguments whose value only forwards a plain stored property of the calling view
        /// (`Inner(scale: scale)`), which changes only when the view's own call sites pass it a changing one, or
        /// is built from constants. Read by the same rules, to follow forwarding chains.
        var forwardedArguments: [ForwardedArgument] = []
        /// Labelled arguments whose value is the calling view's own object (`Editor(model: model)` with an
        /// `@StateObject var model`): the same reference on every render. Read by `representable-state-input`
        /// and `coordinator-stale-closure` (through `varyingValueArguments`).
        var objectArguments: [String] = []
        /// Labelled closure literals (`Picker(onSelect: { … })`) with what they capture. Read by
        /// `coordinator-stale-closure` (through `varyingValueArguments`).
        var closureArguments: [ClosureArgument] = []
        /// `Type(label:` (the label `{}` for a trailing closure) for closure literals that close a presentation
        /// through SwiftUI (`dismiss()`, `isPresented = false`; see `SwiftUIDismissal`). Read by
        /// `coordinator-direct-dismiss`: a coordinator that calls such a closure and also dismisses from UIKit
        /// dismisses twice.
        var dismissingClosures: [String] = []
        /// `Type(label:|@State 'x' of Caller` for closure literals that write the calling view's state as soon as
        /// they are called (see `StateWritingClosure`). Read by `representable-state-write-in-update`: a
        /// representable that calls one from update writes that state during the SwiftUI update.
        var stateWritingClosures: [String] = []
        /// `Type(label:|@Binding 'source' of Caller` for closure literals that set the calling view's state back to
        /// `nil` or `false` when called (see `StateWritingClosure.writes`). Read by `coordinator-direct-dismiss`:
        /// a coordinator that dismisses from UIKit and then calls one has SwiftUI's presentation state put back.
        var resettingClosures: [String] = []
        /// `Type(~label:` for binding arguments made anew on each render from changing values
        /// (`Field(value: store.binding(for: key))`): unlike `$state`, a later render's binding may lead to other
        /// storage. Read by `coordinator-stale-parent`, as changing values (`varyingValueArguments`).
        var perRenderBindings: [String] = []
        /// `Type(label:|false` for literal arguments of project views (`WebLogin(isSignIn: false)`), the first of
        /// each in the file. Read by `representable-stale-config`: an input the view never reads, given a value
        /// other than its default, drops what the caller asked for.
        var constantArguments: [String] = []
        /// `Editor(~text:` from `Outer(~note:` for `Editor(text: $note.content)` inside a view `Outer` given
        /// `@Binding var note`: made anew on each render where a caller of `Outer` makes its binding so.
        var bindingForwards: [ForwardedArgument] = []
        /// `Type(label:` for bindings a call makes from the calling view's own `@State` (`Picker(image: $photo)`),
        /// and for bindings it makes any other way (`$model.photo`, `$binding`, `Binding(get:set:)`, `.constant`).
        /// Read by `state-write-off-main`: a binding every call site makes from `@State` leads to state SwiftUI
        /// accepts changes to from any thread.
        var stateBindingArguments: [String] = []
        var otherBindingArguments: [String] = []
        /// `Type(label:` for bindings a call is given that present the content it is part of
        /// (`.sheet(isPresented: $picking) { Picker(isPresented: $picking) }`). Read by `coordinator-direct-dismiss`:
        /// a coordinator setting that binding to false dismisses through SwiftUI; setting another one does not.
        var presentingBindingArguments: [String] = []
        /// `Type(label:` for arguments read from a parameter of a content closure that a container calls again
        /// with new values while it is shown (`LazyImage(url: u) { state in Gif(data: state.data) }`,
        /// `GeometryReader { proxy in … }`): the value changes while the view is shown.
        var contentParameterArguments: [String] = []
        /// `Type(label:|evidence` for arguments that read a `@Binding` or setting of the calling view, a `@State`-like
        /// property its file changes other than on appearance (the evidence said as a message says it), or
        /// `Type(label:|Model.property` for a property of an object it observes (see `CallerStateChange`).
        var changingStateArguments: [String] = []
        /// `Type.property` for properties of the file's classes fixed for the object's life (see `FixedMembers`).
        /// Forwarded arguments read through an object name such properties among their sources
        /// (`Viewer(document: model.document)`): a source that is not one of these changes.
        var fixedMembers: [String] = []
        /// `Type.property` for the other stored properties of the file's classes: a class elsewhere with the same
        /// name and a fixed property of that name leaves the name unknown, which counts as changing.
        var changeableMembers: [String] = []
        /// Classes whose instances hold nothing of their own (see `FixedMembers`), and the file's other classes
        /// and actors. Read by `observed-object-owned`: a new one made on each render loses nothing.
        var statelessClasses: [String] = []
        var statefulClasses: [String] = []
        /// `Type|performFetch(),start()`: the work the initializers of the file's classes start (see `InitializerWork`).
        var initializerWork: [String] = []
        /// Classes that publish nothing and hold only what their initializers are given (see `FixedMembers`).
        var argumentHolders: [String] = []
        /// `Type|property|AVPlayer|line`: a UIKit/AppKit object a class of the file makes when it is made (see `FixedMembers`).
        var platformParts: [String] = []
        /// `Type|label,label` for each construction of a type that may be the project's, with the labels it
        /// passes. Read by `representable-stored-object`: a stored default every construction replaces
        /// (`var webView = WKWebView()` with `Page(webView: shared)` everywhere) is never made. A construction that
        /// is a `@State` property's initial value also lists `stateHeldMark`: when every construction does, the
        /// struct's own objects are the kept copy's.
        var constructionLabels: [String] = []
        /// The file the record is of, for the witnesses' places.
        var path = ""
        /// Where the file first makes each fact above true, for messages that name the place: the line of the
        /// first construction of each `rerenderedTypes` type, and of the first call giving each argument of
        /// `variableArguments`, `objectArguments` and `closureArguments` a value. Keyed as those are.
        var witnessLines: [WitnessLine] = []

        init() {}

        /// `path:line` of the file's first place showing the fact keyed `key` (see `witnessLines`).
        func site(of key: String) -> String {
            "\(path):\(witnessLines.first { $0.key == key }?.line ?? 0)"
        }

        /// Sets the facts `FixedMembers` found.
        var members: FixedMembers.Record {
            get {
                FixedMembers.Record(
                    fixed: fixedMembers, changeable: changeableMembers, stateless: statelessClasses, stateful: statefulClasses,
                    initializerWork: initializerWork, argumentHolders: argumentHolders, platformParts: platformParts
                )
            }
            set {
                (fixedMembers, changeableMembers) = (newValue.fixed, newValue.changeable)
                (statelessClasses, statefulClasses) = (newValue.stateless, newValue.stateful)
                initializerWork = newValue.initializerWork
                argumentHolders = newValue.argumentHolders
                platformParts = newValue.platformParts
            }
        }
    }

    /// The file records merged, with what can change worked out across files.
    struct ProjectRecord: Sendable {
        var writtenEnvironmentKeys: Set<String> = []
        /// For each custom key set anywhere: the types whose code sets it (`""` for code outside any type).
        var environmentKeyWriters: [String: Set<String>] = [:]
        /// For each custom key: the views its writes are applied to directly (`""` for content or a container).
        var environmentKeyTargets: [String: Set<String>] = [:]
        var environmentModifierFunctions: Set<String> = []
        /// `View.property` read or written through a hosting controller's root view, with the first place.
        var rootViewMembers: [String: String] = [:]
        /// For each type of object some body supplies to its content, the types whose bodies do.
        var environmentObjectSuppliers: [String: Set<String>] = [:]
        var rerenderedTypes: Set<String> = []
        /// `Type(label:` for labelled arguments some call gives a non-constant value, forwarded or not.
        var passedArguments: Set<String> = []
        /// The `passedArguments` whose value can change: some call gives one that is not a forwarded view
        /// property, or forwards a property whose own call sites pass a changing value.
        var varyingArguments: Set<String> = []
        /// The `passedArguments` whose value can differ between renders once references are looked through: like
        /// `varyingArguments`, but the calling view's own object (`Editor(model: model)`) is the same on every
        /// render, and a closure literal varies only when it captures a value that does (a local, a loop element,
        /// or a plain property of the calling view whose own call sites vary), not when it reaches only `@State`,
        /// bindings or objects, which an old copy of it reaches as well as a new one.
        var varyingValueArguments: Set<String> = []
        /// Closure arguments that close a presentation through SwiftUI, with the `path:line` of one.
        var dismissingClosures: [String: String] = [:]
        /// Closure arguments that write the calling view's state when called: what they write and where
        /// (`@State 'isLoading' of Feed, at Feed.swift:12`).
        var stateWritingClosures: [String: String] = [:]
        /// Closure arguments that set the calling view's state back to nil or false: what and where.
        var resettingClosures: [String: String] = [:]
        /// Every closure argument some call gives as a literal or a method (`Type(label:`, trailing ones too).
        var givenClosures: Set<String> = []
        /// Classes that hold nothing of their own wherever a class of that name is declared.
        var statelessClasses: Set<String> = []
        /// Classes that publish nothing and hold only what their initializers are given; for one whose declaration
        /// leaves it open, the parent that must be the project's protocol, through which (or another) it must be an
        /// ObservableObject (see `ProjectIndex.isArgumentHolder`).
        var argumentHolders: [String: [String]?] = [:]
        /// For a class name declared once with an initializer that starts work: the calls it makes (`performFetch()`).
        var initializerWork: [String: [String]] = [:]
        /// For a class name declared with one: a UIKit/AppKit object each instance makes when it is made, the
        /// property that keeps it and `path:line` of the construction.
        var platformParts: [String: (property: String, object: String, place: String)] = [:]
        /// For a `varyingValueArguments` entry that varies because it reads an object's property (directly or
        /// through forwarding views), that property (`Model.document`): the index can then look for a write to
        /// it, the evidence that the value changes while a view is shown.
        var varyingMembers: [String: String] = [:]
        /// Per-render bindings (`Field(~value:`): made anew on each render whatever the caller's data does.
        var perRenderBindings: Set<String> = []
        /// Binding arguments every call site of the project makes from the calling view's own `@State`.
        var stateOnlyBindingArguments: Set<String> = []
        /// Every binding argument some call passes (`Type(label:`), and those among them that present the content
        /// the call is part of (see `FileRecord.presentingBindingArguments`).
        var bindingArguments: Set<String> = []
        var presentingBindingArguments: Set<String> = []
        /// For arguments the project shows changing while the receiving view is shown, why: they read a
        /// content closure's parameter or a changing property of the calling view, directly or through views
        /// that forward them (see `FileRecord.contentParameterArguments` and `changingStateArguments`), with the
        /// call that passes that value (through forwarding, the outermost one).
        var argumentEvidence: [String: ArgumentEvidence] = [:]
        /// For each `Type(label:`, the literals call sites pass for it, each with `path:line` of the first call.
        var constantArguments: [String: [(value: String, site: String)]] = [:]
        /// For each type constructed somewhere: the labels every construction of it passes.
        var labelsEveryConstructionPasses: [String: Set<String>] = [:]
        /// For each re-rendered type, `path:line` of every file's first construction that a re-render repeats
        /// (directly, or inside a view whose body runs only when it is made again). Where several types share a name,
        /// these tell which declaration is re-made (see `ProjectIndex.rerenderingWitness`).
        var rerenderingSites: [String: [String]] = [:]
        /// For a re-rendered type or a passed argument: `path:line` of a place that shows it (the construction
        /// that re-renders, the call that passes a changing value, or, through forwarding, the call that passes
        /// the forwarding view its changing value).
        var witnesses: [String: String] = [:]
    }

    static let name = "call-sites"

    /// `Type|a(),b()` entries by type; a name declared with work in more than one place is ambiguous and left out.
    private static func initializerWork(_ entries: [String]) -> [String: [String]] {
        var work: [String: [String]] = [:]
        var ambiguous: Set<String> = []
        for entry in entries {
            guard let bar = entry.firstIndex(of: "|") else { continue }
            let type = String(entry[..<bar])
            if work[type] != nil { ambiguous.insert(type) }
            work[type] = entry[entry.index(after: bar)...].split(separator: ",").map(String.init)
        }
        return work.filter { !ambiguous.contains($0.key) }
    }

    /// `Type<View` entries: `Type` is re-made when `View` is, through any number of views whose bodies run only
    /// then. The witness is the construction that re-makes it.
    /// - Parameter watchingViews: views whose body runs again on their own, however they are made.
    private static func resolveRerendering(_ entries: [String], watchingViews: Set<String>, in project: inout ProjectRecord) {
        let pairs = entries.compactMap { entry -> (type: String, view: String)? in
            let parts = entry.split(separator: "<", maxSplits: 1).map(String.init)
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
        var changed = true
        while changed {
            changed = false
            for pair in pairs where (project.rerenderedTypes.contains(pair.view) || watchingViews.contains(pair.view))
                && !project.rerenderedTypes.contains(pair.type) {
                project.rerenderedTypes.insert(pair.type)
                if project.witnesses[pair.type] == nil { project.witnesses[pair.type] = project.witnesses["\(pair.type)<\(pair.view)"] }
                changed = true
            }
        }
    }

    /// Listed among a construction's labels when it is a `@State` property's initial value (`@State var map = MapView()`).
    static let stateHeldMark = "@State"

    /// Marks the label of a binding argument made anew on each render (`Field(~value:` for
    /// `Field(value: store.binding(for: key))`, see `FileRecord.perRenderBindings`).
    static let perRenderBindingMark = "~"

    /// The witness key of a call that forwards a value of its own properties for an argument (`Type(label:`).
    static func heldValueWitnessKey(_ argument: String) -> String { "holds " + argument }

    static func record(in file: LintFile) -> FileRecord? {
        CallFactFinder.record(in: file)
    }

    static func merge(_ records: [FileRecord]) -> ProjectRecord {
        var project = ProjectRecord()
        var otherBindings: Set<String> = []
        var forwards: [ForwardedArgument] = []
        var valueForwards: [ForwardedArgument] = []
        var observedMemberReads: [(argument: String, member: String)] = []
        var rerenderedWithView: [String] = []
        var inertViewObjectTypes: [String] = []
        var plainTypes: Set<String> = []
        var otherClasses: Set<String> = []
        var sitesInViews: [(entry: String, site: String)] = []
        var bindingForwards: [ForwardedArgument] = []
        var environmentFunctionEntries: Set<String> = []
        var modifierBodies: [String] = []
        var rootViewHelpers: Set<String> = []
        var handedToHelpers: [(entry: String, site: String)] = []
        for record in records {
            rootViewHelpers.formUnion(record.rootViewHelpers)
            handedToHelpers += record.handedToHelpers.map { ($0, record.site(of: $0)) }
            bindingForwards += record.bindingForwards
            for witness in record.witnessLines where project.witnesses[witness.key] == nil {
                project.witnesses[witness.key] = "\(record.path):\(witness.line)"
            }
            environmentFunctionEntries.formUnion(record.environmentModifierFunctions)
            modifierBodies += record.viewModifierCalls
            for entry in record.rootViewMembers where project.rootViewMembers[entry] == nil {
                project.rootViewMembers[entry] = record.site(of: RootViewMembers.witnessKey(entry))
            }
            for write in record.environmentKeyWrites {
                project.writtenEnvironmentKeys.insert(write.key)
                project.environmentKeyWriters[write.key, default: []].insert(write.writer)
                project.environmentKeyTargets[write.key, default: []].insert(write.target)
            }
            for entry in record.environmentObjectsSuppliedInViews {
                let parts = entry.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2 else { continue }
                project.environmentObjectSuppliers[String(parts[0]), default: []].insert(String(parts[1]))
            }
            for entry in record.constructionLabels {
                let parts = entry.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2 else { continue }
                let labels = Set(parts[1].split(separator: ",").map(String.init))
                project.labelsEveryConstructionPasses[String(parts[0]), default: labels].formIntersection(labels)
            }
            project.rerenderedTypes.formUnion(record.rerenderedTypes)
            for type in record.rerenderedTypes {
                project.rerenderingSites[type, default: []].append(record.site(of: type))
            }
            rerenderedWithView.append(contentsOf: record.rerenderedWithView)
            inertViewObjectTypes += record.inertViewObjectTypes
            plainTypes.formUnion(record.plainTypes)
            otherClasses.formUnion(record.otherClasses)
            sitesInViews += record.rerenderedWithView.map { ($0, record.site(of: $0)) }
            for entry in record.stateWritingClosures {
                guard let (argument, writes) = StateWritingClosure.parts(of: entry),
                      project.stateWritingClosures[argument] == nil else { continue }
                let line = record.witnessLines.first { $0.key == StateWritingClosure.witnessKey(argument) }?.line ?? 0
                project.stateWritingClosures[argument] = "\(writes), at \(record.path):\(line)"
            }
            for entry in record.resettingClosures {
                guard let (argument, writes) = StateWritingClosure.parts(of: entry),
                      project.resettingClosures[argument] == nil else { continue }
                let line = record.witnessLines.first { $0.key == StateWritingClosure.resetWitnessKey(argument) }?.line ?? 0
                project.resettingClosures[argument] = "\(writes), at \(record.path):\(line)"
            }
            for argument in record.dismissingClosures where project.dismissingClosures[argument] == nil {
                let line = record.witnessLines.first { $0.key == SwiftUIDismissal.witnessKey(argument) }?.line ?? 0
                project.dismissingClosures[argument] = "\(record.path):\(line)"
            }
            project.passedArguments.formUnion(record.variableArguments)
            project.varyingArguments.formUnion(record.variableArguments)
            project.varyingValueArguments.formUnion(record.variableArguments)
            project.varyingValueArguments.formUnion(record.perRenderBindings)
            project.perRenderBindings.formUnion(record.perRenderBindings)
            for entry in record.constantArguments {
                let parts = entry.split(separator: "|", maxSplits: 1).map(String.init)
                guard parts.count == 2, project.constantArguments[parts[0]]?.contains(where: { $0.value == parts[1] }) != true
                else { continue }
                project.constantArguments[parts[0], default: []].append((parts[1], record.site(of: "passes " + entry)))
            }
            project.stateOnlyBindingArguments.formUnion(record.stateBindingArguments)
            otherBindings.formUnion(record.otherBindingArguments)
            project.bindingArguments.formUnion(record.stateBindingArguments + record.otherBindingArguments)
            project.presentingBindingArguments.formUnion(record.presentingBindingArguments)
            for argument in record.contentParameterArguments where project.argumentEvidence[argument] == nil {
                project.argumentEvidence[argument] = ArgumentEvidence(
                    reason: "comes from the parameter of a content closure that its container calls again with new values",
                    site: record.site(of: ArgumentEvidence.witnessKey(argument)))
            }
            for entry in record.changingStateArguments {
                let parts = entry.split(separator: "|", maxSplits: 1).map(String.init)
                guard parts.count == 2 else { continue }
                if !parts[1].contains("'") {
                    // An observed object's property: changing if the project writes it (asked with the index).
                    observedMemberReads.append((parts[0], parts[1]))
                } else if project.argumentEvidence[parts[0]] == nil {
                    project.argumentEvidence[parts[0]] = ArgumentEvidence(reason: "reads \(parts[1])", site: record.site(of: ArgumentEvidence.witnessKey(parts[0])))
                }
            }
            for forward in record.forwardedArguments {
                project.passedArguments.insert(forward.argument)
                forwards.append(forward)
                valueForwards.append(forward)
            }
            // To every other rule, objects and closures passed in are changing values, as any other expression.
            project.passedArguments.formUnion(record.objectArguments)
            project.varyingArguments.formUnion(record.objectArguments)
            for closure in record.closureArguments {
                project.givenClosures.insert(closure.argument)
                // Trailing closures were never call-site arguments to the other rules.
                if !closure.isTrailing {
                    project.passedArguments.insert(closure.argument)
                    project.varyingArguments.insert(closure.argument)
                }
                switch closure.captures {
                case .changingValues: project.varyingValueArguments.insert(closure.argument)
                case .properties(let sources): valueForwards.append(ForwardedArgument(argument: closure.argument, sources: sources))
                case .unknown: break
                }
            }
        }
        project.environmentModifierFunctions = ViewModifierBodies.environmentFunctions(
            environmentFunctionEntries, modifierBodies: modifierBodies)
        // A binding handed down from one made anew on each render is made anew too, through any number of views.
        let perRender = closeOver(bindingForwards, from: project.perRenderBindings, witnesses: &project.witnesses)
        project.varyingValueArguments.formUnion(perRender)
        project.perRenderBindings = perRender
        project.statelessClasses = Set(records.flatMap(\.statelessClasses)).subtracting(records.flatMap(\.statefulClasses))
        for entry in records.flatMap(\.argumentHolders) {
            let parts = entry.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            project.argumentHolders[parts[0]] = parts.count > 1 ? parts[1].split(separator: ",").map(String.init) : nil
        }
        project.initializerWork = Self.initializerWork(records.flatMap(\.initializerWork))
        for record in records {
            for entry in record.platformParts {
                let parts = entry.split(separator: "|").map(String.init)
                guard parts.count == 4 else { continue }
                project.platformParts[parts[0]] = (parts[1], parts[2], "\(record.path):\(parts[3])")
            }
        }
        // An object's property read by a forwarded argument changes unless some file shows it fixed; the object
        // itself is another one only when the reference passed differs (a value, not any argument, question).
        let fixedMembers = Set(records.flatMap(\.fixedMembers)).subtracting(records.flatMap(\.changeableMembers))
        let changingMembers = Set(valueForwards.flatMap(\.sources).filter { source in
            ForwardedArgument.member(in: source) != nil && !fixedMembers.contains(source)
        })
        let members = changingMembers.union(observedMemberReads.map(\.member))
        project.varyingMembers = propagated(
            Dictionary(members.map { ($0, $0) }, uniquingKeysWith: { first, _ in first }),
            through: valueForwards + observedMemberReads.map { ForwardedArgument(argument: $0.argument, sources: [$0.member]) }
        ).filter { ForwardedArgument.isArgument($0.key) }
        for (entry, site) in handedToHelpers {
            let parts = entry.split(separator: "|", maxSplits: 1).map(String.init)
            guard parts.count == 2, !rootViewHelpers.contains(parts[1]) else { continue }
            project.rerenderedTypes.insert(parts[0])
            project.rerenderingSites[parts[0], default: []].append(site)
            if project.witnesses[parts[0]] == nil { project.witnesses[parts[0]] = site }
        }
        // A view storing an object that is not known to be plain may run its body on the object's changes.
        let plain = plainTypes.subtracting(otherClasses)
        let watchingViews = Set(inertViewObjectTypes.compactMap { entry -> String? in
            let parts = entry.split(separator: "|", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            return parts[1].split(separator: ",").allSatisfy { plain.contains(String($0)) } ? nil : parts[0]
        })
        resolveRerendering(rerenderedWithView, watchingViews: watchingViews, in: &project)
        for (entry, site) in sitesInViews {
            let parts = entry.split(separator: "<", maxSplits: 1).map(String.init)
            if parts.count == 2, project.rerenderedTypes.contains(parts[1]) || watchingViews.contains(parts[1]) {
                project.rerenderingSites[parts[0], default: []].append(site)
            }
        }
        project.argumentEvidence = propagated(project.argumentEvidence, through: valueForwards)
        // A view that hands its own closure on (`onColorChange: onColorChange`) passes its callers' closures.
        project.stateWritingClosures = propagated(project.stateWritingClosures, through: forwards)
        project.resettingClosures = propagated(project.resettingClosures, through: forwards)
        project.varyingValueArguments = closeOver(valueForwards, from: project.varyingValueArguments.union(changingMembers), witnesses: &project.witnesses)
        let changingReferences = Set(project.varyingValueArguments.map(ForwardedArgument.reference(to:)))
        project.varyingArguments = closeOver(forwards, from: project.varyingArguments.union(changingMembers).union(changingReferences),
                                             witnesses: &project.witnesses)
        project.varyingArguments = project.varyingArguments.filter(ForwardedArgument.isArgument)
        project.varyingValueArguments = project.varyingValueArguments.filter(ForwardedArgument.isArgument)
        project.stateOnlyBindingArguments.subtract(otherBindings)
        return project
    }

    /// Carries what is known of arguments (why one changes, which object property it reads) to the arguments
    /// of views that forward them: a forwarded argument takes the value of the first of its sources that has one.
    private static func propagated<Value>(_ known: [String: Value], through forwards: [ForwardedArgument]) -> [String: Value] {
        var known = known
        settle(forwards) { forward in
            guard let found = forward.sources.lazy.compactMap({ known[$0] }).first else { return false }
            if known[forward.argument] == nil { known[forward.argument] = found }
            return true
        }
        return known
    }

    /// Adds every forwarded argument one of whose sources varies, until nothing more does (forwarding chains
    /// through several views; cycles end because the set only grows).
    /// A forwarded argument that varies takes the witness of the source that makes it vary.
    private static func closeOver(
        _ forwards: [ForwardedArgument], from varying: Set<String>, witnesses: inout [String: String]
    ) -> Set<String> {
        var varying = varying
        var known = witnesses
        settle(forwards) { forward in
            guard let source = forward.sources.first(where: { source in
                varying.contains(source) || ForwardedArgument.referencedArgument(in: source).map(varying.contains) == true
            }) else { return false }
            varying.insert(forward.argument)
            if known[forward.argument] == nil, let witness = known[source] { known[forward.argument] = witness }
            return true
        }
        witnesses = known
        return varying
    }

    /// Offers each forward to `learn` until a full pass learns nothing new; a forward `learn` took (returned
    /// true for) is not offered again. Forwarding chains through several views settle in a few passes.
    private static func settle(_ forwards: [ForwardedArgument], _ learn: (ForwardedArgument) -> Bool) {
        var pending = forwards
        var changed = true
        while changed {
            changed = false
            pending.removeAll { forward in
                guard learn(forward) else { return false }
                changed = true
                return true
            }
        }
    }
}

/// `Inner(scale: scale)` in a view `Outer` whose `scale` is a plain stored property: `Inner(scale:` (the
/// argument) changes only when some call site gives one of `sources` (`Outer(scale:`, or the label of an
/// initializer parameter stored in `scale`) a changing value. No sources: the value never changes (a constant
/// `let` property, or a value built from constants such as `NSLocalizedString("Title", comment: "")`).
@CompactCoded
struct ForwardedArgument: Sendable, Hashable, CompactCodable {
    var argument: String
    /// `Outer(label:` entries; for a value read through an object (`model.document`), `Model.document` for the
    /// property and `=Outer(model:` for the reference, which matters only when another object is passed there.
    var sources: [String]

    /// `Model.document` for a source that is an object's property.
    static func member(in source: String) -> String? {
        source.contains("(") ? nil : source
    }

    /// The source standing for the reference an argument passes (`=Outer(model:`).
    static func reference(to argument: String) -> String {
        "=" + argument
    }

    /// `Outer(model:` for `=Outer(model:`.
    static func referencedArgument(in source: String) -> String? {
        source.hasPrefix("=") ? String(source.dropFirst()) : nil
    }

    /// Whether a key is an argument (`Outer(label:`), not a member or reference source.
    static func isArgument(_ key: String) -> Bool {
        key.contains("(") && !key.hasPrefix("=")
    }

    init(argument: String, sources: [String]) {
        self.argument = argument
        self.sources = sources
    }
}

/// A closure literal given as a labelled (or trailing) argument, with what it captures.
struct ClosureArgument: Sendable, Hashable, CompactCodable {
    enum Captures: Sendable, Hashable, CompactCodable {
        /// Only storage every copy shares (`@State`, bindings, environment, objects), globals and plain
        /// properties of the calling view; it changes when a call site of that view passes one of `sources`
        /// (`Outer(title:`) a changing value. No sources: it never changes.
        case properties(sources: [String])
        /// A value copied when the closure is made that differs between renders: a local, a loop element, a
        /// parameter.
        case changingValues
        /// Something out of sight (the calling type's members are declared elsewhere, the view itself).
        case unknown

        func encode(to writer: inout CompactWriter) {
            switch self {
            case .properties(let sources):
                writer.writeInteger(0)
                writer.write(sources)
            case .changingValues:
                writer.writeInteger(1)
            case .unknown:
                writer.writeInteger(2)
            }
        }

        init(from reader: inout CompactReader) throws {
            switch try reader.readInteger() {
            case 0: self = .properties(sources: try reader.read())
            case 1: self = .changingValues
            case 2: self = .unknown
            default: throw CompactCoding.Malformed()
            }
        }
    }

    /// The label under which a single trailing closure is recorded (`Picker(items: x) { … }` gives
    /// `Picker({}:`): no Swift label looks like it.
    static let trailingLabel = "{}"

    var argument: String
    var captures: Captures

    var isTrailing: Bool { argument.hasSuffix("(\(Self.trailingLabel):") }

    init(argument: String, captures: Captures) {
        self.argument = argument
        self.captures = captures
    }

    func encode(to writer: inout CompactWriter) {
        writer.write(argument)
        writer.write(captures)
    }

    init(from reader: inout CompactReader) throws {
        self.init(argument: try reader.read(), captures: try reader.read())
    }
}

/// A custom environment key a file sets, and the type whose code sets it (`""` for code outside any type).
struct EnvironmentKeyWrite: Sendable, Hashable, Comparable, CompactCodable {
    var key: String
    var writer: String
    /// The view made at the start of the modified chain (`DashButton(…).environment(\.tint, …)`): the value
    /// overrides the key for that one view. `""` when the value is given to content or a container.
    var target: String

    static func < (lhs: Self, rhs: Self) -> Bool { (lhs.key, lhs.writer, lhs.target) < (rhs.key, rhs.writer, rhs.target) }

    func encode(to writer: inout CompactWriter) {
        writer.write(key)
        writer.write(self.writer)
        writer.write(target)
    }

    init(key: String, writer: String, target: String) {
        self.key = key
        self.writer = writer
        self.target = target
    }

    init(from reader: inout CompactReader) throws {
        self.init(key: try reader.read(), writer: try reader.read(), target: try reader.read())
    }
}

/// The line where a file first shows a call-site fact (see `CallSiteFacts.FileRecord.witnessLines`).
@CompactCoded
struct WitnessLine: Sendable, Hashable {
    var key: String
    var line: Int
}

/// Why an argument changes while the view it is passed to is shown (`reads @State 'query'`), and `path:line` of
/// the call that passes that value.
struct ArgumentEvidence: Sendable, Equatable {
    var reason: String
    var site: String

    /// The call-site facts' witness key for the first call in a file that gives the argument a changing value.
    static func witnessKey(_ argument: String) -> String { "changes " + argument }
}

extension ProjectIndex {
    /// `path:line` of a place that shows a call-site fact: for a type, a construction a re-render repeats; for
    /// `Type(label:`, a call that passes it a changing value (directly or through a forwarding view).
    func callSiteWitness(_ key: String) -> String? { record(of: CallSiteFacts.self).witnesses[key] }

    /// A call that passes a value of its own for `key` (`Type(label:`): a changing one, else one it forwards from
    /// its own properties.
    func callSiteHoldingValue(_ key: String) -> String? {
        callSiteWitness(key) ?? callSiteWitness(CallSiteFacts.heldValueWitnessKey(key))
    }
    /// Environment keys some file sets with `.environment(\.key, …)` or `.transformEnvironment(\.key)`.
    var writtenEnvironmentKeys: Set<String> { record(of: CallSiteFacts.self).writtenEnvironmentKeys }
    /// The types whose code sets each custom environment key (`""` for code outside any type).
    var environmentKeyWriters: [String: Set<String>] { record(of: CallSiteFacts.self).environmentKeyWriters }
    /// For each custom key: the views its writes are applied to directly (`""` for content or a container).
    var environmentKeyTargets: [String: Set<String>] { record(of: CallSiteFacts.self).environmentKeyTargets }
    /// Methods of `extension View` in the project that put values into the environment.
    var environmentModifierFunctions: Set<String> { record(of: CallSiteFacts.self).environmentModifierFunctions }
    /// For each type of object some body supplies to its content with `.environmentObject(…)`, the types
    /// (views, modifiers) whose bodies do.
    var environmentObjectSuppliers: [String: Set<String>] { record(of: CallSiteFacts.self).environmentObjectSuppliers }
    /// Types some file constructs where a re-render makes them again.
    var rerenderedTypes: Set<String> { record(of: CallSiteFacts.self).rerenderedTypes }

    /// Whether a re-render makes the type declared in `file` again: `nil` when nothing does, else the `path:line`
    /// of a construction that shows it (`""` when none is known). Where the project declares several types of
    /// that name (an app's targets side by side, each with its own `LandingView`), a construction is taken for
    /// the declarations nearest to it in the folder tree, so the one in `file` is re-made only by constructions
    /// nearer to it than to the others.
    func rerenderingWitness(of type: String, declaredIn file: String) -> String? {
        let record = record(of: CallSiteFacts.self)
        guard record.rerenderedTypes.contains(type) else { return nil }
        let declared = declaringFiles(of: type)
        guard declared.count > 1, declared.contains(file) else { return record.witnesses[type] ?? "" }
        return record.rerenderingSites[type]?.first { FolderDistance.site($0, makes: file, among: declared) }
    }

    /// The files that declare a type of that name (extensions and protocols aside).
    func declaringFiles(of type: String) -> Set<String> {
        Set(declarations(named: type).filter { $0.kind != .extension && $0.kind != .protocol }.map(\.file))
    }
    /// Binding arguments every call site makes from the calling view's own `@State` (see `CallSiteFacts`).
    var stateOnlyBindingArguments: Set<String> { record(of: CallSiteFacts.self).stateOnlyBindingArguments }
    /// See `CallSiteFacts.ProjectRecord.passedArguments`.
    var passedArguments: Set<String> { record(of: CallSiteFacts.self).passedArguments }
    /// See `CallSiteFacts.ProjectRecord.varyingArguments`.
    var varyingArguments: Set<String> { record(of: CallSiteFacts.self).varyingArguments }
    /// See `CallSiteFacts.ProjectRecord.varyingValueArguments`.
    var varyingValueArguments: Set<String> { record(of: CallSiteFacts.self).varyingValueArguments }
    /// Classes whose instances hold nothing of their own: every stored property a `let` or kept in a store
    /// outside (`@AppStorage`), no initializer, no parent that may hold state.
    var statelessClasses: Set<String> { record(of: CallSiteFacts.self).statelessClasses }
    /// Whether instances of `type` publish nothing and hold only what their initializers are given: a new one
    /// made from the same values is the same again. What it inherits beyond plain protocols (`ObservableObject`)
    /// must be the project's protocols, through which it is an ObservableObject.
    func isArgumentHolder(_ type: String) -> Bool {
        guard let entry = record(of: CallSiteFacts.self).argumentHolders[type] else { return false }
        // Known at its declaration: an ObservableObject with no parent that may hold state.
        guard let parents = entry else { return true }
        return parents.allSatisfy { parent in
            let declared = declarations(named: parent)
            return !declared.isEmpty && declared.allSatisfy { $0.kind == .protocol }
        } && isObservableObject(type) == .yes
    }
    /// See `CallSiteFacts.ProjectRecord.initializerWork`.
    var initializerWork: [String: [String]] { record(of: CallSiteFacts.self).initializerWork }

    /// The work an initializer of `type` starts (`Type` or `Type(labels)`), when one declaration has that name: with
    /// several (`ViewModel` nested in many views), the work recorded may be another one's.
    func initializerWork(of key: String) -> [String]? {
        let type = String(key.prefix { $0 != "(" })
        guard declarations(named: type).filter({ $0.kind != .extension }).count <= 1 else { return nil }
        return initializerWork[key]
    }
    /// See `CallSiteFacts.ProjectRecord.platformParts`.
    var platformParts: [String: (property: String, object: String, place: String)] { record(of: CallSiteFacts.self).platformParts }
}
