import MapKit
import SwiftUI
import UIKit

/// MKMapView in SwiftUI.
struct MapView: UIViewRepresentable {
    @Binding var region: MKCoordinateRegion

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> MKMapView {
        let mapView = MKMapView()
        // One-time setup: make runs once per view, update runs on every change.
        mapView.delegate = context.coordinator
        return mapView
    }

    func updateUIView(_ mapView: MKMapView, context: Context) {
        // The coordinator must see this value's inputs and bindings, not the first one's.
        context.coordinator.parent = self
        // Apply a value only when it differs: rewriting an unchanged value restarts work or loops.
        if mapView.region.center.latitude != region.center.latitude
            || mapView.region.center.longitude != region.center.longitude
            || mapView.region.span.latitudeDelta != region.span.latitudeDelta
            || mapView.region.span.longitudeDelta != region.span.longitudeDelta {
            mapView.setRegion(region, animated: context.transaction.animation != nil)
        }
    }

    /// SwiftUI is removing the view for good: stop what it still runs.
    static func dismantleUIView(_ mapView: MKMapView, coordinator: Coordinator) {
        mapView.showsUserLocation = false
        mapView.delegate = nil
    }

    /// MKMapView has no size of its own: this is the size it takes when SwiftUI asks for an ideal size.
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: MKMapView, context: Context) -> CGSize? {
        CGSize(width: proposal.width ?? 320, height: proposal.height ?? 240)
    }

    final class Coordinator: NSObject, MKMapViewDelegate {
        var parent: MapView

        init(_ parent: MapView) {
            self.parent = parent
        }

        func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
            let newRegion = mapView.region
            // This also fires for changes update makes: write back on the next turn, not during the update.
            DispatchQueue.main.async {
                self.parent.region = newRegion
            }
        }
    }
}
