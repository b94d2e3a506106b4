import BridgeLintMCP
import Foundation
import MCP
import Testing

/// The tools' handlers, called as the server calls them: results, and errors for bad input.
@Suite struct ToolCallTests {
    @Test func everyToolHasSchemas() {
        let names = BridgeLintMCPServer.tools.map(\.name)
        #expect(Set(names) == ["lint", "verify", "fix_preview", "fix_apply", "explain", "diagnose", "advise", "scaffold"])
        for tool in BridgeLintMCPServer.tools {
            #expect(tool.definition.inputSchema.objectValue?["type"] == "object", "\(tool.name)")
            #expect(tool.definition.outputSchema?.objectValue?["type"] == "object", "\(tool.name)")
        }
    }

    @Test func lintFindsTheBugInASourceWithTheProjectAroundIt() throws {
        let project = try TestProject(files: ["Sources/Workout.swift": Fixture.workout])
        let result = project.call("lint", ["source": .string(Fixture.timerWithBug), "file": "Sources/TimerView.swift"])
        #expect(!result.failed, "\(result.text)")
        #expect(result.findingRulesAndLines == ["\(Fixture.rule)@4"])
        let finding = result["findings"]?.arrayValue?.first?.objectValue
        #expect(finding?["file"]?.stringValue == project.path("Sources/TimerView.swift"))
        #expect(finding?["fixAvailable"]?.boolValue == true)
        #expect(result.text.contains("[\(Fixture.rule)]"))
        // Without the parent that re-renders, the same text is not a bug: the finding came from the project.
        let alone = try TestProject()
        #expect(alone.call("lint", ["source": .string(Fixture.timerWithBug), "file": "TimerView.swift"]).findingRulesAndLines == [])
    }

    @Test func lintReportsLatentFindingsOnlyWhenAskedAndSaysWhichTheyAre() throws {
        let project = try TestProject(files: ["Sources/Workout.swift": Fixture.workout])
        let witnessed = project.call("lint", ["source": .string(Fixture.timerWithBug), "file": "Sources/TimerView.swift"])
        #expect(witnessed["findings"]?.arrayValue?.first?.objectValue?["confidence"]?.stringValue == "witnessed")
        // No parent re-renders the view: the broken contract has no visible harm, a latent note.
        let alone = try TestProject()
        let asked = alone.call("lint", ["source": .string(Fixture.timerWithBug), "file": "TimerView.swift", "latent": true])
        #expect(asked.findingRulesAndLines == ["\(Fixture.rule)@4"])
        let finding = asked["findings"]?.arrayValue?.first?.objectValue
        #expect(finding?["confidence"]?.stringValue == "latent")
        #expect(finding?["severity"]?.stringValue == "note")
        let notAsked = alone.call("lint", ["source": .string(Fixture.timerWithBug), "file": "TimerView.swift", "latent": false])
        #expect(notAsked.findingRulesAndLines == [])
    }

    @Test func lintOfPathsSeesTheDiskAsItIsNow() throws {
        let project = try TestProject(files: ["Sources/Workout.swift": Fixture.workout, "Sources/TimerView.swift": Fixture.timerWithBug])
        #expect(project.call("lint", ["paths": ["Sources"]]).findingRulesAndLines == ["\(Fixture.rule)@4"])
        try project.write(Fixture.timerFixed + "\n", to: "Sources/TimerView.swift")
        let again = project.call("lint", ["paths": ["Sources"]])
        #expect(again.findingRulesAndLines == [])
        #expect(again["filesLinted"]?.intValue == 2)
    }

    @Test func lintSeesFilesCreatedAndDeletedBetweenCalls() throws {
        let project = try TestProject(files: ["Sources/TimerView.swift": Fixture.timerWithBug])
        #expect(project.call("lint", ["paths": ["Sources"]]).findingRulesAndLines == [])
        // The parent that re-renders appears: the same file now has the bug.
        try project.write(Fixture.workout, to: "Sources/Workout.swift")
        let created = project.call("lint", ["paths": ["Sources"]])
        #expect(created.findingRulesAndLines == ["\(Fixture.rule)@4"])
        #expect(created["filesLinted"] == 2)
        try FileManager.default.removeItem(atPath: project.path("Sources/Workout.swift"))
        let deleted = project.call("lint", ["paths": ["Sources"]])
        #expect(deleted.findingRulesAndLines == [])
        #expect(deleted["filesLinted"] == 1)
    }

    @Test func lintFiltersByRuleAndRefusesAnUnknownRule() throws {
        let project = try TestProject(files: ["Sources/Workout.swift": Fixture.workout, "Sources/TimerView.swift": Fixture.timerWithBug])
        #expect(project.call("lint", ["paths": ["Sources"], "rules": ["representable-missing-coordinator"]]).findingRulesAndLines == [])
        let misspelled = project.call("lint", ["paths": ["Sources"], "rules": ["observed-objekt-owned"]])
        #expect(misspelled.failed)
        #expect(misspelled.text.contains("Did you mean '\(Fixture.rule)'?"))
    }

    @Test func verifySaysWhetherAnEditStillTriggersTheRule() throws {
        let project = try TestProject(files: ["Sources/Workout.swift": Fixture.workout])
        let file: Value = "Sources/TimerView.swift"
        let before = project.call("verify", ["source": .string(Fixture.timerWithBug), "file": file, "rules": .string(Fixture.rule)])
        #expect(before["triggers"] == true)
        let after = project.call("verify", ["source": .string(Fixture.timerFixed), "file": file, "rules": .string(Fixture.rule)])
        #expect(after["triggers"] == false, "\(after.text)")
        #expect(after["syntaxErrors"] == .array([]))
        #expect(after.text.contains("is clean of \(Fixture.rule)"))
    }

    @Test func verifyReportsSyntaxErrors() throws {
        let project = try TestProject()
        let broken = project.call("verify", ["source": "struct A: View { var body: some View {", "file": "A.swift"])
        #expect(!broken.failed)
        #expect(broken["syntaxErrors"]?.arrayValue?.isEmpty == false)
    }

    @Test(arguments: [
        ("lint", [String: Value](), "give 'paths'"),
        ("lint", ["paths": "A.swift", "source": "x"], "not both"),
        ("lint", ["paths": .array([])], "'paths' is empty"),
        ("lint", ["paths": "Missing.swift"], "does not exist"),
        ("lint", ["paths": 3], "'paths' must be a list of strings"),
        ("lint", ["paths": "A.swift", "file": "B.swift"], "'file' names the 'source' text"),
        ("lint", ["source": "x", "colour": "red"], "does not take the argument 'colour'"),
        ("verify", ["file": "A.swift"], "'source' is required"),
        ("verify", ["source": 42], "'source' must be a string"),
        ("explain", [:], "give 'rule'"),
        ("explain", ["rule": "no-such-rule"], "no rule 'no-such-rule'"),
        ("advise", [:], "'type' is required"),
        ("advise", ["type": "UIFrobnicator"], "neither a UIKit class"),
        ("scaffold", ["kind": "widget", "name": "A"], "'widget' is not a kind"),
        ("scaffold", ["kind": "trait-bridge", "name": "A"], "needs 'valueType'"),
        ("scaffold", ["kind": "representable", "name": "not a name", "type": "MKMapView"], "is not a Swift type name"),
        ("fix_preview", ["source": "x", "rules": "observed-object-owned-typo"], "is not a rule. Did you mean"),
        ("fix_preview", ["source": "x", "rules": "child-controllers-accumulate"], "is not a rule with a fix"),
        ("fix_apply", ["paths": "A.swift"], "only with 'apply': true"),
        ("fix_apply", ["paths": "A.swift", "apply": "yes"], "'apply' must be true or false"),
        ("diagnose", [:], "'log' is required"),
        ("diagnose", ["log": 7], "'log' must be a string"),
        ("diagnose", ["log": "x", "path": "Missing"], "does not exist"),
        ("no_such_tool", [:], "no tool 'no_such_tool'"),
    ] as [(String, [String: Value], String)])
    func badInputGetsAClearError(tool: String, arguments: [String: Value], message: String) throws {
        let project = try TestProject(files: ["A.swift": "let a = 1\n"])
        let result = project.call(tool, arguments)
        #expect(result.failed)
        #expect(result.text.contains(message), "\(result.text)")
        #expect(result.structuredContent == nil)
    }

    @Test func aPathOutsideTheRootIsRefusedByEveryTool() throws {
        let project = try TestProject()
        let outside = try TestProject(files: ["Secret.swift": Fixture.timerWithBug])
        let secret: Value = .string(outside.path("Secret.swift"))
        for (tool, arguments) in [
            ("lint", ["paths": secret]), ("fix_preview", ["paths": secret]), ("fix_apply", ["paths": secret, "apply": true]),
            ("verify", ["source": "", "file": secret]), ("lint", ["source": "", "file": "../elsewhere.swift"]),
            ("advise", ["type": "MKMapView", "project": .string(outside.root.path)]),
            ("diagnose", ["log": "nothing to see", "path": .string(outside.root.path)]),
        ] as [(String, [String: Value])] {
            let result = project.call(tool, arguments)
            #expect(result.failed, "\(tool)")
            #expect(result.text.contains("outside the roots"), "\(tool): \(result.text)")
        }
        #expect(try outside.read("Secret.swift") == Fixture.timerWithBug)
    }

    @Test func explainTellsARuleAndFindsRulesBehindASymptom() throws {
        let project = try TestProject()
        let rule = project.call("explain", ["rule": .string(Fixture.rule)])
        #expect(rule.text.hasPrefix("\(Fixture.rule): "))
        #expect(rule["rule"]?.objectValue?["fixable"] == true)
        let symptom = project.call("explain", ["symptom": "Modifying state during view update"])
        #expect(!symptom.failed)
        #expect(symptom["matches"]?.arrayValue?.isEmpty == false)
    }

    @Test func explainPutsTheCatalogRulesOfARunTimeMessageFirst() throws {
        let symptom = try TestProject().call("explain", ["symptom": "Publishing changes from background threads is not allowed"])
        let rules = symptom["matches"]?.arrayValue?.compactMap { $0.objectValue?["rule"]?.stringValue } ?? []
        #expect(Array(rules.prefix(2)) == ["state-write-off-main", "combine-ui-off-main"])
    }

    static let console = """
        2024-05-01 10:00:00.100 App[42:4242] Loaded 3 workouts
        2024-05-01 10:00:00.200 App[42:4242] [SwiftUI] Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.
        2024-05-01 10:00:00.300 App[42:4242] [SwiftUI] Publishing changes from background threads is not allowed; make sure to publish values from the main thread (via operators like receive(on:)) on model updates.
        """

    static let ticker = """
        import Foundation

        final class Ticker: ObservableObject {
            @Published var ticks = 0
            func start() {
                DispatchQueue.global().async {
                    self.ticks += 1
                }
            }
        }
        """

    @Test func diagnoseMapsConsoleTextToTheSiteThatCausesIt() throws {
        let project = try TestProject(files: ["Sources/Ticker.swift": Self.ticker, "Sources/Workout.swift": Fixture.workout])
        let result = project.call("diagnose", ["log": .string(Self.console)])
        #expect(!result.failed, "\(result.text)")
        #expect(result["log"]?.objectValue?["unrecognizedLines"] == 1)
        let message = try #require(result["messages"]?.arrayValue?.first?.objectValue)
        #expect(message["id"] == "publishing-from-background-thread")
        #expect(message["count"] == 2)
        let first = try #require(message["candidates"]?.arrayValue?.first?.objectValue)
        #expect(first["file"]?.stringValue == project.path("Sources/Ticker.swift"))
        #expect(first["line"] == 7)
        #expect(result.text.contains("Where to look, most likely first:"))
        // A folder inside the root narrows the search; nothing recognised needs no project.
        let narrowed = project.call("diagnose", ["log": .string(Self.console), "path": "Sources/Ticker.swift"])
        #expect(narrowed["messages"]?.arrayValue?.first?.objectValue?["candidates"]?.arrayValue?.count == 1)
        let nothing = project.call("diagnose", ["log": "nothing to see"])
        #expect(!nothing.failed)
        #expect(nothing["messages"]?.arrayValue == [])
    }

    @Test func adviseNamesTheBridgeForAUIKitClass() throws {
        let result = try TestProject().call("advise", ["type": "MKMapView"])
        #expect(!result.failed, "\(result.text)")
        #expect(result["bridges"]?.arrayValue?.first == "UIViewRepresentable")
        #expect(result["commands"]?.arrayValue?.isEmpty == false)
    }

    @Test func scaffoldReturnsCodeAndWritesNothing() throws {
        let project = try TestProject()
        let result = project.call("scaffold", ["kind": "representable", "name": "MapView", "type": "MKMapView"])
        #expect(!result.failed, "\(result.text)")
        let source = result["source"]?.stringValue ?? ""
        #expect(source.contains("struct MapView: UIViewRepresentable"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root.path).isEmpty)
    }

    @Test func fixPreviewShowsTheDiffAndWritesNothing() throws {
        let project = try TestProject(files: ["Sources/Workout.swift": Fixture.workout, "Sources/TimerView.swift": Fixture.timerWithBug])
        let preview = project.call("fix_preview", ["paths": ["Sources"]])
        #expect(!preview.failed, "\(preview.text)")
        let diff = preview["diff"]?.stringValue ?? ""
        #expect(diff.contains("-    @ObservedObject private var countdown"))
        #expect(diff.contains("+    @StateObject private var countdown"))
        #expect(preview["fixesApplied"] == 1)
        #expect(try project.read("Sources/TimerView.swift") == Fixture.timerWithBug)

        let source = project.call("fix_preview", ["source": .string(Fixture.timerWithBug), "file": "Sources/Other.swift"])
        #expect(source["fixedSource"]?.stringValue == Fixture.timerFixed)
    }

    @Test func fixApplyWritesOnlyWhenAsked() throws {
        let project = try TestProject(files: ["Sources/Workout.swift": Fixture.workout, "Sources/TimerView.swift": Fixture.timerWithBug])
        #expect(project.call("fix_apply", ["paths": ["Sources"], "apply": false]).failed)
        #expect(try project.read("Sources/TimerView.swift") == Fixture.timerWithBug)
        let applied = project.call("fix_apply", ["paths": ["Sources"], "apply": true])
        #expect(!applied.failed, "\(applied.text)")
        #expect(applied["fixesApplied"] == 1)
        #expect(try project.read("Sources/TimerView.swift") == Fixture.timerFixed)
        #expect(project.call("lint", ["paths": ["Sources"]]).findingRulesAndLines == [])
    }

    @Test func fixApplyLeavesAReadOnlyFileAlone() throws {
        let project = try TestProject(files: ["Sources/Workout.swift": Fixture.workout, "Sources/TimerView.swift": Fixture.timerWithBug])
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: project.path("Sources/TimerView.swift"))
        let applied = project.call("fix_apply", ["paths": ["Sources/TimerView.swift"], "apply": true])
        #expect(applied["fixesApplied"] == 0)
        #expect(applied.text.contains("read-only"))
        #expect(try project.read("Sources/TimerView.swift") == Fixture.timerWithBug)
    }
}
