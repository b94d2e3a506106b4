import Foundation
import Testing

@Suite("Configuration on the command line")
struct ConfigurationCommandTests {
    static let twoFindings = """
        @Observable
        final class Cart {
            @Published var count = 0
        }
        struct Badge: UIViewRepresentable {
            @Binding var text: String
            func makeUIView(context: Context) -> UILabel {
                let label = UILabel()
                label.text = text
                return label
            }
            func updateUIView(_ uiView: UILabel, context: Context) {}
        }

        """

    @Test("A misspelt rule id warns with the closest valid id, and the run goes on")
    func misspeltRule() throws {
        let folder = try TemporaryFolder(files: [
            "App.swift": Self.twoFindings,
            ".bridgelint.yml": "disabled_rules:\n  - representable-stale-confg\n",
        ])
        let result = try CLI.run(["lint", "App.swift"], in: folder.url)
        #expect(result.stderr.contains(".bridgelint.yml:2:3: warning: 'disabled_rules' names unknown rule 'representable-stale-confg'; did you mean 'representable-stale-config'?"))
        #expect(result.stdout.contains("[representable-stale-config]"))
    }

    @Test("An unknown key warns with the closest valid key")
    func unknownKey() throws {
        let folder = try TemporaryFolder(files: ["App.swift": "", ".bridgelint.yml": "exclude:\n  - Pods\n"])
        let result = try CLI.run(["lint", "App.swift"], in: folder.url)
        #expect(result.stderr.contains("unknown key 'exclude'; did you mean 'excluded'?"))
        #expect(result.status == 0)
    }

    @Test("Invalid YAML stops with exit 2 and the line and column of the error")
    func invalidYAML() throws {
        let folder = try TemporaryFolder(files: ["App.swift": "", ".bridgelint.yml": "disabled_rules:\n  - a\n bad: [\n"])
        let result = try CLI.run(["lint", "App.swift"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains(".bridgelint.yml:3:"))
        #expect(result.stdout.isEmpty)
    }

    @Test("--config names a file; a missing one is a usage error")
    func explicitConfig() throws {
        let folder = try TemporaryFolder(files: [
            "App.swift": Self.twoFindings,
            "lint/strict.yml": "only_rules: [representable-stale-config]\n",
        ])
        let result = try CLI.run(["lint", "--config", "lint/strict.yml", "App.swift"], in: folder.url)
        #expect(result.stdout.contains("[representable-stale-config]"))
        #expect(!result.stdout.contains("[published-in-observable]"))
        #expect(result.status == 0)
        let missing = try CLI.run(["lint", "--config", "nope.yml", "App.swift"], in: folder.url)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("nope.yml: error: cannot read configuration"))
    }

    @Test("disabled_rules, severity overrides and excluded apply")
    func rulesAndPaths() throws {
        let folder = try TemporaryFolder(files: [
            "App.swift": Self.twoFindings,
            "Pods/Lib/Cart.swift": Self.twoFindings,
            "Generated/Cart.swift": Self.twoFindings,
            ".bridgelint.yml": """
                disabled_rules: [representable-stale-config]
                published-in-observable: warning
                excluded:
                  - Generated

                """,
        ])
        let result = try CLI.run(["lint"], in: folder.url)
        #expect(result.stdout == "App.swift:3:5: warning: @Published in @Observable class 'Cart': the macro already observes 'count'; remove @Published (or add @ObservationIgnored if a Combine publisher is really needed) [published-in-observable]\n")
        #expect(result.status == 0)
    }

    @Test("included limits a run without paths")
    func included() throws {
        let folder = try TemporaryFolder(files: [
            "App/Cart.swift": Self.twoFindings,
            "Scripts/Tool.swift": Self.twoFindings,
            ".bridgelint.yml": "included: [App]\nonly_rules: [published-in-observable]\n",
        ])
        let result = try CLI.run(["lint"], in: folder.url)
        #expect(result.stdout.split(separator: "\n").count == 1)
        #expect(result.stdout.hasPrefix("App/Cart.swift:3:5:"))
    }

    @Test("--ios overrides the configuration's deployment target; --verbose says which was used")
    func deploymentTarget() throws {
        let folder = try TemporaryFolder(files: ["App.swift": "", ".bridgelint.yml": "deployment_target: \"15.0\"\n"])
        let fromConfig = try CLI.run(["lint", "--verbose", "App.swift"], in: folder.url)
        #expect(fromConfig.stderr.contains("deployment target: iOS 15.0 (from the configuration)"))
        let fromFlag = try CLI.run(["lint", "--verbose", "--ios", "17.2", "App.swift"], in: folder.url)
        #expect(fromFlag.stderr.contains("deployment target: iOS 17.2 (from --ios)"))
    }

    @Test("Each suppression form silences a finding from the command line")
    func suppressions() throws {
        let variants = [
            "// bridgelint:disable:next published-in-observable\n    @Published var count = 0",
            "@Published var count = 0 // bridgelint:disable:this published-in-observable",
        ]
        for variant in variants {
            let code = "@Observable\nfinal class Cart {\n    \(variant)\n}\n"
            let folder = try TemporaryFolder(files: ["Cart.swift": code])
            let result = try CLI.run(["lint", "Cart.swift"], in: folder.url)
            #expect(result.stdout.isEmpty, "not silenced by: \(variant)")
            #expect(result.status == 0)
        }
    }
}

@Suite("Deployment target detection")
struct DeploymentTargetCommandTests {
    @Test("Order: --ios, the configuration, Package.swift, the Xcode project; --verbose names the source")
    func order() throws {
        let folder = try TemporaryFolder(files: [
            "App/View.swift": "struct V {}\n",
            "App.xcodeproj/project.pbxproj": "IPHONEOS_DEPLOYMENT_TARGET = 15.0;\n",
        ])
        func target(_ arguments: [String]) throws -> String {
            let result = try CLI.run(["lint", "--verbose"] + arguments + ["."], in: folder.url)
            return result.stderr.split(separator: "\n").first { $0.hasPrefix("deployment target:") }.map(String.init) ?? ""
        }
        #expect(try target([]) == "deployment target: iOS 15.0 (from App.xcodeproj/project.pbxproj)")
        try folder.write("Package.swift", "let package = Package(name: \"App\", platforms: [.iOS(.v16)])\n")
        #expect(try target([]) == "deployment target: iOS 16.0 (from Package.swift)")
        try folder.write(".bridgelint.yml", "deployment_target: \"17.0\"\n")
        #expect(try target([]) == "deployment target: iOS 17.0 (from the configuration)")
        #expect(try target(["--ios", "18.0"]) == "deployment target: iOS 18.0 (from --ios)")
    }

    /// An AppKit hosting controller that invalidates its view's intrinsic size after every layout pass, the
    /// workaround `sizingOptions` (macOS 13) replaced.
    static let appKitPanel = """
        import AppKit
        import SwiftUI

        final class TotalsHostingController: NSHostingController<TotalsView> {
            override func viewDidLayout() {
                super.viewDidLayout()
                view.invalidateIntrinsicContentSize()
            }
        }
        """

    @Test("A macOS-only package: its macOS target is detected and judges AppKit code, which names macOS")
    func macOSPackage() throws {
        let folder = try TemporaryFolder(files: ["Sources/Mac/Panel.swift": Self.appKitPanel])
        func sizingFinding(_ arguments: [String] = []) throws -> (finding: String?, stderr: String) {
            let result = try CLI.run(["lint", "--verbose"] + arguments + ["."], in: folder.url)
            let finding = result.stdout.split(separator: "\n").first { $0.hasSuffix("[hosting-legacy-size-invalidation]") }
            return (finding.map(String.init), result.stderr)
        }
        let unknown = try sizingFinding()
        #expect(unknown.stderr.contains("deployment target: unknown, assuming the newest"))
        #expect(unknown.finding?.hasSuffix("`sizingOptions = .intrinsicContentSize` (macOS 13+) and drop the override [hosting-legacy-size-invalidation]") == true,
                "\(unknown.finding ?? "no finding")")

        try folder.write("Package.swift", "let package = Package(name: \"Mac\", platforms: [.macOS(.v13)])\n")
        let macOS13 = try sizingFinding()
        #expect(macOS13.stderr.contains("deployment target: macOS 13.0 (from Package.swift)\n"))
        #expect(!macOS13.stderr.contains("deployment target: iOS"))
        #expect(macOS13.finding?.hasSuffix("`sizingOptions = .intrinsicContentSize` and drop the override [hosting-legacy-size-invalidation]") == true,
                "\(macOS13.finding ?? "no finding")")

        // NSHostingController.sizingOptions is new in macOS 13: below it the advice does not apply.
        try folder.write("Package.swift", "let package = Package(name: \"Mac\", platforms: [.macOS(.v12), .iOS(.v17)])\n")
        #expect(try sizingFinding().finding == nil)
        // The flag overrides the manifest, for macOS alone.
        let flagged = try sizingFinding(["--macos", "14.0"])
        #expect(flagged.finding != nil)
        #expect(flagged.stderr.contains("deployment target: iOS 17.0 (from Package.swift)\ndeployment target: macOS 14.0 (from --macos)\n"))
    }

    @Test("The configuration's per-platform form and the Xcode project's settings of each platform")
    func perPlatformSources() throws {
        let folder = try TemporaryFolder(files: [
            "Mac/Panel.swift": Self.appKitPanel,
            "Mac.xcodeproj/project.pbxproj": "MACOSX_DEPLOYMENT_TARGET = 12.0;\nTVOS_DEPLOYMENT_TARGET = 17.0;\nXROS_DEPLOYMENT_TARGET = 1.0;\n",
        ])
        func targets(_ arguments: [String] = []) throws -> [String] {
            let result = try CLI.run(["lint", "--verbose"] + arguments + ["."], in: folder.url)
            return result.stderr.split(separator: "\n").filter { $0.hasPrefix("deployment target:") }.map(String.init)
        }
        #expect(try targets() == [
            "deployment target: macOS 12.0 (from Mac.xcodeproj/project.pbxproj)",
            "deployment target: tvOS 17.0 (from Mac.xcodeproj/project.pbxproj)",
            "deployment target: visionOS 1.0 (from Mac.xcodeproj/project.pbxproj)",
        ])
        try folder.write(".bridgelint.yml", "deployment_target: {ios: \"16.0\", macos: \"13.0\"}\n")
        #expect(try targets(["--tvos", "18.0", "--visionos", "2.0"]) == [
            "deployment target: iOS 16.0 (from the configuration)",
            "deployment target: macOS 13.0 (from the configuration)",
            "deployment target: tvOS 18.0 (from --tvos)",
            "deployment target: visionOS 2.0 (from --visionos)",
        ])
        let bad = try CLI.run(["lint", "--macos", "thirteen", "."], in: folder.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("'thirteen' is not a macOS version; write it like 13.0"))
    }
}
