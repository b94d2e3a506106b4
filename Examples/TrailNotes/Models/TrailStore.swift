import Foundation
import Observation
import Combine

@Observable
final class TrailStore {
    var trails: [Trail]
    var filteredTrails: [Trail]
    var lastSyncedAt: Date?

    // BUG(published-in-observable): @Observable already tracks this property; the Combine wrapper conflicts with the macro-generated storage.
    @Published var isSyncing = false

    // Kept on Combine on purpose so search typing can be debounced.
    @ObservationIgnored @Published var searchText = ""
    @ObservationIgnored private var cancellables = Set<AnyCancellable>()

    init(trails: [Trail] = Trail.samples) {
        self.trails = trails
        self.filteredTrails = trails

        $searchText
            .removeDuplicates()
            .debounce(for: .milliseconds(250), scheduler: RunLoop.main)
            .sink { [weak self] query in
                self?.applySearch(query)
            }
            .store(in: &cancellables)
    }

    func trail(withID id: Trail.ID) -> Trail? {
        trails.first { $0.id == id }
    }

    func addNote(_ text: String, to trailID: Trail.ID) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty,
              let index = trails.firstIndex(where: { $0.id == trailID }) else { return }
        trails[index].notes.append(TrailNote(body: trimmed))
        applySearch(searchText)
    }

    func addTag(_ tag: String, to trailID: Trail.ID) {
        guard let index = trails.firstIndex(where: { $0.id == trailID }),
              !trails[index].tags.contains(tag) else { return }
        trails[index].tags.append(tag)
        applySearch(searchText)
    }

    func toggleDownload(for trailID: Trail.ID) {
        guard let index = trails.firstIndex(where: { $0.id == trailID }) else { return }
        trails[index].isDownloaded.toggle()
        applySearch(searchText)
    }

    @MainActor
    func sync() async {
        guard !isSyncing else { return }
        isSyncing = true
        defer { isSyncing = false }

        try? await Task.sleep(for: .seconds(1))
        lastSyncedAt = .now
    }

    private func applySearch(_ query: String) {
        let needle = query.trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else {
            filteredTrails = trails
            return
        }
        filteredTrails = trails.filter { trail in
            trail.name.localizedCaseInsensitiveContains(needle)
                || trail.region.localizedCaseInsensitiveContains(needle)
                || trail.tags.contains { $0.localizedCaseInsensitiveContains(needle) }
        }
    }
}
