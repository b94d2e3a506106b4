import BridgeLintCore
import Foundation

// TEMPORARY stand-in for Core's `LintWorkspace` (contract: /work/briefs/lint-workspace-api.md), deleted when
// the real one lands on main. It re-lints the whole project on every question: correct, not fast.
final class LintWorkspace: @unchecked Sendable {
    let plan: RunPlan
    private let lock = NSLock()
    private var overrides: [String: String] = [:]
    private var disk: [String: String] = [:]
    private var unreadable: [String: FileProblem] = [:]

    init(plan: RunPlan, cache: ResultCache? = nil) {
        self.plan = plan
        for path in plan.files { readFromDisk(path) }
    }

    var paths: [String] {
        lock.withLock { Set(disk.keys).union(overrides.keys).union(unreadable.keys).sorted() }
    }

    func setText(_ text: String, for path: String) {
        lock.withLock { overrides[path] = text }
    }

    func dropText(for path: String) {
        lock.withLock { _ = overrides.removeValue(forKey: path) }
    }

    func filesChangedOnDisk(_ paths: [String]) {
        for path in paths { readFromDisk(path) }
    }

    func text(of path: String) -> String? {
        lock.withLock { overrides[path] ?? disk[path] }
    }

    func findings(in path: String) -> [Finding] {
        run(replacing: nil).findings.filter { $0.file == path }.sorted(by: Finding.reportingOrder)
    }

    func problems(in path: String) -> [FileProblem] {
        let run = run(replacing: nil)
        return lock.withLock { unreadable[path].map { [$0] } ?? [] } + run.problems.filter { $0.file == path }
    }

    func lint(text: String, at path: String) -> [Finding] {
        run(replacing: (path, text)).findings.filter { $0.file == path }.sorted(by: Finding.reportingOrder)
    }

    private func run(replacing replacement: (path: String, text: String)?) -> LintRun {
        var texts = lock.withLock { disk.merging(overrides) { $1 } }
        if let replacement { texts[replacement.path] = replacement.text }
        return plan.linter.lint(sources: texts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }, infoPlists: plan.infoPlists)
    }

    private func readFromDisk(_ path: String) {
        let result = SourceReader.read(path)
        lock.withLock {
            switch result {
            case .success(let text):
                disk[path] = text
                unreadable[path] = nil
            case .failure(let problem):
                disk[path] = nil
                unreadable[path] = FileManager.default.fileExists(atPath: path) ? problem : nil
            }
        }
    }
}
