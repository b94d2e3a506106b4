import Combine

final class Session: ObservableObject {
    @Published var token: String?
}
