import BridgeLintCore
import BridgeLintRules
import Testing

/// `script-message-handler-retain-cycle`: which removals count, and what the message tells.
@Suite("Script message handler retain cycle")
struct ScriptMessageHandlerRetainCycleTests {
    private let id = "script-message-handler-retain-cycle"

    private func messages(_ code: String) -> [String] {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = [id]
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [(path: "A.swift", text: code)])
        return run.findings.filter { $0.ruleID == id }.map(\.message)
    }

    private func controller(adding added: String, removing removal: String) -> String {
        """
        final class HelpController: UIViewController, WKScriptMessageHandler {
            let webView = WKWebView()
            override func viewDidLoad() {
                super.viewDidLoad()
                webView.configuration.userContentController.add(self, name: \(added))
            }
            override func viewDidDisappear(_ animated: Bool) {
                super.viewDidDisappear(animated)
                \(removal)
            }
            func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
        }
        """
    }

    @Test("Removing another literal name leaves the added one registered")
    func differentLiteralName() throws {
        let found = messages(controller(
            adding: "\"close\"", removing: "webView.configuration.userContentController.removeScriptMessageHandler(forName: \"open\")"))
        let message = try #require(found.first)
        #expect(message.contains("\"close\"") && message.contains("HelpController"))
    }

    @Test("A removal whose name is a variable may remove it: silent")
    func variableName() {
        let found = messages(controller(
            adding: "\"close\"", removing: "for name in names { webView.configuration.userContentController.removeScriptMessageHandler(forName: name) }"))
        #expect(found.isEmpty)
    }

    @Test("The same constant on both sides matches")
    func sameConstant() {
        let found = messages(controller(
            adding: "Message.close", removing: "webView.configuration.userContentController.removeScriptMessageHandler(forName: Message.close)"))
        #expect(found.isEmpty)
    }

    @Test("A coordinator's message points at the representable's dismantle")
    func coordinatorMessage() throws {
        let found = messages("""
            struct Page: UIViewRepresentable {
                func makeCoordinator() -> Coordinator { Coordinator() }
                func makeUIView(context: Context) -> WKWebView {
                    let coordinator = context.coordinator
                    let webView = WKWebView()
                    webView.configuration.userContentController.add(coordinator, name: "ready")
                    coordinator.webView = webView
                    return webView
                }
                func updateUIView(_ webView: WKWebView, context: Context) {}
                final class Coordinator: NSObject, WKScriptMessageHandler {
                    var webView: WKWebView?
                    func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
                }
            }
            """)
        let message = try #require(found.first)
        #expect(message.contains("the coordinator") && message.contains("dismantleUIView"))
    }

    @Test("A view registering on a web view a caller passed in does not hold it: silent; keeping it is a cycle")
    func foreignWebView() {
        func findBar(stored: String, keep: String) -> String {
            """
            final class FindBar: UIView, WKScriptMessageHandler {
                \(stored)
                func attach(to webView: WKWebView) {
                    \(keep)
                    webView.configuration.userContentController.add(self, name: "found")
                }
                func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
            }
            """
        }
        #expect(messages(findBar(stored: "", keep: "")).isEmpty)
        #expect(messages(findBar(stored: "var webView: WKWebView?", keep: "self.webView = webView")).count == 1)
    }

    @Test("A handler class that neither keeps a web view nor is a view or controller leaks nothing")
    func handlerWithoutWebView() {
        let found = messages("""
            final class Analytics: NSObject, WKScriptMessageHandler {
                func attach(to webView: WKWebView) { webView.configuration.userContentController.add(self, name: "event") }
                func userContentController(_ controller: WKUserContentController, didReceive message: WKScriptMessage) {}
            }
            """)
        #expect(found.isEmpty)
    }
}
