@testable import BridgeLintAdvice
import BridgeLintCore
import BridgeLintRules
import Foundation
import Testing

/// A request and the golden file its output must equal.
struct GoldenCase: CustomTestStringConvertible, Sendable {
    var file: String
    var request: ScaffoldRequest
    var testDescription: String { file }

    init(_ file: String, _ kind: ScaffoldKind, _ name: String, type: String? = nil, bindings: [String] = [],
         inputs: [String] = [], actions: [String] = [], delegate: String? = nil, rootView: String? = nil, table: Bool = false,
         trait: (String, String)? = nil, ios: Int? = nil) {
        self.file = file
        var request = ScaffoldRequest(kind: kind, name: name)
        request.typeName = type
        request.bindings = bindings.map(InputDeclaration.init(parsing:))
        request.inputs = inputs.map(InputDeclaration.init(parsing:))
        request.actions = actions.map(InputDeclaration.init(parsing:))
        request.delegateProtocol = delegate
        request.rootView = rootView
        request.forTableView = table
        request.traitValueType = trait?.0
        request.traitDefault = trait?.1
        request.deploymentTarget = ios.map { IOSVersion($0) }
        self.request = request
    }
}

@Suite("bridgelint new: generated code")
struct ScaffoldTests {
    static let goldenFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden/Scaffolds")

    static let goldenCases: [GoldenCase] = [
        GoldenCase("representable-MapView", .representable, "MapView", type: "MKMapView", bindings: ["region:MKCoordinateRegion"]),
        GoldenCase("representable-MapView-ios15", .representable, "MapView", type: "MKMapView",
                   bindings: ["region"], inputs: ["mapType"], ios: 15),
        GoldenCase("representable-WebView", .representable, "WebView", type: "WKWebView"),
        GoldenCase("representable-SearchField", .representable, "SearchField", type: "UITextField",
                   bindings: ["text"], inputs: ["placeholder"]),
        GoldenCase("representable-SearchField-onSubmit", .representable, "SubmitField", type: "UITextField",
                   bindings: ["text"], actions: ["onSubmit:(String) -> Void"]),
        GoldenCase("controller-representable-Player-onFinish", .controllerRepresentable, "Player", type: "AVPlayerViewController",
                   actions: ["onFinish:@MainActor () -> Void"]),
        GoldenCase("representable-Canvas", .representable, "Canvas", type: "PKCanvasView", bindings: ["drawing"]),
        GoldenCase("representable-Caption", .representable, "Caption", type: "UILabel"),
        GoldenCase("representable-CameraPreview", .representable, "CameraPreview", type: "AVCaptureVideoPreviewLayer"),
        GoldenCase("representable-unknown-Chart", .representable, "Chart", type: "ChartKitView",
                   bindings: ["selection:Int"], inputs: ["title:String"], delegate: "ChartKitViewDelegate"),
        GoldenCase("controller-representable-PhotoPicker", .controllerRepresentable, "PhotoPicker",
                   type: "PHPickerViewController", bindings: ["results"]),
        GoldenCase("controller-representable-CameraPicker", .controllerRepresentable, "CameraPicker",
                   type: "UIImagePickerController", bindings: ["image"]),
        GoldenCase("controller-representable-Player", .controllerRepresentable, "Player", type: "AVPlayerViewController"),
        GoldenCase("controller-representable-Safari", .controllerRepresentable, "Safari", type: "SFSafariViewController"),
        GoldenCase("gesture-representable-LongPress", .gestureRepresentable, "LongPress", type: "UILongPressGestureRecognizer"),
        GoldenCase("gesture-representable-Tap", .gestureRepresentable, "TapLocation", type: "UITapGestureRecognizer"),
        GoldenCase("gesture-representable-EdgePan-ios17", .gestureRepresentable, "EdgePan",
                   type: "UIScreenEdgePanGestureRecognizer", ios: 17),
        GoldenCase("hosting-child-Profile", .hostingChild, "ProfileController", rootView: "ProfileView"),
        GoldenCase("hosting-child-generic-ios15", .hostingChild, "HostedContentController", ios: 15),
        GoldenCase("hosting-cell-generic", .hostingCell, "HostingCell"),
        GoldenCase("child-container-generic", .childContainer, "ContentContainer"),
        GoldenCase("child-container-Dashboard", .childContainer, "DashboardContainer", rootView: "DashboardView"),
        GoldenCase("hosting-cell-table-ios15", .hostingCell, "MessageCell", rootView: "MessageRow", table: true, ios: 15),
        GoldenCase("trait-bridge-appTheme", .traitBridge, "appTheme", trait: ("AppTheme", ".standard")),
        GoldenCase("trait-bridge-ios16", .traitBridge, "CompactLayout", trait: ("Bool", "false"), ios: 16),
        GoldenCase("observation-loop", .observationLoop, "ModelObservation"),
        GoldenCase("observation-loop-ios16", .observationLoop, "ModelObservation", ios: 16),
        GoldenCase("observation-loop-ios26", .observationLoop, "ModelObservation", ios: 26),
    ]

    @Test("Generated code equals its golden file", arguments: goldenCases)
    func golden(testCase: GoldenCase) throws {
        let source = try Scaffolder.generate(testCase.request).source
        let url = Self.goldenFolder.appendingPathComponent(testCase.file + ".swift")
        if ProcessInfo.processInfo.environment["BRIDGELINT_UPDATE_GOLDEN"] != nil {
            try FileManager.default.createDirectory(at: Self.goldenFolder, withIntermediateDirectories: true)
            try Data(source.utf8).write(to: url)
        }
        let golden = try String(contentsOf: url, encoding: .utf8)
        #expect(source == golden, "differs from \(testCase.file).swift; BRIDGELINT_UPDATE_GOLDEN=1 swift test rewrites it")
    }

    @Test("Generated code parses and lints clean with every rule on", arguments: goldenCases)
    func lintsClean(testCase: GoldenCase) throws {
        let scaffold = try Scaffolder.generate(testCase.request)
        Self.expectClean(scaffold.source, target: testCase.request.deploymentTarget, label: testCase.file)
    }

    /// Every class of the table, generated with all the inputs it suggests, at the oldest target it allows and
    /// at the newest.
    static let wrappableClasses = UIKitCatalog.all.filter { [.view, .layer, .controller, .gestureRecognizer].contains($0.role) }.map(\.name)

    @Test("Every class of the table generates clean code", arguments: wrappableClasses, [nil, 13] as [Int?])
    func everyClass(name: String, ios: Int?) throws {
        let known = try #require(UIKitCatalog.lookup(name))
        let kind: ScaffoldKind = switch known.role {
        case .controller: .controllerRepresentable
        case .gestureRecognizer: .gestureRepresentable
        default: .representable
        }
        var request = ScaffoldRequest(kind: kind, name: "Wrapper")
        request.typeName = name
        if kind != .gestureRepresentable {
            for property in known.properties where !property.isCreationInput {
                let declaration = InputDeclaration(name: property.name, type: nil)
                if property.direction == .oneWay { request.inputs.append(declaration) } else { request.bindings.append(declaration) }
            }
        }
        request.deploymentTarget = ios.map { IOSVersion($0) }
        let source = try Scaffolder.generate(request).source
        Self.expectClean(source, target: request.deploymentTarget, label: "\(name) at iOS \(ios.map(String.init) ?? "newest")")
    }

    /// Lints with every registered rule enabled, opt-in rules included.
    static func expectClean(_ source: String, target: IOSVersion?, label: String,
                            sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(SyntaxCheck.errors(in: source).isEmpty, "\(label) does not parse", sourceLocation: sourceLocation)
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = Set(RuleRegistry.all.map { $0.description.id })
        configuration.deploymentTarget = target
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration)
            .lint(sources: [(path: "Generated.swift", text: source)])
        let findings = run.findings.map { "\($0.line):\($0.column) \($0.ruleID): \($0.message)" }
        #expect(run.findings.isEmpty, "\(label): \(findings)", sourceLocation: sourceLocation)
        #expect(run.problems.isEmpty, "\(label): \(run.problems)", sourceLocation: sourceLocation)
    }
}

@Suite("bridgelint new: requests it refuses")
struct ScaffoldRequestTests {
    private func refusal(_ request: ScaffoldRequest) -> String? {
        do {
            _ = try Scaffolder.generate(request)
            return nil
        } catch {
            guard case .invalidRequest(let message) = error else { return "unexpected \(error)" }
            return message
        }
    }

    private func request(_ kind: ScaffoldKind, _ name: String = "Wrapper", type: String? = nil) -> ScaffoldRequest {
        var request = ScaffoldRequest(kind: kind, name: name)
        request.typeName = type
        return request
    }

    @Test("Names, types and values that are not Swift")
    func notSwift() {
        #expect(refusal(request(.representable, "Map View", type: "MKMapView"))?.contains("not a Swift type name") == true)
        #expect(refusal(request(.representable, "class", type: "MKMapView")) != nil)
        var binding = request(.representable, type: "MKMapView")
        binding.bindings = [InputDeclaration(parsing: "region:MKCoordinateRegion) {}")]
        #expect(refusal(binding)?.contains("is not a Swift type") == true)
        var trait = request(.traitBridge, "theme")
        trait.traitValueType = "Theme"
        trait.traitDefault = ".plain }; struct X {"
        #expect(refusal(trait)?.contains("not a Swift expression") == true)
    }

    @Test("Options a kind does not take, and a missing --type")
    func options() {
        var child = request(.hostingChild, "Host")
        child.bindings = [InputDeclaration(name: "x", type: "Int")]
        #expect(refusal(child)?.contains("does not take --binding") == true)
        #expect(refusal(request(.representable))?.contains("needs --type") == true)
    }

    @Test("The type must fit the kind")
    func roles() {
        #expect(refusal(request(.representable, type: "PHPickerViewController"))?.contains("controller-representable") == true)
        #expect(refusal(request(.controllerRepresentable, type: "MKMapView"))?.contains("'bridgelint new representable'") == true)
        #expect(refusal(request(.representable, type: "UILongPressGestureRecognizer"))?.contains("gesture-representable") == true)
        #expect(refusal(request(.controllerRepresentable, type: "UISplitViewController"))?.contains("Do not wrap it") == true)
    }

    @Test("Inputs that cannot work as asked")
    func inputs() {
        var creation = request(.controllerRepresentable, type: "SFSafariViewController")
        creation.bindings = [InputDeclaration(name: "url", type: nil)]
        #expect(refusal(creation)?.contains("pass it with --input") == true)
        var reported = request(.controllerRepresentable, type: "PHPickerViewController")
        reported.inputs = [InputDeclaration(name: "results", type: nil)]
        #expect(refusal(reported)?.contains("pass it with --binding") == true)
        var untyped = request(.representable, type: "MKMapView")
        untyped.bindings = [InputDeclaration(name: "zoom", type: nil)]
        #expect(refusal(untyped)?.contains("give its type") == true)
        var clash = request(.representable, type: "MKMapView")
        clash.inputs = [InputDeclaration(name: "mapView", type: "Int")]
        #expect(refusal(clash)?.contains("used by the generated code") == true)
    }

    @Test("Actions must be closures with new names, on the representable kinds only")
    func actions() {
        var notClosure = request(.representable, type: "UITextField")
        notClosure.actions = [InputDeclaration(name: "onSubmit", type: "String")]
        #expect(refusal(notClosure)?.contains("give a closure type") == true)
        var twice = request(.representable, type: "UITextField")
        twice.inputs = [InputDeclaration(name: "onSubmit", type: "String")]
        twice.actions = [InputDeclaration(name: "onSubmit", type: "(String) -> Void")]
        #expect(refusal(twice)?.contains("given twice") == true)
        var reserved = request(.representable, type: "UITextField")
        reserved.actions = [InputDeclaration(name: "parent", type: "() -> Void")]
        #expect(refusal(reserved)?.contains("used by the generated code") == true)
        var wrongKind = request(.hostingChild, "Host")
        wrongKind.actions = [InputDeclaration(name: "onClose", type: "() -> Void")]
        #expect(refusal(wrongKind)?.contains("does not take --action") == true)
        var fine = request(.representable, type: "UITextField")
        fine.actions = [InputDeclaration(name: "onSubmit", type: "@MainActor (String) async -> Void")]
        #expect(refusal(fine) == nil)
    }

    @Test("Code that does not parse is never handed out")
    func syntaxGate() {
        #expect(!SyntaxCheck.errors(in: "struct A { func f( }").isEmpty)
        #expect(SyntaxCheck.errors(in: "struct A {}\n").isEmpty)
    }

    @Test("Input declarations split at the first colon")
    func inputDeclarations() {
        #expect(InputDeclaration(parsing: "counts:[String: Int]") == InputDeclaration(name: "counts", type: "[String: Int]"))
        #expect(InputDeclaration(parsing: "text") == InputDeclaration(name: "text", type: nil))
    }
}
