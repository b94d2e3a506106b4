import SwiftUI

struct BookList: View {
    @ObservedObject var model: LibraryModel

    var body: some View {
        List(model.visible, id: \.self) { title in
            Text(title)
        }
        .searchable(text: $model.filter)
    }
}
