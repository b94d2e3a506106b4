import BridgeLintCore
import SwiftSyntax

/// The project's `mutating` methods, as `Type.method` (`Recipe.setImage` for `mutating func setImage(_:)` in
/// `struct Recipe` or an extension of it). Read by
/// `state-write-off-main`: `recipe.setImage(data)` on a `@Binding var recipe` changes the binding as surely as an
/// assignment does, whatever file declares the method.
enum MutatingMethods: FactRecorder {
    static let name = "mutating-methods"

    static func record(in file: LintFile) -> [String]? {
        guard file.contains("mutating func") else { return nil }
        let names = FileNodes.of(file).functions.compactMap { function -> String? in
            guard function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.mutating) }) else { return nil }
            return "\(TypeMemberFacts.enclosingTypeName(of: function) ?? "").\(function.name.text)"
        }
        return names.isEmpty ? nil : Array(Set(names)).sorted()
    }

    static func merge(_ records: [[String]]) -> Set<String> {
        Set(records.joined())
    }
}

extension ProjectIndex {
    /// Whether the project declares `method` mutating on `type` (on any type, when the type is not known).
    func declaresMutatingMethod(_ method: String, on type: String?) -> Bool {
        let methods = record(of: MutatingMethods.self)
        guard let type else { return methods.contains { $0.hasSuffix("." + method) } }
        return methods.contains("\(type).\(method)")
    }
}
