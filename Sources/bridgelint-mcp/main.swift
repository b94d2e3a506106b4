import Foundation

// `bridgelint mcp` runs this executable: the MCP SDK brings the networking stack (libcurl, TLS) with it, which
// every lint run would otherwise load.
do {
    var command = try MCPServerCommand.parseAsRoot()
    try command.run()
} catch {
    // Bad usage ends with bridgelint's status for it, 2, as every other command's does.
    if MCPServerCommand.exitCode(for: error) == .validationFailure {
        FileHandle.standardError.write(Data((MCPServerCommand.fullMessage(for: error) + "\n").utf8))
        exit(2)
    }
    MCPServerCommand.exit(withError: error)
}
