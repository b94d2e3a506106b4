import Foundation

/// Per-file results of earlier runs, reused when a file is unchanged.
///
/// One cache file per tool version and effective configuration: a different version, rule set or setting
/// never reads another's results. An entry holds only data (facts, findings, questions for cross-file
/// rules, answered again from this run's index, and suppressions) in `CompactCoding`, decoded only when
/// its file is looked up. A file whose size and modification time match its entry is not even read,
/// unless it was modified so close to the run that checked it that a later edit could share the time
/// (then its content hash decides, as git does for "racily clean" files). Beside the entries, the last
/// run's whole result (`RunSnapshot`) answers a re-run over the same, unchanged files without decoding
/// anything. A cache that cannot be read, fails its checksum or was written by another format is ignored
/// and rebuilt, never trusted.
public final class ResultCache: @unchecked Sendable {
    private struct Entry {
        var hash: String
        var stamp: FileStamp
        /// When the run that last compared this file's content started, in nanoseconds since 1970.
        var checkedAt: Int64
        var encodedOutcome: ArraySlice<UInt8>
    }

    public let file: URL
    private let key: String
    private let lock = NSLock()
    private var entries: [String: Entry] = [:]
    private var snapshot: RunSnapshot?
    private var changed = false
    private let runStartedAt = ResultCache.nanosecondsSince1970()
    /// How much older than the checking run a modification must be for its stamp to be trusted: more than
    /// any file system's timestamp granularity.
    private static let racyWindow: Int64 = 2_000_000_000
    private static let magic = Array("bridgelint-cache\n".utf8)

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
        file = directory.appendingPathComponent("\(BridgeLint.version)-\(key).cache")
        guard let data = try? Data(contentsOf: file), let contents = try? Self.decode([UInt8](data), key: key) else { return }
        (entries, snapshot) = contents
    }

    /// For each file, whether it is unchanged since its entry was made: same stamp, modified well before
    /// the run that checked it, or else the same content. Files are looked at on all cores; only a file
    /// with an entry is looked at.
    func unchangedFiles(_ files: [String]) -> [Bool] {
        let entries = self.entries
        guard !entries.isEmpty else { return Array(repeating: false, count: files.count) }
        return ParallelMap.map(count: files.count, progress: nil) { index in
            guard let entry = entries[files[index]], let current = FileStamp.of(files[index]), current == entry.stamp
            else { return false }
            if Self.isTrusted(current, matching: entry.stamp, checkedAt: entry.checkedAt) { return true }
            // Modified just before the run that read it (a file saved, linted, and linted again): its
            // content decides, and a few such files do not cost the whole run its shortcut.
            guard case .success(let file) = SourceReader.readWithStamp(files[index]), file.stamp == entry.stamp else { return false }
            return ContentHash.of(file.text) == entry.hash
        }
    }

    /// The previous run's result, when it linted the same files and Info.plist files and none has changed
    /// (`unchanged` as `unchangedFiles` found it).
    func unchangedRun(files: [String], infoPlists: [String], unchanged: [Bool]) -> LintRun? {
        guard let snapshot, snapshot.files == files, snapshot.infoPlists == infoPlists, !unchanged.contains(false)
        else { return nil }
        for (path, recorded) in zip(infoPlists, snapshot.infoPlistStamps) {
            guard Self.isTrusted(FileStamp.of(path), matching: recorded, checkedAt: snapshot.startedAt) else { return nil }
        }
        return snapshot.run
    }

    /// Keeps a run's result for `unchangedRun`, when every file it linted has an up-to-date entry.
    func record(_ run: LintRun, files: [String], infoPlists: [String]) {
        guard !run.problems.contains(where: \.failsRun) else { return }
        let plistStamps = infoPlists.compactMap(FileStamp.of)
        lock.lock()
        defer { lock.unlock() }
        guard plistStamps.count == infoPlists.count, files.allSatisfy({ entries[$0] != nil }) else { return }
        snapshot = RunSnapshot(files: files, infoPlists: infoPlists, infoPlistStamps: plistStamps, startedAt: runStartedAt,
                               findings: run.findings, problems: run.problems, lineCount: run.lineCount,
                               hiddenLatentCount: run.hiddenLatentCount)
        changed = true
    }

    /// Whether a file's current stamp shows it unchanged since it was checked: equal, and modified well
    /// before the check, so that a later edit cannot share its modification time.
    private static func isTrusted(_ current: FileStamp?, matching recorded: FileStamp, checkedAt: Int64) -> Bool {
        guard let current else { return false }
        return current == recorded && current.modifiedNanosecondsSince1970 + racyWindow < checkedAt
    }

    /// The cached outcome of a file `unchangedFiles` found unchanged.
    func outcome(ofUnchanged path: String) -> FileOutcome? {
        lock.lock()
        let entry = entries[path]
        lock.unlock()
        return entry.flatMap { decode($0, path: path) }
    }

    /// The cached outcome of a file whose content hash matches; records its current stamp.
    func outcome(for path: String, hash: String, stamp: FileStamp) -> FileOutcome? {
        lock.lock()
        guard var entry = entries[path], entry.hash == hash else {
            lock.unlock()
            return nil
        }
        entry.stamp = stamp
        entry.checkedAt = runStartedAt
        entries[path] = entry
        changed = true
        lock.unlock()
        return decode(entry, path: path)
    }

    func store(_ outcome: FileOutcome, for path: String, hash: String, stamp: FileStamp) {
        var writer = CompactWriter()
        writer.write(outcome)
        let entry = Entry(hash: hash, stamp: stamp, checkedAt: runStartedAt, encodedOutcome: writer.bytes[...])
        lock.lock()
        entries[path] = entry
        changed = true
        lock.unlock()
    }

    private func decode(_ entry: Entry, path: String) -> FileOutcome? {
        var reader = CompactReader(entry.encodedOutcome)
        guard let outcome = try? reader.read(FileOutcome.self), reader.isAtEnd, outcome.path == path else { return nil }
        return outcome
    }

    /// Writes the cache atomically if this run changed it; a failure only costs the next run its speed.
    /// Entries of files other than `linted` are kept while their file exists (another run may lint them).
    public func save(linted: [String]) {
        lock.lock()
        defer { lock.unlock() }
        guard changed else { return }
        if entries.count > linted.count {
            let linted = Set(linted)
            entries = entries.filter { linted.contains($0.key) || FileManager.default.fileExists(atPath: $0.key) }
        }
        if let recorded = snapshot, !recorded.files.allSatisfy({ entries[$0] != nil }) { snapshot = nil }
        var body = CompactWriter()
        body.writeInteger(Int64(entries.count))
        for (path, entry) in entries {
            body.write(path)
            body.write(entry.hash)
            body.write(entry.stamp)
            body.write(entry.checkedAt)
            body.writeBytes(entry.encodedOutcome)
        }
        body.write(snapshot)
        var header = CompactWriter()
        header.writeInteger(Int64(CompactCoding.formatVersion))
        header.write(BridgeLint.version)
        header.write(key)
        header.write(ContentHash.of(body.bytes[...]))
        try? FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        Self.writeAtomically([Self.magic, header.bytes, body.bytes], to: file.path)
    }

    /// Writes the parts to a temporary file beside `path` and renames it over `path`, so a reader sees
    /// the old cache or the new one, never half of one; written in place, without joining the parts
    /// (tens of megabytes on large projects) into one buffer first.
    private static func writeAtomically(_ parts: [[UInt8]], to path: String) {
        let temporary = path + ".\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return }
        var complete = true
        for part in parts where complete {
            complete = part.withUnsafeBytes { buffer in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0, errno == EINTR { continue }
                    guard written > 0 else { return false }
                    offset += written
                }
                return true
            }
        }
        complete = close(descriptor) == 0 && complete
        if !complete || rename(temporary, path) != 0 {
            unlink(temporary)
        }
    }

    private static func decode(_ bytes: [UInt8], key: String) throws -> (entries: [String: Entry], snapshot: RunSnapshot?) {
        guard bytes.starts(with: magic) else { throw CompactCoding.Malformed() }
        var reader = CompactReader(bytes[magic.count...])
        guard try reader.read(Int.self) == CompactCoding.formatVersion,
              try reader.read(String.self) == BridgeLint.version,
              try reader.read(String.self) == key
        else { throw CompactCoding.Malformed() }
        let checksum = try reader.read(String.self)
        let body = reader.remainder
        guard ContentHash.of(body) == checksum else { throw CompactCoding.Malformed() }
        reader = CompactReader(body)
        let count = try reader.readCount()
        var entries: [String: Entry] = [:]
        entries.reserveCapacity(count)
        for _ in 0..<count {
            let path = try reader.read(String.self)
            entries[path] = Entry(hash: try reader.read(), stamp: try reader.read(), checkedAt: try reader.read(),
                                  encodedOutcome: try reader.readBytes())
        }
        let snapshot = try reader.read(RunSnapshot?.self)
        guard reader.isAtEnd else { throw CompactCoding.Malformed() }
        return (entries, snapshot)
    }

    private static func nanosecondsSince1970() -> Int64 {
        Int64(Date().timeIntervalSince1970 * 1_000_000_000)
    }

    /// What makes results differ besides file content: the rules that run and their settings.
    static func key(configuration: Configuration, ruleIDs: [String], build: String = buildIdentity) -> String {
        var parts = ["rules=" + ruleIDs.sorted().joined(separator: ",")]
        parts.append("targets=\(configuration.deploymentTargets)")
        parts.append("concurrency=" + ContentHash.of(configuration.concurrency.summary))
        parts.append("severities=" + configuration.severities.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.rawValue)" }.joined(separator: ","))
        parts.append("options=" + configuration.ruleOptions.sorted { $0.key < $1.key }.map { rule in
            rule.key + "{" + rule.value.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.joined(separator: "|"))" }.joined(separator: ";") + "}"
        }.joined(separator: ","))
        parts.append("builtin=" + BuiltInChecks.ids.filter(configuration.isEnabled(builtIn:)).joined(separator: ","))
        parts.append("latent=\(configuration.showsLatent)")
        parts.append("unbuilt=" + ContentHash.of(configuration.unbuiltFiles.sorted().joined(separator: "\n")))
        parts.append("build=" + build)
        return ContentHash.of(parts.joined(separator: "\n"))
    }

    /// The running executable's size and modification time: a rebuilt or upgraded bridgelint may find other
    /// things in the same file, so it never reuses an outcome recorded by another build, even one with the
    /// same version number.
    static let buildIdentity: String = {
        guard let path = Bundle.main.executablePath, let stamp = FileStamp.of(path) else { return "unknown" }
        return "\(stamp.size)-\(stamp.modifiedSeconds).\(stamp.modifiedNanoseconds)"
    }()
}

/// A 128-bit content hash (two FNV-1a 64 passes with different bases) with the length: stable across
/// runs and platforms, unlike `Hasher`, and needs no crypto library.
enum ContentHash {
    static func of(_ text: String) -> String {
        var text = text
        return text.withUTF8 { of($0) }
    }

    static func of(_ bytes: ArraySlice<UInt8>) -> String {
        bytes.withUnsafeBufferPointer { of($0) }
    }

    /// Mixes eight bytes at a time (then the tail byte by byte): the cache file is hashed on every run.
    static func of(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var a: UInt64 = 0xcbf2_9ce4_8422_2325
        var b: UInt64 = 0x8422_2325_cbf2_9ce4
        let prime: UInt64 = 0x0000_0100_0000_01B3
        let raw = UnsafeRawBufferPointer(bytes)
        let wordCount = raw.count / 8
        for index in 0..<wordCount {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self))
            a = (a ^ word) &* prime
            b = (b ^ (word ^ 0x5C5C_5C5C_5C5C_5C5C)) &* prime
            a ^= a >> 29
            b ^= b >> 31
        }
        for byte in raw[(wordCount * 8)...] {
            a = (a ^ UInt64(byte)) &* prime
            b = (b ^ UInt64(byte ^ 0x5C)) &* prime
        }
        return String(a, radix: 16) + String(b, radix: 16) + "-" + String(raw.count)
    }
}
