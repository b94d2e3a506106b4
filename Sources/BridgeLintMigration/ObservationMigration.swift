import BridgeLintCore
import SwiftSyntax

/// Plans, class by class, the move of a project from ObservableObject to `@Observable`: which classes
/// migrate and the text of every file they change, and why the others are left alone. A class migrates
/// whole or not at all: its declaration and every use site in the project, in one change.
public struct ObservationMigration {
    /// What the command asks for besides the sources.
    public struct Options: Sendable {
        /// Only these classes may migrate (`--only`); nil for all.
        public var only: Set<String>?
        /// Whether a file may be written; a class touching a file that may not is blocked.
        public var isWritable: @Sendable (String) -> Bool
        /// Files of the project that could not be read: any class may have use sites there, so all are blocked.
        public var unreadableFiles: [String]

        public init(only: Set<String>? = nil, isWritable: @escaping @Sendable (String) -> Bool = { _ in true },
                    unreadableFiles: [String] = []) {
            self.only = only
            self.isWritable = isWritable
            self.unreadableFiles = unreadableFiles
        }
    }

    private let context: MigrationContext
    private let options: Options

    /// - Parameters:
    ///   - sources: every file of the project (path, text): use sites are looked for in all of them.
    ///   - index: the project index of the same sources (`Linter.index(sources:)`), for conformance questions.
    public init(sources: [(path: String, text: String)], index: ProjectIndex, deploymentTargets: PlatformVersions,
                options: Options = Options()) {
        self.context = MigrationContext(sources: sources, index: index, deploymentTargets: deploymentTargets)
        self.options = options
    }

    /// Class names given to `--only` that name no ObservableObject class of the project.
    public func unknownSelections() -> [String] {
        let known = Set(plan().classes.map(\.name))
        return (options.only ?? []).filter { !known.contains($0) }.sorted()
    }

    public func plan() -> MigrationPlan {
        var works = classWorks()
        let published = publishedNames()
        let combine = CombineUses(context: context, published: published).find()
            + ConstraintUses(context: context, classNames: Set(works.keys)).find()
        var everyClass: [Blocker] = []
        for found in combine {
            guard let name = found.className else {
                everyClass.append(found.blocker)
                continue
            }
            works[name]?.block(found.blocker.kind, found.blocker.reason, at: found.blocker.location)
            if let subscriber = found.subscriber {
                works[name]?.uikitReplacement = uikitReplacement(subscriber: subscriber, at: found.blocker.location)
            }
        }
        everyClass += useSites(&works)
        everyClass += options.unreadableFiles.map {
            Blocker(.unresolvedUse, "\($0) could not be read: its use sites are not known", at: CodeLocation(file: $0, line: 1))
        }
        for name in works.keys {
            for blocker in everyClass { works[name]?.block(blocker.kind, blocker.reason, at: blocker.location) }
            checkFiles(&works[name]!)
        }
        return finish(works)
    }

    // MARK: Classes

    /// One work item per ObservableObject class of the project; those that do not list ObservableObject
    /// themselves (a subclass, a protocol's conformer, an extension's) are blocked at once.
    private func classWorks() -> [String: ClassWork] {
        let declarations = context.all(\.classes)
        var works: [String: ClassWork] = [:]
        for (source, declaration) in declarations {
            let name = declaration.name.text
            let direct = TypeNames.inheritedNames(declaration.inheritanceClause).contains("ObservableObject")
            guard direct || context.index.isObservableObject(name) == .yes else { continue }
            let here = context.location(of: declaration, in: source)
            if works[name] != nil {
                works[name]?.block(.unsupportedUse, "several classes are named \(name): their use sites cannot be told apart", at: here)
                continue
            }
            var work = ClassWork(name: name, location: here, declaringSource: source)
            if context.index.declarations(named: name).count > 1 {
                work.block(.unsupportedUse, "several types are named \(name): their use sites cannot be told apart", at: here)
            }
            if direct {
                ClassRewrite(context: context, source: source, declaration: declaration).apply(to: &work)
            } else {
                blockIndirect(declaration, &work)
            }
            works[name] = work
        }
        // A class with a subclass cannot migrate alone; the subclass is blocked as indirect above.
        for (source, declaration) in declarations {
            for parent in TypeNames.inheritedNames(declaration.inheritanceClause) where works[parent] != nil {
                works[parent]?.block(.hierarchy, "its subclass \(declaration.name.text) would have to migrate with it",
                                     at: context.location(of: declaration, in: source))
            }
        }
        for (source, conformance) in context.all(\.conformingExtensions) {
            guard let name = TypeNames.simpleName(of: conformance.extendedType) else { continue }
            works[name]?.block(.hierarchy, "conforms to ObservableObject in an extension", at: context.location(of: conformance, in: source))
        }
        return works
    }

    private func blockIndirect(_ declaration: ClassDeclSyntax, _ work: inout ClassWork) {
        for parent in TypeNames.inheritedNames(declaration.inheritanceClause) where context.index.isObservableObject(parent) == .yes {
            let kind = context.index.declarations(named: parent).first?.kind == .protocol ? "protocol" : "superclass"
            work.block(.hierarchy, "is an ObservableObject through its \(kind) \(parent), which would have to migrate with it",
                       at: work.location)
        }
    }

    private func publishedNames() -> [String: Set<String>] {
        var names: [String: Set<String>] = [:]
        for (source, declaration) in context.all(\.classes) {
            let rewrite = ClassRewrite(context: context, source: source, declaration: declaration)
            let direct = TypeNames.inheritedNames(declaration.inheritanceClause).contains("ObservableObject")
            guard direct || context.index.isObservableObject(declaration.name.text) == .yes else { continue }
            names[declaration.name.text, default: []].formUnion(rewrite.publishedNames)
        }
        return names
    }

    // MARK: Use sites

    /// Plans the wrappers, backing storage and `.environmentObject` calls; returns the blockers of uses whose
    /// type cannot be told, which concern every class.
    private func useSites(_ works: inout [String: ClassWork]) -> [Blocker] {
        var everyClass: [Blocker] = []
        let rewrite = UseSiteRewrite(context: context)
        var linkedConstructions: Set<SyntaxIdentifier> = []
        for (source, declaration) in context.all(\.wrapperProperties) {
            guard let property = WrapperProperty(source: source, declaration: declaration, resolver: context.resolver),
                  !property.holdsGenericParameter
            else { continue }
            let here = context.location(of: declaration, in: source)
            guard let type = property.heldType else {
                everyClass.append(Blocker(.unresolvedUse, "the type held by `\(property.description)` cannot be told", at: here))
                continue
            }
            for (_, call) in rewrite.backingUses(of: property).constructions { linkedConstructions.insert(call.id) }
            if works[type] != nil {
                rewrite.rewrite(property, &works[type]!)
            } else if !context.table.declaredTypes.contains(type), type != TypeResolver.externalValue {
                var external = works[type] ?? ClassWork(name: type, location: here, declaringSource: nil)
                external.block(.outsideLintedPaths, "\(type) is declared outside the linted paths (held by `\(property.description)`)", at: here)
                works[type] = external
            }
        }
        for (source, call) in context.all(\.wrapperConstructions)
        where !linkedConstructions.contains(call.id) && call.calledExpression.trimmedDescription != ".init" {
            let here = context.location(of: call, in: source)
            let type = call.arguments.first.flatMap { context.resolver.type(of: $0.expression) }
            if let type {
                works[type]?.block(.unsupportedUse, "`\(call.calledExpression.trimmedDescription)(…)` is built where no wrapper property takes it", at: here)
            } else {
                everyClass.append(Blocker(.unresolvedUse, "the type given to `\(call.calledExpression.trimmedDescription)(…)` cannot be told", at: here))
            }
        }
        for (source, call) in context.all(\.environmentObjectCalls) {
            let here = context.location(of: call, in: source)
            guard call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
                  let type = context.resolver.type(of: argument.expression)
            else {
                everyClass.append(Blocker(.unresolvedUse, "the type given to `.environmentObject(…)` cannot be told", at: here))
                continue
            }
            if works[type]?.declaringSource != nil {
                rewrite.rewriteEnvironmentCall(call, in: source, &works[type]!)
            }
        }
        return everyClass
    }

    // MARK: Files

    /// The deployment target of every file the class touches, and whether each may be written.
    private func checkFiles(_ work: inout ClassWork) {
        for source in work.touchedSources.sorted() {
            let file = context.sources[source]
            if let problem = DeploymentCheck.problem(for: file.platforms, targets: context.deploymentTargets) {
                work.block(.deploymentTarget, problem, at: nil)
            }
            if work.edits[source] != nil, !options.isWritable(file.path) {
                work.block(.unwritable, "\(file.path) is read-only", at: CodeLocation(file: file.path, line: 1))
            }
        }
    }

    /// What a UIKit or AppKit subscriber would need instead, for the deployment target.
    private func uikitReplacement(subscriber: String, at location: CodeLocation?) -> String {
        let where_ = location.map { " (\($0))" } ?? ""
        let iOS = context.deploymentTargets[.iOS]
        let appKit = subscriber.hasPrefix("NS") || context.index.declarations(named: subscriber).contains { $0.inheritedTypes.contains { $0.hasPrefix("NS") } }
        let replacement: String
        if appKit {
            replacement = "a withObservationTracking loop that re-arms itself in onChange (macOS 14+)"
        } else if let iOS, iOS >= OSVersion(26) {
            replacement = "read the properties in updateProperties() (iOS 26 tracks them automatically)"
        } else if let iOS, iOS >= OSVersion(18) {
            replacement = "read the properties in viewWillLayoutSubviews()/layoutSubviews() with UIObservationTrackingEnabled (iOS 18+), or a withObservationTracking loop"
        } else {
            replacement = "a withObservationTracking loop that re-arms itself in onChange (iOS 17+)"
        }
        return "\(subscriber) subscribes through Combine\(where_); replacement: \(replacement). Not generated: the pipeline has to be rewritten by hand"
    }

    // MARK: Applying

    /// Accepts the unblocked, selected classes whose edits fit together, applies them, and blocks every class
    /// of a file whose result would parse worse, until what is left applies cleanly.
    private func finish(_ works: [String: ClassWork]) -> MigrationPlan {
        var works = works
        var rejected: Set<String> = []
        while true {
            var sets: [Int: EditSet] = [:]
            var accepted: [String] = []
            for name in works.keys.sorted() {
                guard let work = works[name], isCandidate(work), !rejected.contains(name) else { continue }
                let edits = work.edits
                if edits.contains(where: { !(sets[$0.key] ?? EditSet()).accepts($0.value) }) {
                    works[name]?.block(.unsupportedUse, "its edits overlap another class's", at: work.location)
                    continue
                }
                for (source, list) in edits { sets[source, default: EditSet()].add(list) }
                accepted.append(name)
            }
            let declaring = Set(accepted.compactMap { works[$0]?.declaringSource })
            for source in declaring.sorted() {
                if let edit = importEdit(in: source) { sets[source, default: EditSet()].addFirst(edit) }
            }
            var files: [MigrationPlan.FileChange] = []
            var worse: Set<Int> = []
            for (source, set) in sets.sorted(by: { $0.key < $1.key }) {
                let file = context.sources[source]
                let migrated = set.apply(to: file.text)
                guard migrated != file.text else { continue }
                if Fixer.syntaxErrorCount(migrated) > Fixer.syntaxErrorCount(file.text) {
                    worse.insert(source)
                }
                files.append(.init(path: file.path, original: file.text, migrated: migrated))
            }
            if worse.isEmpty {
                return MigrationPlan(classes: classPlans(works, accepted: Set(accepted)), changedFiles: files)
            }
            for name in accepted where !works[name]!.touchedSources.isDisjoint(with: worse) {
                let file = context.sources[works[name]!.touchedSources.intersection(worse).min()!].path
                works[name]?.block(.unwritable, "the migrated \(file) would not parse as cleanly as before", at: nil)
                rejected.insert(name)
            }
        }
    }

    private func isCandidate(_ work: ClassWork) -> Bool {
        work.blockers.isEmpty && work.declaringSource != nil && (options.only?.contains(work.name) ?? true)
    }

    /// `import Observation` for a file that declares a migrating class and imports neither it nor SwiftUI.
    private func importEdit(in source: Int) -> TextEdit? {
        let tree = context.sources[source].tree
        let imports = tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self) }
        let modules = Set(imports.compactMap { $0.path.first?.name.text })
        guard modules.isDisjoint(with: ["SwiftUI", "Observation"]) else { return nil }
        if let last = imports.last {
            return .insert("\nimport Observation", after: last)
        }
        return tree.statements.first.map { .insert("import Observation\n\n", before: $0) }
    }

    private func classPlans(_ works: [String: ClassWork], accepted: Set<String>) -> [ClassPlan] {
        works.values.map { work in
            let status: ClassPlan.Status
            if accepted.contains(work.name) {
                status = .migrates
            } else if !work.blockers.isEmpty || work.declaringSource == nil {
                status = .blocked
            } else {
                status = .notSelected
            }
            return ClassPlan(name: work.name, location: work.location, status: status,
                             blockers: work.blockers.sorted { ($0.location ?? work.location) < ($1.location ?? work.location) },
                             changes: work.changes.sorted { $0.location < $1.location }, uikitReplacement: work.uikitReplacement,
                             notes: work.notes)
        }
        .sorted { ($0.location, $0.name) < ($1.location, $1.name) }
    }
}
