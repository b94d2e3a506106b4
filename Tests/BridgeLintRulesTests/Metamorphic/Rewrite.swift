import SwiftParser
import SwiftSyntax

/// A semantics-preserving rewrite of an example: the code means the same to the compiler, so every
/// rule must give the same verdict on it. Each case names one way real code differs from the
/// examples' own style.
enum Rewrite: String, CaseIterable, CustomStringConvertible {
    /// User-declared type names, locals and parameter names get other names.
    case renameIdentifiers
    /// The members of every type and extension appear in reverse order.
    case reorderMembers
    /// Every type and extension gains members that have nothing to do with the bridge.
    case addUnrelatedMembers
    /// Each file is wrapped in `#if os(iOS)` (or `os(macOS)` for AppKit-only code).
    case wrapInPlatformCondition
    /// Bare references to the type's stored properties become `self.x`, and `self.x` becomes `x`
    /// where no local or parameter shadows it.
    case toggleSelfQualification
    /// A class nested in a type moves into an extension of that type in another file.
    case moveNestedClassToOtherFile
    /// The methods of a type move into an extension of it in the same file.
    case moveMethodsToExtension
    /// A type's own helper methods (not lifecycle methods or overrides) move into an extension of it in
    /// another file.
    case moveHelpersToOtherFile
    /// Conformance to a representable protocol goes through a typealias.
    case conformThroughTypealias
    /// Conformance to a representable protocol goes through a project protocol that refines it.
    case conformThroughRefiningProtocol

    var description: String { rawValue }

    /// The rewritten files, and how the text of a renamed token reads afterwards; `nil` when the
    /// rewrite does not apply to these files (nothing would change).
    func apply(to files: [(name: String, code: String)]) -> Rewritten? {
        // Only Swift files are rewritten; an Info.plist of the example stays as it is.
        let trees = files.filter { $0.name.hasSuffix(".swift") }.map { (name: $0.name, tree: Parser.parse(source: $0.code)) }
        var result: Rewritten
        switch self {
        case .renameIdentifiers:
            result = Renaming.apply(to: trees)
        case .reorderMembers:
            result = Rewritten(trees.map { ($0.name, MemberReversal().rewrite($0.tree).description) })
        case .addUnrelatedMembers:
            result = Rewritten(trees.map { ($0.name, UnrelatedMembers().rewrite($0.tree).description) })
        case .wrapInPlatformCondition:
            result = Rewritten(trees.map { ($0.name, PlatformCondition.wrap($0.tree.description)) })
        case .toggleSelfQualification:
            result = Rewritten(trees.map { ($0.name, SelfQualification.toggle(in: $0.tree)) })
        case .moveNestedClassToOtherFile:
            result = ExtensionMove.nestedClassesToOtherFile(trees)
        case .moveMethodsToExtension:
            result = Rewritten(trees.map { ($0.name, ExtensionMove.methodsToSameFileExtension($0.tree)) })
        case .moveHelpersToOtherFile:
            result = ExtensionMove.helpersToOtherFile(trees)
        case .conformThroughTypealias:
            result = ConformanceIndirection.throughTypealias(trees)
        case .conformThroughRefiningProtocol:
            result = ConformanceIndirection.throughRefiningProtocol(trees)
        }
        result.files += files.filter { !$0.name.hasSuffix(".swift") }
        let unchanged = result.files.count == files.count
            && zip(result.files, files).allSatisfy { $0.name == $1.name && $0.code == $1.code }
        return unchanged ? nil : result
    }
}

/// The files a rewrite produced, and the new spelling of every identifier it renamed.
struct Rewritten {
    var files: [(name: String, code: String)]
    var renamed: [String: String] = [:]

    init(_ files: [(name: String, code: String)], renamed: [String: String] = [:]) {
        self.files = files
        self.renamed = renamed
    }
}

/// The representable protocols whose conformance the indirection rewrites reroute.
enum RepresentableProtocols {
    static let names: Set<String> = [
        "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable", "NSViewControllerRepresentable",
    ]
}
