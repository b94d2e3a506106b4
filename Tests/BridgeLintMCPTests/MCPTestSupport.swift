import BridgeLintMCP
import Foundation
import MCP

/// A project folder in the temporary directory, removed when the test ends, and a server confined to it.
final class TestProject {
    let root: URL
    let server: BridgeLintMCPServer

    init(files: [String: String] = [:]) throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-mcp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        // The real path: /tmp may be a link (macOS), and the tools report real paths.
        self.root = root.resolvingSymlinksInPath()
        server = BridgeLintMCPServer(fallbackRoots: [self.root.path])
        for (path, text) in files { try write(text, to: path) }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    var roots: Roots { Roots([root.path]) }

    func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

    func write(_ text: String, to relative: String) throws {
        let url = root.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    func call(_ tool: String, _ arguments: [String: Value] = [:], roots: Roots? = nil) -> CallTool.Result {
        server.call(tool, arguments: arguments, roots: roots ?? self.roots)
    }
}

extension CallTool.Result {
    var text: String {
        content.compactMap { if case .text(let text, _, _) = $0 { text } else { nil } }.joined()
    }

    var failed: Bool { isError == true }

    /// A field of the structured content.
    subscript(_ key: String) -> Value? { structuredContent?.objectValue?[key] }

    /// The rule ids and lines of the structured findings.
    var findingRulesAndLines: [String] {
        (self["findings"]?.arrayValue ?? []).compactMap { finding in
            guard let object = finding.objectValue, let rule = object["rule"]?.stringValue, let line = object["line"]?.intValue
            else { return nil }
            return "\(rule)@\(line)"
        }
    }
}

/// A view that makes the object it only observes, and the parent (in another file) that re-renders it.
enum Fixture {
    static let rule = "observed-object-owned"

    static let workout = """
        import SwiftUI

        final class Countdown: ObservableObject {
            @Published var remaining: Int
            init(seconds: Int) { remaining = seconds }
        }

        struct WorkoutScreen: View {
            @State private var laps = 0
            var body: some View { VStack { Text("\\(laps)"); TimerView() } }
        }
        """

    static let timerWithBug = """
        import SwiftUI

        struct TimerView: View {
            @ObservedObject private var countdown = Countdown(seconds: 60)
            var body: some View { Text("\\(countdown.remaining)") }
        }
        """

    static let timerFixed = timerWithBug.replacingOccurrences(of: "@ObservedObject", with: "@StateObject")
}
