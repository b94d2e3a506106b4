import Foundation
import PackagePlugin

/// `swift package bridgelint [lint|fix] [options]`: runs bridgelint on the package's folder.
/// `fix` rewrites files, so it needs `--allow-writing-to-package-directory`.
@main
struct BridgeLintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "bridgelint")
        var arguments = arguments
        let subcommands: Set<String> = ["lint", "fix", "rules", "explain"]
        let subcommand = arguments.first.flatMap { subcommands.contains($0) ? $0 : nil } ?? "lint"
        if arguments.first == subcommand { arguments.removeFirst() }
        // Without a path, lint or fix the whole package.
        let takesPaths = subcommand == "lint" || subcommand == "fix"
        let hasPath = arguments.contains { !$0.hasPrefix("-") && FileManager.default.fileExists(atPath: $0) }
        if takesPaths && !hasPath {
            arguments.append(context.package.directoryURL.path)
        }

        let process = Process()
        process.executableURL = tool.url
        process.arguments = [subcommand] + arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("bridgelint \(subcommand) exited with status \(process.terminationStatus)")
        }
    }
}
