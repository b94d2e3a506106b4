import Foundation

/// An operating system version such as `16.4`, used for deployment targets and the versions that first have
/// an API; which system it counts on is said by where it is stored (see `PlatformVersions`).
public struct OSVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(_ major: Int, _ minor: Int = 0) {
        self.major = major
        self.minor = minor
    }

    /// Parses `"16"`, `"16.4"` or `"16.4.1"` (the patch is ignored); `nil` for anything else.
    public init?(parsing text: String) {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
              let major = Int(parts[0]), major >= 0,
              parts.dropFirst().allSatisfy({ Int($0) != nil && Int($0)! >= 0 })
        else { return nil }
        self.init(major, parts.count > 1 ? Int(parts[1])! : 0)
    }

    public var description: String { "\(major).\(minor)" }

    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
    }
}

/// A version of iOS: where only iOS can be meant (the catalog's minimums, an example's target).
public typealias IOSVersion = OSVersion
