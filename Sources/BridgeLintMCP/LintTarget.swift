import BridgeLintCore
import Foundation

/// What a call lints: files and folders inside the roots (`paths`), or a text (`source`) linted as if it were
/// the file `file`, with the rest of the root's project around it.
enum LintTarget {
    case files([(path: String, root: String)])
    case source(text: String, path: String, root: String)

    static let virtualFileName = "Untitled.swift"

    /// Reads `paths`, or `source` with an optional `file`; exactly one of `paths` and `source`.
    static func read(_ arguments: ToolArguments, roots: Roots) throws(ToolError) -> LintTarget {
        let paths = try arguments.strings("paths")
        let source = try arguments.string("source")
        switch (paths, source) {
        case (nil, nil):
            throw ToolError("give 'paths' (files or folders inside the roots) or 'source' (Swift text, with 'file' naming it).")
        case (_?, _?):
            throw ToolError("give either 'paths' or 'source', not both.")
        case (let paths?, nil):
            if arguments.has("file") { throw ToolError("'file' names the 'source' text; with 'paths' leave it out.") }
            guard !paths.isEmpty else { throw ToolError("'paths' is empty: name at least one file or folder.") }
            var confined: [(path: String, root: String)] = []
            for path in paths {
                let place = try roots.confine(path)
                guard FileManager.default.fileExists(atPath: place.path) else {
                    throw ToolError("'\(path)' does not exist (resolved to \(place.path)).")
                }
                confined.append(place)
            }
            return .files(confined)
        case (nil, let text?):
            let file = try arguments.string("file") ?? virtualFileName
            let place = try roots.confine(file)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: place.path, isDirectory: &isFolder), isFolder.boolValue {
                throw ToolError("'file' must name a file, not the folder \(place.path).")
            }
            return .source(text: text, path: place.path, root: place.root)
        }
    }
}
