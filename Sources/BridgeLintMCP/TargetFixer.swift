import BridgeLintCore

/// Runs `bridgelint fix`'s repair on a `LintTarget` in memory. The root's other files are linted with the target
/// as its project (so a cross-file finding is fixed as `lint` reports it) but are never changed. Nothing is
/// written here.
struct TargetFixer {
    let context: ToolContext

    struct Result {
        /// One result per file of the target.
        var files: [Fixer.FileResult] = []
        var problems: [FileProblem] = []
    }

    func fix(_ target: LintTarget, onlyRules rules: Set<String>?) throws(ToolError) -> Result {
        var result = Result()
        let groups: [(root: String, paths: [String], replacement: (path: String, text: String)?)] = switch target {
        case .source(let text, let path, let root): [(root, [path], (path, text))]
        case .files(let places):
            Dictionary(grouping: places, by: \.root).sorted { $0.key < $1.key }.map { ($0.key, $0.value.map(\.path), nil) }
        }
        for group in groups {
            let workspace = try context.workspaces.workspace(for: group.root)
            let known = workspace.paths
            var texts: [String: String] = [:]
            for path in known { texts[path] = workspace.text(of: path) }
            var fixed: Set<String> = []
            if let replacement = group.replacement {
                texts[replacement.path] = replacement.text
                fixed.insert(replacement.path)
            } else {
                for file in TargetLinter.files(in: group.paths, known: known) {
                    if texts[file] == nil {
                        // A file named explicitly that the plan does not hold, or one that could not be read.
                        switch SourceReader.read(file) {
                        case .success(let text): texts[file] = text
                        case .failure(let problem):
                            result.problems.append(problem)
                            continue
                        }
                    }
                    fixed.insert(file)
                }
            }
            let plan = workspace.plan
            let sources = texts.sorted { $0.key < $1.key }.map { (path: $0.key, text: $0.value) }
            result.files += Fixer(linter: plan.linter, onlyRules: rules)
                .fix(sources: sources, infoPlists: plan.infoPlists, onlyFiles: fixed)
                .filter { fixed.contains($0.path) }
        }
        return result
    }
}

/// One file's outcome in `fix_preview` and `fix_apply`.
struct FixedFileRecord: Codable, Sendable {
    var file: String
    var fixesApplied: Int
    /// Why the fixes were not kept (the text would parse worse), or why the file was not written.
    var notFixed: String?
}
