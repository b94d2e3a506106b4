import Foundation
import Testing

@Suite("Result cache and --stats")
struct CacheTests {
    static let view = """
        struct ProfileView: View {
            @ObservedObject var session: Session
            var body: some View { Text(session.name) }
        }

        """
    static let observableModel = "@Observable final class Session { var name = \"\" }\n"
    static let combineModel = "final class Session: ObservableObject { @Published var name = \"\" }\n"

    private func run(_ folder: TemporaryFolder, _ extra: [String] = []) throws -> CLI.Result {
        try CLI.run(["lint", "--cache-path", "cache", "--stats"] + extra + ["Sources"], in: folder.url)
    }

    private func reused(_ result: CLI.Result) -> String? {
        result.stderr.split(separator: "\n").first { $0.hasPrefix("files analysed:") }.map(String.init)
    }

    @Test("A warm run reuses every unchanged file and reports exactly what a cold run does")
    func warmEqualsCold() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.copyItem(at: CLI.packageRoot.appendingPathComponent("Examples/TrailNotes"),
                                         to: folder.url.appendingPathComponent("Sources"))
        let cold = try run(folder)
        let warm = try run(folder)
        #expect(reused(cold) == "files analysed: 22, reused from the cache: 0")
        #expect(reused(warm) == "files analysed: 0, reused from the cache: 22")
        #expect(warm.stdout == cold.stdout)
        #expect(warm.status == cold.status)
        let uncached = try CLI.run(["lint", "--no-cache", "Sources"], in: folder.url)
        #expect(uncached.stdout == cold.stdout)
    }

    @Test("Cross-file verdicts follow the other file even when this one comes from the cache")
    func crossFileStaysCorrect() throws {
        let folder = try TemporaryFolder(files: ["Sources/ProfileView.swift": Self.view, "Sources/Session.swift": Self.observableModel])
        let first = try run(folder)
        #expect(first.stdout.contains("ProfileView.swift:2:5: error: @ObservedObject used with @Observable type 'Session'"))
        try folder.write("Sources/Session.swift", Self.combineModel)
        let second = try run(folder)
        #expect(reused(second) == "files analysed: 1, reused from the cache: 1")
        #expect(!second.stdout.contains("@ObservedObject used"), "the view's cached question is answered from the new index")
        try folder.write("Sources/Session.swift", Self.observableModel)
        #expect(try run(folder).stdout == first.stdout)
    }

    @Test("A corrupt or foreign cache is ignored and rebuilt; settings get their own cache")
    func corruptAndForeign() throws {
        let folder = try TemporaryFolder(files: ["Sources/ProfileView.swift": Self.view, "Sources/Session.swift": Self.observableModel])
        let cold = try run(folder)
        let cacheFolder = folder.url.appendingPathComponent("cache")
        let cacheFiles = try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path)
        #expect(cacheFiles.count == 1)
        let cacheFile = cacheFolder.appendingPathComponent(cacheFiles[0])
        try Data("{\"tool\": \"bridgelint\", \"entries\": [1, 2".utf8).write(to: cacheFile)
        let afterCorruption = try run(folder)
        #expect(reused(afterCorruption) == "files analysed: 2, reused from the cache: 0")
        #expect(afterCorruption.stdout == cold.stdout)
        #expect(reused(try run(folder)) == "files analysed: 0, reused from the cache: 2")

        let otherTarget = try run(folder, ["--ios", "16.0"])
        #expect(reused(otherTarget) == "files analysed: 2, reused from the cache: 0")
        #expect(try FileManager.default.contentsOfDirectory(atPath: cacheFolder.path).count == 2)
    }

    /// Gives files a modification time an hour back, as files not touched since long before a run have.
    private func age(_ folder: TemporaryFolder, _ names: [String], to date: Date = Date(timeIntervalSinceNow: -3_600)) throws {
        for name in names {
            try FileManager.default.setAttributes([.modificationDate: date], ofItemAtPath: folder.url.appendingPathComponent(name).path)
        }
    }

    @Test("An edit that keeps size and modification time is still seen when it follows the checking run closely")
    func racyEdit() throws {
        let folder = try TemporaryFolder(files: ["Sources/ProfileView.swift": Self.view, "Sources/Session.swift": Self.observableModel])
        let session = folder.url.appendingPathComponent("Sources/Session.swift").path
        let written = try #require(try FileManager.default.attributesOfItem(atPath: session)[.modificationDate] as? Date)
        #expect(try run(folder).stdout.contains("@ObservedObject used with @Observable type 'Session'"))
        // Same length, same modification time, different meaning: a stamp alone cannot tell.
        let combine = "final class Session: ObservableObject {         }\n"
        try #require(combine.utf8.count == Self.observableModel.utf8.count)
        try folder.write("Sources/Session.swift", combine)
        try age(folder, ["Sources/Session.swift"], to: written)
        let after = try run(folder)
        #expect(!after.stdout.contains("@ObservedObject used"), "the content hash decides for a file modified just before the run that read it")
    }

    @Test("An unchanged project is answered from the previous run; an added, removed or edited file or Info.plist is not")
    func unchangedProject() throws {
        let badge = """
            final class ElevationBadgeView: UIView {
                private let label = UILabel()
                var trail: TrailModel

                override func layoutSubviews() {
                    super.layoutSubviews()
                    label.text = trail.elevation.formatted()
                }
            }

            """
        func plist(trackingKey: Bool) -> String {
            let entry = trackingKey ? "<key>UIObservationTrackingEnabled</key><true/>" : ""
            return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>\(entry)</dict></plist>\n"
        }
        let names = ["Sources/ElevationBadgeView.swift", "Sources/TrailModel.swift", "Sources/Info.plist"]
        let folder = try TemporaryFolder(files: [
            ".bridgelint.yml": "opt_in_rules:\n  - uikit-observation-tracking-disabled\n", names[0]: badge, names[1]: "@Observable final class TrailModel { var elevation = 0.0 }\n", names[2]: plist(trackingKey: false),
        ])
        try age(folder, names)
        let finding = "ElevationBadgeView.swift:7:22: warning:"
        let cold = try run(folder, ["--ios", "18"])
        #expect(cold.stdout.contains(finding))
        let warm = try run(folder, ["--ios", "18"])
        #expect(reused(warm) == "files analysed: 0, reused from the cache: 2")
        #expect(warm.stdout == cold.stdout)

        try folder.write(names[2], plist(trackingKey: true))
        try age(folder, [names[2]])
        #expect(!(try run(folder, ["--ios", "18"]).stdout.contains(finding)), "the Info.plist now turns tracking on")

        try FileManager.default.removeItem(at: folder.url.appendingPathComponent(names[1]))
        try folder.write(names[2], plist(trackingKey: false))
        try age(folder, [names[2]])
        #expect(!(try run(folder, ["--ios", "18"]).stdout.contains(finding)), "without the model file the type is unknown")

        try folder.write(names[1], "final class TrailModel { var elevation = 0.0 }\n")
        try age(folder, [names[1]])
        let plain = try run(folder, ["--ios", "18"])
        #expect(reused(plain) == "files analysed: 1, reused from the cache: 1")
        #expect(!plain.stdout.contains(finding), "a model that is not @Observable is not tracked")

        try folder.write(names[1], "@Observable final class TrailModel { var elevation = 0.0 }\n")
        try age(folder, [names[1]])
        #expect(try run(folder, ["--ios", "18"]).stdout == cold.stdout)
    }

    @Test("--stats names every stage, in the order a run meets them, and every rule")
    func stats() throws {
        let folder = try TemporaryFolder(files: ["Sources/Session.swift": Self.observableModel])
        let result = try run(folder)
        let stages = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { !$0.hasPrefix("stage ") }.dropFirst().prefix { !$0.isEmpty }
            .map { $0.prefix(24).trimmingCharacters(in: .whitespaces) }
        #expect(stages == ["discovery", "checking the cache", "reading", "parsing", "indexing facts", "suppressions",
                           "project index", "cross-file rules", "reporting"])
        for rule in ["representable-stale-config", "published-in-observable"] {
            #expect(result.stderr.contains(rule), "missing \(rule)")
        }
        // The fact recorders are timed apart from the rules: the declaration walk and each recorder with its own.
        let recorders = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { !$0.hasPrefix("fact recorder ") }.dropFirst().prefix { !$0.isEmpty }
            .map { $0.prefix(38).trimmingCharacters(in: .whitespaces) }
        #expect(recorders.contains("declarations"))
        #expect(recorders.contains("call-sites"), "\(recorders)")
    }
}
