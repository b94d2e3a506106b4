import BridgeLintCore

/// Maps a log's recognised messages to the places in a project that can cause them: the findings of the rules
/// each message's catalog entry lists (the lint engine run on the project with only those rules, every severity
/// and tier it reports, latent findings included), and the sites of the names the message carries.
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
        let search = ProjectSearch(project: project, messages: reading.messages)
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

/// One search of a project for every message of a log: linted once with the union of the messages' rules, read
/// twice for the site search (declarations, then the files that can hold a site).
private final class ProjectSearch {
    private let findings: [Finding]
    private let finder: SiteFinder?
    let problems: [String]

    init(project: Diagnoser.Project, messages: [RecognizedMessage]) {
        let wanted = Set(messages.flatMap(\.message.rules))
        var configuration = project.plan.configuration
        configuration.onlyRules = wanted
        // Every tier: a latent finding (a broken contract with no visible harm yet) may be the harm in the log.
        configuration.showsLatent = true
        let linter = Linter(allRules: project.rules, configuration: configuration)
        let run = linter.lint(files: project.plan.files, infoPlists: project.plan.infoPlists)
        findings = run.findings.filter { wanted.contains($0.ruleID) }
        problems = (project.plan.problems + run.problems.filter(\.failsRun)).map(\.message)
        let kinds = Set(messages.flatMap(\.message.siteKinds))
        // Messages that list no site kinds and have no finding to look at are answered without reading the code.
        guard !kinds.isEmpty || !findings.isEmpty else {
            finder = nil
            return
        }
        let reads = ProjectReading.declarations(of: project.plan.files)
        let declarations = ProjectDeclarations(reads.map(\.declarations))
        let requests = Self.requests(findings: findings, names: messages.flatMap(\.names), declarations: declarations,
                                     files: reads.map(\.path))
        let sites = ProjectReading.sites(reads, kinds: kinds, requests: requests, declarations: declarations)
        finder = SiteFinder(declarations: declarations, files: sites)
    }

    /// What each file is asked besides its sites: the names on its findings' lines, the functions in it that a
    /// backtrace names, the lines a crash names.
    private static func requests(findings: [Finding], names: [CarriedName], declarations: ProjectDeclarations,
                                 files: [String]) -> [String: ScanRequests] {
        var requests: [String: ScanRequests] = [:]
        for finding in findings {
            requests[finding.file, default: ScanRequests()].findings.append((finding.line, finding.column))
        }
        let members = Set(names.filter { $0.role == .frameMember }.map(\.name))
        let spellings = Set(names.filter { $0.role == .selector }.flatMap(\.spellings))
        let named = declarations.functions.filter { members.contains($0.name) }.map(\.place.file)
            + declarations.properties.values.flatMap { $0.values.filter { $0.hasAccessors && members.contains($0.name) } }.map(\.place.file)
        for file in Set(named) {
            requests[file, default: ScanRequests()].frameMembers = members
            requests[file, default: ScanRequests()].selectorSpellings = spellings
        }
        for location in names.filter({ $0.role == .sourceLocation }).compactMap({ CrashLocation($0.name) }) {
            for file in files where location.names(file: file) {
                requests[file, default: ScanRequests()].crashLines.append(location.line)
            }
        }
        return requests
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
                if let seen = finder?.names(atFinding: finding.line, column: finding.column, in: finding.file) {
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
