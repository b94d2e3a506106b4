import Foundation
import Testing

@Suite("bridgelint fix")
struct FixCommandTests {
    /// A copy of the bundled example in a temporary folder.
    private func exampleCopy() throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let source = CLI.packageRoot.appendingPathComponent("Examples/TrailNotes")
        let target = folder.url.appendingPathComponent("TrailNotes")
        try FileManager.default.copyItem(at: source, to: target)
        return folder
    }

    @Test("fix repairs the bundled example: it still parses, the fixed rules lint clean, and a second run changes nothing")
    func fixesTheExample() throws {
        let folder = try exampleCopy()
        let result = try CLI.run(["fix", "TrailNotes"], in: folder.url)
        #expect(result.status == 0, "only warnings remain")
        #expect(result.stderr.contains("Fixed "))
        #expect(!result.stderr.contains("does not parse"))
        for id in ["published-in-observable", "size-that-fits-force-unwrap", "observable-with-legacy-wrapper"] {
            #expect(!result.stdout.contains("[\(id)]"), "\(id) still reported after fix")
        }
        let lint = try CLI.run(["lint", "--format", "json", "TrailNotes"], in: folder.url)
        #expect(!lint.stderr.contains("does not parse"))
        #expect(!lint.stdout.contains("\"published-in-observable\""))

        let afterFirst = try folder.swiftFiles()
        let second = try CLI.run(["fix", "TrailNotes"], in: folder.url)
        #expect(second.stderr.contains("Fixed 0 findings in 0 files."))
        #expect(try folder.swiftFiles() == afterFirst)
    }

    @Test("--dry-run prints a unified diff and writes nothing")
    func dryRun() throws {
        let folder = try exampleCopy()
        let before = try folder.swiftFiles()
        let result = try CLI.run(["fix", "--dry-run", "TrailNotes"], in: folder.url)
        #expect(result.stdout.contains("--- TrailNotes/Models/TrailStore.swift\n+++ TrailNotes/Models/TrailStore.swift\n"))
        #expect(result.stdout.contains("-    @Published var isSyncing = false\n+    var isSyncing = false\n"))
        #expect(result.stderr.contains("Would fix 9 findings in 8 files."))
        #expect(try folder.swiftFiles() == before)
    }

    @Test("--rules limits which rules may fix; an id without a fix is a usage error")
    func ruleFilter() throws {
        let folder = try exampleCopy()
        let result = try CLI.run(["fix", "--rules", "published-in-observable", "TrailNotes"], in: folder.url)
        #expect(result.stderr.contains("Fixed 2 findings in 2 files."))
        #expect(result.stdout.contains("[size-that-fits-force-unwrap]"), "other findings are still reported")
        #expect(result.status == 1, "the unfixed errors fail the run")
        let bad = try CLI.run(["fix", "--rules", "representable-stale-config", "TrailNotes"], in: folder.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("'representable-stale-config' is not a rule with a fix"))
    }

    @Test("A read-only file is reported and left as it was; permissions of fixed files are kept")
    func permissions() throws {
        let code = "@Observable\nfinal class Cart {\n    @Published var count = 0\n}\n"
        let folder = try TemporaryFolder(files: ["Locked.swift": code, "Open.swift": code])
        let locked = folder.url.appendingPathComponent("Locked.swift").path
        let open = folder.url.appendingPathComponent("Open.swift").path
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: locked)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: open)
        let result = try CLI.run(["fix", "."], in: folder.url)
        #expect(result.status == 1)
        #expect(result.stderr.contains("Locked.swift: error: not fixed: the file is read-only"))
        #expect(try String(contentsOfFile: locked, encoding: .utf8) == code)
        #expect(try String(contentsOfFile: open, encoding: .utf8) == "@Observable\nfinal class Cart {\n    var count = 0\n}\n")
        let mode = try FileManager.default.attributesOfItem(atPath: open)[.posixPermissions] as? NSNumber
        #expect(mode?.intValue == 0o640)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.contains("bridgelint-") }
        #expect(leftovers.isEmpty, "no temporary files left behind")
    }

    @Test("A suppressed finding is never fixed")
    func suppressed() throws {
        let code = "@Observable\nfinal class Cart {\n    // bridgelint:disable:next published-in-observable\n    @Published var count = 0\n}\n"
        let folder = try TemporaryFolder(files: ["Cart.swift": code])
        let result = try CLI.run(["fix", "Cart.swift"], in: folder.url)
        #expect(result.status == 0)
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Cart.swift"), encoding: .utf8) == code)
    }

    @Test("fix lints with the app's Info.plist files: a finding that needs them remains and fails the run, as in lint")
    func remainingFindingsSeeInfoPlists() throws {
        let view = """
            import UIKit

            final class BadgeView: UIView {
                private let label = UILabel()
                var trail: TrailModel

                override func layoutSubviews() {
                    super.layoutSubviews()
                    label.text = trail.name
                }
            }

            @Observable final class TrailModel { var name = "" }
            """
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>CFBundleName</key><string>App</string></dict></plist>
            """
        let folder = try TemporaryFolder(files: [
            "App/BadgeView.swift": view,
            "App/Info.plist": plist,
            ".bridgelint.yml": """
                only_rules: [uikit-observation-tracking-disabled]
                uikit-observation-tracking-disabled: error
                deployment_target: "18.0"
                """,
        ])
        let finding = "App/BadgeView.swift:9:22: error: "
        let lint = try CLI.run(["lint", "App"], in: folder.url)
        #expect(lint.stdout.hasPrefix(finding), "the finding the fix run must also see")
        #expect(lint.status == 1)
        let fix = try CLI.run(["fix", "App"], in: folder.url)
        #expect(fix.stdout.hasPrefix(finding))
        #expect(fix.status == 1, "the remaining error fails the run")
        // A dry run prints the diff instead of the findings; its exit status still counts them.
        let dryRun = try CLI.run(["fix", "--dry-run", "App"], in: folder.url)
        #expect(dryRun.status == 1)
    }
}
