import Combine

class BaseStore: ObservableObject {
    @Published var items: [Int] = []
}

final class ArchiveStore: BaseStore {
    @Published var archived = false
}

final class Palette: ObservableObject {
    @Published var accent = "blue"
}

func observeChanges<Model: ObservableObject>(of model: Model) -> Model.ObjectWillChangePublisher {
    model.objectWillChange
}

let paletteChanges = observeChanges(of: Palette())
