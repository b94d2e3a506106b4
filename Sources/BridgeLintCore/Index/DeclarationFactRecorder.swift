import SwiftSyntax

/// A `FactRecorder` of facts about single type declarations and extensions. The engine asks it about each one
/// while it collects the file's declarations (no walk of its own), and keys each value by where its declaration
/// is, so a rule reads it back for the `TypeFact`s the index finds, through typealiases, extensions and
/// superclasses (`ProjectIndex.recorded(_:for:)`).
public protocol DeclarationFactRecorder: FactRecorder
where FileRecord == DeclarationRecords<Value>, ProjectRecord == [DeclarationKey: Value] {
    associatedtype Value: CompactCodable & Sendable & Equatable
    /// A cheap text check: in most files no declaration can have anything to record, and none is asked.
    static func mayRecord(in file: LintFile) -> Bool
    /// The value for one declaration (`kind` and its members), or `nil` for none.
    static func value(of kind: TypeFact.Kind, members: MemberBlockSyntax, in file: LintFile) -> Value?
}

/// Where a declaration is: its simple name (an extension's extended type), file and line, as in its `TypeFact`.
public struct DeclarationKey: Hashable, Sendable {
    public var name: String
    public var file: String
    public var line: Int

    public init(_ fact: TypeFact) {
        self.init(name: fact.name, file: fact.file, line: fact.line)
    }

    public init(name: String, file: String, line: Int) {
        self.name = name
        self.file = file
        self.line = line
    }
}

/// One file's values from a declaration recorder, by declaration.
public struct DeclarationRecords<Value: CompactCodable & Sendable & Equatable>: CompactCodable, Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var name: String
        public var line: Int
        public var value: Value

        public init(name: String, line: Int, value: Value) {
            self.name = name
            self.line = line
            self.value = value
        }
    }

    public var file: String
    public var entries: [Entry]

    public init(file: String, entries: [Entry]) {
        self.file = file
        self.entries = entries
    }

    public func encode(to writer: inout CompactWriter) {
        writer.write(file)
        writer.write(entries.count)
        for entry in entries {
            writer.write(entry.name)
            writer.write(entry.line)
            writer.write(entry.value)
        }
    }

    public init(from reader: inout CompactReader) throws {
        file = try reader.read()
        let count = try reader.readCount()
        entries = []
        for _ in 0..<count {
            entries.append(Entry(name: try reader.read(), line: try reader.read(), value: try reader.read()))
        }
    }
}

extension DeclarationFactRecorder {
    /// The file's record on its own: the declaration walk with only this recorder. The engine does not call it;
    /// it records every declaration recorder during the one walk that collects the file's `FileFacts`.
    public static func record(in file: LintFile) -> FileRecord? {
        let collector = FactCollector(file: file, recorders: [Self.self])
        collector.walk(file.tree)
        return collector.declarationRecords(of: Self.self)
    }

    public static func merge(_ records: [FileRecord]) -> [DeclarationKey: Value] {
        var values: [DeclarationKey: Value] = [:]
        for record in records {
            for entry in record.entries {
                values[DeclarationKey(name: entry.name, file: record.file, line: entry.line)] = entry.value
            }
        }
        return values
    }

    /// Starts recording this recorder's values for `file`, or `nil` when the file cannot hold any.
    static func recording(in file: LintFile) -> DeclarationRecording? {
        mayRecord(in: file) ? TypedDeclarationRecording<Self>(file: file) : nil
    }
}

extension ProjectIndex {
    /// What `recorder` recorded for the declaration `fact` describes.
    public func recorded<Recorder: DeclarationFactRecorder>(_ recorder: Recorder.Type, for fact: TypeFact) -> Recorder.Value? {
        record(of: recorder)[DeclarationKey(fact)]
    }
}

/// One declaration recorder's values for one file, gathered during the declaration walk.
class DeclarationRecording {
    /// The recorder's name.
    let recorder: String

    init(recorder: String) {
        self.recorder = recorder
    }

    /// Asks the recorder about one declaration and keeps its value, if any.
    func ask(_ kind: TypeFact.Kind, name: String, line: Int, members: MemberBlockSyntax) {}

    /// The file's record in its cached form, or `nil` when no declaration had a value.
    var recorded: RecordedFacts? { nil }
}

final class TypedDeclarationRecording<Recorder: DeclarationFactRecorder>: DeclarationRecording {
    private let file: LintFile
    private(set) var entries: [DeclarationRecords<Recorder.Value>.Entry] = []

    init(file: LintFile) {
        self.file = file
        super.init(recorder: Recorder.name)
    }

    override func ask(_ kind: TypeFact.Kind, name: String, line: Int, members: MemberBlockSyntax) {
        if let value = Recorder.value(of: kind, members: members, in: file) {
            entries.append(.init(name: name, line: line, value: value))
        }
    }

    var record: DeclarationRecords<Recorder.Value>? {
        entries.isEmpty ? nil : DeclarationRecords(file: file.path, entries: entries)
    }

    override var recorded: RecordedFacts? {
        guard let record else { return nil }
        var writer = CompactWriter()
        writer.write(record)
        return RecordedFacts(recorder: Recorder.name, bytes: writer.bytes)
    }
}
