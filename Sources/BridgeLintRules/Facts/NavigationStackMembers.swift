import BridgeLintCore
import SwiftSyntax

/// Controller types the project's code puts into a navigation stack: made a navigation controller's root
/// (`UINavigationController(rootViewController: LibraryViewController())`) or pushed onto one. Read by
/// `hosting-nested-navigation`: a controller that pushes through its own `navigationController` pushes only when
/// it sits in such a stack, which code (not a storyboard) shows for these types.
enum NavigationStackMembers: FactRecorder {
    @CompactCoded
    struct FileRecord: CompactCodable, Sendable, Equatable {
        var path = ""
        /// Each type with the line where the file first puts one into a stack.
        var members: [WitnessLine] = []

        init() {}
    }

    static let name = "navigation-stack-members"

    static func record(in file: LintFile) -> FileRecord? {
        guard file.contains("NavigationController(") || file.contains("pushViewController") else { return nil }
        var lines: [String: Int] = [:]
        for call in FileCalls.all(in: file) {
            guard let placed = placedController(by: call),
                  let type = TypeNames.constructedTypeName(placed) ?? DeclaredType.of(placed.withoutUnwraps),
                  lines[type] == nil
            else { continue }
            lines[type] = file.location(of: call.positionAfterSkippingLeadingTrivia).line
        }
        guard !lines.isEmpty else { return nil }
        var record = FileRecord()
        record.path = file.path
        record.members = lines.map { WitnessLine(key: $0.key, line: $0.value) }.sorted { $0.key < $1.key }
        return record
    }

    /// The controller `call` puts into a navigation stack: a navigation controller's `rootViewController:`, or
    /// what `pushViewController` pushes.
    private static func placedController(by call: FunctionCallExprSyntax) -> ExprSyntax? {
        if call.calleeName == "pushViewController" { return call.arguments.first?.expression }
        guard call.constructedType?.hasSuffix("NavigationController") == true else { return nil }
        return call.arguments.first { $0.label?.text == "rootViewController" }?.expression
    }

    /// For each type put into a stack: `path:line` of one place that does it.
    static func merge(_ records: [FileRecord]) -> [String: String] {
        var places: [String: String] = [:]
        for record in records {
            for member in record.members where places[member.key] == nil {
                places[member.key] = "\(record.path):\(member.line)"
            }
        }
        return places
    }
}

extension ProjectIndex {
    /// Controller types the project's code puts into a navigation stack, with a place that does it.
    var navigationStackMembers: [String: String] { record(of: NavigationStackMembers.self) }
}
