import ArgumentParser
import BridgeLintCore

/// `bridgelint`: the root command. `lint` runs when no subcommand is named.
public struct BridgeLintCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "bridgelint",
        abstract: "Finds bugs in the bridge between UIKit and SwiftUI.",
        version: BridgeLint.version,
        subcommands: [LintCommand.self, FixCommand.self, RulesCommand.self, ExplainCommand.self, DiagnoseCommand.self,
                      AdviseCommand.self, NewCommand.self, MigrateCommand.self, LSPCommand.self, MCPCommand.self],
        defaultSubcommand: LintCommand.self
    )

    public init() {}
}

/// Exit statuses, as documented in the README.
public enum ExitStatus {
    /// Nothing failed the run.
    public static let success: Int32 = 0
    /// Findings (errors, or warnings with --strict) or files that could not be linted.
    public static let findings: Int32 = 1
    /// Bad usage or configuration.
    public static let usage: Int32 = 2
    /// bridgelint itself failed.
    public static let internalFailure: Int32 = 3
}

/// Runs the command line and returns the exit status, mapping argument errors to 2.
public enum CommandLineEntry {
    public static func run(_ arguments: [String]) -> Int32 {
        AllocatorTuning.apply()
        do {
            var command = try BridgeLintCommand.parseAsRoot(arguments)
            try command.run()
            return ExitStatus.success
        } catch let exit as ExitCode {
            return exit.rawValue
        } catch {
            let code = BridgeLintCommand.exitCode(for: error)
            let message = BridgeLintCommand.fullMessage(for: error)
            if code == .success {
                Output.standardOutput(message + "\n")
                return ExitStatus.success
            }
            Output.standardError(message + "\n")
            return code == .validationFailure ? ExitStatus.usage : ExitStatus.internalFailure
        }
    }
}
