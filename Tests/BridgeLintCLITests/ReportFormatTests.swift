import Foundation
import Testing

@Suite("Report formats, outputs and baselines")
struct ReportFormatTests {
    static let code = """
        @Observable
        final class Cart {
            @Published var count = 0 // "quoted" & <tagged>, with: punctuation%
        }

        """

    private func lint(_ arguments: [String], files: [String: String] = ["Cart.swift": code]) throws -> (CLI.Result, TemporaryFolder) {
        let folder = try TemporaryFolder(files: files)
        return (try CLI.run(["lint"] + arguments + ["Cart.swift"], in: folder.url), folder)
    }

    @Test("sarif: SARIF 2.1.0 with rule metadata, a located result and its fix")
    func sarif() throws {
        let (result, _) = try lint(["--format", "sarif"])
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(document["version"] as? String == "2.1.0")
        let run = try #require((document["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "bridgelint")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        let rule = try #require(rules.first { $0["id"] as? String == "published-in-observable" })
        #expect((rule["help"] as? [String: Any])?["text"] as? String != nil)
        #expect((rule["fullDescription"] as? [String: Any])?["text"] as? String != nil)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let first = try #require(results.first)
        #expect(first["ruleId"] as? String == "published-in-observable")
        #expect(first["level"] as? String == "error")
        #expect(rules[first["ruleIndex"] as! Int]["id"] as? String == "published-in-observable")
        let location = try #require((first["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Cart.swift")
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 3 && region["startColumn"] as? Int == 5)
        let fix = try #require((first["fixes"] as? [[String: Any]])?.first)
        #expect((fix["description"] as? [String: Any])?["text"] as? String == "Remove @Published")
    }

    static let twoWayField = """
        struct SearchField: UIViewRepresentable {
            @Binding var query: String
            func makeCoordinator() -> Coordinator { Coordinator(parent: self) }
            func makeUIView(context: Context) -> UITextField {
                let field = UITextField()
                field.delegate = context.coordinator
                return field
            }
            func updateUIView(_ field: UITextField, context: Context) {
                field.text = query
            }
            final class Coordinator: NSObject, UITextFieldDelegate {
                var parent: SearchField
                init(parent: SearchField) { self.parent = parent }
                func textFieldDidChangeSelection(_ field: UITextField) {
                    parent.query = field.text ?? ""
                }
            }
        }

        """

    @Test("A finding's second place: a note line in xcode, related in json and sarif, the same from the cache")
    func relatedPlace() throws {
        let folder = try TemporaryFolder(files: ["SearchField.swift": Self.twoWayField])
        let arguments = ["lint", "--cache-path", "cache"]
        let xcode = try CLI.run(arguments + ["SearchField.swift"], in: folder.url)
        let lines = xcode.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(xcode.stdout)")
        #expect(lines.first?.hasPrefix("SearchField.swift:10:9: warning: 'field.text' is set from 'query'") == true)
        #expect(lines.last == "SearchField.swift:16:13: note: 'query' is written back here while the UIKit view changes")
        // A warm run reads the finding back from the cache, its second place included.
        #expect(try CLI.run(arguments + ["SearchField.swift"], in: folder.url).stdout == xcode.stdout)

        let json = try CLI.run(arguments + ["--format", "json", "SearchField.swift"], in: folder.url)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let finding = try #require((document["findings"] as? [[String: Any]])?.first)
        let related = try #require((finding["related"] as? [[String: Any]])?.first)
        #expect(related["line"] as? Int == 16 && related["column"] as? Int == 13)

        let sarif = try CLI.run(arguments + ["--format", "sarif", "SearchField.swift"], in: folder.url)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let place = try #require((result["relatedLocations"] as? [[String: Any]])?.first)
        let region = (place["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
        #expect(region?["startLine"] as? Int == 16 && region?["startColumn"] as? Int == 13)
        #expect((place["message"] as? [String: Any])?["text"] as? String == "'query' is written back here while the UIKit view changes")

        // A finding with no second place keeps the json shape it always had.
        let (plain, _) = try lint(["--format", "json"])
        #expect(!plain.stdout.contains("\"related\""))
    }

    @Test("github: workflow annotations with escaped values")
    func github() throws {
        let folder = try TemporaryFolder(files: ["Dir, with: comma/Cart.swift": Self.code])
        let result = try CLI.run(["lint", "--format", "github", "."], in: folder.url)
        #expect(result.stdout.hasPrefix("::error file=Dir%2C with%3A comma/Cart.swift,line=3,col=5,endColumn=15,title=published-in-observable::@Published in @Observable class 'Cart'"))
        #expect(result.stdout.split(separator: "\n").count == 1)
    }

    @Test("checkstyle and junit: well-formed XML with escaped text")
    func xmlFormats() throws {
        let (checkstyle, _) = try lint(["--format", "checkstyle"])
        #expect(checkstyle.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<checkstyle version=\"4.3\">\n  <file name=\"Cart.swift\">\n    <error line=\"3\" column=\"5\" severity=\"error\" message=\"@Published in @Observable class &apos;Cart&apos;"))
        #expect(checkstyle.stdout.hasSuffix("source=\"bridgelint.published-in-observable\"/>\n  </file>\n</checkstyle>\n"))
        let (junit, _) = try lint(["--format", "junit"])
        #expect(junit.stdout.contains("<testsuite name=\"bridgelint\" tests=\"1\" failures=\"1\" errors=\"0\" skipped=\"0\">"))
        #expect(junit.stdout.contains("<testcase classname=\"Cart.swift\" name=\"published-in-observable at 3:5\">"))
        #expect(junit.stdout.contains("<failure type=\"error\""))
        let (clean, _) = try lint(["--format", "junit"], files: ["Cart.swift": "let x = 1\n"])
        #expect(clean.stdout.contains("<testcase classname=\"bridgelint\" name=\"1 files linted\"/>"))
    }

    @Test("markdown and summary: counts per rule")
    func tables() throws {
        let (markdown, _) = try lint(["--format", "markdown"])
        #expect(markdown.stdout.contains("| Rule | Severity | Findings |\n| --- | --- | ---: |\n| `published-in-observable` | error | 1 |\n"))
        #expect(markdown.stdout.contains("### `Cart.swift`\n\n- **3:5** error: @Published in @Observable class 'Cart'"))
        let (summary, _) = try lint(["--format", "summary"])
        #expect(summary.stdout == """
            rule                     severity  findings
            published-in-observable  error     1

            1 error, 0 warnings, 0 notes in 1 file (4 lines).

            """)
    }

    @Test("Several --format/--output pairs in one run; one format may go to stdout")
    func severalOutputs() throws {
        let folder = try TemporaryFolder(files: ["Cart.swift": Self.code])
        let result = try CLI.run(["lint", "--format", "sarif", "--output", "out/report.sarif", "--format", "html",
                                  "--output", "report.html", "--format", "xcode", "Cart.swift"], in: folder.url)
        #expect(result.stdout.hasPrefix("Cart.swift:3:5: error:"))
        let sarif = try String(contentsOf: folder.url.appendingPathComponent("out/report.sarif"), encoding: .utf8)
        #expect(sarif.contains("\"version\" : \"2.1.0\""))
        let html = try String(contentsOf: folder.url.appendingPathComponent("report.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("&quot;quoted&quot; &amp; &lt;tagged&gt;"))
        #expect(!html.contains("<tagged>"))

        let twoToStdout = try CLI.run(["lint", "--format", "json", "--format", "xcode", "Cart.swift"], in: folder.url)
        #expect(twoToStdout.status == 2)
        #expect(twoToStdout.stderr.contains("only one --format can go to standard output"))
        let orphan = try CLI.run(["lint", "--output", "a.txt", "--output", "b.txt", "Cart.swift"], in: folder.url)
        #expect(orphan.status == 2)
    }

    @Test("A baseline accepts today's findings, survives unrelated edits, and reports new ones")
    func baseline() throws {
        let folder = try TemporaryFolder(files: ["Cart.swift": Self.code])
        let write = try CLI.run(["lint", "--write-baseline", "baseline.json", "Cart.swift"], in: folder.url)
        #expect(write.status == 0)
        #expect(write.stderr.contains("Wrote a baseline of 1 finding to baseline.json."))

        let same = try CLI.run(["lint", "--baseline", "baseline.json", "Cart.swift"], in: folder.url)
        #expect(same.status == 0)
        #expect(same.stdout.isEmpty)

        // Lines shift above the accepted finding, and a new one appears.
        let edited = "import Observation\n\n// Shopping\n" + Self.code.replacingOccurrences(
            of: "}\n", with: "    @Published var total = 0\n}\n")
        try folder.write("Cart.swift", edited)
        let shifted = try CLI.run(["lint", "--baseline", "baseline.json", "Cart.swift"], in: folder.url)
        #expect(shifted.status == 1)
        #expect(shifted.stdout.split(separator: "\n").count == 1)
        #expect(shifted.stdout.hasPrefix("Cart.swift:7:5: error: @Published in @Observable class 'Cart': the macro already observes 'total'"))

        let missing = try CLI.run(["lint", "--baseline", "nope.json", "Cart.swift"], in: folder.url)
        #expect(missing.status == 2)
        try folder.write("bad.json", "{}")
        let corrupt = try CLI.run(["lint", "--baseline", "bad.json", "Cart.swift"], in: folder.url)
        #expect(corrupt.status == 2)
        #expect(corrupt.stderr.contains("not a bridgelint baseline"))
    }

    static let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test("The HTML report renders in headless Chromium", .enabled(if: chromium != nil, "needs Chromium (.ci/run installs it)"))
    func htmlRendersInChromium() throws {
        let report = try CLI.run(["lint", "--format", "html", "Examples/TrailNotes"])
        let folder = try TemporaryFolder(files: ["report.html": report.stdout])
        let page = folder.url.appendingPathComponent("report.html")
        let screenshot = folder.url.appendingPathComponent("report.png")

        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.chromium!)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--window-size=1280,1600",
                             "--screenshot=\(screenshot.path)", page.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        let png = try Data(contentsOf: screenshot)
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]), "a PNG")
        // Width and height, big-endian, in the IHDR chunk.
        let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }
        let height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width == 1280 && height == 1600)
        // A blank page compresses to a few kilobytes; charts and findings make it far larger.
        #expect(png.count > 60_000, "the screenshot looks empty (\(png.count) bytes)")
    }
}
