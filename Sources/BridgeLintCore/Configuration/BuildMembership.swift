import Foundation

/// Swift files that no build compiles: inside the folder of an Xcode project whose targets' Sources phases never
/// list them, and in no Swift package. A leftover `SceneDelegate.swift` or an old copy of a screen is still in
/// the folder, but what its code would do cannot happen in the app.
///
/// Only decided where the project files say it for certain: a project that lists folders rather than files
/// (Xcode 16's synchronized groups) or that a generator makes from a spec beside it (`project.yml`,
/// `Project.swift`) may build files its `project.pbxproj` does not name, so neither marks anything.
public enum BuildMembership {
    /// The files of `files` that no project or package builds. `projectFiles` are `project.pbxproj` paths and
    /// `packageManifests` `Package.swift` paths, as the discovery found them (paths comparable with `files`).
    public static func unbuiltFiles(
        _ files: [String], projectFiles: [String], packageManifests: [String], texts: BuildFileTexts = BuildFileTexts()
    ) -> Set<String> {
        var projectFolders: [String] = []
        var compiled: Set<String> = []
        for projectFile in projectFiles {
            let xcodeproj = (projectFile as NSString).deletingLastPathComponent
            let folder = (xcodeproj as NSString).deletingLastPathComponent
            guard !isGenerated(folder: folder),
                  let text = texts.text(of: projectFile),
                  !text.contains("PBXFileSystemSynchronizedRootGroup")
            else { return [] }
            projectFolders.append(folder)
            compiled.formUnion(sourcesPhaseNames(in: text))
        }
        guard !projectFolders.isEmpty else { return [] }
        let packageFolders = packageManifests.map { ($0 as NSString).deletingLastPathComponent }
        return Set(files.filter { file in
            let name = (file as NSString).lastPathComponent
            return name != "Package.swift" && name != "Project.swift" && !compiled.contains(name)
                && projectFolders.contains { contains($0, file) }
                && !packageFolders.contains { contains($0, file) }
        })
    }

    /// `Foo.swift` for each `/* Foo.swift in Sources */`: the comment Xcode writes beside every file a target's
    /// Sources phase compiles.
    static func sourcesPhaseNames(in text: String) -> Set<String> {
        var names: Set<String> = []
        let bytes = Array(text.utf8)
        let marker = Array(".swift in Sources */".utf8)
        let opening = Array("/* ".utf8)
        var searchFrom = 0
        while let hit = ByteSearch.firstOffset(of: marker, in: bytes, from: searchFrom) {
            searchFrom = hit + marker.count
            if let start = ByteSearch.endOfLast(opening, before: hit, inLineOf: bytes) {
                names.insert(String(decoding: bytes[start..<hit], as: UTF8.self) + ".swift")
            }
        }
        return names
    }

    /// A spec a project generator reads sits beside the project it makes.
    static func isGenerated(folder: String) -> Bool {
        ["project.yml", "project.yaml", "Project.swift", "Tuist"].contains { name in
            FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(name))
        }
    }

    /// Whether `path` is inside `folder` (or `folder` is the current folder, written as an empty path or `.`).
    static func contains(_ folder: String, _ path: String) -> Bool {
        if folder.isEmpty || folder == "." { return !path.hasPrefix("/") && !path.hasPrefix("..") }
        return path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
