import BridgeLintAdvice
import BridgeLintCore
import BridgeLintRules
import MCP

/// `explain`: what `bridgelint explain` says, for a rule id or for a symptom.
struct ExplainTool: BridgeLintTool {
    let definition = Tool(
        name: "explain",
        description: """
            Explain a bridgelint rule (why it exists, a wrong and a right example, how to fix it), given its id \
            from a finding; or, given 'symptom' (what Xcode printed at run time, or what was seen, such as \
            "Modifying state during view update" or "cursor jumps while typing"), find the rules whose bugs cause it.
            """,
        inputSchema: Schema.object([
            "rule": Schema.string("A rule id, such as those in lint findings."),
            "symptom": Schema.string("A run-time message or a visible symptom."),
        ]),
        annotations: .init(title: "Explain a rule or a symptom", readOnlyHint: true, openWorldHint: false),
        outputSchema: Schema.object([
            "explanation": Schema.string("The explanation, as `bridgelint explain` prints it."),
            "rule": Schema.object([
                "id": Schema.string("The rule's id."),
                "summary": Schema.string("What the rule finds."),
                "severity": Schema.string("Its default severity."),
                "optIn": Schema.boolean("Whether it must be enabled in the configuration."),
                "fixable": Schema.boolean("Whether fix_preview can repair its findings."),
            ], required: ["id", "summary", "severity", "optIn", "fixable"], description: "The rule explained (with 'rule')."),
            "matches": Schema.array(of: Schema.object([
                "rule": Schema.string("The rule's id."),
                "summary": Schema.string("What the rule finds."),
                "symptom": Schema.string("The known symptom that matched."),
            ], required: ["rule", "summary", "symptom"]), "Rules behind the symptom, best first (with 'symptom')."),
        ], required: ["explanation"])
    )

    struct RuleSummary: Codable {
        var id: String
        var summary: String
        var severity: String
        var optIn: Bool
        var fixable: Bool
    }

    struct Match: Codable {
        var rule: String
        var summary: String
        var symptom: String
    }

    struct Result: Codable {
        var explanation: String
        var rule: RuleSummary?
        var matches: [Match]?
    }

    func call(_ arguments: ToolArguments, context: ToolContext) throws(ToolError) -> ToolOutput {
        let rules = RuleRegistry.all.map { $0.description }
        switch (try arguments.string("rule"), try arguments.string("symptom")) {
        case (nil, nil):
            throw ToolError("give 'rule' (a rule id) or 'symptom' (what Xcode printed, or what you saw).")
        case (_?, _?):
            throw ToolError("give either 'rule' or 'symptom', not both.")
        case (nil, let symptom?):
            let matches = SymptomLookup(rules: rules).answer(for: symptom).matches
                .map { Match(rule: $0.ruleID, summary: $0.summary, symptom: $0.symptom) }
            let text = RuleExplanation.symptomReport(symptom, rules: rules)
            return try ToolOutput(text: text, encoding: Result(explanation: text, matches: matches))
        case (let id?, nil):
            guard let rule = rules.first(where: { $0.id == id }) else {
                let hint = NameSuggestion.closest(to: id, in: rules.map(\.id)).map { " Did you mean '\($0)'?" } ?? ""
                throw ToolError("no rule '\(id)'.\(hint)")
            }
            let text = RuleExplanation.text(for: rule)
            let summary = RuleSummary(
                id: rule.id, summary: rule.summary, severity: rule.severity.rawValue, optIn: rule.isOptIn, fixable: rule.isFixable)
            return try ToolOutput(text: text, encoding: Result(explanation: text, rule: summary))
        }
    }
}
