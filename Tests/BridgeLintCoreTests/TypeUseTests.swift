import Testing
@testable import BridgeLintCore

/// Which types the project uses, and where: outside previews, only in previews, or nowhere.
@Suite struct TypeUseTests {
    static let declarations = """
        struct Gauge: UIViewRepresentable {
            static let sample = Gauge(level: 1)
            var level: Double
            func makeUIView(context: Context) -> UIProgressView { UIProgressView() }
            func updateUIView(_ view: UIProgressView, context: Context) {}
        }
        extension Gauge { static func empty() -> Gauge { Gauge(level: 0) } }
        struct Dial: View { var body: some View { Text("dial") } }
        struct Knob: View { var body: some View { Text("knob") } }
        final class Meter: ObservableObject { @Published var value = 0 }
        final class Panel: UIViewController {}
        public struct Scale: View { public var body: some View { Text("scale") } }
        """

    @Test func ownDeclarationAndExtensionsAreNotUses() {
        let index = Fixture.index(Self.declarations)
        #expect(index.usage(of: "Gauge") == .unused)
        #expect(index.usage(of: "Text") == .used)
    }

    @Test func previewsAreTellApartFromOtherCode() {
        let previews = """
            #Preview { Gauge(level: 0.5) }
            struct Dial_Previews: PreviewProvider {
                static var previews: some View { Dial() }
            }
            """
        let app = """
            struct Screen: View {
                @StateObject private var meter = Meter()
                var body: some View { VStack { Knob(); _Needle() } }
            }
            private struct _Needle: View { var body: some View { Text("|") } }
            """
        let index = Fixture.index(Self.declarations, previews, app)
        #expect(index.usage(of: "Gauge") == .onlyInPreviews)
        #expect(index.usage(of: "Dial") == .onlyInPreviews)
        #expect(index.usage(of: "Knob") == .used)
        #expect(index.usage(of: "Meter") == .used)
        #expect(index.usage(of: "_Needle") == .used)
    }

    @Test func onlyTypesNoSystemOrStoryboardMakesAreCandidates() {
        let candidates = Fixture.facts(Self.declarations).typeUse.candidates
        // A view controller may come from a storyboard; a public view may be used by another module, which only
        // an app's entry point in sight rules out.
        #expect(candidates.map(\.name) == ["Gauge", "Dial", "Knob", "Meter", "Scale"])
        #expect(candidates.map(\.isPublic) == [false, false, false, false, true])
        #expect(candidates.first?.line == 1 && candidates.first?.endLine == 6)
    }
}

extension TypeUseTests {
    @Test func anEntryPointPutsTheWholeAppInSight() {
        #expect(!Fixture.index(Self.declarations).declaresEntryPoint)
        let app = "@main struct GaugeApp: App { var body: some Scene { WindowGroup { Text(\"\") } } }"
        #expect(Fixture.index(Self.declarations, app).declaresEntryPoint)
        #expect(Fixture.index(Self.declarations, "@UIApplicationMain final class AppDelegate: UIResponder {}").declaresEntryPoint)
    }
}
