import Foundation

/// Answers of `ProjectIndex.conforms` already worked out, by target set and type. The index never changes
/// once built, so an answer holds for every later question; rules ask about the same types again and again
/// (every `@ObservedObject` of a model, every view of an app), and a large project's protocol and class
/// graph is too big to walk for each. Shared by copies of the index and safe to use from several threads.
final class ConformanceCache: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Set<String>: [String: Knowledge]] = [:]

    func answer(_ type: String, targets: Set<String>) -> Knowledge? {
        lock.lock()
        defer { lock.unlock() }
        return answers[targets]?[type]
    }

    func record(_ found: [String: Knowledge], targets: Set<String>) {
        lock.lock()
        defer { lock.unlock() }
        answers[targets, default: [:]].merge(found) { old, _ in old }
    }
}
