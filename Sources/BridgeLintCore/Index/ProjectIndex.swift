/// Cross-file facts about the whole project, built once every file has been read.
///
/// Answers are three-valued: when a type or one of its ancestors is declared outside
/// the project, the index says `.unknown` and rules stay silent.
public struct ProjectIndex: Sendable {
    private var declarations: [String: [TypeFact]] = [:]
    private var extensions: [String: [TypeFact]] = [:]
    private var typealiases: [String: Set<String>] = [:]
    /// Alias names by the type they name, so `extension AppStore: P` counts for `Store` when `typealias AppStore = Store`.
    private var aliasesOf: [String: Set<String>] = [:]
    private let conformanceCache = ConformanceCache()
    public private(set) var environmentKeys: Set<String> = []
    /// Environment keys some file sets with `.environment(\.key, …)` or `.transformEnvironment(\.key)`.
    public private(set) var writtenEnvironmentKeys: Set<String> = []
    /// Types of objects some view's body supplies to its content with `.environmentObject(Type(…))`.
    public private(set) var environmentObjectsSuppliedInViews: Set<String> = []
    /// Types some file constructs where a re-render makes them again (see `FileFacts.rerenderedTypes`).
    public private(set) var rerenderedTypes: Set<String> = []
    /// `Type(label:` for labelled arguments some call gives a non-constant value, forwarded or not.
    public private(set) var passedArguments: Set<String> = []
    /// The `passedArguments` whose value can change: some call gives one that is not a forwarded view
    /// property, or forwards a property whose own call sites pass a changing value.
    public private(set) var varyingArguments: Set<String> = []
    /// Members some file reads off another object and hands on (see `FileFacts.membersHandedOn`).
    public private(set) var membersHandedOn: Set<String> = []
    /// The `passedArguments` whose value can differ between renders once references are looked through: like
    /// `varyingArguments`, but the calling view's own object (`Editor(model: model)`) is the same on every
    /// render, and a closure literal varies only when it captures a value that does (a local, a loop element,
    /// or a plain property of the calling view whose own call sites vary), not when it reaches only `@State`,
    /// bindings or objects, which an old copy of it reaches as well as a new one.
    public private(set) var varyingValueArguments: Set<String> = []
    /// Whether the project has a SwiftUI entry point (`@main struct …: App`): then its UIKit and AppKit
    /// hierarchies usually sit inside SwiftUI, and hosting controllers in them inherit the app's environment.
    public private(set) var declaresSwiftUIApp = false
    /// The project's Info.plist files, when the linted paths contain any.
    public private(set) var infoPlists: [InfoPlistFact] = []

    /// External types known to bring no Observation or Combine conformance with them,
    /// so a project type inheriting only from these can be answered with certainty.
    static let knownUnrelatedExternalTypes: Set<String> = [
        "NSObject", "AnyObject", "Identifiable", "Hashable", "Equatable", "Comparable", "Codable",
        "Encodable", "Decodable", "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "CaseIterable", "Error", "LocalizedError", "RawRepresentable", "Any", "Observable", "ObservableObject",
    ]

    public init(_ files: some Sequence<FileFacts>, infoPlists: [InfoPlistFact] = []) {
        self.infoPlists = infoPlists
        var forwards: [ForwardedArgument] = []
        var valueForwards: [ForwardedArgument] = []
        for facts in files {
            for type in facts.types {
                if type.kind == .extension {
                    extensions[type.name, default: []].append(type)
                } else {
                    declarations[type.name, default: []].append(type)
                }
                if type.attributes.contains("main"), type.inheritedTypes.contains("App") {
                    declaresSwiftUIApp = true
                }
            }
            for alias in facts.typealiases {
                typealiases[alias.name, default: []].insert(alias.target)
                aliasesOf[alias.target, default: []].insert(alias.name)
            }
            environmentKeys.formUnion(facts.environmentKeys)
            writtenEnvironmentKeys.formUnion(facts.writtenEnvironmentKeys)
            environmentObjectsSuppliedInViews.formUnion(facts.environmentObjectsSuppliedInViews)
            rerenderedTypes.formUnion(facts.rerenderedTypes)
            passedArguments.formUnion(facts.variableArguments)
            varyingArguments.formUnion(facts.variableArguments)
            membersHandedOn.formUnion(facts.membersHandedOn)
            varyingValueArguments.formUnion(facts.variableArguments)
            for forward in facts.forwardedArguments {
                passedArguments.insert(forward.argument)
                forwards.append(forward)
                valueForwards.append(forward)
            }
            // To every other rule, objects and closures passed in are changing values, as any other expression.
            passedArguments.formUnion(facts.objectArguments)
            varyingArguments.formUnion(facts.objectArguments)
            for closure in facts.closureArguments {
                // Trailing closures were never call-site arguments to the other rules.
                if !closure.isTrailing {
                    passedArguments.insert(closure.argument)
                    varyingArguments.insert(closure.argument)
                }
                switch closure.captures {
                case .changingValues: varyingValueArguments.insert(closure.argument)
                case .properties(let sources): valueForwards.append(ForwardedArgument(argument: closure.argument, sources: sources))
                case .unknown: break
                }
            }
        }
        varyingArguments = Self.closeOver(forwards, from: varyingArguments)
        varyingValueArguments = Self.closeOver(valueForwards, from: varyingValueArguments)
    }

    /// Adds every forwarded argument one of whose sources varies, until nothing more does (forwarding chains
    /// through several views; cycles end because the set only grows).
    private static func closeOver(_ forwards: [ForwardedArgument], from varying: Set<String>) -> Set<String> {
        var varying = varying
        var pending = forwards
        var changed = true
        while changed {
            changed = false
            pending.removeAll { forward in
                guard forward.sources.contains(where: varying.contains) else { return false }
                varying.insert(forward.argument)
                changed = true
                return true
            }
        }
        return varying
    }

    /// Every declaration of a type with this simple name (several when nested types share a name).
    public func declarations(named name: String) -> [TypeFact] {
        declarations[name] ?? []
    }

    /// The simple names of every type the project declares, sorted.
    public var declaredTypeNames: [String] {
        declarations.keys.sorted()
    }

    /// Every extension of a type with this simple name, including extensions written through a typealias of it.
    public func extensions(of name: String) -> [TypeFact] {
        var result = extensions[name] ?? []
        var seen: Set<String> = [name]
        var pending = Array(aliasesOf[name] ?? [])
        while let alias = pending.popLast() {
            guard seen.insert(alias).inserted else { continue }
            result += extensions[alias] ?? []
            pending += aliasesOf[alias] ?? []
        }
        return result
    }

    /// Whether `type` is, conforms to, inherits from or refines one of `targets`,
    /// following typealiases, extensions, superclasses and refined protocols.
    /// `@Observable` and `@Model` count as a conformance to `Observable`.
    public func conforms(_ type: String, to targets: Set<String>) -> Knowledge {
        if let known = conformanceCache.answer(type, targets: targets) { return known }
        var answered: [String: Knowledge?] = [:]
        var metCycle = false
        let answer = conforms(type, to: targets, answered: &answered, metCycle: &metCycle)
        // An answer worked out around a cycle may depend on where the walk started: keep only the asked one.
        conformanceCache.record(metCycle ? [type: answer] : answered.compactMapValues { $0 }, targets: targets)
        return answer
    }

    /// Whether `type` is a class observed through the Observation framework (`@Observable`, `@Model`, or a subclass).
    public func isObservable(_ type: String) -> Knowledge {
        conforms(type, to: ["Observable"])
    }

    /// Whether `type` conforms to Combine's `ObservableObject`, directly or through a superclass or protocol.
    public func isObservableObject(_ type: String) -> Knowledge {
        conforms(type, to: ["ObservableObject"])
    }

    /// `answered` holds each type's answer once known, and nil while it is being worked out (a cycle answers
    /// `.no`): every type is looked at once per question, however many paths lead to it. Without that, a
    /// project whose types share deep protocol hierarchies took exponential time.
    private func conforms(_ type: String, to targets: Set<String>, answered: inout [String: Knowledge?],
                          metCycle: inout Bool) -> Knowledge {
        if targets.contains(type) { return .yes }
        if let known = answered[type] {
            if known == nil { metCycle = true }
            return known ?? .no
        }
        if let known = conformanceCache.answer(type, targets: targets) { return known }
        answered[type] = .some(nil)
        let answer = uncachedConforms(type, to: targets, answered: &answered, metCycle: &metCycle)
        answered[type] = answer
        return answer
    }

    private func uncachedConforms(_ type: String, to targets: Set<String>, answered: inout [String: Knowledge?],
                                  metCycle: inout Bool) -> Knowledge {
        let declared = declarations(named: type)
        if declared.isEmpty {
            if let aliasTargets = typealiases[type] {
                var answers: [Knowledge] = []
                for target in aliasTargets.sorted() {
                    answers.append(conforms(target, to: targets, answered: &answered, metCycle: &metCycle))
                }
                return Knowledge.any(answers)
            }
            return Self.knownUnrelatedExternalTypes.contains(type) ? .no : .unknown
        }
        let extensionParents = extensions(of: type).flatMap(\.inheritedTypes)
        var answers: [Knowledge] = []
        for declaration in declared {
            var parents = declaration.inheritedTypes + extensionParents
            if declaration.kind == .class,
               !BridgeVocabulary.observationMacros.isDisjoint(with: declaration.attributes) {
                parents.append("Observable")
            }
            var parentAnswers: [Knowledge] = []
            for parent in parents {
                parentAnswers.append(conforms(parent, to: targets, answered: &answered, metCycle: &metCycle))
            }
            answers.append(Knowledge.any(parentAnswers))
        }
        return Knowledge.agreed(answers)
    }
}
