import SwiftUI
import UIKit
import CoreLocation

/// A compass needle that follows the device heading, shown next to the trail stats.
struct CompassView: UIViewRepresentable {
    var needleColor: UIColor = .systemRed

    func makeCoordinator() -> Coordinator {
        Coordinator()
    }

    func makeUIView(context: Context) -> UIImageView {
        let dial = UIImageView(image: UIImage(systemName: "circle.dashed"))
        dial.contentMode = .scaleAspectFit
        let needle = UIImageView(image: UIImage(systemName: "location.north.fill"))
        needle.frame = dial.bounds
        needle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        needle.contentMode = .center
        dial.addSubview(needle)

        context.coordinator.needle = needle
        context.coordinator.locationManager.delegate = context.coordinator
        // BUG(representable-missing-dismantle): heading updates keep running (and draining the battery) after the compass leaves the screen; nothing calls stopUpdatingHeading().
        context.coordinator.locationManager.startUpdatingHeading()
        return dial
    }

    func updateUIView(_ uiView: UIImageView, context: Context) {
        context.coordinator.needle?.tintColor = needleColor
    }

    final class Coordinator: NSObject, CLLocationManagerDelegate {
        let locationManager = CLLocationManager()
        weak var needle: UIImageView?

        func locationManager(_ manager: CLLocationManager, didUpdateHeading newHeading: CLHeading) {
            let radians = -newHeading.magneticHeading * .pi / 180
            needle?.transform = CGAffineTransform(rotationAngle: radians)
        }
    }
}
