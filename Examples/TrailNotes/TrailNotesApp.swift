import SwiftUI
import UIKit

@main
struct TrailNotesApp: App {
    @UIApplicationDelegateAdaptor(AppDelegate.self) private var appDelegate
    @State private var store = TrailStore()
    @State private var settings = SettingsModel()

    var body: some Scene {
        WindowGroup {
            TrailListView()
                .environment(store)
                .environment(settings)
                .environment(\.distanceUnit, settings.units)
                .tint(.green)
        }
    }
}

extension EnvironmentValues {
    /// The unit trail distances are shown in, from the settings.
    @Entry var distanceUnit: DistanceUnit = .kilometers
}

final class AppDelegate: NSObject, UIApplicationDelegate {
    private let externalDisplay = ExternalDisplayPresenter()

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil
    ) -> Bool {
        configureAppearance()
        return true
    }

    /// Mirrors the nearby summary on an external display that connects.
    func showExternalDisplay(on scene: UIWindowScene, store: TrailStore) {
        externalDisplay.show(on: scene, store: store)
    }

    private func configureAppearance() {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        appearance.largeTitleTextAttributes = [
            .foregroundColor: UIColor.systemGreen,
        ]
        UINavigationBar.appearance().scrollEdgeAppearance = appearance
        UINavigationBar.appearance().standardAppearance = appearance
    }
}
