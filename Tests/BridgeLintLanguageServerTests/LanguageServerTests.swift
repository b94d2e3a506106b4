import Foundation
import Testing
@testable import BridgeLintLanguageServer

/// The server's answers, driven in process. Serialized: making a workspace's plan briefly changes the
/// process's current folder (see FolderPlan).
@Suite("Language server: lifecycle, errors, diagnostics, code actions, hover", .serialized)
struct LanguageServerTests {
    /// `@Published` in an `@Observable` class, after non-ASCII text on its line: UTF-8 column 22, UTF-16 character 18.
    static let cart = fixture("Cart.swift")
    static let cartLine = 2
    static let cartCharacter = 18

    private func errorCode(_ message: JSONValue?) -> Int? { message?["error"]?["code"]?.intValue }

    // MARK: Lifecycle and bad input

    @Test("Requests before initialize get -32002, notifications are dropped, and initialize still works")
    func beforeInitialize() throws {
        let harness = try ServerHarness(initialize: false)
        #expect(errorCode(harness.request("textDocument/hover", ["textDocument": ["uri": "file:///x.swift"]])) == -32002)
        harness.open("Cart.swift", Self.cart)
        #expect(harness.diagnostics("Cart.swift") == nil)
        let result = harness.request("initialize", ["capabilities": [:], "rootUri": .string(harness.project.uri(""))])?["result"]
        #expect(result?["capabilities"]?["textDocumentSync"]?["change"] == 2)
        #expect(result?["capabilities"]?["codeActionProvider"]?["codeActionKinds"] == ["quickfix"])
        #expect(result?["capabilities"]?["hoverProvider"] == true)
        #expect(errorCode(harness.request("initialize", ["capabilities": [:]])) == -32600)
    }

    @Test("Malformed JSON gets -32700 with a null id, and the server answers the next request")
    func parseError() throws {
        let harness = try ServerHarness()
        let answers = harness.receive(raw: #"{"jsonrpc":"2.0","id":1,"method":"#)
        #expect(answers.count == 1)
        #expect(errorCode(answers.first) == -32700)
        #expect(answers.first?["id"] == .null)
        #expect(harness.request("shutdown", .null)?["result"] == .null)
        #expect(harness.request("shutdown", .null)?["error"] != nil)
    }

    @Test("Messages that are JSON but not requests get -32600, with their id when it can be read")
    func invalidRequests() throws {
        let harness = try ServerHarness()
        let cases: [(String, JSONValue)] = [
            (#"{"jsonrpc":"2.0","id":7,"method":5}"#, 7),
            (#"{"jsonrpc":"1.0","id":"a","method":"shutdown"}"#, "a"),
            (#"{"jsonrpc":"2.0","id":8,"method":"textDocument/hover","params":3}"#, 8),
            (#"{"jsonrpc":"2.0","id":true,"method":"shutdown"}"#, .null),
            (#"[{"jsonrpc":"2.0","id":9,"method":"shutdown"}]"#, .null),
            (#""just a string""#, .null),
            (#"{"jsonrpc":"2.0","id":10}"#, 10),
        ]
        for (body, id) in cases {
            let answers = harness.receive(raw: body)
            #expect(answers.count == 1, "\(body)")
            #expect(errorCode(answers.first) == -32600, "\(body)")
            #expect(answers.first?["id"] == id, "\(body)")
        }
        // None of them shut the server down.
        #expect(harness.request("shutdown", .null)?["result"] == .null)
    }

    @Test("An unknown request gets -32601; unknown notifications get no answer, and $/ ones are not even logged")
    func unknownMethods() throws {
        let harness = try ServerHarness()
        let answer = harness.request("textDocument/formatting", ["textDocument": ["uri": "file:///x.swift"]])
        #expect(errorCode(answer) == -32601)
        #expect(answer?["error"]?["message"] == "unknown method 'textDocument/formatting'")
        let before = harness.sent.count
        harness.notify("$/cancelRequest", ["id": 1])
        harness.notify("$/setTrace", ["value": "off"])
        #expect(harness.sent.count == before)
        harness.notify("custom/somethingNew", [:])
        #expect(harness.sent.count == before + 1)
        #expect(harness.sent.last?["method"] == "window/logMessage")
        #expect(harness.sent.last?["id"] == nil)
    }

    @Test("exit after shutdown ends with 0, without it with 1; requests after shutdown are refused")
    func exitStatus() throws {
        let clean = try ServerHarness()
        clean.request("shutdown", .null)
        #expect(errorCode(clean.request("textDocument/hover", [:])) == -32600)
        #expect(clean.exitStatus == nil)
        clean.notify("exit", .null)
        #expect(clean.exitStatus == 0)

        let abrupt = try ServerHarness()
        abrupt.notify("exit", .null)
        #expect(abrupt.exitStatus == 1)
    }

    // MARK: Diagnostics

    @Test("A bug in an open buffer is published at its UTF-16 range with rule id, link, severity and source")
    func diagnostic() throws {
        let harness = try ServerHarness()
        harness.open("Cart.swift", Self.cart)
        let diagnostics = try #require(harness.diagnostics("Cart.swift"))
        #expect(diagnostics.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic["code"] == "published-in-observable")
        #expect(diagnostic["source"] == "bridgelint")
        #expect(diagnostic["severity"] == 1)
        #expect(diagnostic["codeDescription"]?["href"] == "https://example.org/rules/published-in-observable")
        #expect(diagnostic["range"]?["start"] == ["line": .int(Self.cartLine), "character": .int(Self.cartCharacter)])
        #expect(diagnostic["range"]?["end"]?["line"] == .int(Self.cartLine))
        #expect((diagnostic["range"]?["end"]?["character"]?.intValue ?? 0) > Self.cartCharacter)
        #expect(diagnostic["message"]?.stringValue?.contains("Cart") == true)
        #expect(diagnostic["relatedInformation"] == nil)
    }

    @Test("A finding's second place is its relatedInformation, in the same document")
    func relatedInformation() throws {
        let harness = try ServerHarness()
        harness.open("NotesEditor.swift", fixture("NotesEditor.swift"))
        let diagnostic = try #require(harness.diagnostics("NotesEditor.swift")?.first)
        #expect(diagnostic["code"] == "representable-unguarded-two-way-update")
        let related = try #require(diagnostic["relatedInformation"]?.arrayValue?.first)
        #expect(related["location"]?["uri"]?.stringValue?.hasSuffix("/NotesEditor.swift") == true)
        // Line 18 (0-based 17): `text = view.text` after the method's opening brace.
        #expect(diagnostic["range"]?["start"] == ["line": 12, "character": 8])
        #expect(related["location"]?["range"]?["start"] == ["line": 17, "character": 53])
        #expect(related["location"]?["range"]?["end"] == ["line": 17, "character": 69])
        #expect(related["message"]?.stringValue?.contains("'text' is written back here") == true)
    }

    @Test("initializationOptions choose the documentation link, or none")
    func documentationLink() throws {
        let custom = try ServerHarness(initializationOptions: ["ruleDocumentationURL": "https://docs.example/{rule}.html"])
        custom.open("Cart.swift", Self.cart)
        #expect(custom.diagnostics("Cart.swift")?.first?["codeDescription"]?["href"]
            == "https://docs.example/published-in-observable.html")
        let none = try ServerHarness(initializationOptions: ["ruleDocumentationURL": ""])
        none.open("Cart.swift", Self.cart)
        #expect(none.codes("Cart.swift") == ["published-in-observable"])
        #expect(none.diagnostics("Cart.swift")?.first?["codeDescription"] == nil)
    }

    @Test("Editing the bug away clears the diagnostic; typing it back brings it back; closing withdraws it")
    func editAway() throws {
        let harness = try ServerHarness()
        harness.open("Cart.swift", Self.cart)
        #expect(harness.codes("Cart.swift") == ["published-in-observable"])
        let attribute = range(Self.cartLine, Self.cartCharacter, Self.cartLine, Self.cartCharacter + "@Published ".count)
        harness.change("Cart.swift", version: 2, [["range": attribute, "text": ""]])
        #expect(harness.diagnostics("Cart.swift") == [])
        harness.change("Cart.swift", version: 3, [["text": .string(Self.cart)]])
        #expect(harness.codes("Cart.swift") == ["published-in-observable"])
        harness.notify("textDocument/didClose", ["textDocument": ["uri": .string(harness.project.uri("Cart.swift"))]])
        #expect(harness.diagnostics("Cart.swift") == [])
    }

    @Test("Unchanged diagnostics are not published again after an edit that does not change them")
    func noRepeats() throws {
        let harness = try ServerHarness()
        harness.open("Cart.swift", Self.cart)
        let published = harness.sent.filter { $0["method"] == "textDocument/publishDiagnostics" }.count
        harness.change("Cart.swift", version: 2, [["range": range(4, 0, 4, 0), "text": "// more\n"]])
        #expect(harness.sent.filter { $0["method"] == "textDocument/publishDiagnostics" }.count == published)
    }

    /// hosting-missing-environment: the hosted view needs an environment object that the hosting site, in
    /// another file, never supplies.
    static let profileController = fixture("ProfileViewController.swift")
    static let profileView = fixture("ProfileView.swift")

    @Test("A change in one buffer republishes another buffer whose cross-file finding it decides")
    func crossFile() throws {
        let harness = try ServerHarness(files: ["ProfileView.swift": Self.profileView])
        harness.open("ProfileViewController.swift", Self.profileController)
        #expect(harness.codes("ProfileViewController.swift") == ["hosting-missing-environment"])
        harness.open("ProfileView.swift", Self.profileView)
        // The view stops needing the object: the controller's finding goes, though its buffer did not change.
        harness.change("ProfileView.swift", version: 2, [["range": range(1, 0, 2, 0), "text": ""]])
        #expect(harness.diagnostics("ProfileViewController.swift") == [])
        harness.change("ProfileView.swift", version: 3, [["text": .string(Self.profileView)]])
        #expect(harness.codes("ProfileViewController.swift") == ["hosting-missing-environment"])
    }

    @Test("A configuration change reported by the watcher makes the plan again; watchers are registered when the client can")
    func configurationReload() throws {
        let capabilities: JSONValue = ["workspace": ["didChangeWatchedFiles": ["dynamicRegistration": true]]]
        let harness = try ServerHarness(capabilities: capabilities)
        let registration = harness.sent.first { $0["method"] == "client/registerCapability" }
        let registered = registration?["params"]?["registrations"]?.arrayValue?.first
        #expect(registered?["method"] == "workspace/didChangeWatchedFiles")
        let globs = registered?["registerOptions"]?["watchers"]?.arrayValue?.compactMap { $0["globPattern"]?.stringValue } ?? []
        #expect(globs.contains("**/.bridgelint.yml"))
        #expect(globs.contains("**/Package.swift"))
        harness.receive(raw: #"{"jsonrpc":"2.0","id":1,"result":null}"#)  // the client's answer is accepted quietly

        harness.open("Cart.swift", Self.cart)
        #expect(harness.codes("Cart.swift") == ["published-in-observable"])
        try harness.project.write(".bridgelint.yml", "disabled_rules:\n  - published-in-observable\n")
        harness.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(harness.project.uri(".bridgelint.yml")), "type": 1]]])
        #expect(harness.diagnostics("Cart.swift") == [])

        // A broken configuration is shown, and the last good one stays in use.
        try harness.project.write(".bridgelint.yml", "disabled_rules: [unclosed\n")
        harness.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(harness.project.uri(".bridgelint.yml")), "type": 2]]])
        #expect(harness.sent.contains { $0["method"] == "window/showMessage" && $0["params"]?["type"] == 1 })
        harness.change("Cart.swift", version: 2, [["range": range(4, 0, 4, 0), "text": "\n"]])
        #expect(harness.diagnostics("Cart.swift") == [])
    }

    @Test("A Swift file changed on disk, not open, is read again for the open buffers' cross-file findings")
    func fileChangedOnDisk() throws {
        let harness = try ServerHarness(files: ["ProfileView.swift": Self.profileView])
        harness.open("ProfileViewController.swift", Self.profileController)
        #expect(harness.codes("ProfileViewController.swift") == ["hosting-missing-environment"])
        try harness.project.write("ProfileView.swift", "struct ProfileView: View {\n    var body: some View { Text(\"\") }\n}\n")
        harness.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": .string(harness.project.uri("ProfileView.swift")), "type": 2]]])
        #expect(harness.diagnostics("ProfileViewController.swift") == [])
    }

    @Test("A huge buffer is linted without a crash, and its finding is placed on its last lines")
    func hugeDocument() throws {
        let harness = try ServerHarness()
        let filler = String(repeating: "let value = \"é🚲 some text to make the line longer\"\n", count: 40_000)
        harness.open("Huge.swift", filler + Self.cart)
        let diagnostic = try #require(harness.diagnostics("Huge.swift")?.first)
        #expect(diagnostic["range"]?["start"] == ["line": .int(40_000 + Self.cartLine), "character": .int(Self.cartCharacter)])
    }

    @Test("A Swift file outside every workspace folder is linted on its own; other files are not linted")
    func looseAndForeignFiles() throws {
        let harness = try ServerHarness()
        let elsewhere = try ProjectFolder([:])
        let looseURI = elsewhere.uri("Loose.swift")
        harness.notify("textDocument/didOpen", ["textDocument": ["uri": .string(looseURI), "languageId": "swift",
                                                                 "version": 1, "text": .string(Self.cart)]])
        let loose = harness.sent.last { $0["params"]?["uri"] == .string(looseURI) }
        #expect(loose?["params"]?["diagnostics"]?.arrayValue?.compactMap { $0["code"]?.stringValue } == ["published-in-observable"])

        harness.open("Notes.yml", Self.cart)
        #expect(harness.diagnostics("Notes.yml") == nil)
        #expect(harness.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(harness.project.uri("Notes.yml"))], "range": range(2, 20, 2, 20),
            "context": ["diagnostics": []],
        ])?["result"] == [])
    }

    // MARK: Code actions and hover

    @Test("The fix is a quick fix whose UTF-16 edit, applied, removes the attribute; disabling inserts the directive, indented")
    func codeActions() throws {
        let harness = try ServerHarness()
        harness.open("Cart.swift", "import SwiftUI\n" + Self.cart)
        let line = Self.cartLine + 1
        let actions = try #require(harness.request("textDocument/codeAction", [
            "textDocument": ["uri": .string(harness.project.uri("Cart.swift"))],
            "range": range(line, Self.cartCharacter + 3, line, Self.cartCharacter + 3),
            "context": ["diagnostics": []],
        ])?["result"]?.arrayValue)
        #expect(actions.count == 2)
        let fix = try #require(actions.first { $0["isPreferred"] == true })
        #expect(fix["kind"] == "quickfix")
        #expect(fix["diagnostics"]?.arrayValue?.first?["code"] == "published-in-observable")
        let fixEdits = try #require(fix["edit"]?["changes"]?[harness.project.uri("Cart.swift")]?.arrayValue)
        #expect(apply(fixEdits, to: "import SwiftUI\n" + Self.cart)
            == "import SwiftUI\n" + Self.cart.replacingOccurrences(of: "@Published ", with: ""))

        let disable = try #require(actions.first { $0["title"] == "Disable published-in-observable for this line" })
        let disableEdits = try #require(disable["edit"]?["changes"]?[harness.project.uri("Cart.swift")]?.arrayValue)
        #expect(disableEdits == [["range": range(line, 0, line, 0),
                                  "newText": "    // bridgelint:disable:next published-in-observable\n"]])
        // The inserted comment is a directive the engine honours: applying it clears the diagnostic.
        harness.change("Cart.swift", version: 2, disableEdits.map { ["range": $0["range"]!, "text": $0["newText"]!] })
        #expect(harness.diagnostics("Cart.swift") == [])
    }

    @Test("No code action away from a finding, or when the client asks only for other kinds")
    func noCodeActions() throws {
        let harness = try ServerHarness()
        harness.open("Cart.swift", Self.cart)
        let uri = JSONValue.string(harness.project.uri("Cart.swift"))
        #expect(harness.request("textDocument/codeAction", ["textDocument": ["uri": uri], "range": range(0, 0, 0, 3),
                                                            "context": ["diagnostics": []]])?["result"] == [])
        let line = Self.cartLine
        #expect(harness.request("textDocument/codeAction", [
            "textDocument": ["uri": uri], "range": range(line, 0, line, 40),
            "context": ["diagnostics": [], "only": ["source.organizeImports"]],
        ])?["result"] == [])
    }

    @Test("Hover on a diagnostic shows its rule's explanation; elsewhere, nothing")
    func hover() throws {
        let harness = try ServerHarness()
        harness.open("Cart.swift", Self.cart)
        let uri = JSONValue.string(harness.project.uri("Cart.swift"))
        let onFinding = harness.request("textDocument/hover", [
            "textDocument": ["uri": uri], "position": ["line": .int(Self.cartLine), "character": .int(Self.cartCharacter + 2)],
        ])?["result"]
        #expect(onFinding?["contents"]?["value"] == "Explanation of published-in-observable.")
        #expect(onFinding?["range"]?["start"] == ["line": .int(Self.cartLine), "character": .int(Self.cartCharacter)])
        let elsewhere = harness.request("textDocument/hover", [
            "textDocument": ["uri": uri], "position": ["line": 0, "character": 1],
        ])
        #expect(elsewhere?["result"] == .null)
        #expect(elsewhere?["error"] == nil)
    }

    /// Applies LSP text edits (positions in the original text, applied from the last) as a client does.
    private func apply(_ edits: [JSONValue], to text: String) -> String {
        let sorted = edits.compactMap { edit in LSPRange(json: edit["range"]).map { ($0, edit["newText"]?.stringValue ?? "") } }
            .sorted { $0.0.start > $1.0.start }
        return sorted.reduce(text) { DocumentStore.replacing($1.0, in: $0, with: $1.1) }
    }
}
