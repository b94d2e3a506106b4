import Foundation
import Testing

/// Whatever users point bridgelint at, it finishes, says clearly what it skipped, and lints the rest.
@Suite("Robustness: bad files, folders and configurations")
struct RobustnessTests {
    /// One finding every run below can look for, to prove the good file was still linted.
    static let goodFile = "@Observable\nfinal class Cart {\n    @Published var count = 0\n}\n"
    static let goodFinding = "Good.swift:3:5: error: @Published in @Observable class 'Cart'"

    private func lint(_ files: [String: Data], arguments: [String] = ["lint", "."]) throws -> (CLI.Result, TemporaryFolder) {
        let folder = try TemporaryFolder()
        try folder.write("Good.swift", Self.goodFile)
        for (name, data) in files { try folder.write(name, data) }
        return (try CLI.run(arguments, in: folder.url), folder)
    }

    private func text(_ string: String) -> Data { Data(string.utf8) }

    @Test("Empty files and comment-only files are linted quietly")
    func emptyAndComments() throws {
        let (result, _) = try lint(["Empty.swift": Data(), "Notes.swift": text("// TODO\n/* nothing\n here */\n/// doc\n")])
        #expect(result.status == 1)
        #expect(result.stdout.split(separator: "\n").count == 1)
        #expect(result.stdout.hasPrefix(Self.goodFinding))
        #expect(result.stderr.contains("Linted 3 files"))
        #expect(!result.stderr.contains("Empty.swift"))
    }

    @Test("Binary and non-UTF-8 files are skipped with the reason; the run fails so the user looks")
    func binaryAndEncoding() throws {
        let latin1 = "let café = 1\n".data(using: .isoLatin1)!
        let (result, _) = try lint(["Binary.swift": Data([0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01]), "Latin1.swift": latin1])
        #expect(result.status == 1)
        #expect(result.stderr.contains("Binary.swift: error: skipped, not UTF-8 text: invalid byte at offset 4"))
        #expect(result.stderr.contains("Latin1.swift: error: skipped, not UTF-8 text: invalid byte at offset 7"))
        #expect(result.stderr.contains("2 files could not be linted"))
        #expect(result.stdout.hasPrefix(Self.goodFinding))
    }

    @Test("A byte-order mark and CRLF line ends do not move findings")
    func bomAndCRLF() throws {
        let crlf = Self.goodFile.replacingOccurrences(of: "\n", with: "\r\n")
        let (result, _) = try lint(["A.swift": Data([0xEF, 0xBB, 0xBF]) + text(Self.goodFile), "B.swift": text(crlf)])
        #expect(result.stdout.contains("A.swift:3:5: error: @Published"))
        #expect(result.stdout.contains("B.swift:3:5: error: @Published"))
        #expect(!result.stderr.contains("does not parse"))
    }

    @Test("Half-edited files are linted as far as they parse, with a warning naming the problem", arguments: [
        ("Unterminated.swift", "@Observable\nfinal class M {\n    @Published var x = 0\n    let s = \"open\n", "expected '\"' to end string literal"),
        ("Braces.swift", "@Observable\nfinal class M {\n    @Published var x = 0\n    func f() {\n", "expected '}'"),
        ("Placeholder.swift", "@Observable\nfinal class M {\n    @Published var x = <#value#>\n}\n", "editor placeholder"),
        ("Conflict.swift", "@Observable\nfinal class M {\n<<<<<<< HEAD\n    @Published var x = 0\n=======\n    var x = 1\n>>>>>>> feature\n}\n", "conflict marker"),
    ])
    func halfEdited(name: String, code: String, reason: String) throws {
        let (result, _) = try lint([name: text(code)], arguments: ["lint", name])
        #expect(result.stderr.contains("\(name): warning: does not parse cleanly"))
        #expect(result.stderr.contains(reason), "\(result.stderr)")
        #expect(result.status != 3)
    }

    @Test("#if in odd places: every branch is linted")
    func conditionalCompilation() throws {
        let code = """
            @Observable
            final class M {
                #if DEBUG
                @Published var debug = 0
                #elseif os(iOS)
                @Published var phone = 0
                #else
                var other = 0
                #endif
            }
            struct V: View {
                var body: some View {
                    Text("x")
                    #if os(iOS)
                        .padding()
                    #endif
                }
            }

            """
        let (result, _) = try lint(["Odd.swift": text(code)], arguments: ["lint", "Odd.swift"])
        #expect(result.stdout.contains("Odd.swift:4:5: error: @Published in @Observable class 'M'"))
        #expect(result.stdout.contains("Odd.swift:6:5: error: @Published in @Observable class 'M'"))
        #expect(!result.stderr.contains("does not parse"))
    }

    @Test("Very long lines and deep nesting finish without crashing")
    func longAndDeep() throws {
        let depth = 5_000
        let deep = "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n"
        let closures = "let f = " + String(repeating: "{ ", count: depth) + "1" + String(repeating: " }", count: depth) + "\n"
        let long = "let s = \"" + String(repeating: "a", count: 300_000) + "\"\nlet t = [" + Array(repeating: "1", count: 50_000).joined(separator: ",") + "]\n"
        let (result, _) = try lint(["Deep.swift": text(deep), "Closures.swift": text(closures), "Long.swift": text(long)])
        #expect(result.status == 1, "only the good file's finding fails the run")
        #expect(result.stderr.contains("Deep.swift: warning: does not parse cleanly"))
        #expect(result.stderr.contains("Closures.swift: warning: does not parse cleanly"))
        #expect(result.stderr.contains("maximum nesting level"))
        #expect(result.stderr.contains("Linted 4 files (8 lines)"))
        #expect(result.stdout.hasPrefix(Self.goodFinding))
    }

    /// A debug build parses about 0.3 MB a second, so this runs only in the slow lane, on the release binary
    /// (BRIDGELINT_HEAVY_TESTS=1 BRIDGELINT_EXECUTABLE=.build/release/bridgelint).
    @Test("A 10 MB generated file is linted whole", .enabled(if: ProcessInfo.processInfo.environment["BRIDGELINT_HEAVY_TESTS"] == "1"))
    func tenMegabytes() throws {
        var big = "// Generated by a view generator. Do not edit.\n"
        let line = "struct Row00000: View { var body: some View { Text(\"row\").padding(8).frame(maxWidth: .infinity) } }\n"
        let rows = (10_000_000 - big.utf8.count) / line.utf8.count + 1
        big += String(repeating: line, count: rows) + Self.goodFile.replacingOccurrences(of: "Cart", with: "Tail")
        let (result, _) = try lint(["Big.swift": text(big)])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Big.swift:\(rows + 4):5: error: @Published in @Observable class 'Tail'"))
        #expect(result.stderr.contains("Linted 2 files (\(rows + 1 + 4 + 4) lines)"))
        #expect(!result.stderr.contains("does not parse"))
    }

    @Test("Folders: pipes, symlink loops, broken links, spaces and non-ASCII names")
    func folders() throws {
        let folder = try TemporaryFolder(files: ["Good.swift": Self.goodFile, "Dir with spaces/Ünïcode ✓.swift": Self.goodFile])
        let manager = FileManager.default
        try manager.createSymbolicLink(atPath: folder.url.appendingPathComponent("Dir with spaces/loop").path,
                                       withDestinationPath: folder.url.path)
        try manager.createSymbolicLink(atPath: folder.url.appendingPathComponent("Gone.swift").path,
                                       withDestinationPath: folder.url.appendingPathComponent("missing.swift").path)
        #expect(mkfifo(folder.url.appendingPathComponent("Pipe.swift").path, 0o644) == 0)

        let result = try CLI.run(["lint", "."], in: folder.url)
        #expect(result.stdout.split(separator: "\n").count == 2, "each real file once, the loop entered once: \(result.stdout)")
        #expect(result.stdout.contains("Dir with spaces/Ünïcode ✓.swift:3:5: error:"))
        #expect(result.stderr.contains("Pipe.swift: error: cannot read file: not a regular file"))
        #expect(result.stderr.contains("Gone.swift: warning: skipped, a symbolic link to missing"))
        #expect(result.stderr.contains("Linted 3 files"))
        #expect(result.status == 1)
    }

    // Root may read any file, so permissions can only be tested as an ordinary user (as on a developer's Mac).
    @Test("A file without read permission is reported with the reason; the others are linted",
          .enabled(if: getuid() != 0, "root can read files without read permission"))
    func unreadableFile() throws {
        let folder = try TemporaryFolder(files: ["Good.swift": Self.goodFile, "Locked.swift": Self.goodFile])
        let locked = folder.url.appendingPathComponent("Locked.swift").path
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: locked) }

        let result = try CLI.run(["lint", "."], in: folder.url)
        #expect(result.stderr.contains("Locked.swift: error: cannot read file: Permission denied"), "\(result.stderr)")
        #expect(result.stdout.hasPrefix(Self.goodFinding))
        #expect(!result.stdout.contains("Locked.swift"))
        #expect(result.status == 1)
    }

    @Test("Configurations that are empty, not YAML, of the wrong types, or name unknown rules", arguments: [
        ("", 1, ""),
        ("\t- [unclosed: {\n", 2, ".bridgelint.yml:1:"),
        ("just a sentence\n", 2, "the configuration must be a mapping"),
        ("disabled_rules: {a: 1}\n", 2, "'disabled_rules' must be a list of rule ids"),
        ("deployment_target: [16]\n", 2, "'deployment_target' must be an iOS version"),
        ("opt_in_rules: [no-such-rule]\n", 1, "'opt_in_rules' names unknown rule 'no-such-rule'"),
    ])
    func configurations(yaml: String, status: Int32, message: String) throws {
        let folder = try TemporaryFolder(files: ["Good.swift": Self.goodFile, ".bridgelint.yml": yaml])
        let result = try CLI.run(["lint", "Good.swift"], in: folder.url)
        #expect(result.status == status)
        if !message.isEmpty { #expect(result.stderr.contains(message), "\(result.stderr)") }
        if status == 2 { #expect(result.stdout.isEmpty) }
    }
}
