import Foundation

/// Writes a fixed file safely: never a partial file, never a changed mode.
public enum FileWriter {
    public enum Failure: Error, CustomStringConvertible {
        case readOnly
        case cannotWrite(String)

        public var description: String {
            switch self {
            case .readOnly: "the file is read-only"
            case .cannotWrite(let reason): "cannot write: \(reason)"
            }
        }
    }

    /// Writes `text` to a temporary file in the same folder, gives it the original's permissions, and
    /// renames it over the original, so a crash or a full disk leaves either the old or the new file.
    /// A file without its owner's write permission is left alone, even for root: it was made read-only on purpose.
    public static func replaceContents(of path: String, with text: String) throws(Failure) {
        let manager = FileManager.default
        let permissions: Int
        do {
            let attributes = try manager.attributesOfItem(atPath: path)
            permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0o644
        } catch {
            throw .cannotWrite(error.localizedDescription)
        }
        guard permissions & 0o200 != 0 else { throw .readOnly }

        let url = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).bridgelint-\(UUID().uuidString)")
        do {
            try Data(text.utf8).write(to: temporary)
            try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
            guard rename(temporary.path, url.path) == 0 else {
                throw Failure.cannotWrite(String(cString: strerror(errno)))
            }
        } catch {
            try? manager.removeItem(at: temporary)
            throw error as? Failure ?? .cannotWrite(error.localizedDescription)
        }
    }
}
