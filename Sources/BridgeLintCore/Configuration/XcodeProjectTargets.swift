import Foundation

/// The native targets of an Xcode project (`project.pbxproj`), as far as concurrency goes: whether each makes code
/// isolated to no actor main-actor isolated (`SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor`), and which files it
/// compiles. A project whose app target opts in while its widget or test target does not compiles one file under
/// one setting or the other depending on the target: only the targets that compile a file decide for it.
public struct XcodeProjectTargets: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public var name: String
        public var isolation: ConcurrencyDefaults
        /// Folders (relative to the project's folder) Xcode keeps in sync with the target: every file under one
        /// belongs to it, except `excluded` (paths relative to the project's folder).
        public var syncedFolders: [String] = []
        public var excluded: Set<String> = []
        /// File names its Sources phase lists (classic groups).
        public var sourceNames: Set<String> = []
    }

    public var targets: [Target] = []

    /// From the text of a `project.pbxproj`; nil when it cannot be read as one.
    public static func read(_ text: String) -> XcodeProjectTargets? {
        guard let root = PropertyListText.parse(text)?.dictionary, let objects = root["objects"]?.dictionary else { return nil }
        func object(_ id: PropertyListText.Value?) -> [String: PropertyListText.Value]? {
            id?.string.flatMap { objects[$0]?.dictionary }
        }
        let project = objects.values.compactMap(\.dictionary).first { $0["isa"]?.string == "PBXProject" }
        let projectSettings = settingsList(object(project?["buildConfigurationList"]), in: object)
        let parents = groupParents(objects)
        var result = XcodeProjectTargets()
        for (targetID, value) in objects.sorted(by: { $0.key < $1.key }) {
            guard let target = value.dictionary, target["isa"]?.string == "PBXNativeTarget" else { continue }
            let settings = settingsList(object(target["buildConfigurationList"]), in: object)
            var found = Target(name: target["name"]?.string ?? "", isolation: isolation(of: settings, over: projectSettings))
            for groupID in target["fileSystemSynchronizedGroups"]?.array ?? [] {
                guard let id = groupID.string, let group = objects[id]?.dictionary else { continue }
                let folder = path(of: id, objects: objects, parents: parents)
                found.syncedFolders.append(folder)
                for exceptionID in group["exceptions"]?.array ?? [] {
                    guard let exception = object(exceptionID), exception["target"]?.string == targetID
                    else { continue }
                    for member in exception["membershipExceptions"]?.array ?? [] {
                        if let file = member.string { found.excluded.insert(join(folder, file)) }
                    }
                }
            }
            for phaseID in target["buildPhases"]?.array ?? [] {
                guard let phase = object(phaseID), phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                for buildFileID in phase["files"]?.array ?? [] {
                    guard let reference = object(object(buildFileID)?["fileRef"]),
                          let name = reference["path"]?.string ?? reference["name"]?.string
                    else { continue }
                    found.sourceNames.insert((name as NSString).lastPathComponent)
                }
            }
            result.targets.append(found)
        }
        return result
    }

    /// The defaults of the targets that compile `relativePath` (relative to the project's folder): main-actor code
    /// when every one of them opts in, code off the main thread when none does, `nil` when no target is known to
    /// compile it.
    public func defaults(forFileAt relativePath: String) -> ConcurrencyDefaults? {
        let name = (relativePath as NSString).lastPathComponent
        let compiling = targets.filter { target in
            target.sourceNames.contains(name)
                || (target.syncedFolders.contains { BuildMembership.contains($0, relativePath) || $0.isEmpty }
                    && !target.excluded.contains(relativePath))
        }
        guard let first = compiling.first?.isolation else { return nil }
        return compiling.allSatisfy { $0.isolation == first } ? first : .mayRunOnMainActor
    }

    // MARK: - Reading the objects

    private static let isolationKeys = ["SWIFT_DEFAULT_ACTOR_ISOLATION", "SWIFT_APPROACHABLE_CONCURRENCY",
                                        "SWIFT_UPCOMING_FEATURE_NONISOLATED_NONSENDING_BY_DEFAULT"]

    /// Each configuration's settings of the list (Debug, Release, …).
    private static func settingsList(
        _ list: [String: PropertyListText.Value]?, in object: (PropertyListText.Value?) -> [String: PropertyListText.Value]?
    ) -> [[String: String]] {
        (list?["buildConfigurations"]?.array ?? []).compactMap { object($0)?["buildSettings"]?.dictionary }.map { settings in
            var found: [String: String] = [:]
            for key in isolationKeys { found[key] = settings[key]?.string }
            return found
        }
    }

    /// A target's isolation: its own settings over the project's, in every configuration.
    private static func isolation(of target: [[String: String]], over project: [[String: String]]) -> ConcurrencyDefaults {
        let projectSettings = project.first ?? [:]
        let configurations = target.isEmpty ? [[:]] : target
        let answers = Set(configurations.map { settings -> ConcurrencyDefaults in
            func value(_ key: String) -> String? { settings[key] ?? projectSettings[key] }
            if value("SWIFT_DEFAULT_ACTOR_ISOLATION") == "MainActor" { return .runsOnMainActor }
            if value("SWIFT_APPROACHABLE_CONCURRENCY") == "YES"
                || value("SWIFT_UPCOMING_FEATURE_NONISOLATED_NONSENDING_BY_DEFAULT") == "YES" {
                return .mayRunOnMainActor
            }
            return .nonisolatedRunsOffMain
        })
        return answers.count == 1 ? answers.first! : .mayRunOnMainActor
    }

    /// Each group's or file's parent group, by ID.
    private static func groupParents(_ objects: [String: PropertyListText.Value]) -> [String: String] {
        var parents: [String: String] = [:]
        for (id, value) in objects {
            guard let group = value.dictionary, group["isa"]?.string == "PBXGroup" else { continue }
            for child in group["children"]?.array ?? [] {
                if let childID = child.string { parents[childID] = id }
            }
        }
        return parents
    }

    /// The folder an object stands for, relative to the project's folder: its own path under its parents'.
    private static func path(of id: String, objects: [String: PropertyListText.Value], parents: [String: String]) -> String {
        var parts: [String] = []
        var current: String? = id
        var seen: Set<String> = []
        while let node = current, seen.insert(node).inserted, let object = objects[node]?.dictionary {
            if let path = object["path"]?.string { parts.insert(path, at: 0) }
            if object["sourceTree"]?.string == "SOURCE_ROOT" { break }
            current = parents[node]
        }
        return parts.joined(separator: "/")
    }

    private static func join(_ folder: String, _ file: String) -> String {
        folder.isEmpty ? file : folder + "/" + file
    }
}
