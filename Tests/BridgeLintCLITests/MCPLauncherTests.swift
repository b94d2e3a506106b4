import Foundation
import Testing

/// `bridgelint mcp` starts the `bridgelint-mcp` executable built beside it and hands it every argument: the
/// server's own help and checks answer, with bridgelint's status for bad usage.
@Suite("bridgelint mcp hands over to the MCP server")
struct MCPLauncherTests {
    @Test func theServerAnswersHelpAndBadUsage() throws {
        let help = try CLI.run(["mcp", "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("USAGE: bridgelint mcp [--root <folder> ...]"))
        #expect(help.stdout.contains("fix_apply"), "the server lists its own tools")

        let missing = try CLI.run(["mcp", "--root", "/no/such/folder"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--root /no/such/folder: not a folder"))
    }
}
