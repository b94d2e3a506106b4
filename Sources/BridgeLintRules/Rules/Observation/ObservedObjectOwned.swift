import BridgeLintCore
import SwiftSyntax

/// `@ObservedObject var x = SomeType()`: the view creates the object it only observes.
struct ObservedObjectOwned: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [CallSiteFacts.self]

    static let description = RuleDescription(
        id: "observed-object-owned",
        summary: "@ObservedObject initialized with a new object the view creates itself",
        severity: .warning,
        rationale: """
            @ObservedObject does not own its object: SwiftUI keeps nothing across renders, so the initial value is \
            evaluated again every time the parent view is re-created. A view that writes \
            `@ObservedObject var model = Model()` gets a brand-new model whenever its parent re-renders, losing \
            loaded data, selection and in-flight work, and restarting whatever the initializer starts. \
            @StateObject evaluates the initial value once per view identity and keeps the object. Shared instances \
            (`Model.shared`) and objects passed in from outside are fine, and so is a default that every \
            initializer of the view replaces. A view the project only makes as a hosting controller's first root \
            view (or in previews) is never re-made by a parent, so its object lives as long as the view: it is \
            reported only when some code that re-renders makes it, or when it is public. A type the project declares @Observable is left to \
            observable-with-legacy-wrapper.
            """,
        howToFix: """
            Use @StateObject for an object the view creates and owns, or declare `@ObservedObject var model: Model` \
            without a value and pass the object in from the view that owns it.
            """,
        triggeringExamples: [
            Example("""
                struct TimerView: View {
                    ↓@ObservedObject private var countdown = Countdown(seconds: 60)
                    var body: some View { Text("\\(countdown.remaining)") }
                }
                struct WorkoutScreen: View {
                    @State private var laps = 0
                    var body: some View { VStack { Text("\\(laps)"); TimerView() } }
                }
                """),
            Example("""
                // A public view: its parents are in the apps that use the library, and they re-render.
                public struct SearchScreen: View {
                    ↓@ObservedObject var model: SearchModel = .init()
                    public var body: some View {
                        List(model.results) { Text($0.title) }
                            .searchable(text: $model.query)
                    }
                }
                """),
            Example("""
                struct InboxView: View {
                    ↓@ObservedObject var viewModel = Inbox.ViewModel(pageSize: 50)
                    let account: Account
                    var body: some View { List(viewModel.threads) { ThreadRow(thread: $0) } }
                }
                struct AccountTabs: View {
                    let accounts: [Account]
                    var body: some View { TabView { ForEach(accounts) { InboxView(account: $0) } } }
                }
                """),
            Example(files: [
                "SettingsScreen.swift": """
                    struct SettingsScreen: View {
                        ↓@ObservedObject var settings = SettingsStore()
                        var body: some View { Toggle("Sync", isOn: $settings.sync) }
                    }
                    """,
                "AppSidebar.swift": """
                    struct AppSidebar: View {
                        var body: some View { NavigationLink("Settings") { SettingsScreen() } }
                    }
                    """,
                "SettingsStore.swift": """
                    final class SettingsStore: ObservableObject { @Published var sync = true }
                    """,
            ]),
        ],
        nonTriggeringExamples: [
            Example("""
                // The App is made once and never re-rendered by a parent.
                @main
                struct NotesApp: App {
                    @ObservedObject var store = NoteStore()
                    var body: some Scene { WindowGroup { NoteList().environmentObject(store) } }
                }
                """),
            Example(files: [
                "AboutView.swift": """
                    // Only ever a hosting controller's root view (and a preview): no parent re-makes it.
                    struct AboutView: View {
                        @ObservedObject var model = AboutModel()
                        var body: some View { Text(model.version) }
                    }
                    #Preview { AboutView() }
                    """,
                "AboutViewController.swift": """
                    final class AboutViewController: UIHostingController<AboutView> {
                        init() { super.init(rootView: AboutView()) }
                    }
                    final class SettingsCoordinator {
                        func showAbout(from controller: UIViewController) {
                            let about = AboutView()
                            controller.present(UIHostingController(rootView: about), animated: true)
                        }
                    }
                    """,
            ]),
            Example(files: [
                "PromptView.swift": """
                    // The default is a fallback: the code that shows the view passes the model in.
                    struct PromptView: View {
                        @ObservedObject var model = PromptModel()
                        var body: some View { Text(model.message) }
                    }
                    """,
                "PromptPopover.swift": """
                    final class PromptPopover: NSPopover {
                        let model = PromptModel()
                        func show() { contentViewController = NSHostingController(rootView: PromptView(model: model)) }
                    }
                    """,
            ]),
            Example("""
                struct TimerView: View {
                    @StateObject private var countdown = Countdown(seconds: 60)
                    @ObservedObject var clock: Clock
                    var body: some View { Text("\\(countdown.remaining) \\(clock.now)") }
                }
                """),
            Example("""
                struct ThemePicker: View {
                    @ObservedObject var theme = ThemeManager.shared
                    @ObservedObject private var settings = AppSettings.sharedInstance()
                    var body: some View { Text(theme.name + settings.locale) }
                }
                """),
            Example("""
                struct DetailView: View {
                    @ObservedObject var model = DetailModel()

                    init(model: DetailModel) {
                        self.model = model
                    }

                    var body: some View { Text(model.title) }
                }
                """),
            Example("""
                final class ClipPlayer: ObservableObject {
                    @Published var isPlaying = false
                    @ObservedObject var range = ClipRange(start: 0, end: 30)
                }
                """),
            Example(files: [
                "LibraryView.swift": """
                    struct LibraryView: View {
                        @ObservedObject var library = Library()
                        var body: some View { List(library.books) { Text($0.title) } }
                    }
                    """,
                "Library.swift": """
                    @Observable final class Library { var books: [Book] = [] }
                    """,
            ]),
        ],
        corrections: [
            Correction("""
                struct TimerView: View {
                    ↓@ObservedObject private var countdown = Countdown(seconds: 60)
                    var body: some View { Text("\\(countdown.remaining)") }
                }
                struct WorkoutScreen: View {
                    var body: some View { TimerView() }
                }
                """, """
                struct TimerView: View {
                    @StateObject private var countdown = Countdown(seconds: 60)
                    var body: some View { Text("\\(countdown.remaining)") }
                }
                struct WorkoutScreen: View {
                    var body: some View { TimerView() }
                }
                """),
        ],
        symptoms: [
            "view model is reset when the parent re-renders",
            "state lost when the parent view updates",
            "Accessing StateObject's object without being installed on a View",
        ]
    )

    /// `@ObservedObject var property = Type()` in `view`.
    struct Question: IndexQuestion {
        var type: String
        var message: String
        var view: String
        var property: String
        var isPublicView: Bool
    }

    static func answer(_ question: Question, index: ProjectIndex) -> String? {
        let (type, view) = (question.type, question.view)
        // Call sites that pass the object in (`PromptView(model: shared)`) drive it from outside: the default is a fallback.
        if index.passedArguments.contains("\(view)(\(question.property):") { return nil }
        // A view the project only makes as a hosting controller's root, or in previews, is never re-made by a
        // parent, so its object lives as long as it does. A public view's parents are out of sight: they re-render.
        if !question.isPublicView, !index.rerenderedTypes.contains(view) { return nil }
        // A type only Observation can watch is observable-with-legacy-wrapper's finding.
        return index.isObservable(type) == .yes && index.isObservableObject(type) == .no ? nil : question.message
    }

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("ObservedObject") else { return }
        // SwiftUI keeps (or re-creates) wrapped objects only in views, which are structs; in a class the
        // wrapper is inert and the object lives as long as the class instance.
        for group in TypeGroups.all(in: file) where group.declaration?.is(StructDeclSyntax.self) == true {
            // An App is created once and never re-rendered by a parent; a DynamicProperty is a wrapper's storage.
            guard group.inheritedNames.isDisjoint(with: ["App", "DynamicProperty"]) else { continue }
            let assignedInInit = StoredProperties.assignedInInitializers(group.members)
            for member in group.members {
                guard let variable = member.as(VariableDeclSyntax.self),
                      let attribute = TypeNames.attribute(named: "ObservedObject", in: variable.attributes),
                      variable.bindings.count == 1, let binding = variable.bindings.first,
                      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let value = binding.initializer?.value, let type = Self.createdType(value, declared: binding.typeAnnotation?.type),
                      !assignedInInit.contains(name),
                      // `public var model = Model()`: a default that callers outside are meant to replace.
                      !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) })
                else { continue }
                let fix = Fix("Replace @ObservedObject with @StateObject", edits: [.replace(attribute, with: "@StateObject")])
                let message = """
                    @ObservedObject '\(name)' creates its own '\(type)': an observed object is not owned by the view, \
                    so a new one is made whenever the parent re-renders and its state is lost; use @StateObject, or \
                    pass the object in
                    """
                let isPublicView = group.declaration?.modifiers.contains {
                    $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open)
                } == true
                report.whenIndexed(at: attribute, asking: Question(
                    type: type, message: message, view: group.name, property: name, isPublicView: isPublicView
                ), fix: fix)
            }
        }
    }

    /// The type a new instance is created of: `Model()`, `Module.Model(x: 1)`, or `.init()` with a declared type.
    private static func createdType(_ value: ExprSyntax, declared: TypeSyntax?) -> String? {
        if let constructed = TypeNames.constructedTypeName(value) { return constructed }
        guard let call = value.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base == nil, member.declName.baseName.text == "init", let declared
        else { return nil }
        return TypeNames.simpleName(of: declared)
    }
}

extension ObservedObjectOwned.Question {
    func encode(to writer: inout CompactWriter) {
        writer.write(type)
        writer.write(message)
        writer.write(view)
        writer.write(property)
        writer.write(isPublicView)
    }

    init(from reader: inout CompactReader) throws {
        self.init(type: try reader.read(), message: try reader.read(), view: try reader.read(), property: try reader.read(),
                  isPublicView: try reader.read())
    }
}
