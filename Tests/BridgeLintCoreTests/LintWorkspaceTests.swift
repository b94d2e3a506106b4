import Foundation
import Testing
@testable import BridgeLintCore
import BridgeLintRules

/// The long-lived workspace behind the language and MCP servers: its findings must always equal a fresh
/// `lint` of the same texts, however the texts reached it.
@Suite struct LintWorkspaceTests {
    static let controller = """
        final class ProfileViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let host = UIHostingController(rootView: ProfileView())
                addChild(host)
                view.addSubview(host.view)
                host.didMove(toParent: self)
            }
        }

        """
    static let viewNeedingSession = """
        struct ProfileView: View {
            @EnvironmentObject var session: Session
            var body: some View { Text(session.userName) }
        }

        """
    static let viewWithoutEnvironment = """
        struct ProfileView: View {
            let name: String
            var body: some View { Text(name) }
        }

        """
    static let missingEnvironment = "hosting-missing-environment"

    /// A project folder with the controller and the view, and a workspace over it.
    private func withProject<T>(_ body: (URL, LintWorkspace) throws -> T) throws -> T {
        try withTemporaryFolder { folder in
            try Self.controller.write(to: folder.appendingPathComponent("ProfileViewController.swift"), atomically: true, encoding: .utf8)
            try Self.viewNeedingSession.write(to: folder.appendingPathComponent("ProfileView.swift"), atomically: true, encoding: .utf8)
            let plan = try RunPlan(.init(paths: [folder.path]), rules: RuleRegistry.all)
            return try body(folder, LintWorkspace(plan: plan))
        }
    }

    private func rules(_ findings: [Finding]) -> [String] { findings.map(\.ruleID) }

    @Test func findingsEqualALintOfTheSameFiles() throws {
        try withProject { folder, workspace in
            let run = workspace.plan.linter.lint(files: workspace.plan.files)
            let fromWorkspace = workspace.paths.flatMap { workspace.findings(in: $0) }
            #expect(run.findings.map(Spot.init).sorted(by: { "\($0)" < "\($1)" })
                    == fromWorkspace.map(Spot.init).sorted(by: { "\($0)" < "\($1)" }))
            let controllerPath = folder.appendingPathComponent("ProfileViewController.swift").path
            #expect(rules(workspace.findings(in: controllerPath)) == [Self.missingEnvironment])
        }
    }

    @Test func anEditInOneFileChangesACrossFileFindingInAnother() throws {
        try withProject { folder, workspace in
            let controllerPath = folder.appendingPathComponent("ProfileViewController.swift").path
            let viewPath = folder.appendingPathComponent("ProfileView.swift").path
            #expect(rules(workspace.findings(in: controllerPath)) == [Self.missingEnvironment])

            workspace.setText(Self.viewWithoutEnvironment, for: viewPath)
            #expect(workspace.findings(in: controllerPath).isEmpty)
            #expect(workspace.text(of: viewPath) == Self.viewWithoutEnvironment)

            // Dropping the unsaved text returns to the file on disk, which still needs the object.
            workspace.dropText(for: viewPath)
            #expect(rules(workspace.findings(in: controllerPath)) == [Self.missingEnvironment])
            #expect(workspace.text(of: viewPath) == Self.viewNeedingSession)
        }
    }

    /// Edits re-parse only what changed; after any run of keystrokes the findings are those of the text
    /// parsed from scratch.
    @Test func typingIntoAFileGivesTheFindingsOfItsText() throws {
        try withProject { folder, workspace in
            let controllerPath = folder.appendingPathComponent("ProfileViewController.swift").path
            let call = "host.didMove(toParent: self)"
            func controller(typed count: Int) -> String {
                Self.controller.replacingOccurrences(of: call, with: String(call.prefix(count)))
            }
            // Delete the call a character at a time, then type it again.
            let keystrokes = Array(stride(from: call.count - 1, through: 0, by: -1)) + Array(1...call.count)
            for count in keystrokes {
                let text = controller(typed: count)
                workspace.setText(text, for: controllerPath)
                if count == 0 || count == call.count {
                    #expect(workspace.findings(in: controllerPath).map(Spot.init)
                            == workspace.lint(text: text, at: controllerPath).map(Spot.init))
                }
            }
            #expect(rules(workspace.findings(in: controllerPath)) == [Self.missingEnvironment])
        }
    }

    @Test func lintingATextKeepsNothing() throws {
        try withProject { folder, workspace in
            let controllerPath = folder.appendingPathComponent("ProfileViewController.swift").path
            let viewPath = folder.appendingPathComponent("ProfileView.swift").path
            // The view's text alone decides the controller's finding, and the workspace is unchanged after.
            #expect(workspace.lint(text: Self.viewWithoutEnvironment, at: viewPath).isEmpty)
            #expect(rules(workspace.lint(text: Self.controller, at: controllerPath)) == [Self.missingEnvironment])
            #expect(workspace.text(of: viewPath) == Self.viewNeedingSession)
            // A file outside the plan is linted against the project all the same.
            let scratch = folder.appendingPathComponent("Scratch/Other.swift").path
            #expect(rules(workspace.lint(text: Self.controller, at: scratch)) == [Self.missingEnvironment])
            #expect(!workspace.paths.contains(scratch))
        }
    }

    @Test func aTextOutsideThePlanJoinsUntilDropped() throws {
        try withProject { folder, workspace in
            let extra = folder.appendingPathComponent("Notes/Extra.swift").path
            workspace.setText(Self.controller.replacingOccurrences(of: "ProfileViewController", with: "ExtraController"), for: extra)
            #expect(workspace.paths.contains(extra))
            #expect(rules(workspace.findings(in: extra)) == [Self.missingEnvironment])
            workspace.dropText(for: extra)
            #expect(!workspace.paths.contains(extra))
            #expect(workspace.findings(in: extra).isEmpty)
        }
    }

    @Test func filesCreatedChangedAndDeletedOnDisk() throws {
        try withProject { folder, workspace in
            let controllerPath = folder.appendingPathComponent("ProfileViewController.swift").path
            let viewURL = folder.appendingPathComponent("ProfileView.swift")

            try Self.viewWithoutEnvironment.write(to: viewURL, atomically: true, encoding: .utf8)
            workspace.filesChangedOnDisk([viewURL.path])
            #expect(workspace.findings(in: controllerPath).isEmpty)

            try FileManager.default.removeItem(at: viewURL)
            workspace.filesChangedOnDisk([viewURL.path])
            #expect(!workspace.paths.contains(viewURL.path))

            let created = folder.appendingPathComponent("Views/ProfileView.swift")
            try FileManager.default.createDirectory(at: created.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Self.viewNeedingSession.write(to: created, atomically: true, encoding: .utf8)
            workspace.filesChangedOnDisk([created.path])
            #expect(workspace.paths.contains(created.path))
            #expect(rules(workspace.findings(in: controllerPath)) == [Self.missingEnvironment])
        }
    }

    @Test func anOpenBufferWinsOverTheDisk() throws {
        try withProject { folder, workspace in
            let controllerPath = folder.appendingPathComponent("ProfileViewController.swift").path
            let viewURL = folder.appendingPathComponent("ProfileView.swift")
            workspace.setText(Self.viewWithoutEnvironment, for: viewURL.path)
            try Self.viewNeedingSession.write(to: viewURL, atomically: true, encoding: .utf8)
            workspace.filesChangedOnDisk([viewURL.path])
            #expect(workspace.findings(in: controllerPath).isEmpty)
        }
    }

    @Test func relativeAndAbsolutePathsNameTheSameFile() throws {
        try withProject { folder, workspace in
            let viewPath = folder.appendingPathComponent("ProfileView.swift").path
            let detour = folder.appendingPathComponent("Views/../ProfileView.swift").path
            workspace.setText(Self.viewWithoutEnvironment, for: detour)
            #expect(workspace.text(of: viewPath) == Self.viewWithoutEnvironment)
            #expect(workspace.paths.filter { $0.hasSuffix("ProfileView.swift") }.count == 1)
        }
    }

    @Test func aSyntaxErrorIsAProblemNotACrash() throws {
        try withProject { folder, workspace in
            let viewPath = folder.appendingPathComponent("ProfileView.swift").path
            workspace.setText("struct ProfileView: View {\n    var body: some View { Text(\n", for: viewPath)
            #expect(workspace.problems(in: viewPath).map(\.kind) == [.syntaxErrors])
        }
    }
}
