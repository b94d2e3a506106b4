import SwiftUI
import UIKit

// compactLayout: one value, a trait for UIKit and an environment value for SwiftUI, kept in sync both ways.
// UIKit sets it with `traitOverrides.compactLayout = …` on a window scene, window or view controller;
// SwiftUI reads `@Environment(\.compactLayout)` and sets `.environment(\.compactLayout, …)`.

/// The UIKit side. Keep the default equal to CompactLayoutKey's.
@available(iOS 17.0, *)
struct CompactLayoutTrait: UITraitDefinition {
    static let defaultValue: Bool = false
}

@available(iOS 17.0, *)
extension UITraitCollection {
    var compactLayout: Bool { self[CompactLayoutTrait.self] }
}

@available(iOS 17.0, *)
extension UIMutableTraits {
    var compactLayout: Bool {
        get { self[CompactLayoutTrait.self] }
        set { self[CompactLayoutTrait.self] = newValue }
    }
}

/// The SwiftUI side.
struct CompactLayoutKey: EnvironmentKey {
    static let defaultValue: Bool = false
}

extension EnvironmentValues {
    var compactLayout: Bool {
        get { self[CompactLayoutKey.self] }
        set { self[CompactLayoutKey.self] = newValue }
    }
}

/// The bridge: SwiftUI reads the value from the trait collection and writes it for the UIKit views it hosts.
@available(iOS 17.0, *)
extension CompactLayoutKey: UITraitBridgedEnvironmentKey {
    static func read(from traitCollection: UITraitCollection) -> Bool {
        traitCollection.compactLayout
    }

    static func write(to mutableTraits: inout UIMutableTraits, value: Bool) {
        mutableTraits.compactLayout = value
    }
}
