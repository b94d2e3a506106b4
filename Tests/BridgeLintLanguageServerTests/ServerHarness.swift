import Foundation
@testable import BridgeLintLanguageServer

/// A folder of Swift files under the temporary directory, removed when the harness goes away.
final class ProjectFolder {
    let path: String

    init(_ files: [String: String]) throws {
        path = FileManager.default.temporaryDirectory
            .appendingPathComponent("bridgelint-lsp-\(UUID().uuidString)").standardizedFileURL.path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, text) in files { try write(name, text) }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ name: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func uri(_ name: String) -> String { URL(fileURLWithPath: path).appendingPathComponent(name).absoluteString }
}

/// Drives a `LanguageServer` in process the way the transport does: a frame in, then, once no message is
/// waiting, the pending diagnostics. Records everything the server sends.
final class ServerHarness {
    let project: ProjectFolder
    private(set) var sent: [JSONValue] = []
    private var server: LanguageServer!
    private var nextID = 1

    static let documentation = RuleDocumentation(linkTemplate: "https://example.org/rules/{rule}") { "Explanation of \($0)." }

    init(files: [String: String] = [:], initialize: Bool = true, capabilities: JSONValue = [:],
         initializationOptions: JSONValue = [:]) throws {
        project = try ProjectFolder(files)
        server = LanguageServer(options: .init(documentation: Self.documentation, cacheDirectory: nil)) { [unowned self] in
            self.sent.append($0)
        }
        if initialize {
            _ = request("initialize", ["processId": .null, "rootUri": .string(URL(fileURLWithPath: project.path).absoluteString),
                                       "capabilities": capabilities, "initializationOptions": initializationOptions])
            notify("initialized", [:])
        }
    }

    var exitStatus: Int32? { server.exitStatus }

    /// Sends raw bytes as one message body and returns what the server sent in answer.
    @discardableResult
    func receive(raw body: String) -> [JSONValue] {
        let before = sent.count
        server.receive(.body(Data(body.utf8)))
        settle()
        return Array(sent[before...])
    }

    /// Sends a request and returns the response to it.
    @discardableResult
    func request(_ method: String, _ params: JSONValue) -> JSONValue? {
        let id = nextID
        nextID += 1
        let message: JSONValue = ["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": params]
        let answers = receive(raw: String(decoding: message.serialized(), as: UTF8.self))
        return answers.first { $0["id"] == .int(id) }
    }

    func notify(_ method: String, _ params: JSONValue) {
        let message: JSONValue = ["jsonrpc": "2.0", "method": .string(method), "params": params]
        receive(raw: String(decoding: message.serialized(), as: UTF8.self))
    }

    func open(_ name: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(project.uri(name)), "languageId": "swift",
                                                         "version": .int(version), "text": .string(text)]])
    }

    func change(_ name: String, version: Int, _ changes: [JSONValue]) {
        notify("textDocument/didChange", ["textDocument": ["uri": .string(project.uri(name)), "version": .int(version)],
                                          "contentChanges": .array(changes)])
    }

    /// The diagnostics last published for a file, or nil when none were published.
    func diagnostics(_ name: String) -> [JSONValue]? {
        let uri = JSONValue.string(project.uri(name))
        let last = sent.last { $0["method"] == "textDocument/publishDiagnostics" && $0["params"]?["uri"] == uri }
        return last?["params"]?["diagnostics"]?.arrayValue
    }

    func codes(_ name: String) -> [String] { (diagnostics(name) ?? []).compactMap { $0["code"]?.stringValue } }

    private func settle() {
        if server.hasPendingWork { server.publishPendingDiagnostics() }
    }
}

func range(_ startLine: Int, _ startCharacter: Int, _ endLine: Int, _ endCharacter: Int) -> JSONValue {
    ["start": ["line": .int(startLine), "character": .int(startCharacter)],
     "end": ["line": .int(endLine), "character": .int(endCharacter)]]
}

/// A buffer of the tests, shared with the end-to-end test in Tests/Integration/lsp.
func fixture(_ name: String) -> String {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Integration/lsp/fixtures/\(name)").standardizedFileURL
    return (try? String(contentsOf: url, encoding: .utf8)) ?? "missing fixture \(url.path)"
}
