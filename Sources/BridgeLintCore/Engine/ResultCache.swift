import Foundation

/// Per-file results of earlier runs, reused when a file's content is unchanged.
///
/// One cache file per tool version and effective configuration: a different version, rule set or setting
/// never reads another's results. Entries are keyed by path and content hash (not modification time), and
/// hold only data: facts, findings, questions for cross-file rules (answered again from this run's index),
/// suppressions. A cache that cannot be read or decoded is ignored and rebuilt, never trusted.
public final class ResultCache: @unchecked Sendable {
    private struct Entry: Codable {
        var hash: String
        var outcome: FileOutcome
    }

    private struct Document: Codable {
        var tool: String
        var version: String
        var key: String
        var entries: [String: Entry]
    }

    public let file: URL
    private let key: String
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    /// Paths looked up or stored by this run; other entries are kept only while their file exists.
    private var touched: Set<String> = []
    private var changed = false

    /// The default folder: `~/Library/Caches/bridgelint` on macOS, `$XDG_CACHE_HOME/bridgelint` or
    /// `~/.cache/bridgelint` elsewhere.
    public static var defaultDirectory: URL {
        let home = FileManager.default.homeDirectoryForCurrentUser
        #if os(macOS)
        return home.appendingPathComponent("Library/Caches/bridgelint")
        #else
        if let xdg = ProcessInfo.processInfo.environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            return URL(fileURLWithPath: xdg).appendingPathComponent("bridgelint")
        }
        return home.appendingPathComponent(".cache/bridgelint")
        #endif
    }

    /// Opens (or starts) the cache for a configuration in `directory`.
    public init(directory: URL, configuration: Configuration, ruleIDs: [String]) {
        key = Self.key(configuration: configuration, ruleIDs: ruleIDs)
        file = directory.appendingPathComponent("\(BridgeLint.version)-\(key).json")
        guard let data = try? Data(contentsOf: file),
              let document = try? JSONDecoder().decode(Document.self, from: data),
              document.tool == "bridgelint", document.version == BridgeLint.version, document.key == key
        else { return }
        entries = document.entries
    }

    func outcome(for path: String, hash: String) -> FileOutcome? {
        lock.lock()
        defer { lock.unlock() }
        touched.insert(path)
        guard let entry = entries[path], entry.hash == hash else { return nil }
        return entry.outcome
    }

    func store(_ outcome: FileOutcome, for path: String, hash: String) {
        guard outcome.isCacheable else { return }
        lock.lock()
        entries[path] = Entry(hash: hash, outcome: outcome)
        touched.insert(path)
        changed = true
        lock.unlock()
    }

    /// Writes the cache atomically; a failure only costs the next run its speed.
    public func save() {
        lock.lock()
        defer { lock.unlock() }
        guard changed else { return }
        entries = entries.filter { touched.contains($0.key) || FileManager.default.fileExists(atPath: $0.key) }
        let document = Document(tool: "bridgelint", version: BridgeLint.version, key: key, entries: entries)
        guard let data = try? JSONEncoder().encode(document) else { return }
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? data.write(to: file, options: .atomic)
    }

    /// What makes results differ besides file content: the rules that run and their settings.
    static func key(configuration: Configuration, ruleIDs: [String]) -> String {
        var parts = ["rules=" + ruleIDs.sorted().joined(separator: ",")]
        parts.append("target=\(configuration.deploymentTarget.map { "\($0)" } ?? "-")")
        parts.append("severities=" + configuration.severities.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.rawValue)" }.joined(separator: ","))
        parts.append("options=" + configuration.ruleOptions.sorted { $0.key < $1.key }.map { rule in
            rule.key + "{" + rule.value.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.joined(separator: "|"))" }.joined(separator: ";") + "}"
        }.joined(separator: ","))
        parts.append("builtin=" + BuiltInChecks.ids.filter(configuration.isEnabled(builtIn:)).joined(separator: ","))
        return ContentHash.of(parts.joined(separator: "\n"))
    }
}

/// A 128-bit content hash (two FNV-1a 64 passes with different bases) with the length: stable across
/// runs and platforms, unlike `Hasher`, and needs no crypto library.
enum ContentHash {
    static func of(_ text: String) -> String {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325
        var b: UInt64 = 0x8422_2325_cbf2_9ce4
        var count = 0
        for byte in text.utf8 {
            a = (a ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            b = (b ^ UInt64(byte ^ 0x5C)) &* 0x0000_0100_0000_01B3
            count += 1
        }
        return String(a, radix: 16) + String(b, radix: 16) + "-" + String(count)
    }
}
