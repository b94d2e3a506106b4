import BridgeLintCore
import MCP

/// `bridgelint mcp`: a Model Context Protocol server whose tools lint, explain, advise, scaffold, preview
/// fixes and verify edits, confined to the client's roots (else `--root`). Only `fix_apply` writes, and only
/// when asked with `apply: true`.
public final class BridgeLintMCPServer: Sendable {
    public static let tools: [any BridgeLintTool] = [
        LintTool(), VerifyTool(), FixPreviewTool(), FixApplyTool(), ExplainTool(), DiagnoseTool(), AdviseTool(), ScaffoldTool(),
    ]

    private let roots: ClientRoots
    private let workspaces = WorkspaceStore()

    /// `fallbackRoots`: the folders used when the client lists none (`--root`, by default the current folder).
    public init(fallbackRoots: [String]) {
        roots = ClientRoots(fallback: Roots(fallbackRoots))
    }

    /// Serves one client over `transport` until it disconnects.
    public func run(transport: any Transport) async throws {
        try await start(transport: transport).waitUntilCompleted()
    }

    /// Starts serving one client over `transport`; the server answers until the transport closes.
    public func start(transport: any Transport) async throws -> Server {
        let server = await makeServer()
        try await server.start(transport: transport) { [roots] _, capabilities in
            await roots.clientConnected(capabilities)
        }
        return server
    }

    /// A server with the tools registered, not yet started.
    func makeServer() async -> Server {
        let server = Server(
            name: "bridgelint", version: BridgeLint.version,
            instructions: """
                bridgelint finds bugs in the bridge between UIKit and SwiftUI. Use lint on files or on a text, \
                verify to check an edit before writing it, explain for a rule id from a finding, diagnose for console \
                output with run-time warnings or crashes, fix_preview for mechanical fixes as a diff. Paths must lie inside the client's roots.
                """,
            capabilities: .init(tools: .init(listChanged: false)))
        await server.withMethodHandler(ListTools.self) { _ in
            .init(tools: Self.tools.map(\.definition))
        }
        await server.withMethodHandler(CallTool.self) { [self, roots] parameters in
            let current = await roots.current(from: server)
            return self.call(parameters.name, arguments: parameters.arguments, roots: current)
        }
        await server.onNotification(RootsListChangedNotification.self) { [roots] _ in
            await roots.listChanged()
        }
        return server
    }

    /// Answers one tool call: a result, or an error result with a message; never a thrown error.
    public func call(_ name: String, arguments: [String: Value]?, roots: Roots) -> CallTool.Result {
        guard let tool = Self.tools.first(where: { $0.name == name }) else {
            let names = Self.tools.map(\.name).joined(separator: ", ")
            return Self.failure("no tool '\(name)'; the tools are \(names).")
        }
        let context = ToolContext(roots: roots, workspaces: workspaces)
        do throws(ToolError) {
            let parsed = try ToolArguments(arguments, accepted: tool.acceptedArguments, tool: name)
            let output = try tool.call(parsed, context: context)
            return CallTool.Result(content: [Self.text(output.text)], structuredContent: Optional(output.structured), isError: false)
        } catch {
            return Self.failure(error.message)
        }
    }

    private static func failure(_ message: String) -> CallTool.Result {
        CallTool.Result(content: [text("error: " + message)], isError: true)
    }

    private static func text(_ text: String) -> Tool.Content {
        .text(text: text, annotations: nil, _meta: nil)
    }
}
