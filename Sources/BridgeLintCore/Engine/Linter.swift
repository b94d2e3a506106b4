import Foundation
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The result of linting a set of files.
public struct LintRun: Sendable {
    /// Findings after suppressions and severity overrides, in reporting order.
    public var findings: [Finding]
    /// Files that could not be linted, or only in part.
    public var problems: [FileProblem]
    public var fileCount: Int
    public var lineCount: Int
    /// Latent findings the configuration did not ask for (`--latent` shows them).
    public var hiddenLatentCount: Int = 0
}

/// Runs the rules over files: each file is read and parsed once, in parallel; its facts feed the
/// project index; index-dependent findings are decided once every file is done.
public struct Linter: Sendable {
    public let rules: [any Rule]
    public let configuration: Configuration
    /// Every rule id the configuration and suppressions may name, enabled or not.
    public let knownRuleIDs: Set<String>
    /// The rules that ask index questions, by id, to answer them.
    private let indexedRules: [String: any IndexedRule.Type]
    /// The rules that run on every file, whatever platform its code is for.
    private let enabledIDs: Set<String>
    /// What the registered rules record about every file (all of them, enabled or not, so cached facts
    /// serve any configuration).
    let recorders: [any FactRecorder.Type]
    /// What each enabled rule's reports need, looked up once rather than for every file.
    private let checks: [(rule: any Rule, id: String, severity: Severity, options: [String: [String]],
                          questionType: (any IndexQuestion.Type)?, minimumOS: PlatformVersions?)]

    /// - Parameters:
    ///   - allRules: every registered rule; the configuration and deployment target choose which run.
    public init(allRules: [any Rule.Type], configuration: Configuration) {
        self.configuration = configuration
        var known = Set(BuiltInChecks.ids)
        var enabled: [any Rule] = []
        var indexed: [String: any IndexedRule.Type] = [:]
        for ruleType in allRules {
            if let indexedType = ruleType as? any IndexedRule.Type { indexed[ruleType.description.id] = indexedType }
            let description = ruleType.description
            known.insert(description.id)
            if configuration.isEnabled(description), Self.applies(description, toSome: configuration.deploymentTargets) {
                enabled.append(ruleType.init())
            }
        }
        self.knownRuleIDs = known
        self.rules = enabled
        self.enabledIDs = Set(enabled.map(\.description).filter { Self.applies($0, toEvery: configuration.deploymentTargets) }.map(\.id))
        self.checks = enabled.map { rule in
            let description = rule.description
            return (rule, description.id, description.severity, configuration.ruleOptions[description.id] ?? [:],
                    (type(of: rule) as? any IndexedRule.Type)?.questionType, description.minimumOS)
        }
        self.indexedRules = indexed
        self.recorders = FactRecorders.of(allRules)
    }

    /// A rule with minimum OS versions runs when code for some platform may meet them.
    private static func applies(_ rule: RuleDescription, toSome targets: PlatformVersions) -> Bool {
        guard let minimum = rule.minimumOS else { return true }
        return targets.allowSome(minimum, on: Set(Platform.allCases))
    }

    private static func applies(_ rule: RuleDescription, toEvery targets: PlatformVersions) -> Bool {
        guard let minimum = rule.minimumOS else { return true }
        return Platform.allCases.allSatisfy { targets.support(for: minimum, on: [$0]) != .unsupported }
    }

    /// Lints files on disk. `infoPlists` are the app's Info.plist files, read for rules that depend on app
    /// settings. With a `cache`, unchanged files reuse their earlier results; with `statistics`, time is
    /// recorded per stage and rule. `progress` is called with the number of files done so far.
    public func lint(
        files: [String], infoPlists: [String] = [], cache: ResultCache? = nil, statistics: LintStatistics? = nil,
        progress: (@Sendable (Int) -> Void)? = nil
    ) -> LintRun {
        let unchanged = cache.map { cache in measure(statistics, .checkingCache) { cache.unchangedFiles(files) } } ?? []
        if let cache, let previous = cache.unchangedRun(files: files, infoPlists: infoPlists, unchanged: unchanged) {
            for _ in files { statistics?.countFile(cached: true) }
            return previous
        }
        let run = run(count: files.count, infoPlists: Self.readInfoPlists(infoPlists), statistics: statistics, progress: progress) { index in
            if let cache, unchanged[index], let cached = cache.outcome(ofUnchanged: files[index]) {
                statistics?.countFile(cached: true)
                return cached
            }
            return outcome(ofFileAt: files[index], cache: cache, statistics: statistics)
        }
        cache?.record(run, files: files, infoPlists: infoPlists)
        cache?.save(linted: files)
        return run
    }

    /// Reads and analyzes one file on disk, or takes its outcome from the cache when its content is unchanged.
    func outcome(ofFileAt path: String, cache: ResultCache?, statistics: LintStatistics? = nil) -> FileOutcome {
        let read = measure(statistics, .reading) { SourceReader.readWithStamp(path) }
        let text: String
        let stamp: FileStamp
        switch read {
        case .success(let file): (text, stamp) = file
        case .failure(let problem): return FileOutcome(path: path, problems: [problem])
        }
        guard let cache else { return analyze(path: path, source: text, statistics: statistics) }
        let hash = ContentHash.of(text)
        if let cached = cache.outcome(for: path, hash: hash, stamp: stamp) {
            statistics?.countFile(cached: true)
            return cached
        }
        let outcome = analyze(path: path, source: text, statistics: statistics)
        cache.store(outcome, for: path, hash: hash, stamp: stamp)
        return outcome
    }

    /// Lints in-memory sources (path, text), as the tests, examples and `fix` do. A path ending in
    /// `Info.plist` is read as the app's property list instead of linted, as are the `infoPlists` files on disk.
    public func lint(sources: [(path: String, text: String)], infoPlists: [String] = []) -> LintRun {
        let swiftSources = sources.filter { !InfoPlistFact.isInfoPlistName(($0.path as NSString).lastPathComponent) }
        let plists = sources.filter { InfoPlistFact.isInfoPlistName(($0.path as NSString).lastPathComponent) }
            .map { InfoPlistFact.read(Data($0.text.utf8), path: $0.path) } + Self.readInfoPlists(infoPlists)
        return run(count: swiftSources.count, infoPlists: plists, statistics: nil, progress: nil) { index in
            analyze(path: swiftSources[index].path, source: swiftSources[index].text, statistics: nil)
        }
    }

    static func readInfoPlists(_ paths: [String]) -> [Result<InfoPlistFact, FileProblem>] {
        paths.map { path in
            (try? Data(contentsOf: URL(fileURLWithPath: path))).map { InfoPlistFact.read($0, path: path) }
                ?? .failure(FileProblem(file: path, kind: .unreadable, detail: "cannot read file"))
        }
    }

    private func run(
        count: Int, infoPlists: [Result<InfoPlistFact, FileProblem>], statistics: LintStatistics?,
        progress: (@Sendable (Int) -> Void)?, analyzeFile: @Sendable (Int) -> FileOutcome
    ) -> LintRun {
        let outcomes = ParallelMap.map(count: count, progress: progress, analyzeFile)
        var plistFacts: [InfoPlistFact] = []
        var problems: [FileProblem] = []
        for plist in infoPlists {
            switch plist {
            case .success(let fact): plistFacts.append(fact)
            case .failure(let problem): problems.append(problem)
            }
        }
        let index = measure(statistics, .projectIndex) { ProjectIndex(outcomes.map(\.facts), infoPlists: plistFacts, recorders: recorders) }
        var findings: [Finding] = []
        var hiddenLatent = 0
        var lines = 0
        measure(statistics, .crossFileRules) {
            for outcome in outcomes {
                let decided = decide(outcome, index: index)
                let reported = decided.filter(configuration.reports)
                hiddenLatent += decided.count - reported.count
                findings += reported
                problems += outcome.problems
                lines += outcome.lineCount
            }
        }
        findings.sort(by: Finding.reportingOrder)
        return LintRun(findings: findings, problems: problems, fileCount: count, lineCount: lines, hiddenLatentCount: hiddenLatent)
    }

    func analyze(path: String, source: String, statistics: LintStatistics? = nil) -> FileOutcome {
        statistics?.countFile(cached: false)
        let tree = measure(statistics, .parsing) { Parser.parse(source: source) }
        return analyze(path: path, source: source, tree: tree, statistics: statistics)
    }

    /// Analyzes a file already parsed (the language server re-parses only what an edit touched).
    func analyze(path: String, source: String, tree: SourceFileSyntax, statistics: LintStatistics? = nil) -> FileOutcome {
        let file = LintFile(path: path, source: source, tree: tree, deploymentTargets: configuration.deploymentTargets,
                            concurrencyDefaults: configuration.concurrency.defaults(for: path))
        var outcome = FileOutcome(path: path)
        outcome.lineCount = file.lineCount
        if tree.hasError {
            outcome.problems.append(Self.syntaxProblem(in: file))
        }
        outcome.facts = measure(statistics, .indexingFacts) { FactCollector.collect(from: file, recorders: recorders, statistics: statistics) }
        outcome.suppressions = measure(statistics, .suppressions) { SuppressionMap(file: file) }
        let platforms = file.platforms
        for check in checks {
            // A rule that needs some OS version skips a file none of whose platforms' targets has it; the rule
            // itself judges code within the file that is for one platform (`#if os(…)`, AppKit or UIKit types).
            if let minimum = check.minimumOS, !configuration.deploymentTargets.allowSome(minimum, on: platforms) {
                continue
            }
            let rule = check.rule
            var report = RuleReport(file: file, ruleID: check.id, severity: check.severity, options: check.options,
                                    questionType: check.questionType)
            if let statistics {
                statistics.measureRule(check.id) { rule.check(file, report: &report) }
            } else {
                rule.check(file, report: &report)
            }
            outcome.findings += report.findings
            outcome.deferred += report.deferred
        }
        return outcome
    }

    private func measure<T>(_ statistics: LintStatistics?, _ stage: LintStage, _ work: () -> T) -> T {
        statistics.map { $0.measure(stage, work) } ?? work()
    }

    private static func syntaxProblem(in file: LintFile) -> FileProblem {
        let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: file.tree)
        var detail = "\(diagnostics.count) syntax error\(diagnostics.count == 1 ? "" : "s")"
        if let first = diagnostics.first {
            let location = first.location(converter: SourceLocationConverter(fileName: file.path, tree: file.tree))
            detail += ", first at \(location.line):\(location.column): \(first.message)"
        }
        return FileProblem(file: file.path, kind: .syntaxErrors, detail: detail)
    }

    /// The findings of `outcome` the run reports: latent ones only when the configuration asks for them.
    func finalize(_ outcome: FileOutcome, index: ProjectIndex) -> [Finding] {
        decide(outcome, index: index).filter(configuration.reports)
    }

    /// Decides deferred findings, applies suppressions and severity overrides, and reports
    /// suppression comments that are malformed or silenced nothing; latent findings included.
    func decide(_ outcome: FileOutcome, index: ProjectIndex) -> [Finding] {
        var candidates = outcome.findings
        for deferred in outcome.deferred {
            if let verdict = indexedRules[deferred.finding.ruleID]?.verdict(encoded: deferred.question, index: index) {
                var finding = deferred.finding
                finding.message = verdict.message
                finding.confidence = verdict.confidence
                if verdict.confidence == .latent { finding.severity = .note }
                if verdict.withholdsFix { finding.fix = nil }
                candidates.append(finding)
            }
        }
        candidates = candidates.map { Self.demotedWhenUnused($0, in: outcome, index: index) }
        if configuration.unbuiltFiles.contains(outcome.path) { candidates = candidates.map(Self.demotedAsUnbuilt) }
        let suppressions = outcome.suppressions
        var used = Set<Int>()
        var kept: [Finding] = []
        for finding in candidates {
            if let suppressor = suppressions.suppressor(ruleID: finding.ruleID, line: finding.line, column: finding.column) {
                used.insert(suppressor)
            } else {
                kept.append(finding)
            }
        }
        kept += suppressionFindings(suppressions, used: used, path: outcome.path)
        // Suppressions are matched first, so a comment that silences a hidden latent finding is not superfluous.
        return kept.map { finding in
            var finding = finding
            // A latent finding stays a note: a severity override raises the rule's witnessed findings.
            if !finding.isLatent {
                finding.severity = configuration.severity(for: finding.ruleID, default: finding.severity)
            }
            return finding
        }
    }

    /// A finding inside a type that only previews use, or that nothing in an app uses, describes harm that cannot
    /// happen until other code uses it: latent, saying so. Without the app's entry point in sight (a package, one
    /// file, a snippet), a type nothing uses may have its users out of sight, and keeps its findings; a preview
    /// that uses the type shows where its users would be. A public type may be used by other modules, which an
    /// app's own sources (its entry point in sight) hold too.
    static func demotedWhenUnused(_ finding: Finding, in outcome: FileOutcome, index: ProjectIndex) -> Finding {
        guard !finding.isLatent, let type = outcome.candidate(holding: finding.line),
              !type.isPublic || index.declaresEntryPoint
        else { return finding }
        var demoted = finding
        switch index.usage(of: type.name) {
        case .used:
            return finding
        case .onlyInPreviews:
            demoted.message += "; today only previews use '\(type.name)', so this cannot happen in the app until other code does"
        case .unused:
            guard index.declaresEntryPoint else { return finding }
            demoted.message += "; today nothing in the app uses '\(type.name)', so this cannot happen until something does"
        }
        demoted.confidence = .latent
        demoted.severity = .note
        return demoted
    }

    /// A finding in a file no target compiles describes harm that cannot happen until the file is built.
    static func demotedAsUnbuilt(_ finding: Finding) -> Finding {
        guard !finding.isLatent else { return finding }
        var demoted = finding
        demoted.message += """
            ; no target of the Xcode project compiles this file (no Sources phase lists it), so this cannot happen in \
            the app until the file is added to one
            """
        demoted.confidence = .latent
        demoted.severity = .note
        return demoted
    }

    private func suppressionFindings(_ suppressions: SuppressionMap, used: Set<Int>, path: String) -> [Finding] {
        guard !suppressions.directives.isEmpty || !suppressions.malformed.isEmpty else { return [] }
        var findings: [Finding] = []
        func finding(_ id: String, _ severity: Severity, _ directive: SuppressionDirective, _ message: String) -> Finding {
            Finding(ruleID: id, severity: severity, message: message, file: path, line: directive.line,
                    column: directive.column, endColumn: directive.endColumn, sourceLine: directive.sourceLine)
        }
        if configuration.isEnabled(builtIn: BuiltInChecks.invalidSuppression) {
            for malformed in suppressions.malformed {
                findings.append(finding(BuiltInChecks.invalidSuppression, .warning, malformed.directive, malformed.reason))
            }
            for directive in suppressions.directives {
                for id in directive.ruleIDs where id != SuppressionDirective.allRules && !knownRuleIDs.contains(id) {
                    let hint = NameSuggestion.closest(to: id, in: knownRuleIDs.sorted()).map { "; did you mean '\($0)'?" } ?? ""
                    findings.append(finding(BuiltInChecks.invalidSuppression, .warning, directive,
                                            "suppression names unknown rule '\(id)'\(hint)"))
                }
            }
        }
        if configuration.isEnabled(builtIn: BuiltInChecks.superfluousSuppression) {
            for (position, directive) in suppressions.directives.enumerated()
            where directive.action == .disable && !used.contains(position) {
                // Only a directive whose rules all ran can be known to be unnecessary.
                let ranAll = directive.ruleIDs.allSatisfy { $0 == SuppressionDirective.allRules || enabledIDs.contains($0) }
                guard ranAll else { continue }
                let names = directive.ruleIDs.joined(separator: ", ")
                findings.append(finding(BuiltInChecks.superfluousSuppression, .note, directive,
                                        "suppression of \(names) silences nothing here; remove it"))
            }
        }
        return findings
    }
}
