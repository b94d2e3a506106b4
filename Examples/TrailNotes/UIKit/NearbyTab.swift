import SwiftUI
import UIKit

/// The "Nearby" tab: the classic UIKit screen in its own navigation stack.
struct NearbyTab: UIViewControllerRepresentable {
    @Environment(TrailStore.self) private var store
    @Environment(SettingsModel.self) private var settings

    func makeUIViewController(context: Context) -> UINavigationController {
        UINavigationController(rootViewController: NearbyTrailsViewController(store: store, settings: settings))
    }

    func updateUIViewController(_ navigation: UINavigationController, context: Context) {}
}
