import BridgeLintCore

/// Observation needs iOS 17, macOS 14, tvOS 17 or visionOS 1: a file whose platforms' deployment target is
/// older, or not known, blocks the classes whose migration touches it.
enum DeploymentCheck {
    static let observationMinimum: PlatformVersions = [.iOS: OSVersion(17), .macOS: OSVersion(14), .tvOS: OSVersion(17), .visionOS: OSVersion(1)]

    /// Why code for `platforms` cannot use Observation, or nil when it can.
    static func problem(for platforms: Set<Platform>, targets: PlatformVersions) -> String? {
        switch targets.support(for: observationMinimum, on: platforms) {
        case .supported:
            return nil
        case .unknown:
            return "no deployment target is known: give --ios/--macos (Observation needs iOS 17 / macOS 14)"
        case .unsupported:
            let old = targets.targets(for: platforms).filter { target in
                observationMinimum[target.platform].map { target.version < $0 } ?? true
            }
            let named = old.map { "\($0.platform.rawValue) \($0.version)" }.joined(separator: ", ")
            return "the deployment target \(named) predates Observation (iOS 17 / macOS 14 / tvOS 17)"
        }
    }
}
