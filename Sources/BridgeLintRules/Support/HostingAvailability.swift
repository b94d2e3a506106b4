import BridgeLintCore

/// The first OS versions of the hosting APIs the rules recommend, on each platform that has them.
enum HostingAvailability {
    /// `sizingOptions` of `UIHostingController` (iOS, tvOS, visionOS) and `NSHostingController` (macOS).
    static let sizingOptions: PlatformVersions = [.iOS: OSVersion(16), .macOS: OSVersion(13), .tvOS: OSVersion(16), .visionOS: OSVersion(1)]
    /// `UIHostingConfiguration`, a cell's SwiftUI content without a controller; UIKit only.
    static let hostingConfiguration: PlatformVersions = [.iOS: OSVersion(16), .tvOS: OSVersion(16), .visionOS: OSVersion(1)]
}
