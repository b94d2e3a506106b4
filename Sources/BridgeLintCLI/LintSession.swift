import ArgumentParser
import BridgeLintCore
import BridgeLintRules
import Foundation

/// What a `lint` or `fix` run works with: the effective configuration, the files, and the linter.
struct LintSession {
    let options: LintOptions
    let configuration: Configuration
    let discovered: FileDiscovery.Result
    let linter: Linter
    let started = Date()

    /// Loads the configuration and finds the files; a broken configuration ends the run with status 2.
    init(options: LintOptions) throws {
        self.options = options
        var configuration = try Self.loadConfiguration(options)
        var source = "the configuration"
        if let text = options.deploymentTarget {
            configuration.deploymentTarget = IOSVersion(parsing: text)
            source = "--ios"
        }
        let discovered = Self.discover(options, configuration)
        if configuration.deploymentTarget == nil, let detected = Self.detectDeploymentTarget(discovered) {
            configuration.deploymentTarget = detected.version
            source = detected.source
        }
        if options.verbose {
            let target = configuration.deploymentTarget.map { "iOS \($0) (from \(source))" }
            Output.standardError("deployment target: \(target ?? "unknown, assuming the newest")\n")
        }
        self.configuration = configuration
        self.discovered = discovered
        self.linter = Linter(allRules: RuleRegistry.all, configuration: configuration)
    }

    private static func loadConfiguration(_ options: LintOptions) throws -> Configuration {
        let path: String
        if let config = options.config {
            path = config
        } else if FileManager.default.fileExists(atPath: Configuration.defaultFileName) {
            path = Configuration.defaultFileName
        } else {
            if options.verbose { Output.standardError("configuration: none, using the defaults\n") }
            return Configuration()
        }
        let loader = ConfigurationLoader(rules: RuleRegistry.all.map { $0.description })
        do {
            let loaded = try loader.load(path: path)
            for warning in loaded.warnings {
                Output.standardError(warning + "\n")
            }
            if options.verbose { Output.standardError("configuration: \(path)\n") }
            return loaded.configuration
        } catch let error as ConfigurationError {
            Output.standardError(error.description + "\n")
            throw ExitCode(ExitStatus.usage)
        }
    }

    /// The paths given, else the configuration's `included` entries (relative to its folder), else `.`.
    private static func discover(_ options: LintOptions, _ configuration: Configuration) -> FileDiscovery.Result {
        let discovery = FileDiscovery(excluded: configuration.excluded, rootDirectory: configuration.rootDirectory)
        guard options.paths.isEmpty else { return discovery.discover(options.paths) }
        let root = options.config == nil ? "." : configuration.rootDirectory
        var found = discovery.discover([root])
        if !configuration.included.isEmpty {
            let included = configuration.included.map(Glob.init)
            found.files = found.files.filter { file in
                included.contains { $0.matches(discovery.relativeToRoot(file)) }
            }
        }
        return found
    }

    /// From the linted folders' Package.swift or Xcode projects; when only files were named, from the
    /// current folder's.
    private static func detectDeploymentTarget(_ found: FileDiscovery.Result) -> DeploymentTargetDetector.Detected? {
        var manifests = found.packageManifests
        var projects = found.projectFiles
        if manifests.isEmpty, projects.isEmpty {
            let manager = FileManager.default
            if manager.fileExists(atPath: "Package.swift") { manifests = ["Package.swift"] }
            let entries = (try? manager.contentsOfDirectory(atPath: ".")) ?? []
            projects = entries.filter { $0.hasSuffix(".xcodeproj") }.map { "\($0)/project.pbxproj" }
                .filter { manager.fileExists(atPath: $0) }
        }
        return DeploymentTargetDetector.detect(packageManifests: manifests, projectFiles: projects)
    }

    /// A progress callback for long runs on a terminal, and the indicator to finish.
    func progress() -> (indicator: ProgressIndicator?, callback: (@Sendable (Int) -> Void)?) {
        let indicator = ProgressIndicator(
            total: discovered.files.count, enabled: Output.standardErrorIsTerminal && !options.quiet)
        guard let indicator else { return (nil, nil) }
        return (indicator, { done in indicator.update(done: done) })
    }

    /// Applies the baseline, writes the reports, prints the file problems and the summary, then ends the
    /// run with status 1 if anything fails it.
    func finish(_ run: LintRun, extraSummary: String? = nil, failed: Bool = false) throws {
        var run = run
        for problem in run.problems {
            Output.standardError(problem.message + "\n")
        }
        if let path = options.writeBaseline {
            let baseline = Baseline(findings: run.findings)
            do {
                try baseline.encoded().write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                Output.standardError("\(path): error: cannot write baseline: \(error.localizedDescription)\n")
                throw ExitCode(ExitStatus.usage)
            }
            Output.standardError("Wrote a baseline of \("finding".counted(baseline.count)) to \(path).\n")
            return
        }
        if let path = options.baseline {
            do {
                let baseline = try Baseline.load(path: path)
                let before = run.findings.count
                run.findings = baseline.newFindings(in: run.findings)
                if options.verbose {
                    Output.standardError("baseline: \(path) accepted \(before - run.findings.count) of \(before) findings\n")
                }
            } catch let error as Baseline.LoadError {
                Output.standardError(error.description + "\n")
                throw ExitCode(ExitStatus.usage)
            }
        }
        try writeReports(run)
        if !options.quiet {
            var summary = Self.summary(run, seconds: Date().timeIntervalSince(started))
            if let extraSummary { summary = extraSummary + " " + summary }
            Output.standardError(summary + "\n")
        }
        if failed || failsRun(run) {
            throw ExitCode(ExitStatus.findings)
        }
    }

    private func writeReports(_ run: LintRun) throws {
        let context = ReportContext(rules: RuleRegistry.all.map { $0.description }, colored: Output.useColor)
        for (format, path) in try options.reportTargets() {
            guard let path else {
                Output.standardOutput(format.reporter.report(run, context: context))
                continue
            }
            var fileContext = context
            fileContext.colored = false
            do {
                let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try Data(format.reporter.report(run, context: fileContext).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                Output.standardError("\(path): error: cannot write the \(format.rawValue) report: \(error.localizedDescription)\n")
                throw ExitCode(ExitStatus.usage)
            }
        }
    }

    /// Errors (with --strict, warnings too) and files that could not be linted fail a run.
    func failsRun(_ run: LintRun) -> Bool {
        run.findings.contains { $0.severity == .error || (options.strict && $0.severity == .warning) }
            || run.problems.contains(where: \.failsRun)
    }

    static func summary(_ run: LintRun, seconds: Double) -> String {
        func count(_ severity: Severity) -> Int { run.findings.count { $0.severity == severity } }
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        let time = String(format: "%.2f", seconds)
        var text = "Linted \(plural(run.fileCount, "file")) (\(plural(run.lineCount, "line"))) in \(time) s: "
        text += "\(plural(count(.error), "error")), \(plural(count(.warning), "warning")), \(plural(count(.note), "note"))"
        let unreadable = run.problems.count(where: \.failsRun)
        if unreadable > 0 { text += "; \(plural(unreadable, "file")) could not be linted" }
        return text + "."
    }
}
