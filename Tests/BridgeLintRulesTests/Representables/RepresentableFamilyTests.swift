import BridgeLintCore
@testable import BridgeLintRules
import Testing

/// The Representables rules together: each bug is reported once, by the rule that owns it, and correct code
/// is silent under every rule of the family.
@Suite("Representables family")
struct RepresentableFamilyTests {
    private func findings(_ sources: [(path: String, text: String)]) -> [String] {
        var configuration = Configuration(rootDirectory: "/")
        configuration.onlyRules = Set(RepresentableRules.all.map { $0.description.id })
        let run = Linter(allRules: RuleRegistry.all, configuration: configuration).lint(sources: sources)
        return run.findings.map { "\($0.line) \($0.ruleID)" }.sorted()
    }

    private func findings(_ text: String) -> [String] {
        findings([(path: "A.swift", text: text)])
    }

    @Test("A view created and added in update is one finding, not also a setup finding")
    func createdAndAddedOnce() {
        let code = """
            struct Tags: UIViewRepresentable {
                let tags: [String]
                func makeUIView(context: Context) -> UIStackView { UIStackView() }
                func updateUIView(_ stack: UIStackView, context: Context) {
                    stack.addArrangedSubview(UILabel())
                    stack.addArrangedSubview(context.coordinator.label)
                }
            }
            """
        #expect(findings(code) == ["5 representable-expensive-update", "6 representable-setup-in-update"])
    }

    @Test("Unwrapping an input is not a guard; comparing with the view or unwrapping from it is")
    func unwrappingIsNoGuard() {
        let code = """
            struct Page: UIViewRepresentable {
                let address: String
                func makeUIView(context: Context) -> WKWebView { WKWebView() }
                func updateUIView(_ webView: WKWebView, context: Context) {
                    guard let url = URL(string: address) else { return }
                    webView.load(URLRequest(url: url))
                }
            }
            struct Reader: View {
                @State private var address = "https://example.com"
                var body: some View { Page(address: address) }
            }
            struct GuardedPage: UIViewRepresentable {
                let url: URL
                func makeUIView(context: Context) -> WKWebView { WKWebView() }
                func updateUIView(_ webView: WKWebView, context: Context) {
                    guard webView.url != url else { return }
                    webView.load(URLRequest(url: url))
                }
            }
            struct Flow: UIViewControllerRepresentable {
                let detail: UIViewController
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ controller: UIViewController, context: Context) {
                    if let navigation = controller.navigationController {
                        navigation.pushViewController(detail, animated: true)
                    }
                }
            }
            """
        #expect(findings(code) == ["6 representable-expensive-update"])
    }

    @Test("A text field wrapped the wrong way in several places: each bug once")
    func severalBugsOnePerRule() {
        let field = """
            struct OptionField: UIViewRepresentable {
                let field = BackspaceField()
                @Binding var text: String
                func makeCoordinator() -> Coordinator { Coordinator(self) }
                func makeUIView(context: Context) -> BackspaceField { field }
                func updateUIView(_ field: BackspaceField, context: Context) {
                    field.text = text
                    field.delegate = context.coordinator
                }
            }
            extension OptionField {
                final class Coordinator: NSObject, UITextFieldDelegate {
                    let view: OptionField
                    init(_ view: OptionField) { self.view = view }
                    func textFieldDidChangeSelection(_ textField: UITextField) { view.text = textField.text ?? "" }
                }
            }
            struct Options: View {
                @State private var name = ""
                var body: some View { OptionField(text: $name) }
            }
            """
        let subclass = "final class BackspaceField: UITextField {}\n"
        // The coordinator's old copy only writes the binding, which still reaches the same storage; the delegate
        // set again to the same coordinator changes nothing (a latent note, not shown by default).
        #expect(findings([("OptionField.swift", field), ("BackspaceField.swift", subclass)]) == [
            "2 representable-stored-object",
            "7 representable-unguarded-two-way-update",
        ])
    }

    @Test("A careful two-way representable is silent under every rule of the family")
    func carefulRepresentable() {
        let code = """
            struct RouteMap: UIViewRepresentable {
                @Binding var region: MKCoordinateRegion
                @Binding var selection: Stop.ID?
                let stops: [Stop]
                var onOpen: (Stop) -> Void

                func makeCoordinator() -> Coordinator { Coordinator(self) }

                func makeUIView(context: Context) -> MKMapView {
                    let map = MKMapView()
                    map.delegate = context.coordinator
                    map.register(MKMarkerAnnotationView.self, forAnnotationViewWithReuseIdentifier: "stop")
                    map.setRegion(region, animated: false)
                    context.coordinator.observer = NotificationCenter.default.addObserver(
                        forName: UIApplication.didBecomeActiveNotification, object: nil, queue: .main
                    ) { [weak map] _ in map?.setNeedsDisplay() }
                    return map
                }

                func updateUIView(_ map: MKMapView, context: Context) {
                    context.coordinator.parent = self
                    if map.region.center.latitude != region.center.latitude
                        || map.region.center.longitude != region.center.longitude {
                        map.setRegion(region, animated: true)
                    }
                    let shown = Set(map.annotations.compactMap { ($0 as? StopAnnotation)?.id })
                    if shown != Set(stops.map(\\.id)) {
                        map.removeAnnotations(map.annotations)
                        map.addAnnotations(stops.map(StopAnnotation.init))
                    }
                }

                static func dismantleUIView(_ map: MKMapView, coordinator: Coordinator) {
                    if let observer = coordinator.observer { NotificationCenter.default.removeObserver(observer) }
                }

                final class Coordinator: NSObject, MKMapViewDelegate {
                    var parent: RouteMap
                    var observer: NSObjectProtocol?
                    init(_ parent: RouteMap) { self.parent = parent }
                    func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
                        DispatchQueue.main.async { self.parent.region = mapView.region }
                    }
                    func mapView(_ mapView: MKMapView, didSelect annotation: MKAnnotation) {
                        guard let stop = annotation as? StopAnnotation else { return }
                        parent.selection = stop.id
                        parent.onOpen(stop.stop)
                    }
                }
            }

            struct RouteScreen: View {
                @State private var region = MKCoordinateRegion()
                @State private var selection: Stop.ID?
                let route: Route
                var body: some View {
                    RouteMap(region: $region, selection: $selection, stops: route.stops) { _ in }
                        .id(route.id)
                        .frame(height: 300)
                }
            }
            """
        #expect(findings(code).isEmpty)
    }

    @Test("A hosting controller returned as a view is reported as a wrapped controller, not as a stale root")
    func wrappedHostingController() {
        let code = """
            struct Card: UIViewRepresentable {
                let title: String
                func makeUIView(context: Context) -> UIView {
                    UIHostingController(rootView: CardContent(title: title)).view
                }
                func updateUIView(_ uiView: UIView, context: Context) {}
            }
            """
        #expect(findings(code) == ["4 representable-wraps-controller-view"])
    }

    @Test("Shared iOS and macOS code reports what the coordinator does once, not once per platform")
    func sharedCoordinatorOnce() {
        let code = """
            struct Clock: PlatformViewRepresentable {
                var format: Date.FormatStyle
                func makeCoordinator() -> Coordinator { Coordinator(self) }
                #if os(iOS)
                func makeUIView(context: Context) -> UILabel { UILabel() }
                func updateUIView(_ label: UILabel, context: Context) {}
                #else
                func makeNSView(context: Context) -> NSTextField { NSTextField(labelWithString: "") }
                func updateNSView(_ field: NSTextField, context: Context) {}
                #endif
                final class Coordinator {
                    let parent: Clock
                    var observer: NSObjectProtocol?
                    init(_ parent: Clock) {
                        self.parent = parent
                        observer = NotificationCenter.default.addObserver(forName: .NSSystemClockDidChange, object: nil, queue: .main) { _ in }
                    }
                    func text(for date: Date) -> String { date.formatted(parent.format) }
                }
            }
            struct StatusBar: View {
                @AppStorage("clockFormat") private var format = Date.FormatStyle()
                var body: some View { Clock(format: format) }
            }
            """
        #expect(findings(code) == ["12 coordinator-stale-parent", "16 representable-missing-dismantle"])
    }
}
