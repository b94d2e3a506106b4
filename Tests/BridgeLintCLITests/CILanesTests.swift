import Foundation
import Testing

/// CI's fast lane (.ci/run) and the slow lane (Scripts/slow-checks) split the checks between them; together
/// they must still run every one, or a check that leaves the fast lane is silently dropped.
@Suite("CI lanes")
struct CILanesTests {
    private static let root = CLI.packageRoot

    private static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// Both lanes' scripts, with the helpers they share.
    private static func lanes() throws -> String {
        try [".ci/run", "Scripts/slow-checks", "Scripts/lane-support.sh"].map(text).joined(separator: "\n")
    }

    @Test("Every integration folder under Tests/Integration is run by one of the lanes")
    func integrationFoldersCovered() throws {
        let folder = Self.root.appendingPathComponent("Tests/Integration")
        let entries = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { entry in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: folder.appendingPathComponent(entry).path, isDirectory: &isDirectory)
                && isDirectory.boolValue && !entry.hasPrefix(".") && entry != "__pycache__"
        }
        #expect(!entries.isEmpty)
        let lanes = try Self.lanes()
        for entry in entries.sorted() {
            #expect(lanes.contains("Tests/Integration/\(entry)"), "no lane runs Tests/Integration/\(entry)")
        }
    }

    @Test("Every test switch a test reads (BRIDGELINT_…_TESTS) is turned on by one of the lanes")
    func testSwitchesTurnedOn() throws {
        let switches = try Self.testSwitches()
        #expect(switches.contains("BRIDGELINT_HEAVY_TESTS"), "the heavy robustness switch was not found in the tests")
        let lanes = try Self.lanes()
        for name in switches.sorted() {
            #expect(lanes.contains("\(name)=1"), "no lane sets \(name)=1, so the tests behind it never run")
        }
    }

    @Test("The fast lane runs the README's test command")
    func fastLaneRunsReadmeTestCommand() throws {
        let readme = try Self.text("README.md")
        let command = try #require(Self.readmeTestCommand(readme), "the README's 'Run the tests' command was not found")
        let lines = try Self.text(".ci/run").split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.contains(command), "the fast lane does not run `\(command)`")
    }

    @Test("The slow lane's --only names are the checks it has")
    func slowLaneNamesMatchChecks() throws {
        let script = try Self.text("Scripts/slow-checks")
        let usage = try #require(script.split(separator: "\n").first { $0.contains("names:") })
        let documented = Set(usage.split(separator: ":").last!.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
        let checks = Set(script.split(separator: "\n").compactMap { line -> String? in
            let words = line.split(separator: " ")
            return words.count > 2 && words[0] == "check" ? String(words[1]) : nil
        })
        #expect(!checks.isEmpty)
        #expect(documented == checks)
    }

    /// The names of the environment switches the test sources read, like `BRIDGELINT_PLUGIN_TESTS`.
    private static func testSwitches() throws -> Set<String> {
        let tests = root.appendingPathComponent("Tests")
        var names: Set<String> = []
        let files = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
        let pattern = try Regex(#"environment\["(BRIDGELINT_[A-Z_]+_TESTS)"\]"#)
        for file in files where file.hasSuffix(".swift") {
            let source = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
            for match in source.matches(of: pattern) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        return names
    }

    /// The command under "# Run the tests" in the README's first code block.
    private static func readmeTestCommand(_ readme: String) -> String? {
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false)
        guard let comment = lines.firstIndex(where: { $0.hasPrefix("# Run the tests") }), comment + 1 < lines.count
        else { return nil }
        return lines[comment + 1].trimmingCharacters(in: .whitespaces)
    }
}
