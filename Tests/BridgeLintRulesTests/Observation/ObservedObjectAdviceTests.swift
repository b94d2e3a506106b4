import BridgeLintCore
import BridgeLintRules
import Testing

/// The advice of `observed-object-owned` for an object made from the view's own input: `.id(_:)` needs a
/// Hashable value, so the advice names one that compiles for the input's type.
@Suite("observed-object-owned: advice for an object made from an input")
struct ObservedObjectAdviceTests {
    private func message(input type: String, declarations: String) throws -> String {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["observed-object-owned"]
        let code = """
            \(declarations)
            final class Editor: ObservableObject {
                @Published var name = ""
                init(source: \(type)) {}
            }
            struct EditorForm: View {
                @ObservedObject private var editor: Editor
                init(source: \(type)) { _editor = ObservedObject(wrappedValue: Editor(source: source)) }
                var body: some View { TextField("Name", text: $editor.name) }
            }
            struct EditorList: View {
                @State private var sources: [\(type)] = []
                @State private var query = ""
                var body: some View {
                    TextField("Filter", text: $query)
                    ForEach(sources.indices, id: \\.self) { EditorForm(source: sources[$0]) }
                }
            }
            """
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [(path: "A.swift", text: code)])
        return try #require(run.findings.first { $0.ruleID == "observed-object-owned" }).message
    }

    @Test func aHashableOrUnknownInputIsTheIdentity() throws {
        #expect(try message(input: "String", declarations: "").contains(".id(source)"))
        #expect(try message(input: "Album", declarations: "struct Album: Hashable { var title: String }").contains(".id(source)"))
        #expect(try message(input: "Mode", declarations: "enum Mode { case light, dark }").contains(".id(source)"))
    }

    @Test func anIdentifiableInputGivesItsID() throws {
        let text = try message(input: "Album", declarations: "struct Album: Identifiable { let id: Int; var title: String }")
        #expect(text.contains(".id(source.id)"))
        let optional = try message(input: "Album?", declarations: "struct Album: Identifiable { let id: Int; var title: String }")
        #expect(optional.contains(".id(source?.id)"))
    }

    @Test func aClosureInputIsNeverTheIdentity() throws {
        let text = try message(input: "(() -> Void)?", declarations: "")
        #expect(!text.contains(".id(source)") && text.contains("a closure cannot be the view's .id"))
    }

    @Test func anInputThatIsNeitherGetsNoIdThatCannotCompile() throws {
        let text = try message(input: "Album", declarations: "struct Album: Codable { var title: String }")
        #expect(!text.contains(".id(source)") && text.contains("'Album' is not Hashable"))
    }

    private func finding(initializer: String, quotesInitializer: String = "") throws -> Finding {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["observed-object-owned"]
        let code = """
            final class Quotes: ObservableObject {
                @Published var prices: [Double] = []
                \(quotesInitializer)
                func refresh() {}
            }
            struct Ticker: View {
                @ObservedObject var quotes: Quotes
                init() {
            \(initializer)
                }
                var body: some View { Text("\\(quotes.prices.count)") }
            }
            struct Market: View {
                @State private var tab = 0
                var body: some View { VStack { Text("\\(tab)"); Ticker() } }
            }
            """
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [(path: "A.swift", text: code)])
        return try #require(run.findings.first { $0.ruleID == "observed-object-owned" })
    }

    @Test func anObjectTheInitializerMakesIsSetThroughTheWrapper() throws {
        let found = try finding(initializer: "        quotes = Quotes()")
        #expect(found.message.contains("'_quotes = StateObject(wrappedValue: Quotes())'") && found.fix != nil)
    }

    @Test func callsTheInitializerMakesOnTheObjectMoveToTask() throws {
        let found = try finding(initializer: "        quotes = Quotes()\n        quotes.refresh()")
        #expect(found.message.contains("call 'refresh()' from .task or .onAppear"))
        // @StateObject alone would send refresh() to a throwaway object: no edit is offered.
        #expect(found.fix == nil)
    }

    @Test func theWorkANewObjectStartsIsNamed() throws {
        let starting = try finding(
            initializer: "        quotes = Quotes()", quotesInitializer: "init() { Log.d(\"made\"); refresh(); feed.connect() }")
        #expect(starting.message.contains("starts its initializer's work again ('refresh()' and 'connect()')"))
        let plain = try finding(initializer: "        quotes = Quotes()", quotesInitializer: "init() { super.init() }")
        #expect(!plain.message.contains("initializer's work"))
        // `os(macOS)` in a build condition is not a call the initializer makes.
        let conditional = try finding(
            initializer: "        quotes = Quotes()", quotesInitializer: "init() {\n#if os(macOS)\n refresh()\n#endif\n}")
        #expect(conditional.message.contains("starts its initializer's work again ('refresh()')"))
    }

    @Test func theWorkOfAnotherTypeOfTheSameNameIsNotNamed() throws {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["observed-object-owned"]
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [
            (path: "Detail.swift", text: """
                struct Detail: View {
                    final class ViewModel: ObservableObject { @Published var rows: [String] = [] }
                    @ObservedObject var model = ViewModel()
                    var body: some View { List(model.rows, id: \\.self) { Text($0) }.onAppear { model.rows = ["a"] } }
                }
                struct Family: View {
                    @State private var tab = 0
                    var body: some View { VStack { Text("\\(tab)"); Detail() } }
                }
                """),
            (path: "Timeline.swift", text: """
                struct Timeline: View {
                    final class ViewModel: ObservableObject {
                        @Published var steps: [String] = []
                        init() { steps.append(Text("Start").padding().description) }
                    }
                    var body: some View { EmptyView() }
                }
                """),
        ])
        let message = try #require(run.findings.first { $0.file == "Detail.swift" }?.message)
        #expect(!message.contains("initializer's work"))
    }

    @Test func aLibraryEntryIsNoPlaceThatMakesTheView() throws {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["observed-object-owned"]
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [
            (path: "Carousel.swift", text: """
                final class CarouselModel: ObservableObject { @Published var page = 0 }
                struct Carousel: View {
                    @ObservedObject var model = CarouselModel()
                    var body: some View { Text("\\(model.page)").onTapGesture { model.page += 1 } }
                }
                struct Carousel_Library: LibraryContentProvider {
                    var views: [LibraryItem] { LibraryItem(Carousel(), title: "Carousel") }
                }
                """),
            (path: "Discover.swift", text: """
                struct Discover: View {
                    @State private var query = ""
                    var body: some View { VStack { TextField("Search", text: $query); Carousel() } }
                }
                """),
        ])
        let message = try #require(run.findings.first?.message)
        #expect(message.contains("it is made at Discover.swift:3"))
    }

    @Test func aCallSiteNamesTheWorkOfTheInitializerItRuns() throws {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["observed-object-owned"]
        let code = """
            final class Meter: ObservableObject {
                @Published var level = 0
                init(level: Int) { self.level = level }
                convenience init(sensor: Sensor) {
                    self.init(level: 0)
                    sensor.connect()
                }
                func bump() { level += 1 }
            }
            struct MeterView: View {
                @ObservedObject var meter: Meter
                var body: some View { Button("\\(meter.level)") { meter.bump() } }
            }
            struct Panel: View {
                @State private var tick = 0
                let sensor: Sensor
                var body: some View {
                    Text("\\(tick)")
                    MeterView(meter: Meter(level: 3))
                    MeterView(meter: Meter(sensor: sensor))
                }
                func refresh() { tick += 1 }
            }
            """
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [(path: "A.swift", text: code)])
        let messages = run.findings.filter { $0.ruleID == "observed-object-owned" }.sorted { $0.column < $1.column }.map(\.message)
        #expect(messages.count == 2)
        let byLevel = try #require(messages.first { $0.contains("'Meter(…)'") && !$0.contains("connect()") })
        #expect(byLevel.contains("'level', written at"))
        #expect(messages.contains { $0.contains("its initializer's work runs again ('connect()')") })
    }

    @Test func anObjectReachedThroughTheControllersRootViewIsPassedInNotMadeAStateObject() throws {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["observed-object-owned"]
        configuration.showsLatent = true
        let controller = """
            final class PrivacyViewController: UIViewController {
                private let host = UIHostingController(rootView: PrivacyView())
                override func viewDidLoad() {
                    super.viewDidLoad()
                    host.rootView.model.isTracking = Analytics.isEnabled
                }
            }
            """
        let view = """
            final class PrivacyModel: ObservableObject { @Published var isTracking = false }
            struct PrivacyView: View {
                @ObservedObject var model = PrivacyModel()
                var body: some View { Toggle("Analytics", isOn: $model.isTracking) }
            }
            """
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: [
            (path: "PrivacyViewController.swift", text: controller), (path: "PrivacyView.swift", text: view),
        ])
        let found = try #require(run.findings.first { $0.ruleID == "observed-object-owned" })
        #expect(found.message.contains("make the object where the hosting controller is made and pass it in"))
        #expect(found.message.contains("'rootView.model' (at PrivacyViewController.swift:5)"))
        #expect(found.fix == nil)
    }
}
