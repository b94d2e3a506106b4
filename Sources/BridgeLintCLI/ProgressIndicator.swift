import Foundation

/// "Linting 120/3400 files…" on a terminal's stderr, for runs long enough to wonder about.
final class ProgressIndicator: @unchecked Sendable {
    /// Below this many files a run is over before a progress line helps.
    static let minimumFiles = 200

    private let total: Int
    private let lock = NSLock()
    private var lastShown = 0

    /// `nil` when no indicator should be shown.
    init?(total: Int, enabled: Bool) {
        guard enabled, total >= Self.minimumFiles else { return nil }
        self.total = total
    }

    func update(done: Int) {
        lock.lock()
        defer { lock.unlock() }
        guard done - lastShown >= max(1, total / 100) || done == total else { return }
        lastShown = done
        Output.standardError("\rLinting \(done)/\(total) files…")
    }

    func finish() {
        Output.standardError("\r\u{1B}[K")
    }
}
