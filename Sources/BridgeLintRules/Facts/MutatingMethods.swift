import BridgeLintCore
import SwiftSyntax

/// The names of the project's `mutating` methods (`mutating func setImage(_:)` of a model struct). Read by
/// `state-write-off-main`: `recipe.setImage(data)` on a `@Binding var recipe` changes the binding as surely as an
/// assignment does, whatever file declares the method.
enum MutatingMethods: FactRecorder {
    static let name = "mutating-methods"

    static func record(in file: LintFile) -> [String]? {
        guard file.contains("mutating func") else { return nil }
        let names = FileNodes.of(file).functions.filter { function in
            function.modifiers.contains { $0.name.tokenKind == .keyword(.mutating) }
        }.map(\.name.text)
        return names.isEmpty ? nil : Array(Set(names)).sorted()
    }

    static func merge(_ records: [[String]]) -> Set<String> {
        Set(records.joined())
    }
}

extension ProjectIndex {
    /// Every `mutating` method name the project declares (see `MutatingMethods`).
    var mutatingMethodNames: Set<String> { record(of: MutatingMethods.self) }
}
