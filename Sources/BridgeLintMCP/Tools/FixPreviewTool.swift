import BridgeLintCore
import MCP

/// `fix_preview`: the unified diff `bridgelint fix --dry-run` prints; nothing is written.
struct FixPreviewTool: BridgeLintTool {
    let definition = Tool(
        name: "fix_preview",
        description: """
            Show what `bridgelint fix` would change, as a unified diff, for 'paths' (files or folders inside the \
            roots) or for 'source' text named by 'file'. Nothing is written. Only mechanical fixes are made, and \
            a file's fixes are dropped if its fixed text would parse worse than before. With 'source', the fixed \
            text comes back whole as 'fixedSource'.
            """,
        inputSchema: Schema.object([
            "paths": Schema.strings("Files or folders to fix, absolute or relative to the first root."),
            "source": Schema.string("Swift source text to fix instead of files on disk."),
            "file": Schema.string("The path the 'source' text is fixed as. Default: Untitled.swift in the first root."),
            "rules": Schema.strings("Only fix findings of these rule ids (each must be a rule with a fix)."),
        ]),
        annotations: .init(title: "Preview fixes", readOnlyHint: true, openWorldHint: false),
        outputSchema: Schema.object([
            "diff": Schema.string("The changes as a unified diff; empty when nothing would change."),
            "files": Schema.array(of: Self.fileSchema, "Each file that would change, or whose fixes were dropped."),
            "fixesApplied": Schema.integer("How many fixes the diff applies."),
            "fixedSource": Schema.string("With 'source': the whole fixed text."),
        ], required: ["diff", "files", "fixesApplied"])
    )

    static let fileSchema = Schema.object([
        "file": Schema.string("The file's absolute path."),
        "fixesApplied": Schema.integer("Fixes applied to it."),
        "notFixed": Schema.string("Why its fixes were not kept, when they were not."),
    ], required: ["file", "fixesApplied"])

    struct Result: Codable {
        var diff: String
        var files: [FixedFileRecord]
        var fixesApplied: Int
        var fixedSource: String?
    }

    func call(_ arguments: ToolArguments, context: ToolContext) throws(ToolError) -> ToolOutput {
        let target = try LintTarget.read(arguments, roots: context.roots)
        let rules = try RuleSelection.read(arguments, fixableOnly: true)
        let fixed = try TargetFixer(context: context).fix(target, onlyRules: rules)
        let touched = fixed.files.filter { $0.changed || $0.rejection != nil }
        let diff = touched.filter(\.changed).map { UnifiedDiff.diff(old: $0.original, new: $0.fixed, path: $0.path) }.joined()
        var result = Result(
            diff: diff,
            files: touched.map { FixedFileRecord(file: $0.path, fixesApplied: $0.appliedFixes, notFixed: $0.rejection) },
            fixesApplied: touched.reduce(0) { $0 + $1.appliedFixes })
        if case .source = target { result.fixedSource = fixed.files.first?.fixed }
        var text = diff
        for file in touched { if let reason = file.rejection { text += "\(file.path): not fixed: \(reason)\n" } }
        text += fixed.problems.map { $0.message + "\n" }.joined()
        text += result.fixesApplied == 0
            ? "Nothing to fix.\n"
            : "Would fix \("finding".counted(result.fixesApplied)) in \("file".counted(touched.count { $0.changed })).\n"
        return try ToolOutput(text: text, encoding: result)
    }
}
