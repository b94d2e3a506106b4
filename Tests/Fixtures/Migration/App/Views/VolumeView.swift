import SwiftUI

struct VolumeView: View {
    @ObservedObject var player: Player
    @ObservedObject var store: ArchiveStore

    var body: some View {
        Slider(value: $player.volume)
        Toggle("Archived", isOn: $store.archived)
    }
}
