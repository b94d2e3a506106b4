import ArgumentParser
import BridgeLintCore
import BridgeLintRules
import Foundation

/// What a `lint` or `fix` run works with: its plan (configuration, files, linter) and how it reports.
struct LintSession {
    let options: LintOptions
    let plan: RunPlan
    let started = Date()

    /// Plans the run; a broken configuration ends it with status 2.
    init(options: LintOptions) throws {
        self.options = options
        self.plan = try RunPlan.load(options.request, verbose: options.verbose)
    }

    /// A progress callback for long runs on a terminal, and the indicator to finish.
    func progress() -> (indicator: ProgressIndicator?, callback: (@Sendable (Int) -> Void)?) {
        let indicator = ProgressIndicator(
            total: plan.files.count, enabled: Output.standardErrorIsTerminal && !options.quiet)
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
        if run.hiddenLatentCount > 0 {
            text += "; \(plural(run.hiddenLatentCount, "latent finding")) hidden (--latent shows them)"
        }
        return text + "."
    }
}
