import BridgeLintCore
import SwiftSyntax

/// A hosting controller kept only in a local whose view is put on screen: nothing owns the controller once
/// the function returns.
struct HostingControllerNotRetained: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [ViewLiveState.self, ObservableMembers.self, SelfPlacingViewMethods.self]
    static let description = RuleDescription(
        id: "hosting-controller-not-retained",
        summary: "A hosting controller held only by a local has its view put on screen, and nothing retains the controller",
        severity: .error,
        rationale: """
            A UIHostingController drives its SwiftUI content from outside the view: it resizes the view when the \
            content's size changes (sizingOptions, preferredContentSize), presents the sheets, alerts and popovers \
            the content asks for, bridges navigation titles and toolbar items, and forwards appearance and trait \
            callbacks. A view hierarchy retains the view, not the controller, and the hosting view keeps only a weak \
            reference back to it. When the only reference to the controller is a local, the controller is freed as \
            soon as the function returns and all of that stops; whether plain state changes still render is left to \
            the system, not promised.
            """,
        howToFix: """
            Keep the controller alive for as long as its view is shown: make it a child of the view controller \
            that shows it (addChild, add the view, didMove(toParent:)) and keep it in a property. In a cell, keep \
            one controller per cell in a property, or use UIHostingConfiguration (iOS 16+).
            """,
        triggeringExamples: [
            Example("""
                // Only the view is handed on: the method keeps the view as the keyboard's accessory, and the
                // controller is freed when this returns, so the keys' help sheet has nothing to present from.
                final class TerminalScreen: UIViewController {
                    func showKeys(on webView: TerminalWebView) {
                        let keys = ↓UIHostingController(rootView: TerminalKeys())
                        keys.view.frame = CGRect(x: 0, y: 0, width: webView.bounds.width, height: 40)
                        webView.addInputAccessoryView(toolbar: keys.view)
                    }
                }

                struct TerminalKeys: View {
                    @State private var showsHelp = false
                    var body: some View {
                        HStack { KeyRow(); Button("?") { showsHelp = true } }
                            .sheet(isPresented: $showsHelp) { KeyHelp() }
                    }
                }
                """),
            Example("""
                final class OrderViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let summary = ↓UIHostingController(rootView: OrderSummary(order: order))
                        summary.view.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(summary.view)
                    }
                }

                struct OrderSummary: View {
                    let order: Order
                    @State private var confirmsCancel = false
                    var body: some View {
                        OrderLines(order: order)
                            .alert("Cancel order?", isPresented: $confirmsCancel) { Button("Cancel order", role: .destructive) {} }
                    }
                }
                """),
            Example("""
                // The keys' paste button follows the pasteboard through its own state, which a freed controller no
                // longer re-renders.
                final class EditorScreen: UIViewController {
                    func installKeys(on textView: UITextView) {
                        let keys = ↓UIHostingController(rootView: EditorKeys())
                        keys.view.frame = CGRect(x: 0, y: 0, width: textView.bounds.width, height: 44)
                        textView.inputAccessoryView = keys.view
                    }
                }

                struct EditorKeys: View {
                    @State private var canPaste = false
                    var body: some View {
                        Button("Paste") {}
                            .disabled(!canPaste)
                            .onReceive(NotificationCenter.default.publisher(for: UIPasteboard.changedNotification)) { _ in
                                canPaste = UIPasteboard.general.hasStrings
                            }
                    }
                }
                """),
            Example("""
                final class LiveScoreBar: UIView {
                    func show(_ game: GameModel) {
                        let host = ↓UIHostingController(rootView: ScoreLine(game: game))
                        addSubview(host.view)
                    }
                }

                struct ScoreLine: View {
                    @ObservedObject var game: GameModel
                    var body: some View { Text("\\(game.home) – \\(game.away)") }
                }

                final class GameModel: ObservableObject {
                    @Published var home = 0
                    @Published var away = 0
                    func homeScored() { home += 1 }
                }
                """),
            Example("""
                // The label says where the view goes: the drawer shows it, and the controller dies with this method.
                final class DrawerService {
                    func showOutage(in controller: UIViewController) {
                        let details = ↓UIHostingController(rootView: OutageDetails())
                        showIfNeeded(in: controller, contentView: details.view, height: 380)
                    }
                }

                struct OutageDetails: View {
                    @State private var showsStatusPage = false
                    var body: some View {
                        Button("Status") { showsStatusPage = true }
                            .sheet(isPresented: $showsStatusPage) { StatusPage() }
                    }
                }
                """),
            Example("""
                // Nothing keeps the controller, not even a local: its view is added and the controller is gone, so
                // the filter sheet has nothing to present from.
                final class SearchHeaderView: UIView {
                    func installFilters() {
                        let filters = ↓UIHostingController(rootView: FilterBar()).view!
                        filters.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(filters)
                    }
                }

                struct FilterBar: View {
                    @State private var editsFilters = false
                    var body: some View {
                        Button("Filters") { editsFilters = true }
                            .sheet(isPresented: $editsFilters) { FilterEditor() }
                    }
                }
                """),
            Example("""
                // Only the view is handed back, from a closure whose one expression is the view.
                final class MessageInputSlot {
                    var makeInput: ((InputStyle) -> UIView?)?

                    func useSwiftUI<Input: View>(_ input: @escaping (InputStyle) -> Input) {
                        makeInput = { style in
                            ↓UIHostingController(rootView: input(style)).view
                        }
                    }
                }
                """, confidence: .latent),
            Example("""
                // The attachment shows the hosting view; the controller that drives it dies with this method.
                final class BadgeAttachmentViewProvider: NSTextAttachmentViewProvider {
                    override func loadView() {
                        let controller = ↓UIHostingController(rootView: BadgeChip(title: "New"))
                        controller.view.backgroundColor = .clear
                        view = controller.view
                    }
                }
                """, confidence: .latent),
            Example("""
                // Its state is only read and the object it watches is never written: nothing changes while it is shown.
                final class GreetingBanner: UIView {
                    func show(for account: AccountInfo) {
                        let host = ↓UIHostingController(rootView: Greeting(account: account))
                        addSubview(host.view)
                    }
                }

                struct Greeting: View {
                    @ObservedObject var account: AccountInfo
                    @State private var wave = "👋"
                    var body: some View { Text("\\(wave) \\(account.name)") }
                }

                final class AccountInfo: ObservableObject {
                    @Published var name = ""
                }
                """, confidence: .latent),
            Example("""
                final class ReviewCell: UITableViewCell {
                    func configure(with review: Review) {
                        let host = ↓UIHostingController(rootView: ReviewRow(review: review))
                        guard let hostView = host.view else { return }
                        hostView.frame = contentView.bounds
                        contentView.addSubview(hostView)
                    }
                }
                """, confidence: .latent),
            Example("""
                // Only the view is returned: whoever shows it shows it without its controller.
                extension UIView {
                    static func hosting(_ content: some View) -> UIView {
                        let controller = ↓UIHostingController(rootView: content)
                        controller.view.backgroundColor = .clear
                        return controller.view
                    }
                }
                """, confidence: .latent),
            Example("""
                final class WelcomeViewController: UIViewController {
                    override func loadView() {
                        let host = ↓UIHostingController(rootView: WelcomeView())
                        view = host.view
                    }
                }
                """, confidence: .latent),
            Example(files: [
                "FeedHeaderView.swift": """
                    final class FeedHeaderView: UIView {
                        func install() {
                            let badge = ↓BadgeHost(rootView: Badge(count: 3))
                            addSubview(badge.view)
                        }
                    }
                    """,
                "BadgeHost.swift": """
                    final class BadgeHost: UIHostingController<Badge> {}
                    """,
            ], confidence: .latent),
            Example(files: [
                "ReceiptCard.swift": """
                    // The project's own helper puts the hosted view into the card; its alert has no controller to
                    // present from once this returns.
                    final class ReceiptCard: UIView {
                        func showTotals(_ totals: Totals) {
                            let host = ↓UIHostingController(rootView: TotalsView(totals: totals))
                            host.view.fill(into: self)
                        }
                    }
                    struct TotalsView: View {
                        let totals: Totals
                        @State private var showsBreakdown = false
                        var body: some View {
                            Button("Details") { showsBreakdown = true }
                                .alert("Breakdown", isPresented: $showsBreakdown) {}
                        }
                    }
                    """,
                "UIView+Layout.swift": """
                    extension UIView {
                        func fill(into container: UIView) {
                            translatesAutoresizingMaskIntoConstraints = false
                            container.addSubview(self)
                            NSLayoutConstraint.activate([
                                leadingAnchor.constraint(equalTo: container.leadingAnchor),
                                trailingAnchor.constraint(equalTo: container.trailingAnchor),
                            ])
                        }
                    }
                    """,
            ]),
        ],
        nonTriggeringExamples: [
            Example(files: [
                "ReceiptCard.swift": """
                    // The helper only lays the view out; nothing here puts it on screen.
                    final class ReceiptCard: UIView {
                        func measuredHeight(of totals: Totals) -> CGFloat {
                            let host = UIHostingController(rootView: TotalsView(totals: totals))
                            host.view.constrainWidth(to: 320)
                            return host.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
                        }
                    }
                    """,
                "UIView+Layout.swift": """
                    extension UIView {
                        func constrainWidth(to width: CGFloat) {
                            widthAnchor.constraint(equalToConstant: width).isActive = true
                        }
                        func fill(into container: UIView) {
                            container.addSubview(self)
                        }
                    }
                    """,
            ]),
            Example("""
                // A helper that only decorates the view does not put it anywhere; the controller is not needed later.
                final class CardStyler {
                    func styledSnapshot(of card: ShareCard) -> UIImage {
                        let host = UIHostingController(rootView: card)
                        addShadow(to: host.view)
                        return host.view.snapshotImage()
                    }
                }
                """),
            Example("""
                // The view is drawn into an image at once: the controller is needed only while this runs.
                final class ShareCardRenderer {
                    func image(of card: ShareCard) -> UIImage {
                        let host = UIHostingController(rootView: card)
                        host.view.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
                        return renderImage(of: host.view)
                    }
                }
                """),
            Example("""
                // AppKit: the hosting controller's view is an NSHostingView, which keeps its content running alone.
                final class DebugPanelController: NSViewController {
                    override func loadView() {
                        let host = NSHostingController(rootView: DebugPanel())
                        host.view.autoresizingMask = [.width, .height]
                        view = host.view
                    }
                }
                """),
            Example("""
                // The view is measured and drawn at once; nothing shows it.
                final class ReceiptPrinter {
                    func image(of receipt: ReceiptView) -> UIImage? {
                        let size = UIHostingController(rootView: receipt).view.intrinsicContentSize
                        let canvas = UIHostingController(rootView: receipt).view!
                        canvas.frame = CGRect(origin: .zero, size: size)
                        return canvas.snapshotImage()
                    }
                }
                """),
            Example("""
                // A view slot in the label, but the method only renders it.
                final class ShareRenderer {
                    func image(of card: ShareCard) -> UIImage {
                        let host = UIHostingController(rootView: card)
                        return renderImage(contentView: host.view, scale: 3)
                    }
                }
                """),
            Example("""
                // A sizing probe: added, measured and taken out again before the function returns.
                func fittingHeight(of content: PromoCard, in container: UIView) -> CGFloat {
                    let probe = UIHostingController(rootView: content)
                    container.addSubview(probe.view)
                    probe.view.layoutIfNeeded()
                    let size = probe.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                    probe.view.removeFromSuperview()
                    return size.height
                }
                """),
            Example("""
                final class OrderViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let summary = UIHostingController(rootView: OrderSummary(order: order))
                        addChild(summary)
                        view.addSubview(summary.view)
                        summary.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                final class ReviewCell: UITableViewCell {
                    private var host: UIHostingController<ReviewRow>?
                    private var hosts: [UIHostingController<Tag>] = []

                    func configure(with review: Review) {
                        let host = UIHostingController(rootView: ReviewRow(review: review))
                        contentView.addSubview(host.view)
                        self.host = host

                        let tag = UIHostingController(rootView: Tag(review.tag))
                        contentView.addSubview(tag.view)
                        hosts.append(tag)
                    }
                }
                """),
            Example("""
                final class ChartFactory {
                    func makeChart(for series: Series) -> UIHostingController<ChartView> {
                        let chart = UIHostingController(rootView: ChartView(series: series))
                        chart.view.backgroundColor = .clear
                        container.addSubview(chart.view)
                        return chart
                    }
                }
                """),
            Example("""
                final class TickerView: UIView {
                    func start(model: TickerModel) {
                        let host = UIHostingController(rootView: Ticker(value: 0))
                        addSubview(host.view)
                        subscription = model.$value.sink { value in
                            host.rootView = Ticker(value: value)
                        }
                    }
                }
                """),
            Example("""
                final class ListViewController: UITableViewController {
                    func showDetail(for item: Item) {
                        let detail = UIHostingController(rootView: ItemDetail(item: item))
                        navigationController?.pushViewController(detail, animated: true)
                    }

                    func showHelp() {
                        let help = UIHostingController(rootView: HelpView())
                        help.modalPresentationStyle = .formSheet
                        present(help, animated: true)
                    }
                }
                """),
            Example("""
                // Hosting views and configurations are views: the view hierarchy keeps them.
                final class StatusBarController: NSViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let status = NSHostingView(rootView: StatusView())
                        view.addSubview(status)
                    }
                }

                final class BadgeCell: UICollectionViewCell {
                    func configure(with badge: Badge) {
                        let configuration = UIHostingConfiguration { BadgeView(badge: badge) }
                        contentConfiguration = configuration
                    }
                }
                """),
        ],
        symptoms: [
            "hosted SwiftUI view stops updating",
            "@State changes do nothing in the hosted view",
            "buttons in the SwiftUI view stop responding",
        ],
        scaffold: .hostingChild
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("Hosting") || file.contains("rootView"), file.contains(".view") else { return }
        let creations = HostingCreations(in: file)
        for (binding, creation, type) in creations.locals {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let scope = binding.ancestor(CodeBlockItemSyntax.self)
            else { continue }
            let uses = LocalControllerUses(name: name, scope: scope)
            // A view added, measured and taken out again in the same code is a sizing probe, not content.
            guard uses.isPutOnScreen || !uses.placingCalls.isEmpty, !uses.isRetained, !uses.isTakenOffScreen else { continue }
            let message = """
                '\(name)' is the only reference to this \(type): nothing retains it once the \
                \(Self.scopeKind(of: scope)) returns (no addChild, no property, no hand-off), so its view stays on \
                screen without the controller that sizes it and presents for it
                """
            ask(about: creation, type: type, message: message, placedBy: uses.isPutOnScreen ? [] : uses.placingCalls,
                report: &report)
        }
        for (creation, view, type) in creations.viewsOnly where ViewOnlyUse.isPutOnScreen(view) {
            let message = """
                only the view of this \(type) is kept: nothing holds the controller itself (no local, no addChild, \
                no property), so it is freed as soon as its view is taken, and the view goes on screen without the \
                controller that sizes it and presents for it
                """
            ask(about: creation, type: type, message: message, report: &report)
        }
    }

    /// - Parameter placedBy: the methods called on the view when only one of them may put it on screen (see
    ///   `SelfPlacingViewMethods`).
    private func ask(about creation: FunctionCallExprSyntax, type: String, message: String, placedBy: [String] = [],
                     report: inout RuleReport) {
        let rootViews = creation.argument(labeled: "rootView").map { HostedRoot($0).views } ?? []
        var question = Question(
            message: message, type: HostingVocabulary.isHostingControllerName(type) ? nil : type, rootViews: rootViews,
            ownerIsView: Self.isMadeInView(creation))
        question.placedBy = placedBy
        report.whenIndexed(at: creation, asking: question)
    }

    /// Made by a view (`final class FileCell: UITableViewCell`), which has no children to add it to: the fix is
    /// a property of the view, and containment by the controller that shows it.
    private static func isMadeInView(_ creation: FunctionCallExprSyntax) -> Bool {
        guard let owner = creation.ancestor(ClassDeclSyntax.self),
              let inherited = owner.inheritanceClause?.inheritedTypes.compactMap({ TypeNames.simpleName(of: $0.type) })
        else { return false }
        let names = inherited + [owner.name.text]
        if names.contains(where: { $0.hasSuffix("Controller") }) { return false }
        return inherited.contains { $0.hasSuffix("View") || $0.hasSuffix("Cell") || $0 == "UIControl" }
    }

    /// A local hosting controller whose view is shown: `type` when only the index can tell it is a hosting
    /// controller, and the views it is created to show.
    @CompactCoded
    struct Question: IndexQuestion {
        var message: String
        var type: String?
        var rootViews: [String]
        var ownerIsView: Bool
        /// Methods called on the controller's view (`host.view.pin(to: self)`), when nothing else puts it on screen:
        /// it is shown only if one of them adds the view it is called on to another.
        var placedBy: [String] = []

        init(message: String, type: String?, rootViews: [String], ownerIsView: Bool) {
            (self.message, self.type, self.rootViews, self.ownerIsView) = (message, type, rootViews, ownerIsView)
        }
    }

    /// Content that presents needs the controller: what it presents has nothing to present from. Content that
    /// changes while shown (its own state written, an observed object's property written) needs it to re-render.
    /// Static content keeps showing in the hosting view; only what the controller adds (sizing, safe area) is lost.
    static func verdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        if let type = question.type, !index.isHostingController(type) { return nil }
        var question = question
        if !question.placedBy.isEmpty {
            guard let placing = question.placedBy.first(where: index.record(of: SelfPlacingViewMethods.self).contains) else {
                return nil
            }
            question.message += " ('\(placing)' adds the view to the one it is given)"
        }
        let fix = question.ownerIsView
            ? "keep it in a property of this view, and have the view controller that shows the view add it as a child"
            : "keep it in a property and add it as a child controller"
        if let presentation = index.presentation(in: question.rootViews) {
            return IndexVerdict("\(question.message): \(presentation), which then has no controller to present from; \(fix)")
        }
        if let change = index.liveState(in: question.rootViews) {
            return IndexVerdict("""
                \(question.message): \(change), and a hosting view whose controller is freed is not promised to \
                re-render such changes; \(fix)
                """)
        }
        return .latent("""
            \(question.message); nothing its content shows presents or changes while shown, so today it still \
            renders in the hosting view, and only the size and safe-area changes the controller passes on are lost; \(fix)
            """)
    }

    private static func scopeKind(of statement: CodeBlockItemSyntax) -> String {
        var current = statement.parent
        while let node = current {
            if node.is(ClosureExprSyntax.self) { return "closure" }
            if node.is(InitializerDeclSyntax.self) { return "initializer" }
            if node.is(AccessorDeclSyntax.self) { return "accessor" }
            if node.is(FunctionDeclSyntax.self) { return "function" }
            current = node.parent
        }
        return "function"
    }
}

/// Hosting controllers made in function and closure bodies (not properties, not top-level code): those kept in a
/// local (`let host = UIHostingController(…)`), and those never kept, only their view taken
/// (`UIHostingController(rootView: row).view`). Read from the nodes the file's one walk gathered.
private struct HostingCreations {
    var locals: [(PatternBindingSyntax, FunctionCallExprSyntax, String)] = []
    /// The creation, the `.view` taken from it, and the controller's type.
    var viewsOnly: [(FunctionCallExprSyntax, ExprSyntax, String)] = []

    init(in file: LintFile) {
        let nodes = FileNodes.of(file)
        for variable in nodes.variables {
            guard let list = variable.parent?.parent?.as(CodeBlockItemListSyntax.self), !(list.parent?.is(SourceFileSyntax.self) ?? true)
            else { continue }
            for binding in variable.bindings {
                guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), let type = Self.hostingType(of: call)
                else { continue }
                locals.append((binding, call, type))
            }
        }
        for call in nodes.calls {
            guard let member = call.parent?.as(MemberAccessExprSyntax.self), member.base?.id == call.id,
                  member.declName.baseName.text == "view", let type = Self.hostingType(of: call),
                  call.ancestor(CodeBlockItemSyntax.self) != nil
            else { continue }
            viewsOnly.append((call, ExprSyntax(member), type))
        }
    }

    /// A hosting controller by name, or a type the index may know as one when it is given a root view.
    /// An NSHostingController's view is an NSHostingView, which runs its SwiftUI content on its own.
    private static func hostingType(of call: FunctionCallExprSyntax) -> String? {
        guard let type = call.constructedType, !PlatformCode.isAppKitName(type),
              HostingVocabulary.isHostingControllerName(type)
                || (!HostingVocabulary.rootViewHosts.contains(type) && call.argument(labeled: "rootView") != nil)
        else { return nil }
        return type
    }
}

/// Where the view of a hosting controller nothing keeps goes: on screen when it is added, made a view's content or
/// handed back (directly, or through a local that holds it), unless the same code takes it off again.
private enum ViewOnlyUse {
    static func isPutOnScreen(_ view: ExprSyntax) -> Bool {
        if HostedViewPlacement.showsView(view) || isValueOfItsBody(view) { return true }
        guard let alias = HostedViewPlacement.aliasName(of: view), let statement = view.ancestor(CodeBlockItemSyntax.self)
        else { return false }
        let uses = LocalControllerUses(viewNames: [alias], scope: statement)
        return uses.isPutOnScreen && !uses.isTakenOffScreen
    }

    /// `{ config in UIHostingController(rootView: content(config)).view }`, `var uiView: UIView { … .view }`: the
    /// one expression of a closure, getter or function is what it returns.
    private static func isValueOfItsBody(_ view: ExprSyntax) -> Bool {
        let outer = HostedViewPlacement.unwrapped(Syntax(view))
        guard let item = outer.parent?.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
              list.count == 1, let body = list.parent
        else { return false }
        return body.is(ClosureExprSyntax.self) || body.is(AccessorBlockSyntax.self)
            || (body.is(CodeBlockSyntax.self) && (body.parent?.is(FunctionDeclSyntax.self) == true || body.parent?.is(AccessorDeclSyntax.self) == true))
    }
}

/// How a local hosting controller, or a local holding its view, is used in the statements after its declaration.
private struct LocalControllerUses {
    private(set) var isPutOnScreen = false
    private(set) var isRetained = false
    /// The view is removed from its superview again in the same code.
    private(set) var isTakenOffScreen = false
    /// Methods called on the view with arguments (`host.view.pin(to: self)`): any of them may put it on screen.
    private(set) var placingCalls: [String] = []

    /// - Parameters:
    ///   - name: the local holding the controller, if one does.
    ///   - viewNames: locals holding its view.
    init(name: String? = nil, viewNames: Set<String> = [], scope declaration: CodeBlockItemSyntax) {
        guard let list = declaration.parent?.as(CodeBlockItemListSyntax.self) else {
            isRetained = true
            return
        }
        let scanner = Scanner(name: name, viewNames: viewNames, scope: Syntax(list))
        for item in list where item.position > declaration.position {
            scanner.walk(item)
        }
        isPutOnScreen = scanner.isPutOnScreen
        isRetained = scanner.isRetained
        isTakenOffScreen = scanner.isTakenOffScreen
        placingCalls = scanner.placingCalls
    }

    private final class Scanner: SyntaxVisitor {
        let name: String?
        let scope: Syntax
        /// Locals holding the controller's view (`guard let hostView = host.view`).
        var viewNames: Set<String>
        var isPutOnScreen = false
        var isRetained = false
        var isTakenOffScreen = false
        var placingCalls: [String] = []

        init(name: String?, viewNames: Set<String>, scope: Syntax) {
            self.name = name
            self.viewNames = viewNames
            self.scope = scope
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
            // Another declaration of the same name: uses after it may be of something else.
            if node.identifier.text == name { isRetained = true }
            return .skipChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let text = node.baseName.text
            guard text == name || viewNames.contains(text),
                  node.parent?.as(MemberAccessExprSyntax.self)?.declName.id != node.id
            else { return .skipChildren }
            let expression = ExprSyntax(node)
            if text != name {
                if HostedViewPlacement.showsView(expression) { isPutOnScreen = true }
                if HostedViewPlacement.isRemoved(expression) { isTakenOffScreen = true }
                notePlacingCall(on: expression)
            } else if isInNestedCode(node) {
                isRetained = true  // captured by a closure or a nested function
            } else if let view = Self.viewAccess(on: expression) {
                if HostedViewPlacement.showsView(view) { isPutOnScreen = true }
                if HostedViewPlacement.isRemoved(view) { isTakenOffScreen = true }
                if let alias = HostedViewPlacement.aliasName(of: view) { viewNames.insert(alias) }
                notePlacingCall(on: view)
            } else if !Self.isMemberBase(expression) && !Self.isAssigned(expression) {
                isRetained = true  // passed, stored, returned or put in a collection
            }
            return .skipChildren
        }

        /// `view.pin(to: container)`: a method called on the view, which may add it to the view it is given.
        private func notePlacingCall(on view: ExprSyntax) {
            let outer = HostedViewPlacement.unwrapped(Syntax(view))
            guard let member = outer.parent?.as(MemberAccessExprSyntax.self), member.base?.id == outer.id,
                  let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                  !call.arguments.isEmpty
            else { return }
            let method = member.declName.baseName.text
            if !placingCalls.contains(method) { placingCalls.append(method) }
        }

        private func isInNestedCode(_ node: some SyntaxProtocol) -> Bool {
            var current = node.parent
            while let parent = current, parent.id != scope.id {
                if parent.is(ClosureExprSyntax.self) || parent.is(FunctionDeclSyntax.self) { return true }
                current = parent.parent
            }
            return false
        }

        /// `host.view` (also `host?.view`, `host.view!`) when `expression` is the `host` of it.
        private static func viewAccess(on expression: ExprSyntax) -> ExprSyntax? {
            let outer = HostedViewPlacement.unwrapped(Syntax(expression))
            guard let member = outer.parent?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "view" else {
                return nil
            }
            return ExprSyntax(member)
        }

        private static func isMemberBase(_ expression: ExprSyntax) -> Bool {
            let outer = HostedViewPlacement.unwrapped(Syntax(expression))
            return outer.parent?.as(MemberAccessExprSyntax.self)?.base?.id == outer.id
        }

        /// `host = …`: a new value for the local, not a use of the controller.
        private static func isAssigned(_ expression: ExprSyntax) -> Bool {
            guard let sequence = expression.parent?.as(ExprListSyntax.self)?.parent?.as(SequenceExprSyntax.self),
                  let assignment = Assignment(sequence)
            else { return false }
            return assignment.target.id == expression.id
        }
    }
}
