import Foundation

extension LibraryModel {
    func load() async {
        isLoading = true
        books = ["Dune", "Emma", "Ulysses"]
        applyFilter()
        isLoading = false
    }
}
