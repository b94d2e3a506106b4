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

    /// For the build-tool plugin: a file touched after every run, the build command's declared output.
    @Option(help: .hidden)
    var stamp: String?

    func run() throws {
        let session = try LintSession(options: options)
        let progress = session.progress()
        var run = session.linter.lint(
            files: session.discovered.files, infoPlists: session.discovered.infoPlists, progress: progress.callback)
        progress.indicator?.finish()
        run.problems = session.discovered.problems + run.problems
        if let stamp {
            _ = FileManager.default.createFile(atPath: stamp, contents: Data("\(run.findings.count)\n".utf8))
        }
        try session.finish(run)
    }
}
