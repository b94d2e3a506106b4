import SwiftUI

struct SettingsView: View {
    @Bindable var settings: SettingsModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Section("Units") {
                    Picker("Distance", selection: $settings.units) {
                        ForEach(DistanceUnit.allCases) { unit in
                            Text(unit.label).tag(unit)
                        }
                    }
                }

                Section("Map") {
                    Picker("Style", selection: $settings.mapStyle) {
                        ForEach(MapStyle.allCases) { style in
                            Text(style.label).tag(style)
                        }
                    }
                    .pickerStyle(.segmented)
                    Toggle("Show My Location", isOn: $settings.showsUserLocation)
                }

                Section("Trail Details") {
                    Toggle("Classic Detail Screen", isOn: $settings.useClassicDetail)
                }

                OfflineMapsSection()
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}

private struct OfflineMapsSection: View {
    // BUG(observable-with-legacy-wrapper): TrailStore is @Observable and is injected with .environment(store); @EnvironmentObject expects an ObservableObject.
    @EnvironmentObject var store: TrailStore

    var body: some View {
        Section {
            ForEach(store.trails) { trail in
                Toggle(trail.name, isOn: Binding(
                    get: { trail.isDownloaded },
                    set: { _ in store.toggleDownload(for: trail.id) }
                ))
            }
            Button {
                Task { await store.sync() }
            } label: {
                if store.isSyncing {
                    ProgressView()
                } else {
                    Text("Sync Now")
                }
            }
        } header: {
            Text("Offline Maps")
        } footer: {
            if let lastSyncedAt = store.lastSyncedAt {
                Text("Last synced \(lastSyncedAt, style: .relative) ago")
            }
        }
    }
}
