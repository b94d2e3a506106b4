import Combine

final class Player: ObservableObject {
    @Published var volume = 0.5 {
        didSet { objectWillChange.send() }
    }
}
