/// Facts that one rule, or a small family of rules, records about each file, beyond the declarations every
/// rule shares (`TypeFact`). The rule lists its recorders in `Rule.factRecorders`; the engine runs each once
/// per file while it reads the file, caches what it records with the file's other facts, and merges every
/// file's record into one project-wide record the index hands back (`ProjectIndex.record(of:)`).
public protocol FactRecorder: Sendable {
    /// What one file contributes. Plain data (names, flags), never syntax, so memory stays bounded.
    associatedtype FileRecord: CompactCodable & Sendable & Equatable
    /// What the rules ask once every file is in: the file records merged, and whatever is worked out from them.
    associatedtype ProjectRecord: Sendable

    /// Names the record in the result cache; unique among recorders.
    static var name: String { get }
    /// The file's record, or `nil` when the file has nothing to say (most files, for most recorders).
    static func record(in file: LintFile) -> FileRecord?
    static func merge(_ records: [FileRecord]) -> ProjectRecord
}

/// A file's record from one recorder, in its cached form: the index decodes it with the recorder's own type.
public struct RecordedFacts: Sendable, Hashable {
    public var recorder: String
    public var bytes: [UInt8]

    public init(recorder: String, bytes: [UInt8]) {
        self.recorder = recorder
        self.bytes = bytes
    }
}

extension FactRecorder {
    /// The file's record in its cached form, or `nil` when there is nothing to record.
    public static func recorded(in file: LintFile) -> RecordedFacts? {
        guard let record = record(in: file) else { return nil }
        var writer = CompactWriter()
        writer.write(record)
        return RecordedFacts(recorder: name, bytes: writer.bytes)
    }

    /// Every file's record merged; a record that does not decode (a damaged cache) counts as none.
    static func merged(from files: [FileFacts]) -> ProjectRecord {
        var records: [FileRecord] = []
        for facts in files {
            for recorded in facts.recorded where recorded.recorder == name {
                var reader = CompactReader(recorded.bytes[...])
                if let record = try? reader.read(FileRecord.self) { records.append(record) }
            }
        }
        return merge(records)
    }
}

/// The recorders the engine runs: those of the given rules, each once.
public enum FactRecorders {
    public static func of(_ rules: [any Rule.Type]) -> [any FactRecorder.Type] {
        var seen: Set<String> = []
        return rules.flatMap { $0.factRecorders }.filter { seen.insert($0.name).inserted }
    }
}
