import BridgeLintCore
import Foundation

// THROWAWAY STAND-IN for Core's `LintWorkspace` (see /work/briefs/lint-workspace-api.md) until it lands on
// main; it re-lints every file on each question. Delete this file after `git merge main`.
final class LintWorkspace: @unchecked Sendable {
    let plan: RunPlan
    private let lock = NSLock()
    private var overrides: [String: String] = [:]
    private var diskTexts: [String: String] = [:]
    private var lastRun: LintRun?

    init(plan: RunPlan, cache: ResultCache? = nil) {
        self.plan = plan
        for file in plan.files {
            if case .success(let text) = SourceReader.read(file) { diskTexts[FileURI.standardized(file)] = text }
        }
    }

    var paths: [String] { lock.withLock { Set(diskTexts.keys).union(overrides.keys).sorted() } }

    func setText(_ text: String, for path: String) {
        lock.withLock { overrides[path] = text; lastRun = nil }
    }

    func dropText(for path: String) {
        lock.withLock { overrides[path] = nil; lastRun = nil }
    }

    func filesChangedOnDisk(_ paths: [String]) {
        lock.withLock {
            for path in paths {
                if case .success(let text) = SourceReader.read(path) { diskTexts[path] = text } else { diskTexts[path] = nil }
            }
            lastRun = nil
        }
    }

    func text(of path: String) -> String? { lock.withLock { overrides[path] ?? diskTexts[path] } }

    func findings(in path: String) -> [Finding] { run().findings.filter { $0.file == path } }

    func problems(in path: String) -> [FileProblem] { run().problems.filter { $0.file == path } }

    func lint(text: String, at path: String) -> [Finding] {
        let sources = lock.withLock { diskTexts.merging(overrides) { _, new in new }.merging([path: text]) { _, new in new } }
        return plan.linter.lint(sources: sources.map { ($0.key, $0.value) }, infoPlists: plan.infoPlists)
            .findings.filter { $0.file == path }
    }

    private func run() -> LintRun {
        lock.withLock {
            if let lastRun { return lastRun }
            let sources = diskTexts.merging(overrides) { _, new in new }.map { ($0.key, $0.value) }
            let run = plan.linter.lint(sources: sources, infoPlists: plan.infoPlists)
            lastRun = run
            return run
        }
    }
}
