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
                var body: some View { Text("") }
            }
            """)
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

    @Test func callSitesRecordWhichArgumentsVary() {
        let facts = Fixture.facts("""
            struct Screen: View {
                let trail: Trail
                var body: some View {
                    TrailMap(style: .hybrid, zoom: 3, title: "Map", tint: Color.green, pins: [1, 2], offset: -4)
                    TrailMap(style: trail.style, title: "\\(trail.name)")
                    TrailMap(caption: NSLocalizedString("Map", comment: ""), font: .system(size: 12), id: UUID())
                    TrailMap(region: trail.region).padding().id(trail.region)
                    Legend()
                }
            }
            """)
        #expect(Set(facts.rerenderedTypes).isSuperset(of: ["TrailMap", "Legend"]))
        #expect(Set(facts.variableArguments) == ["TrailMap(style:", "TrailMap(title:", "TrailMap(id:"])
        #expect(Set(facts.forwardedArguments) == [
            ForwardedArgument(argument: "TrailMap(caption:", sources: []), ForwardedArgument(argument: "TrailMap(font:", sources: []),
            ForwardedArgument(argument: "TrailMap(region:", sources: []),
        ])
        let index = ProjectIndex([facts])
        #expect(index.rerenderedTypes.contains("Legend"))
        #expect(index.varyingArguments == ["TrailMap(style:", "TrailMap(title:", "TrailMap(id:"])
        #expect(index.passedArguments.contains("TrailMap(caption:"))
    }

    /// A closure literal varies for `varyingValueArguments` only through what it captures; the caller's own
    /// objects never vary there. `varyingArguments` still counts both as changing, as before.
    @Test func closuresAndObjectsVaryOnlyThroughWhatTheyHold() {
        let views = Fixture.facts("""
            struct Album: View {
                let title: String
                let limit = 3
                @State private var picked: Photo?
                @Binding var history: [Photo]
                @StateObject private var store = PhotoStore()
                @Environment(\\.dismiss) private var dismiss
                var body: some View {
                    Grid(onPick: { photo in picked = photo; history.append(photo); store.save(photo); dismiss() })
                    Grid(onTitle: { Log.write(title) }, onLimit: { print(limit) }, model: store)
                    Grid(onSummary: { summary })
                    ForEach(rows) { row in Grid(onRow: { store.open(row) }) }
                    let first = title.first
                    Grid(onFirst: { print(first) })
                    Grid(onSelf: { use(self) })
                    Grid(style: .plain) { print(first) }
                    Grid(onMapped: { rows.map(describe(_:)) })
                    ScrollViewReader { reader in Grid(onJump: { reader.scrollTo(0) }) }
                }
                var summary: String { title + "!" }
                let session: Session
                func row(_ proxy: ScrollViewProxy, handler: @escaping () -> Void) -> some View {
                    Grid(onSave: { session.save() }, onScroll: { proxy.scrollTo(0) }, onHandler: { handler() })
                    Grid(onUser: { print(session.user) })
                }
            }
            extension Album {
                var extra: some View { Grid(onExtra: { print(title) }) }
                func picking(onPick: @escaping (Photo) -> Void, count: Int) -> some View { Grid(onHanded: onPick, count: count) }
            }
            final class Host: UIViewController {
                var count = 0
                func show(name: String) {
                    _ = Grid(onCount: { self.count += 1 }, onName: { print(name) })
                }
            }
            """)
        let captures = Dictionary(uniqueKeysWithValues: views.closureArguments.map { ($0.argument, $0.captures) })
        #expect(captures["Grid(onPick:"] == .properties(sources: []))
        #expect(captures["Grid(onTitle:"] == .properties(sources: ["Album(title:"]))
        #expect(captures["Grid(onLimit:"] == .properties(sources: []))
        #expect(captures["Grid(onSummary:"] == .properties(sources: ["Album(title:"]), "a computed property reads the copy")
        #expect(captures["Grid(onRow:"] == .changingValues, "a loop element")
        #expect(captures["Grid(onFirst:"] == .changingValues, "a local of body")
        #expect(captures["Grid(onSelf:"] == .unknown)
        #expect(captures["Grid({}:"] == .changingValues, "a trailing closure is recorded under its own label")
        #expect(captures["Grid(onExtra:"] == .unknown, "the view's properties are out of sight in an extension")
        #expect(captures["Grid(onHanded:"] == .unknown, "a closure parameter was made out of sight")
        #expect(captures["Grid(onSave:"] == .properties(sources: []), "a property only asked to do something is an object")
        #expect(captures["Grid(onUser:"] == .unknown, "read through: an object's or a struct's property, out of sight")
        #expect(captures["Grid(onScroll:"] == .properties(sources: []), "a scroll proxy reaches shared storage")
        #expect(captures["Grid(onHandler:"] == .unknown, "a closure parameter was made out of sight")
        #expect(captures["Grid(onMapped:"] != nil, "a method handed over by its compound name is a reference too")
        #expect(captures["Grid(onJump:"] == .properties(sources: []), "a ScrollViewReader's untyped proxy is shared storage")
        #expect(views.variableArguments == ["Grid(count:"])
        #expect(captures["Grid(onCount:"] == .properties(sources: []), "a class's members are reached through self")
        #expect(captures["Grid(onName:"] == .changingValues, "a parameter")
        #expect(views.objectArguments == ["Grid(model:"])
        #expect(!views.variableArguments.contains("Grid(model:"))

        let fixedCaller = Fixture.facts("struct Root: View { var body: some View { Album(title: \"A\") } }\n")
        let fixed = ProjectIndex([views, fixedCaller])
        #expect(fixed.varyingValueArguments == ["Grid(onRow:", "Grid(onFirst:", "Grid({}:", "Grid(onName:", "Grid(count:"])
        #expect(!fixed.passedArguments.contains("Grid({}:"), "trailing closures are this set's alone")
        #expect(fixed.varyingArguments.isSuperset(of: ["Grid(onPick:", "Grid(model:", "Grid(onSelf:", "Grid(onTitle:"]))
        #expect(fixed.passedArguments.isSuperset(of: ["Grid(onPick:", "Grid(model:"]))

        let changingCaller = Fixture.facts("""
            struct Root: View {
                @State private var name = ""
                var body: some View { Album(title: name); TextField("Name", text: $name) }
            }
            """)
        let changing = ProjectIndex([views, changingCaller])
        #expect(changing.varyingValueArguments.isSuperset(of: ["Grid(onTitle:", "Grid(onSummary:"]))
        #expect(!changing.varyingValueArguments.contains("Grid(onPick:"))
        #expect(!changing.varyingValueArguments.contains("Grid(model:"))
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

    /// A view made as a hosting controller's first root view or in a preview is not re-made by a render.
    @Test func constructionsARenderMakesAgain() {
        let facts = Fixture.facts("""
            final class AboutController: UIHostingController<About> {
                init() { super.init(rootView: About()) }
                func showHelp() {
                    let help = Help(topic: topic).environmentObject(store)
                    present(UIHostingController(rootView: help), animated: true)
                    console.root = Console()
                    console.contentView = NSHostingView(rootView: console.root)
                    let terms = Terms()
                    present(UIHostingController(rootView: AnyView(terms.environmentObject(store))), animated: true)
                    let host = NSHostingView(rootView: AnyView(Legal()))
                    let shell = UIHostingController(rootView: Shell { Row() })
                    cell.contentConfiguration = UIHostingConfiguration { Badge() }
                    shell.rootView = Shell { Card() }
                }
            }
            struct Help_Previews: PreviewProvider {
                static var previews: some View { Sample() }
            }
            #Preview { Draft() }
            """)
        let rerendered = Set(facts.rerenderedTypes)
        #expect(rerendered.isSuperset(of: ["Shell", "Row", "Badge", "Card"]), "closures and reassigned roots run again")
        #expect(rerendered.isDisjoint(with: ["About", "Help", "Terms", "Console", "Legal", "Sample", "Draft"]))
    }

    /// An App whose body depends on nothing builds its scenes once; one with a property wrapper (other than its
    /// delegate adaptor) evaluates its body again when the wrapped value changes, and makes its root views again.
    @Test func appScenesAreMadeOnceOnlyWithoutDependencies() {
        let facts = Fixture.facts("""
            @main
            struct NotesApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
                var body: some Scene {
                    WindowGroup { NoteList() }
                    Settings { SettingsForm() }
                }
            }
            struct ReaderApp: App {
                @Environment(\\.scenePhase) private var phase
                var body: some Scene { WindowGroup { Library() } }
            }
            """)
        let rerendered = Set(facts.rerenderedTypes)
        #expect(rerendered.isDisjoint(with: ["NoteList", "SettingsForm"]))
        #expect(rerendered.contains("Library"))
    }

    /// `Inner(scale: scale)` forwards the calling view's own property: it varies only if the view's call
    /// sites pass that property a changing value, through any number of views.
    @Test func forwardedPropertiesVaryOnlyWhenTheirSourceDoes() {
        let views = Fixture.facts("""
            struct Outer: View {
                var scale = 2.0
                let limit = 4.0
                let caption: String
                let tint: Color
                @State private var zoom = 1.0
                init(caption: String, color: Color) {
                    self.caption = caption
                    self.tint = color
                }
                var body: some View {
                    Inner(scale: scale, limit: limit, zoom: zoom, caption: self.caption, tint: tint)
                    ForEach(steps) { step in Inner(size: step) }
                    Button("Zoom") { zoom += 1 }
                }
            }
            #if os(iOS)
            struct Middle: View {
                #if DEBUG
                let title: String
                #endif
                var body: some View { Inner(title: title) }
            }
            #endif
            """)
        #expect(Set(views.variableArguments) == ["Inner(zoom:", "Inner(size:"])
        #expect(Set(views.forwardedArguments) == [
            ForwardedArgument(argument: "Inner(scale:", sources: ["Outer(scale:"]),
            ForwardedArgument(argument: "Inner(limit:", sources: []),
            ForwardedArgument(argument: "Inner(caption:", sources: ["Outer(caption:"]),
            ForwardedArgument(argument: "Inner(tint:", sources: ["Outer(tint:", "Outer(color:"]),
            ForwardedArgument(argument: "Inner(title:", sources: ["Middle(title:"]),
        ])

        let fixedCallers = Fixture.facts("struct Root: View { var body: some View { Outer(caption: \"A\", color: .red) } }\n")
        let fixed = ProjectIndex([views, fixedCallers])
        #expect(fixed.varyingArguments == ["Inner(zoom:", "Inner(size:"])
        #expect(fixed.passedArguments.isSuperset(of: ["Inner(scale:", "Inner(limit:", "Inner(title:"]))

        let changingCallers = Fixture.facts("""
            struct Root: View {
                @State var name = ""
                let chosen: Color
                var body: some View {
                    Outer(caption: name, color: chosen)
                    Hub(chosen: tint())
                }
            }
            """)
        let changing = ProjectIndex([views, changingCallers])
        #expect(changing.varyingArguments.isSuperset(of: ["Inner(caption:", "Outer(caption:"]))
        #expect(!changing.varyingArguments.contains("Inner(tint:"), "Root's 'chosen' is fixed: nobody passes Root(chosen:")
        #expect(!changing.varyingArguments.contains("Inner(scale:"))

        // A closure parameter or local of the same name is not the property.
        let shadowed = Fixture.facts("""
            struct Strip: View {
                let scale: Double
                var body: some View {
                    ForEach(levels) { scale in Inner(scale: scale) }
                    if let limit = scale.limit { Inner(limit: limit) }
                }
            }
            """)
        #expect(shadowed.forwardedArguments.isEmpty)
        #expect(Set(shadowed.variableArguments) == ["Inner(scale:", "Inner(limit:"])

        // A private @State the file never changes keeps its first value; one it changes in any way varies.
        let states = Fixture.facts("""
            struct Picker: View {
                @State private var hint = ""
                @State private var query = ""
                @State private var count = 0
                @State private var tags: [String] = []
                @State private var draft = Draft()
                @State private var level = 1
                @State var shared = 0
                var body: some View {
                    Inner(hint: hint, query: query, count: count, tags: tags, draft: draft, level: level, shared: shared)
                    TextField("Search", text: $query)
                    Button("More") { count += 1; tags.append("x"); draft.title = "t" }
                        .onAppear { bump(&level) }
                    if hint == "" { Text("none") }
                }
            }
            """)
        #expect(states.forwardedArguments == [ForwardedArgument(argument: "Inner(hint:", sources: [])])
        #expect(Set(states.variableArguments) == [
            "Inner(query:", "Inner(count:", "Inner(tags:", "Inner(draft:", "Inner(level:", "Inner(shared:", "TextField(text:",
        ])
    }

    @Test func environmentKeysTheCodeSets() {
        let facts = Fixture.facts("""
            struct Root: View {
                var body: some View {
                    Content()
                        .environment(\\.accent, .red)
                        .transformEnvironment(\\.spacing) { $0 *= 2 }
                        .environment(store)
                        .environment(\\Theme.color, .red)
                }
            }
            """)
        #expect(Set(facts.writtenEnvironmentKeys) == ["accent", "spacing"])
        let index = ProjectIndex([facts, Fixture.facts("let v = Text(\"x\").environment(\\.theme, .dark)\n")])
        #expect(index.writtenEnvironmentKeys == ["accent", "spacing", "theme"])
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

    @Test func containmentSubjects() {
        let facts = Fixture.facts("""
            extension PlayerViewController {
                func attach() {
                    addChild(controls)
                    self.controls.didMove(toParent: self)
                    queue?.willMove(toParent: nil)
                    children.first?.removeFromParent()
                }
            }
            final class Plain {}
            """)
        #expect(facts.types.map(\.containmentSubjects) == [["controls", "queue", "*"], []])
    }

    @Test func membersHandedOn() {
        let facts = Fixture.facts("""
            final class FeedViewController: UIViewController {
                func collectionView(_ view: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt path: IndexPath) {
                    guard let cell = cell as? CardCell, let host = cell.hostingController else { return }
                    addChild(host)
                    embed(header.content!)
                    header.banner?.didMove(toParent: self)
                    self.current = header.preview
                    cell.label.text = "Title"
                    self.footer.view.backgroundColor = .clear
                    if cell.title.isEmpty { return }
                }
                var shown: UIViewController? { header.shown }
            }
            """)
        #expect(facts.membersHandedOn == ["banner", "content", "hostingController", "preview", "shown"])
        #expect(Fixture.facts("struct Row: View { var body: some View { Text(item.title) } }").membersHandedOn.isEmpty)
    }
}
