import ArgumentParser
import BridgeLintCore

/// `--ios`, `--macos`, `--tvos`, `--visionos`: deployment targets that override the configuration and detection.
struct DeploymentTargetOptions: ParsableArguments {
    @Option(name: .customLong("ios"), help: "The iOS deployment target, such as 16.0. Default: the configuration's, else detected.")
    var iOS: String?

    @Option(name: .customLong("macos"), help: "The macOS deployment target, such as 13.0.")
    var macOS: String?

    @Option(name: .customLong("tvos"), help: "The tvOS deployment target, such as 16.0.")
    var tvOS: String?

    @Option(name: .customLong("visionos"), help: "The visionOS deployment target, such as 1.0.")
    var visionOS: String?

    private var given: [(platform: Platform, text: String?)] {
        [(.iOS, iOS), (.macOS, macOS), (.tvOS, tvOS), (.visionOS, visionOS)]
    }

    func validate() throws {
        for (platform, text) in given {
            if let text, OSVersion(parsing: text) == nil {
                throw ValidationError("'\(text)' is not \(platform.versionName); write it like \(platform.exampleVersion)")
            }
        }
    }

    /// The targets given, by platform.
    var targets: PlatformVersions {
        var targets = PlatformVersions()
        for (platform, text) in given {
            targets[platform] = text.flatMap(OSVersion.init(parsing:))
        }
        return targets
    }
}
