import Dispatch
import Foundation

/// A step of a run that `--stats` times, in the order a run meets them.
public enum LintStage: String, CaseIterable, Sendable {
    case discovery
    case checkingCache = "checking the cache"
    case reading
    case parsing
    case indexingFacts = "indexing facts"
    case suppressions
    case projectIndex = "project index"
    case crossFileRules = "cross-file rules"
    case reporting
}

/// Where a run's time goes, for `--stats`. Stages and rules are timed on every thread and summed, so
/// with several cores the stage times add up to more than the wall-clock time.
public final class LintStatistics: @unchecked Sendable {
    private let lock = NSLock()
    private var stages: [LintStage: UInt64] = [:]
    private var rules: [String: UInt64] = [:]
    /// Fact recorders that walk a file on their own (declaration recorders share the declaration walk).
    private var recorders: [String: UInt64] = [:]
    public private(set) var cachedFiles = 0
    public private(set) var analysedFiles = 0

    public init() {}

    /// Runs `work`, adding its duration to `stage`.
    @discardableResult
    public func measure<T>(_ stage: LintStage, _ work: () throws -> T) rethrows -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        defer { add(stage: stage, nanoseconds: DispatchTime.now().uptimeNanoseconds - start) }
        return try work()
    }

    func measureRule<T>(_ id: String, _ work: () -> T) -> T {
        measure(into: \.rules, id, work)
    }

    func measureRecorder<T>(_ name: String, _ work: () -> T) -> T {
        measure(into: \.recorders, name, work)
    }

    private func measure<T>(into table: ReferenceWritableKeyPath<LintStatistics, [String: UInt64]>, _ key: String,
                            _ work: () -> T) -> T {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = work()
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        lock.lock()
        self[keyPath: table][key, default: 0] += elapsed
        lock.unlock()
        return result
    }

    private func add(stage: LintStage, nanoseconds: UInt64) {
        lock.lock()
        stages[stage, default: 0] += nanoseconds
        lock.unlock()
    }

    func countFile(cached: Bool) {
        lock.lock()
        if cached { cachedFiles += 1 } else { analysedFiles += 1 }
        lock.unlock()
    }

    /// A table of stages in the order a run meets them, then rules by time spent.
    public var report: String {
        lock.lock()
        defer { lock.unlock() }
        func milliseconds(_ nanoseconds: UInt64) -> String { String(format: "%10.1f ms", Double(nanoseconds) / 1e6) }
        var text = "stage                         time\n"
        for stage in LintStage.allCases {
            guard let time = stages[stage] else { continue }
            text += stage.rawValue.padding(toLength: 24, withPad: " ", startingAt: 0) + milliseconds(time) + "\n"
        }
        for (heading, table) in [("rule", rules), ("fact recorder", recorders)] where !table.isEmpty {
            text += "\n" + heading.padding(toLength: 38, withPad: " ", startingAt: 0) + "      time\n"
            for (id, time) in table.sorted(by: { $0.value > $1.value }) {
                text += id.padding(toLength: 38, withPad: " ", startingAt: 0) + milliseconds(time) + "\n"
            }
        }
        text += "\nfiles analysed: \(analysedFiles), reused from the cache: \(cachedFiles)\n"
        return text
    }
}
