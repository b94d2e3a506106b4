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
        #expect(reused(cold) == "files analysed: 20, reused from the cache: 0")
        #expect(reused(warm) == "files analysed: 0, reused from the cache: 20")
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

    @Test("--stats names every stage and rule")
    func stats() throws {
        let folder = try TemporaryFolder(files: ["Sources/Session.swift": Self.observableModel])
        let result = try CLI.run(["lint", "--no-cache", "--stats", "Sources"], in: folder.url)
        for stage in ["discovery", "reading", "parsing", "indexing facts", "project index", "reporting",
                      "representable-stale-config", "published-in-observable"] {
            #expect(result.stderr.contains(stage), "missing \(stage)")
        }
    }
}
