import BridgeLintCore
import SwiftSyntax

/// make or update blocks the main thread: network reads, sleeps, waits, synchronous main-queue dispatch.
struct RepresentableBlockingMain: Rule {
    static let description = RuleDescription(
        id: "representable-blocking-main",
        summary: "make or update does synchronous blocking work (network read, sleep, wait, directory scan) on the main thread",
        severity: .warning,
        rationale: """
            SwiftUI calls make and update on the main thread, in the middle of a view update. Anything that waits \
            there — downloading with Data(contentsOf:), sleeping, waiting on a semaphore or group, dispatching \
            synchronously to the main queue (a deadlock), scanning a directory — freezes scrolling and animations \
            for as long as it takes, and over a slow network long enough for the watchdog to kill the app.
            """,
        howToFix: """
            Start the work asynchronously (URLSession, `Task { … }` with async APIs, a background queue) and apply \
            the result to the view when it arrives, on the main actor. Never wait for it in make or update.
            """,
        triggeringExamples: [
            Example("""
                // The same make loads file URLs: the string may name a local PDF, or a server's (latent).
                struct PDFPage: UIViewRepresentable {
                    let address: String
                    func makeUIView(context: Context) -> WKWebView {
                        let web = WKWebView()
                        if let url = URL(string: address), let data = try? ↓Data(contentsOf: url) {
                            web.load(data, mimeType: "application/pdf", characterEncodingName: "", baseURL: url)
                        } else if let file = URL(string: address), file.isFileURL {
                            web.loadFileURL(file, allowingReadAccessTo: file)
                        }
                        return web
                    }
                    func updateUIView(_ web: WKWebView, context: Context) {}
                }
                """, confidence: .latent),
            Example("""
                // Whether the SDK calls back on the main queue is out of sight; if it does, main.sync traps (latent).
                struct StickerView: UIViewRepresentable {
                    let stickerID: String
                    func makeUIView(context: Context) -> StickerImageView {
                        let view = StickerImageView()
                        StickerService.shared.sticker(id: stickerID) { sticker in
                            ↓DispatchQueue.main.sync { view.show(sticker) }
                        }
                        return view
                    }
                    func updateUIView(_ view: StickerImageView, context: Context) {}
                }
                """, confidence: .latent),
            Example("""
                // A closure that runs in place is on the main thread: waiting for the main queue there never ends.
                struct BadgeRow: UIViewRepresentable {
                    let badges: [Badge]
                    func makeUIView(context: Context) -> UIStackView {
                        let stack = UIStackView()
                        badges.forEach { badge in
                            ↓DispatchQueue.main.sync { stack.addArrangedSubview(BadgeView(badge)) }
                        }
                        return stack
                    }
                    func updateUIView(_ stack: UIStackView, context: Context) {}
                }
                """),
            Example("""
                struct Avatar: UIViewRepresentable {
                    let address: String
                    func makeUIView(context: Context) -> UIImageView {
                        let imageView = UIImageView()
                        if let url = URL(string: address), let data = try? ↓Data(contentsOf: url) {
                            imageView.image = UIImage(data: data)
                        }
                        return imageView
                    }
                    func updateUIView(_ imageView: UIImageView, context: Context) {}
                }
                """),
            Example("""
                struct Terms: UIViewRepresentable {
                    func makeUIView(context: Context) -> UITextView {
                        let textView = UITextView()
                        textView.text = try? ↓String(contentsOf: URL(string: "https://example.com/terms.txt")!, encoding: .utf8)
                        return textView
                    }
                    func updateUIView(_ textView: UITextView, context: Context) {}
                }
                """),
            Example("""
                struct Thumbnail: UIViewRepresentable {
                    let asset: PHAsset
                    func makeUIView(context: Context) -> UIImageView { UIImageView() }
                    func updateUIView(_ imageView: UIImageView, context: Context) {
                        let semaphore = DispatchSemaphore(value: 0)
                        context.coordinator.load(asset) { image in
                            imageView.image = image
                            semaphore.signal()
                        }
                        ↓semaphore.wait()
                    }
                }
                """),
            Example("""
                struct Waveform: UIViewRepresentable {
                    let folder: URL
                    func makeUIView(context: Context) -> WaveformView {
                        let view = WaveformView()
                        ↓Thread.sleep(forTimeInterval: 0.1)
                        view.files = (try? ↓FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
                        return view
                    }
                    func updateUIView(_ view: WaveformView, context: Context) {
                        ↓DispatchQueue.main.sync { view.setNeedsDisplay() }
                    }
                }
                """),
            Example("""
                struct Cover: NSViewRepresentable {
                    let address: String
                    func makeNSView(context: Context) -> NSImageView { NSImageView() }
                    func updateNSView(_ imageView: NSImageView, context: Context) {
                        let url = URL(string: address)!
                        imageView.image = ↓NSImage(contentsOf: url)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // Waiting for the main queue from a background queue is allowed: it cannot be the main thread.
                struct ThumbnailView: UIViewRepresentable {
                    let url: URL
                    func makeUIView(context: Context) -> UIImageView {
                        let view = UIImageView()
                        DispatchQueue.global(qos: .utility).async {
                            let image = UIImage(contentsOfFile: url.path)
                            DispatchQueue.main.sync { view.image = image }
                        }
                        return view
                    }
                    func updateUIView(_ view: UIImageView, context: Context) {}
                }
                """),
            Example("""
                struct Avatar: UIViewRepresentable {
                    let url: URL
                    func makeUIView(context: Context) -> UIImageView {
                        let imageView = UIImageView()
                        Task {
                            let (data, _) = try await URLSession.shared.data(from: url)
                            imageView.image = UIImage(data: data)
                        }
                        return imageView
                    }
                    func updateUIView(_ imageView: UIImageView, context: Context) {}
                }
                """),
            Example("""
                // A small file shipped in the app bundle.
                struct Licenses: UIViewRepresentable {
                    func makeUIView(context: Context) -> UITextView {
                        let textView = UITextView()
                        if let url = Bundle.main.url(forResource: "Licenses", withExtension: "txt") {
                            textView.text = try? String(contentsOf: url, encoding: .utf8)
                        }
                        return textView
                    }
                    func updateUIView(_ textView: UITextView, context: Context) {}
                }
                """),
            Example("""
                struct Thumbnail: UIViewRepresentable {
                    let path: String
                    func makeUIView(context: Context) -> UIImageView { UIImageView() }
                    func updateUIView(_ imageView: UIImageView, context: Context) {
                        DispatchQueue.global().async {
                            let data = try? Data(contentsOf: URL(string: path)!)
                            DispatchQueue.main.async { imageView.image = data.flatMap(UIImage.init(data:)) }
                        }
                        Task { try await Task.sleep(for: .seconds(1)) }
                    }
                }
                """),
        ],
        symptoms: [
            "The UI freezes while a view appears",
            "Watchdog termination (0x8badf00d)",
            "Thread Performance Checker reports work on the main thread",
            "UI freezes when the view appears",
            "app hangs while the screen loads",
            "startRunning should be called from background thread",
            "Thread Performance Checker: thread running at user-interactive quality-of-service waiting on a lower QoS thread",
        ]
    )

    private static let directoryScans: Set<String> = ["contentsOfDirectory", "enumerator", "subpathsOfDirectory", "subpaths"]

    func check(_ file: LintFile, report: inout RuleReport) {
        for representable in Representable.all(in: file) {
            for function in [representable.make, representable.update].compactMap({ $0 }) {
                guard let body = function.body else { continue }
                for call in Nodes.all(FunctionCallExprSyntax.self, in: body, outsideClosures: true) {
                    guard let what = Self.blockingWork(call, in: body) else { continue }
                    if let read = Self.urlRead(call), RemoteURL.treatsURLsAsFiles(body) {
                        // The same code handles file URLs: the string may well name a local file, a short read.
                        report.add(at: call, """
                            '\(read)' of a URL made from a string blocks the main thread in \(function.name.text) while \
                            it reads; this code also handles file URLs, so it may be a short local read, but a web \
                            address would freeze the UI until the download ends; load it asynchronously and apply the \
                            result when it arrives
                            """, confidence: .latent)
                        continue
                    }
                    report.add(at: call, """
                        \(what) blocks the main thread in \(function.name.text), freezing the UI while it waits; \
                        do it asynchronously and apply the result when it arrives
                        """)
                }
                checkMainSyncInCallbacks(in: body, of: function.name.text, file: file, report: &report)
            }
        }
    }

    /// `DispatchQueue.main.sync` in a closure that make or update starts: it traps ("deadlock") when the closure
    /// runs on the main thread. Said when the closure runs in place or on the main queue; latent when it is the
    /// completion of an API whose thread is out of sight (many SDKs call back on the main queue); silent when
    /// it is known to run off the main thread or the code checks `Thread.isMainThread`.
    private func checkMainSyncInCallbacks(in body: CodeBlockSyntax, of function: String, file: LintFile, report: inout RuleReport) {
        guard file.contains("main.sync"), !file.contains("isMainThread") else { return }
        var model: ThreadingModel?
        for call in Nodes.all(FunctionCallExprSyntax.self, in: body) where call.calleeName == "sync"
            && call.receiver?.memberPath == ["DispatchQueue", "main"] && call.ancestor(ClosureExprSyntax.self) != nil {
            if model == nil { model = ThreadingModel(file: file) }
            let fix = "use DispatchQueue.main.async, which never waits"
            // Closures that run in place (`forEach`, `withAnimation`) leave the call on make's own thread: the main one.
            let context = Self.runsInPlace(call, within: body) ? .main : model?.context(of: call) ?? .unknown
            switch context {
            case .offMain:
                continue
            case .main:
                report.add(at: call, """
                    'DispatchQueue.main.sync' runs on the main thread here (code \(function) starts), where waiting \
                    for the main queue never ends: the app traps; \(fix)
                    """)
            case .unknown:
                report.add(at: call, """
                    'DispatchQueue.main.sync' in a callback \(function) starts, whose thread is not visible here: if \
                    the API calls back on the main queue, as many do, the app traps (a deadlock); \(fix)
                    """, confidence: .latent)
            }
        }
    }

    private static func runsInPlace(_ call: FunctionCallExprSyntax, within body: CodeBlockSyntax) -> Bool {
        var current = Syntax(call).parent
        while let node = current, node.id != body.id {
            if let closure = node.as(ClosureExprSyntax.self) {
                let site = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
                guard let name = site?.calleeName, ThreadingModel.inPlaceFunctions.contains(name) else { return false }
            }
            current = node.parent
        }
        return true
    }

    /// `Data(contentsOf:)` for a read of a URL's content that `blockingWork` judges remote; `nil` for other work.
    private static func urlRead(_ call: FunctionCallExprSyntax) -> String? {
        guard call.receiver == nil, let name = call.calleeName, let label = call.argumentLabels.first.flatMap({ $0 }) else { return nil }
        switch (name, label) {
        case ("Data", "contentsOf"), ("NSData", "contentsOf"), ("String", "contentsOf"), ("NSString", "contentsOf"),
             ("NSImage", "contentsOf"), ("UIImage", "contentsOfFile"):
            return "\(name)(\(label):)"
        default:
            return nil
        }
    }

    /// A description of the blocking work a call does, or `nil`.
    private static func blockingWork(_ call: FunctionCallExprSyntax, in body: CodeBlockSyntax) -> String? {
        let name = call.calleeName ?? ""
        let receiverPath = call.receiver?.memberPath
        switch name {
        case "Data", "NSData", "String", "NSString", "NSImage":
            guard call.receiver == nil, call.argumentLabels.first == "contentsOf", let url = call.arguments.first?.expression,
                  RemoteURL.isRemote(url, in: body)
            else { return nil }
            return "'\(name)(contentsOf:)' of a remote URL downloads synchronously and"
        case "UIImage":
            guard call.receiver == nil, call.argumentLabels.first == "contentsOfFile", let path = call.arguments.first?.expression,
                  RemoteURL.isRemote(path, in: body)
            else { return nil }
            return "'UIImage(contentsOfFile:)' of a remote URL"
        case "sleep", "usleep":
            if receiverPath == ["Thread"] { return "'Thread.sleep'" }
            return call.receiver == nil && call.arguments.count == 1 ? "'\(name)'" : nil
        case "wait":
            guard let receiver = call.receiver,
                  let type = DeclaredType.of(receiver), type == "DispatchSemaphore" || type == "DispatchGroup"
            else { return nil }
            return "'\(type).wait'"
        case "sync" where receiverPath == ["DispatchQueue", "main"]:
            return "'DispatchQueue.main.sync' (a deadlock on the main thread)"
        case _ where directoryScans.contains(name):
            guard let receiver = call.receiver, receiverPath?.first == "FileManager" || DeclaredType.of(receiver) == "FileManager"
            else { return nil }
            return "'FileManager.\(name)' scans the disk and"
        default:
            return nil
        }
    }
}

/// Whether a URL (or a path made from one) points at the network: it is built with `URL(string:)` from
/// something other than a `file:` literal, directly or through a local or property initialised that way.
enum RemoteURL {
    /// Whether the code shows it deals with local files: file-URL checks and loaders, `file:` literals. A URL
    /// made from a string there is as likely a file's as a server's.
    static func treatsURLsAsFiles(_ body: CodeBlockSyntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { token in
            switch token.tokenKind {
            case .identifier(let name):
                return ["isFileURL", "fileURLWithPath", "loadFileURL", "allowingReadAccessTo", "allowFileAccessFromFileURLs"].contains(name)
            case .stringSegment(let text):
                return text.hasPrefix("file:") || text.contains("FileURL")
            default:
                return false
            }
        }
    }

    static func isRemote(_ expression: ExprSyntax, in body: CodeBlockSyntax, depth: Int = 0) -> Bool {
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            let text = literal.segments.trimmedDescription
            return text.hasPrefix("http://") || text.hasPrefix("https://")
        }
        for call in Nodes.all(FunctionCallExprSyntax.self, in: expression) where call.calleeName == "URL" && call.receiver == nil {
            guard call.argumentLabels.first == "string" else { continue }
            let argument = call.arguments.first?.expression.as(StringLiteralExprSyntax.self)?.segments.trimmedDescription
            return !(argument?.hasPrefix("file:") ?? false)
        }
        // A local (`let url = URL(string: address)`, `if let url = …`) of the same method; `url.path` reads `url`.
        guard depth < 3, let name = expression.withoutUnwraps.pathFromSelf?.first else { return false }
        let values = Nodes.all(PatternBindingSyntax.self, in: body, outsideClosures: true)
            .filter { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
            .compactMap { $0.initializer?.value }
            + Nodes.all(OptionalBindingConditionSyntax.self, in: body, outsideClosures: true)
            .filter { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
            .compactMap { $0.initializer?.value }
        return values.contains { isRemote($0, in: body, depth: depth + 1) }
    }
}
