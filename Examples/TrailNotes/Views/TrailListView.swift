import SwiftUI

struct TrailListView: View {
    @Environment(TrailStore.self) private var store
    @Environment(SettingsModel.self) private var settings
    @State private var selectedTrailID: Trail.ID?
    @State private var path: [Trail] = []
    @State private var isShowingSettings = false

    var body: some View {
        @Bindable var store = store

        NavigationStack(path: $path) {
            List {
                Section {
                    TrailMapView(
                        trails: store.filteredTrails,
                        mapType: settings.mapStyle.mapType,
                        showsUserLocation: settings.showsUserLocation,
                        selectedTrailID: $selectedTrailID
                    )
                    .frame(height: 220)
                    .listRowInsets(EdgeInsets())
                }

                Section("Trails") {
                    ForEach(store.filteredTrails) { trail in
                        NavigationLink(value: trail) {
                            TrailRow(trail: trail, distance: settings.formattedDistance(trail.lengthKilometers))
                        }
                    }
                }
            }
            .navigationTitle("TrailNotes")
            .searchable(text: $store.searchText, prompt: "Search trails or tags")
            .refreshable { await store.sync() }
            .navigationDestination(for: Trail.self) { trail in
                if settings.useClassicDetail {
                    TrailDetailScreen(trail: trail)
                        .ignoresSafeArea(edges: .bottom)
                } else {
                    TrailDetailView(trail: trail, store: store)
                }
            }
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Settings", systemImage: "gearshape") {
                        isShowingSettings = true
                    }
                }
            }
            .sheet(isPresented: $isShowingSettings) {
                SettingsView(settings: settings)
                    .environment(store)
            }
            .onChange(of: selectedTrailID) { _, newValue in
                guard let id = newValue, let trail = store.trail(withID: id) else { return }
                path = [trail]
            }
        }
    }
}

private struct TrailRow: View {
    let trail: Trail
    let distance: String

    var body: some View {
        HStack(alignment: .firstTextBaseline) {
            VStack(alignment: .leading, spacing: 2) {
                Text(trail.name)
                    .font(.headline)
                Text("\(trail.region) · \(distance)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Spacer()
            if trail.isDownloaded {
                Image(systemName: "arrow.down.circle.fill")
                    .foregroundStyle(.green)
                    .accessibilityLabel("Available offline")
            }
            StatusBadge(text: trail.difficulty.label)
        }
        .padding(.vertical, 4)
    }
}
