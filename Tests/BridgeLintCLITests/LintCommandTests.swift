import Foundation
import Testing

@Suite("bridgelint lint")
struct LintCommandTests {
    static let observableWithPublished = """
        @Observable
        final class Cart {
            @Published var count = 0
        }

        """

    @Test("The bundled example: Xcode-style lines, one per finding and one per related place, exit 1 for errors")
    func bundledExample() throws {
        let result = try CLI.run(["lint", "Examples/TrailNotes"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let finding = #/^Examples/TrailNotes/[\w/]+\.swift:\d+:\d+: (error|warning|note): .+ \[[a-z-]+\]$/#
        // A related place is a compiler-style note without a rule id, right after its finding.
        let related = #/^Examples/TrailNotes/[\w/]+\.swift:\d+:\d+: note: [^\[]+$/#
        #expect(lines.count { $0.wholeMatch(of: finding) != nil } == 20)
        for (index, line) in lines.enumerated() where line.wholeMatch(of: finding) == nil {
            #expect(line.wholeMatch(of: related) != nil, "not an Xcode diagnostic: \(line)")
            #expect(index > 0 && lines[index - 1].hasSuffix("[representable-unguarded-two-way-update]"))
        }
        #expect(lines.contains("Examples/TrailNotes/Bridges/TagEntryField.swift:40:13: note: 'text' is written back here while the UIKit view changes"))
        // The evidence that the value changes while the map is shown: the write that changes what it is read from.
        #expect(lines.contains(#"Examples/TrailNotes/Bridges/TrailMapView.swift:32:9: warning: 'mapType' is applied to the view only in makeUIView; updateUIView never applies it, so later changes never reach the view; the value passed for 'mapType' at Examples/TrailNotes/Views/TrailListView.swift:18 is read from 'SettingsModel.mapStyle', which changes while the view is shown (it is written at Examples/TrailNotes/Views/SettingsView.swift:19) [representable-stale-config]"#))
        #expect(result.stderr.contains("Linted 22 files"))
    }

    @Test("Every BUG marker of the bundled example is found, and nothing else")
    func bundledExampleMatchesItsMarkers() throws {
        let result = try CLI.run(["lint", "--format", "json", "Examples/TrailNotes"])
        let document = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let findings = try #require(document?["findings"] as? [[String: Any]])
        let found = Set(findings.map { "\($0["file"]!):\($0["line"]!) \($0["rule"]!)" })

        var expected: Set<String> = []
        let root = CLI.packageRoot.appendingPathComponent("Examples/TrailNotes")
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() {
                guard let match = line.firstMatch(of: #/BUG\(([a-z-]+)\)/#) else { continue }
                expected.insert("Examples/TrailNotes/\(file):\(index + 2) \(match.1)")
            }
        }
        #expect(!expected.isEmpty)
        #expect(found == expected)
    }

    @Test("lint is the default subcommand, and no path means the current folder")
    func defaultSubcommandAndPath() throws {
        let folder = try TemporaryFolder(files: ["Sources/Cart.swift": Self.observableWithPublished])
        let result = try CLI.run([], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stdout == "Sources/Cart.swift:3:5: error: @Published in @Observable class 'Cart': the macro already observes 'count'; remove @Published (or add @ObservationIgnored if a Combine publisher is really needed) [published-in-observable]\n")
    }

    @Test("--format json prints exactly one JSON object with the documented keys")
    func jsonFormat() throws {
        let folder = try TemporaryFolder(files: ["Cart.swift": Self.observableWithPublished])
        let result = try CLI.run(["lint", "--format", "json", "Cart.swift"], in: folder.url)
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding["rule"] as? String == "published-in-observable")
        #expect(finding["severity"] as? String == "error")
        #expect(finding["file"] as? String == "Cart.swift")
        #expect(finding["line"] as? Int == 3)
        #expect(finding["column"] as? Int == 5)
        #expect((finding["message"] as? String)?.hasPrefix("@Published in @Observable class 'Cart'") == true)
        #expect(!result.stderr.isEmpty, "the summary goes to stderr")
    }

    @Test("--format pretty shows the source line with the finding underlined")
    func prettyFormat() throws {
        let folder = try TemporaryFolder(files: ["Cart.swift": Self.observableWithPublished])
        let result = try CLI.run(["lint", "--format", "pretty", "Cart.swift"], in: folder.url)
        #expect(result.stdout.contains("Cart.swift:3:5: error: @Published in @Observable class 'Cart'"))
        #expect(result.stdout.contains("3 |     @Published var count = 0\n  |     ^~~~~~~~~~\n"))
        #expect(!result.stdout.contains("\u{1B}["), "no colour when stdout is not a terminal")
    }

    @Test("Warnings pass unless --strict")
    func strict() throws {
        let code = """
            struct Label: UIViewRepresentable {
                @Binding var text: String
                func makeUIView(context: Context) -> UILabel {
                    let label = UILabel()
                    label.text = text
                    return label
                }
                func updateUIView(_ uiView: UILabel, context: Context) {}
            }

            """
        let folder = try TemporaryFolder(files: ["Label.swift": code])
        let relaxed = try CLI.run(["lint", "Label.swift"], in: folder.url)
        #expect(relaxed.status == 0)
        #expect(relaxed.stdout.contains("[representable-stale-config]"))
        let strict = try CLI.run(["lint", "--strict", "Label.swift"], in: folder.url)
        #expect(strict.status == 1)
    }

    @Test("A clean project exits 0 and prints nothing on stdout")
    func cleanProject() throws {
        let folder = try TemporaryFolder(files: ["Model.swift": "@Observable final class Cart { var count = 0 }\n"])
        let result = try CLI.run(["lint", "."], in: folder.url)
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("Linted 1 file (1 line)"))
    }

    @Test("Unreadable and non-UTF-8 files are named on stderr, the others are still linted, exit 1")
    func badFiles() throws {
        let folder = try TemporaryFolder(files: ["Cart.swift": Self.observableWithPublished.replacingOccurrences(of: "@Published ", with: "")])
        try folder.write("Binary.swift", Data([0x63, 0x6C, 0xFF, 0xFE, 0x00]))
        try folder.write("Empty.swift", "")
        let result = try CLI.run(["lint", ".", "Missing.swift"], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Binary.swift: error: skipped, not UTF-8 text: invalid byte at offset 2"))
        #expect(result.stderr.contains("Missing.swift: error: cannot read file: no such file or folder"))
        #expect(result.stderr.contains("Linted 3 files"))
        #expect(result.stderr.contains("2 files could not be linted"))
        #expect(result.stdout.isEmpty)
    }

    @Test("More than a pipe's worth of errors on stderr: the run completes and every line arrives")
    func largeStandardError() throws {
        let folder = try TemporaryFolder(files: ["Cart.swift": "final class Cart {}\n"])
        let missing = (0..<600).map { "Missing-\($0)-" + String(repeating: "x", count: 80) + ".swift" }
        let result = try CLI.run(["lint", "Cart.swift"] + missing, in: folder.url)
        #expect(result.stderr.utf8.count > 64 * 1024)
        #expect(result.stderr.components(separatedBy: ": error: cannot read file: no such file or folder").count == 601)
        #expect(result.stderr.contains("Missing-599-"))
        #expect(result.status == 1)
    }

    @Test("A file that does not parse cleanly is still linted, with a warning naming it; exit status unaffected")
    func syntaxErrors() throws {
        let folder = try TemporaryFolder(files: ["Half.swift": "@Observable final class Cart {\n    @Published var count = 0\n    func f( {\n"])
        let result = try CLI.run(["lint", "--format", "json", "Half.swift"], in: folder.url)
        #expect(result.stderr.contains("Half.swift: warning: does not parse cleanly"))
        #expect(result.stdout.contains("\"published-in-observable\""))
        #expect(result.status == 1, "the finding is an error; the syntax problem alone would not fail the run")
        let clean = try TemporaryFolder(files: ["Half.swift": "func f( {\n"])
        #expect(try CLI.run(["lint", "Half.swift"], in: clean.url).status == 0)
    }

    @Test("Usage errors exit 2", arguments: [
        ["lint", "--format", "yaml"],
        ["lint", "--ios", "sixteen"],
        ["lint", "--no-such-flag"],
        ["explain"],
    ])
    func usageErrors(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 2)
        #expect(!result.stderr.isEmpty)
        #expect(result.stdout.isEmpty)
    }

    @Test("--context: the rest of the project informs cross-file rules, and only the named files are reported")
    func contextPaths() throws {
        let folder = try TemporaryFolder(files: [
            "ProfileViewController.swift": """
                final class ProfileViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let host = UIHostingController(rootView: ProfileView())
                        addChild(host)
                        view.addSubview(host.view)
                        host.didMove(toParent: self)
                    }
                }

                """,
            "Views/ProfileView.swift": """
                struct ProfileView: View {
                    @EnvironmentObject var session: Session
                    var body: some View { Text(session.userName) }
                }

                """,
            "Models/Cart.swift": Self.observableWithPublished,
        ])
        let alone = try CLI.run(["lint", "--no-cache", "--format", "json", "ProfileViewController.swift"], in: folder.url)
        #expect(!alone.stdout.contains("hosting-missing-environment"), "the view's requirement is out of sight")

        let withContext = try CLI.run(["lint", "--no-cache", "--format", "json", "--context", ".", "ProfileViewController.swift"], in: folder.url)
        #expect(withContext.stdout.contains("\"hosting-missing-environment\""))
        #expect(!withContext.stdout.contains("published-in-observable"), "Cart.swift is context only")
        #expect(withContext.status == 1, "the missing object is an error")

        let cartOnly = try CLI.run(["lint", "--no-cache", "-q", "--context", ".", "Models/Cart.swift"], in: folder.url)
        #expect(cartOnly.status == 1)
        #expect(cartOnly.stdout.split(separator: "\n").allSatisfy { $0.hasPrefix("Models/Cart.swift:") })

        let fix = try CLI.run(["fix", "--context", ".", "Models/Cart.swift"], in: folder.url)
        #expect(fix.status == 2)
        #expect(fix.stderr.contains("--context is an option of lint only"))
    }

    @Test("--version prints the version")
    func version() throws {
        let result = try CLI.run(["--version"])
        #expect(result.status == 0)
        #expect(result.stdout.wholeMatch(of: #/\d+\.\d+\.\d+\n/#) != nil)
    }
}
