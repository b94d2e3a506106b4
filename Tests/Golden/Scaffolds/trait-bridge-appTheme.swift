import SwiftUI
import UIKit

// appTheme: one value, a trait for UIKit and an environment value for SwiftUI, kept in sync both ways.
// UIKit sets it with `traitOverrides.appTheme = …` on a window scene, window or view controller;
// SwiftUI reads `@Environment(\.appTheme)` and sets `.environment(\.appTheme, …)`.

/// The UIKit side. Keep the default equal to AppThemeKey's.
struct AppThemeTrait: UITraitDefinition {
    static let defaultValue: AppTheme = .standard
}

extension UITraitCollection {
    var appTheme: AppTheme { self[AppThemeTrait.self] }
}

extension UIMutableTraits {
    var appTheme: AppTheme {
        get { self[AppThemeTrait.self] }
        set { self[AppThemeTrait.self] = newValue }
    }
}

/// The SwiftUI side.
struct AppThemeKey: EnvironmentKey {
    static let defaultValue: AppTheme = .standard
}

extension EnvironmentValues {
    var appTheme: AppTheme {
        get { self[AppThemeKey.self] }
        set { self[AppThemeKey.self] = newValue }
    }
}

/// The bridge: SwiftUI reads the value from the trait collection and writes it for the UIKit views it hosts.
extension AppThemeKey: UITraitBridgedEnvironmentKey {
    static func read(from traitCollection: UITraitCollection) -> AppTheme {
        traitCollection.appTheme
    }

    static func write(to mutableTraits: inout UIMutableTraits, value: AppTheme) {
        mutableTraits.appTheme = value
    }
}
