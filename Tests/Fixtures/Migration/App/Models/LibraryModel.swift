import Combine
import Foundation

/// The books on the shelf, the filter the user typed, and a cache of covers.
@MainActor
final class LibraryModel: ObservableObject, Identifiable {
    @Published var books: [String] = []
    @Published private(set) var isLoading = false
    @Published var filter = "" {
        didSet { applyFilter() }
    }
    @Published var visible: [String] = []

    let id = UUID()
    lazy var coverCache: [String: Data] = [:]
    weak var delegate: LibraryDelegate?

    func applyFilter() {
        visible = filter.isEmpty ? books : books.filter { $0.contains(filter) }
    }
}

protocol LibraryDelegate: AnyObject {
    func libraryDidLoad()
}
