import BridgeLintCore
import MCP

/// `lint`: the findings in files and folders, or in a text given as a (virtual or real) file of a root.
struct LintTool: BridgeLintTool {
    let definition = Tool(
        name: "lint",
        description: """
            Lint Swift files for UIKit/SwiftUI bridge bugs. Give 'paths' (files or folders inside the roots), or \
            'source' (Swift text) with 'file' naming it: the text is linted as that file, with the rest of the \
            project on disk around it, so cross-file rules apply. Nothing is written. Each finding has its rule id \
            (see the explain tool), severity, position and whether fix_preview can repair it.
            """,
        inputSchema: Schema.object([
            "paths": Schema.strings("Files or folders to lint, absolute or relative to the first root."),
            "source": Schema.string("Swift source text to lint instead of files on disk."),
            "file": Schema.string("The path the 'source' text is linted as (it need not exist). Default: Untitled.swift in the first root."),
            "rules": Schema.strings("Report only findings of these rule ids."),
            "latent": Schema.boolean("Also report latent findings (a broken contract with no visible harm yet, as notes). Default: the project's 'latent' setting, else false."),
        ]),
        annotations: .init(title: "Lint", readOnlyHint: true, openWorldHint: false),
        outputSchema: Schema.object([
            "findings": Schema.array(of: Schema.finding, "The findings, by file and position."),
            "problems": Schema.array(of: Schema.problem, "Files that could not be linted, or only in part."),
            "filesLinted": Schema.integer("How many Swift files were linted."),
            "errors": Schema.integer("Findings of error severity."),
            "warnings": Schema.integer("Findings of warning severity."),
        ], required: ["findings", "problems", "filesLinted", "errors", "warnings"])
    )

    struct Result: Codable {
        var findings: [FindingRecord]
        var problems: [ProblemRecord]
        var filesLinted: Int
        var errors: Int
        var warnings: Int
    }

    func call(_ arguments: ToolArguments, context: ToolContext) throws(ToolError) -> ToolOutput {
        let target = try LintTarget.read(arguments, roots: context.roots)
        let rules = try RuleSelection.read(arguments)
        var linted = try TargetLinter(context: context, latent: arguments.bool("latent")).lint(target)
        if let rules { linted.findings = linted.findings.filter { rules.contains($0.ruleID) } }
        let result = Result(
            findings: linted.findings.map(FindingRecord.init), problems: linted.problems.map(ProblemRecord.init),
            filesLinted: linted.files.count,
            errors: linted.findings.count { $0.severity == .error }, warnings: linted.findings.count { $0.severity == .warning })
        var text = linted.findings.listing + linted.problems.map { $0.message + "\n" }.joined()
        text += "Linted \("file".counted(linted.files.count)): \("error".counted(result.errors)), "
        text += "\("warning".counted(result.warnings)), \("finding".counted(linted.findings.count)) in all.\n"
        return try ToolOutput(text: text, encoding: result)
    }
}
