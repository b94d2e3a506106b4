import SwiftUI

struct LibraryView: View {
    @StateObject private var model = LibraryModel()

    var body: some View {
        VStack {
            FilterBar()
            BookList(model: model)
        }
        .environmentObject(model)
        .task { await model.load() }
    }
}
