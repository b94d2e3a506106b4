import SwiftUI
import MapKit

final class TrailAnnotation: NSObject, MKAnnotation {
    let trailID: Trail.ID
    let coordinate: CLLocationCoordinate2D
    let title: String?
    let subtitle: String?

    init(trail: Trail) {
        trailID = trail.id
        coordinate = trail.coordinate
        title = trail.name
        subtitle = trail.region
    }
}

struct TrailMapView: UIViewRepresentable {
    let trails: [Trail]
    let mapType: MKMapType
    var showsUserLocation: Bool
    @Binding var selectedTrailID: Trail.ID?

    func makeCoordinator() -> Coordinator {
        Coordinator(self)
    }

    func makeUIView(context: Context) -> MKMapView {
        let map = MKMapView()
        map.delegate = context.coordinator
        // BUG(representable-stale-config): mapType is applied only at creation; updateUIView never re-applies it, so changing the map style in Settings does nothing.
        map.mapType = mapType
        map.showsUserLocation = showsUserLocation
        map.pointOfInterestFilter = .excludingAll
        map.register(
            MKMarkerAnnotationView.self,
            forAnnotationViewWithReuseIdentifier: Coordinator.reuseIdentifier
        )
        return map
    }

    func updateUIView(_ uiView: MKMapView, context: Context) {
        context.coordinator.parent = self
        uiView.showsUserLocation = showsUserLocation

        let existing = uiView.annotations.compactMap { $0 as? TrailAnnotation }
        let wantedIDs = Set(trails.map(\.id))
        let stale = existing.filter { !wantedIDs.contains($0.trailID) }
        let presentIDs = Set(existing.map(\.trailID))
        let added = trails.filter { !presentIDs.contains($0.id) }.map(TrailAnnotation.init(trail:))
        uiView.removeAnnotations(stale)
        uiView.addAnnotations(added)

        if let added = added.first, existing.isEmpty {
            uiView.setCenter(added.coordinate, animated: false)
        }

        let selected = uiView.selectedAnnotations.compactMap { $0 as? TrailAnnotation }.first
        if selected?.trailID != selectedTrailID,
           let target = uiView.annotations.compactMap({ $0 as? TrailAnnotation }).first(where: { $0.trailID == selectedTrailID }) {
            uiView.selectAnnotation(target, animated: true)
        }
    }

    final class Coordinator: NSObject, MKMapViewDelegate {
        static let reuseIdentifier = "TrailMarker"
        var parent: TrailMapView

        init(_ parent: TrailMapView) {
            self.parent = parent
        }

        func mapView(_ mapView: MKMapView, viewFor annotation: MKAnnotation) -> MKAnnotationView? {
            guard annotation is TrailAnnotation else { return nil }
            let view = mapView.dequeueReusableAnnotationView(
                withIdentifier: Self.reuseIdentifier,
                for: annotation
            ) as? MKMarkerAnnotationView
            view?.glyphImage = UIImage(systemName: "figure.hiking")
            view?.markerTintColor = .systemGreen
            view?.canShowCallout = true
            return view
        }

        func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation) {
            guard let trail = annotation as? TrailAnnotation,
                  parent.selectedTrailID != trail.trailID else { return }
            parent.selectedTrailID = trail.trailID
        }
    }
}
