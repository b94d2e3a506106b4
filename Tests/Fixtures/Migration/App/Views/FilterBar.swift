import SwiftUI

struct FilterBar: View {
    @EnvironmentObject private var library: LibraryModel

    var body: some View {
        HStack {
            TextField("Filter", text: $library.filter)
            if library.isLoading {
                ProgressView()
            }
        }
    }
}
