import Foundation

/// Where an `async` method of a type isolated to no actor runs, as the build settings of the project that
/// compiles a file decide it. Without default `MainActor` isolation and without `NonisolatedNonsendingByDefault`,
/// it runs on the concurrent executor, off the main thread (SE-0338), whoever calls it.
public enum ConcurrencyDefaults: String, Sendable, Equatable {
    /// No Xcode project or package manifest encloses the file, or a project generator's spec holds its settings.
    case unknown
    /// The project that encloses the file does not opt into main-actor defaults: such code runs off the main thread.
    case nonisolatedRunsOffMain
    /// It sets default `MainActor` isolation or `NonisolatedNonsendingByDefault` (directly or through Xcode's
    /// Approachable Concurrency): such code may run on the main actor.
    case mayRunOnMainActor
    /// Every target that compiles the file sets default `MainActor` isolation: code isolated to no actor in it is
    /// main-actor isolated.
    case runsOnMainActor

    /// Settings and manifest calls that make code isolated to no actor run on the main actor, or on its caller's.
    private static let mainActorOptIns = [
        "SWIFT_DEFAULT_ACTOR_ISOLATION = MainActor", "SWIFT_APPROACHABLE_CONCURRENCY = YES",
        "SWIFT_UPCOMING_FEATURE_NONISOLATED_NONSENDING_BY_DEFAULT = YES", "NonisolatedNonsendingByDefault",
        "defaultIsolation(MainActor",
    ].map { Array($0.utf8) }

    /// From the text of a `project.pbxproj` or a `Package.swift`.
    public static func of(buildFileText text: String) -> ConcurrencyDefaults {
        ByteSearch.contains(any: mainActorOptIns, in: text) ? .mayRunOnMainActor : .nonisolatedRunsOffMain
    }

    /// Two build files for one folder (a package beside an Xcode project): main-actor code if either says so.
    func combined(with other: ConcurrencyDefaults) -> ConcurrencyDefaults {
        if self == other { return self }
        let mainActorOptIns: Set<ConcurrencyDefaults> = [.mayRunOnMainActor, .runsOnMainActor]
        if mainActorOptIns.contains(self) || mainActorOptIns.contains(other) { return .mayRunOnMainActor }
        return self == .unknown || other == .unknown ? .unknown : .nonisolatedRunsOffMain
    }
}

/// The concurrency defaults of each folder that holds a build file: an Xcode project's folder (the one that holds
/// the `.xcodeproj`), or a package's. A file takes those of the deepest such folder that holds it.
public struct ConcurrencySettings: Sendable, Equatable {
    public var folders: [String: ConcurrencyDefaults] = [:]
    /// The targets of the Xcode project in a folder: the ones that compile a file decide for it.
    public var projectTargets: [String: XcodeProjectTargets] = [:]

    public init(folders: [String: ConcurrencyDefaults] = [:]) {
        self.folders = folders
    }

    /// From the project files and manifests the discovery found (paths comparable with the linted files').
    public static func detect(
        packageManifests: [String], projectFiles: [String], texts: BuildFileTexts = BuildFileTexts()
    ) -> ConcurrencySettings {
        var settings = ConcurrencySettings()
        let folders = packageManifests.map { ($0, ($0 as NSString).deletingLastPathComponent) }
            + projectFiles.map { ($0, (($0 as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent) }
        for (path, folder) in folders {
            // A generator's spec beside the project may set what the generated file says nothing of.
            let defaults: ConcurrencyDefaults = BuildMembership.isGenerated(folder: folder)
                ? .unknown
                : texts.text(of: path).map(ConcurrencyDefaults.of(buildFileText:)) ?? .unknown
            settings.folders[folder] = settings.folders[folder].map { $0.combined(with: defaults) } ?? defaults
            if path.hasSuffix(".pbxproj"), defaults == .mayRunOnMainActor, let text = texts.text(of: path),
               let targets = XcodeProjectTargets.read(text), !targets.targets.isEmpty {
                settings.projectTargets[folder] = targets
            }
        }
        return settings
    }

    /// The defaults of the deepest folder with a build file that holds `path`; unknown outside every one.
    public func defaults(for path: String) -> ConcurrencyDefaults {
        var best: (depth: Int, folder: String, defaults: ConcurrencyDefaults)?
        for (folder, defaults) in folders where BuildMembership.contains(folder, path) {
            let depth = folder.split(separator: "/").count
            if best == nil || depth > best!.depth { best = (depth, folder, defaults) }
        }
        guard let best else { return .unknown }
        // Only a project that opts in somewhere has targets worth telling apart.
        if best.defaults == .mayRunOnMainActor, let targets = projectTargets[best.folder] {
            let relative = best.folder.isEmpty || best.folder == "." ? path : String(path.dropFirst(best.folder.count + 1))
            if let answer = targets.defaults(forFileAt: relative) { return answer }
        }
        return best.defaults
    }

    /// For the result cache's key: the settings, in a stable order.
    public var summary: String {
        let folderSummary = folders.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value.rawValue)" }.joined(separator: ",")
        let targetSummary = projectTargets.sorted { $0.key < $1.key }.map { folder, project in
            folder + ":" + project.targets.map { target in
                [target.name, target.isolation.rawValue, target.syncedFolders.joined(separator: "+"),
                 target.excluded.sorted().joined(separator: "+"), target.sourceNames.sorted().joined(separator: "+")]
                    .joined(separator: "|")
            }.joined(separator: ";")
        }.joined(separator: ",")
        return targetSummary.isEmpty ? folderSummary : folderSummary + "#" + targetSummary
    }
}
