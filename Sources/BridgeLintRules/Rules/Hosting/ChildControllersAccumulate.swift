import BridgeLintCore
import SwiftSyntax

/// Code that runs again and again adds a new child controller (or hosting view) each time, never removing the
/// one it added before.
struct ChildControllersAccumulate: Rule {
    static let description = RuleDescription(
        id: "child-controllers-accumulate",
        summary: "A method that runs repeatedly adds a new child controller or hosting view without removing the previous one",
        severity: .warning,
        rationale: """
            addChild(_:) does not replace anything: each call adds one more child. When it runs in code that runs \
            many times (a SwiftUI update, viewWillAppear, a layout pass, a trait change, a notification or Combine \
            callback, a property observer, a refresh called from one of those) and the child added last time is \
            not removed, children pile up. Every one of them stays alive, keeps receiving appearance and trait \
            callbacks and keeps its SwiftUI graph running, and their views are stacked on top of each other, so \
            old content shows through, taps land on a stale copy and memory grows with each run.
            """,
        howToFix: """
            Create the child once (in viewDidLoad, or the first time, under `if child == nil`) and afterwards only \
            update it (`host.rootView = …`). If it really must be replaced, remove the previous one first: \
            old.willMove(toParent: nil), old.view.removeFromSuperview(), old.removeFromParent().
            """,
        triggeringExamples: [
            Example("""
                // The old list's view is taken out by its tag, but its controller stays a child of the screen.
                final class PartyViewController: UIViewController {
                    let stack = UIStackView()
                    var members: [Member] = []
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        showMembers()
                    }
                    private func showMembers() {
                        for view in stack.arrangedSubviews where view.tag == 1000 {
                            view.removeFromSuperview()
                        }
                        let list = UIHostingController(rootView: MemberList(members: members))
                        ↓addChild(list)
                        list.view.tag = 1000
                        stack.addArrangedSubview(list.view)
                        list.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                // Each tap adds another help panel on top of the last.
                final class EditorViewController: UIViewController {
                    @IBAction func helpTapped(_ sender: UIButton) {
                        let panel = UIHostingController(rootView: HelpPanel())
                        ↓addChild(panel)
                        view.addSubview(panel.view)
                        panel.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                // Made a child per cell configuration: the children stay under the controller as cells are reused.
                final class MessagesViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
                        let host = UIHostingController(rootView: MessageRow(message: messages[indexPath.row]))
                        ↓addChild(host)
                        cell.contentView.addSubview(host.view)
                        host.didMove(toParent: self)
                        return cell
                    }
                }
                """),
            Example("""
                // No caller in sight: only the name says it runs more than once (latent).
                final class ReportViewController: UIViewController {
                    func refreshChart() {
                        let chart = ChartViewController(report: report)
                        ↓addChild(chart)
                        view.addSubview(chart.view)
                        chart.didMove(toParent: self)
                    }
                }
                """, confidence: .latent),
            Example("""
                // A refresh method, by its name; the else branch never runs before the next addition (latent).
                final class ResultsViewController: UIViewController {
                    private var emptyHost: UIHostingController<NoResultsView>?

                    private func showEmptyState(_ isShowing: Bool) {
                        if isShowing {
                            let host = UIHostingController(rootView: NoResultsView())
                            ↓addChild(host)
                            tableView.backgroundView = host.view
                            host.didMove(toParent: self)
                            emptyHost = host
                        } else {
                            emptyHost?.willMove(toParent: nil)
                            emptyHost?.removeFromParent()
                            emptyHost = nil
                        }
                    }

                    func reloadResults() {
                        showEmptyState(results.isEmpty)
                    }
                }
                """, confidence: .latent),
            Example("""
                final class WeatherViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        let forecast = UIHostingController(rootView: ForecastView(city: city))
                        ↓addChild(forecast)
                        view.addSubview(forecast.view)
                        forecast.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                final class InboxViewController: UIViewController {
                    private var summary: UIHostingController<InboxSummary>?

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        NotificationCenter.default.addObserver(self, selector: #selector(reloadSummary),
                                                               name: .inboxDidChange, object: nil)
                    }

                    @objc private func reloadSummary() {
                        summary = UIHostingController(rootView: InboxSummary(count: store.unread))
                        ↓addChild(summary!)
                        view.addSubview(summary!.view)
                        summary!.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                final class CartViewController: UIViewController {
                    private var bag = Set<AnyCancellable>()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        cart.$items.sink { [weak self] items in self?.showTotals(for: items) }.store(in: &bag)
                    }

                    private func showTotals(for items: [Item]) {
                        let totals = TotalsViewController(items: items)
                        ↓addChild(totals)
                        stack.addArrangedSubview(totals.view)
                        totals.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                struct Inspector: UIViewControllerRepresentable {
                    let selection: Item?

                    func makeUIViewController(context: Context) -> UIViewController { UIViewController() }

                    func updateUIViewController(_ controller: UIViewController, context: Context) {
                        if let selection {
                            context.coordinator.detail = DetailViewController(item: selection)
                            ↓controller.addChild(context.coordinator.detail!)
                            controller.view.addSubview(context.coordinator.detail!.view)
                        }
                    }
                }
                """),
            Example("""
                import AppKit

                final class SidebarController: NSViewController {
                    var project: Project? {
                        didSet {
                            let outline = NSHostingController(rootView: OutlineView(project: project))
                            ↓addChild(outline)
                            view.addSubview(outline.view)
                        }
                    }
                }
                """),
            Example("""
                import AppKit

                final class BadgeContainer: NSView {
                    override func layout() {
                        super.layout()
                        let badge = NSHostingView(rootView: BadgeView())
                        ↓addSubview(badge)
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // Each load asks for one more page, and update consumes the request: one page per load, by design.
                struct PageStack<Page: View>: NSViewRepresentable {
                    @Binding var needsPage: Bool
                    let page: () -> Page
                    func makeCoordinator() -> Coordinator { Coordinator() }
                    func makeNSView(context: Context) -> NSScrollView {
                        let scroll = NSScrollView()
                        scroll.documentView = context.coordinator.stack
                        return scroll
                    }
                    func updateNSView(_ scroll: NSScrollView, context: Context) {
                        guard needsPage else { return }
                        needsPage = false
                        context.coordinator.stack.addArrangedSubview(NSHostingView(rootView: page()))
                    }
                    final class Coordinator { let stack = NSStackView() }
                }
                """),
            Example("""
                // A button's action runs once per tap, but it adds the help panel only while none is there.
                final class EditorViewController: UIViewController {
                    private var help: UIHostingController<HelpPanel>?

                    @IBAction func helpTapped(_ sender: UIButton) {
                        guard help == nil else { return }
                        let panel = UIHostingController(rootView: HelpPanel())
                        addChild(panel)
                        view.addSubview(panel.view)
                        panel.didMove(toParent: self)
                        help = panel
                    }
                }
                """),
            Example("""
                // The caller adds the chart only once: the flag guards the helper's call.
                final class StatsViewController: UIViewController {
                    private var chartInstalled = false

                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        if !chartInstalled { installChart() }
                    }

                    private func installChart() {
                        let chart = UIHostingController(rootView: ChartView())
                        addChild(chart)
                        view.addSubview(chart.view)
                        chart.didMove(toParent: self)
                        chartInstalled = true
                    }
                }
                """),
            Example("""
                // Whatever the flag is called, it is checked and set: the setup runs on the first appearance only.
                final class CanvasViewController: UIViewController {
                    private var hasAppeared = false

                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        if !hasAppeared {
                            hasAppeared = true
                            embedCanvas()
                        }
                    }

                    private func embedCanvas() {
                        let canvas = UIHostingController(rootView: CanvasView())
                        addChild(canvas)
                        view.addSubview(canvas.view)
                        canvas.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                // The badge on screen is taken away by a helper before the new one is added.
                final class StatusView: NSView {
                    private var badge: NSView?

                    override func layout() {
                        super.layout()
                        hideBadge()
                        let badge = NSHostingView(rootView: BadgeView(count: count))
                        addSubview(badge)
                        self.badge = badge
                    }

                    private func hideBadge() {
                        badge?.removeFromSuperview()
                    }
                }
                """),
            Example("""
                // Added once, the first time only; later runs update the existing child.
                final class WeatherViewController: UIViewController {
                    private var forecast: UIHostingController<ForecastView>?

                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        if let forecast {
                            forecast.rootView = ForecastView(city: city)
                        } else {
                            let forecast = UIHostingController(rootView: ForecastView(city: city))
                            addChild(forecast)
                            view.addSubview(forecast.view)
                            forecast.didMove(toParent: self)
                            self.forecast = forecast
                        }
                    }
                }
                """),
            Example("""
                final class WeatherViewController: UIViewController {
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        guard children.isEmpty else { return }
                        let forecast = UIHostingController(rootView: ForecastView(city: city))
                        addChild(forecast)
                        view.addSubview(forecast.view)
                        forecast.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                // The previous child is removed before the new one is added.
                final class InboxViewController: UIViewController {
                    private var summary: UIViewController?

                    @objc private func reloadSummary() {
                        children.forEach { child in
                            child.willMove(toParent: nil)
                            child.view.removeFromSuperview()
                            child.removeFromParent()
                        }
                        let summary = UIHostingController(rootView: InboxSummary(count: store.unread))
                        addChild(summary)
                        view.addSubview(summary.view)
                        summary.didMove(toParent: self)
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        NotificationCenter.default.addObserver(self, selector: #selector(reloadSummary),
                                                               name: .inboxDidChange, object: nil)
                    }
                }
                """),
            Example("""
                // Each addition is balanced by a removal when the view disappears.
                final class BannerViewController: UIViewController {
                    private var banner: UIViewController?

                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        let banner = UIHostingController(rootView: Banner())
                        addChild(banner)
                        view.addSubview(banner.view)
                        banner.didMove(toParent: self)
                        self.banner = banner
                    }

                    override func viewDidDisappear(_ animated: Bool) {
                        super.viewDidDisappear(animated)
                        banner?.willMove(toParent: nil)
                        banner?.view.removeFromSuperview()
                        banner?.removeFromParent()
                    }
                }
                """),
            Example("""
                // Only called while the view loads: it runs once.
                final class ProfileViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        configureHeader()
                    }

                    private func configureHeader() {
                        let header = UIHostingController(rootView: ProfileHeader())
                        addChild(header)
                        view.addSubview(header.view)
                        header.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                // The same stored controller is added again: UIKit does not duplicate a child it already has.
                final class PlayerViewController: UIViewController {
                    private let controls = UIHostingController(rootView: PlayerControls())

                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        addChild(controls)
                        view.addSubview(controls.view)
                        controls.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                import AppKit

                // The property observer removes the old child itself.
                final class SidebarController: NSViewController {
                    private var outline: NSViewController? {
                        didSet {
                            oldValue?.view.removeFromSuperview()
                            oldValue?.removeFromParent()
                        }
                    }

                    var project: Project? {
                        didSet {
                            outline = NSHostingController(rootView: OutlineView(project: project))
                            addChild(outline!)
                            view.addSubview(outline!.view)
                        }
                    }
                }
                """),
        ],
        symptoms: [
            "children count keeps growing",
            "SwiftUI views stacked on top of each other after rotation or returning to the screen",
            "Memory grows every time the screen appears",
            "onAppear called several times for a hosted SwiftUI view",
        ],
        scaffold: .hostingChild
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("addChild") || file.contains("HostingView") else { return }
        let groups = TypeGroups.all(in: file)
        for call in FileCalls.all(in: file) {
            guard let site = Site(call), let function = call.enclosingFunction() else { continue }
            guard !Self.addsToNewContainer(call), !Self.isGuarded(call, in: function),
                  !Removal.happens(in: function, before: call, ofChildControllers: !site.isView),
                  !Self.hasRemovingObserver(site.child, in: groups),
                  !Self.removesChildElsewhere(site, in: groups, around: call, file: file),
                  let repetition = Repetition.reason(for: Syntax(call), in: groups, depth: 0, ofChildControllers: !site.isView)
            else { continue }
            // A new hosting controller per cell is also hosting-controller-per-cell's finding (the cost of building
            // it); made a child as well, it stays: children pile up under the controller, which is this rule's.
            // A new child made and added on every SwiftUI update is representable-expensive-update's.
            if Self.isExpensiveUpdateFinding(call, site: site, in: file) { continue }
            let what = site.isView ? "a new hosting view" : "a new child controller"
            let removal = site.isView
                ? "remove the previous one first (removeFromSuperview), or create it once and only update its rootView"
                : "remove the previous child first (willMove(toParent: nil), view.removeFromSuperview(), removeFromParent()), or add it once and only update it afterwards"
            let latentNote = repetition.isByNameOnly
                ? " (latent: no caller in this file shows it running more than once)" : ""
            // `container.subviews.forEach { $0.removeFromSuperview() }` first: the old views go, their controllers stay.
            let views = site.isView ? nil : Removal.viewRemoval(in: function, before: call).map { removal in
                "their views are taken off screen (at line \(file.location(of: removal.positionAfterSkippingLeadingTrivia).line)) but the controllers stay children"
            }
            report.add(at: call, """
                '\(call.trimmedDescription)' adds \(what) every time it runs, and it runs repeatedly: \(repetition.description). The one \
                added before is never removed, so they pile up, each alive and still receiving appearance \
                callbacks, \(views ?? "their views stacked on top of each other"); \(removal)\(latentNote)
                """, confidence: repetition.isByNameOnly ? .latent : .witnessed)
        }
    }

    /// Under a condition or after an early exit that checks for an existing child: it is added once.
    private static let reuseHints = ReuseCheck.hints + [
        "isempty", "count", "child", "first", "contains", "parent", "setup", "configured",
        "installed", "embedded", "added", "loaded", "initial", "once",
    ]

    fileprivate static func isGuarded(_ call: FunctionCallExprSyntax, in function: Syntax) -> Bool {
        if ReuseCheck.isGuarded(call, upTo: function, hints: reuseHints) || consumesRequest(before: call, in: function) {
            return true
        }
        // `if let host { host.rootView = … } else { … }`, or `if let host { …; return }` before: a stored child is reused.
        var child = Syntax(call)
        while let parent = child.parent, parent.id != function.id {
            if let ifExpr = parent.as(IfExprSyntax.self), ifExpr.elseBody?.id == child.id, bindsProperty(ifExpr.conditions) {
                return true
            }
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items where item.endPosition <= child.position {
                    if let ifExpr = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? item.item.as(IfExprSyntax.self),
                       bindsProperty(ifExpr.conditions), ifExpr.body.statements.contains(where: { $0.item.is(ReturnStmtSyntax.self) }) {
                        return true
                    }
                }
            }
            child = parent
        }
        return false
    }

    /// `guard shouldUpdate else { return }; shouldUpdate = false` before the call: a request the method consumes,
    /// so each one adds one child (a page appended per load), not one per update.
    private static func consumesRequest(before call: FunctionCallExprSyntax, in function: Syntax) -> Bool {
        guard let body = function.as(FunctionDeclSyntax.self)?.body else { return false }
        var flags: Set<String> = []
        for item in body.statements where item.endPosition <= call.position {
            if let guardStatement = item.item.as(GuardStmtSyntax.self) {
                for element in guardStatement.conditions {
                    guard case .expression(let condition) = element.condition else { continue }
                    let tested = condition.as(PrefixOperatorExprSyntax.self).map(\.expression) ?? condition
                    if let name = tested.plainName { flags.insert(name) }
                }
            } else if let sequence = item.item.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
                      let name = assignment.target.plainName, flags.contains(name) {
                return true
            }
        }
        return false
    }

    /// `if let host`, `if let host = self.host`: a condition that unwraps a stored property.
    private static func bindsProperty(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            guard case .optionalBinding(let binding) = element.condition,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { return false }
            guard let value = binding.initializer?.value else {
                return HostingScope.local(named: name, at: binding) == nil
            }
            if case .property? = HostingScope.reference(of: value)?.reference { return true }
            return false
        }
    }

    /// `let cell = NSTableCellView(); cell.addSubview(host)`: a container made right here (constructed,
    /// instantiated from a storyboard, or assigned to a property earlier in the method) holds only what this run
    /// adds to it.
    private static func addsToNewContainer(_ call: FunctionCallExprSyntax) -> Bool {
        guard var root = call.receiver?.withoutUnwraps else { return false }
        while let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
            root = base.withoutUnwraps
        }
        return Site.newObjectType(root, before: call) != nil
    }

    /// A child stored in a property with an observer: the observer may remove the previous one.
    private static func hasRemovingObserver(_ child: ExprSyntax, in groups: [TypeGroups.Group]) -> Bool {
        guard case .property(let name)? = HostingScope.reference(of: child)?.reference else { return false }
        return groups.contains { group in
            group.members.contains { member in
                guard let variable = member.as(VariableDeclSyntax.self) else { return false }
                return variable.bindings.contains {
                    $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name && $0.accessorBlock != nil
                        && $0.accessorBlock.map { Removal.happens(in: Syntax($0)) } == true
                }
            }
        }
    }

    /// A type that takes this child (or children it does not name: `children.forEach { $0.removeFromParent() }`,
    /// `oldValue?.removeFromParent()`) out of its parent somewhere else, say in viewDidDisappear, may balance
    /// each addition with a removal.
    private static func removesChildElsewhere(
        _ site: Site, in groups: [TypeGroups.Group], around call: FunctionCallExprSyntax, file: LintFile
    ) -> Bool {
        guard let group = groups.first(where: { group in group.members.contains { $0.range.contains(call.position) } }) else {
            return true
        }
        // The child's own names: a local stored into a property (`self.current = chart`) is that property too.
        var ownProperties: Set<String> = []
        if let reference = HostingScope.reference(of: site.child)?.reference {
            for name in ChildControllers.of(group, in: file).references(sameAs: reference) {
                if case .property(let property) = name { ownProperties.insert(property) }
            }
        }
        return group.members.contains { member in
            Nodes.all(FunctionCallExprSyntax.self, in: member).contains { removal in
                // `if showing { add } else { remove }`: the removal never runs before another addition.
                if Branches.areExclusive(Syntax(removal), Syntax(call)) { return false }
                let name = removal.calleeName
                let isRemoval = name.map(BridgeVocabulary.removeFromParentCalls.contains) == true
                    || (name == "willMove" && removal.arguments.first?.expression.is(NilLiteralExprSyntax.self) == true)
                    || (site.isView && name == "removeFromSuperview")
                guard isRemoval, let receiver = removal.receiver else { return false }
                if case .property(let other)? = HostingScope.reference(of: receiver)?.reference {
                    return ownProperties.contains(other)
                }
                return true
            }
        }
    }

    /// representable-expensive-update reports a new object added on every update at the same call.
    private static func isExpensiveUpdateFinding(_ call: FunctionCallExprSyntax, site: Site, in file: LintFile) -> Bool {
        guard let update = call.ancestor(FunctionDeclSyntax.self), Repetition.representableUpdates.contains(update.name.text),
              let body = update.body, NewObject.isCreated(site.child, in: body)
        else { return false }
        return Representable.all(in: file).contains { representable in
            representable.update?.id == update.id && representable.callsOnEveryUpdate.contains { $0.id == call.id }
        }
    }
}

/// An `addChild(x)` whose child is new each time, or an `addSubview(x)` of a new hosting view.
private struct Site {
    let child: ExprSyntax
    let isView: Bool
    let isHostingController: Bool

    init?(_ call: FunctionCallExprSyntax) {
        guard let name = call.calleeName, call.arguments.count >= 1, let argument = call.arguments.first?.expression else { return nil }
        if BridgeVocabulary.addChildCalls.contains(name), call.arguments.count == 1 {
            guard let type = Self.newObjectType(argument, before: call) else { return nil }
            isView = false
            isHostingController = HostingVocabulary.isHostingControllerName(type) || Self.isGivenRootView(argument)
        } else if HostingVocabulary.addingSubview.contains(name) {
            guard let type = Self.newObjectType(argument, before: call), ["NSHostingView", "_UIHostingView"].contains(type) else { return nil }
            isView = true
            isHostingController = false
        } else {
            return nil
        }
        child = argument
    }

    /// The type of the object `expression` is when the code makes it new right here: a constructor call, a
    /// storyboard instantiation, a local set from one, or a property assigned one earlier in the same function.
    static func newObjectType(_ expression: ExprSyntax, before call: FunctionCallExprSyntax, depth: Int = 0) -> String? {
        let value = expression.withoutUnwraps
        if let type = creationType(value) { return type }
        guard depth < 3 else { return nil }
        if let reference = value.as(DeclReferenceExprSyntax.self),
           let local = HostingScope.local(named: reference.baseName.text, at: reference) {
            guard case .value(let initial) = local.source else { return nil }
            return newObjectType(initial, before: call, depth: depth + 1)
        }
        // A property: new when assigned a new object earlier in the same function.
        guard let property = propertyName(value), let function = call.enclosingFunction() else { return nil }
        var found: String?
        for sequence in Nodes.all(SequenceExprSyntax.self, in: function) where sequence.endPosition <= call.position {
            guard let assignment = Assignment(sequence), assignment.value.count == 1, let assigned = assignment.value.first,
                  propertyName(assignment.target) == property
            else { continue }
            found = creationType(assigned.withoutUnwraps)
        }
        return found
    }

    /// A property of this type (`host`, `self.host`) or of an object it reaches (`context.coordinator.detail`).
    private static func propertyName(_ target: ExprSyntax) -> String? {
        if case .property(let name)? = HostingScope.reference(of: target)?.reference { return name }
        if let member = target.withoutUnwraps.as(MemberAccessExprSyntax.self), member.base != nil {
            return member.trimmedDescription
        }
        return nil
    }

    private static func creationType(_ value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self) else { return nil }
        if let type = call.constructedType { return type }
        if let name = call.calleeName, name.hasPrefix("instantiate"), name.hasSuffix("Controller") { return "UIViewController" }
        return nil
    }

    private static func isGivenRootView(_ expression: ExprSyntax) -> Bool {
        let value = expression.withoutUnwraps
        if let call = value.as(FunctionCallExprSyntax.self) { return call.argument(labeled: "rootView") != nil }
        if let reference = value.as(DeclReferenceExprSyntax.self),
           let local = HostingScope.local(named: reference.baseName.text, at: reference), case .value(let initial) = local.source {
            return isGivenRootView(initial)
        }
        return false
    }
}

/// Calls that take a child or view out again: their presence means the code replaces rather than piles up.
private enum Removal {
    private static let viewRemovals: Set<String> = ["removefromsuperview", "removearrangedsubview"]

    /// Whether `node` removes a child on a path that can run before `addition`: not in the other branch of an
    /// `if` or `switch` that holds the addition.
    /// With `ofChildControllers`, taking views out of their superview (`for view in stack.arrangedSubviews where
    /// view.tag == 7 { view.removeFromSuperview() }`) is not a removal: the child controllers stay.
    static func happens(in node: Syntax, before addition: FunctionCallExprSyntax? = nil, ofChildControllers: Bool = false) -> Bool {
        Nodes.all(FunctionCallExprSyntax.self, in: node).contains { call in
            guard let name = call.calleeName?.lowercased(),
                  addition.map({ !Branches.areExclusive(Syntax(call), Syntax($0)) }) ?? true
            else { return false }
            if ofChildControllers, viewRemovals.contains(name) { return false }
            if name == "willmove", call.arguments.first?.expression.is(NilLiteralExprSyntax.self) == true { return true }
            return ["remove", "clear", "reset", "teardown", "detach", "dismiss", "cleanup", "unembed", "replace"]
                .contains(where: name.contains)
        }
    }

    /// A call in `node` that takes views out of their superview on a path that runs before the new child's view
    /// goes in: before `addition`, or between it and the first view added after it (`addChild(host)`, then the
    /// container emptied, then `container.addSubview(host.view)`).
    static func viewRemoval(in node: Syntax, before addition: FunctionCallExprSyntax) -> FunctionCallExprSyntax? {
        let calls = Nodes.all(FunctionCallExprSyntax.self, in: node)
        let viewAdded = calls.first {
            $0.position > addition.position && HostingVocabulary.addingSubview.contains($0.calleeName ?? "")
        }
        let bound = viewAdded?.position ?? addition.position
        return calls.first { call in
            guard let name = call.calleeName?.lowercased(), viewRemovals.contains(name) else { return false }
            return call.position < bound && !Branches.areExclusive(Syntax(call), Syntax(addition))
        }
    }
}

/// Why code runs more than once, as far as the file shows.
struct Repetition {
    let description: String
    /// Only the method's name says it runs again (`reloadList()`), no caller in sight shows it: latent.
    var isByNameOnly = false

    /// Name prefixes of methods that refresh what a screen shows, which their callers run again and again.
    private static let refreshPrefixes = ["reload", "refresh", "update"]

    static let representableUpdates: Set<String> = ["updateUIViewController", "updateNSViewController", "updateUIView", "updateNSView"]

    /// Methods the system calls again and again, with why.
    private static let repeatingMethods: [String: String] = [
        "viewWillAppear": "runs every time the view is about to appear",
        "viewDidAppear": "runs every time the view appears",
        "viewWillLayoutSubviews": "runs on every layout pass",
        "viewDidLayoutSubviews": "runs on every layout pass",
        "layoutSubviews": "runs on every layout pass",
        "viewWillLayout": "runs on every layout pass",
        "viewDidLayout": "runs on every layout pass",
        "layout": "runs on every layout pass",
        "traitCollectionDidChange": "runs on every trait change",
        "viewWillTransition": "runs on every size change",
        "viewSafeAreaInsetsDidChange": "runs whenever the safe area changes",
        "safeAreaInsetsDidChange": "runs whenever the safe area changes",
        "updateViewConstraints": "runs on every constraint pass",
        "updateConstraints": "runs on every constraint pass",
        "prepareForReuse": "runs every time the cell is reused",
        "scrollViewDidScroll": "runs on every scroll step",
        "updateUIViewController": "runs on every SwiftUI update",
        "updateNSViewController": "runs on every SwiftUI update",
        "updateUIView": "runs on every SwiftUI update",
        "updateNSView": "runs on every SwiftUI update",
    ]

    /// Words in a delegate or data callback's signature that show it is called for every event.
    private static let callbackWords = ["didUpdate", "didChange", "DidChange", "didReceive", "didSelect", "updateSearchResults"]

    /// The function, initializer, accessor or top-level closure around `node`.

    /// With `ignoringGuards`, a caller's reuse check does not stop the search: code that empties what the
    /// check looks at (a container's subviews) makes it pass again.
    /// `ofChildControllers`: what repeats is adding a child controller, which a caller taking views out does not undo.
    static func reason(
        for node: Syntax, in groups: [TypeGroups.Group], depth: Int, ignoringGuards: Bool = false, ofChildControllers: Bool = false
    ) -> Repetition? {
        var current = node.parent
        while let candidate = current {
            if let closure = candidate.as(ClosureExprSyntax.self) {
                if let kind = repeatingClosure(closure) { return Repetition(description: kind) }
                if let cell = CellContext.of(closure) {
                    return Repetition(description: "\(cell.description) runs once per cell configuration")
                }
            } else if let accessor = candidate.as(AccessorDeclSyntax.self) {
                guard [.keyword(.didSet), .keyword(.willSet)].contains(accessor.accessorSpecifier.tokenKind),
                      let property = accessor.ancestor(PatternBindingSyntax.self)?.pattern.trimmedDescription
                else { return nil }
                return Repetition(description: "the \(accessor.accessorSpecifier.text) of '\(property)' runs on every assignment")
            } else if let function = candidate.as(FunctionDeclSyntax.self) {
                return reason(for: function, in: groups, depth: depth, ignoringGuards: ignoringGuards,
                              ofChildControllers: ofChildControllers)
            } else if candidate.is(InitializerDeclSyntax.self) || candidate.is(DeinitializerDeclSyntax.self)
                        || candidate.asDeclGroup != nil {
                return nil
            }
            current = candidate.parent
        }
        return nil
    }

    private static func signature(of function: FunctionDeclSyntax) -> String {
        function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }

    private static func reason(
        for function: FunctionDeclSyntax, in groups: [TypeGroups.Group], depth: Int, ignoringGuards: Bool, ofChildControllers: Bool
    ) -> Repetition? {
        let name = function.name.text
        let signature = signature(of: function)
        if let why = repeatingMethods[name], name != "layout" || function.signature.parameterClause.parameters.isEmpty {
            return Repetition(description: "\(signature) \(why)")
        }
        if callbackWords.contains(where: signature.contains) {
            return Repetition(description: "the callback \(signature) runs once per event")
        }
        if TypeNames.attributeNames(function.attributes).contains("IBAction") {
            return Repetition(description: "the @IBAction \(signature) runs once per user action")
        }
        if let cell = CellContext.of(function) {
            return Repetition(description: "\(cell.description) runs once per cell configuration")
        }
        guard depth < 3 else { return nil }
        let owners = groups.filter { group in
            group.members.contains(where: { $0.id == DeclSyntax(function).id || $0.range.contains(function.position) })
        }
        for group in owners {
            for member in group.members {
                if usesAsSelector(name, in: member) {
                    return Repetition(description: "'\(signature)' is called through its #selector, once per action or notification")
                }
                for call in calls(to: name, in: member) where !isInside(call, function) {
                    guard let caller = call.enclosingFunction(), !Removal.happens(in: caller, ofChildControllers: ofChildControllers),
                          ignoringGuards || !ChildControllersAccumulate.isGuarded(call, in: caller),
                          let outer = reason(for: Syntax(call), in: groups, depth: depth + 1, ignoringGuards: ignoringGuards,
                                             ofChildControllers: ofChildControllers)
                    else { continue }
                    return Repetition(description: "'\(signature)' is called from code that runs repeatedly (\(outer.description))", isByNameOnly: outer.isByNameOnly)
                }
            }
        }
        return byName(function, signature: signature, in: owners)
    }

    /// `reloadList()`, `refreshContent()`, `updateList()`: a refresh method by its name, unless the type calls it
    /// only while it sets up (`viewDidLoad`, an initializer).
    private static func byName(_ function: FunctionDeclSyntax, signature: String, in owners: [TypeGroups.Group]) -> Repetition? {
        let name = function.name.text
        guard refreshPrefixes.contains(where: { name.hasPrefix($0) && name.count > $0.count }) else { return nil }
        let callers = owners.flatMap(\.members).flatMap { calls(to: name, in: $0) }.filter { !isInside($0, function) }
        let setUpOnly = !callers.isEmpty && callers.allSatisfy { call in
            guard let caller = call.enclosingFunction() else { return false }
            if caller.is(InitializerDeclSyntax.self) { return true }
            return ["viewDidLoad", "loadView", "awakeFromNib", "setUp", "setup"].contains(caller.as(FunctionDeclSyntax.self)?.name.text ?? "")
        }
        guard !setUpOnly else { return nil }
        return Repetition(description: "'\(signature)' is a refresh method, which its callers run again whenever the content changes", isByNameOnly: true)
    }

    private static func isInside(_ node: some SyntaxProtocol, _ function: FunctionDeclSyntax) -> Bool {
        function.range.contains(node.position)
    }

    /// `name(…)` or `self.name(…)` calls in `member`.
    private static func calls(to name: String, in member: DeclSyntax) -> [FunctionCallExprSyntax] {
        Nodes.all(FunctionCallExprSyntax.self, in: member).filter { call in
            guard call.calleeName == name else { return false }
            return call.receiver.map(\.isSelfLookingThroughUnwraps) ?? true
        }
    }

    /// `#selector(name)` or `#selector(self.name)` in `member` (not another object's method of that name).
    private static func usesAsSelector(_ name: String, in member: DeclSyntax) -> Bool {
        SelectorNames.entries(in: member).contains { entry in
            entry.name == name && entry.base?.isSelfLookingThroughUnwraps != false
        }
    }

    /// Closures that the system calls for every value, notification or change.
    private static func repeatingClosure(_ closure: ClosureExprSyntax) -> String? {
        guard let call = closure.parent?.as(FunctionCallExprSyntax.self) ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self),
              let name = call.calleeName
        else { return nil }
        switch name {
        case "sink": return "it runs in a Combine sink, once per value"
        case "addObserver" where call.argument(labeled: "forName") != nil: return "it runs in a notification observer block, once per notification"
        case "observe": return "it runs in a key-value observation, once per change"
        case "UIAction": return "it runs in a UIAction handler, once per action"
        case "subscribe", "drive", "bind": return "it runs in a subscription, once per value"
        default: return nil
        }
    }
}
