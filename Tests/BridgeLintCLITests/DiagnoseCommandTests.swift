import Foundation
import Testing

@Suite("bridgelint diagnose")
struct DiagnoseCommandTests {
    /// What the bundled example's deliberate bugs print at run time, among ordinary lines.
    static let trailNotesLog = "Examples/TrailNotes/console.log"

    /// The line each message is caused by (`// BUG(rule-id)` marks the line before it).
    static let trailNotesCauses: [String: String] = [
        "publishing-from-background-thread": "Examples/TrailNotes/Models/WeatherViewModel.swift:89",
        "main-thread-checker": "Examples/TrailNotes/Models/WeatherViewModel.swift:89",
        "unbalanced-appearance-transitions": "Examples/TrailNotes/UIKit/NearbyTrailsViewController.swift:37",
        "modifying-state-during-update": "Examples/TrailNotes/Bridges/TagEntryField.swift:29",
        "attribute-graph-cycle": "Examples/TrailNotes/Bridges/TagEntryField.swift:29",
        "environment-object-missing": "Examples/TrailNotes/Views/SettingsView.swift:46",
        "unexpectedly-found-nil": "Examples/TrailNotes/Bridges/StatusBadge.swift:35",
    ]

    private func writeLog(_ text: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-log-\(UUID().uuidString).txt")
        try Data(text.utf8).write(to: url)
        return url
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("On the bundled example, each deliberate bug's message puts the bug first")
    func trailNotes() throws {
        let result = try CLI.run(["diagnose", "Examples/TrailNotes", "--log", Self.trailNotesLog, "--format", "json"])
        #expect(result.status == 1, "\(result.stderr)")
        let report = try json(result.stdout)
        let messages = try #require(report["messages"] as? [[String: Any]])
        #expect(messages.count == Self.trailNotesCauses.count)
        for message in messages {
            let id = try #require(message["id"] as? String)
            let first = (message["candidates"] as? [[String: Any]])?.first
            let place = first.map { "\($0["file"] as? String ?? ""):\($0["line"] as? Int ?? 0)" }
            #expect(place == Self.trailNotesCauses[id], "\(id): \(message["candidates"] ?? [])")
        }
        let log2 = try #require(report["log"] as? [String: Int])
        #expect(log2["unrecognizedLines"] == 2)
        #expect(log2["occurrences"] == 8)
        #expect(result.stderr.contains("8 bridge messages recognised (7 distinct), 2 lines not recognised"))
    }

    @Test("Text output: meaning, names, candidates, repeats; read from standard input with --log -")
    func textFromStandardInput() throws {
        let log = try String(contentsOf: CLI.packageRoot.appendingPathComponent(Self.trailNotesLog), encoding: .utf8)
        let lines = log.split(separator: "\n").filter { $0.contains("Unbalanced") || $0.contains("Modifying") }
        let result = try CLI.run(["diagnose", "Examples/TrailNotes", "--log", "-"], input: Data(lines.joined(separator: "\n").utf8))
        #expect(result.status == 1)
        #expect(result.stdout.contains("Modifying state during view update, this will cause undefined behavior. (2 times)"))
        #expect(result.stdout.contains("  What it means: "))
        #expect(result.stdout.contains("  Names it carries: UIHostingController (controller), NearbySummary (controller), TrailStore (controller)"))
        #expect(result.stdout.contains("    Examples/TrailNotes/UIKit/NearbyTrailsViewController.swift:37:"))
        #expect(result.stdout.contains("  Rules that find its causes: containment-incomplete"))
    }

    @Test("A log with no message of the bridge exits 0 and says so")
    func nothingRecognised() throws {
        let log = try writeLog("2024-05-01 10:00:00.100 MyApp[42:4242] Loaded 12 trails\n[LayoutConstraints] Unable to simultaneously satisfy constraints.\n")
        defer { try? FileManager.default.removeItem(at: log) }
        let result = try CLI.run(["diagnose", "Examples/TrailNotes", "--log", log.path])
        #expect(result.status == 0)
        #expect(result.stdout == "No run-time message of the UIKit–SwiftUI bridge in the log.\n")
        #expect(result.stderr.contains("Read 3 lines: 0 bridge messages recognised, 2 lines not recognised."))
        let quiet = try CLI.run(["diagnose", "Examples/TrailNotes", "--log", log.path, "--format", "json", "--quiet"])
        #expect(quiet.status == 0)
        #expect(quiet.stderr.isEmpty)
        #expect(try json(quiet.stdout)["messages"] as? [Any] != nil)
    }

    @Test("Bad input: a missing log, a binary file, bytes that are not UTF-8, a bad limit")
    func badInput() throws {
        let missing = try CLI.run(["diagnose", "--log", "/no/such/console.log"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "/no/such/console.log: error: no such log file\n")
        let folder = try CLI.run(["diagnose", "--log", "Examples"])
        #expect(folder.status == 2)
        #expect(folder.stderr == "Examples: error: cannot read the log: it is a folder\n")
        let noProject = try CLI.run(["diagnose", "/no/such/App", "--log", Self.trailNotesLog])
        #expect(noProject.status == 2)
        #expect(noProject.stderr == "/no/such/App: error: no such file or folder to search\n")

        let binary = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-binary-\(UUID().uuidString)")
        try Data([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00]).write(to: binary)
        defer { try? FileManager.default.removeItem(at: binary) }
        let refused = try CLI.run(["diagnose", "--log", binary.path])
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("error: cannot read the log: it holds NUL bytes"))

        var bytes = Array("Modifying state during view update, this will cause undefined behavior.\n".utf8)
        bytes.insert(0xFE, at: 0)
        let mixed = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-latin-\(UUID().uuidString)")
        try Data(bytes).write(to: mixed)
        defer { try? FileManager.default.removeItem(at: mixed) }
        let replaced = try CLI.run(["diagnose", "Examples/TrailNotes", "--log", mixed.path, "--quiet"])
        #expect(replaced.status == 1)
        #expect(replaced.stderr == "\(mixed.path): warning: 1 byte is not UTF-8 and read as U+FFFD\n")
        #expect(replaced.stdout.contains("TagEntryField.swift:29"))

        let limit = try CLI.run(["diagnose", "--log", mixed.path, "--limit", "0"])
        #expect(limit.status == 2)
        #expect(limit.stderr.contains("--limit must be at least 1"))
    }

    @Test("diagnose is listed in the help")
    func help() throws {
        let result = try CLI.run(["--help"])
        #expect(result.stdout.contains("diagnose"))
    }
}
