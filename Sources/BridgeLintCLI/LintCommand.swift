import ArgumentParser
import BridgeLintCore
import Foundation

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

    @OptionGroup var options: LintOptions

    @Flag(help: "Analyse every file again instead of reusing results of unchanged files.")
    var noCache = false

    @Option(help: "The folder for cached results (default: ~/.cache/bridgelint, or ~/Library/Caches/bridgelint on macOS).")
    var cachePath: String?

    @Flag(help: "Print where the time went: discovery, parsing, indexing, each rule, reporting.")
    var stats = false

    /// For the build-tool plugin: a file touched after every run, the build command's declared output.
    @Option(help: .hidden)
    var stamp: String?

    func run() throws {
        let statistics = stats ? LintStatistics() : nil
        let session = try statistics.map { try $0.measure(.discovery) { try LintSession(options: options) } }
            ?? LintSession(options: options)
        let cache = noCache ? nil : ResultCache(
            directory: cachePath.map { URL(fileURLWithPath: $0) } ?? ResultCache.defaultDirectory,
            configuration: session.plan.configuration, ruleIDs: session.plan.linter.rules.map { $0.description.id })
        let progress = session.progress()
        var run = session.plan.linter.lint(
            files: session.plan.files, infoPlists: session.plan.infoPlists, cache: cache,
            statistics: statistics, progress: progress.callback)
        progress.indicator?.finish()
        run.problems = session.plan.problems + run.problems
        if session.plan.reportedFiles != nil {
            run.findings.removeAll { !session.plan.reports($0.file) }
            run.problems.removeAll { !session.plan.reports($0.file) }
        }
        if let stamp {
            _ = FileManager.default.createFile(atPath: stamp, contents: Data("\(run.findings.count)\n".utf8))
        }
        defer {
            if let statistics { Output.standardError("\n" + statistics.report) }
        }
        if let statistics {
            try statistics.measure(.reporting) { try session.finish(run) }
        } else {
            try session.finish(run)
        }
    }
}
