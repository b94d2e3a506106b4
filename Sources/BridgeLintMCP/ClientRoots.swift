import Foundation
import MCP

/// Where the roots come from: the client's `roots/list` when it declares the roots capability, else the
/// server's `--root` folders. The client's list is kept until it says the list changed. An empty list, a client
/// that fails to answer, or one that takes longer than `timeout`, leaves the `--root` folders in force.
actor ClientRoots {
    private let fallback: Roots
    private let timeout: Duration
    private var clientListsRoots = false
    private var listed: Roots?

    init(fallback: Roots, timeout: Duration = .seconds(10)) {
        self.fallback = fallback
        self.timeout = timeout
    }

    func clientConnected(_ capabilities: Client.Capabilities) {
        clientListsRoots = capabilities.roots != nil
        listed = nil
    }

    func listChanged() {
        listed = nil
    }

    func current(from server: Server) async -> Roots {
        guard clientListsRoots else { return fallback }
        if let listed { return listed }
        do {
            let roots = try await Self.listRoots(of: server, timeout: timeout)
            let folders = roots.compactMap { root in URL(string: root.uri).flatMap { $0.isFileURL ? $0.path : nil } }
            guard !folders.isEmpty else { return fallback }
            let confined = Roots(folders)
            listed = confined
            return confined
        } catch {
            FileHandle.standardError.write(Data("bridgelint mcp: the client's roots could not be read (\(error)); using --root\n".utf8))
            return fallback
        }
    }

    /// `roots/list`, given up after `timeout`: the SDK's request does not end when its task is cancelled.
    private static func listRoots(of server: Server, timeout: Duration) async throws -> [Root] {
        let answer = FirstAnswer<[Root]>()
        return try await withCheckedThrowingContinuation { continuation in
            answer.await(continuation)
            Task {
                do { answer.give(.success(try await server.listRoots())) } catch { answer.give(.failure(error)) }
            }
            Task {
                try? await Task.sleep(for: timeout)
                answer.give(.failure(ToolError("the client did not answer roots/list within \(timeout)")))
            }
        }
    }
}

/// Resumes a continuation with whichever result comes first, once.
private final class FirstAnswer<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, any Error>?

    func await(_ continuation: CheckedContinuation<Value, any Error>) {
        lock.withLock { self.continuation = continuation }
    }

    func give(_ result: Result<Value, any Error>) {
        let waiting = lock.withLock { () -> CheckedContinuation<Value, any Error>? in
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(with: result)
    }
}
