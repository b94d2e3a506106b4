import BridgeLintMCP
import Foundation
import MCP
import Testing

/// The roots a client lists replace `--root`; a changed list is read again; a client without roots leaves `--root`.
@Suite struct ClientRootsTests {
    /// A client connected in memory to a server whose `--root` is `serverRoot`.
    private func connect(serverRoot: TestProject, listsRoots: Bool, roots: RootList) async throws -> Client {
        let (clientTransport, serverTransport) = await InMemoryTransport.createConnectedPair()
        _ = try await serverRoot.server.start(transport: serverTransport)
        let client = Client(name: "test", version: "1", capabilities: .init(roots: listsRoots ? .init(listChanged: true) : nil))
        if listsRoots {
            await client.withRootsHandler { try roots.current() }
        }
        _ = try await client.connect(transport: clientTransport)
        return client
    }

    private func lint(_ path: String, with client: Client) async throws -> (text: String, isError: Bool) {
        let result = try await client.callTool(name: "lint", arguments: ["paths": .array([.string(path)])])
        let text = result.content.compactMap { if case .text(let text, _, _) = $0 { text } else { nil } }.joined()
        return (text, result.isError == true)
    }

    @Test func theClientsRootsReplaceTheServersRootAndAChangeIsSeen() async throws {
        let serverRoot = try TestProject(files: ["A.swift": "let a = 1\n"])
        let first = try TestProject(files: ["B.swift": "let b = 1\n"])
        let second = try TestProject(files: ["C.swift": "let c = 1\n"])
        let roots = RootList([first.root])
        let client = try await connect(serverRoot: serverRoot, listsRoots: true, roots: roots)
        defer { Task { await client.disconnect() } }

        #expect(try await lint(first.path("B.swift"), with: client).isError == false)
        let refused = try await lint(serverRoot.path("A.swift"), with: client)
        #expect(refused.isError && refused.text.contains("outside the roots"))

        roots.set([second.root])
        try await client.notifyRootsChanged()
        #expect(try await lint(second.path("C.swift"), with: client).isError == false)
        #expect(try await lint(first.path("B.swift"), with: client).isError == true)
    }

    @Test func aClientWithoutRootsGetsTheServersRoot() async throws {
        let serverRoot = try TestProject(files: ["A.swift": "let a = 1\n"])
        let other = try TestProject(files: ["B.swift": "let b = 1\n"])
        let client = try await connect(serverRoot: serverRoot, listsRoots: false, roots: RootList([]))
        defer { Task { await client.disconnect() } }
        #expect(try await lint(serverRoot.path("A.swift"), with: client).isError == false)
        #expect(try await lint(other.path("B.swift"), with: client).isError == true)
    }

    @Test func aClientWhoseRootsFailGetsTheServersRoot() async throws {
        let serverRoot = try TestProject(files: ["A.swift": "let a = 1\n"])
        let roots = RootList(failing: true)
        let client = try await connect(serverRoot: serverRoot, listsRoots: true, roots: roots)
        defer { Task { await client.disconnect() } }
        #expect(try await lint(serverRoot.path("A.swift"), with: client).isError == false)
    }
}

/// The roots the test client lists, changeable while it is connected.
final class RootList: @unchecked Sendable {
    private let lock = NSLock()
    private var folders: [URL]
    private let failing: Bool

    init(_ folders: [URL] = [], failing: Bool = false) {
        self.folders = folders
        self.failing = failing
    }

    func set(_ folders: [URL]) { lock.withLock { self.folders = folders } }

    func current() throws -> [Root] {
        if failing { throw MCPError.internalError("no roots today") }
        return lock.withLock { folders.map { Root(uri: $0.absoluteString, name: $0.lastPathComponent) } }
    }
}
