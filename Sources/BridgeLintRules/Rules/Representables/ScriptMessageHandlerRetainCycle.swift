import BridgeLintCore
import SwiftSyntax

/// The coordinator, a controller or a view registers itself as a WKScriptMessageHandler and nothing removes it.
struct ScriptMessageHandlerRetainCycle: IndexedRule {
    static let description = RuleDescription(
        id: "script-message-handler-retain-cycle",
        summary: "A coordinator, controller or view adds itself as script message handler and never removes it",
        severity: .warning,
        rationale: """
            WKUserContentController keeps a strong reference to every script message handler added to it, and the \
            web view keeps its content controller. When the handler is an object that itself keeps the web view (a \
            view controller or view whose hierarchy holds it, a coordinator or model with a strong `webView` \
            property, the web view itself), the three keep each other alive: after the screen closes, the web view, \
            its page and the handler stay in memory, and JavaScript may go on posting messages into a screen that is \
            gone. A `deinit` never runs while the cycle stands, so the handler has to be removed from code that does \
            run: the representable's static dismantle, viewWillDisappear/viewDidDisappear, or a close method. The \
            rule reports a handler that is `self` or `context.coordinator` when no code of the file removes that \
            name (`removeScriptMessageHandler(forName:)`, `removeAllScriptMessageHandlers()`) and the handler is \
            known to keep the web view; a weak proxy handler, or a handler that only holds the web view weakly, \
            leaks nothing.
            """,
        howToFix: """
            Remove the handler when the web view goes away: in `static func dismantleUIView(_:coordinator:)` \
            (`uiView.configuration.userContentController.removeScriptMessageHandler(forName: "name")`), in \
            viewDidDisappear for a controller, or in the view's removal. Or register a small proxy that keeps a \
            `weak` reference to the real handler and forwards each message to it.
            """,
        triggeringExamples: [
            Example("""
                final class HelpViewController: UIViewController, WKScriptMessageHandler {
                    private var webView: WKWebView!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let configuration = WKWebViewConfiguration()
                        ↓configuration.userContentController.add(self, name: "contact")
                        configuration.userContentController.add(self, name: "close")
                        webView = WKWebView(frame: view.bounds, configuration: configuration)
                        view.addSubview(webView)
                    }
                    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
                }
                """),
            Example("""
                struct CheckoutWebView: UIViewRepresentable {
                    let url: URL
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeUIView(context: Context) -> WKWebView {
                        let webView = WKWebView()
                        ↓webView.configuration.userContentController.add(context.coordinator, name: "paymentDone")
                        context.coordinator.webView = webView
                        webView.load(URLRequest(url: url))
                        return webView
                    }
                    func updateUIView(_ webView: WKWebView, context: Context) {}
                    final class Coordinator: NSObject, WKScriptMessageHandler {
                        var webView: WKWebView?
                        func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
                            webView?.evaluateJavaScript("acknowledge()")
                        }
                    }
                }
                """),
            Example("""
                final class ArticleViewController: NSViewController, WKScriptMessageHandler {
                    private lazy var webView: ArticleWebView = {
                        let contentController = WKUserContentController()
                        ↓contentController.add(self, contentWorld: .page, name: "scroll")
                        let configuration = WKWebViewConfiguration()
                        configuration.userContentController = contentController
                        return ArticleWebView(frame: .zero, configuration: configuration)
                    }()
                    override func loadView() { view = webView }
                    deinit { print("gone") }
                    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
                }
                """),
            Example("""
                final class PreviewPane: NSView, WKScriptMessageHandler {
                    private let webView = WKWebView()
                    override init(frame: NSRect) {
                        super.init(frame: frame)
                        ↓webView.configuration.userContentController.add(self, name: "resize")
                        addSubview(webView)
                    }
                    required init?(coder: NSCoder) { nil }
                    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
                }
                """),
            Example("""
                // Removing the handler just before adding it again is not a teardown.
                final class ReaderModel: NSObject, ObservableObject, WKScriptMessageHandler {
                    let webView = WKWebView()
                    override init() {
                        super.init()
                        webView.configuration.userContentController.removeScriptMessageHandler(forName: "headings")
                        ↓webView.configuration.userContentController.add(self, name: "headings")
                    }
                    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
                }
                """),
            Example("""
                final class MapWebView: WKWebView, WKScriptMessageHandlerWithReply {
                    init() {
                        super.init(frame: .zero, configuration: WKWebViewConfiguration())
                        ↓configuration.userContentController.addScriptMessageHandler(self, contentWorld: .page, name: "tap")
                    }
                    required init?(coder: NSCoder) { nil }
                    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage,
                                               replyHandler: @escaping (Any?, String?) -> Void) {}
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // A test case's leak ends with the test run.
                final class BridgeTests: XCTestCase, WKScriptMessageHandler {
                    private var webView: WKWebView!
                    override func setUp() {
                        let configuration = WKWebViewConfiguration()
                        configuration.userContentController.add(self, name: "probe")
                        webView = WKWebView(frame: .zero, configuration: configuration)
                    }
                    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
                }
                """),
            Example("""
                // Removed in dismantle.
                struct CheckoutWebView: NSViewRepresentable {
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeNSView(context: Context) -> WKWebView {
                        let webView = WKWebView()
                        webView.configuration.userContentController.add(context.coordinator, name: "paymentDone")
                        context.coordinator.webView = webView
                        return webView
                    }
                    func updateNSView(_ webView: WKWebView, context: Context) {}
                    static func dismantleNSView(_ webView: WKWebView, coordinator: Coordinator) {
                        webView.configuration.userContentController.removeScriptMessageHandler(forName: "paymentDone")
                    }
                    final class Coordinator: NSObject, WKScriptMessageHandler {
                        var webView: WKWebView?
                        func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
                    }
                }
                """),
            Example("""
                // A weak proxy forwards the messages: the content controller keeps only the proxy.
                final class WeakScriptHandler: NSObject, WKScriptMessageHandler {
                    weak var target: WKScriptMessageHandler?
                    init(_ target: WKScriptMessageHandler) { self.target = target }
                    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
                        target?.userContentController(controller, didReceive: message)
                    }
                }
                final class HelpViewController: UIViewController, WKScriptMessageHandler {
                    private let webView = WKWebView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        webView.configuration.userContentController.add(WeakScriptHandler(self), name: "contact")
                        view.addSubview(webView)
                    }
                    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
                }
                """),
            Example("""
                // Removed when the controller leaves the screen (and in deinit).
                final class HelpViewController: UIViewController, WKScriptMessageHandler {
                    private let webView = WKWebView()
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        webView.configuration.userContentController.add(self, name: MessageName.contact)
                    }
                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        webView.configuration.userContentController.removeScriptMessageHandler(forName: MessageName.contact)
                    }
                    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
                }
                final class Editor: UIView, WKScriptMessageHandler {
                    let webView = WKWebView()
                    func attach() { webView.configuration.userContentController.add(self, name: "change") }
                    deinit { webView.configuration.userContentController.removeAllScriptMessageHandlers() }
                    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
                }
                """),
            Example("""
                // The coordinator keeps no web view: the web view dies with the SwiftUI view and frees it.
                struct CaptchaView: UIViewRepresentable {
                    @Binding var token: String?
                    func makeCoordinator() -> Coordinator { Coordinator(token: $token) }
                    func makeUIView(context: Context) -> WKWebView {
                        let controller = WKUserContentController()
                        controller.add(context.coordinator, name: "captcha")
                        let configuration = WKWebViewConfiguration()
                        configuration.userContentController = controller
                        return WKWebView(frame: .zero, configuration: configuration)
                    }
                    func updateUIView(_ webView: WKWebView, context: Context) {}
                    final class Coordinator: NSObject, WKScriptMessageHandler {
                        @Binding var token: String?
                        weak var webView: WKWebView?
                        init(token: Binding<String?>) { _token = token }
                        func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {
                            token = message.body as? String
                        }
                    }
                }
                """),
            Example("""
                // A handler object from elsewhere, whose type is unknown here; a bridge holding the web view weakly.
                final class PageBridge: NSObject, WKScriptMessageHandler {
                    private weak var webView: WKWebView?
                    init(webView: WKWebView, handler: WKScriptMessageHandler) {
                        self.webView = webView
                        super.init()
                        webView.configuration.userContentController.add(self, name: "bridge")
                        webView.configuration.userContentController.add(handler, name: "external")
                    }
                    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
                }
                """),
        ],
        symptoms: [
            "WKWebView and its view controller are never deallocated (deinit is not called)",
            "Memory grows each time a screen with a web view is opened",
            "JavaScript messages arrive after the web view screen was closed",
        ]
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("ContentController") || file.contains("addScriptMessageHandler") else { return }
        let removals = Self.removals(in: file)
        let representables = Representable.all(in: file)
        for group in TypeGroups.all(in: file) {
            // The handler's stored properties and teardown live in its declaration: out of sight without it.
            // A test case's leak ends with the test process: nothing a user sees.
            guard let declaration = group.declaration, !group.inheritedNames.contains("XCTestCase") else { continue }
            for member in group.members where !member.is(ClassDeclSyntax.self) && !member.is(StructDeclSyntax.self) {
                // One handler registered under several names in one method is one cycle: one finding, at the first.
                var registeredHandlers: Set<String> = []
                for call in FileCalls.all(in: member, of: file) {
                    guard let registration = Registration(call), !removals.contains(where: { $0.undoes(registration) }),
                          let handler = Self.handler(of: registration, in: group, declaration: declaration,
                                                     representables: representables),
                          registeredHandlers.insert(registration.handler.trimmedDescription).inserted
                    else { continue }
                    report.whenIndexed(at: call, asking: Question(
                        handlerClass: handler.className, message: handler.message(for: registration),
                        strongStoredTypes: handler.strongStoredTypes,
                        registersOnOwnWebView: !(registration.reachesForeignWebView && !handler.isCoordinator)))
                }
            }
        }
    }

    /// Reported when the handler keeps the web view: a stored web view, or it is itself a view or view controller
    /// registering on a web view of its own (one its hierarchy holds), not on one a caller passed in.
    /// A registration of a handler of `handlerClass`, which holds stored properties of `strongStoredTypes` strongly.
    @CompactCoded
    struct Question: IndexQuestion {
        var handlerClass: String
        var message: String
        var strongStoredTypes: [String]
        /// `false` when the web view is one a caller passed in (and the handler is no coordinator).
        var registersOnOwnWebView: Bool
    }

    static func answer(_ question: Question, index: ProjectIndex) -> String? {
        let keepsWebView = question.strongStoredTypes.contains { PlatformObjects.isKnownObject($0, in: index, suffixes: ["WebView"]) }
        let ownsHierarchy = question.registersOnOwnWebView
            && PlatformObjects.isKnownObject(question.handlerClass, in: index, suffixes: ["View", "Controller"])
        return keepsWebView || ownsHierarchy ? question.message : nil
    }

    /// `….add(handler, name:)`, `….add(handler, contentWorld:, name:)` or `….addScriptMessageHandler(handler,
    /// contentWorld:, name:)` on a user content controller.
    private struct Registration {
        let call: FunctionCallExprSyntax
        let handler: ExprSyntax
        let name: ExprSyntax

        init?(_ call: FunctionCallExprSyntax) {
            let labels = call.argumentLabels
            switch call.calleeName {
            case "add" where labels == [nil, "name"] || labels == [nil, "contentWorld", "name"]: break
            case "addScriptMessageHandler" where labels == [nil, "contentWorld", "name"]: break
            default: return nil
            }
            guard let receiver = call.receiver, Self.isContentController(receiver),
                  let handler = call.arguments.first?.expression, let name = call.arguments.last?.expression
            else { return nil }
            self.call = call
            self.handler = handler
            self.name = name
        }

        /// Whether the content controller is reached from a parameter (`func attach(to webView: WKWebView)`): a web
        /// view someone else made and owns.
        var reachesForeignWebView: Bool {
            guard let root = call.receiver?.memberPath?.first, root != "self" else { return false }
            return HostingScope.local(named: root, at: call)?.isParameter == true
        }

        /// `userContentController`, `configuration.userContentController`, or a local made from one
        /// (`let controller = WKUserContentController()`).
        private static func isContentController(_ receiver: ExprSyntax) -> Bool {
            guard let path = receiver.memberPath, let last = path.last else { return false }
            if last.lowercased().hasSuffix("contentcontroller") { return true }
            guard path.count == 1, let local = HostingScope.local(named: last, at: receiver), case .value(let value) = local.source
            else { return false }
            let text = value.trimmedDescription
            return text == "WKUserContentController()" || text.hasSuffix(".userContentController")
        }
    }

    /// A `removeScriptMessageHandler(forName:)` or `removeAllScriptMessageHandlers()` call.
    private struct Removal {
        /// `nil` for one that removes every handler.
        let name: String?
        let nameIsConstant: Bool
        let call: FunctionCallExprSyntax

        /// Whether it removes what the registration added: the same name, or a name it cannot compare (a
        /// variable). A removal right before the add in the same function only makes room for it.
        func undoes(_ registration: Registration) -> Bool {
            if let function = Self.enclosingBody(of: call), function.id == Self.enclosingBody(of: registration.call)?.id,
               call.position < registration.call.position {
                return false
            }
            guard let name else { return true }
            let added = registration.name.trimmedDescription
            return name == added || !Self.isConstant(registration.name) || !nameIsConstant
        }

        private static func enclosingBody(of node: some SyntaxProtocol) -> Syntax? {
            var current = node.parent
            while let candidate = current {
                if candidate.is(CodeBlockSyntax.self), candidate.parent?.is(FunctionDeclSyntax.self) == true
                    || candidate.parent?.is(InitializerDeclSyntax.self) == true {
                    return candidate
                }
                current = candidate.parent
            }
            return nil
        }

        /// A string literal without interpolation, or a name path such as `MessageName.scroll`.
        static func isConstant(_ expression: ExprSyntax) -> Bool {
            if let literal = expression.as(StringLiteralExprSyntax.self) {
                return literal.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
            }
            guard let path = expression.memberPath, path.count > 1 else { return false }
            return path.dropLast().allSatisfy { $0.first?.isUppercase == true || $0 == "Self" }
        }
    }

    private static func removals(in file: LintFile) -> [Removal] {
        FileCalls.all(in: file).compactMap { call in
            switch call.calleeName {
            case "removeAllScriptMessageHandlers":
                return Removal(name: nil, nameIsConstant: false, call: call)
            case "removeScriptMessageHandler" where call.argumentLabels.first == "forName":
                return call.arguments.first.map {
                    Removal(name: $0.expression.trimmedDescription, nameIsConstant: Removal.isConstant($0.expression), call: call)
                }
            default:
                return nil
            }
        }
    }

    /// The object registered as handler, when it is the registering class itself or a representable's coordinator
    /// whose class is in sight. Anything else (a proxy, an object passed in) is unknown: no finding.
    private struct Handler {
        let className: String
        let isCoordinator: Bool
        let dismantle: String?
        /// Types of the stored properties it keeps strongly (not `weak`/`unowned`).
        let strongStoredTypes: [String]

        func message(for registration: Registration) -> String {
            let name = registration.name.trimmedDescription
            let who = isCoordinator ? "the coordinator (\(className))" : "'self' (\(className))"
            let removal = "removeScriptMessageHandler(forName: \(name))"
            // A controller's own handler: removing it when the view disappears would cut the page off after a push
            // and back, and deinit never runs while the cycle holds; a weak proxy fixes it wherever it is.
            let fix = dismantle.map { "call \(removal) in static \($0), or register a weak proxy that forwards to it" }
                ?? "register a weak proxy that forwards to it (deinit never runs while the cycle holds), or call \(removal) where the web view is torn down for good"
            return """
                \(who) is added as script message handler \(name) and never removed: WKUserContentController keeps \
                its handler strongly and \(className) keeps the web view, so web view and handler leak together and \
                the page's messages keep arriving after the screen is gone; \(fix)
                """
        }
    }

    private static func handler(
        of registration: Registration, in group: TypeGroups.Group, declaration: DeclGroupSyntax,
        representables: [Representable]
    ) -> Handler? {
        let handler = registration.handler.withoutUnwraps
        if handler.isSelf {
            guard declaration.is(ClassDeclSyntax.self) else { return nil }
            return Handler(className: group.name, isCoordinator: false, dismantle: nil,
                           strongStoredTypes: strongStoredTypes(in: group.members))
        }
        // Shared iOS/macOS code gives one representable per make method: the one whose make registers.
        let candidates = representables.filter { $0.name == group.name }
        let registering = candidates.first { $0.make.range.contains(registration.call.position) } ?? candidates.first
        guard isCoordinatorReference(handler), let representable = registering, let coordinator = representable.coordinator
        else { return nil }
        return Handler(className: coordinator.name, isCoordinator: true, dismantle: representable.lifecycle.dismantle,
                       strongStoredTypes: strongStoredTypes(in: coordinator.members))
    }

    /// `context.coordinator`, or a local made from it.
    private static func isCoordinatorReference(_ expression: ExprSyntax) -> Bool {
        guard let path = expression.memberPath else { return false }
        if path.count == 2, path[1] == "coordinator" { return true }
        guard path.count == 1, let local = HostingScope.local(named: path[0], at: expression), case .value(let value) = local.source,
              let source = value.withoutUnwraps.memberPath
        else { return false }
        return source.count == 2 && source[1] == "coordinator"
    }

    /// Declared or created types of the stored instance properties not marked `weak` or `unowned`.
    private static func strongStoredTypes(in members: [DeclSyntax]) -> [String] {
        var types: Set<String> = []
        for variable in members.compactMap({ $0.as(VariableDeclSyntax.self) }) {
            guard !variable.modifiers.contains(where: {
                [.keyword(.static), .keyword(.class), .keyword(.weak), .keyword(.unowned)].contains($0.name.tokenKind)
            }) else { continue }
            for binding in variable.bindings where binding.accessorBlock.map(StoredProperties.isObserverOnly) ?? true {
                if let declared = binding.typeAnnotation.flatMap({ TypeNames.simpleName(of: $0.type) }) {
                    types.insert(declared)
                } else if let value = binding.initializer?.value, let created = TypeNames.constructedTypeName(value) {
                    types.insert(created)
                }
            }
        }
        return types.sorted()
    }
}
