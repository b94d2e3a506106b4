import BridgeLintCore
import SwiftSyntax

/// `@ObservedObject`, `@StateObject`, `@EnvironmentObject` or `.environmentObject(_:)` used with a
/// type the project declares `@Observable` (and not `ObservableObject`). Cross-file: the model and the
/// view are usually in different files, so the verdict waits for the project index.
struct ObservableWithLegacyWrapper: IndexedRule {
    static let description = RuleDescription(
        id: "observable-with-legacy-wrapper",
        summary: "Combine-era wrapper (@ObservedObject, @StateObject, @EnvironmentObject, .environmentObject) used with an @Observable type",
        severity: .error,
        rationale: """
            @ObservedObject, @StateObject, @EnvironmentObject and .environmentObject(_:) observe an \
            ObservableObject through its objectWillChange publisher. An @Observable class has no such publisher: \
            it is observed by reading its properties. Using the old wrappers with it does not compile, or, while a \
            model is being migrated, leaves the view observing through the wrong mechanism. Each wrapper has an \
            Observation twin.
            """,
        howToFix: """
            @StateObject → @State (the view owns the model); @ObservedObject → a plain property, or @Bindable when \
            the view needs bindings ($model.name); @EnvironmentObject var m: Model → @Environment(Model.self) var m; \
            .environmentObject(m) → .environment(m).
            """,
        triggeringExamples: [
            Example(files: [
                "LibraryView.swift": """
                    struct LibraryView: View {
                        ↓@StateObject private var library = Library()
                        var body: some View { List(library.books) { Text($0.title) } }
                    }
                    """,
                "Library.swift": """
                    @Observable
                    final class Library {
                        var books: [Book] = []
                    }
                    """,
            ]),
            Example(files: [
                "ProfileView.swift": """
                    struct ProfileView: View {
                        ↓@ObservedObject var session: Session
                        var body: some View { Text(session.userName) }
                    }
                    """,
                "Session.swift": """
                    @Observable final class Session {
                        var userName = ""
                    }
                    """,
            ]),
            Example(files: [
                "Badge.swift": """
                    struct Badge: View {
                        ↓@EnvironmentObject var cart: Cart
                        var body: some View { Text("\\(cart.count)") }
                    }
                    """,
                "Cart.swift": """
                    typealias Cart = ShoppingCart
                    @Observable class ShoppingCart: NSObject {
                        var count = 0
                    }
                    """,
            ]),
            Example(files: [
                "App.swift": """
                    @main struct ShopApp: App {
                        @State private var cart = Cart()
                        var body: some Scene {
                            WindowGroup { RootView().↓environmentObject(cart) }
                        }
                    }
                    """,
                "Cart.swift": """
                    @Observable class Cart { var count = 0 }
                    """,
            ]),
            Example(files: [
                "Preview.swift": """
                    #Preview { RootView().↓environmentObject(PremiumCart()) }
                    """,
                "Cart.swift": """
                    @Observable class Cart { var count = 0 }
                    final class PremiumCart: Cart {}
                    """,
            ]),
        ],
        nonTriggeringExamples: [
            Example(files: [
                "LibraryView.swift": """
                    struct LibraryView: View {
                        @State private var library = Library()
                        @Environment(Session.self) private var session
                        var body: some View { ShelfView(library: library).environment(session) }
                    }
                    """,
                "Models.swift": """
                    @Observable final class Library { var books: [Book] = [] }
                    @Observable final class Session { var userName = "" }
                    """,
            ]),
            Example(files: [
                "SettingsView.swift": """
                    struct SettingsView: View {
                        @StateObject private var settings = SettingsStore()
                        @EnvironmentObject var theme: Theme
                        var body: some View { Toggle("Sync", isOn: $settings.sync) }
                    }
                    """,
                "SettingsStore.swift": """
                    final class SettingsStore: ObservableObject { @Published var sync = true }
                    class Theme: BaseStore {}
                    class BaseStore: ObservableObject {}
                    """,
            ]),
            Example("""
                struct PlayerView: View {
                    @ObservedObject var player: PlayerModel
                    var body: some View { Text(player.title) }
                }
                """),
            Example(files: [
                "EditorView.swift": """
                    struct EditorView: View {
                        @Bindable var draft: Draft
                        @ObservedObject var legacy: Migrating
                        var body: some View { TextField("Title", text: $draft.title) }
                    }
                    """,
                "Draft.swift": """
                    @Observable final class Draft { var title = "" }
                    @Observable final class Migrating: ObservableObject { var value = 0 }
                    """,
            ]),
            Example(files: [
                "FeedView.swift": """
                    struct FeedView: View {
                        @StateObject var feed = Feed()
                        var body: some View { List(feed.items) { Text($0.title) } }
                    }
                    """,
                "Feed.swift": """
                    @Observable final class Feed: SDKBaseModel { var items: [Item] = [] }
                    """,
            ]),
        ],
        corrections: [
            Correction("""
                @Observable final class Library { var books: [Book] = [] }
                struct LibraryView: View {
                    ↓@StateObject private var library = Library()
                    var body: some View { ShelfView(library: library) }
                }
                struct ShelfView: View {
                    ↓@ObservedObject var library: Library
                    var body: some View { List(library.books) { Text($0.title) } }
                }
                """, """
                @Observable final class Library { var books: [Book] = [] }
                struct LibraryView: View {
                    @State private var library = Library()
                    var body: some View { ShelfView(library: library) }
                }
                struct ShelfView: View {
                    var library: Library
                    var body: some View { List(library.books) { Text($0.title) } }
                }
                """),
            Correction("""
                @Observable final class Draft { var title = "" }
                struct EditorView: View {
                    ↓@ObservedObject var draft: Draft
                    var body: some View { TextField("Title", text: $draft.title) }
                }
                """, """
                @Observable final class Draft { var title = "" }
                struct EditorView: View {
                    @Bindable var draft: Draft
                    var body: some View { TextField("Title", text: $draft.title) }
                }
                """),
            Correction("""
                @Observable class Cart { var count = 0 }
                struct Badge: View {
                    ↓@EnvironmentObject private var cart: Cart
                    var body: some View { Text("\\(cart.count)") }
                }
                struct Root: View {
                    @State private var cart = Cart()
                    var body: some View { Badge().↓environmentObject(cart) }
                }
                """, """
                @Observable class Cart { var count = 0 }
                struct Badge: View {
                    @Environment(Cart.self) private var cart: Cart
                    var body: some View { Text("\\(cart.count)") }
                }
                struct Root: View {
                    @State private var cart = Cart()
                    var body: some View { Badge().environment(cart) }
                }
                """),
        ],
        symptoms: [
            "Generic struct 'StateObject' requires that conform to 'ObservableObject'",
            "Generic struct 'ObservedObject' requires that conform to 'ObservableObject'",
            "Generic struct 'EnvironmentObject' requires that conform to 'ObservableObject'",
            "Instance method 'environmentObject' requires that conform to 'ObservableObject'",
            "view does not update after migrating the model to @Observable",
        ]
    )

    private static let wrappers: [String: String] = [
        "StateObject": "use @State for a model the view owns",
        "ObservedObject": "use a plain property, or @Bindable when the view needs bindings",
        "EnvironmentObject": "use @Environment(%@.self)",
    ]

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("Object") else { return }
        let nodes = FileNodes.of(file)
        let visitor = UseCollector()
        nodes.variables.forEach(visitor.inspect)
        nodes.calls.forEach(visitor.inspect)
        for use in visitor.wrapperUses {
            report.whenIndexed(at: use.attribute, asking: Question(type: use.type, wrapper: use.wrapper),
                               fix: Self.fix(for: use, in: file))
        }
        for use in visitor.environmentObjectCalls {
            let fix = Fix("Replace .environmentObject(_:) with .environment(_:)", edits: [.replace(use.name, with: "environment")])
            report.whenIndexed(at: use.name, asking: Question(type: use.type, wrapper: nil), fix: fix)
        }
    }

    /// A legacy wrapper (`StateObject`) or, with no wrapper, an `.environmentObject(_:)` call given `type`.
    @CompactCoded
    struct Question: IndexQuestion {
        var type: String
        var wrapper: String?
    }

    static func answer(_ question: Question, index: ProjectIndex) -> String? {
        let type = question.type
        guard isObservationOnly(type, in: index) else { return nil }
        if let wrapper = question.wrapper, let advice = wrappers[wrapper] {
            return "@\(wrapper) used with @Observable type '\(type)', which is not an ObservableObject; "
                + advice.replacingOccurrences(of: "%@", with: type)
        }
        return ".environmentObject(_:) given @Observable type '\(type)', which is not an ObservableObject; "
            + "use .environment(_:) and read it with @Environment(\(type).self)"
    }

    /// The Observation twin of a wrapper, when the swap is mechanical: not when the property is set up
    /// through its backing storage (`_store = StateObject(…)`), nor an environment object used for bindings.
    private static func fix(for use: UseCollector.WrapperUse, in file: LintFile) -> Fix? {
        let name = use.propertyName
        if file.contains("_\(name) = ") || file.contains("_\(name)=") { return nil }
        let usesBindings = file.contains("$\(name).")
        switch use.wrapper {
        case "StateObject":
            guard use.hasInitialValue else { return nil }
            return Fix("Replace @StateObject with @State", edits: [.replace(use.attribute, with: "@State")])
        case "ObservedObject":
            return usesBindings
                ? Fix("Replace @ObservedObject with @Bindable", edits: [.replace(use.attribute, with: "@Bindable")])
                : Fix("Remove @ObservedObject", edits: [.remove(use.attribute)])
        case "EnvironmentObject":
            guard !usesBindings else { return nil }
            return Fix("Replace @EnvironmentObject with @Environment(\(use.type).self)",
                       edits: [.replace(use.attribute, with: "@Environment(\(use.type).self)")])
        default:
            return nil
        }
    }

    /// Known to be observed through Observation and known not to be an ObservableObject.
    private static func isObservationOnly(_ type: String, in index: ProjectIndex) -> Bool {
        index.isObservable(type) == .yes && index.isObservableObject(type) == .no
    }

    private final class UseCollector {
        struct WrapperUse {
            let attribute: AttributeSyntax
            let wrapper: String
            let type: String
            let propertyName: String
            let hasInitialValue: Bool
        }

        struct CallUse {
            let name: DeclReferenceExprSyntax
            let type: String
        }

        var wrapperUses: [WrapperUse] = []
        var environmentObjectCalls: [CallUse] = []

        func inspect(_ node: VariableDeclSyntax) {
            for wrapper in ObservableWithLegacyWrapper.wrappers.keys.sorted() {
                guard let attribute = TypeNames.attribute(named: wrapper, in: node.attributes),
                      node.bindings.count == 1, let binding = node.bindings.first
                else { continue }
                let type = binding.typeAnnotation.flatMap { TypeNames.simpleName(of: $0.type) }
                    ?? binding.initializer.flatMap { TypeNames.constructedTypeName($0.value) }
                if let type, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    wrapperUses.append(WrapperUse(attribute: attribute, wrapper: wrapper, type: type,
                                                  propertyName: name, hasInitialValue: binding.initializer != nil))
                }
            }
        }

        func inspect(_ node: FunctionCallExprSyntax) {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
               member.declName.baseName.text == "environmentObject",
               node.arguments.count == 1, let argument = node.arguments.first, argument.label == nil,
               let type = DeclaredType.of(argument.expression) {
                environmentObjectCalls.append(CallUse(name: member.declName, type: type))
            }
        }
    }
}
