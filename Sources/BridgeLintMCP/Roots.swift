import Foundation

/// The folders the server may read, and `fix_apply` write: the client's roots, else the server's `--root`.
/// Every path a tool is given is resolved (`..`, `.` and symbolic links, as the file system would) and must
/// lie inside one of them, so a link or a `..` cannot lead outside.
public struct Roots: Sendable, Equatable {
    /// Real, absolute folder paths, in the order given; relative paths start at the first.
    public let folders: [String]

    /// Resolves the given folders; relative ones are taken from the current folder.
    public init(_ paths: [String]) {
        let base = FileManager.default.currentDirectoryPath
        var folders: [String] = []
        for path in paths {
            let resolved = Self.resolve(path, from: base) ?? path
            if !folders.contains(resolved) { folders.append(resolved) }
        }
        self.folders = folders
    }

    /// The real path of `path` (a relative path starts at the first root) and the innermost root that holds it;
    /// a path outside every root is refused.
    public func confine(_ path: String) throws(ToolError) -> (path: String, root: String) {
        guard let base = folders.first else {
            throw ToolError("no root is open, so no file can be named; start the server with --root FOLDER, or let the client list its roots.")
        }
        guard !path.isEmpty else { throw ToolError("a path is empty.") }
        guard let resolved = Self.resolve(path, from: base) else {
            throw ToolError("'\(path)' goes through a broken symbolic link.")
        }
        guard let root = folders.filter({ Self.contains($0, resolved) }).max(by: { $0.count < $1.count }) else {
            throw ToolError("'\(path)' is outside the roots this server may use (\(folders.joined(separator: ", "))): it resolves to \(resolved).")
        }
        return (resolved, root)
    }

    static func contains(_ root: String, _ path: String) -> Bool {
        path == root || path.hasPrefix(root.hasSuffix("/") ? root : root + "/")
    }

    /// Walks the path one component at a time, as the kernel does: a component that exists is replaced by its
    /// real path (following links), `..` goes to the parent of what was resolved so far, and components that do
    /// not exist (a virtual file) are kept as written. Nil for a link whose target does not exist.
    static func resolve(_ path: String, from base: String) -> String? {
        let absolute = path.hasPrefix("/") ? path : base + "/" + path
        var resolved = "/"
        for component in absolute.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..": resolved = (resolved as NSString).deletingLastPathComponent
            default:
                let candidate = resolved == "/" ? "/" + component : resolved + "/" + component
                if let real = realPath(candidate) {
                    resolved = real
                } else if isSymbolicLink(candidate) {
                    return nil
                } else {
                    resolved = candidate
                }
            }
        }
        return resolved
    }

    private static func realPath(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    private static func isSymbolicLink(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFLNK
    }
}
