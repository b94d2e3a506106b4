import Foundation
import Testing

@Suite("bridgelint new")
struct NewCommandTests {
    @Test("Prints the code to standard output, notes to standard error")
    func printsCode() throws {
        let result = try CLI.run(["new", "representable", "MapView", "--type", "MKMapView", "--binding", "region:MKCoordinateRegion"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("import MapKit\nimport SwiftUI\nimport UIKit\n"))
        #expect(result.stdout.contains("struct MapView: UIViewRepresentable {"))
        #expect(result.stdout.contains("context.coordinator.parent = self"))
        #expect(result.stderr.isEmpty)
        let fallback = try CLI.run(["new", "hosting-cell", "RowCell", "--ios", "15"])
        #expect(fallback.status == 0)
        #expect(fallback.stderr.contains("note: UIHostingConfiguration needs iOS 16"))
        #expect(fallback.stdout.contains("hostingController.rootView = rootView"))
    }

    @Test("advise, then new, then lint: the generated files lint clean")
    func adviseNewLint() throws {
        let folder = try TemporaryFolder()
        let advice = try CLI.run(["advise", "WKWebView", "--ios", "16.0"])
        let command = try #require(advice.stdout.split(separator: "\n").first { $0.contains("bridgelint new") })
        let arguments = command.split(separator: " ").dropFirst().map(String.init)
        #expect(arguments == ["new", "representable", "WebView", "--type", "WKWebView", "--input", "url:URL"])
        let generated = try CLI.run(arguments + ["--ios", "16.0", "--output", "WebView.swift"], in: folder.url)
        #expect(generated.status == 0)
        #expect(generated.stderr.contains("Wrote WebView.swift."))
        for arguments in [
            ["new", "controller-representable", "PhotoPicker", "--type", "PHPickerViewController", "--binding", "results"],
            ["new", "gesture-representable", "EdgePan", "--type", "UIScreenEdgePanGestureRecognizer", "--ios", "17"],
            ["new", "hosting-child", "ProfileController", "--root-view", "ProfileView"],
            ["new", "trait-bridge", "appTheme", "AppTheme", ".standard"],
            ["new", "observation-loop", "ModelObservation"],
        ] {
            let result = try CLI.run(arguments + ["--output", arguments[2] + ".swift"], in: folder.url)
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
        }
        var configuration = "only_rules:\n"
        for line in try CLI.run(["rules"]).stdout.split(separator: "\n").dropFirst() {
            guard let id = line.split(separator: " ").first, id.contains("-"), !line.hasPrefix("Built-in") else { continue }
            configuration += "  - \(id)\n"
        }
        try folder.write(".bridgelint.yml", configuration)
        let lint = try CLI.run(["lint", "."], in: folder.url)
        #expect(lint.status == 0)
        #expect(lint.stdout.isEmpty, "findings: \(lint.stdout)")
        #expect(lint.stderr.contains("Linted 6 files"))
        #expect(lint.stderr.contains("0 errors, 0 warnings, 0 notes"))
    }

    @Test("--output never overwrites a file")
    func noOverwrite() throws {
        let folder = try TemporaryFolder(files: ["Loop.swift": "// mine\n"])
        let result = try CLI.run(["new", "observation-loop", "Loop", "--output", "Loop.swift"], in: folder.url)
        #expect(result.status == 2)
        #expect(result.stderr.contains("Loop.swift already exists"))
        #expect(try String(contentsOf: folder.url.appendingPathComponent("Loop.swift"), encoding: .utf8) == "// mine\n")
    }

    @Test("Bad input: exit 2 with a reason and usage, and no code")
    func badInput() throws {
        let cases: [([String], String)] = [
            (["new", "widget", "X"], "widget"),
            (["new", "representable", "MapView", "--frobnicate"], "frobnicate"),
            (["new", "trait-bridge", "theme", "Theme"], "trait-bridge needs NAME TYPE DEFAULT"),
            (["new", "observation-loop", "Loop", "extra"], "unexpected argument 'extra'"),
            (["new", "representable", "Map View", "--type", "MKMapView"], "not a Swift type name"),
            (["new", "representable", "Split", "--type", "UISplitViewController"], "container"),
            (["new", "hosting-child", "Host", "--binding", "x:Int"], "hosting-child does not take --binding"),
            (["new", "representable", "MapView", "--type", "MKMapView", "--binding", "region:MKCoordinateRegion) {"], "is not a Swift type"),
            (["new", "representable", "MapView", "--type", "MKMapView", "--ios", "x"], "is not an iOS version"),
        ]
        for (arguments, reason) in cases {
            let result = try CLI.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.isEmpty, "\(arguments) printed code")
            #expect(result.stderr.contains(reason), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("Usage:") || result.stderr.contains("usage"), "\(arguments): no usage")
        }
    }

    @Test("A project class as --type: its known ancestor decides the code")
    func projectClass() throws {
        let folder = try TemporaryFolder(files: [
            "RouteMapView.swift": "import MapKit\nfinal class RouteMapView: MKMapView {}\n",
        ])
        let result = try CLI.run(["new", "representable", "RouteMap", "--type", "RouteMapView", "--binding", "region",
                                  "--path", folder.url.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("func makeUIView(context: Context) -> RouteMapView {"))
        #expect(result.stdout.contains("let routeMapView = RouteMapView()"))
        #expect(result.stdout.contains("MKMapViewDelegate"))
    }
}
