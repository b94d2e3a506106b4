import SwiftUI

struct SettingsScreen: View {
    @StateObject private var settings: SettingsStore

    init(readerName: String) {
        _settings = StateObject(wrappedValue: SettingsStore(readerName: readerName))
    }

    var body: some View {
        ReaderBadge(settings: settings)
    }
}

struct ReaderBadge: View {
    @ObservedObject var settings: SettingsStore

    var body: some View {
        Text(settings.readerName)
    }
}

struct ReaderEditor: View {
    @ObservedObject var settings: SettingsStore

    init(settings: SettingsStore) {
        _settings = .init(initialValue: settings)
    }

    var body: some View {
        TextField("Name", text: $settings.readerName)
    }
}
