import BridgeLintCore
import MCP

/// `fix_apply`: writes what `fix_preview` shows, only when the client passes `apply: true`, with `bridgelint fix`'s
/// safety: atomic writes that keep permissions, read-only files left alone, no fix that parses worse.
struct FixApplyTool: BridgeLintTool {
    let definition = Tool(
        name: "fix_apply",
        description: """
            Apply `bridgelint fix` to files inside the roots: the changes fix_preview shows for the same 'paths' \
            and 'rules'. Writes only when 'apply' is true. Each file is replaced atomically (never half written), \
            keeps its permissions, and is left alone if it is read-only or its fixed text would parse worse.
            """,
        inputSchema: Schema.object([
            "paths": Schema.strings("Files or folders to fix, absolute or relative to the first root."),
            "rules": Schema.strings("Only fix findings of these rule ids (each must be a rule with a fix)."),
            "apply": Schema.boolean("Must be true: the files are written."),
        ], required: ["paths", "apply"]),
        annotations: .init(title: "Apply fixes", readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false),
        outputSchema: Schema.object([
            "diff": Schema.string("What was written, as a unified diff."),
            "files": Schema.array(of: FixPreviewTool.fileSchema, "Each file written, or not written and why."),
            "fixesApplied": Schema.integer("How many fixes were written."),
        ], required: ["diff", "files", "fixesApplied"])
    )

    struct Result: Codable {
        var diff: String
        var files: [FixedFileRecord]
        var fixesApplied: Int
    }

    func call(_ arguments: ToolArguments, context: ToolContext) throws(ToolError) -> ToolOutput {
        guard try arguments.bool("apply") == true else {
            throw ToolError("fix_apply writes files only with 'apply': true; fix_preview shows the changes without writing.")
        }
        guard arguments.has("paths") else { throw ToolError("'paths' is required: the files or folders to fix.") }
        let target = try LintTarget.read(arguments, roots: context.roots)
        let rules = try RuleSelection.read(arguments, fixableOnly: true)
        let fixed = try TargetFixer(context: context).fix(target, onlyRules: rules)
        var result = Result(diff: "", files: [], fixesApplied: 0)
        for file in fixed.files where file.changed || file.rejection != nil {
            guard file.changed else {
                result.files.append(FixedFileRecord(file: file.path, fixesApplied: 0, notFixed: file.rejection))
                continue
            }
            do throws(FileWriter.Failure) {
                try FileWriter.replaceContents(of: file.path, with: file.fixed)
                result.diff += UnifiedDiff.diff(old: file.original, new: file.fixed, path: file.path)
                result.fixesApplied += file.appliedFixes
                result.files.append(FixedFileRecord(file: file.path, fixesApplied: file.appliedFixes))
            } catch {
                result.files.append(FixedFileRecord(file: file.path, fixesApplied: 0, notFixed: error.description))
            }
        }
        var text = result.diff
        text += result.files.compactMap { record in record.notFixed.map { "\(record.file): not fixed: \($0)\n" } }.joined()
        text += fixed.problems.map { $0.message + "\n" }.joined()
        text += "Fixed \("finding".counted(result.fixesApplied)) in \("file".counted(result.files.count { $0.notFixed == nil })).\n"
        return try ToolOutput(text: text, encoding: result)
    }
}
