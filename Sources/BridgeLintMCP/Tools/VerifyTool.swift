import BridgeLintAdvice
import BridgeLintCore
import MCP

/// `verify`: does an edited text still trigger a rule (or any)? An agent checks its own edit before writing it.
struct VerifyTool: BridgeLintTool {
    let definition = Tool(
        name: "verify",
        description: """
            Check an edit before (or after) making it: lint 'source' as the file 'file' (inside a root; it need \
            not exist) in its project, and say whether it still triggers the rules in 'rules' (default: any rule). \
            Answers 'triggers' (true or false), the findings that remain, and the text's syntax errors, if any. \
            Nothing is written.
            """,
        inputSchema: Schema.object([
            "source": Schema.string("The edited Swift text."),
            "file": Schema.string("The path the text is checked as, absolute or relative to the first root. Default: Untitled.swift in the first root."),
            "rules": Schema.strings("The rule ids to check for. Default: every rule."),
        ], required: ["source"]),
        annotations: .init(title: "Verify an edit", readOnlyHint: true, openWorldHint: false),
        outputSchema: Schema.object([
            "triggers": Schema.boolean("Whether a finding of the asked rules (or of any rule) remains."),
            "findings": Schema.array(of: Schema.finding, "The findings of the asked rules (or of every rule) in the text."),
            "otherFindings": Schema.integer("Findings of rules that were not asked about."),
            "syntaxErrors": Schema.strings("What the Swift parser reports, as 'line:column: message'; empty for a text that parses."),
        ], required: ["triggers", "findings", "otherFindings", "syntaxErrors"])
    )

    struct Result: Codable {
        var triggers: Bool
        var findings: [FindingRecord]
        var otherFindings: Int
        var syntaxErrors: [String]
    }

    func call(_ arguments: ToolArguments, context: ToolContext) throws(ToolError) -> ToolOutput {
        guard arguments.has("source") else {
            throw ToolError("'source' is required: the edited Swift text to check (with 'file' naming it).")
        }
        let target = try LintTarget.read(arguments, roots: context.roots)
        guard case .source(let text, let path, _) = target else { throw ToolError("'source' is required.") }
        let rules = try RuleSelection.read(arguments)
        let all = try TargetLinter(context: context).lint(target).findings
        let asked = rules.map { rules in all.filter { rules.contains($0.ruleID) } } ?? all
        let result = Result(
            triggers: !asked.isEmpty, findings: asked.map(FindingRecord.init), otherFindings: all.count - asked.count,
            syntaxErrors: SyntaxCheck.errors(in: text))
        let subject = rules.map { $0.sorted().joined(separator: ", ") } ?? "any rule"
        var summary = result.triggers
            ? "\(path) still triggers \(subject): \("finding".counted(asked.count)).\n" + asked.listing
            : "\(path) is clean of \(subject).\n"
        if result.otherFindings > 0 { summary += "\("finding".counted(result.otherFindings)) of other rules remain.\n" }
        if !result.syntaxErrors.isEmpty {
            summary += "The text does not parse cleanly:\n" + result.syntaxErrors.map { "  \($0)\n" }.joined()
        }
        return try ToolOutput(text: summary, encoding: result)
    }
}
