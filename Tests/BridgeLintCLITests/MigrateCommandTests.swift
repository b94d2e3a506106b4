import Foundation
import Testing

@Suite("bridgelint migrate observation")
struct MigrateCommandTests {
    /// A copy of the migration's app fixture in a temporary folder, as `App/…`.
    private func fixtureCopy() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let source = CLI.packageRoot.appendingPathComponent("Tests/Fixtures/Migration/App")
        try FileManager.default.copyItem(at: source, to: folder.url.appendingPathComponent("App"))
        return folder
    }

    @Test("--plan prints each class's status, reasons and changes, writes nothing, and exits 0")
    func planText() throws {
        let folder = try fixtureCopy()
        let before = try folder.swiftFiles()
        let result = try CLI.run(["migrate", "observation", "--plan", "--ios", "17", "App"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.contains("LibraryModel (App/Models/LibraryModel.swift:5): migrates\n"))
        #expect(result.stdout.contains("Session (App/Models/Session.swift:3): blocked\n"))
        #expect(result.stdout.contains("blocked [publisher-use]: the publisher `session.$token` is used (Combine) (App/Controllers/SessionViewController.swift:18)"))
        #expect(result.stdout.contains("7 ObservableObject classes: 2 migrate, 5 blocked"))
        #expect(try folder.swiftFiles() == before)
    }

    @Test("--plan --format json gives every class with its status and the counts")
    func planJSON() throws {
        let folder = try fixtureCopy()
        let result = try CLI.run(["migrate", "observation", "--plan", "--format", "json", "--ios", "17", "App"], in: folder.url)
        #expect(result.status == 0)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let summary = try #require(document["summary"] as? [String: Any])
        #expect(summary["classes"] as? Int == 7)
        #expect(summary["migrate"] as? Int == 2)
        #expect((summary["blockedBy"] as? [String: Int])?["hierarchy"] == 2)
        let classes = try #require(document["classes"] as? [[String: Any]])
        let player = try #require(classes.first { $0["name"] as? String == "Player" })
        #expect(player["status"] as? String == "blocked")
        let kinds = (player["blockers"] as? [[String: Any]])?.compactMap { $0["kind"] as? String }
        #expect(kinds == ["observer-timing", "object-will-change"])
    }

    @Test("--dry-run prints the unified diff and writes nothing")
    func dryRun() throws {
        let folder = try fixtureCopy()
        let before = try folder.swiftFiles()
        let result = try CLI.run(["migrate", "observation", "--dry-run", "--ios", "17", "App"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.contains("--- App/Views/LibraryView.swift\n+++ App/Views/LibraryView.swift\n"))
        #expect(result.stdout.contains("-    @StateObject private var model = LibraryModel()\n+    @State private var model = LibraryModel()\n"))
        #expect(result.stdout.contains("-        .environmentObject(model)\n+        .environment(model)\n"))
        #expect(try folder.swiftFiles() == before)
    }

    @Test("Applying writes the migration, the result lints clean of the Observation rules, and a second run changes nothing")
    func applyIsIdempotent() throws {
        let folder = try fixtureCopy()
        let first = try CLI.run(["migrate", "observation", "--ios", "17", "App"], in: folder.url)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stderr.contains("Migrated 2 classes (LibraryModel, SettingsStore) in 6 files; 5 blocked."))
        let migrated = try folder.swiftFiles()
        #expect(migrated["App/Views/BookList.swift"]?.contains("@Bindable var model: LibraryModel") == true)
        #expect(migrated["App/Models/Session.swift"]?.contains("ObservableObject") == true, "a blocked class is left alone")

        let lint = try CLI.run(["lint", "--format", "json", "--ios", "17", "App"], in: folder.url)
        for id in ["observable-with-legacy-wrapper", "published-in-observable", "state-holds-observable-object"] {
            #expect(!lint.stdout.contains("\"\(id)\""), "\(id) after migrating")
        }

        let second = try CLI.run(["migrate", "observation", "--ios", "17", "App"], in: folder.url)
        #expect(second.status == 0)
        #expect(second.stderr.contains("Migrated 0 classes in 0 files; 5 blocked."))
        #expect(try folder.swiftFiles() == migrated)
    }

    @Test("A class whose change touches a read-only file is left alone and reported; the others migrate")
    func readOnlyFile() throws {
        let folder = try fixtureCopy()
        let readOnly = folder.url.appendingPathComponent("App/Views/BookList.swift").path
        let original = try String(contentsOfFile: readOnly, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: readOnly)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: readOnly) }
        let result = try CLI.run(["migrate", "observation", "--ios", "17", "App"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr.contains("App/Models/LibraryModel.swift:5: note: LibraryModel not migrated: App/Views/BookList.swift is read-only"))
        #expect(result.stderr.contains("Migrated 1 class (SettingsStore)"))
        #expect(try String(contentsOfFile: readOnly, encoding: .utf8) == original)
        let model = try String(contentsOf: folder.url.appendingPathComponent("App/Models/LibraryModel.swift"), encoding: .utf8)
        #expect(model.contains("ObservableObject"), "the class moves whole or not at all")
    }

    @Test("Run from inside another package, a folder outside it is judged by the command line's targets, not by that package's platforms")
    func targetsComeFromTheMigratedFolder() throws {
        let folder = try TemporaryFolder(files: [
            "Tool/Package.swift": "// swift-tools-version: 5.9\nimport PackageDescription\nlet package = Package(name: \"Tool\", platforms: [.macOS(.v13)])\n",
            "Elsewhere/Counter.swift": "import Combine\n\nfinal class Counter: ObservableObject {\n    @Published var count = 0\n}\n",
        ])
        let result = try CLI.run(["migrate", "observation", "--dry-run", "--ios", "17.0", "--verbose",
                                  folder.url.appendingPathComponent("Elsewhere").path],
                                 in: folder.url.appendingPathComponent("Tool"))
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("+@Observable"), "nothing migrated: \(result.stdout) \(result.stderr)")
        #expect(!result.stderr.contains("Package.swift"), "a target came from the working folder's package: \(result.stderr)")
    }

    @Test("Bad usage is status 2 with a clear message")
    func usage() throws {
        let folder = try fixtureCopy()
        let both = try CLI.run(["migrate", "observation", "--plan", "--dry-run", "App"], in: folder.url)
        #expect(both.status == 2)
        #expect(both.stderr.contains("--plan and --dry-run cannot be combined"))
        let json = try CLI.run(["migrate", "observation", "--format", "json", "App"], in: folder.url)
        #expect(json.status == 2)
        let version = try CLI.run(["migrate", "observation", "--ios", "seventeen", "App"], in: folder.url)
        #expect(version.status == 2)
    }

    @Test("--only leaves the other classes alone and warns about a name that is no class")
    func only() throws {
        let folder = try fixtureCopy()
        let result = try CLI.run(["migrate", "observation", "--ios", "17", "--only", "SettingsStore,Missing", "App"], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning: --only Missing: no ObservableObject class of that name in the linted paths"))
        #expect(result.stderr.contains("Migrated 1 class (SettingsStore) in 2 files"))
    }

    @Test("A file that cannot be decoded is reported, and every class is blocked: its use sites are not known")
    func undecodableFile() throws {
        let folder = try fixtureCopy()
        let before = try folder.swiftFiles()
        try folder.write("App/Views/Broken.swift", Data([0xFF, 0xFE, 0x00, 0xC3]))
        let result = try CLI.run(["migrate", "observation", "--ios", "17", "App"], in: folder.url)
        #expect(result.stderr.contains("App/Views/Broken.swift"))
        #expect(result.stderr.contains("Migrated 0 classes in 0 files; 7 blocked."))
        for (path, text) in before {
            #expect(try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8) == text)
        }
    }
}
