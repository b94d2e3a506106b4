import SwiftUI
import UIKit

/// Mirrors the nearby summary on an external display, in a window of its own.
final class ExternalDisplayPresenter {
    private var window: UIWindow?

    func show(on scene: UIWindowScene, store: TrailStore) {
        let window = UIWindow(windowScene: scene)
        // BUG(hosting-missing-environment): a window of its own starts a new SwiftUI tree, so NearbySummary reads the default \.distanceUnit: kilometers even for a user who chose miles.
        window.rootViewController = UIHostingController(rootView: NearbySummary().environment(store))
        window.isHidden = false
        self.window = window
    }
}
