import ArgumentParser
import BridgeLintCore
import BridgeLintRules
import Foundation

/// `bridgelint fix [PATH ...]`: repair mechanical findings in place, then report what is left.
struct FixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fix",
        abstract: "Fix what can be fixed automatically, then report the remaining findings.",
        discussion: """
            The configuration and suppression comments apply as for lint: a suppressed finding is never fixed. \
            A file is written only if its fixed text parses at least as cleanly as before; writes are atomic and \
            keep the file's permissions; read-only files are left alone. Exit status as for lint, computed on \
            the findings that remain, and 1 if a file could not be written.
            """
    )

    @OptionGroup var options: LintOptions

    @Flag(help: "Print the changes as a unified diff instead of writing them.")
    var dryRun = false

    @Option(help: "Only fix findings of these rules (comma-separated ids).")
    var rules: String?

    func validate() throws {
        if !options.context.isEmpty {
            throw ValidationError("--context is an option of lint only: fix changes every file it reads")
        }
        for id in ruleFilter ?? [] where RuleRegistry.rule(id: id)?.description.isFixable != true {
            let fixable = RuleRegistry.all.map { $0.description }.filter(\.isFixable).map(\.id)
            let hint = NameSuggestion.closest(to: id, in: fixable).map { "; did you mean '\($0)'?" } ?? ""
            throw ValidationError("'\(id)' is not a rule with a fix\(hint)")
        }
    }

    private var ruleFilter: Set<String>? {
        rules.map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }) }
    }

    func run() throws {
        let session = try LintSession(options: options)
        let plan = session.plan
        let (sources, unreadable) = plan.readSources()
        let problems = plan.problems + unreadable

        let results = Fixer(linter: plan.linter, onlyRules: ruleFilter).fix(sources: sources, infoPlists: plan.infoPlists)
        var finalTexts: [(path: String, text: String)] = []
        var fixedFindings = 0
        var changedFiles = 0
        var writeFailed = false
        for result in results {
            var kept = result.fixed
            if let rejection = result.rejection {
                Output.standardError("\(result.path): warning: not fixed: \(rejection)\n")
            }
            if result.changed {
                if dryRun {
                    Output.standardOutput(UnifiedDiff.diff(old: result.original, new: result.fixed, path: result.path))
                    fixedFindings += result.appliedFixes
                    changedFiles += 1
                } else {
                    do {
                        try FileWriter.replaceContents(of: result.path, with: result.fixed)
                        fixedFindings += result.appliedFixes
                        changedFiles += 1
                    } catch {
                        Output.standardError("\(result.path): error: not fixed: \(error)\n")
                        kept = result.original
                        writeFailed = true
                    }
                }
            }
            finalTexts.append((result.path, kept))
        }

        var remaining = plan.linter.lint(sources: finalTexts, infoPlists: plan.infoPlists)
        remaining.problems = problems + remaining.problems
        let verb = dryRun ? "Would fix" : "Fixed"
        let extra = "\(verb) \(fixedFindings) finding\(fixedFindings == 1 ? "" : "s") in \(changedFiles) file\(changedFiles == 1 ? "" : "s")."
        if dryRun {
            // The diff is the output; the summary and file problems go to stderr, and the exit status
            // says whether the findings that would remain fail the run.
            for problem in remaining.problems { Output.standardError(problem.message + "\n") }
            if !options.quiet { Output.standardError(extra + "\n") }
            if session.failsRun(remaining) { throw ExitCode(ExitStatus.findings) }
            return
        }
        try session.finish(remaining, extraSummary: extra, failed: writeFailed)
    }
}
