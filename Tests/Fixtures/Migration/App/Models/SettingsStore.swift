import SwiftUI

class SettingsStore: ObservableObject {
    @Published var readerName: String
    @AppStorage("fontSize") var fontSize = 14.0

    init(readerName: String) {
        self.readerName = readerName
    }
}
