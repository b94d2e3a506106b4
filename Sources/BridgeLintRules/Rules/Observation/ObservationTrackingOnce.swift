import BridgeLintCore
import SwiftSyntax

/// `withObservationTracking` whose onChange never starts tracking again: it reports one change and goes quiet.
struct ObservationTrackingOnce: Rule {
    static let description = RuleDescription(
        id: "observation-tracking-once",
        summary: "withObservationTracking's onChange never re-registers, so it fires once and then stops",
        severity: .warning,
        rationale: """
            withObservationTracking tracks the properties its closure reads until the first change, calls onChange \
            once, and forgets them. To keep a UIKit view or any other observer in sync, onChange has to run the \
            tracking again, usually by calling the function that contains it after hopping to the main thread. \
            Without that, the first change updates the screen and every later one is silently missed. Re-running \
            counts directly, through `[weak self]` and `self?.observe()`, through a hop (DispatchQueue.main.async, \
            Task), through another method of the same type that does it, by invalidating the layout when the \
            tracking sits in layoutSubviews or a similar method UIKit calls again, or by a surrounding loop. \
            Invalidating a view (setNeedsLayout, reloadData, invalidate…) counts as re-running unless the tracking \
            is in code that runs once (an initializer, viewDidLoad, or a private helper only they call). onChange \
            handlers that call code bridgelint cannot see, or that resume a continuation awaited by a loop \
            elsewhere, are not reported, nor is test code, which often observes a single change on purpose.
            """,
        howToFix: """
            Put the tracking in a method and call that method again from onChange, on the main thread: \
            `onChange: { [weak self] in DispatchQueue.main.async { self?.observe() } }` or \
            `Task { @MainActor in self?.observe() }`. On iOS 26 and later, `Observations { … }` gives a stream of changes.
            """,
        triggeringExamples: [
            Example("""
                final class ProfileHeaderView: UIView {
                    private let nameLabel = UILabel()
                    var profile: Profile

                    init(profile: Profile) {
                        self.profile = profile
                        super.init(frame: .zero)
                        startObserving()
                    }

                    private func startObserving() {
                        ↓withObservationTracking {
                            nameLabel.text = profile.displayName
                        } onChange: { [weak self] in
                            DispatchQueue.main.async { self?.setNeedsLayout() }
                        }
                    }
                }
                """),
            Example("""
                final class CartBadgeController: UIViewController {
                    let cart: Cart

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓withObservationTracking {
                            tabBarItem.badgeValue = cart.count > 0 ? "\\(cart.count)" : nil
                        } onChange: {
                            print("cart changed")
                        }
                    }
                }
                """),
            Example("""
                final class PlayerObserver {
                    let player: PlayerModel
                    var onProgress: ((Double) -> Void)?

                    init(player: PlayerModel) { self.player = player }

                    func observeProgress() {
                        ↓withObservationTracking({
                            onProgress?(player.progress)
                        }, onChange: { [weak self] in
                            Task { @MainActor in self?.logChange() }
                        })
                    }

                    private func logChange() {
                        Logger.player.debug("progress changed")
                    }
                }
                """),
            Example("""
                func changes(of settings: Settings) -> AsyncStream<Void> {
                    AsyncStream { continuation in
                        ↓withObservationTracking {
                            _ = settings.theme
                        } onChange: {
                            continuation.yield()
                        }
                    }
                }
                """),
            Example("""
                struct ShelfTabs: UIViewControllerRepresentable {
                    @Binding var selection: Int
                    func makeUIViewController(context: Context) -> UITabBarController { UITabBarController() }
                    func updateUIViewController(_ tabs: UITabBarController, context: Context) {
                        ↓withObservationTracking {
                            _ = Library.shared.openShelf
                        } onChange: {
                            Task { @MainActor in tabs.selectedIndex = Library.shared.openShelf }
                        }
                    }
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                // The coordinator's own method re-arms the tracking: out of sight here, so no verdict.
                struct ShelfTabs: UIViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> UITabBarController { UITabBarController() }
                    func makeCoordinator() -> ShelfObserver { ShelfObserver() }
                    func updateUIViewController(_ tabs: UITabBarController, context: Context) {
                        withObservationTracking {
                            _ = Library.shared.openShelf
                        } onChange: {
                            context.coordinator.shelfChanged(in: tabs)
                        }
                    }
                }
                """),
            Example("""
                final class ProfileHeaderView: UIView {
                    private let nameLabel = UILabel()
                    var profile: Profile

                    private func startObserving() {
                        withObservationTracking {
                            nameLabel.text = profile.displayName
                        } onChange: { [weak self] in
                            DispatchQueue.main.async { self?.startObserving() }
                        }
                    }
                }
                """),
            Example("""
                final class CartBadgeController: UIViewController {
                    let cart: Cart

                    func observeCart() {
                        withObservationTracking {
                            tabBarItem.badgeValue = "\\(cart.count)"
                        } onChange: {
                            Task { @MainActor [weak self] in
                                await self?.observeCart()
                            }
                        }
                    }

                    func observeTotal() {
                        withObservationTracking {
                            title = cart.total.formatted()
                        } onChange: { [weak self] in
                            self?.scheduleTotalUpdate()
                        }
                    }

                    private func scheduleTotalUpdate() {
                        DispatchQueue.main.async { self.observeTotal() }
                    }
                }
                """),
            Example("""
                final class ChartView: UIView {
                    var model: ChartModel

                    override func layoutSubviews() {
                        super.layoutSubviews()
                        withObservationTracking {
                            layer.contents = model.renderedImage
                        } onChange: { [weak self] in
                            Task { @MainActor in self?.setNeedsLayout() }
                        }
                    }
                }
                """),
            Example("""
                final class RenderGraph {
                    weak var hostView: UIView?
                    let root: () -> Content

                    /// Called by the host view's layoutSubviews.
                    func render(in bounds: CGRect) {
                        var content: Content?
                        withObservationTracking { content = root() } onChange: { [weak self] in self?.invalidate() }
                        content?.layout(in: bounds)
                    }

                    func invalidate() {
                        Task { @MainActor in self.hostView?.setNeedsLayout() }
                    }
                }
                """),
            Example("""
                struct ComposedView<Content: View> {
                    let content: Content

                    func update(node: Node) {
                        withObservationTracking {
                            node.update(with: content.body)
                        } onChange: {
                            MainActor.assumeIsolated { node.invalidate() }
                        }
                    }
                }
                """),
            Example("""
                import Testing

                @Test func renamingNotifiesOnce() {
                    let model = Playlist()
                    var changes = 0
                    withObservationTracking { _ = model.name } onChange: { changes += 1 }
                    model.name = "Road trip"
                    #expect(changes == 1)
                }
                """),
            Example("""
                @MainActor
                func watch(_ model: DownloadModel, render: @escaping () -> Void) async {
                    while !Task.isCancelled {
                        await withCheckedContinuation { continuation in
                            withObservationTracking {
                                render()
                            } onChange: {
                                continuation.resume()
                            }
                        }
                    }
                }
                """),
            Example("""
                final class ScoreObserver {
                    let game: Game
                    let handler: () -> Void

                    init(game: Game, handler: @escaping () -> Void) {
                        self.game = game
                        self.handler = handler
                        withObservationTracking {
                            _ = game.score
                        } onChange: {
                            handler()
                        }
                    }

                    func observe() {
                        withObservationTracking { _ = game.level } onChange: { [weak self] in self?.levelChanged() }
                    }
                }
                """),
        ],
        symptoms: [
            "UIKit updates once and then stops reacting to model changes",
            "observation fires only once",
            "UIKit view shows stale data after the model changes",
        ],
        scaffold: .observationLoop
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        let calls = ObservationTrackingCall.all(in: file)
        guard !calls.isEmpty, !TestCode.isTestFile(file) else { return }
        let groups = TypeGroups.all(in: file)
        let selfAliases = AccessPath.selfAliases(in: file)
        for tracking in calls {
            guard let onChange = tracking.onChangeClosure, !Self.isInLoop(tracking.call) else { continue }
            let container = Container(of: tracking.call)
            let group = TypeMemberFacts.enclosingTypeName(of: tracking.call).flatMap { name in groups.first { $0.name == name } }
            if case .function(let function) = container, Self.swiftUIUpdateMethods.contains(function.name.text) {
                // SwiftUI calls update again for its own reasons, not for this model: each call arms one more
                // one-shot observer, and between them changes are missed.
                // Any call other than a hop to the main thread may re-arm the tracking out of sight.
                let callsOutOfSight = Nodes.all(FunctionCallExprSyntax.self, in: onChange).contains { !Deferral.isDeferring($0) }
                guard !callsOutOfSight else { continue }
                report.add(at: tracking.name, """
                    withObservationTracking in \(function.name.text) arms a one-shot observer on every update: onChange \
                    fires once, changes after it are missed until SwiftUI happens to call \(function.name.text) again, \
                    and each update stacks another observer; read the model in \(function.name.text) directly (SwiftUI \
                    tracks it and calls update on change) or keep one re-arming observer in the coordinator
                    """)
                continue
            }
            var search = ReRegistrationSearch(
                function: container.functionName, invalidation: container.invalidationEffect(in: group),
                methods: group.map(Self.methodBodies) ?? [:], selfAliases: selfAliases)
            guard search.verdict(for: Syntax(onChange)) == .never else { continue }
            report.add(at: tracking.name, """
                withObservationTracking fires its onChange once and then stops tracking: \(container.neverAgain), \
                so later changes to the model are missed; re-run the tracking from onChange after hopping to the \
                main thread
                """)
        }
    }

    /// Methods SwiftUI calls again when the representable's inputs change, not when a model they track changes.
    private static let swiftUIUpdateMethods: Set<String> = [
        "updateUIView", "updateUIViewController", "updateNSView", "updateNSViewController",
    ]

    /// Inside `while`, `repeat` or `for await`: the loop starts the tracking again.
    private static func isInLoop(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let scope = current, !scope.is(FunctionDeclSyntax.self), !scope.is(MemberBlockSyntax.self) {
            if scope.is(WhileStmtSyntax.self) || scope.is(RepeatStmtSyntax.self)
                || scope.as(ForStmtSyntax.self)?.awaitKeyword != nil {
                return true
            }
            current = scope.parent
        }
        return false
    }

    private static func methodBodies(_ group: TypeGroups.Group) -> [String: [Syntax]] {
        var result: [String: [Syntax]] = [:]
        for member in group.members {
            if let function = member.as(FunctionDeclSyntax.self), let body = function.body {
                result[function.name.text, default: []].append(Syntax(body))
            }
        }
        return result
    }
}

/// What invalidating a view (`setNeedsLayout()`, `reloadData()`) does to the code that contains the tracking.
private enum InvalidationEffect {
    /// It runs that code again: the tracking is in `layoutSubviews` or a similar method.
    case reRuns
    /// It may: the code could be reached from a layout pass somewhere bridgelint cannot see.
    case mayReRun
    /// It cannot: the code runs once (an initializer, `viewDidLoad`, or a private helper only they call).
    case none
}

/// The declaration a tracking call is written in.
private enum Container {
    case function(FunctionDeclSyntax)
    case initializer
    /// A computed property, a closure at the top level, …
    case other

    init(of node: some SyntaxProtocol) {
        var current = node.parent
        while let scope = current {
            if let function = scope.as(FunctionDeclSyntax.self) { self = .function(function); return }
            if scope.is(InitializerDeclSyntax.self) { self = .initializer; return }
            if scope.is(AccessorBlockSyntax.self) || scope.is(MemberBlockSyntax.self) { break }
            current = scope.parent
        }
        self = .other
    }

    /// Why the tracking is not set up again, for messages.
    var neverAgain: String {
        switch self {
        case .function(let function): "onChange never calls '\(function.name.text)()' again"
        case .initializer: "it is set up once, in an initializer, and onChange never sets it up again"
        case .other: "onChange never sets it up again"
        }
    }

    var functionName: String? {
        if case .function(let function) = self { function.name.text } else { nil }
    }

    /// UIKit methods that run again after the view is invalidated.
    static let invalidatedMethods: Set<String> = [
        "layoutSubviews", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateConstraints", "updateViewConstraints",
        "draw", "layoutSublayers", "updateProperties", "updateConfiguration",
    ]

    /// Lifecycle methods UIKit calls once (or on events), never because a view was invalidated.
    static let oneTimeMethods: Set<String> = [
        "viewDidLoad", "loadView", "awakeFromNib", "viewWillAppear", "viewDidAppear", "viewIsAppearing",
        "didMoveToWindow", "didMoveToSuperview", "prepareForReuse",
    ]

    func invalidationEffect(in group: TypeGroups.Group?) -> InvalidationEffect {
        switch self {
        case .initializer: return .none
        case .other: return .mayReRun
        case .function(let function):
            let name = function.name.text
            if Self.invalidatedMethods.contains(name) { return .reRuns }
            if Self.oneTimeMethods.contains(name) { return .none }
            let isPrivate = function.modifiers.contains {
                $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
            }
            guard isPrivate, let group else { return .mayReRun }
            let callers = Self.callers(of: name, in: group)
            let onlyOnce = !callers.isEmpty && callers.allSatisfy { $0.map(Self.oneTimeMethods.contains) ?? true }
            return onlyOnce ? .none : .mayReRun
        }
    }

    /// The members of the type that call `name`: a method's name, or `nil` for an initializer.
    private static func callers(of name: String, in group: TypeGroups.Group) -> [String?] {
        var result: [String?] = []
        for member in group.members {
            if let function = member.as(FunctionDeclSyntax.self), function.name.text != name, let body = function.body,
               calls(name, in: body) {
                result.append(function.name.text)
            } else if let initializer = member.as(InitializerDeclSyntax.self), let body = initializer.body, calls(name, in: body) {
                result.append(nil)
            } else if member.is(VariableDeclSyntax.self) || member.is(SubscriptDeclSyntax.self),
                      member.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) {
                result.append("")  // used by a property: could run any time
            }
        }
        return result
    }

    private static func calls(_ name: String, in body: CodeBlockSyntax) -> Bool {
        body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
    }
}

/// Whether code reached from an onChange handler runs the tracking again.
private struct ReRegistrationSearch {
    enum Verdict { case reRegisters, never, unknown }

    /// The function that contains the tracking call, if any.
    let function: String?
    /// What invalidating a view does to the code that contains the tracking call.
    let invalidation: InvalidationEffect
    /// Bodies of the enclosing type's methods in this file, followed when onChange calls them.
    let methods: [String: [Syntax]]
    /// Names bound to `self` (`guard let strongSelf = self`).
    let selfAliases: Set<String>
    private var followed: Set<String> = []

    init(function: String?, invalidation: InvalidationEffect, methods: [String: [Syntax]], selfAliases: Set<String>) {
        self.function = function
        self.invalidation = invalidation
        self.methods = methods
        self.selfAliases = selfAliases
    }

    /// Calls that invalidate a view (or a project's render node: `invalidate()`), so that layout, rendering and
    /// configuration code runs again.
    private static func invalidates(_ name: String) -> Bool {
        name.hasPrefix("setNeeds") || name.hasPrefix("invalidate") || [
            "layoutIfNeeded", "reloadData", "reloadRows", "reloadItems", "reloadSections", "reconfigureRows",
            "reconfigureItems",
        ].contains(name)
    }

    /// Calls known not to run project code.
    private static let inert: Set<String> = [
        "print", "debugPrint", "dump", "NSLog", "os_log", "assert", "assertionFailure", "precondition",
        "preconditionFailure", "fatalError",
    ]

    mutating func verdict(for node: Syntax) -> Verdict {
        var sawUnknown = false
        for call in CallCollector.calls(in: node) {
            guard let (name, receiver) = callee(of: call) else {
                sawUnknown = true
                continue
            }
            if name == function { return .reRegisters }
            if Self.invalidates(name) {
                switch invalidation {
                case .reRuns: return .reRegisters
                case .mayReRun: sawUnknown = true
                case .none: break
                }
                continue
            }
            // Resuming a continuation hands control to an awaiting caller, which may track again.
            if name == "resume" { sawUnknown = true; continue }
            switch receiver {
            case .other:
                continue
            case .implicit where name.first?.isUppercase == true:
                continue  // a type being created: `Task { … }`, `Logger(…)`
            case .implicit, .selfValue:
                if let bodies = methods[name] {
                    guard followed.insert(name).inserted else { continue }
                    for body in bodies {
                        switch verdict(for: body) {
                        case .reRegisters: return .reRegisters
                        case .unknown: sawUnknown = true
                        case .never: break
                        }
                    }
                } else if !Self.inert.contains(name) {
                    sawUnknown = true  // a closure, an inherited or global function: out of sight
                }
            }
        }
        return sawUnknown ? .unknown : .never
    }

    private enum Receiver { case implicit, selfValue, other }

    /// The called name and what it is called on: `observe` on self in `self?.observe()`.
    private func callee(of call: FunctionCallExprSyntax) -> (String, Receiver)? {
        var callee = call.calledExpression.withoutUnwraps
        if let specialized = callee.as(GenericSpecializationExprSyntax.self) { callee = specialized.expression.withoutUnwraps }
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return (reference.baseName.text, .implicit)
        }
        guard let member = callee.as(MemberAccessExprSyntax.self) else { return nil }
        let isSelf = member.base.map { AccessPath.isSelf($0, aliases: selfAliases) } ?? false
        return (member.declName.baseName.text, isSelf ? .selfValue : .other)
    }

    private final class CallCollector: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []

        static func calls(in node: Syntax) -> [FunctionCallExprSyntax] {
            let collector = CallCollector(viewMode: .sourceAccurate)
            collector.walk(node)
            return collector.calls
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            calls.append(node)
            return .visitChildren
        }
    }
}
