import BridgeLintCore
import BridgeLintRules
import Testing

/// The hosting rules judge code by the deployment target of its own platform: AppKit or UIKit, and the
/// `#if os(…)` block it is in.
@Suite("Hosting rules: deployment targets per platform")
struct PlatformTargetTests {
    /// Three hosting controllers laid out with Auto Layout, without sizingOptions: one for macOS, one for tvOS
    /// and one for the other platforms, in a file that imports neither AppKit nor UIKit. The macOS one is never
    /// reported: AppKit's sizingOptions default to `.standardBounds`, which follows the content.
    static let multiplatform = """
        import SwiftUI

        final class PanelController: PlatformViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                #if os(macOS)
                let mac = NSHostingController(rootView: Totals())
                addChild(mac)
                mac.view.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(mac.view)
                NSLayoutConstraint.activate([
                    mac.view.topAnchor.constraint(equalTo: view.topAnchor),
                    mac.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    mac.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ])
                #elseif os(tvOS)
                let tv = UIHostingController(rootView: Totals())
                addChild(tv)
                tv.view.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(tv.view)
                NSLayoutConstraint.activate([
                    tv.view.topAnchor.constraint(equalTo: view.topAnchor),
                    tv.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    tv.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ])
                #else
                let phone = UIHostingController(rootView: Totals())
                addChild(phone)
                phone.view.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(phone.view)
                NSLayoutConstraint.activate([
                    phone.view.topAnchor.constraint(equalTo: view.topAnchor),
                    phone.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    phone.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                ])
                #endif
            }
        }
        """

    /// The sizingOptions notes of the findings, by controller, with these targets.
    func notes(_ targets: PlatformVersions) -> [String: String] {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = ["hosting-missing-sizing-options"]
        configuration.deploymentTargets = targets
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration)
            .lint(sources: [(path: "Panel.swift", text: Self.multiplatform)])
        var notes: [String: String] = [:]
        for finding in run.findings {
            let name = String(finding.message.prefix { $0 != " " }.dropFirst().dropLast())
            notes[name] = String(finding.message.split(separator: "`", omittingEmptySubsequences: false).last ?? "")
        }
        return notes
    }

    @Test func unknownTargetsNameTheBlocksPlatform() {
        #expect(notes([:]) == ["tv": " (tvOS 16+)", "phone": " (iOS 16+)"])
    }

    @Test func eachBlockIsJudgedByItsPlatformsTarget() {
        // The macOS target does not decide the other blocks, which are not macOS code.
        #expect(notes([.iOS: OSVersion(16), .macOS: OSVersion(12), .tvOS: OSVersion(17)]) == ["tv": "", "phone": ""])
        // The #else block is for iOS and visionOS (and any other platform): iOS 15 rules it out.
        #expect(notes([.iOS: OSVersion(15), .macOS: OSVersion(13), .tvOS: OSVersion(16)]) == ["tv": ""])
        // Only iOS known: it judges every block, as before bridgelint knew other platforms.
        #expect(notes([.iOS: OSVersion(16)]) == ["tv": "", "phone": ""])
        #expect(notes([.iOS: OSVersion(15)]).isEmpty)
    }
}
