import Foundation
import Testing

/// The latent tier on the command line: hidden and counted by default, shown as notes with `--latent` or
/// `latent: true`, kept out of baselines unless asked for, and fixed only by `fix --latent`.
@Suite("Latent findings")
struct LatentFindingsTests {
    /// Only a shared instance exists: the retain cycle frees nothing today (latent). The second model is made
    /// by each settings screen: witnessed.
    static let models = """
        final class ThemeStore: ObservableObject {
            static let shared = ThemeStore()
            @Published var isDark = false
            private var cancellables = Set<AnyCancellable>()
            private init() {
                SystemAppearance.publisher.assign(to: \\.isDark, on: self).store(in: &cancellables)
            }
        }

        """
    static let perScreen = """
        final class SettingsViewModel: ObservableObject {
            @Published var isSyncEnabled = false
            private var cancellables = Set<AnyCancellable>()
            init(store: SettingsStore) {
                store.$syncEnabled.assign(to: \\.isSyncEnabled, on: self).store(in: &cancellables)
            }
        }
        struct SettingsScreen: View {
            @StateObject private var model = SettingsViewModel(store: SettingsStore())
            var body: some View { Toggle("Sync", isOn: $model.isSyncEnabled) }
        }

        """
    static let rule = "[combine-assign-retain-cycle]"

    @Test("By default a latent finding is not reported, and the summary counts it")
    func hiddenByDefault() throws {
        let folder = try TemporaryFolder(files: ["ThemeStore.swift": Self.models, "SettingsViewModel.swift": Self.perScreen])
        let result = try CLI.run(["lint", "."], in: folder.url)
        #expect(result.stdout.split(separator: "\n").count == 1)
        #expect(result.stdout.contains("SettingsViewModel.swift:5:"))
        #expect(result.stdout.contains("warning:"))
        #expect(result.stderr.contains("1 latent finding hidden (--latent shows them)"))
    }

    @Test("--latent reports it as a note, in JSON with its confidence")
    func shownWithFlag() throws {
        let folder = try TemporaryFolder(files: ["ThemeStore.swift": Self.models, "SettingsViewModel.swift": Self.perScreen])
        let text = try CLI.run(["lint", "--latent", "."], in: folder.url)
        let latentLine = try #require(text.stdout.split(separator: "\n").first { $0.contains("ThemeStore.swift:6:") })
        #expect(latentLine.contains("note:") && latentLine.contains(Self.rule))
        #expect(!text.stderr.contains("hidden"))

        let json = try CLI.run(["lint", "--latent", "--format", "json", "."], in: folder.url)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let tiers = Dictionary(uniqueKeysWithValues: findings.map { (($0["file"] as? String ?? ""), $0["confidence"] as? String ?? "") })
        #expect(tiers == ["./SettingsViewModel.swift": "witnessed", "./ThemeStore.swift": "latent"]
                || tiers == ["SettingsViewModel.swift": "witnessed", "ThemeStore.swift": "latent"])
    }

    /// A public representable of the app's own package that only previews use: its harm cannot happen in the
    /// app. Without the app's entry point in sight (a package alone), other modules may use it.
    @Test("A public type only previews use is latent when the app's entry point is in sight")
    func publicTypeOnlyPreviewsUse() throws {
        let preview = """
            public struct SizedPreview: UIViewRepresentable {
                public let width: CGFloat
                public func makeUIView(context: Context) -> UIView { UIView() }
                public func updateUIView(_ view: UIView, context: Context) {
                    view.widthAnchor.constraint(equalToConstant: width).isActive = true
                }
            }

            """
        let header = """
            struct Header_Previews: PreviewProvider {
                static var previews: some View { SizedPreview(width: 300) }
            }

            """
        let app = "@main struct ReaderApp: App { var body: some Scene { WindowGroup { Text(\"\") } } }\n"
        let inApp = try TemporaryFolder(files: ["SizedPreview.swift": preview, "Header.swift": header, "ReaderApp.swift": app])
        let appRun = try CLI.run(["lint", "--latent", "."], in: inApp.url)
        let line = try #require(appRun.stdout.split(separator: "\n").first { $0.contains("SizedPreview.swift:5:") })
        #expect(line.contains("note:") && line.contains("today only previews use 'SizedPreview'"))

        let package = try TemporaryFolder(files: ["SizedPreview.swift": preview, "Header.swift": header])
        let packageRun = try CLI.run(["lint", "."], in: package.url)
        #expect(packageRun.stdout.contains("SizedPreview.swift:5:") && packageRun.stdout.contains("warning:"))
    }

    @Test("The configuration's latent: true shows latent findings")
    func configurationKey() throws {
        let folder = try TemporaryFolder(files: ["ThemeStore.swift": Self.models, ".bridgelint.yml": "latent: true\n"])
        let result = try CLI.run(["lint", "."], in: folder.url)
        #expect(result.stdout.contains("ThemeStore.swift:6:") && result.stdout.contains("note:"))
        let wrong = try TemporaryFolder(files: ["ThemeStore.swift": Self.models, ".bridgelint.yml": "latent: sometimes\n"])
        let refused = try CLI.run(["lint", "."], in: wrong.url)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains("'latent' must be true or false"))
    }

    @Test("fix leaves latent findings alone unless --latent asks; then it repairs them too")
    func fixRespectsTheTier() throws {
        let folder = try TemporaryFolder(files: ["ThemeStore.swift": Self.models])
        let plain = try CLI.run(["fix", "."], in: folder.url)
        #expect(plain.stderr.contains("Fixed 0 findings in 0 files."))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("ThemeStore.swift"), encoding: .utf8) == Self.models)
        let latent = try CLI.run(["fix", "--latent", "."], in: folder.url)
        #expect(latent.stderr.contains("Fixed 1 finding in 1 file."))
        let fixed = try String(contentsOf: folder.url.appendingPathComponent("ThemeStore.swift"), encoding: .utf8)
        #expect(fixed.contains("SystemAppearance.publisher.assign(to: &$isDark)\n"))
    }

    @Test("A baseline holds what the run reports: latent findings only when asked for")
    func baselineRespectsTheTier() throws {
        let folder = try TemporaryFolder(files: ["ThemeStore.swift": Self.models, "SettingsViewModel.swift": Self.perScreen])
        let written = try CLI.run(["lint", "--write-baseline", "baseline.json", "."], in: folder.url)
        #expect(written.stderr.contains("Wrote a baseline of 1 finding"))
        let again = try CLI.run(["lint", "--baseline", "baseline.json", "."], in: folder.url)
        #expect(again.stdout.isEmpty)
        let withLatent = try CLI.run(["lint", "--latent", "--baseline", "baseline.json", "."], in: folder.url)
        #expect(withLatent.stdout.split(separator: "\n").count == 1)
        #expect(withLatent.stdout.contains("ThemeStore.swift:6:"))
    }

    /// A project whose Sources phases list one file but not the other: the leftover is not compiled, so its
    /// findings are latent. A project that lists folders (synchronized groups) may build it: nothing changes.
    @Test("A file no Xcode target compiles has only latent findings")
    func filesNoTargetCompiles() throws {
        func project(_ body: String) -> String {
            """
            // !$*UTF8*$!
            {
                objects = {
                    A1 /* Built.swift in Sources */ = {isa = PBXBuildFile; fileRef = B1 /* Built.swift */; };
                    \(body)
                };
            }
            """
        }
        let files = ["Built.swift": Self.perScreen, "Leftover.swift": Self.perScreen.replacingOccurrences(of: "SettingsViewModel", with: "OldSettingsViewModel")]
        let listed = try TemporaryFolder(files: files.merging(["App.xcodeproj/project.pbxproj": project("")]) { $1 })
        let json = try CLI.run(["lint", "--latent", "--format", "json", "."], in: listed.url)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let findings = try #require(object["findings"] as? [[String: Any]])
        let tiers = Dictionary(uniqueKeysWithValues: findings.map {
            ((($0["file"] as? String) ?? "").replacingOccurrences(of: "./", with: ""), $0["confidence"] as? String ?? "")
        })
        #expect(tiers == ["Built.swift": "witnessed", "Leftover.swift": "latent"])
        let leftover = try #require(findings.first { ($0["file"] as? String ?? "").hasSuffix("Leftover.swift") })
        #expect((leftover["message"] as? String ?? "").contains("no target of the Xcode project compiles this file"))

        let synchronized = try TemporaryFolder(files: files.merging([
            "App.xcodeproj/project.pbxproj": project("C1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; };"),
        ]) { $1 })
        let plain = try CLI.run(["lint", "."], in: synchronized.url)
        #expect(plain.stdout.contains("Leftover.swift") && plain.stdout.contains("Built.swift"))
    }
}
