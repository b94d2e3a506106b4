import BridgeLintCore
@testable import BridgeLintRules
import Testing

@Suite struct DeclarationFactsTests {
    @Test func containmentSubjects() throws {
        let index = Recording.index(sources: """
            extension PlayerViewController {
                func attach() {
                    addChild(controls)
                    self.controls.didMove(toParent: self)
                    queue?.willMove(toParent: nil)
                    children.first?.removeFromParent()
                    addChildViewController(legacy)
                }
            }
            final class Plain {}
            """)
        let player = try #require(index.extensions(of: "PlayerViewController").first)
        #expect(index.containmentSubjects(of: player) == ["controls", "queue", "*", "legacy"])
        let plain = try #require(index.declarations(named: "Plain").first)
        #expect(index.containmentSubjects(of: plain).isEmpty)
    }

    @Test func unobservedPropertiesOfObservableObjects() throws {
        let index = Recording.index(sources: """
            final class Workspace: ObservableObject {
                @Published var title = ""
                var cache: [String: Int] = [:]
                var count = 0 { didSet { print(count) } }
                static var shared = Workspace()
                var computed: Int { 1 }
            }
            final class Notifying: ObservableObject {
                var value = 0 { willSet { objectWillChange.send() } }
            }
            struct Plain { var title = "" }
            """)
        func unobserved(_ name: String) throws -> [String]? {
            index.recorded(UnobservedProperties.self, for: try #require(index.declarations(named: name).first))
        }
        #expect(try unobserved("Workspace") == ["cache"])
        #expect(try unobserved("Notifying") == nil, "a class that sends objectWillChange may notify for any property")
        #expect(try unobserved("Plain") == nil, "only classes")
    }

    /// A view changes while shown when its own code writes its state after it is made (an action, a binding
    /// handed to a control), not in an initializer; an observed object is evidence only when its own code writes it.
    @Test func whatKeepsAViewChanging() throws {
        let index = Recording.index(sources: """
            struct Keys: View {
                @State private var canPaste = false
                var body: some View {
                    Button("Paste") {}
                        .onAppear { canPaste = true }
                }
            }
            struct Search: View {
                @State private var query = ""
                var body: some View { TextField("Find", text: $query) }
            }
            struct Fixed: View {
                @State private var title: String
                init(title: String) { _title = State(initialValue: title) }
                var body: some View { Text(title) }
            }
            struct Score: View {
                @ObservedObject var game: Game
                var body: some View { Text("\\(game.home)") }
            }
            struct Clock: View {
                @ObservedObject var ticker: Ticker
                var body: some View { Text(ticker.label) }
            }
            """, """
            final class Game: ObservableObject {
                @Published var home = 0
                func scored() { home += 1 }
            }
            final class Ticker: ObservableObject {
                @Published var label = ""
            }
            """)
        func live(_ name: String) throws -> String? {
            let declaration = try #require(index.declarations(named: name).first)
            return index.liveState(in: [declaration.name])
        }
        #expect(try live("Keys") == "'Keys' in it changes @State 'canPaste' (at F0.swift:5)")
        #expect(try live("Search") == "'Search' in it changes @State 'query' (at F0.swift:10)")
        #expect(try live("Fixed") == nil, "a first value set in init is not a change")
        #expect(try live("Score") == "'Score' in it observes 'game' (Game), whose 'home' is written at F1.swift:3")
        #expect(try live("Clock") == nil, "an observed object nobody is seen writing")
    }

    @Test func typesThatArmObservationTrackingByHand() throws {
        let index = Recording.index(sources: """
            final class Feed: UIViewController {
                func observe() { withObservationTracking { _ = model.items } onChange: { } }
            }
            final class Other: UIViewController {}
            """, "extension Other { func track() { withObservationTracking { } onChange: { } } }")
        let feed = try #require(index.declarations(named: "Feed").first)
        #expect(index.recorded(ObservationTrackingArming.self, for: feed) == true)
        let other = try #require(index.declarations(named: "Other").first)
        #expect(index.recorded(ObservationTrackingArming.self, for: other) == nil)
        let otherExtension = try #require(index.extensions(of: "Other").first)
        #expect(index.recorded(ObservationTrackingArming.self, for: otherExtension) == true)
    }

    @Test func theRecordsSurviveTheCache() throws {
        let record = DeclarationRecords(file: "A.swift", entries: [.init(name: "Host", line: 4, value: ["child", "*"])])
        var writer = CompactWriter()
        writer.write(record)
        var reader = CompactReader(writer.bytes[...])
        #expect(try reader.read(DeclarationRecords<[String]>.self) == record)
        #expect(reader.isAtEnd)
    }
}
