/// An operating system bridgelint knows deployment targets for.
public enum Platform: String, CaseIterable, Sendable, Comparable {
    case iOS, macOS, tvOS, visionOS

    /// The platform's key in the configuration's `deployment_target` mapping, and its command-line flag:
    /// `ios`, `macos`, `tvos`, `visionos`.
    public var key: String { rawValue.lowercased() }

    /// `an iOS version`, for messages about a value that is not one.
    public var versionName: String { "\(self == .iOS ? "an" : "a") \(rawValue) version" }

    /// A plausible deployment target, for those messages.
    public var exampleVersion: String {
        switch self {
        case .iOS, .tvOS: "16.0"
        case .macOS: "13.0"
        case .visionOS: "1.0"
        }
    }

    /// Where UIKit code runs.
    public static let uiKit: Set<Platform> = [.iOS, .tvOS, .visionOS]
    /// Where AppKit code runs.
    public static let appKit: Set<Platform> = [.macOS]

    public static func < (lhs: Platform, rhs: Platform) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
