import Foundation

/// The texts of the build files a run looks at (`project.pbxproj`, `Package.swift`), each read once: the deployment
/// targets, the concurrency defaults and the build membership all read the same megabyte-sized project files.
public struct BuildFileTexts: Sendable {
    private var texts: [String: String] = [:]

    /// Reads each of `paths` now; any other path is read when asked for.
    public init(reading paths: some Sequence<String> = [String]()) {
        for path in Set(paths) { texts[path] = try? String(contentsOfFile: path, encoding: .utf8) }
    }

    /// Texts given as they are, by path (for tests and callers that hold them already).
    init(texts: [String: String]) {
        self.texts = texts
    }

    public func text(of path: String) -> String? {
        if let text = texts[path] { return text }
        return try? String(contentsOfFile: path, encoding: .utf8)
    }
}
