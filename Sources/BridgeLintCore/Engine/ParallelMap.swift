import Dispatch
import Foundation

/// Runs independent per-file work on all cores and returns the results in input order.
public enum ParallelMap {
    public static func map<Output: Sendable>(
        count: Int, progress: (@Sendable (Int) -> Void)?, _ transform: @Sendable (Int) -> Output
    ) -> [Output] {
        let results = ResultSlots<Output>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            let done = results.store(transform(index), at: index)
            progress?(done)
        }
        return results.values
    }
}

/// Result storage written from many threads: each slot once, guarded by a lock.
private final class ResultSlots<Output: Sendable>: @unchecked Sendable {
    private var slots: [Output?]
    private var done = 0
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// Stores a result and returns how many slots are filled.
    func store(_ value: Output, at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = value
        done += 1
        return done
    }

    var values: [Output] {
        lock.lock()
        defer { lock.unlock() }
        return slots.map { $0! }
    }
}
