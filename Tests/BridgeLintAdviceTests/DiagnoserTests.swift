@testable import BridgeLintAdvice
import Foundation
import Testing

@Suite("Diagnosis: from a log to the sites that cause it")
struct DiagnoserTests {
    @Test("In each seeded project the cause comes first among at least five near misses", arguments: SeededProjects.all)
    func causeFirst(seed: SeededProjects.Seed) throws {
        let project = try TemporaryProject(files: seed.files)
        let cause = try #require(TemporaryProject.markedCause(in: seed.files))
        let diagnosis = try project.diagnose(seed.log)
        let message = try #require(diagnosis.messages.first, "the log's message was not recognised")
        #expect(diagnosis.messages.count == 1)
        let places = message.candidates.map { $0.place(relativeTo: project.root) }
        #expect(places.first == "\(cause.file):\(cause.line)", "\(seed.name): \(places)")
        // The near misses were found too: the cause had to win against them.
        #expect(places.count >= 6, "\(seed.name): only \(places)")
    }

    @Test("Every required message has a seeded project")
    func seedsCoverTheRequiredMessages() throws {
        var covered: Set<String> = []
        for seed in SeededProjects.all {
            let reading = LogRecognizer().read(ConsoleLog(text: seed.log))
            covered.formUnion(reading.messages.map(\.message.id))
        }
        #expect(covered == [
            "modifying-state-during-update", "publishing-from-background-thread", "environment-object-missing",
            "unbalanced-appearance-transitions", "child-has-other-parent", "present-while-presenting", "attribute-graph-cycle",
            "state-outside-view", "update-multiple-times-per-frame", "main-thread-checker",
        ])
    }

    @Test("A site that mentions a name the message carries ranks above a rule finding that does not")
    func mentionedNameFirst() throws {
        let project = try TemporaryProject(files: ["Controllers.swift": """
            import UIKit
            final class DetailController: UIViewController {}
            final class BannerController: UIViewController {}
            final class HomeController: UIViewController {
                let banner = BannerController()
                let detail = DetailController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(banner.view)
                    addChild(detail)
                    view.addSubview(detail.view)
                    detail.didMove(toParent: self)
                }
            }
            """])
        let diagnosis = try project.diagnose("Unbalanced calls to begin/end appearance transitions for <App.DetailController: 0x600001234000>.")
        let candidates = try #require(diagnosis.messages.first?.candidates)
        let banner = try #require(candidates.firstIndex { $0.line == 9 })
        #expect(candidates[banner].rules == ["containment-incomplete"])
        #expect(candidates[banner].mentions.isEmpty)
        for index in candidates.indices where candidates[index].mentions.contains("DetailController") {
            #expect(index < banner, "\(candidates)")
        }
        #expect(candidates.filter { $0.mentions.contains("DetailController") }.count == 3)
    }

    @Test("Latent findings, which lint hides by default, are searched too and marked as such")
    func latentFindings() throws {
        let project = try TemporaryProject(files: ["Home.swift": """
            import UIKit
            final class DetailController: UIViewController {}
            final class HomeController: UIViewController {
                let detail = DetailController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(detail)
                    view.addSubview(detail.view)
                }
            }
            """])
        let diagnosis = try project.diagnose("Unbalanced calls to begin/end appearance transitions for <App.DetailController: 0x600001234000>.")
        let first = try #require(diagnosis.messages.first?.candidates.first)
        #expect(first.line == 8)
        #expect(first.rules == ["containment-incomplete"])
        #expect(first.reasons.first?.hasSuffix("[containment-incomplete, latent]") == true, "\(first.reasons)")
    }

    @Test("A sheet attached outside the modifier that supplies the object is a candidate; one inside it is not")
    func sheetsAndTheirEnvironment() throws {
        let project = try TemporaryProject(files: ["Views.swift": """
            import SwiftUI
            final class Cart: ObservableObject { @Published var items: [String] = [] }
            struct CartBadge: View {
                @EnvironmentObject var cart: Cart
                var body: some View { Text("\\(cart.items.count)") }
            }
            struct Shop: View {
                @StateObject private var cart = Cart()
                @State private var showsCart = false
                @State private var showsHelp = false
                var body: some View {
                    VStack {
                        Text("Shop")
                            .sheet(isPresented: $showsHelp) { CartBadge() }
                    }
                    .environmentObject(cart)
                    .sheet(isPresented: $showsCart) { CartBadge() }
                }
            }
            """])
        let diagnosis = try project.diagnose("No ObservableObject of type Cart found. A View.environmentObject(_:) for Cart may be missing as an ancestor of this view.")
        let candidates = try #require(diagnosis.messages.first?.candidates)
        #expect(candidates.first?.line == 17, "\(candidates)")
        #expect(candidates.first?.sites == ["presentationRoot"])
        #expect(!candidates.contains { $0.line == 14 })
    }

    @Test("An @Observable model read with @Environment(T.self): the hosting root that does not give it comes first")
    func observableMissing() throws {
        let project = try TemporaryProject(files: [
            "Library.swift": """
                import Observation
                @Observable final class Library { var books: [String] = [] }
                """,
            "Shelf.swift": """
                import SwiftUI
                struct Shelf: View {
                    @Environment(Library.self) private var library
                    var body: some View { List(library.books, id: \\.self) { Text($0) } }
                }
                """,
            "ShelfController.swift": """
                import SwiftUI
                import UIKit
                final class ShelfController: UIViewController {
                    let library = Library()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let good = UIHostingController(rootView: Shelf().environment(library))
                        let bad = UIHostingController(rootView: Shelf())
                        addChild(good)
                        addChild(bad)
                    }
                }
                """,
        ])
        let diagnosis = try project.diagnose("No Observable object of type Library found. A View.environment(_:) for Library may be missing as an ancestor of this view.")
        let message = try #require(diagnosis.messages.first)
        #expect(message.id == "observable-missing")
        let first = try #require(message.candidates.first)
        #expect(first.place(relativeTo: project.root) == "ShelfController.swift:8", "\(message.candidates)")
        #expect(!message.candidates.contains { $0.place(relativeTo: project.root) == "ShelfController.swift:7" })
    }

    @Test("Lines that are no bridge message give no message and no candidate, however buggy the project")
    func unrelatedLinesGiveNothing() throws {
        let seed = try #require(SeededProjects.all.first { $0.name == "unbalanced" })
        let project = try TemporaryProject(files: seed.files)
        let diagnosis = try project.diagnose(RecognitionTests.unrelatedLog)
        #expect(diagnosis.messages.isEmpty)
        #expect(diagnosis.log.unrecognizedLines == RecognitionTests.unrelatedLog.split(separator: "\n").count)
        #expect(diagnosis.log.occurrences == 0)
    }

    @Test("A message with no cause in the project says what to check instead")
    func noCandidate() throws {
        let project = try TemporaryProject(files: ["Plain.swift": "struct Plain {}\n"])
        let diagnosis = try project.diagnose("AttributeGraph: cycle detected through attribute 42")
        let message = try #require(diagnosis.messages.first)
        #expect(message.candidates.isEmpty)
        #expect(message.whenNoneFound.contains("AGGraphAddTraceEvent"))
        #expect(DiagnosisReport.text(diagnosis).contains("No candidate site found in the project."))
    }

    @Test("Repeats are one message with a count; the JSON report keeps its documented keys")
    func groupedAndEncoded() throws {
        let project = try TemporaryProject(files: ["Plain.swift": "struct Plain {}\n"])
        let line = "Unbalanced calls to begin/end appearance transitions for <App.DetailController: 0x%@>."
        let log = ["7fa1c8d0a200", "7fa1c8d0b300", "7fa1c8d0c400"].map { line.replacingOccurrences(of: "%@", with: $0) }
            .joined(separator: "\n")
        let diagnosis = try project.diagnose(log)
        #expect(diagnosis.messages.map(\.count) == [3])
        #expect(DiagnosisReport.text(diagnosis).contains("(3 times)"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(DiagnosisReport.json(diagnosis).utf8)) as? [String: Any])
        #expect(Set(json.keys) == ["version", "log", "messages", "problems"])
        let message = try #require((json["messages"] as? [[String: Any]])?.first)
        #expect(Set(message.keys) == ["id", "title", "meaning", "text", "firstLine", "count", "names", "rules", "causes",
                                      "candidates", "moreCandidates", "whenNoneFound"])
        #expect(message["id"] as? String == "unbalanced-appearance-transitions")
        #expect((message["names"] as? [[String: String]])?.first == ["role": "controller", "name": "DetailController", "printed": "App.DetailController"])
    }
}
