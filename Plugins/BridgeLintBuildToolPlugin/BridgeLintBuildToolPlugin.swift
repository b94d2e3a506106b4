import Foundation
import PackagePlugin

/// Lints a target's Swift sources on every build that changes them; findings appear as build
/// warnings and errors (bridgelint's Xcode format is what compilers print).
@main
struct BridgeLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let sourceTarget = target as? SourceModuleTarget else { return [] }
        let sources = sourceTarget.sourceFiles(withSuffix: "swift").map(\.url)
        guard !sources.isEmpty else { return [] }
        // The stamp is the command's output, so the build system reruns it only when a source changes.
        let stamp = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name).bridgelint-stamp")
        var arguments = ["lint", "--quiet", "--stamp", stamp.path]
        let configuration = context.package.directoryURL.appendingPathComponent(".bridgelint.yml")
        if FileManager.default.fileExists(atPath: configuration.path) {
            arguments += ["--config", configuration.path]
        }
        return [
            .buildCommand(
                displayName: "bridgelint \(target.name)",
                executable: try context.tool(named: "bridgelint").url,
                arguments: arguments + sources.map(\.path),
                inputFiles: sources,
                outputFiles: [stamp]
            ),
        ]
    }
}
