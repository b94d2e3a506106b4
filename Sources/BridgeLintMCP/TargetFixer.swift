import BridgeLintCore

/// Runs `bridgelint fix`'s repair on a `LintTarget` in memory: the named files (or the text) are fixed together,
/// with their root's configuration, as `bridgelint fix PATHS` fixes them. Nothing is written here.
struct TargetFixer {
    let context: ToolContext

    struct Result {
        var files: [Fixer.FileResult] = []
        var problems: [FileProblem] = []
    }

    func fix(_ target: LintTarget, onlyRules rules: Set<String>?) throws(ToolError) -> Result {
        var result = Result()
        switch target {
        case .source(let text, let path, let root):
            let plan = try context.workspaces.workspace(for: root).plan
            result.files = Fixer(linter: plan.linter, onlyRules: rules).fix(sources: [(path, text)], infoPlists: plan.infoPlists)
        case .files(let places):
            for (root, group) in Dictionary(grouping: places, by: \.root).sorted(by: { $0.key < $1.key }) {
                let plan = try context.workspaces.workspace(for: root).plan
                var sources: [(path: String, text: String)] = []
                for file in TargetLinter.files(in: group.map(\.path), known: plan.files) where !sources.contains(where: { $0.path == file }) {
                    switch SourceReader.read(file) {
                    case .success(let text): sources.append((file, text))
                    case .failure(let problem): result.problems.append(problem)
                    }
                }
                result.files += Fixer(linter: plan.linter, onlyRules: rules).fix(sources: sources, infoPlists: plan.infoPlists)
            }
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
