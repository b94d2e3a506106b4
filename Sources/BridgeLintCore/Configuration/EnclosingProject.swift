import Foundation

/// The package manifest or Xcode project that a linted path belongs to when none is inside it: the nearest one
/// in the folders above it, up to the root of its repository. The folder the command was started in plays no
/// part unless it is one of those folders: running from inside another package must not lend that package's
/// platforms to code that is not part of it.
enum EnclosingProject {
    struct Files: Equatable {
        var packageManifests: [String] = []
        var projectFiles: [String] = []

        var isEmpty: Bool { packageManifests.isEmpty && projectFiles.isEmpty }
    }

    /// For each of `paths` (files or folders; relative ones are taken from `base`), the project files of the
    /// nearest folder at or above it that has any, without going past a folder holding `.git`.
    static func files(enclosing paths: [String], base: String) -> Files {
        var found = Files()
        var searched: Set<String> = []
        for path in paths {
            var folder = startFolder(of: path, base: base)
            while searched.insert(folder).inserted {
                let here = projectFiles(in: folder)
                if !here.isEmpty {
                    found.packageManifests += here.packageManifests
                    found.projectFiles += here.projectFiles
                    break
                }
                let parent = (folder as NSString).deletingLastPathComponent
                if isRepositoryRoot(folder) || parent == folder || parent.isEmpty { break }
                folder = parent
            }
        }
        return found
    }

    /// The folder a path names, or the folder holding the file it names, as an absolute standardised path.
    private static func startFolder(of path: String, base: String) -> String {
        let absolute = path.hasPrefix("/") ? path : (base as NSString).appendingPathComponent(path)
        let standardised = (absolute as NSString).standardizingPath
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: standardised, isDirectory: &isDirectory), isDirectory.boolValue {
            return standardised
        }
        return (standardised as NSString).deletingLastPathComponent
    }

    /// `Package.swift` and the `project.pbxproj` of each `.xcodeproj` directly in the folder.
    private static func projectFiles(in folder: String) -> Files {
        let manager = FileManager.default
        var files = Files()
        let manifest = (folder as NSString).appendingPathComponent("Package.swift")
        if manager.fileExists(atPath: manifest) { files.packageManifests = [manifest] }
        let entries = (try? manager.contentsOfDirectory(atPath: folder)) ?? []
        files.projectFiles = entries.filter { $0.hasSuffix(".xcodeproj") }.sorted()
            .map { (folder as NSString).appendingPathComponent("\($0)/project.pbxproj") }
            .filter { manager.fileExists(atPath: $0) }
        return files
    }

    private static func isRepositoryRoot(_ folder: String) -> Bool {
        FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(".git"))
    }
}
