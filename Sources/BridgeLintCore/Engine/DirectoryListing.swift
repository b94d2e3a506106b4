import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Lists folders with `readdir`, which names each entry's kind, so discovery needs no `stat` per file
/// (only for symbolic links and file systems that do not say).
enum DirectoryListing {
    enum Kind {
        case directory
        /// Anything else that exists: a regular file, but also a pipe or a device, which the reader refuses
        /// with a message rather than discovery hiding it.
        case file
        /// A symbolic link whose target does not exist.
        case brokenLink
    }

    struct Entry {
        var name: String
        var kind: Kind
    }

    /// The entries of a folder, sorted by name, or `nil` when it cannot be listed.
    static func entries(of folder: String) -> [Entry]? {
        guard let directory = opendir(folder) else { return nil }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let pointer = readdir(directory) {
            let name = withUnsafeBytes(of: &pointer.pointee.d_name) { raw in
                String(cString: raw.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            let kind: Kind
            switch Int32(pointer.pointee.d_type) {
            case Int32(DT_DIR): kind = .directory
            case Int32(DT_REG): kind = .file
            case Int32(DT_LNK), Int32(DT_UNKNOWN): kind = followedKind(of: folder.hasSuffix("/") ? folder + name : folder + "/" + name)
            default: kind = .file
            }
            entries.append(Entry(name: name, kind: kind))
        }
        return entries.sorted { $0.name < $1.name }
    }

    /// The kind of what a path names once symbolic links are followed.
    static func followedKind(of path: String) -> Kind {
        var status = stat()
        if stat(path, &status) == 0 {
            return status.st_mode & S_IFMT == S_IFDIR ? .directory : .file
        }
        // Gone between listing and looking, or a link to nothing.
        return lstat(path, &status) == 0 ? .brokenLink : .file
    }

    /// The real path of a folder (symbolic links resolved), or the path itself when it cannot be resolved.
    static func realPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
