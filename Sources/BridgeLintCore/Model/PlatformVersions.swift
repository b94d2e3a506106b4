/// One OS version per platform: a project's deployment targets, or the versions that first have an API
/// (`[.iOS: OSVersion(16), .macOS: OSVersion(13)]`). A platform without a version is unknown, or for an API
/// one that does not have it.
public struct PlatformVersions: Sendable, Hashable, ExpressibleByDictionaryLiteral, CustomStringConvertible {
    private var versions: [Platform: OSVersion]

    public init(_ versions: [Platform: OSVersion] = [:]) {
        self.versions = versions
    }

    public init(dictionaryLiteral elements: (Platform, OSVersion)...) {
        self.init(Dictionary(elements, uniquingKeysWith: { $1 }))
    }

    public subscript(platform: Platform) -> OSVersion? {
        get { versions[platform] }
        set { versions[platform] = newValue }
    }

    public var isEmpty: Bool { versions.isEmpty }

    /// The platforms that have a version, in `Platform.allCases` order.
    public var platforms: [Platform] { Platform.allCases.filter { versions[$0] != nil } }

    /// `iOS 16.0, macOS 13.0`, or `none`.
    public var description: String {
        isEmpty ? "none" : platforms.map { "\($0.rawValue) \(versions[$0]!)" }.joined(separator: ", ")
    }
}

/// Whether code may use an API, judged by the deployment targets.
public enum TargetSupport: Sendable, Equatable {
    /// No deployment target that concerns the code is known: the newest systems are assumed.
    case unknown
    /// Every target the code runs on has the API.
    case supported
    /// Some target the code runs on is older than the API, or lacks it.
    case unsupported
}

extension PlatformVersions {
    /// The targets that judge code written for `platforms`: those platforms' own targets, or, when none of them
    /// is known, the iOS target (as bridgelint judged all code before it knew other platforms). Empty when
    /// neither is known.
    public func targets(for platforms: Set<Platform>) -> [(platform: Platform, version: OSVersion)] {
        let own = self.platforms.filter(platforms.contains)
        return (own.isEmpty ? self.platforms.filter { $0 == .iOS } : own).map { ($0, versions[$0]!) }
    }

    /// Whether code for `platforms` may use an API first available in `minimum` on each platform.
    public func support(for minimum: PlatformVersions, on platforms: Set<Platform>) -> TargetSupport {
        let targets = targets(for: platforms)
        guard !targets.isEmpty else { return .unknown }
        let supported = targets.allSatisfy { target in minimum[target.platform].map { target.version >= $0 } ?? false }
        return supported ? .supported : .unsupported
    }

    /// Whether code for some of `platforms` may use an API first available in `minimum` (or no target says).
    public func allowSome(_ minimum: PlatformVersions, on platforms: Set<Platform>) -> Bool {
        platforms.contains { support(for: minimum, on: [$0]) != .unsupported }
    }

    /// `iOS 16`: where an API of these versions first appears for code on `platforms`, named for the first of
    /// them that has it.
    public func introduction(on platforms: Set<Platform>) -> String? {
        guard let platform = Platform.allCases.first(where: { platforms.contains($0) && self[$0] != nil }),
              let version = self[platform]
        else { return nil }
        return "\(platform.rawValue) \(version.minor == 0 ? "\(version.major)" : "\(version)")"
    }

    /// ` (iOS 16+)`, to follow advice to use an API when no target says whether the code may. Empty when the
    /// targets are known.
    public func availabilityNote(for minimum: PlatformVersions, on platforms: Set<Platform>) -> String {
        guard support(for: minimum, on: platforms) == .unknown, let introduction = minimum.introduction(on: platforms) else { return "" }
        return " (\(introduction)+)"
    }
}
