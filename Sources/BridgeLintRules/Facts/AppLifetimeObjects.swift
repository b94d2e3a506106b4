import BridgeLintCore
import SwiftSyntax

/// Where the project makes each type's instances, sorted by how long the place keeps them: for as long as the app
/// runs (a `static` or global property's initial value), once per instance of a holder type (a stored property's
/// initial value, a `lazy var`'s, or an assignment in the holder's `init`), or anywhere else (a method, a closure,
/// a computed property, a view's body), where each call may make another.
///
/// A type whose every instance comes from an app-lifetime place (a static property, or a stored property of a
/// holder that itself lives as long as the app: an app delegate, an `App`, a class with a shared instance of
/// itself, or a type made only so) is made once for the app: a reference cycle in it frees nothing that would
/// ever be freed. Read by `combine-assign-retain-cycle`.
enum AppLifetimeObjects: FactRecorder {
    @CompactCoded
    struct Construction: CompactCodable, Sendable, Equatable {
        var type: String
        /// The type whose instances keep it, or "" for a static or global property.
        var holder: String
        var line: Int

        init(type: String, holder: String, line: Int) {
            (self.type, self.holder, self.line) = (type, holder, line)
        }
    }

    @CompactCoded
    struct FileRecord: CompactCodable, Sendable, Equatable {
        /// Constructions kept by a static property or by a holder's stored property.
        var kept: [Construction] = []
        /// Types constructed anywhere else, apart from previews and mocks, whose sample objects the app never makes,
        /// each with the line of its first such construction in the file.
        var elsewhere: [WitnessLine] = []
        /// Types that live as long as the app by themselves: an `@main` type or a class with a static instance of itself.
        var roots: [String] = []
        var path = ""

        init() {}
    }

    struct ProjectRecord: Sendable {
        /// Type → the holders that keep its instances ("" for a static or global property), each with `path:line`.
        var holders: [String: [String: String]] = [:]
        /// Type → `path:line` of one place that may make more than one (a method, a closure, a view's body).
        var elsewhere: [String: String] = [:]
        var roots: Set<String> = []
    }

    static let name = "app-lifetime-objects"

    /// The protocols whose conformers the system makes once and keeps for the app's life.
    static let appLifetimeProtocols: Set<String> = ["UIApplicationDelegate", "NSApplicationDelegate", "App"]

    static func record(in file: LintFile) -> FileRecord? {
        var record = FileRecord()
        var elsewhere: [String: Int] = [:]
        // What a test makes says nothing of how often the app makes it.
        let isTestFile = TestCode.isTestFile(file)
        for call in FileCalls.all(in: file) {
            guard let type = constructedType(call) else { continue }
            if let holder = keepingHolder(of: call) {
                let line = file.location(of: call.positionAfterSkippingLeadingTrivia).line
                record.kept.append(Construction(type: type, holder: holder, line: line))
            } else if !isTestFile, elsewhere[type] == nil, !TestCode.isPreviewOrMock(call) {
                // Asked once per type: the test walks up to the file's top for every call.
                elsewhere[type] = file.location(of: call.positionAfterSkippingLeadingTrivia).line
            }
        }
        for group in TypeGroups.all(in: file) where isRoot(group) {
            record.roots.append(group.name)
        }
        guard !record.kept.isEmpty || !elsewhere.isEmpty || !record.roots.isEmpty else { return nil }
        record.elsewhere = elsewhere.map { WitnessLine(key: $0.key, line: $0.value) }.sorted { $0.key < $1.key }
        record.path = file.path
        return record
    }

    static func merge(_ records: [FileRecord]) -> ProjectRecord {
        var project = ProjectRecord()
        for record in records {
            for construction in record.elsewhere where project.elsewhere[construction.key] == nil {
                project.elsewhere[construction.key] = "\(record.path):\(construction.line)"
            }
            project.roots.formUnion(record.roots)
            for construction in record.kept where project.holders[construction.type]?[construction.holder] == nil {
                project.holders[construction.type, default: [:]][construction.holder] = "\(record.path):\(construction.line)"
            }
        }
        return project
    }

    /// `Store(…)`, `Store.init(…)`: the type a call makes, when its name says so; for `.init(…)`, the type the
    /// variable it initialises is declared with (`var store: Store = .init()`, also through `{ .init() }()`).
    private static func constructedType(_ call: FunctionCallExprSyntax) -> String? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
           member.declName.baseName.text == "init" {
            return declaredType(initialisedBy: call)
        }
        return TypeNames.constructedTypeName(ExprSyntax(call))
    }

    private static func declaredType(initialisedBy call: FunctionCallExprSyntax) -> String? {
        var value = ExprSyntax(call)
        // `{ .init(…) }()`: the closure's only statement is the value of the call that runs it.
        if let item = value.parent?.as(CodeBlockItemSyntax.self), item.parent?.as(CodeBlockItemListSyntax.self)?.count == 1,
           let closure = item.parent?.parent?.as(ClosureExprSyntax.self),
           let applied = closure.parent?.as(FunctionCallExprSyntax.self), applied.calledExpression.id == closure.id {
            value = ExprSyntax(applied)
        }
        // `webView = .init(url: url)` in an initializer: the type the property is declared with.
        if let sequence = value.parent?.parent?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
           assignment.value.count == 1, assignment.value.first?.id == value.id {
            return DeclaredType.of(assignment.target)
        }
        guard let binding = value.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
              let type = binding.typeAnnotation?.type
        else { return nil }
        return TypeNames.simpleName(of: type)
    }

    /// The holder that keeps what `call` makes: "" for a static or global property's initial value, the type for
    /// an instance property's initial value or an assignment to one of its properties in its `init`; nil for any
    /// other place.
    private static func keepingHolder(of call: FunctionCallExprSyntax) -> String? {
        var child = Syntax(call)
        while let parent = child.parent {
            if let closure = parent.as(ClosureExprSyntax.self) {
                // `lazy var store: Store = { Store() }()`: a closure run once, where it is written.
                guard let applied = closure.parent?.as(FunctionCallExprSyntax.self),
                      applied.calledExpression.id == closure.id, applied.arguments.isEmpty
                else { return nil }
            } else if let initializer = parent.as(InitializerClauseSyntax.self) {
                guard let binding = initializer.parent?.as(PatternBindingSyntax.self),
                      let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
                else { return nil }
                return holder(of: variable)
            } else if let item = parent.as(CodeBlockItemSyntax.self), item.parent?.parent?.is(ClosureExprSyntax.self) != true {
                // `self.store = Store()` as a statement of an initializer.
                guard let initializer = item.parent?.parent?.parent?.as(InitializerDeclSyntax.self),
                      let assignment = item.item.as(SequenceExprSyntax.self).flatMap(Assignment.init),
                      assignment.value.count == 1, assignment.value.first.map({ Syntax($0).id == Syntax(call).id }) == true,
                      assignment.target.pathFromSelf?.count == 1
                else { return nil }
                return TypeMemberFacts.enclosingTypeName(of: initializer)
            } else if parent.is(MemberBlockItemSyntax.self) || parent.is(SourceFileSyntax.self)
                        || parent.is(FunctionDeclSyntax.self) || parent.is(AccessorBlockSyntax.self) {
                return nil
            }
            child = parent
        }
        return nil
    }

    /// A static property, or a global one, lives as long as the app; an instance property as long as its holder.
    private static func holder(of variable: VariableDeclSyntax) -> String? {
        let isStatic = variable.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        if isStatic { return "" }
        if let item = variable.parent?.as(CodeBlockItemSyntax.self) {
            // A global at the top of a file; a local of an initializer, made once per instance of its type
            // (`let state = UpdaterState(); updaterState = state`); not a local of a function or closure.
            if item.parent?.parent?.is(SourceFileSyntax.self) == true { return "" }
            guard let initializer = item.parent?.parent?.parent?.as(InitializerDeclSyntax.self) else { return nil }
            return TypeMemberFacts.enclosingTypeName(of: initializer)
        }
        guard variable.parent?.is(MemberBlockItemSyntax.self) == true else { return nil }
        return TypeMemberFacts.enclosingTypeName(of: variable)
    }

    /// `@main`/`@UIApplicationMain` classes, and classes with a static instance of themselves: `static let shared =
    /// Store()`, or one only the class can make (its initializers are private) kept in a static property
    /// (`private static var instance: Store?` filled on first use).
    private static func isRoot(_ group: TypeGroups.Group) -> Bool {
        // An `App` struct is known by its conformance (`appLifetimeProtocols`).
        guard let declaration = group.declaration, declaration.is(ClassDeclSyntax.self) else { return false }
        if !Set(TypeNames.attributeNames(declaration.attributes)).isDisjoint(with: TypeNames.entryPointAttributes) {
            return true
        }
        if sharedInstanceName(of: OwningClass(name: group.name, members: group.members)) != nil {
            return true
        }
        return onlyItselfMakes(group) && keepsStaticInstance(group)
    }

    /// `static let shared = Store()` (or `= .init()`, `= Self()`, or a `static var` made so): the name of an
    /// instance made once for the whole app.
    private static func sharedInstanceName(of owner: OwningClass) -> String? {
        for member in owner.members {
            guard let variable = member.as(VariableDeclSyntax.self),
                  variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { continue }
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value else { continue }
                if let constructed = TypeNames.constructedTypeName(value), constructed == owner.name || constructed == "Self" {
                    return name
                }
                if let call = value.as(FunctionCallExprSyntax.self),
                   call.calledExpression.as(MemberAccessExprSyntax.self).map({ $0.base == nil && $0.declName.baseName.text == "init" }) == true {
                    return name
                }
            }
        }
        return nil
    }

    private static func onlyItselfMakes(_ group: TypeGroups.Group) -> Bool {
        let initializers = group.members.compactMap { $0.as(InitializerDeclSyntax.self) }
        return !initializers.isEmpty && initializers.allSatisfy { initializer in
            initializer.modifiers.contains { [.keyword(.private), .keyword(.fileprivate)].contains($0.name.tokenKind) }
        }
    }

    private static func keepsStaticInstance(_ group: TypeGroups.Group) -> Bool {
        group.members.contains { member in
            guard let variable = member.as(VariableDeclSyntax.self),
                  variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) })
            else { return false }
            return variable.bindings.contains { binding in
                binding.accessorBlock == nil
                    && binding.typeAnnotation.flatMap { TypeNames.simpleName(of: $0.type) } == group.name
            }
        }
    }
}

/// A place the project makes a type's instances that may make more than one over the app's run.
enum RepeatedConstruction: Equatable {
    /// Made in a method, a closure or a view's body (`path:line`): each run makes another.
    case perRun(type: String, place: String)
    /// Kept by a stored property of `holder` (`path:line`): one per holder made.
    case perHolder(type: String, holder: String, place: String)
}

extension ProjectIndex {
    /// See `AppLifetimeObjects`.
    var appLifetimeObjects: AppLifetimeObjects.ProjectRecord { record(of: AppLifetimeObjects.self) }

    /// Where the project makes its only instances of `type` for as long as the app runs (`path:line` of one such
    /// place), or nil when some instance may come from a place that makes more, or none is seen.
    func appLifetimeConstruction(of type: String) -> String? {
        var visiting: Set<String> = []
        return appLifetimeConstruction(of: type, visiting: &visiting)
    }

    private func appLifetimeConstruction(of type: String, visiting: inout Set<String>) -> String? {
        let record = appLifetimeObjects
        guard visiting.insert(type).inserted, record.elsewhere[type] == nil,
              let holders = record.holders[type], !holders.isEmpty
        else { return nil }
        for holder in holders.keys where !holder.isEmpty && !livesAsLongAsTheApp(holder, visiting: &visiting) {
            return nil
        }
        return holders.values.sorted().first
    }

    /// Where the project makes instances of `type` (or of a subclass) that are not kept for the app's whole run:
    /// a place that makes one each time it runs, else a holder's stored property, made once per holder. `nil`
    /// when the project shows no construction of it.
    func repeatedConstruction(of type: String) -> RepeatedConstruction? {
        if let own = repeatedConstruction(ofExactly: type) { return own }
        // A base class is made through its subclasses (looked for only then: most owners are made themselves).
        let record = appLifetimeObjects
        let subclasses = Set(record.elsewhere.keys).union(record.holders.keys).sorted().filter { made in
            made != type && conforms(made, to: [type]) == .yes
        }
        return subclasses.lazy.compactMap { self.repeatedConstruction(ofExactly: $0) }.first
    }

    private func repeatedConstruction(ofExactly type: String) -> RepeatedConstruction? {
        let record = appLifetimeObjects
        if let place = record.elsewhere[type] { return .perRun(type: type, place: place) }
        guard let (holder, place) = record.holders[type]?.filter({ !$0.key.isEmpty }).min(by: { $0.key < $1.key }) else {
            return nil
        }
        return .perHolder(type: type, holder: holder, place: place)
    }

    /// Whether `type` lives as long as the app by itself: an app delegate, an `App`, a class with a shared instance
    /// of itself.
    func isAppLifetimeRoot(_ type: String) -> Bool {
        appLifetimeObjects.roots.contains(type) || conforms(type, to: AppLifetimeObjects.appLifetimeProtocols) == .yes
    }

    private func livesAsLongAsTheApp(_ type: String, visiting: inout Set<String>) -> Bool {
        appLifetimeObjects.roots.contains(type)
            || conforms(type, to: AppLifetimeObjects.appLifetimeProtocols) == .yes
            || appLifetimeConstruction(of: type, visiting: &visiting) != nil
    }
}
