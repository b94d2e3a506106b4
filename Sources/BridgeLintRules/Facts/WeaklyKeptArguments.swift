import BridgeLintCore
import SwiftSyntax

/// Initializer arguments a type keeps only in `weak` or `unowned` properties: `WindowState(window)` whose
/// initializer does `self.window = window` into `private unowned let window`, or a struct's memberwise `panel:`
/// for `weak var panel`. Read by `hosting-root-view-retain-cycle`: `self` handed to such an initializer inside a
/// root view is not kept by it, so no loop runs through it.
///
/// Keyed `Type(label:`, and `Type(_N:` for the unlabelled parameter at position N (from 0).
enum WeaklyKeptArguments: FactRecorder {
    @CompactCoded
    struct FileRecord: CompactCodable, Sendable, Equatable {
        var keys: [String] = []

        init() {}
    }

    static let name = "weakly-kept-arguments"

    static func record(in file: LintFile) -> FileRecord? {
        let keys = keys(in: file)
        guard !keys.isEmpty else { return nil }
        var record = FileRecord()
        record.keys = keys.sorted()
        return record
    }

    /// The keys of the file's own types, worked out once per file (the rule asks them of its own file too).
    static func keys(in file: LintFile) -> Set<String> {
        file.memo.value("WeaklyKeptArguments") {
            guard file.contains("weak ") || file.contains("unowned ") else { return [] }
            return Set(TypeGroups.all(in: file).filter { $0.declaration != nil }.flatMap(keys(of:)))
        }
    }

    /// The key of an argument at a call: `Type(label:`, or `Type(_N:` for an unlabelled one.
    static func key(type: String, label: String?, position: Int) -> String {
        "\(type)(\(label ?? "_\(position)"):"
    }

    private static func keys(of group: TypeGroups.Group) -> [String] {
        let weakProperties = Set(group.members.compactMap { $0.as(VariableDeclSyntax.self) }.filter(isWeak).flatMap { variable in
            variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        })
        guard !weakProperties.isEmpty else { return [] }
        let initializers = group.members.compactMap { $0.as(InitializerDeclSyntax.self) }
        // A struct with no initializer of its own takes each stored property under its name; and a property set
        // directly (`host.rootView.delegate = self`) is keyed by its name too.
        var found = weakProperties.sorted().map { key(type: group.name, label: $0, position: 0) }
        for initializer in initializers {
            let assignments = StoredProperties.initializerAssignments([DeclSyntax(initializer)])
            for (position, parameter) in initializer.signature.parameterClause.parameters.enumerated() {
                let name = (parameter.secondName ?? parameter.firstName).text
                let targets = assignments.filter { assignment in
                    assignment.assignment.value.count == 1
                        && assignment.assignment.value.first?.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                }.map(\.property)
                guard !targets.isEmpty, targets.allSatisfy(weakProperties.contains) else { continue }
                let label = parameter.firstName.tokenKind == .wildcard ? nil : parameter.firstName.text
                found.append(key(type: group.name, label: label, position: position))
            }
        }
        return found
    }

    private static func isWeak(_ variable: VariableDeclSyntax) -> Bool {
        variable.modifiers.contains { $0.name.tokenKind == .keyword(.weak) || $0.name.tokenKind == .keyword(.unowned) }
    }

    static func merge(_ records: [FileRecord]) -> Set<String> {
        Set(records.flatMap(\.keys))
    }
}

extension ProjectIndex {
    /// Initializer arguments some type keeps only weakly (see `WeaklyKeptArguments`).
    var weaklyKeptArguments: Set<String> { record(of: WeaklyKeptArguments.self) }
}
