import Foundation
import MapKit
import Observation

enum DistanceUnit: String, CaseIterable, Identifiable {
    case kilometers
    case miles

    var id: Self { self }

    var label: String {
        switch self {
        case .kilometers: "Kilometers"
        case .miles: "Miles"
        }
    }
}

enum MapStyle: String, CaseIterable, Identifiable {
    case standard
    case satellite
    case hybrid

    var id: Self { self }

    var label: String { rawValue.capitalized }

    var mapType: MKMapType {
        switch self {
        case .standard: .standard
        case .satellite: .satellite
        case .hybrid: .hybrid
        }
    }
}

@Observable
final class SettingsModel {
    var units: DistanceUnit {
        didSet { defaults.set(units.rawValue, forKey: Keys.units) }
    }

    // BUG(published-in-observable): @Published inside an @Observable class; Observation already tracks mapStyle, the Combine wrapper breaks the macro.
    @Published var mapStyle: MapStyle = .standard

    var showsUserLocation = true
    var useClassicDetail = false

    @ObservationIgnored private let defaults: UserDefaults

    private enum Keys {
        static let units = "settings.units"
    }

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        let stored = defaults.string(forKey: Keys.units).flatMap(DistanceUnit.init(rawValue:))
        self.units = stored ?? .kilometers
    }

    func formattedDistance(_ kilometers: Double) -> String {
        let measurement = Measurement(value: kilometers, unit: UnitLength.kilometers)
        let target: UnitLength = units == .miles ? .miles : .kilometers
        return measurement.converted(to: target)
            .formatted(.measurement(width: .abbreviated, usage: .asProvided, numberFormatStyle: .number.precision(.fractionLength(1))))
    }
}
