import BridgeLintCore

/// Whether code is written for AppKit rather than UIKit, read from what it imports and the SDK names it
/// uses. The two differ where the bridge rules give advice: AppKit has no `didMove(toParent:)` or
/// `willMove(toParent:)`, so there `addChild(_:)` and `removeFromParent()` are the whole containment contract.
enum PlatformCode {
    /// Whether a file is AppKit code: it imports AppKit or Cocoa and not UIKit, or it names AppKit controller
    /// types among `types` (a parent's superclass, a child's type).
    static func isAppKit(_ file: LintFile, types: [String] = []) -> Bool {
        if types.contains(where: isAppKitName) { return true }
        if types.contains(where: { $0.hasPrefix("UI") }) { return false }
        let importsAppKit = file.contains("import AppKit") || file.contains("import Cocoa")
        return importsAppKit && !file.contains("import UIKit")
    }

    /// `NSViewController`, `NSHostingController`, `NSSplitViewController`: AppKit's own controller classes.
    static func isAppKitName(_ name: String) -> Bool {
        name.hasPrefix("NS") && (name.hasSuffix("Controller") || name.hasSuffix("HostingView"))
    }
}
