import BridgeLintCore
import Foundation

/// Lints a `LintTarget` in its project: each root's workspace answers for its files, so cross-file rules see
/// the whole root, and a `source` is linted as if it replaced (or joined) the files on disk.
struct TargetLinter {
    let context: ToolContext
    /// Report latent findings too; nil leaves it to each root's configuration.
    var latent: Bool? = nil

    struct Result {
        var findings: [Finding] = []
        var problems: [FileProblem] = []
        /// The Swift files linted, absolute paths.
        var files: [String] = []
    }

    func lint(_ target: LintTarget) throws(ToolError) -> Result {
        var result = Result()
        switch target {
        case .source(let text, let path, let root):
            let workspace = try context.workspaces.workspace(for: root)
            result.findings = workspace.lint(text: text, at: path, latent: latent)
            result.files = [path]
        case .files(let places):
            for (root, group) in Dictionary(grouping: places, by: \.root).sorted(by: { $0.key < $1.key }) {
                let workspace = try context.workspaces.workspace(for: root)
                let known = workspace.paths
                for file in Self.files(in: group.map(\.path), known: known) where !result.files.contains(file) {
                    result.files.append(file)
                    if known.contains(file) {
                        result.findings += workspace.findings(in: file, latent: latent)
                        result.problems += workspace.problems(in: file)
                    } else {
                        // A file named explicitly that the plan does not hold (another extension, or excluded).
                        switch SourceReader.read(file) {
                        case .success(let text): result.findings += workspace.lint(text: text, at: file, latent: latent)
                        case .failure(let problem): result.problems.append(problem)
                        }
                    }
                }
            }
        }
        result.findings.sort(by: Finding.reportingOrder)
        return result
    }

    /// A folder stands for the workspace's files inside it; a file for itself.
    static func files(in paths: [String], known: [String]) -> [String] {
        paths.flatMap { path -> [String] in
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else { return [path] }
            return known.filter { Roots.contains(path, $0) }
        }
    }
}
