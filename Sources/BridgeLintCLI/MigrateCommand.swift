import ArgumentParser
import BridgeLintCore
import BridgeLintMigration
import Foundation

/// `bridgelint migrate`: moves a code base from one API to its successor, class by class.
struct MigrateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Move code to a newer API, class by class, with the same safety as fix.",
        subcommands: [MigrateObservationCommand.self]
    )
}

/// `bridgelint migrate observation [PATH ...]`: ObservableObject classes to `@Observable`, with every use site.
struct MigrateObservationCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    static let configuration = CommandConfiguration(
        commandName: "observation",
        abstract: "Migrate ObservableObject classes to @Observable, with every use site in the project.",
        discussion: """
            Each class migrates whole (its declaration and every use site) or is left alone with the reasons. \
            --plan prints them (exit 0); --dry-run prints the unified diff; otherwise the files are written: a \
            file is written only if it parses at least as cleanly as before, writes are atomic, and a class \
            touching a read-only file is left alone. Exit status 1 if a file could not be written.
            """
    )

    @Argument(help: "Files or folders: the whole project, so every use site is seen. Default: the configuration's 'included' paths, else the current folder.")
    var paths: [String] = []

    @Flag(help: "Print, per class, whether it migrates or why not, and what would change. Writes nothing.")
    var plan = false

    @Flag(help: "Print the changes as a unified diff instead of writing them.")
    var dryRun = false

    @Option(help: "Migrate only these classes (comma-separated names).")
    var only: String?

    @Option(help: "Format of --plan: text or json.")
    var format: Format = .text

    @Option(help: "The configuration file. Default: .bridgelint.yml in the current folder, if present.")
    var config: String?

    @OptionGroup var deploymentTargets: DeploymentTargetOptions

    @Flag(help: "Say which configuration and deployment targets were used.")
    var verbose = false

    func validate() throws {
        if plan, dryRun { throw ValidationError("--plan and --dry-run cannot be combined") }
        if format == .json, !plan { throw ValidationError("--format json applies to --plan") }
    }

    private var selection: Set<String>? {
        only.map { Set($0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }) }
    }

    func run() throws {
        let request = RunPlan.Request(paths: paths, configurationPath: config, deploymentTargets: deploymentTargets.targets)
        let runPlan = try RunPlan.load(request, verbose: verbose)
        let (sources, unreadable) = runPlan.readSources()
        for problem in runPlan.problems + unreadable {
            Output.standardError(problem.message + "\n")
        }
        let migration = ObservationMigration(
            sources: sources, index: runPlan.linter.index(sources: sources),
            deploymentTargets: runPlan.configuration.deploymentTargets,
            options: .init(only: selection, isWritable: { FileManager.default.isWritableFile(atPath: $0) && Self.ownerMayWrite($0) },
                           unreadableFiles: unreadable.map(\.file)))
        let result = migration.plan()
        for name in migration.unknownSelections() {
            Output.standardError("warning: --only \(name): no ObservableObject class of that name in the linted paths\n")
        }
        if plan {
            Output.standardOutput(format == .json ? PlanReport.json(result) : PlanReport.text(result))
            return
        }
        if dryRun {
            for file in result.changedFiles {
                Output.standardOutput(UnifiedDiff.diff(old: file.original, new: file.migrated, path: file.path))
            }
            Output.standardError(PlanReport.summary(result) + "\n")
            return
        }
        try write(result)
    }

    /// Writes every changed file; a file that cannot be written is reported and the run fails.
    private func write(_ result: MigrationPlan) throws {
        var failed = false
        var written = 0
        for file in result.changedFiles {
            do {
                try FileWriter.replaceContents(of: file.path, with: file.migrated)
                written += 1
            } catch {
                Output.standardError("\(file.path): error: not migrated: \(error)\n")
                failed = true
            }
        }
        for entry in result.blocked {
            let first = entry.blockers.first.map { ": \($0.reason)" } ?? ""
            let more = entry.blockers.count > 1 ? " (and \(entry.blockers.count - 1) more; see --plan)" : ""
            Output.standardError("\(entry.location): note: \(entry.name) not migrated\(first)\(more)\n")
        }
        let migrated = result.migrating.map(\.name)
        let classes = "\(migrated.count) class\(migrated.count == 1 ? "" : "es")"
        Output.standardError("Migrated \(classes)\(migrated.isEmpty ? "" : " (\(migrated.joined(separator: ", ")))") in \("file".counted(written)); \(result.blocked.count) blocked.\n")
        if failed { throw ExitCode(ExitStatus.findings) }
    }

    /// As `FileWriter`: a file without its owner's write permission was made read-only on purpose, even for root.
    private static func ownerMayWrite(_ path: String) -> Bool {
        let permissions = (try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? 0o644
        return permissions & 0o200 != 0
    }
}
