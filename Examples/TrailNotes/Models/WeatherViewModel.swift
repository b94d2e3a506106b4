import Foundation
import Combine

struct TrailForecast: Equatable {
    var temperatureCelsius: Double
    var summary: String
    var symbolName: String
    var precipitationChance: Double
}

protocol ForecastProviding {
    func forecast(latitude: Double, longitude: Double) async throws -> TrailForecast
}

struct MockForecastProvider: ForecastProviding {
    func forecast(latitude: Double, longitude: Double) async throws -> TrailForecast {
        try await Task.sleep(for: .milliseconds(400))
        let isAlpine = latitude > 45
        return TrailForecast(
            temperatureCelsius: isAlpine ? 9 : 18,
            summary: isAlpine ? "Cloudy, gusty ridges" : "Clear skies",
            symbolName: isAlpine ? "cloud.sun" : "sun.max",
            precipitationChance: isAlpine ? 0.35 : 0.05
        )
    }
}

@MainActor
final class WeatherViewModel: ObservableObject {
    enum State: Equatable {
        case idle
        case loading
        case loaded(TrailForecast)
        case failed(String)
    }

    @Published private(set) var state: State = .idle
    @Published var prefersFahrenheit = Locale.current.measurementSystem == .us

    private let provider: ForecastProviding

    init(provider: ForecastProviding = MockForecastProvider()) {
        self.provider = provider
    }

    func load(for trail: Trail) async {
        state = .loading
        do {
            let forecast = try await provider.forecast(latitude: trail.latitude, longitude: trail.longitude)
            state = .loaded(forecast)
        } catch is CancellationError {
            state = .idle
        } catch {
            state = .failed("Forecast unavailable")
        }
    }

    func formattedTemperature(_ celsius: Double) -> String {
        let measurement = Measurement(value: celsius, unit: UnitTemperature.celsius)
        let converted = prefersFahrenheit ? measurement.converted(to: .fahrenheit) : measurement
        return converted.formatted(.measurement(width: .abbreviated, usage: .asProvided))
    }
}

struct TrailAlert: Identifiable, Decodable, Equatable {
    let id: String
    var title: String
    var severity: String
}

/// Closures and hazards reported by the park service, refreshed when the detail screen appears.
final class TrailConditionsModel: ObservableObject {
    @Published private(set) var alerts: [TrailAlert] = []
    @Published private(set) var isRefreshing = false

    private let session: URLSession

    init(session: URLSession = .shared) {
        self.session = session
    }

    func refresh(for trail: Trail) {
        guard !isRefreshing else { return }
        isRefreshing = true
        let url = URL(string: "https://conditions.example.com/trails/\(trail.id.uuidString)/alerts")!
        session.dataTask(with: url) { [weak self] data, _, _ in
            let alerts = data.flatMap { try? JSONDecoder().decode([TrailAlert].self, from: $0) } ?? []
            // BUG(state-write-off-main): URLSession runs this completion handler on a background queue, so publishing alerts here updates SwiftUI off the main thread.
            self?.alerts = alerts
            DispatchQueue.main.async {
                self?.isRefreshing = false
            }
        }.resume()
    }
}
