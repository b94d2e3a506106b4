import BridgeLintCore
import BridgeLintRules
import Testing

/// `view-allocates-platform-object`: what each allocation site's message says, and the shapes that stay silent.
@Suite("View allocates platform object")
struct ViewAllocatesPlatformObjectTests {
    private let id = "view-allocates-platform-object"

    private func messages(_ code: String) -> [String] {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = [id]
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [(path: "A.swift", text: code)])
        return run.findings.filter { $0.ruleID == id }.map(\.message)
    }

    /// A parent whose body re-makes `Screen` on every update.
    private let parent = """
        struct Parent: View {
            @State private var count = 0
            var body: some View { Screen(url: url) }
        }
        """

    @Test("A @State initial value is said to be thrown away, not replaced")
    func stateValueMessage() throws {
        let found = messages("""
            struct Screen: View {
                @State private var player: AVPlayer
                init(url: URL) {
                    let player = AVPlayer(url: url)
                    _player = .init(wrappedValue: player)
                }
                var body: some View { VideoPlayer(player: player) }
            }
            \(parent)
            """)
        let message = try #require(found.first)
        #expect(found.count == 1)
        #expect(message.contains("@State initial value of 'player'") && message.contains("keeps only the first"))
        #expect(message.contains("what later inits pass never reaches the kept one"))
    }

    @Test("A @State property set in init through its plain name is its initial value; a shared proxy's object is no one's")
    func stateSetByNameAndAppearanceProxy() throws {
        let found = messages("""
            struct Screen: View {
                @State private var player: AVQueuePlayer
                init(url: URL) {
                    UITableView.appearance().tableFooterView = UIView()
                    let player = AVQueuePlayer(url: url)
                    self.player = player
                    self.player.isMuted = true
                }
                var body: some View { VideoPlayer(player: player) }
            }
            \(parent)
            """)
        let message = try #require(found.first)
        #expect(found.count == 1)
        #expect(message.contains("@State initial value of 'player' allocates a new AVQueuePlayer"))
    }

    @Test("A @State declaration's value cannot depend on inputs: no word about later inputs")
    func declaredStateMessage() throws {
        let found = messages("""
            struct Screen: View {
                let url: URL
                @State private var web = WKWebView()
                var body: some View { WebHost(webView: web, url: url) }
            }
            \(parent)
            """)
        let message = try #require(found.first)
        #expect(message.contains("@State initial value of 'web'") && !message.contains("later inits"))
    }

    @Test("A plain stored object is said to be replaced, losing its state")
    func storedMessage() throws {
        let found = messages("""
            struct Screen: View {
                let url: URL
                let webView = WKWebView()
                var body: some View { WebHost(webView: webView, url: url) }
            }
            \(parent)
            """)
        let message = try #require(found.first)
        #expect(message.contains("'webView' allocates a new WKWebView") && message.contains("a copy that is not on screen"))
    }

    @Test("A project SwiftUI view whose name looks like a framework class is not a platform object")
    func frameworkLookingProjectStruct() {
        let found = messages("""
            struct UIBadgeView: View { var body: some View { Text("1") } }
            struct Screen: View {
                let url: URL
                let badge = UIBadgeView()
                var body: some View { badge }
            }
            \(parent)
            """)
        #expect(found.isEmpty)
    }

    @Test("An App with only a delegate adaptor builds its scene content once")
    func appWithDelegateAdaptor() {
        let found = messages("""
            @main
            struct PlayerApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
                var body: some Scene { WindowGroup { Home() } }
            }
            struct Home: View {
                let player = AVPlayer()
                var body: some View { VideoPlayer(player: player) }
            }
            """)
        #expect(found.isEmpty)
    }

    @Test("A view that is never constructed in sight is not known to be re-made")
    func unconstructedView() {
        let found = messages("""
            struct Screen: View {
                @State private var web = WKWebView()
                var body: some View { WebHost(webView: web) }
            }
            """)
        #expect(found.isEmpty)
    }
}
