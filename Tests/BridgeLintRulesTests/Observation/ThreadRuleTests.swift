import BridgeLintCore
import BridgeLintRules
import Testing

/// Shapes of the thread rules that their examples cannot show: configuration options, and the edges of the
/// model of where code runs.
@Suite("Thread rules")
struct ThreadRuleTests {
    /// Lines of the findings of `rule` in one file, linted with only that rule and the given options.
    private func lines(_ rule: String, _ code: String, options: [String: [String]] = [:]) -> [Int] {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = [rule]
        configuration.ruleOptions = [rule: options]
        // The project's views are elsewhere: a file that imports SwiftUI, so @Published changes matter.
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration)
            .lint(sources: [(path: "A.swift", text: code), (path: "App.swift", text: "import SwiftUI\n")])
        return run.findings.filter { $0.ruleID == rule && $0.file == "A.swift" }.map(\.line)
    }

    static let socketClient = """
        final class ChatModel: ObservableObject {
            @Published var messages: [Message] = []
        }
        extension ChatModel: ChatSocketDelegate {
            func socket(_ socket: ChatSocket, didReceive message: Message) {
                messages.append(message)
            }
        }
        extension ChatModel: ChatSocketDelegate, UITableViewDataSource {
            func socketDidDisconnect(_ socket: ChatSocket) {
                messages.removeAll()
            }
        }
        final class Relay: NSObject, ChatSocketDelegate {
            @Published var last: Message?
            func socket(_ socket: ChatSocket, didReceive message: Message) {
                DispatchQueue.main.async { self.last = message }
            }
            override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                last = nil
            }
        }
        """

    @Test("background_delegates: methods of a type or extension adopting a listed protocol run off main")
    func configuredBackgroundDelegates() {
        #expect(lines("state-write-off-main", Self.socketClient) == [])
        // Not in the extension that also adopts a data source (its methods are mixed), nor after a hop,
        // nor in an override.
        #expect(lines("state-write-off-main", Self.socketClient, options: ["background_delegates": ["ChatSocketDelegate"]]) == [6])
    }

    @Test("A binding every caller makes from @State: latent, and the message says the view's state changes, not that it crashes")
    func aBindingToStateIsLatentWithItsOwnConsequence() {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["state-write-off-main"]
        configuration.showsLatent = true
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [
            (path: "Drop.swift", text: """
                struct Drop: View {
                    @Binding var url: URL?
                    var body: some View {
                        Color.clear.onDrop(of: [.fileURL], isTargeted: nil) { providers in
                            _ = providers.first?.loadFileRepresentation(for: .data) { file, _, _ in url = file }
                            return true
                        }
                    }
                }
                """),
            (path: "Screen.swift", text: """
                import SwiftUI
                struct Screen: View {
                    @State private var dropped: URL?
                    var body: some View { Drop(url: $dropped) }
                }
                """),
        ])
        #expect(run.findings.map(\.confidence) == [.latent])
        let message = run.findings.first?.message ?? ""
        #expect(message.contains("so the view's state changes off the main thread"))
        #expect(!message.contains("crashes"))
        #expect(message.contains("every call site in this project binds it to a view's own @State"))
    }

    @Test("A mutating method of a bound value is named as the write; the binding to @State keeps it latent")
    func aMutatingMethodCallIsAWrite() {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["state-write-off-main"]
        configuration.showsLatent = true
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [
            (path: "Editor.swift", text: """
                struct Editor: View {
                    @Binding var note: Note
                    var body: some View {
                        Color.clear.onDrop(of: [.text], isTargeted: nil) { providers in
                            providers.first?.loadObject(ofClass: NSString.self) { text, _ in
                                if let text = text as? String { note.addLine(text) }
                            }
                            return true
                        }
                    }
                }
                """),
            (path: "Note.swift", text: """
                struct Note {
                    var lines: [String] = []
                    mutating func addLine(_ line: String) { lines.append(line) }
                }
                struct Screen: View {
                    @State private var note = Note()
                    var body: some View { Editor(note: $note) }
                }
                """),
        ])
        #expect(run.findings.map(\.confidence) == [.latent])
        let message = run.findings.first?.message ?? ""
        #expect(message.contains("'note' (@Binding) is changed by its mutating method 'addLine'"))
        #expect(message.contains("every call site in this project binds it to a view's own @State"))
    }

    @Test("background_delegates is an option the configuration file accepts")
    func optionIsDeclared() throws {
        let loader = ConfigurationLoader(rules: RuleRegistry.all.map { $0.description })
        let loaded = try loader.parse(
            "state-write-off-main:\n  background_delegates: [ChatSocketDelegate, StreamDelegate]\n",
            path: ".bridgelint.yml", rootDirectory: "/")
        #expect(loaded.warnings.isEmpty)
        #expect(loaded.configuration.ruleOptions["state-write-off-main"]?["background_delegates"] == ["ChatSocketDelegate", "StreamDelegate"])
    }

    @Test("Queues are followed to their visible initial value")
    func queuesFollowedToTheirValue() {
        let code = """
            final class Loader: ObservableObject {
                @Published var state = 0
                private let work = DispatchQueue(label: "work")
                private let ui = DispatchQueue.main
                private let serial = DispatchQueue(label: "s", target: .main)
                private let injected: DispatchQueue
                func run() {
                    work.async { self.state = 1 }
                    ui.async { self.state = 2 }
                    serial.async { self.state = 3 }
                    injected.async { self.state = 4 }
                    let local = DispatchQueue.global(qos: .background)
                    local.asyncAfter(deadline: .now() + 1) { self.state = 5 }
                    work.sync { self.state = 6 }
                }
            }
            """
        #expect(lines("state-write-off-main", code) == [8, 13])
    }

    @Test("UIKit calls on self, self? and an alias of self in a view controller")
    func uiKitCallsOnSelf() {
        let code = """
            final class FeedController: UIViewController {
                func load(_ url: URL) {
                    URLSession.shared.dataTask(with: url) { [weak self] _, _, _ in
                        self?.resignFirstResponder()
                        self?.view.setNeedsLayout()
                        guard let strongSelf = self else { return }
                        strongSelf.view.layoutIfNeeded()
                    }.resume()
                }
            }
            """
        #expect(lines("state-write-off-main", code) == [4, 5, 7])
    }

    @Test("A write hidden in a local function, a stored closure or a plain Task is out of sight")
    func unknownPlacesStaySilent() {
        let code = """
            struct Gallery: View {
                @State private var images: [UIImage] = []
                var body: some View {
                    Color.clear.onAppear {
                        DispatchQueue.global().async {
                            func finish() { images = [] }
                            let apply = { images = [] }
                            Task { images = [] }
                            finish(); apply()
                        }
                    }
                }
            }
            """
        #expect(lines("state-write-off-main", code) == [])
    }

    @Test("Combine: the last scheduling operator decides; unknown operators make the pipeline unknown")
    func combineDelivery() {
        let code = """
            final class Model: ObservableObject {
                @Published var a = 0
                @Published var b = 0
                @Published var c = 0
                private var bag = Set<AnyCancellable>()
                func bind(_ url: URL) {
                    URLSession.shared.dataTaskPublisher(for: url).map { _ in 1 }.receive(on: DispatchQueue.main).delay(for: 1, scheduler: DispatchQueue.global()).replaceError(with: 0).assign(to: &$a)
                    URLSession.shared.dataTaskPublisher(for: url).map { _ in 1 }.flatMap { Just($0) }.replaceError(with: 0).assign(to: &$b)
                    URLSession.shared.dataTaskPublisher(for: url).map { _ in 1 }.catch { _ in Just(0) }.sink { self.c = $0 }.store(in: &bag)
                }
            }
            """
        #expect(lines("combine-ui-off-main", code) == [7, 9])
    }

    @Test("observation-tracking-once follows a [weak self] re-registration through a hop and a helper")
    func trackingFollowsHelpers() {
        let code = """
            final class Badge: UIView {
                let model: Model
                func observe() {
                    withObservationTracking { _ = model.count } onChange: { [weak self] in
                        guard let strongSelf = self else { return }
                        strongSelf.schedule()
                    }
                }
                private func schedule() { Task { @MainActor in self.refresh() } }
                private func refresh() { observe() }
                func observeOnce() {
                    withObservationTracking { _ = model.count } onChange: { [weak self] in self?.relayout() }
                }
                private func relayout() { DispatchQueue.main.async { print("count changed") } }
            }
            """
        #expect(lines("observation-tracking-once", code) == [12])
    }

    @Test("observation-tracking-once: invalidating a view re-runs layout code, so only one-time code is reported")
    func invalidationReRunsLayoutCode() {
        let code = """
            final class Badge: UIView {
                let model: Model
                init(model: Model) { self.model = model; super.init(frame: .zero); observe() }
                private func observe() {
                    withObservationTracking { _ = model.count } onChange: { [weak self] in self?.setNeedsLayout() }
                }
                func configure() {
                    withObservationTracking { _ = model.count } onChange: { [weak self] in self?.setNeedsLayout() }
                }
                private func refresh() {
                    withObservationTracking { _ = model.count } onChange: { [weak self] in self?.setNeedsLayout() }
                }
                override func layoutSubviews() {
                    refresh()
                }
            }
            """
        // configure() may be called from a layout pass elsewhere; refresh() is called from layoutSubviews.
        #expect(lines("observation-tracking-once", code) == [5])
    }
}
