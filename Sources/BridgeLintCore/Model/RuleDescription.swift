/// Everything a user or the test harness needs to know about a rule, declared next to its detection.
public struct RuleDescription: Sendable {
    /// The stable id from the rule catalog; used by the CLI, configuration, suppressions and output.
    public var id: String
    /// One line: what the rule finds.
    public var summary: String
    public var severity: Severity
    /// Opt-in rules run only when the configuration names them in `opt_in_rules` or `only_rules`.
    public var isOptIn: Bool
    /// The first OS version of each platform where the rule applies: it does not run on code whose platform's
    /// deployment target is older, or on a platform it names no version for.
    public var minimumOS: PlatformVersions?
    /// Why this matters: a few sentences shown by `explain`.
    public var rationale: String
    /// How to repair a finding, shown by `explain`.
    public var howToFix: String
    public var triggeringExamples: [Example]
    public var nonTriggeringExamples: [Example]
    /// For a rule with a fix: code with `↓` markers, and the exact text after `fix` (single-file examples).
    public var corrections: [Correction]
    /// Options the configuration may set under the rule's key, by name, with what each means.
    public var options: [String: String]
    /// Run-time messages and visible symptoms this rule's findings explain, for `explain --symptom`.
    public var symptoms: [String]
    /// The `bridgelint new` kind that generates correct code for what this rule checks, if any.
    public var scaffold: ScaffoldKind?

    /// Whether the rule offers a fix.
    public var isFixable: Bool { !corrections.isEmpty }

    public init(
        id: String, summary: String, severity: Severity, isOptIn: Bool = false,
        minimumOS: PlatformVersions? = nil, rationale: String, howToFix: String,
        triggeringExamples: [Example], nonTriggeringExamples: [Example],
        corrections: [Correction] = [], options: [String: String] = [:],
        symptoms: [String] = [], scaffold: ScaffoldKind? = nil
    ) {
        self.id = id
        self.summary = summary
        self.severity = severity
        self.isOptIn = isOptIn
        self.minimumOS = minimumOS
        self.rationale = rationale
        self.howToFix = howToFix
        self.triggeringExamples = triggeringExamples
        self.nonTriggeringExamples = nonTriggeringExamples
        self.corrections = corrections
        self.options = options
        self.symptoms = symptoms
        self.scaffold = scaffold
    }
}

/// A fix example: the code before (with `↓` markers where the fixed findings are) and the exact code after.
public struct Correction: Sendable {
    public var before: Example
    public var after: String

    public init(_ before: String, _ after: String, deploymentTarget: IOSVersion? = nil,
                sourceFile: StaticString = #filePath, sourceLine: UInt = #line) {
        self.before = Example(before, deploymentTarget: deploymentTarget, sourceFile: sourceFile, sourceLine: sourceLine)
        self.after = after
    }
}
