import BridgeLintCore
import Foundation
import Testing

/// The small additions `advise` and `new` use: the index of a project without linting it, its type names, and
/// ranked "closest names".
@Suite("Project lookup")
struct ProjectLookupTests {
    @Test("Linter.index(files:) reads declarations without running rules; unreadable files add nothing")
    func indexOnly() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-index-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let chart = folder.appendingPathComponent("Chart.swift")
        try "final class ChartView: UIView {}\n@Observable final class Store {}\n".write(to: chart, atomically: true, encoding: .utf8)
        let linter = Linter(allRules: [], configuration: Configuration(rootDirectory: folder.path))
        let index = linter.index(files: [chart.path, folder.appendingPathComponent("Missing.swift").path])
        #expect(index.declaredTypeNames == ["ChartView", "Store"])
        #expect(index.declarations(named: "ChartView").first?.inheritedTypes == ["UIView"])
        #expect(index.isObservable("Store") == .yes)
    }

    @Test("closest(to:in:count:) ranks typos and names that contain each other")
    func rankedSuggestions() {
        let names = ["MKMapView", "WKWebView", "UIImagePickerController", "UIImageView", "UILabel"]
        #expect(NameSuggestion.closest(to: "MKMapVeiw", in: names, count: 3) == ["MKMapView"])
        #expect(NameSuggestion.closest(to: "MapView", in: names, count: 3) == ["MKMapView"])
        #expect(NameSuggestion.closest(to: "ImagePicker", in: names, count: 3) == ["UIImagePickerController"])
        #expect(NameSuggestion.closest(to: "UIImageVew", in: names, count: 1) == ["UIImageView"])
        #expect(NameSuggestion.closest(to: "Zebra", in: names, count: 3).isEmpty)
    }
}
