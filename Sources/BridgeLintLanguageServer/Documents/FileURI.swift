import Foundation

/// `file:` URIs as clients send them, and the absolute, standardized paths the engine works with.
enum FileURI {
    /// The path of a `file:` URI, or nil for other schemes (`untitled:`, `git:`), which the server ignores.
    static func path(of uri: String) -> String? {
        guard let url = URL(string: uri), url.isFileURL, !url.path.isEmpty else { return nil }
        return standardized(url.path)
    }

    static func uri(of path: String) -> String {
        URL(fileURLWithPath: path).absoluteString
    }

    /// `.` and `..` resolved by spelling; symbolic links are kept as written, as `lint` shows paths.
    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// Whether `path` is `folder` or lies inside it.
    static func path(_ path: String, isInside folder: String) -> Bool {
        path == folder || path.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
    }
}
