import ArgumentParser
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `bridgelint mcp`: hands the process over to the `bridgelint-mcp` executable installed beside this one, which
/// serves the Model Context Protocol and reads the arguments itself (its options, their checks and `--help`
/// live there alone). The MCP SDK links the networking stack (libcurl, TLS, Kerberos); kept out of this
/// executable, no lint run or language server has to load it.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract: "Serve bridgelint's tools to coding agents (Model Context Protocol, over stdio).",
        discussion: "Runs the \(serverName) executable installed beside bridgelint; 'bridgelint mcp --help' shows its options."
    )

    static let serverName = "bridgelint-mcp"

    @Argument(parsing: .captureForPassthrough, help: "Arguments for the MCP server (see 'bridgelint mcp --help').")
    var arguments: [String] = []

    func run() throws {
        guard let server = Self.serverExecutable() else {
            Output.standardError("""
                error: bridgelint mcp needs the \(Self.serverName) executable beside bridgelint or on the PATH; build it \
                with 'swift build -c release --product \(Self.serverName)' and install it with bridgelint\n
                """)
            throw ExitCode(ExitStatus.usage)
        }
        var cArguments = ([server] + arguments).map { strdup($0) } + [nil]
        execv(server, &cArguments)
        // execv returns only when it could not start the server.
        Output.standardError("error: could not start \(server): \(String(cString: strerror(errno)))\n")
        throw ExitCode(ExitStatus.internalFailure)
    }

    /// The server beside this executable (symbolic links followed, as a Homebrew or /usr/local/bin link would
    /// be), else the first on the PATH.
    static func serverExecutable() -> String? {
        var candidates: [String] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent(serverName).path)
        }
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
        candidates += searchPath.split(separator: ":").map { "\($0)/\(serverName)" }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
