import BridgeLintCore
import SwiftSyntax

/// A hosting controller whose SwiftUI content brings its own navigation container, pushed onto a
/// UINavigationController.
struct HostingNestedNavigation: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [NavigationStackMembers.self]

    static let description = RuleDescription(
        id: "hosting-nested-navigation",
        summary: "A hosting controller whose root view contains a NavigationStack/NavigationView is pushed onto a UINavigationController",
        severity: .warning,
        rationale: """
            A controller pushed onto a UINavigationController already lives in a navigation stack with a bar and \
            a back button. When its SwiftUI content starts another NavigationStack, NavigationView or \
            NavigationSplitView, the screen shows two navigation bars (or a title that never appears), links \
            push inside the inner stack instead of UIKit's, and the back gesture and button pop the wrong stack.
            """,
        howToFix: """
            Remove the navigation container from the hosted view and let UIKit's bar do the work (set the title \
            and buttons with navigationTitle/toolbar, which UIHostingController forwards to its navigationItem), \
            or present the hosting controller modally if it needs a stack of its own.
            """,
        triggeringExamples: [
            Example(files: [
                "AppCoordinator.swift": """
                    final class AppCoordinator {
                        func start(in window: UIWindow) {
                            window.rootViewController = UINavigationController(rootViewController: AccountViewController())
                        }
                    }
                    """,
                "AccountViewController.swift": """
                    final class AccountViewController: UITableViewController {
                        func showSettings() {
                            let settings = UIHostingController(rootView: SettingsView())
                            ↓navigationController?.pushViewController(settings, animated: true)
                        }
                    }
                    """,
                "SettingsView.swift": """
                    struct SettingsView: View {
                        var body: some View {
                            NavigationStack {
                                Form { Toggle("Sync", isOn: .constant(true)) }
                                    .navigationTitle("Settings")
                            }
                        }
                    }
                    """,
            ]),
            Example(files: [
                "TrendsViewController.swift": """
                    // Only a storyboard could put this controller into a navigation controller (latent).
                    final class TrendsViewController: UIViewController {
                        func showHistory() {
                            let history = UIHostingController(rootView: HistoryView())
                            ↓navigationController?.pushViewController(history, animated: true)
                        }
                    }
                    """,
                "HistoryView.swift": """
                    struct HistoryView: View {
                        @Environment(\\.dismiss) private var dismiss
                        var body: some View {
                            NavigationView {
                                List { Text("Readings") }
                                    .toolbar { Button("Done") { dismiss() } }
                            }
                        }
                    }
                    """,
            ], confidence: .latent),
            Example(files: [
                "ReceiptsCoordinator.swift": """
                    // The coordinator is given the stack it pushes onto: the push always happens.
                    final class ReceiptsCoordinator {
                        var navigationController: UINavigationController

                        init(navigationController: UINavigationController) {
                            self.navigationController = navigationController
                        }

                        func showReceipt() {
                            ↓navigationController.pushViewController(UIHostingController(rootView: ReceiptView()), animated: true)
                        }
                    }
                    """,
                "ReceiptView.swift": """
                    struct ReceiptView: View {
                        var body: some View {
                            NavigationView { Text("Total") }
                        }
                    }
                    """,
            ]),
            Example("""
                func showHelp() {
                    ↓navigationController?.pushViewController(
                        UIHostingController(rootView: NavigationView { HelpTopics() }), animated: true)
                }
                """),
            Example(files: [
                "InboxCoordinator.swift": """
                    final class InboxCoordinator {
                        let navigation: UINavigationController
                        private lazy var archive = UIHostingController(rootView: ArchiveScreen())

                        func openArchive() {
                            ↓navigation.show(archive, sender: nil)
                        }
                    }
                    """,
                "ArchiveScreen.swift": """
                    struct ArchiveScreen: View {
                        var body: some View { ArchiveSplit().tint(.orange) }
                    }
                    struct ArchiveSplit: View {
                        var body: some View {
                            NavigationSplitView { Sidebar() } detail: { Text("Select a message") }
                        }
                    }
                    """,
            ]),
            Example(files: [
                "ProfileRouter.swift": """
                    func openProfile(on navigationController: UINavigationController) {
                        ↓navigationController.pushViewController(ProfileHost(), animated: true)
                    }
                    """,
                "ProfileHost.swift": """
                    final class ProfileHost: UIHostingController<ProfileScreen> {
                        init() { super.init(rootView: ProfileScreen()) }
                        @MainActor required dynamic init?(coder aDecoder: NSCoder) { fatalError() }
                    }
                    struct ProfileScreen: View {
                        var body: some View { NavigationStack { Text("Profile") } }
                    }
                    """,
            ]),
        ],
        nonTriggeringExamples: [
            Example(files: [
                "AccountViewController.swift": """
                    final class AccountViewController: UITableViewController {
                        func showSettings() {
                            let settings = UIHostingController(rootView: SettingsForm())
                            settings.title = "Settings"
                            navigationController?.pushViewController(settings, animated: true)
                        }
                    }
                    """,
                "SettingsForm.swift": """
                    struct SettingsForm: View {
                        var body: some View {
                            Form { Toggle("Sync", isOn: .constant(true)) }
                                .navigationTitle("Settings")
                        }
                    }
                    """,
            ]),
            Example(files: [
                "AccountViewController.swift": """
                    // Presented modally, a stack of its own is right.
                    final class AccountViewController: UITableViewController {
                        func showSettings() {
                            let settings = UIHostingController(rootView: SettingsView())
                            present(settings, animated: true)
                        }
                    }
                    """,
                "SettingsView.swift": """
                    struct SettingsView: View {
                        var body: some View { NavigationStack { Form {} } }
                    }
                    """,
            ]),
            Example(files: [
                "TripViewController.swift": """
                    // The navigation stack is only in a sheet the pushed view presents.
                    final class TripViewController: UIViewController {
                        func showTrip() {
                            navigationController?.pushViewController(UIHostingController(rootView: TripView()), animated: true)
                        }
                    }
                    """,
                "TripView.swift": """
                    struct TripView: View {
                        @State private var isEditing = false
                        var body: some View {
                            List { Text("Day 1") }
                                .sheet(isPresented: $isEditing) { NavigationStack { TripEditor() } }
                        }
                    }
                    """,
            ]),
        ],
        symptoms: [
            "double navigation bar",
            "two navigation bars",
            "back button broken",
        ]
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("pushViewController") || file.contains(".show(") else { return }
        let finder = PushFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        for (push, pushed) in finder.pushes {
            guard let content = PushedContent(pushed) else { continue }
            // No views: a subclass built without a root view, which shows the type its superclass names.
            report.whenIndexed(at: push, asking: Question(
                type: content.type, views: content.views ?? [], pusher: Self.pusherThroughOwnStack(push)))
        }
    }

    /// A controller of `type` pushed with the root `views`; none for the type its superclass names.
    @CompactCoded
    struct Question: IndexQuestion {
        var type: String
        var views: [String]
        /// The controller pushing through its own `navigationController`: the push happens only if it is in a stack.
        var pusher: String?
    }

    static func verdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        guard let message = answer(question, index: index) else { return nil }
        guard let pusher = question.pusher else { return IndexVerdict(message) }
        if let place = index.navigationStackMembers[pusher] {
            return IndexVerdict("\(message) ('\(pusher)' is put into a navigation stack at \(place))")
        }
        return .latent("""
            \(message) (latent: no code in the project puts '\(pusher)' into a navigation controller; if only a \
            storyboard does, this holds, and if none does, the push does nothing)
            """)
    }

    /// The class around a push through its own navigation controller (`navigationController?.pushViewController`).
    private static func pusherThroughOwnStack(_ push: FunctionCallExprSyntax) -> String? {
        guard let receiver = push.receiver?.withoutUnwraps.trimmedDescription.replacingOccurrences(of: "?", with: ""),
              receiver == "self.navigationController"
                || (receiver == "navigationController" && !isParameterOrLocal("navigationController", at: push))
        else { return nil }
        guard let pusher = push.ancestor(ClassDeclSyntax.self), !declaresNavigationController(pusher) else { return nil }
        return pusher.name.text
    }

    /// A class with a `navigationController` property of its own (a coordinator given the stack it pushes onto):
    /// the push goes onto that controller, not onto one the class may or may not be in.
    private static func declaresNavigationController(_ type: ClassDeclSyntax) -> Bool {
        type.memberBlock.members.contains { member in
            member.decl.as(VariableDeclSyntax.self)?.bindings.contains {
                $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "navigationController"
            } == true
        }
    }

    /// A parameter or local of that name around `node` hides the controller's own property.
    private static func isParameterOrLocal(_ name: String, at node: FunctionCallExprSyntax) -> Bool {
        if HostingScope.local(named: name, at: node) != nil { return true }
        let parameters = node.ancestor(FunctionDeclSyntax.self)?.signature.parameterClause.parameters
        return parameters?.contains { ($0.secondName ?? $0.firstName).text == name } ?? false
    }

    static func answer(_ question: Question, index: ProjectIndex) -> String? {
        let (type, views) = (question.type, question.views)
        guard HostingVocabulary.isHostingControllerName(type) || index.isHostingController(type) else { return nil }
        let shown = views.isEmpty ? index.hostedViewType(of: type).map { [$0] } ?? [] : views
        guard let found = index.navigationContainer(in: shown) else { return nil }
        let place = found.shownBy.map { "'\($0)' (in the hosted view) contains a \(found.container)" }
            ?? "the hosted root view is a \(found.container)"
        return """
            This \(type) is pushed onto a UINavigationController, but \(place): two navigation bars and two \
            stacks fight over back navigation; drop the \(found.container) from the hosted view (the pushed \
            controller already has UIKit's bar) or present it modally
            """
    }
}

/// `pushViewController(x, animated:)` on any receiver, and `show(x, sender:)` on a navigation controller.
private final class PushFinder: SyntaxVisitor {
    var pushes: [(FunctionCallExprSyntax, ExprSyntax)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let name = node.calleeName, let pushed = node.arguments.first?.expression else { return .visitChildren }
        if name == "pushViewController" && node.receiver != nil {
            pushes.append((node, pushed))
        } else if name == "show", let receiver = node.receiver, Self.isNavigationController(receiver) {
            pushes.append((node, pushed))
        }
        return .visitChildren
    }

    private static func isNavigationController(_ receiver: ExprSyntax) -> Bool {
        if receiver.trimmedDescription.lowercased().contains("navigation") { return true }
        return DeclaredType.of(receiver.withoutUnwraps).map { $0.hasSuffix("NavigationController") } ?? false
    }
}

/// The controller a push hands over, when the code shows where it was created.
private struct PushedContent {
    /// The type constructed.
    let type: String
    /// The views of the `rootView:` it was created with; `nil` when it was created without one.
    let views: [String]?

    init?(_ pushed: ExprSyntax) {
        guard let creation = Self.creation(of: pushed, depth: 0), let type = creation.constructedType else { return nil }
        self.type = type
        if let rootView = creation.argument(labeled: "rootView") {
            let root = HostedRoot(rootView)
            guard !root.views.isEmpty else { return nil }
            views = root.views
        } else {
            views = nil
        }
    }

    /// The constructor call that made the pushed controller: inline, a local's value, or the only value a
    /// property of the type is ever given.
    private static func creation(of expression: ExprSyntax, depth: Int) -> FunctionCallExprSyntax? {
        let expression = expression.withoutUnwraps
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return call.constructedType != nil ? call : nil
        }
        guard depth < 3, let (reference, _) = HostingScope.reference(of: expression) else { return nil }
        switch reference {
        case .local:
            guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  let local = HostingScope.local(named: name, at: expression),
                  case .value(let value) = local.source
            else { return nil }
            return creation(of: value, depth: depth + 1)
        case .property(let name):
            let values = PropertyValues.of(name, around: expression)
            guard values.count == 1, let only = values.first else { return nil }
            return creation(of: only, depth: depth + 1)
        }
    }
}

/// The values a type's code gives one of its properties: its initial value and every assignment.
private final class PropertyValues: SyntaxVisitor {
    let name: String
    var values: [ExprSyntax] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    static func of(_ name: String, around node: some SyntaxProtocol) -> [ExprSyntax] {
        guard let block = node.ancestor(MemberBlockSyntax.self) else { return [] }
        let finder = PropertyValues(name: name)
        finder.walk(block)
        // The property may be declared, or assigned, in the type's other parts in the file.
        if let type = block.parent?.asDeclGroup {
            for part in SameFileTypeParts.others(of: type) { finder.walk(part.memberBlock) }
        }
        return finder.values
    }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true,
           node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
           let value = node.initializer?.value {
            values.append(value)
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let assignment = Assignment(node), assignment.value.count == 1, let value = assignment.value.first,
           case .property(let target)? = HostingScope.reference(of: assignment.target)?.reference, target == name {
            values.append(value)
        }
        return .visitChildren
    }
}
