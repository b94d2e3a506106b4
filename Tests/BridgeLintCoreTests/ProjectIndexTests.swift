import Testing
@testable import BridgeLintCore

@Suite struct ProjectIndexConformanceTests {
    @Test func directConformance() {
        let index = Fixture.index("final class Store: ObservableObject {}\nfinal class Plain {}\n")
        #expect(index.isObservableObject("Store") == .yes)
        #expect(index.isObservableObject("Plain") == .no)
        #expect(index.isObservable("Plain") == .no)
    }

    /// `ObservableObject` is Combine's protocol: it never makes a class `@Observable`, so the answer is certain.
    @Test func observableObjectClassIsNotObservable() {
        let index = Fixture.index("final class Store: ObservableObject {}\nclass Sub: Store {}\n")
        #expect(index.isObservable("Store") == .no)
        #expect(index.isObservable("Sub") == .no)
    }

    /// Feature modules each nest a `StateModel` class whose base class adopts a protocol also named `StateModel`:
    /// the class's base leads back to the name, which there is the protocol, not the class itself.
    @Test func aClassAndAProtocolSharingANameThroughABaseClass() {
        let index = Fixture.index(
            "protocol StateModel: ObservableObject {}\nclass BaseStateModel<Provider>: StateModel {}\n",
            "extension Settings { final class StateModel: BaseStateModel<Provider> {} }\n",
            "extension Profile { final class StateModel: BaseStateModel<Provider> {} }\n",
            "protocol Screen: Loop {}\nprotocol Loop: Screen {}\nfinal class Screen: Loop {}\n")
        #expect(index.isObservableObject("StateModel") == .yes)
        #expect(index.isObservableObject("BaseStateModel") == .yes)
        #expect(index.isObservableObject("Screen") == .no, "a real cycle still ends")
    }

    @Test func conformanceThroughAnExtensionInAnotherFile() {
        let index = Fixture.index("final class Store {}\n", "import Combine\nextension Store: ObservableObject {}\n")
        #expect(index.isObservableObject("Store") == .yes)
        #expect(index.extensions(of: "Store").map(\.file) == ["F1.swift"])
        #expect(index.declarations(named: "Store").map(\.file) == ["F0.swift"])
    }

    @Test func conformanceThroughATypealias() {
        let index = Fixture.index(
            "typealias AppStore = Store\ntypealias Foreign = UIView\ntypealias Alias2 = AppStore\n",
            "class Store: ObservableObject {}\n")
        #expect(index.isObservableObject("AppStore") == .yes)
        #expect(index.isObservableObject("Alias2") == .yes)
        #expect(index.isObservableObject("Foreign") == .unknown)
    }

    /// `extension AppStore: ObservableObject` extends `Store` itself when `AppStore` is an alias of it.
    @Test func extensionThroughATypealiasAddsTheConformanceToTheTarget() {
        let index = Fixture.index("final class Store {}\ntypealias AppStore = Store\n",
                                  "extension AppStore: ObservableObject {}\n")
        #expect(index.isObservableObject("Store") == .yes)
    }

    @Test func conformanceThroughARefinedProtocol() {
        let index = Fixture.index(
            "protocol Store: ObservableObject {}\n",
            "final class LiveStore: Store {}\nfinal class OtherStore: Identifiable {}\n")
        #expect(index.isObservableObject("Store") == .yes)
        #expect(index.isObservableObject("LiveStore") == .yes)
        #expect(index.isObservableObject("OtherStore") == .no)
    }

    @Test func conformanceThroughASuperclassChain() {
        let index = Fixture.index(
            "class Base: NSObject, ObservableObject {}\n",
            "class Middle: Base {}\n",
            "final class Leaf: Middle, Identifiable {}\n")
        #expect(index.isObservableObject("Leaf") == .yes)
        #expect(index.isObservableObject("Middle") == .yes)
    }

    @Test func conformanceToOneOfSeveralTargets() {
        let index = Fixture.index("struct Map: UIViewRepresentable {}\nstruct Plain: Equatable {}\n")
        #expect(index.conforms("Map", to: BridgeVocabulary.representableProtocols) == .yes)
        #expect(index.conforms("Plain", to: BridgeVocabulary.representableProtocols) == .no)
        #expect(index.conforms("UIViewRepresentable", to: ["UIViewRepresentable"]) == .yes)
    }

    @Test func observableMacroClass() {
        let index = Fixture.index("""
            @Observable final class Model {}
            @Observation.Observable class Qualified {}
            @Model final class Item {}
            class SubModel: Model {}
            @MainActor @Observable final class Annotated: Identifiable {}
            @Observable struct NotAClass {}
            """)
        for name in ["Model", "Qualified", "Item", "SubModel", "Annotated"] {
            #expect(index.isObservable(name) == .yes, "\(name)")
            #expect(index.isObservableObject(name) == .no, "\(name)")
        }
        // The macro makes classes observable; the index does not credit it on other kinds.
        #expect(index.isObservable("NotAClass") == .no)
    }

    @Test func unknownExternalBaseIsUnknown() {
        let index = Fixture.index("""
            class Custom: UIView {}
            class ViaNSObject: NSObject {}
            class Model: ExternalBaseModel, Codable {}
            """)
        #expect(index.isObservableObject("Custom") == .unknown)
        #expect(index.isObservable("Custom") == .unknown)
        // NSObject is known to bring neither conformance.
        #expect(index.isObservableObject("ViaNSObject") == .no)
        #expect(index.isObservableObject("Model") == .unknown)
        // A type the project never declares is unknown too.
        #expect(index.isObservableObject("Undeclared") == .unknown)
        #expect(index.isObservableObject("Hashable") == .no)
    }

    @Test func knownYesWinsOverUnknownParent() {
        let index = Fixture.index("class Store: ExternalBase, ObservableObject {}\n")
        #expect(index.isObservableObject("Store") == .yes)
    }

    @Test func disagreeingDeclarationsWithTheSameNameAreUnknown() {
        let index = Fixture.index(
            "enum A { final class Store: ObservableObject {} }\n",
            "enum B { struct Store {} }\n")
        #expect(index.declarations(named: "Store").count == 2)
        #expect(index.isObservableObject("Store") == .unknown)
    }

    @Test func agreeingDeclarationsWithTheSameNameAreCertain() {
        let index = Fixture.index(
            "enum A { final class Store: ObservableObject {} }\n",
            "enum B { final class Store: ObservableObject {} }\n")
        #expect(index.isObservableObject("Store") == .yes)
        let plain = Fixture.index("enum A { struct Row {} }\n", "enum B { struct Row: Hashable {} }\n")
        #expect(plain.isObservableObject("Row") == .no)
    }

    @Test func inheritanceCyclesTerminate() {
        let index = Fixture.index("class A: B {}\n", "class B: A {}\n", "class C: D, ObservableObject {}\nclass D: C {}\n",
                                  "typealias X = Y\ntypealias Y = X\n")
        #expect(index.isObservableObject("A") == .no)
        #expect(index.isObservableObject("B") == .no)
        #expect(index.isObservableObject("C") == .yes)
        #expect(index.isObservableObject("D") == .yes)
        #expect(index.isObservableObject("X") == .no)
    }

    @Test func emptyIndex() {
        let index = ProjectIndex([FileFacts]())
        #expect(index.declarations(named: "A") == [])
        #expect(index.extensions(of: "A") == [])
        #expect(index.environmentKeys == [])
        #expect(index.isObservable("A") == .unknown)
    }

    @Test func knowledgeCombinators() {
        #expect(Knowledge.any([Knowledge]()) == .no)
        #expect(Knowledge.any([.no, .unknown, .yes]) == .yes)
        #expect(Knowledge.any([.no, .unknown]) == .unknown)
        #expect(Knowledge.any([.no, .no]) == .no)
        #expect(Knowledge.agreed([]) == .unknown)
        #expect(Knowledge.agreed([.yes, .yes]) == .yes)
        #expect(Knowledge.agreed([.no]) == .no)
        #expect(Knowledge.agreed([.yes, .no]) == .unknown)
    }
}

@Suite struct FactCollectorTests {
    @Test func typeFactsRecordKindNameLineAttributesAndInheritance() throws {
        let facts = Fixture.facts("""
            import SwiftUI

            @MainActor
            @Observable final class Model: Base, Identifiable {}
            struct Row: Hashable, @unchecked Sendable {}
            enum Kind: String { case a }
            actor Worker {}
            protocol Store: AnyObject, Observation.Observable {}
            extension Model: Foundation.CustomStringConvertible {}
            """, path: "Dir/F.swift")
        let summary = facts.types.map { "\($0.kind.rawValue) \($0.name) \($0.line) \($0.attributes) \($0.inheritedTypes)" }
        #expect(summary == [
            "class Model 3 [\"MainActor\", \"Observable\"] [\"Base\", \"Identifiable\"]",
            "struct Row 5 [] [\"Hashable\", \"Sendable\"]",
            "enum Kind 6 [] [\"String\"]",
            "actor Worker 7 [] []",
            "protocol Store 8 [] [\"AnyObject\", \"Observable\"]",
            "extension Model 9 [] [\"CustomStringConvertible\"]",
        ])
        #expect(facts.types.allSatisfy { $0.file == "Dir/F.swift" })
    }

    @Test func nestedTypesAreCollectedButLocalTypesAreNot() {
        let facts = Fixture.facts("""
            enum Outer {
                struct Inner {
                    class Deepest {}
                }
                func f() {
                    class Local {}
                }
            }
            """)
        #expect(facts.types.map(\.name) == ["Outer", "Inner", "Deepest"])
    }

    @Test func typealiases() {
        let facts = Fixture.facts("""
            typealias AppStore = Store
            typealias Qualified = Module.Store
            typealias Maybe = Store?
            typealias Function = () -> Void
            """)
        #expect(facts.typealiases == [
            TypealiasFact(name: "AppStore", target: "Store"),
            TypealiasFact(name: "Qualified", target: "Store"),
            TypealiasFact(name: "Maybe", target: "Store"),
        ])
    }

    @Test func environmentRequirements() throws {
        let facts = Fixture.facts("""
            struct Screen: View {
                @EnvironmentObject var store: Store
                @EnvironmentObject private var session: Module.Session!
                @Environment(Settings.self) var settings
                @Environment(App.Theme.self) private var theme
                @Environment(\\.accent) var accent
                @Environment(\\EnvironmentValues.dismiss) var dismiss
                @State var plain = 0
                @EnvironmentObject var unread: Unread
                var body: some View { Text("") }
            }
            extension Screen {
                var summary: String { "\\(store) \\(session!) \\(settings) \\(theme) \\(accent) \\(dismiss)" }
            }
            """)
        // `unread` is never read: SwiftUI looks an environment object up only when it is read.
        let screen = try #require(facts.types.first)
        #expect(screen.environmentRequirements == [
            .environmentObject(type: "Store"),
            .environmentObject(type: "Session"),
            .observableObject(type: "Settings"),
            .observableObject(type: "Theme"),
            .key(name: "accent"),
            .key(name: "dismiss"),
        ])
    }

    @Test func environmentKeysFromEnvironmentValuesExtensions() {
        let facts = Fixture.facts("""
            extension EnvironmentValues {
                @Entry var accent: Color = .blue
                var theme: Theme {
                    get { self[ThemeKey.self] }
                    set { self[ThemeKey.self] = newValue }
                }
                func notAKey() {}
            }
            extension SwiftUI.EnvironmentValues {
                @Entry var spacing = 8.0
            }
            extension OtherValues {
                var ignored: Int { 0 }
            }
            """)
        #expect(facts.environmentKeys == ["accent", "theme", "spacing"])
        let index = ProjectIndex([facts, Fixture.facts("extension EnvironmentValues { @Entry var extra = 1 }\n")])
        #expect(index.environmentKeys == ["accent", "theme", "spacing", "extra"])
    }

    /// Each type is looked at once per question: a lattice of protocols where every level refines both types of
    /// the next has 2^40 paths from top to bottom, which walking path by path never finishes.
    @Test func conformanceThroughADeepLatticeIsAnsweredOnce() {
        var source = "protocol A40: ObservableObject {}\nprotocol B40 {}\n"
        for level in 0..<40 {
            source += "protocol A\(level): A\(level + 1), B\(level + 1) {}\nprotocol B\(level): A\(level + 1), B\(level + 1) {}\n"
        }
        source += "final class Model: A0 {}\n"
        let index = ProjectIndex([Fixture.facts(source)])
        #expect(index.isObservableObject("Model") == .yes)
        #expect(index.isObservable("Model") == .no)
        #expect(index.isObservable("B3") == .no, "answers kept from the first question agree with a fresh walk")
        #expect(index.isObservableObject("B39") == .yes)
    }

    @Test func representableFacts() throws {
        let facts = Fixture.facts("""
            struct MapView: UIViewRepresentable {
                func makeCoordinator() -> Coordinator { Coordinator() }
                func makeUIView(context: Context) -> MKMapView { MKMapView() }
                func updateUIView(_ view: MKMapView, context: Context) {}
                func sizeThatFits(_ proposal: ProposedViewSize, uiView: MKMapView, context: Context) -> CGSize? { nil }
            }
            struct Picker: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIKit.UIImagePickerController { .init() }
            }
            struct Shared: View {
                #if os(iOS)
                func makeUIView(context: Context) -> UILabel { UILabel() }
                #else
                func makeNSView(context: Context) -> NSTextField { NSTextField() }
                #endif
            }
            struct Plain: View {
                var body: some View { EmptyView() }
            }
            """)
        let byName = Dictionary(uniqueKeysWithValues: facts.types.map { ($0.name, $0) })
        let map = try #require(byName["MapView"])
        #expect(map.makeReturnType == "MKMapView")
        #expect(map.implementsSizeThatFits)
        let picker = try #require(byName["Picker"])
        #expect(picker.makeReturnType == "UIImagePickerController")
        #expect(!picker.implementsSizeThatFits)
        // Both branches of `#if` are read; the last make method wins.
        #expect(byName["Shared"]?.makeReturnType == "NSTextField")
        #expect(byName["Plain"]?.makeReturnType == nil)
    }

    @Test func intrinsicContentSizeOverride() {
        let facts = Fixture.facts("""
            final class Badge: UIView {
                override var intrinsicContentSize: CGSize { CGSize(width: 10, height: 10) }
            }
            final class NotOverriding {
                var intrinsicContentSize: CGSize { .zero }
            }
            """)
        #expect(facts.types.map(\.overridesIntrinsicContentSize) == [true, false])
    }

    @Test func bodyReferencesAreTheConstructedTypesInOrder() throws {
        let facts = Fixture.facts("""
            struct Screen: View {
                var body: some View {
                    VStack {
                        Text("a").padding()
                        Detail(store: Store.init())
                        Detail(store: makeStore())
                        SwiftUI.Divider()
                    }
                }
            }
            """)
        let screen = try #require(facts.types.first)
        #expect(screen.bodyReferences == ["VStack", "Text", "Detail", "Store", "Divider"])
    }

    /// Content a body only presents is left out of the inline references; modifiers are applied to views it builds.
    @Test func inlineBodyReferencesAndModifiers() throws {
        let facts = Fixture.facts("""
            struct Screen: View {
                @State private var isEditing = false
                var body: some View {
                    List {
                        Row().padding()
                        Button("Open") { router.push(Detail()) }
                    }
                    .sheet(isPresented: $isEditing) { NavigationStack { Editor().environmentObject(store) } }
                    .popover(isPresented: $isEditing, content: { Help() })
                    .withTheme()
                }
            }
            """)
        let screen = try #require(facts.types.first)
        #expect(screen.bodyReferences == ["List", "Row", "Button", "Detail", "NavigationStack", "Editor", "Help"])
        #expect(screen.inlineBodyReferences == ["List", "Row", "Button"])
        #expect(screen.presentedBodyReferences == ["NavigationStack", "Editor", "Help"])
        #expect(screen.bodyModifiers == ["withTheme", "popover", "sheet", "padding", "environmentObject"])
    }

    @Test func hostedViewTypeOfAHostingControllerSubclass() {
        let facts = Fixture.facts("""
            final class SettingsHost: UIHostingController<SettingsView> {}
            final class Generic<Content: View>: UIHostingController<Content> {}
            final class AppKitHost: NSHostingController<SwiftUI.Inspector> {}
            final class Deeper: SettingsHost {}
            """)
        #expect(facts.types.map(\.hostedViewType) == ["SettingsView", nil, "Inspector", nil])
    }

    @Test func classesThatCustomizeTheirRootView() {
        let facts = Fixture.facts("""
            final class PassThrough<Content: View>: UIHostingController<AnyView> {
                init(rootView: Content) { super.init(rootView: AnyView(rootView)) }
            }
            final class Injecting<Content: View>: UIHostingController<AnyView> {
                init(rootView: Content) { super.init(rootView: AnyView(rootView.environmentObject(Store.shared))) }
            }
            final class Building: UIHostingController<Screen> {
                init() { super.init(rootView: Screen()) }
            }
            final class Replacing: UIHostingController<Screen> {
                func refresh() { self.rootView = Screen() }
            }
            final class Plain: UIHostingController<Screen> {}
            """)
        #expect(facts.types.map(\.customizesRootView) == [false, true, true, true, false])
    }
}
