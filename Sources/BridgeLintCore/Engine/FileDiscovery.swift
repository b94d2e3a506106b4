import Foundation

/// Turns the paths a user gives into the `.swift` files to lint.
public struct FileDiscovery: Sendable {
    /// Folder names never entered: build products and dependency checkouts.
    public static let skippedFolderNames: Set<String> = [".build", "DerivedData", "Pods", "Carthage", ".git"]

    public var excluded: [Glob]
    /// The folder `excluded` patterns are relative to.
    public var rootDirectory: String
    /// Where relative paths start, read once: discovery standardizes every path it finds.
    private let workingDirectory = FileManager.default.currentDirectoryPath

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

    /// A place found during the walk, as shown to the user and as its standardized absolute path (spelled
    /// once per folder and extended by each name, since standardizing every file costs more than listing it).
    private struct Place {
        var display: String
        var absolute: String

        func appending(_ name: String) -> Place {
            // The current folder is not shown: `./Sources` reads `Sources`, as discovery always printed it.
            Place(display: display.isEmpty || display == "." ? name : display.hasSuffix("/") ? display + name : display + "/" + name,
                  absolute: absolute.hasSuffix("/") ? absolute + name : absolute + "/" + name)
        }
    }

    private func walk(folder: String, into result: inout Result, seen: inout Set<String>) {
        // An explicit stack rather than recursion: deep trees cannot overflow, and a visited set of
        // real paths stops symbolic-link loops.
        var stack = [Place(display: Self.displayPath(folder), absolute: standardized(folder))]
        var visitedFolders: Set<String> = []
        while let current = stack.popLast() {
            guard visitedFolders.insert(DirectoryListing.realPath(current.absolute)).inserted else { continue }
            guard let entries = DirectoryListing.entries(of: current.absolute) else {
                result.problems.append(FileProblem(file: current.display, kind: .unreadable, detail: "cannot list folder"))
                continue
            }
            for entry in entries {
                let name = entry.name
                let place = current.appending(name)
                switch entry.kind {
                case .directory:
                    if name.hasPrefix(".") || Self.skippedFolderNames.contains(name) || isExcluded(absolute: place.absolute) {
                        continue
                    }
                    stack.append(place)
                case .file:
                    if name.hasSuffix(".swift"), !isExcluded(absolute: place.absolute), seen.insert(place.absolute).inserted {
                        result.files.append(place.display)
                        if name == "Package.swift" { result.packageManifests.append(place.display) }
                    } else if name == "project.pbxproj", current.absolute.hasSuffix(".xcodeproj") {
                        result.projectFiles.append(place.display)
                    } else if InfoPlistFact.isInfoPlistName(name), !isExcluded(absolute: place.absolute),
                              seen.insert(place.absolute).inserted {
                        result.infoPlists.append(place.display)
                    }
                case .brokenLink:
                    if name.hasSuffix(".swift") {
                        let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: place.absolute)) ?? "?"
                        result.problems.append(FileProblem(file: place.display, kind: .brokenLink,
                                                           detail: "a symbolic link to missing '\(target)'"))
                    }
                }
            }
        }
    }

    /// Whether a path matches an `excluded` pattern, relative to the configuration's folder.
    public func isExcluded(_ path: String) -> Bool {
        guard !excluded.isEmpty else { return false }
        return isExcluded(absolute: standardized(path))
    }

    private func isExcluded(absolute: String) -> Bool {
        guard !excluded.isEmpty else { return false }
        let relative = relativeToRoot(absolute: absolute)
        return excluded.contains { $0.matches(relative) }
    }

    /// A path relative to the configuration's folder (as `included`/`excluded` patterns are written), or
    /// the absolute path when it lies outside it.
    public func relativeToRoot(_ path: String) -> String {
        relativeToRoot(absolute: standardized(path))
    }

    private func relativeToRoot(absolute: String) -> String {
        let prefix = rootDirectory.hasSuffix("/") ? rootDirectory : rootDirectory + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// An absolute path with `.`, `..` and repeated slashes resolved by spelling alone (links are not
    /// followed), the same for every way of writing one file.
    private func standardized(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        var components: [Substring] = []
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": if !components.isEmpty { components.removeLast() }
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    /// A path as shown to the user: as given, without `./` noise.
    static func displayPath(_ path: String) -> String {
        var result = path
        while result.hasPrefix("./") { result.removeFirst(2) }
        while let doubled = result.range(of: "//") { result.replaceSubrange(doubled, with: "/") }
        return result
    }
}
