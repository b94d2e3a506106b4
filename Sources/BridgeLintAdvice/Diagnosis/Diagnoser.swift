import BridgeLintCore

/// Maps a log's recognised messages to the places in a project that can cause them: the findings of the rules
/// each message's catalog entry lists (the lint engine run on the project with only those rules, every severity
/// it reports), and the sites of the names the message carries.
public struct Diagnoser: Sendable {
    /// The project to search: the run plan `lint` makes of it and every registered rule (the plan's configuration
    /// is kept, except that exactly the rules of the recognised messages run).
    public struct Project: Sendable {
        public var plan: RunPlan
        public var rules: [any Rule.Type]

        public init(plan: RunPlan, rules: [any Rule.Type]) {
            self.plan = plan
            self.rules = rules
        }
    }

    /// Candidates listed per message; the rest are counted in `moreCandidates`.
    public var candidateLimit: Int

    public init(candidateLimit: Int = 10) {
        self.candidateLimit = candidateLimit
    }

    public func diagnose(_ reading: LogReading, in project: Project?) -> Diagnosis {
        let summary = Diagnosis.LogSummary(
            lines: reading.lineCount, recognizedLines: reading.recognizedLineCount,
            unrecognizedLines: reading.unrecognizedLineCount, occurrences: reading.messages.reduce(0) { $0 + $1.count })
        guard let project, !reading.messages.isEmpty else {
            return Diagnosis(log: summary, messages: reading.messages.map { describe($0, candidates: []) })
        }
        let search = ProjectSearch(project: project, messages: reading.messages.map(\.message))
        let messages = reading.messages.map { recognized in
            describe(recognized, candidates: search.candidates(for: recognized))
        }
        return Diagnosis(log: summary, messages: messages, problems: search.problems)
    }

    private func describe(_ recognized: RecognizedMessage, candidates: [Candidate]) -> DiagnosedMessage {
        let message = recognized.message
        return DiagnosedMessage(
            id: message.id, title: message.title, meaning: message.meaning, text: recognized.text,
            firstLine: recognized.firstLine, count: recognized.count,
            names: recognized.names.map { DiagnosedMessage.Name(role: $0.role.rawValue, name: $0.name, printed: $0.printed) },
            rules: message.rules, causes: message.causes, candidates: Array(candidates.prefix(candidateLimit)),
            moreCandidates: max(0, candidates.count - candidateLimit), whenNoneFound: message.whenNoneFound)
    }
}

/// One search of a project for every message of a log: linted once with the union of the messages' rules, parsed
/// once for the site search.
private final class ProjectSearch {
    private let findings: [Finding]
    private let finder: SiteFinder?
    let problems: [String]

    init(project: Diagnoser.Project, messages: [RuntimeMessage]) {
        let wanted = Set(messages.flatMap(\.rules))
        var configuration = project.plan.configuration
        configuration.onlyRules = wanted
        let linter = Linter(allRules: project.rules, configuration: configuration)
        let run = linter.lint(files: project.plan.files, infoPlists: project.plan.infoPlists)
        findings = run.findings.filter { wanted.contains($0.ruleID) }
        // The site search and the names on findings' lines need the code; messages that name nothing and list no
        // site kinds are answered from the findings alone.
        let needsCode = messages.contains { !$0.siteKinds.isEmpty } || !findings.isEmpty
        finder = needsCode ? SiteFinder(project: ParsedProject(paths: project.plan.files)) : nil
        problems = (project.plan.problems + run.problems.filter(\.failsRun)).map(\.message)
    }

    func candidates(for recognized: RecognizedMessage) -> [Candidate] {
        let message = recognized.message
        let declarations = finder?.declarations
        var ranking = CandidateRanking(carried: recognized.names) { name in
            guard let declarations else { return false }
            return declarations.isDeclared(name) || declarations.functionNames.contains(name)
        }
        for (index, rule) in message.rules.enumerated() {
            for finding in findings where finding.ruleID == rule {
                var names = Set(finding.message.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
                var roles: [NameRole: Set<String>] = [:]
                if let finder {
                    let seen = finder.names(atLine: finding.line, column: finding.column, in: finding.file)
                    names.formUnion(seen.names)
                    if let type = seen.type { names.insert(type); roles[.frameType] = [type] }
                    if let function = seen.function { names.insert(function); roles[.frameMember] = [function] }
                }
                ranking.add(finding: finding, ruleIndex: index, names: names, roles: roles)
            }
        }
        if let finder, !message.siteKinds.isEmpty {
            let observable = message.id == RuntimeMessageCatalog.observableObjectMissing.id
            for site in finder.sites(of: message.siteKinds, names: recognized.names, observable: observable) {
                ranking.add(site: site)
            }
        }
        return ranking.ranked()
    }
}
