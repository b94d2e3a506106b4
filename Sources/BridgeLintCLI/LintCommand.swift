import ArgumentParser
import BridgeLintCore
import BridgeLintRules
import Foundation

extension ReportFormat: ExpressibleByArgument {}

/// `bridgelint lint [PATH ...]`: lint files and folders (the current folder by default).
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint Swift files and folders (the default command).",
        discussion: """
            Exit status: 0 when nothing failed the run; 1 for findings at error severity (and, with \
            --strict, warnings) or files that could not be read; 2 for bad usage or configuration; \
            3 when bridgelint itself failed.
            """
    )

    @Argument(help: "Files or folders to lint. Default: the configuration's 'included' paths, else the current folder.")
    var paths: [String] = []

    @Option(help: "The configuration file. Default: .bridgelint.yml in the current folder, if present.")
    var config: String?

    @Option(help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .xcode

    @Option(name: .customLong("ios"), help: "The deployment target, such as 16.0. Overrides the configuration.")
    var deploymentTarget: String?

    @Flag(help: "Fail the run on warnings too.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print only findings: no summary line.")
    var quiet = false

    @Flag(help: "Say which configuration and deployment target were used.")
    var verbose = false

    func validate() throws {
        if let deploymentTarget, IOSVersion(parsing: deploymentTarget) == nil {
            throw ValidationError("'\(deploymentTarget)' is not an iOS version; write it like 16.0")
        }
    }

    func run() throws {
        let started = Date()
        var configuration = try loadConfiguration()
        if let deploymentTarget {
            configuration.deploymentTarget = IOSVersion(parsing: deploymentTarget)
        }
        if verbose {
            let target = configuration.deploymentTarget.map { "iOS \($0)" + (deploymentTarget != nil ? " (from --ios)" : " (from the configuration)") }
            Output.standardError("deployment target: \(target ?? "unknown, assuming the newest")\n")
        }

        let discovery = FileDiscovery(excluded: configuration.excluded, rootDirectory: configuration.rootDirectory)
        var found = discovery.discover(paths.isEmpty ? [defaultRoot(configuration)] : paths)
        if paths.isEmpty, !configuration.included.isEmpty {
            let included = configuration.included.map(Glob.init)
            let root = configuration.rootDirectory
            found.files = found.files.filter { file in
                included.contains { $0.matches(Self.relative(file, to: root)) }
            }
        }

        let linter = Linter(allRules: RuleRegistry.all, configuration: configuration)
        let progress = ProgressIndicator(total: found.files.count, enabled: Output.standardErrorIsTerminal && !quiet)
        var report: (@Sendable (Int) -> Void)?
        if let progress {
            report = { done in progress.update(done: done) }
        }
        var result = linter.lint(files: found.files, infoPlists: found.infoPlists, progress: report)
        progress?.finish()
        result.problems = found.problems + result.problems

        for problem in result.problems {
            Output.standardError(problem.message + "\n")
        }
        Output.standardOutput(format.reporter(colored: Output.useColor).report(result))
        if !quiet {
            Output.standardError(Self.summary(result, seconds: Date().timeIntervalSince(started)) + "\n")
        }
        let failsOnFindings = result.findings.contains { $0.severity == .error || (strict && $0.severity == .warning) }
        if failsOnFindings || result.problems.contains(where: \.failsRun) {
            throw ExitCode(ExitStatus.findings)
        }
    }

    private func loadConfiguration() throws -> Configuration {
        let path: String
        if let config {
            path = config
        } else if FileManager.default.fileExists(atPath: Configuration.defaultFileName) {
            path = Configuration.defaultFileName
        } else {
            if verbose { Output.standardError("configuration: none, using the defaults\n") }
            return Configuration()
        }
        let loader = ConfigurationLoader(rules: RuleRegistry.all.map { $0.description })
        do {
            let loaded = try loader.load(path: path)
            for warning in loaded.warnings {
                Output.standardError(warning + "\n")
            }
            if verbose { Output.standardError("configuration: \(path)\n") }
            return loaded.configuration
        } catch let error as ConfigurationError {
            Output.standardError(error.description + "\n")
            throw ExitCode(ExitStatus.usage)
        }
    }

    private func defaultRoot(_ configuration: Configuration) -> String {
        config == nil ? "." : configuration.rootDirectory
    }

    private static func relative(_ path: String, to root: String) -> String {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
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
