import BridgeLintCore
@testable import BridgeLintRules
import SwiftParser
import Testing

/// Which properties tell SwiftUI of their changes, and where the project writes them after their object is made.
@Suite struct ObservableMembersTests {
    private func record(_ text: String) -> ObservableMembers.FileRecord {
        let file = LintFile(path: "Model.swift", source: text, tree: Parser.parse(source: text))
        return ObservableMembers.record(in: file) ?? ObservableMembers.FileRecord()
    }

    private func writes(_ text: String) -> [String: Int] {
        // Keyed by the property alone: the outermost type after `|` is checked apart.
        Dictionary(record(text).writes.map { (String($0.key.prefix { $0 != "|" }), $0.line) }, uniquingKeysWith: min)
    }

    @Test func publishedAndObservableClassPropertiesAreObservable() {
        let properties = record("""
            final class Reader: ObservableObject {
                @Published var language = "en"
                var name = "plain"
                static var shared = Reader()
            }
            @Observable final class Game {
                var score = 0
                let id = 1
                @ObservationIgnored var cache = [Int]()
                var total: Int { score * 2 }
            }
            struct Settings { var volume = 1 }
            """).properties
        #expect(Set(properties) == ["Reader.language", "Game.score"])
    }

    @Test func writesOutsideInitializersAreRecordedWithTheirFirstLine() {
        let found = writes("""
            final class Reader: ObservableObject {
                @Published var language = "en"
                @Published var pages: [String] = []
                init() { language = "fr" }
                func reset() {
                    language = "en"
                    self.pages.append("cover")
                }
            }
            struct Screen: View {
                @StateObject var reader = Reader()
                var body: some View {
                    Picker("Language", selection: $reader.language) { }
                    Button("More") { reader.pages += ["x"]; reader.settings.volume = 2 }
                }
            }
            """)
        #expect(found["Reader.language"] == 6)
        #expect(found["Reader.pages"] == 7)
        #expect(found["language"] == 13)
        #expect(found["pages"] == 14)
        #expect(found["settings"] == 14)
        #expect(found["volume"] == nil)
    }

    @Test func eachWriteNamesTheOutermostTypeItIsIn() {
        let keys = Set(record("""
            struct WebView: NSViewRepresentable {
                @EnvironmentObject var model: PageModel
                final class Coordinator: NSObject {
                    func finished() { model.link = "x" }
                }
            }
            """).writes.map(\.key))
        // `model` is declared with its type, so the write is also known as PageModel's.
        #expect(keys == ["PageModel.link|WebView", "link|WebView"])
    }

    /// A write through a parameter or local of a declared type is that type's write; sample data that previews
    /// and mocks set up is no write of the app's.
    @Test func typedWritesAndSampleData() {
        let found = writes("""
            final class PillContext: ObservableObject {
                @Published var title = ""
                @Published var state = ""
            }
            final class TimelineModel {
                func update(_ pill: PillContext) { pill.title = "Alice" }
            }
            extension PillContext {
                static func mock() -> PillContext {
                    let context = PillContext()
                    context.state = "sample"
                    return context
                }
            }
            """)
        #expect(found["PillContext.title"] == 6)
        #expect(found["title"] == 6)
        #expect(found["state"] == nil)
    }

    /// A file that names no observable wrapper is read for typed writes only: what `pill` is, the declaration
    /// says; what a closure's `other` is, nothing says.
    @Test func aFileWithoutWrappersGivesItsTypedWritesOnly() {
        let found = record("""
            final class TimelineModel {
                var title = ""
                init(pill: PillContext) {
                    pill.state = "first"
                    subscribe { pill.state = "later" }
                }
                func update(_ pill: PillContext, others: [Row]) {
                    pill.title = "Alice"
                    pill.tags.append("new")
                    others.forEach { other in other.title = "unknown" }
                    title = "own"
                }
            }
            """).writes
        #expect(Set(found.map(\.key)) == ["PillContext.state|TimelineModel", "PillContext.title|TimelineModel", "PillContext.tags|TimelineModel"])
        #expect(found.first { $0.key.hasPrefix("PillContext.state") }?.line == 5)
        #expect(found.first { $0.key.hasPrefix("PillContext.title") }?.line == 8)
    }

    @Test func comparisonsAndReadsAreNotWrites() {
        let found = writes("""
            final class Reader: ObservableObject {
                @Published var language = "en"
                func check(other: Reader) -> Bool {
                    if other.language == language { return other.language != "de" }
                    return other.language.contains("e")
                }
            }
            """)
        #expect(found.isEmpty)
    }

    @Test func aClosuresShorthandArgumentIsNoBinding() {
        let found = writes("""
            final class Contacts: ObservableObject {
                @Published var people: [Person] = []
                var initials: [String] { people.map { $0.name.prefix(1) } }
                func bind() -> some View { TextField("", text: $query.name) }
            }
            """)
        #expect(found["name"] == 4)
    }
}

/// A write through a receiver whose type is known belongs to that type, not to every property of its name.
@Suite struct TypedWritesTests {
    @Test func aWriteThroughACastLocalIsNotAnotherTypesWrite() {
        let index = Recording.index(sources: """
            final class Store: ObservableObject {
                @Published var send: (String) -> Void = { _ in }
            }
            """, """
            final class Cell: UICollectionViewCell {
                var send: (String) -> Void = { _ in }
            }
            final class Grid: NSObject, UICollectionViewDataSource {
                func collectionView(_ view: UICollectionView, cellForItemAt path: IndexPath) -> UICollectionViewCell {
                    let cell = view.dequeueReusableCell(withReuseIdentifier: "c", for: path) as! Cell
                    cell.send = { _ in }
                    return cell
                }
            }
            """, """
            struct Panel: View {
                @ObservedObject var store: Store
                var body: some View {
                    Button("Reset") { [store].forEach { item in item.send = { _ in } } }
                }
            }
            """)
        let members = index.record(of: ObservableMembers.self)
        // Only the write through a receiver of unknown type may be the store's.
        #expect(members.write(of: "send", in: "Store", outside: "", index: index) == "F2.swift:4")
    }

    @Test func aWriteThroughAGenericParameterMayBeAnyTypes() {
        let index = Recording.index(sources: """
            final class RegionModel: ObservableObject {
                @Published var region = "tw"
            }
            """, """
            struct RegionList<Source: RegionSource>: View {
                @ObservedObject var source: Source
                var body: some View {
                    Picker("Region", selection: $source.region) { Text("TW").tag("tw") }
                }
            }
            """)
        let members = index.record(of: ObservableMembers.self)
        #expect(members.write(of: "region", in: "RegionModel", outside: "", index: index) == "F1.swift:4")
        // Likewise a value declared with a protocol of the project.
        let throughProtocol = Recording.index(sources: """
            final class RegionModel: ObservableObject, RegionSource {
                @Published var region = "tw"
            }
            protocol RegionSource: AnyObject { var region: String { get set } }
            """, """
            struct RegionReset: View {
                @ObservedObject var model: RegionModel
                func reset(_ source: RegionSource) { source.region = "tw" }
                var body: some View { Button("Reset") { reset(model) } }
            }
            """)
        #expect(throughProtocol.record(of: ObservableMembers.self)
            .write(of: "region", in: "RegionModel", outside: "", index: throughProtocol) == "F1.swift:3")
    }

    @Test func aBindingThroughAnObservedObjectIsItsTypesWrite() {
        let keys = ObservableMembers.record(in: LintFile(path: "Search.swift", source: Self.search, tree: Parser.parse(source: Self.search)))?
            .writes.map { String($0.key.prefix { $0 != "|" }) } ?? []
        #expect(keys.contains("TokenSearch.term"))
    }

    private static let search = """
        struct SearchScreen: View {
            @StateObject private var vm = TokenSearch()
            var body: some View { List {}.searchable(text: $vm.term) }
        }
        """
}
