import BridgeLintCore
import SwiftSyntax

/// Facts some rules record per type declaration or extension, read back for the `TypeFact`s the index finds
/// (through typealiases, extensions and superclasses): each value is keyed by where its declaration is.
protocol DeclarationFactRecorder: FactRecorder
where FileRecord == DeclarationRecords<Value>, ProjectRecord == [DeclarationKey: Value] {
    associatedtype Value: CompactCodable & Sendable & Equatable
    /// A cheap text check: most files cannot hold anything to record and are not walked.
    static func mayRecord(in file: LintFile) -> Bool
    /// The value for one declaration, or `nil` for none.
    static func value(of kind: TypeFact.Kind, members: MemberBlockSyntax, in file: LintFile) -> Value?
}

/// Where a declaration is: its simple name (an extension's extended type), file and line, as in its `TypeFact`.
struct DeclarationKey: Hashable, Sendable {
    var name: String
    var file: String
    var line: Int

    init(_ fact: TypeFact) {
        self.init(name: fact.name, file: fact.file, line: fact.line)
    }

    init(name: String, file: String, line: Int) {
        self.name = name
        self.file = file
        self.line = line
    }
}

/// One file's values, by declaration.
struct DeclarationRecords<Value: CompactCodable & Sendable & Equatable>: CompactCodable, Sendable, Equatable {
    struct Entry: Sendable, Equatable {
        var name: String
        var line: Int
        var value: Value
    }

    var file: String
    var entries: [Entry]

    init(file: String, entries: [Entry]) {
        self.file = file
        self.entries = entries
    }

    func encode(to writer: inout CompactWriter) {
        writer.write(file)
        writer.write(entries.count)
        for entry in entries {
            writer.write(entry.name)
            writer.write(entry.line)
            writer.write(entry.value)
        }
    }

    init(from reader: inout CompactReader) throws {
        file = try reader.read()
        let count = try reader.readCount()
        entries = []
        for _ in 0..<count {
            entries.append(Entry(name: try reader.read(), line: try reader.read(), value: try reader.read()))
        }
    }
}

extension DeclarationFactRecorder {
    static func record(in file: LintFile) -> FileRecord? {
        guard mayRecord(in: file) else { return nil }
        var entries: [FileRecord.Entry] = []
        TypeDeclarationWalker.walk(file) { kind, name, members, node in
            guard let value = value(of: kind, members: members, in: file) else { return }
            entries.append(.init(name: name, line: file.location(of: node.positionAfterSkippingLeadingTrivia).line, value: value))
        }
        return entries.isEmpty ? nil : DeclarationRecords(file: file.path, entries: entries)
    }

    static func merge(_ records: [FileRecord]) -> [DeclarationKey: Value] {
        var values: [DeclarationKey: Value] = [:]
        for record in records {
            for entry in record.entries {
                values[DeclarationKey(name: entry.name, file: record.file, line: entry.line)] = entry.value
            }
        }
        return values
    }
}

extension ProjectIndex {
    /// What `recorder` recorded for the declaration `fact` describes.
    func recorded<Recorder: DeclarationFactRecorder>(_ recorder: Recorder.Type, for fact: TypeFact) -> Recorder.Value? {
        record(of: recorder)[DeclarationKey(fact)]
    }
}

/// Visits the type declarations and extensions the index records (`TypeFact`s): nested ones too, not those
/// local to a function or accessor.
private final class TypeDeclarationWalker: SyntaxVisitor {
    typealias Visit = (TypeFact.Kind, String, MemberBlockSyntax, Syntax) -> Void
    private let visit: Visit

    private init(_ visit: @escaping Visit) {
        self.visit = visit
        super.init(viewMode: .sourceAccurate)
    }

    static func walk(_ file: LintFile, _ visit: @escaping Visit) {
        TypeDeclarationWalker(visit).walk(file.tree)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        visit(.class, node.name.text, node.memberBlock, Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        visit(.struct, node.name.text, node.memberBlock, Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        visit(.enum, node.name.text, node.memberBlock, Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        visit(.actor, node.name.text, node.memberBlock, Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        visit(.protocol, node.name.text, node.memberBlock, Syntax(node))
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let name = TypeNames.simpleName(of: node.extendedType) {
            visit(.extension, name, node.memberBlock, Syntax(node))
        }
        return .visitChildren
    }

    // Local types are not in the index; skipping bodies also keeps the walk cheap.
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
