import BridgeLintCore
@testable import BridgeLintRules
import SwiftParser
import Testing

/// One file's facts as the engine records them for the rules' recorders, with the call-site record's fields
/// readable directly (`file.variableArguments`).
@dynamicMemberLookup
struct RecordedFile {
    let facts: FileFacts
    let calls: CallSiteFacts.FileRecord
    let membersHandedOn: [String]

    subscript<Value>(dynamicMember path: KeyPath<CallSiteFacts.FileRecord, Value>) -> Value {
        calls[keyPath: path]
    }
}

enum Recording {
    static let recorders: [any FactRecorder.Type] = [
        CallSiteFacts.self, HandedOnMembers.self, ContainmentSubjects.self, UnobservedProperties.self, ObservationTrackingArming.self,
        ViewLiveState.self, ObservableMembers.self,
    ]

    static func file(_ text: String, path: String = "A.swift") -> RecordedFile {
        let file = LintFile(path: path, source: text, tree: Parser.parse(source: text))
        var facts = FileFacts()
        facts.recorded = recorders.compactMap { $0.recorded(in: file) }
        return RecordedFile(facts: facts, calls: CallSiteFacts.record(in: file) ?? CallSiteFacts.FileRecord(),
                            membersHandedOn: HandedOnMembers.record(in: file) ?? [])
    }

    /// The project index over these files, merging what the recorders recorded (through the cached form).
    static func index(_ files: [RecordedFile]) -> ProjectIndex {
        ProjectIndex(files.map(\.facts), recorders: recorders)
    }

    /// The project index over in-memory files, as the engine builds it with every recorder above.
    static func index(sources texts: String...) -> ProjectIndex {
        let linter = Linter(allRules: [Recorders.self], configuration: Configuration(rootDirectory: "/project"))
        return linter.index(sources: texts.enumerated().map { (path: "F\($0.offset).swift", text: $0.element) })
    }

    /// A rule that runs nothing and lists every recorder, so that the engine records them all.
    private struct Recorders: Rule {
        static let factRecorders = Recording.recorders
        static let description = RuleDescription(
            id: "recorders", summary: "", severity: .note, rationale: "", howToFix: "",
            triggeringExamples: [], nonTriggeringExamples: [])
        func check(_ file: LintFile, report: inout RuleReport) {}
    }
}

@Suite struct CallSiteFactsTests {
    @Test func bindingsMadeFromTheCallersOwnStateAreToldFromOthers() {
        let editor = Recording.file("""
            struct AvatarEditor: View {
                @State private var avatar: UIImage?
                @Binding var caption: String
                @ObservedObject var profile: Profile
                var body: some View {
                    PhotoPicker(image: $avatar, caption: $caption)
                    PhotoPicker(image: $avatar, caption: $profile.caption, note: Binding(get: { "" }, set: { _ in }))
                }
            }
            """)
        #expect(Set(editor.stateBindingArguments) == ["PhotoPicker(image:"])
        #expect(Set(editor.otherBindingArguments) == ["PhotoPicker(caption:", "PhotoPicker(note:"])
        let other = Recording.file("""
            struct Banner: View {
                @ObservedObject var model: Model
                var body: some View { PhotoPicker(image: $model.image) }
            }
            """)
        #expect(Recording.index([editor]).stateOnlyBindingArguments == ["PhotoPicker(image:"])
        // One call site binding it to an observable's property is enough to keep the warning.
        #expect(Recording.index([editor, other]).stateOnlyBindingArguments.isEmpty)
    }

    @Test func aViewStoringAPlainTypeReRendersOnlyWhenItsParentDoes() {
        let screen = Recording.file("""
            struct PageScreen: View {
                let model: PageModel
                var body: some View { PageWeb(url: model.url) }
            }
            """)
        let hostOnce = Recording.file("""
            func makePage(model: PageModel) -> UIViewController {
                UIHostingController(rootView: PageScreen(model: model))
            }
            """, path: "B.swift")
        func rerendered(_ model: String) -> Bool {
            let declaration = Recording.file(model, path: "C.swift")
            return Recording.index([screen, hostOnce, declaration]).record(of: CallSiteFacts.self).rerenderedTypes.contains("PageWeb")
        }
        // A plain class or a struct: the body runs again only when a parent makes the screen again; here none does.
        #expect(!rerendered("final class PageModel { let url: URL; init(url: URL) { self.url = url } }"))
        #expect(!rerendered("struct PageModel { let url: URL }"))
        // An object SwiftUI observes, or a class whose parents are out of sight, runs the body on its own changes.
        #expect(rerendered("final class PageModel: ObservableObject { @Published var url: URL }"))
        #expect(rerendered("@Observable final class PageModel { var url: URL }"))
        #expect(rerendered("final class PageModel: BaseModel { }"))
        #expect(rerendered("// PageModel is declared in another module"))
        // Content a container calls again with new values is made again however still the view around it is.
        let measured = Recording.file("""
            struct PageScreen: View {
                let model: PageModel
                var body: some View { GeometryReader { proxy in PageWeb(url: model.url, width: proxy.size.width) } }
            }
            """)
        let plainModel = Recording.file("struct PageModel { let url: URL }", path: "C.swift")
        #expect(Recording.index([measured, hostOnce, plainModel]).record(of: CallSiteFacts.self).rerenderedTypes.contains("PageWeb"))
    }

    @Test func callSitesRecordWhichArgumentsVary() {
        let facts = Recording.file("""
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
        // `Screen` stores a `Trail`: it re-renders on its own unless that is a plain type, which the merge decides.
        #expect(Set(facts.rerenderedWithView).isSuperset(of: ["TrailMap<Screen", "Legend<Screen"]))
        #expect(facts.inertViewObjectTypes == ["Screen|Trail"])
        #expect(Recording.index([facts]).record(of: CallSiteFacts.self).rerenderedTypes.isSuperset(of: ["TrailMap", "Legend"]))
        #expect(Set(facts.variableArguments) == ["TrailMap(id:"])
        #expect(Set(facts.forwardedArguments) == [
            ForwardedArgument(argument: "TrailMap(caption:", sources: []), ForwardedArgument(argument: "TrailMap(font:", sources: []),
            ForwardedArgument(argument: "TrailMap(region:", sources: []),
            // Read through `trail`: changes with the reference its call sites pass, or with the property.
            ForwardedArgument(argument: "TrailMap(style:", sources: ["=Screen(trail:", "Trail.style"]),
            // Interpolated text changes exactly when what it interpolates does.
            ForwardedArgument(argument: "TrailMap(title:", sources: ["=Screen(trail:", "Trail.name"]),
        ])
        let index = Recording.index([facts])
        #expect(index.rerenderedTypes.contains("Legend"))
        #expect(index.varyingArguments == ["TrailMap(style:", "TrailMap(title:", "TrailMap(id:"])
        #expect(index.passedArguments.contains("TrailMap(caption:"))
    }

    @Test func everyTrailingClosureIsRecordedUnderItsLabel() {
        let facts = Recording.file("""
            struct Library: View {
                @State private var query = ""
                var body: some View {
                    Drawer { Text(query) } content: { Text("Shelves") }
                }
            }
            """)
        let arguments = Set(facts.closureArguments.map(\.argument))
        #expect(arguments.isSuperset(of: ["Drawer({}:", "Drawer(content:"]))
    }

    /// A closure literal varies for `varyingValueArguments` only through what it captures; the caller's own
    /// objects never vary there. `varyingArguments` still counts both as changing, as before.
    @Test func closuresAndObjectsVaryOnlyThroughWhatTheyHold() {
        let views = Recording.file("""
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
                    Grid(onChosen: choose, onTitled: self.logTitle, onClosed: close)
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
                private func choose(_ photo: Photo) { picked = photo; history.append(photo) }
                private func logTitle() { Log.write(title) }
                let session: Session
                func row(_ proxy: ScrollViewProxy, handler: @escaping () -> Void) -> some View {
                    Grid(onSave: { session.save() }, onScroll: { proxy.scrollTo(0) }, onHandler: { handler() })
                    Grid(onUser: { print(session.user) })
                }
            }
            private extension Album {
                func close() { picked = nil; dismiss() }
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
        #expect(captures["Grid(onChosen:"] == .properties(sources: []), "a method reaches the view's state as a closure would")
        #expect(captures["Grid(onTitled:"] == .properties(sources: ["Album(title:"]), "a method reads the copy's plain properties")
        #expect(captures["Grid(onClosed:"] == .properties(sources: []), "a method of an extension in the file is the view's too")
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

        let fixedCaller = Recording.file("struct Root: View { var body: some View { Album(title: \"A\") } }\n")
        let fixed = Recording.index([views, fixedCaller])
        #expect(fixed.varyingValueArguments == ["Grid(onRow:", "Grid(onFirst:", "Grid({}:", "Grid(onName:", "Grid(count:"])
        #expect(!fixed.passedArguments.contains("Grid({}:"), "trailing closures are this set's alone")
        #expect(fixed.varyingArguments.isSuperset(of: ["Grid(onPick:", "Grid(model:", "Grid(onSelf:", "Grid(onTitle:"]))
        #expect(fixed.passedArguments.isSuperset(of: ["Grid(onPick:", "Grid(model:"]))

        let changingCaller = Recording.file("""
            struct Root: View {
                @State private var name = ""
                var body: some View { Album(title: name); TextField("Name", text: $name) }
            }
            """)
        let changing = Recording.index([views, changingCaller])
        #expect(changing.varyingValueArguments.isSuperset(of: ["Grid(onTitle:", "Grid(onSummary:"]))
        #expect(!changing.varyingValueArguments.contains("Grid(onPick:"))
        #expect(!changing.varyingValueArguments.contains("Grid(model:"))
    }

    /// A view made as a hosting controller's first root view or in a preview is not re-made by a render.
    @Test func constructionsARenderMakesAgain() {
        let facts = Recording.file("""
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
                    let call = UIHostingController(rootView: AnyView(EmptyView()))
                    call.rootView = AnyView(CallScreen())
                }
            }
            struct Help_Previews: PreviewProvider {
                static var previews: some View { Sample() }
            }
            #Preview { Draft() }
            """)
        let rerendered = Set(facts.rerenderedTypes)
        #expect(rerendered.isSuperset(of: ["Shell", "Row", "Badge", "Card"]), "closures and reassigned roots run again")
        // A host made with a placeholder gets its first real root by assignment.
        #expect(rerendered.isDisjoint(with: ["About", "Help", "Terms", "Console", "Legal", "Sample", "Draft", "CallScreen"]))
    }

    /// An App whose body depends on nothing builds its scenes once; one with a property wrapper (other than its
    /// delegate adaptor) evaluates its body again when the wrapped value changes, and makes its root views again.
    @Test func appScenesAreMadeOnceOnlyWithoutDependencies() {
        let facts = Recording.file("""
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
    @Test func witnessesNameTheCallThatPassesAChangingValueThroughForwarding() {
        let index = Recording.index([
            Recording.file("""
                struct Inner: View {
                    let scale: Double
                    var body: some View { Text("\\(scale)") }
                }
                struct Outer: View {
                    var scale = 2.0
                    var body: some View {
                        VStack {
                            Inner(scale: scale)
                        }
                    }
                }
                """, path: "Views/Outer.swift"),
            Recording.file("""
                struct Screen: View {
                    @State private var zoom = 1.0
                    var body: some View {
                        Outer(scale: 3)
                        Outer(scale: zoom)
                        Button("Zoom") { zoom += 1 }
                    }
                }
                """, path: "Views/Screen.swift"),
        ])
        // Inner(scale:) varies because Screen passes Outer a changing scale: the witness is that call.
        #expect(index.varyingArguments.contains("Inner(scale:"))
        #expect(index.callSiteWitness("Inner(scale:") == "Views/Screen.swift:5")
        #expect(index.callSiteWitness("Outer(scale:") == "Views/Screen.swift:5")
        // Outer is made again on each render of Screen's body, first at line 4.
        #expect(index.callSiteWitness("Outer") == "Views/Screen.swift:4")
        #expect(index.callSiteWitness("Screen") == nil)
    }

    @Test func forwardedPropertiesVaryOnlyWhenTheirSourceDoes() {
        let views = Recording.file("""
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

        let fixedCallers = Recording.file("struct Root: View { var body: some View { Outer(caption: \"A\", color: .red) } }\n")
        let fixed = Recording.index([views, fixedCallers])
        #expect(fixed.varyingArguments == ["Inner(zoom:", "Inner(size:"])
        #expect(fixed.passedArguments.isSuperset(of: ["Inner(scale:", "Inner(limit:", "Inner(title:"]))

        let changingCallers = Recording.file("""
            struct Root: View {
                @State var name = ""
                let chosen: Color
                var body: some View {
                    Outer(caption: name, color: chosen)
                    Hub(chosen: tint())
                }
            }
            """)
        let changing = Recording.index([views, changingCallers])
        #expect(changing.varyingArguments.isSuperset(of: ["Inner(caption:", "Outer(caption:"]))
        #expect(!changing.varyingArguments.contains("Inner(tint:"), "Root's 'chosen' is fixed: nobody passes Root(chosen:")
        #expect(!changing.varyingArguments.contains("Inner(scale:"))

        // A closure parameter or local of the same name is not the property.
        let shadowed = Recording.file("""
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
        let states = Recording.file("""
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
        let facts = Recording.file("""
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
        #expect(Set(facts.environmentKeyWrites.map(\.key)) == ["accent", "spacing"])
        let index = Recording.index([facts, Recording.file("let v = Text(\"x\").environment(\\.theme, .dark)\n")])
        #expect(index.writtenEnvironmentKeys == ["accent", "spacing", "theme"])
        #expect(index.environmentKeyWriters["accent"] == ["Root"] && index.environmentKeyWriters["theme"] == [""])
        // `Content()` is given the value for all it shows; `Text("x")` gets its own.
        #expect(index.environmentKeyTargets["accent"] == ["Content"] && index.environmentKeyTargets["theme"] == ["Text"])
        let container = Recording.file("""
            struct Shell: View {
                var body: some View { VStack { Content() }.environment(\\.accent, .red) }
            }
            #Preview { Content().environment(\\.spacing, 4) }
            """)
        #expect(container.environmentKeyWrites.map(\.target) == ["VStack"], "the container, not a view it shows")
        #expect(container.environmentKeyWrites.map(\.key) == ["accent"], "a preview's sample value is not the app's")
    }

    @Test func membersHandedOn() {
        let facts = Recording.file("""
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
        #expect(Recording.file("struct Row: View { var body: some View { Text(item.title) } }").membersHandedOn.isEmpty)
    }

    /// A class keeps nothing of its own when each stored property is a constant made with no work or a value kept
    /// in a store outside it; an initializer, a `@Published` value, or a `let` made from arguments is state.
    @Test func classesThatKeepNoStateOfTheirOwn() {
        let record = Recording.file("""
            final class DebugFlags: ObservableObject {
                let objectWillChange = PassthroughSubject<Void, Never>()
                @UserDefault(key: "staging", defaultValue: false) var useStaging: Bool { willSet { objectWillChange.send() } }
                @AppStorage("verbose") var verbose = false
                var summary: String { useStaging ? "staging" : "production" }
            }
            final class Counter: ObservableObject { @Published var count = 0 }
            final class Loader: ObservableObject {
                let subscription = NotificationCenter.default.publisher(for: .refresh)
            }
            final class Session: ObservableObject {
                @AppStorage("token") var token = ""
                init() { Analytics.track("session") }
            }
            final class Themed: BaseSettings {}
            """).calls
        #expect(record.statelessClasses == ["DebugFlags"])
        #expect(Set(record.statefulClasses) == ["Counter", "Loader", "Session", "Themed"])
    }

    /// A closure argument writes the calling view's state when it sets a `@State`-like property synchronously;
    /// not a write deferred to a nested closure, not an object's property, not a local of the same name.
    @Test func closuresThatWriteTheCallersState() {
        let record = Recording.file("""
            struct Course: View {
                @State private var isRendering = false
                @State private var holder = ViewHolder()
                @Binding var progress: Double
                var body: some View {
                    VStack {
                        HTMLText(processing: { isRendering = $0 })
                        HTMLText(onLoad: { self.$progress.wrappedValue = 1 })
                        HTMLText(onDeferred: { value in DispatchQueue.main.async { isRendering = value } })
                        HTMLText(onHolder: { holder.view = $0 })
                        HTMLText(onLocal: { var isRendering = false; isRendering = true; print(isRendering) })
                    }
                }
            }
            """).calls
        #expect(record.stateWritingClosures == [
            "HTMLText(onLoad:|@Binding 'progress' of Course", "HTMLText(processing:|@State 'isRendering' of Course",
        ])
    }

    /// A value read from a system environment value the user or the window changes while the screen is shown
    /// (Dark Mode, text size) changes; one the system sets once for a screen (the locale's calendar) is no evidence.
    @Test func systemEnvironmentValuesThatChangeWhileShown() {
        let record = Recording.file("""
            struct CodeEntry: View {
                @Environment(\\.colorScheme) private var colorScheme
                @Environment(\\.calendar) private var calendar
                var body: some View {
                    VStack {
                        DigitField(textColor: colorScheme == .dark ? .white : .black)
                        DigitField(firstWeekday: calendar.firstWeekday)
                    }
                }
            }
            """).calls
        #expect(record.changingStateArguments == [
            "DigitField(textColor:|@Environment(\\.colorScheme) 'colorScheme', which the system changes",
        ])
    }

    /// A label counts as always passed only when every construction of the type, in every file, passes it.
    @Test func labelsEveryConstructionPasses() {
        var first = CallSiteFacts.FileRecord()
        first.constructionLabels = ["Page|url,webView", "Reader|url"]
        var second = CallSiteFacts.FileRecord()
        second.constructionLabels = ["Page|webView", "Reader|"]
        let project = CallSiteFacts.merge([first, second])
        #expect(project.labelsEveryConstructionPasses["Page"] == ["webView"])
        #expect(project.labelsEveryConstructionPasses["Reader"] == [])
        #expect(project.labelsEveryConstructionPasses["Other"] == nil)
    }

    /// A view that stores nothing never runs its body again; one that stores plain values runs it when its parent
    /// makes it again; one with a wrapper or an object runs it on its own.
    @Test func constructionsInViewsThatDoNotRenderAgainByThemselves() {
        let index = Recording.index(sources: """
            struct History: View {
                var body: some View { RideList() }
            }
            struct Badge: View {
                let title: String
                var body: some View { Counter() }
            }
            struct Screen: View {
                @State private var tab = 0
                let model: Model
                var body: some View {
                    History()
                    Badge(title: "\\(tab)")
                    Card()
                }
            }
            struct Quiet: View {
                let title: String
                var body: some View { Label() }
            }
            final class Host {
                let host = UIHostingController(rootView: Quiet(title: "x"))
            }
            """)
        let rerendered = index.rerenderedTypes
        #expect(rerendered.isSuperset(of: ["History", "Badge", "Card", "Counter"]))
        // History stores nothing; Quiet is made once, as a hosting controller's root.
        #expect(rerendered.isDisjoint(with: ["RideList", "Label", "Quiet"]))
        #expect(index.callSiteWitness("Counter") == "F0.swift:6")
    }

    @Test func constructionsKeptInStateAreMarked() {
        let facts = Recording.file("""
            struct Directions: View {
                @State private var map = RouteMap()
                var body: some View { map }
            }
            struct Other: View {
                var body: some View { RouteMap(zoom: 2) }
            }
            """)
        #expect(Set(facts.constructionLabels) == ["RouteMap|\(CallSiteFacts.stateHeldMark)", "RouteMap|zoom"])
    }

    /// A binding a view hands down from its own `@Binding` (`$note.body`) is made anew on each render exactly where
    /// its callers' is, through any number of views; a ForEach row's binding built from its own index is not.
    @Test func perRenderBindingsFollowTheViewsThatHandThemDown() {
        let index = Recording.index(sources: """
            struct Page: View {
                @Binding var note: Note
                var body: some View { Editor(text: $note.body) }
            }
            struct Notes: View {
                @State private var selected: Note?
                var body: some View {
                    if let note = selected {
                        Page(note: Binding(get: { note }, set: { selected = $0 }))
                    }
                }
            }
            struct Rows: View {
                @State private var picked: [Note] = []
                var body: some View {
                    ForEach(picked.indices, id: \\.self) { index in
                        Draft(note: Binding(get: { picked[index] }, set: { picked[index] = $0 }))
                    }
                }
            }
            struct Draft: View {
                @Binding var note: Note
                var body: some View { Editor(caption: $note.title) }
            }
            """)
        let perRender = index.record(of: CallSiteFacts.self).perRenderBindings
        #expect(perRender.isSuperset(of: ["Page(~note:", "Editor(~text:"]))
        #expect(perRender.isDisjoint(with: ["Draft(~note:", "Editor(~caption:"]))
        #expect(index.callSiteWitness("Editor(~text:") == "F0.swift:3")
    }

    /// The record is cached by position: a field added without being coded would silently be lost.
    @Test func theRecordSurvivesTheCacheWithEveryField() throws {
        var record = CallSiteFacts.FileRecord()
        record.environmentKeyWrites = [EnvironmentKeyWrite(key: "accent", writer: "", target: ""),
                                       EnvironmentKeyWrite(key: "theme", writer: "ThemedList", target: "Badge")]
        record.environmentModifierFunctions = ["withDependencies", "onTapGesture|TapLocation"]
        record.viewModifierCalls = ["TapLocation|onTapGesture,simultaneousGesture"]
        record.rootViewMembers = ["PrivacyView.model"]
        record.environmentObjectsSuppliedInViews = ["CaseBox|SwitchStore"]
        record.rerenderedTypes = ["RouteMap"]
        record.variableArguments = ["RouteMap(mapType:"]
        record.forwardedArguments = [ForwardedArgument(argument: "Pin(tint:", sources: ["RouteMap(tint:", "RouteMap(color:"])]
        record.objectArguments = ["Editor(model:"]
        record.dismissingClosures = ["PhotoPicker({}:"]
        record.stateWritingClosures = ["HTMLText(processing:|@State 'isRendering' of Course"]
        record.perRenderBindings = ["ShortcutField(~shortcut:"]
        record.constantArguments = ["WebLogin(isSignIn:|false"]
        record.bindingForwards = [ForwardedArgument(argument: "Editor(~text:", sources: ["Page(~note:"])]
        record.contentParameterArguments = ["GifView(data:"]
        record.changingStateArguments = ["RouteMap(mapType:|@State 'mapType', which the calling view changes"]
        record.closureArguments = [
            ClosureArgument(argument: "Pin(onTap:", captures: .properties(sources: ["RouteMap(title:"])),
            ClosureArgument(argument: "Pin(onDrag:", captures: .changingValues),
            ClosureArgument(argument: "Pin(onDrop:", captures: .unknown),
        ]
        record.fixedMembers = ["RouteStore.route"]
        record.changeableMembers = ["RouteStore.zoom"]
        record.statelessClasses = ["MapDefaults"]
        record.statefulClasses = ["RouteStore"]
        record.initializerWork = ["RouteStore|refresh()"]
        record.argumentHolders = ["PinStyle"]
        record.platformParts = ["RoutePlayer|player|AVPlayer|4"]
        record.constructionLabels = ["Pin|", "RouteMap|mapType,tint"]
        record.path = "Sources/Map.swift"
        record.witnessLines = [WitnessLine(key: "RouteMap", line: 12), WitnessLine(key: "RouteMap(mapType:", line: 14)]
        record.rerenderedWithView = ["Pin<RouteCard"]
        record.inertViewObjectTypes = ["RouteCard|RouteStyle"]
        record.plainTypes = ["RouteStyle"]
        record.otherClasses = ["RouteStore"]
        record.handedToHelpers = ["Keychain|push(content:"]
        record.rootViewHelpers = ["push(content:"]
        record.stateBindingArguments = ["PhotoPicker(image:"]
        record.otherBindingArguments = ["PhotoPicker(caption:"]
        record.presentingBindingArguments = ["PhotoPicker(isPresented:"]
        record.resettingClosures = ["PhotoPicker(onPick:|@Binding 'source' of ReceiptSheet"]
        var writer = CompactWriter()
        writer.write(record)
        var reader = CompactReader(writer.bytes[...])
        #expect(try reader.read(CallSiteFacts.FileRecord.self) == record)
        #expect(reader.isAtEnd)
        for child in Mirror(reflecting: record).children {
            #expect(!"\(child.value)".hasPrefix("[]"), "the sample leaves \(child.label ?? "?") empty")
        }
        #expect(Mirror(reflecting: record).children.count == 37, "a new field needs coding in CallSiteFacts.FileRecord")
        #expect(Mirror(reflecting: record.closureArguments[0]).children.count == 2)
        #expect(Mirror(reflecting: record.forwardedArguments[0]).children.count == 2)
    }

    /// The UIKit/AppKit object a class makes whenever it is made: a stored property's value or what its initializer
    /// stores; not one made lazily, nor a value type or a model.
    @Test func theUIKitObjectAClassMakesIsRecorded() throws {
        let index = Recording.index(sources: """
            final class ClipModel {
                let title = "Clip"
                let player = AVPlayer()
            }
            final class PageModel: ObservableObject {
                private let webView: WKWebView
                init(url: URL) {
                    self.webView = WKWebView(frame: .zero)
                    webView.load(URLRequest(url: url))
                }
            }
            final class LazyModel {
                lazy var player = AVPlayer()
                let insets = UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1)
                let loader = ImageLoader()
            }
            """)
        let clip = try #require(index.platformParts["ClipModel"])
        #expect(clip.property == "player" && clip.object == "AVPlayer" && clip.place.hasSuffix(":3"))
        let page = try #require(index.platformParts["PageModel"])
        #expect(page.property == "webView" && page.object == "WKWebView" && page.place.hasSuffix(":8"))
        #expect(index.platformParts["LazyModel"] == nil)
    }

    /// What a class's initializer starts is named; logging, Combine plumbing and its own parts are not work.
    @Test func theWorkAnInitializerStartsIsRecorded() {
        let index = Recording.index(sources: """
            final class Inbox: NSObject, ObservableObject {
                @Published var messages: [Message] = []
                private var bag = Set<AnyCancellable>()
                init(folder: Folder) {
                    Log.d("inbox", "made")
                    super.init()
                    let request = FetchRequest(folder: folder)
                    try? results.performFetch()
                    folder.changes.sink { [weak self] _ in self?.reload() }.store(in: &bag)
                    monitor.start(queue: .main)
                    reload()
                }
                func reload() {}
            }
            final class Draft: ObservableObject {
                @Published var text = ""
                @Published var state: State
                init() {
                    print("draft")
                    state = .loaded("")
                }
            }
            """)
        #expect(index.initializerWork["Inbox"] == ["performFetch()", "start()"])
        // `.loaded("")` makes an enum value (or calls a static factory): nothing starts.
        #expect(index.initializerWork["Draft"] == nil)
    }

    /// A value read through an object the view holds changes only when the property does (a `let`, or a
    /// `private lazy var` the class never sets, does not) or when another object is passed in its place.
    @Test func valuesReadThroughObjectsVaryWithTheirPropertyAndTheReference() {
        let index = Recording.index(sources: """
            final class TrailStore: ObservableObject {
                let trail: Trail
                @Published var selection: Pin?
                var zoom = 3
                private(set) lazy var summary: Summary = Summary(trail)
                private lazy var legend = Legend()
                init(trail: Trail) { self.trail = trail }
                func reset() { legend = Legend() }
            }
            """, """
            struct TrailScreen: View {
                @StateObject private var store = TrailStore(trail: .demo)
                var body: some View {
                    TrailMap(trail: store.trail, selection: store.selection, zoom: store.zoom)
                    TrailMap(summary: store.summary, legend: store.legend)
                    TrailMap(isDemo: store.trail == .demo, isClose: !(store.zoom > 2))
                    TrailPanel(store: store)
                    TrailPanel(store: recentStores[0])
                }
            }
            struct TrailPanel: View {
                @ObservedObject var store: TrailStore
                var body: some View {
                    switch store.summary {
                    case .route(let route): RouteMap(route: route)
                    case .none: EmptyView()
                    }
                    if let pin = store.selection { PinView(pin: pin) }
                    ForEach(store.trail.stops, id: \\.self) { stop in StopView(stop: stop) }
                }
            }
            """)
        #expect(!index.varyingArguments.contains("TrailMap(trail:"), "a let of an object the view owns")
        #expect(!index.varyingArguments.contains("TrailMap(summary:"), "a lazy var only the class sets, and never does")
        #expect(index.varyingArguments.isSuperset(of: ["TrailMap(selection:", "TrailMap(zoom:", "TrailMap(legend:", "TrailMap(isClose:"]))
        #expect(!index.varyingArguments.contains("TrailMap(isDemo:"), "a comparison of a fixed property with a constant")
        #expect(index.varyingArguments.contains("RouteMap(route:"),
                "a case of a fixed property, but TrailScreen may pass another store in its place")
        #expect(index.varyingArguments.contains("PinView(pin:"), "bound from a @Published property")
        #expect(!index.varyingArguments.contains("StopView(stop:"), "a ForEach element keyed by itself is fixed per view")
        #expect(index.callSiteWitness("TrailMap(zoom:")?.hasSuffix("F1.swift:4") == true)
    }

    /// A lazy property the class mutates in place is not fixed, and a type name two classes share is fixed only
    /// when both fix the property.
    @Test func fixedOnlyWhenEveryClassOfTheNameKeepsTheProperty() {
        let index = Recording.index(sources: """
            extension StatusView { final class ViewModel: ObservableObject { let kind: Kind; init(kind: Kind) { self.kind = kind } } }
            extension UserView { final class ViewModel: ObservableObject { @Published var kind: Kind = .plain } }
            final class Feed: ObservableObject {
                private lazy var items: [Item] = []
                let title = "Feed"
                func add(_ item: Item) { items.append(item) }
            }
            """, """
            struct Row: View {
                @StateObject private var model = ViewModel()
                @StateObject private var feed = Feed()
                var body: some View {
                    Badge(kind: model.kind)
                    FeedList(items: feed.items, title: feed.title)
                }
            }
            """)
        #expect(index.varyingArguments.contains("Badge(kind:"), "UserView.ViewModel's kind changes")
        #expect(index.varyingArguments.contains("FeedList(items:"), "appended to in place")
        #expect(!index.varyingArguments.contains("FeedList(title:"))
    }

    /// The same panel given only the object its parent owns reads fixed values through it.
    @Test func anObjectPassedOnAsTheSameReferenceKeepsItsFixedProperties() {
        let index = Recording.index(sources: """
            final class Document { let pages: [Page]; init(pages: [Page]) { self.pages = pages } }
            struct Reader: View {
                @StateObject private var model = ReaderModel()
                let document: Document
                var body: some View { Viewer(document: document, model: model) }
            }
            struct Viewer: View {
                let document: Document
                @ObservedObject var model: ReaderModel
                var body: some View {
                    let pages = document.pages
                    PDFPages(pages: pages)
                    PDFTitle(title: model.title)
                }
            }
            struct Shelf: View {
                let books: [Document]
                var body: some View { ForEach(books.indices, id: \\.self) { Reader(document: books[$0]) } }
            }
            """)
        #expect(index.varyingArguments.contains("Reader(document:"))
        #expect(index.varyingArguments.contains("PDFPages(pages:"), "Reader passes on a document its own call sites vary")
        #expect(index.varyingArguments.contains("PDFTitle(title:"), "a property not shown to be fixed")
        let fixedDocument = Recording.index(sources: """
            final class Document { let pages: [Page]; init(pages: [Page]) { self.pages = pages } }
            struct Reader: View {
                let document = Document(pages: [])
                var body: some View { Viewer(document: document) }
            }
            struct Viewer: View {
                let document: Document
                var body: some View {
                    let pages = document.pages
                    PDFPages(pages: pages)
                }
            }
            """)
        #expect(!fixedDocument.varyingArguments.contains("PDFPages(pages:"), "a local bound to a let of a fixed object")
    }

    /// A record the cache damaged counts as none, never as a crash.
    @Test func aDamagedRecordIsIgnored() {
        var facts = Recording.file("struct A: View { var body: some View { Map(title: title) } }").facts
        #expect(Recording.index([Recording.file("")]).varyingArguments.isEmpty)
        facts.recorded = facts.recorded.map { RecordedFacts(recorder: $0.recorder, bytes: Array($0.bytes.prefix(3))) }
        #expect(ProjectIndex([facts], recorders: Recording.recorders).varyingArguments.isEmpty)
    }
}
