import Foundation

/// Turns the paths a user gives into the `.swift` files to lint.
public struct FileDiscovery: Sendable {
    /// Folder names never entered: build products and dependency checkouts.
    public static let skippedFolderNames: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git"]

    public var excluded: [Glob]
    /// The folder `excluded` patterns are relative to.
    public var rootDirectory: String

    public init(excluded: [String], rootDirectory: String) {
        self.excluded = excluded.map(Glob.init)
        self.rootDirectory = URL(fileURLWithPath: rootDirectory).standardizedFileURL.path
    }

    public struct Result: Sendable {
        /// Files to lint, as display paths, sorted and without duplicates.
        public var files: [String] = []
        /// Info.plist files found in the searched folders, for rules that read app settings.
        public var infoPlists: [String] = []
        /// Package.swift files and Xcode project files, where the deployment target can be read.
        public var packageManifests: [String] = []
        public var projectFiles: [String] = []
        /// Paths that could not be used, with the reason.
        public var problems: [FileProblem] = []
    }

    /// Expands files and folders. A file named explicitly is linted whatever its extension,
    /// unless excluded; a folder is searched recursively for `.swift` files.
    public func discover(_ paths: [String]) -> Result {
        var result = Result()
        var seen: Set<String> = []
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                result.problems.append(FileProblem(file: path, kind: .unreadable, detail: "no such file or folder"))
                continue
            }
            if isDirectory.boolValue {
                walk(folder: path, into: &result, seen: &seen)
            } else if !isExcluded(path), seen.insert(standardized(path)).inserted {
                result.files.append(Self.displayPath(path))
            }
        }
        result.files.sort()
        result.infoPlists.sort()
        return result
    }

    private func walk(folder: String, into result: inout Result, seen: inout Set<String>) {
        // An explicit stack rather than recursion: deep trees cannot overflow, and a visited set of
        // real paths stops symbolic-link loops.
        var stack = [folder]
        var visitedFolders: Set<String> = []
        let manager = FileManager.default
        while let current = stack.popLast() {
            guard visitedFolders.insert(canonical(current)).inserted else { continue }
            let entries: [String]
            do {
                entries = try manager.contentsOfDirectory(atPath: current)
            } catch {
                result.problems.append(FileProblem(file: Self.displayPath(current), kind: .unreadable,
                                                   detail: "cannot list folder"))
                continue
            }
            for name in entries.sorted() {
                let path = current.hasSuffix("/") ? current + name : current + "/" + name
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                    if name.hasSuffix(".swift"), let target = try? manager.destinationOfSymbolicLink(atPath: path) {
                        result.problems.append(FileProblem(file: Self.displayPath(path), kind: .brokenLink,
                                                           detail: "a symbolic link to missing '\(target)'"))
                    }
                    continue
                }
                if isDirectory.boolValue {
                    if name.hasPrefix(".") || Self.skippedFolderNames.contains(name) || isExcluded(path) { continue }
                    stack.append(path)
                } else if name.hasSuffix(".swift"), !isExcluded(path), seen.insert(standardized(path)).inserted {
                    result.files.append(Self.displayPath(path))
                    if name == "Package.swift" { result.packageManifests.append(Self.displayPath(path)) }
                } else if name == "project.pbxproj", current.hasSuffix(".xcodeproj") {
                    result.projectFiles.append(Self.displayPath(path))
                } else if InfoPlistFact.isInfoPlistName(name), !isExcluded(path), seen.insert(standardized(path)).inserted {
                    result.infoPlists.append(Self.displayPath(path))
                }
            }
        }
    }

    /// Whether a path matches an `excluded` pattern, relative to the configuration's folder.
    public func isExcluded(_ path: String) -> Bool {
        guard !excluded.isEmpty else { return false }
        let relative = relativeToRoot(path)
        return excluded.contains { $0.matches(relative) }
    }

    /// A path relative to the configuration's folder (as `included`/`excluded` patterns are written), or
    /// the absolute path when it lies outside it.
    public func relativeToRoot(_ path: String) -> String {
        let absolute = standardized(path)
        let prefix = rootDirectory.hasSuffix("/") ? rootDirectory : rootDirectory + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    private func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// The real path of a folder, so a symbolic link back up the tree is entered once.
    private func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// A path as shown to the user: as given, without `./` noise.
    static func displayPath(_ path: String) -> String {
        var result = path
        while result.hasPrefix("./") { result.removeFirst(2) }
        return result.replacingOccurrences(of: "//", with: "/")
    }
}
