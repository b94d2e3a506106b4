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
    /// Custom environment values whose type is optional, so their default is nil.
    public private(set) var optionalEnvironmentKeys: Set<String> = []
    /// Whether the project has a SwiftUI entry point (`@main struct …: App`): then its UIKit and AppKit
    /// hierarchies usually sit inside SwiftUI, and hosting controllers in them inherit the app's environment.
    public private(set) var declaresSwiftUIApp = false
    /// Whether the project has an app's entry point (`@main`, `@UIApplicationMain`): then the whole app is in
    /// sight, and a type nothing in it uses is dead code rather than code whose users are elsewhere.
    public private(set) var declaresEntryPoint = false
    /// The project's Info.plist files, when the linted paths contain any.
    public private(set) var infoPlists: [InfoPlistFact] = []
    /// Hashes of the type names the project uses outside previews, and inside them (see `TypeUse`).
    private var mentionedTypes: Set<UInt64> = []
    private var previewMentionedTypes: Set<UInt64> = []
    /// Each recorder's project-wide record, by recorder name (see `record(of:)`).
    private var records: [String: any Sendable] = [:]

    /// External types known to bring no Observation or Combine conformance with them,
    /// so a project type inheriting only from these can be answered with certainty.
    static let knownUnrelatedExternalTypes: Set<String> = [
        "NSObject", "AnyObject", "Identifiable", "Hashable", "Equatable", "Comparable", "Codable",
        "Encodable", "Decodable", "Sendable", "CustomStringConvertible", "CustomDebugStringConvertible",
        "CaseIterable", "Error", "LocalizedError", "RawRepresentable", "Any", "Observable", "ObservableObject",
    ]

    /// - Parameter recorders: whose records to merge; the rules' `factRecorders` (see `FactRecorders.of`).
    public init(_ files: [FileFacts], infoPlists: [InfoPlistFact] = [], recorders: [any FactRecorder.Type] = []) {
        self.infoPlists = infoPlists
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
                if !TypeNames.entryPointAttributes.isDisjoint(with: type.attributes) {
                    declaresEntryPoint = true
                }
            }
            for alias in facts.typealiases {
                typealiases[alias.name, default: []].insert(alias.target)
                aliasesOf[alias.target, default: []].insert(alias.name)
            }
            environmentKeys.formUnion(facts.environmentKeys)
            optionalEnvironmentKeys.formUnion(facts.optionalEnvironmentKeys)
            mentionedTypes.formUnion(facts.typeUse.mentions)
            previewMentionedTypes.formUnion(facts.typeUse.previewMentions)
        }
        for recorder in recorders {
            records[recorder.name] = recorder.merged(from: files)
        }
    }

    /// Whether the project uses the type `name` outside its own declarations and extensions.
    public func usage(of name: String) -> TypeUsage {
        let hash = TypeUse.hash(name)
        if mentionedTypes.contains(hash) { return .used }
        return previewMentionedTypes.contains(hash) ? .onlyInPreviews : .unused
    }

    /// What `recorder` recorded about every file, merged. A recorder no rule of this run lists merges nothing.
    public func record<Recorder: FactRecorder>(of recorder: Recorder.Type) -> Recorder.ProjectRecord {
        records[recorder.name] as? Recorder.ProjectRecord ?? recorder.merge([])
    }

    /// Every declaration of a type with this simple name (several when nested types share a name).
    public func declarations(named name: String) -> [TypeFact] {
        declarations[name] ?? []
    }

    /// Whether the project declares a protocol of that name: a value declared with it may be of any adopting type.
    public func declaresProtocol(_ name: String) -> Bool {
        declarations(named: name).contains { $0.kind == .protocol }
    }

    /// The name itself and the types it names through typealiases (`typealias Player = StreamingPlayer`).
    public func namesThroughAliases(_ name: String) -> [String] {
        var result = [name]
        var index = 0
        while index < result.count, result.count < 10 {
            for target in (typealiases[result[index]] ?? []).sorted() where !result.contains(target) { result.append(target) }
            index += 1
        }
        return result
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
                // A class inheriting a name being worked out is not inheriting itself: it is a protocol of the same
                // name (`class StateModel: BaseStateModel` whose base adopts `protocol StateModel: ObservableObject`).
                if let inProgress = answered[parent], inProgress == nil, declaration.kind != .protocol {
                    let protocols = declarations(named: parent).filter { $0.kind == .protocol }
                    let inherited = protocols.flatMap(\.inheritedTypes).filter { $0 != parent }
                    if !inherited.isEmpty {
                        parentAnswers.append(Knowledge.any(inherited.map {
                            conforms($0, to: targets, answered: &answered, metCycle: &metCycle)
                        }))
                        continue
                    }
                }
                parentAnswers.append(conforms(parent, to: targets, answered: &answered, metCycle: &metCycle))
            }
            answers.append(Knowledge.any(parentAnswers))
        }
        return Knowledge.agreed(answers)
    }
}
