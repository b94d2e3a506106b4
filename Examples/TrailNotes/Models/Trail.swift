import Foundation
import CoreLocation

enum Difficulty: String, Codable, CaseIterable, Identifiable {
    case easy
    case moderate
    case strenuous

    var id: Self { self }

    var label: String {
        switch self {
        case .easy: "Easy"
        case .moderate: "Moderate"
        case .strenuous: "Strenuous"
        }
    }
}

struct TrailNote: Identifiable, Codable, Hashable {
    var id = UUID()
    var body: String
    var createdAt: Date = .now
}

struct Trail: Identifiable, Codable, Hashable {
    let id: UUID
    var name: String
    var region: String
    var lengthKilometers: Double
    var elevationGainMeters: Double
    var difficulty: Difficulty
    var tags: [String]
    var latitude: Double
    var longitude: Double
    var elevationProfile: [Double]
    var flyoverURL: URL?
    var notes: [TrailNote] = []
    var isDownloaded = false
    var parkPageURL: URL?

    var coordinate: CLLocationCoordinate2D {
        CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }
}

extension Trail {
    static let samples: [Trail] = [
        Trail(
            id: UUID(),
            name: "Mist Trail",
            region: "Yosemite Valley",
            lengthKilometers: 4.8,
            elevationGainMeters: 304,
            difficulty: .moderate,
            tags: ["waterfall", "granite", "crowded", "spring"],
            latitude: 37.7273,
            longitude: -119.5580,
            elevationProfile: [1230, 1262, 1310, 1375, 1402, 1455, 1498, 1534],
            flyoverURL: URL(string: "https://media.example.com/flyovers/mist-trail.m3u8"),
            parkPageURL: URL(string: "https://www.nps.gov/yose/planyourvisit/mistnorth.htm")
        ),
        Trail(
            id: UUID(),
            name: "Skyline Loop",
            region: "Mount Rainier",
            lengthKilometers: 8.9,
            elevationGainMeters: 518,
            difficulty: .strenuous,
            tags: ["glacier", "wildflowers", "views"],
            latitude: 46.7867,
            longitude: -121.7353,
            elevationProfile: [1645, 1720, 1810, 1905, 2018, 2095, 1990, 1840, 1700],
            flyoverURL: nil
        ),
        Trail(
            id: UUID(),
            name: "Lake Agnes Tea House",
            region: "Banff",
            lengthKilometers: 7.2,
            elevationGainMeters: 385,
            difficulty: .easy,
            tags: ["lake", "tea house", "family"],
            latitude: 51.4167,
            longitude: -116.2320,
            elevationProfile: [1735, 1790, 1860, 1925, 2010, 2120],
            flyoverURL: nil
        ),
    ]
}
