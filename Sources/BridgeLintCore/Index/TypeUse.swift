import SwiftSyntax

/// Which type names a file uses, and which of its own types code outside could use: a finding inside a type
/// nothing in the project uses (or only its previews do) describes harm that cannot happen until something does.
///
/// Names are kept as 64-bit hashes: a project's files use hundreds of thousands of names, and a collision can
/// only make an unused type look used, which leaves its findings as they are.
public struct TypeUse: Sendable, Hashable {
    /// A top-level type of the file that only code can make: a SwiftUI view, view modifier or representable, or a
    /// plain model class. Other types may be made by the system or a storyboard (an app delegate, an `AppIntent`,
    /// a view controller) with no use of their name in Swift.
    public struct Candidate: Sendable, Hashable {
        public var name: String
        public var line: Int
        public var endLine: Int
        /// Declared `public`, `open` or `package`: code of other modules may use it, which only an app's own
        /// sources (its entry point in sight) rule out.
        public var isPublic = false
    }

    /// Hashes of the names used outside previews and outside the declaration that declares or extends them.
    public var mentions: [UInt64] = []
    /// Hashes of the names used in previews.
    public var previewMentions: [UInt64] = []
    public var candidates: [Candidate] = []

    public init() {}

    /// FNV-1a of the name's UTF-8: stable across runs, since the hashes are cached.
    public static func hash(_ name: String) -> UInt64 {
        hash(name.utf8)
    }

    static func hash(_ bytes: some Sequence<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }

    /// Protocols whose conformers only the project's code makes, by name.
    static let viewProtocols: Set<String> = [
        "View", "ViewModifier", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
        "NSViewControllerRepresentable", "UIGestureRecognizerRepresentable",
    ]
    /// What a plain model class may adopt and still be made only by the project's code.
    static let modelProtocols: Set<String> = [
        "ObservableObject", "Identifiable", "Equatable", "Hashable", "Sendable", "Codable", "Decodable", "Encodable",
        "CustomStringConvertible",
    ]

    /// The file's uses and candidates, from the nodes gathered in its one walk.
    static func of(_ file: LintFile) -> TypeUse {
        let nodes = FileNodes.of(file)
        var use = TypeUse()
        use.mentions = nodes.typeMentions.sorted()
        use.previewMentions = nodes.previewTypeMentions.sorted()
        for group in file.tree.statements.flattenedDeclGroups {
            guard let name = candidateName(group) else { continue }
            let isPublic = group.modifiers.contains { [.keyword(.public), .keyword(.open), .keyword(.package)].contains($0.name.tokenKind) }
            use.candidates.append(Candidate(
                name: name, line: file.location(of: group.positionAfterSkippingLeadingTrivia).line,
                endLine: file.location(of: group.endPositionBeforeTrailingTrivia).line, isPublic: isPublic))
        }
        return use
    }

    private static func candidateName(_ group: any DeclGroupSyntax) -> String? {
        let attributes = Set(TypeNames.attributeNames(group.attributes))
        guard attributes.isDisjoint(with: TypeNames.entryPointAttributes.union(["objc"])) else { return nil }
        let inherited = Set(TypeNames.inheritedNames(group.inheritanceClause))
        if let type = group.as(StructDeclSyntax.self) {
            return inherited.isDisjoint(with: viewProtocols) ? nil : type.name.text
        }
        if let type = group.as(ClassDeclSyntax.self) {
            return inherited.isSubset(of: modelProtocols) ? type.name.text : nil
        }
        return nil
    }
}

/// How the project uses a type, for findings inside it.
public enum TypeUsage: Sendable, Equatable {
    case used
    /// Only previews make or name it.
    case onlyInPreviews
    /// Nothing in the project names it.
    case unused
}

extension FileOutcome {
    /// The top-level type of this file that holds `line`, when only the project's own code could make it.
    func candidate(holding line: Int) -> TypeUse.Candidate? {
        facts.typeUse.candidates.first { $0.line <= line && line <= $0.endLine }
    }
}
