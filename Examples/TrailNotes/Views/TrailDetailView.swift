import SwiftUI

struct TrailDetailView: View {
    let trail: Trail
    // BUG(observable-with-legacy-wrapper): TrailStore is an @Observable class, not an ObservableObject; @ObservedObject is the wrong wrapper (use a plain property or @Bindable).
    @ObservedObject var store: TrailStore
    @StateObject private var weather = WeatherViewModel()
    @State private var draftNote = ""
    @State private var photos: [UIImage] = []
    @State private var isPickingPhotos = false
    @State private var isPlayingFlyover = false
    @State private var newTag = ""
    @State private var isShowingParkPage = false
    @State private var isParkPageLoading = false

    private var notes: [TrailNote] {
        store.trail(withID: trail.id)?.notes ?? trail.notes
    }

    private var tags: [String] {
        store.trail(withID: trail.id)?.tags ?? trail.tags
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                HStack {
                    Text(trail.region).foregroundStyle(.secondary)
                    Spacer()
                    CompassView()
                        .frame(width: 28, height: 28)
                    StatusBadge(text: isPlayingFlyover ? "Flyover" : trail.difficulty.label)
                }
                ElevationChartView(samples: trail.elevationProfile)
                    // BUG(representable-unstable-identity): a new UUID on every render gives the chart a new identity each time the screen updates, so SwiftUI throws its UIKit view away and calls makeUIView again.
                    .id(UUID())
                TrailStatsGrid(trail: trail)
                weatherSection
                TrailConditionsSection(trail: trail)
                TagFlowLayout {
                    ForEach(tags, id: \.self) { tag in
                        Text(tag)
                            .font(.caption)
                            .padding(EdgeInsets(top: 4, leading: 10, bottom: 4, trailing: 10))
                            .background(.thinMaterial, in: Capsule())
                    }
                }
                TagEntryField(text: $newTag) { tag in
                    store.addTag(tag, to: trail.id)
                    newTag = ""
                }
                .frame(height: 36)
                if let url = trail.flyoverURL {
                    FlyoverVideoView(url: url, isPlaying: $isPlayingFlyover)
                        .id(url)
                        .frame(height: 200)
                        .onTapGesture { isPlayingFlyover.toggle() }
                }
                notesSection
                if let parkPageURL = trail.parkPageURL {
                    Button("Park Information", systemImage: "info.circle") { isShowingParkPage = true }
                        .sheet(isPresented: $isShowingParkPage) {
                            ParkPageView(url: parkPageURL, isLoading: $isParkPageLoading)
                                .overlay {
                                    if isParkPageLoading { ProgressView() }
                                }
                        }
                }
            }
            .padding()
        }
        .navigationTitle(trail.name)
        .toolbar {
            Button("Add Photos", systemImage: "photo.badge.plus") { isPickingPhotos = true }
        }
        .sheet(isPresented: $isPickingPhotos) {
            PhotoPicker(images: $photos, selectionLimit: 5).ignoresSafeArea()
        }
        .task(id: trail.id) { await weather.load(for: trail) }
    }

    @ViewBuilder
    private var weatherSection: some View {
        switch weather.state {
        case .idle, .loading:
            ProgressView("Checking forecast…")
        case .loaded(let forecast):
            Label("\(weather.formattedTemperature(forecast.temperatureCelsius)) · \(forecast.summary)", systemImage: forecast.symbolName)
        case .failed(let message):
            Label(message, systemImage: "exclamationmark.triangle")
                .foregroundStyle(.orange)
        }
    }

    private var notesSection: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Notes").font(.headline)
            ForEach(notes) { note in
                VStack(alignment: .leading) {
                    Text(note.body)
                    Text(note.createdAt, style: .date).font(.caption).foregroundStyle(.secondary)
                }
            }
            NoteTextView(text: $draftNote)
            Button("Save Note") {
                store.addNote(draftNote, to: trail.id)
                draftNote = ""
            }
            .disabled(draftNote.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
            ScrollView(.horizontal, showsIndicators: false) {
                HStack {
                    ForEach(photos.indices, id: \.self) { index in
                        Image(uiImage: photos[index]).resizable().scaledToFill()
                            .frame(width: 80, height: 80)
                            .clipShape(RoundedRectangle(cornerRadius: 8))
                    }
                }
            }
        }
    }
}

/// Park-service alerts for one trail.
private struct TrailConditionsSection: View {
    let trail: Trail
    // BUG(observed-object-owned): the section creates the model it only observes; every re-render of the detail screen builds a new one and drops the loaded alerts.
    @ObservedObject private var conditions = TrailConditionsModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            if conditions.isRefreshing && conditions.alerts.isEmpty {
                ProgressView("Checking trail conditions…")
            }
            ForEach(conditions.alerts) { alert in
                Label(alert.title, systemImage: "exclamationmark.octagon")
                    .foregroundStyle(alert.severity == "closure" ? .red : .orange)
            }
        }
        .onAppear { conditions.refresh(for: trail) }
    }
}

/// Shared by the SwiftUI detail screen and the UIKit TrailDetailViewController.
struct TrailStatsGrid: View {
    let trail: Trail

    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 24, verticalSpacing: 12) {
            GridRow {
                stat("Length", trail.lengthKilometers.formatted(.number.precision(.fractionLength(1))) + " km")
                stat("Elevation Gain", "\(Int(trail.elevationGainMeters)) m")
            }
            GridRow {
                stat("Difficulty", trail.difficulty.label)
                stat("Notes", "\(trail.notes.count)")
            }
        }
    }

    private func stat(_ title: String, _ value: String) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).font(.caption).foregroundStyle(.secondary)
            Text(value).font(.headline)
        }
    }
}
