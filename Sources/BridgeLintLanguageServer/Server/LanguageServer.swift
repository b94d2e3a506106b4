import BridgeLintCore
import Foundation

/// The language server's state and its answer to each message. It is driven from one thread: `receive` for
/// each frame, then `publishPendingDiagnostics` once no message is waiting, so a burst of keystrokes is
/// linted once. Everything it says goes through `send`; it never writes a file.
public final class LanguageServer {
    public struct Options: Sendable {
        public var documentation: RuleDocumentation
        /// The result cache folder (`lint`'s by default); nil turns the cache off.
        public var cacheDirectory: URL?

        public init(documentation: RuleDocumentation, cacheDirectory: URL? = ResultCache.defaultDirectory) {
            self.documentation = documentation
            self.cacheDirectory = cacheDirectory
        }
    }

    private enum Phase {
        case waitingForInitialize
        case running
        case shutDown
    }

    private var options: Options
    private let send: (JSONValue) -> Void
    private var phase = Phase.waitingForInitialize
    private var documents = DocumentStore()
    private var folders: LintedFolders?
    /// Scopes whose open documents must be linted and published again.
    private var stale: Set<LintedFolders.Scope> = []
    /// What was last published per document, so unchanged diagnostics are not sent again.
    private var published: [String: [Finding]] = [:]
    private var nextRequestID = 1
    private var watchesFilesDynamically = false

    /// Set by the `exit` notification: 0 after `shutdown`, else 1, as LSP asks.
    public private(set) var exitStatus: Int32?

    public init(options: Options, send: @escaping (JSONValue) -> Void) {
        self.options = options
        self.send = send
    }

    /// Whether diagnostics are waiting to be computed and published.
    public var hasPendingWork: Bool { !stale.isEmpty }

    // MARK: Reading

    /// Handles one frame from the transport.
    public func receive(_ frame: FrameDecoder.Frame) {
        switch frame {
        case .badHeader(let reason):
            send(OutgoingMessage.error(id: nil, .parseError("unreadable message header: \(reason)")))
        case .body(let body):
            switch IncomingMessage.decode(body) {
            case .failure(let invalid): send(OutgoingMessage.error(id: invalid.id, invalid.error))
            case .success(let message): handle(message)
            }
        }
    }

    func handle(_ message: IncomingMessage) {
        switch message {
        case .response:
            break  // The client's answer to registerCapability: nothing depends on it.
        case .notification(let method, let params):
            handleNotification(method, params)
        case .request(let id, let method, let params):
            do throws(ResponseError) {
                send(OutgoingMessage.response(id: id, result: try handleRequest(method, params)))
            } catch {
                send(OutgoingMessage.error(id: id, error))
            }
        }
    }

    private func handleRequest(_ method: String, _ params: JSONValue?) throws(ResponseError) -> JSONValue {
        switch (phase, method) {
        case (.waitingForInitialize, "initialize"): return initialize(params)
        case (.waitingForInitialize, _): throw .serverNotInitialized
        case (.running, "initialize"): throw .invalidRequest("initialize was already received")
        case (.shutDown, _): throw .invalidRequest("the server is shutting down; only exit is accepted")
        case (.running, "shutdown"):
            phase = .shutDown
            return .null
        case (.running, "textDocument/codeAction"): return try codeActions(params)
        case (.running, "textDocument/hover"): return try hover(params)
        case (.running, _): throw .methodNotFound(method)
        }
    }

    private func handleNotification(_ method: String, _ params: JSONValue?) {
        if method == "exit" {
            exitStatus = phase == .shutDown ? 0 : 1
            return
        }
        // Before initialize, and after shutdown, notifications are dropped, as LSP asks.
        guard phase == .running else { return }
        switch method {
        case "initialized": registerFileWatchers()
        case "textDocument/didOpen": didOpen(params)
        case "textDocument/didChange": didChange(params)
        case "textDocument/didSave": didSave(params)
        case "textDocument/didClose": didClose(params)
        case "workspace/didChangeWatchedFiles": didChangeWatchedFiles(params)
        case "workspace/didChangeWorkspaceFolders": didChangeWorkspaceFolders(params)
        default:
            // Unknown notifications are ignored; `$/` ones (cancel, progress, trace) are optional by design.
            if !method.hasPrefix("$/") { log("ignored notification '\(method)'") }
        }
    }

    // MARK: Lifecycle

    private func initialize(_ params: JSONValue?) -> JSONValue {
        var folderPaths = (params?["workspaceFolders"]?.arrayValue ?? []).compactMap { folder in
            folder["uri"]?.stringValue.flatMap(FileURI.path(of:))
        }
        if folderPaths.isEmpty, let root = params?["rootUri"]?.stringValue.flatMap(FileURI.path(of:)) {
            folderPaths = [root]
        } else if folderPaths.isEmpty, let root = params?["rootPath"]?.stringValue, root.hasPrefix("/") {
            folderPaths = [root]
        }
        let initializationOptions = params?["initializationOptions"]
        if let template = initializationOptions?["ruleDocumentationURL"]?.stringValue {
            options.documentation.linkTemplate = template
        }
        if initializationOptions?["cache"]?.boolValue == false {
            options.cacheDirectory = nil
        }
        watchesFilesDynamically = params?["capabilities"]?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?
            .boolValue ?? false
        folders = LintedFolders(folders: folderPaths, cacheDirectory: options.cacheDirectory) { [weak self] message, isError in
            self?.show(message, isError: isError)
        }
        phase = .running
        return [
            "capabilities": [
                "textDocumentSync": ["openClose": true, "change": 2, "save": ["includeText": false]],
                "codeActionProvider": ["codeActionKinds": ["quickfix"], "resolveProvider": false],
                "hoverProvider": true,
                "workspace": ["workspaceFolders": ["supported": true, "changeNotifications": true]],
            ],
            "serverInfo": ["name": "bridgelint", "version": .string(BridgeLint.version)],
        ]
    }

    /// Asks the client to report changes to the files the plan is made from, and to Swift files changed
    /// outside the editor (a branch switch), when it can register watchers at run time.
    private func registerFileWatchers() {
        guard watchesFilesDynamically else { return }
        let patterns = ["**/\(Configuration.defaultFileName)", "**/Package.swift", "**/*.pbxproj", "**/Info.plist",
                        "**/*.swift"]
        let registration: JSONValue = [
            "id": "bridgelint-watched-files", "method": "workspace/didChangeWatchedFiles",
            "registerOptions": ["watchers": .array(patterns.map { ["globPattern": .string($0)] })],
        ]
        send(OutgoingMessage.request(id: .number(nextRequestID), "client/registerCapability",
                                     ["registrations": [registration]]))
        nextRequestID += 1
    }

    // MARK: Documents

    private func didOpen(_ params: JSONValue?) {
        let item = params?["textDocument"]
        guard let uri = item?["uri"]?.stringValue, let text = item?["text"]?.stringValue else {
            return log("didOpen without a uri or text")
        }
        // Only Swift files on disk (or to be saved there) are linted; a client may also open other files with us.
        guard let path = FileURI.path(of: uri), path.hasSuffix(".swift") else { return }
        documents.open(uri: uri, path: path, version: item?["version"]?.intValue, text: text)
        updateText(of: path, to: text)
    }

    private func didChange(_ params: JSONValue?) {
        let identifier = params?["textDocument"]
        guard let uri = identifier?["uri"]?.stringValue, let changes = params?["contentChanges"]?.arrayValue else {
            return log("didChange without a uri or contentChanges")
        }
        do throws(ResponseError) {
            try documents.change(uri: uri, version: identifier?["version"]?.intValue, changes: changes)
        } catch {
            return log(error.message)
        }
        if let document = documents[uri] { updateText(of: document.path, to: document.text) }
    }

    private func didSave(_ params: JSONValue?) {
        // The buffer already overrides the file; saving changes what other files see only for closed files.
        guard let uri = params?["textDocument"]?["uri"]?.stringValue, let path = FileURI.path(of: uri),
              let folders else { return }
        stale.insert(folders.scope(of: path))
    }

    private func didClose(_ params: JSONValue?) {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue, let document = documents.close(uri: uri),
              let folders else { return }
        let scope = folders.scope(of: document.path)
        folders.workspace(for: scope)?.dropText(for: document.path)
        folders.forget(scope)
        // Diagnostics of a closed buffer are withdrawn; the file's other readers see the disk again.
        published[uri] = nil
        send(OutgoingMessage.notification("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []]))
        stale.insert(scope)
    }

    private func updateText(of path: String, to text: String) {
        guard let folders else { return }
        let scope = folders.scope(of: path)
        folders.workspace(for: scope)?.setText(text, for: path)
        stale.insert(scope)
    }

    // MARK: Workspace

    private func didChangeWatchedFiles(_ params: JSONValue?) {
        guard let folders else { return }
        let paths = (params?["changes"]?.arrayValue ?? []).compactMap { $0["uri"]?.stringValue.flatMap(FileURI.path(of:)) }
        var changedOnDisk: [LintedFolders.Scope: [String]] = [:]
        var replanned: Set<LintedFolders.Scope> = []
        for path in paths {
            let scope = folders.scope(of: path)
            if FolderPlan.isPlanInput(path) { replanned.insert(scope) } else { changedOnDisk[scope, default: []].append(path) }
        }
        for scope in replanned {
            guard let workspace = folders.reload(scope) else { continue }
            for document in documents.all where folders.scope(of: document.path) == scope {
                workspace.setText(document.text, for: document.path)
            }
            stale.insert(scope)
        }
        for (scope, paths) in changedOnDisk where !replanned.contains(scope) {
            guard let workspace = folders.existingWorkspace(for: scope) else { continue }
            workspace.filesChangedOnDisk(paths.filter {
                $0.hasSuffix(".swift") || InfoPlistFact.isInfoPlistName(($0 as NSString).lastPathComponent)
            })
            stale.insert(scope)
        }
    }

    private func didChangeWorkspaceFolders(_ params: JSONValue?) {
        guard let folders else { return }
        let event = params?["event"]
        for removed in event?["removed"]?.arrayValue ?? [] {
            if let path = removed["uri"]?.stringValue.flatMap(FileURI.path(of:)) { folders.remove(folder: path) }
        }
        for added in event?["added"]?.arrayValue ?? [] {
            if let path = added["uri"]?.stringValue.flatMap(FileURI.path(of:)) { folders.add(folder: path) }
        }
        // Open documents may now belong elsewhere: give each its scope's workspace again.
        for document in documents.all {
            let scope = folders.scope(of: document.path)
            folders.workspace(for: scope)?.setText(document.text, for: document.path)
            stale.insert(scope)
        }
    }

    // MARK: Diagnostics

    /// Lints the open documents of every changed scope (every open document of it: a change in one file can
    /// change what cross-file rules say about another) and publishes what changed.
    public func publishPendingDiagnostics() {
        guard let folders else { return stale.removeAll() }
        let scopes = stale
        stale.removeAll()
        for document in documents.all where scopes.contains(folders.scope(of: document.path)) {
            let findings = currentFindings(of: document, folders: folders)
            guard published[document.uri] != findings else { continue }
            published[document.uri] = findings
            let lines = LineTable(document.text)
            let diagnostics = findings.map { Diagnostics.diagnostic(for: $0, uri: document.uri, in: lines, documentation: options.documentation) }
            var params: [String: JSONValue] = ["uri": .string(document.uri), "diagnostics": .array(diagnostics)]
            if let version = document.version { params["version"] = .int(version) }
            send(OutgoingMessage.notification("textDocument/publishDiagnostics", .object(params)))
        }
    }

    private func currentFindings(of document: OpenDocument, folders: LintedFolders) -> [Finding] {
        folders.workspace(for: folders.scope(of: document.path))?.findings(in: document.path) ?? []
    }

    // MARK: Code actions and hover

    private func codeActions(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        guard let target = try openDocument(params) else { return [] }
        let (document, folders) = target
        guard let requested = LSPRange(json: params?["range"]) else { throw .invalidParams("codeAction needs a range") }
        if let only = params?["context"]?["only"]?.arrayValue?.compactMap(\.stringValue),
           !only.contains(where: { "quickfix".hasPrefix($0) }) {
            return []
        }
        let findings = currentFindings(of: document, folders: folders)
        return .array(CodeActions.actions(
            for: findings, in: document, lines: LineTable(document.text), requested: requested,
            documentation: options.documentation))
    }

    private func hover(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        guard let target = try openDocument(params) else { return .null }
        let (document, folders) = target
        guard let position = LSPPosition(json: params?["position"]) else { throw .invalidParams("hover needs a position") }
        return Hover.hover(at: position, findings: currentFindings(of: document, folders: folders),
                           lines: LineTable(document.text), documentation: options.documentation)
    }

    /// The open document a request is about; nil for one the server does not lint (not open, not a file).
    /// Pending diagnostics are published first, so the answer is about the text the client sees.
    private func openDocument(_ params: JSONValue?) throws(ResponseError) -> (OpenDocument, LintedFolders)? {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue else { throw .invalidParams("textDocument.uri is missing") }
        guard let document = documents[uri], let folders else { return nil }
        if hasPendingWork { publishPendingDiagnostics() }
        return (document, folders)
    }

    // MARK: Messages to the user

    private func show(_ message: String, isError: Bool) {
        // MessageType: 1 error, 3 info, 4 log.
        send(OutgoingMessage.notification(isError ? "window/showMessage" : "window/logMessage",
                                          ["type": .int(isError ? 1 : 3), "message": .string("bridgelint: " + message)]))
    }

    private func log(_ message: String) {
        send(OutgoingMessage.notification("window/logMessage", ["type": 4, "message": .string("bridgelint: " + message)]))
    }
}
