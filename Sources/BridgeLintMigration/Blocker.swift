/// Why a class is left alone: one reason, where it was found, and its kind (for counting them).
public struct Blocker: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// The deployment target predates Observation (iOS 17, macOS 14, tvOS 17), or is not known.
        case deploymentTarget = "deployment-target"
        /// A `$property` publisher is used (Combine pipelines, `onReceive`, `assign(to:)`).
        case publisherUse = "publisher-use"
        /// `objectWillChange` is used or declared.
        case objectWillChange = "object-will-change"
        /// A superclass or subclass is an ObservableObject, or the conformance comes from elsewhere.
        case hierarchy
        /// The type is used where an `ObservableObject` generic constraint or protocol requires it.
        case constraint
        /// A `@Published` property's observer relies on `objectWillChange` timing.
        case observerTiming = "observer-timing"
        /// The type, or something it inherits from, is declared outside the linted paths.
        case outsideLintedPaths = "outside-linted-paths"
        /// A use site whose type the analysis cannot tell (it could be this class).
        case unresolvedUse = "unresolved-use"
        /// A use the migration has no correct rewrite for (backing storage, a projected wrapper, a property kind).
        case unsupportedUse = "unsupported-use"
        /// Files that cannot be changed: read-only, or the result would not parse as cleanly.
        case unwritable
    }

    public var kind: Kind
    public var reason: String
    public var location: CodeLocation?

    public init(_ kind: Kind, _ reason: String, at location: CodeLocation?) {
        self.kind = kind
        self.reason = reason
        self.location = location
    }
}
