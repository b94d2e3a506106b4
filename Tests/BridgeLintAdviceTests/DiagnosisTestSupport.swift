import BridgeLintAdvice
import BridgeLintCore
import BridgeLintRules
import Foundation

/// A project folder in the temporary directory, removed when the value is released.
final class TemporaryProject {
    let root: URL

    init(files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-diagnose-\(UUID().uuidString)")
            .resolvingSymlinksInPath()
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Reads the log and searches this project, as `bridgelint diagnose` does.
    func diagnose(_ log: String, limit: Int = 50) throws -> Diagnosis {
        let plan = try RunPlan(RunPlan.Request(paths: [root.path]), rules: RuleRegistry.all)
        let reading = LogRecognizer().read(ConsoleLog(text: log))
        return Diagnoser(candidateLimit: limit).diagnose(reading, in: Diagnoser.Project(plan: plan, rules: RuleRegistry.all))
    }

    /// The file and line of the line marked `// CAUSE`, relative to the root.
    static func markedCause(in files: [String: String]) -> (file: String, line: Int)? {
        for (path, text) in files.sorted(by: { $0.key < $1.key }) {
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains("// CAUSE") {
                return (path, offset + 1)
            }
        }
        return nil
    }
}

extension Candidate {
    /// `Bridges/TitleField.swift:9`, relative to the project's root.
    func place(relativeTo root: URL) -> String {
        let prefix = root.path + "/"
        return (file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file) + ":\(line)"
    }
}
