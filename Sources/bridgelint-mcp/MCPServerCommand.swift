import ArgumentParser
import BridgeLintMCP
import Foundation
import MCP

/// `bridgelint mcp` (which starts this executable): serves the Model Context Protocol over standard input and
/// output, for coding agents.
struct MCPServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bridgelint mcp",
        abstract: "Serve bridgelint's tools to coding agents (Model Context Protocol, over stdio).",
        discussion: """
            Tools: \(BridgeLintMCPServer.tools.map(\.name).joined(separator: ", ")). Paths are confined to the \
            client's roots, or to the --root folders when the client lists none. Only fix_apply writes, and only \
            when called with apply: true.
            """
    )

    @Option(help: ArgumentHelp("A folder the tools may read (repeatable), used when the client lists no roots. Default: the current folder.",
                               valueName: "folder"))
    var root: [String] = []

    func validate() throws {
        for folder in root {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
                throw ValidationError("--root \(folder): not a folder")
            }
        }
    }

    /// The command line is synchronous (`CommandLineEntry`), so the server runs in a task while this thread waits.
    func run() throws {
        let server = BridgeLintMCPServer(fallbackRoots: root.isEmpty ? [FileManager.default.currentDirectoryPath] : root)
        let finished = DispatchSemaphore(value: 0)
        let failure = FailureBox()
        Task {
            do { try await server.run(transport: StdioTransport()) } catch { failure.error = "\(error)" }
            finished.signal()
        }
        finished.wait()
        if let error = failure.error {
            FileHandle.standardError.write(Data("error: the MCP server stopped: \(error)\n".utf8))
            // bridgelint's status for a failure of its own.
            throw ExitCode(3)
        }
    }
}

/// The server task's failure, read once the task has signalled that it finished.
private final class FailureBox: @unchecked Sendable {
    var error: String?
}
