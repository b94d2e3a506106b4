import BridgeLintCore
import SwiftSyntax

/// The onChange of `withObservationTracking` touching UIKit or main-actor state without hopping to the main thread.
struct ObservationTrackingOffMain: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [ObservableMembers.self, SwiftUIImports.self, ObservedObjects.self]
    static let description = RuleDescription(
        id: "observation-tracking-off-main",
        summary: "withObservationTracking's onChange touches UIKit or main-actor state directly",
        severity: .warning,
        rationale: """
            onChange is not called on the main thread: it runs synchronously inside the setter of the tracked \
            property, on whatever thread changed the model, and before the new value is stored. Updating a label, \
            invalidating a view or calling back into a view or @MainActor object from there races with UIKit when \
            the model changes in the background, and re-running the tracking right away reads the old value. \
            MainActor.assumeIsolated only asserts the thread (and traps when it is wrong); it does not hop. \
            In a plain class that is neither a view, a controller nor @MainActor, writes to its own properties \
            are not reported, nor is test code (files importing XCTest or Testing), which often drives the model \
            on the main thread on purpose.
            """,
        howToFix: """
            Hop first: `onChange: { [weak self] in DispatchQueue.main.async { self?.update() } }`, \
            `Task { @MainActor in self?.update() }`, or in async code `await MainActor.run { … }`.
            """,
        triggeringExamples: [
            Example("""
                final class ScoreLabel: UILabel {
                    let game: Game

                    func observe() {
                        withObservationTracking {
                            text = "\\(game.score)"
                        } onChange: { [weak self] in
                            ↓self?.observe()
                        }
                    }
                }
                """),
            Example("""
                final class DownloadCell: UITableViewCell {
                    private let progressView = UIProgressView()
                    var download: Download?

                    func track() {
                        withObservationTracking {
                            _ = download?.fraction
                        } onChange: { [weak self] in
                            ↓self?.progressView.progress = Float(self?.download?.fraction ?? 0)
                            DispatchQueue.main.async { self?.track() }
                        }
                    }
                }
                """),
            Example("""
                @MainActor
                final class MapOverlayRenderer {
                    let store: RouteStore
                    var needsRedraw = false

                    func watch() {
                        withObservationTracking {
                            _ = store.route
                        } onChange: {
                            MainActor.assumeIsolated {
                                ↓self.needsRedraw = true
                                self.watch()
                            }
                        }
                    }
                }
                """),
            Example(files: [
                "StatsViewController.swift": """
                    final class StatsViewController: BaseViewController {
                        let stats: Stats

                        func observeStats() {
                            withObservationTracking {
                                render(stats.summary)
                            } onChange: { [weak self] in
                                guard let self else { return }
                                ↓setNeedsRender()
                                Task { @MainActor in self.observeStats() }
                            }
                        }

                        func setNeedsRender() { view.setNeedsLayout() }
                        func render(_ summary: String) { title = summary }
                    }
                    """,
                "BaseViewController.swift": """
                    class BaseViewController: UIViewController {}
                    """,
            ]),
        ],
        nonTriggeringExamples: [
            Example("""
                final class ScoreLabel: UILabel {
                    let game: Game

                    func observe() {
                        withObservationTracking {
                            text = "\\(game.score)"
                        } onChange: { [weak self] in
                            DispatchQueue.main.async { self?.observe() }
                        }
                    }
                }
                """),
            Example("""
                final class DownloadCell: UITableViewCell {
                    var download: Download?

                    func track() {
                        withObservationTracking {
                            _ = download?.fraction
                        } onChange: {
                            Task { @MainActor [weak self] in
                                self?.setNeedsLayout()
                                self?.track()
                            }
                        }
                    }
                }
                """),
            Example("""
                @MainActor
                final class MapOverlayRenderer {
                    let store: RouteStore

                    func watch() async {
                        withObservationTracking {
                            _ = store.route
                        } onChange: {
                            Task {
                                await MainActor.run { self.redraw() }
                            }
                        }
                    }

                    func redraw() {}
                }
                """),
            Example("""
                final class ChangeCounter {
                    let model: Model
                    private(set) var changes = 0

                    func observe() {
                        withObservationTracking {
                            _ = model.value
                        } onChange: { [weak self] in
                            self?.changes += 1
                            self?.observe()
                        }
                    }
                }
                """),
            Example("""
                final class TimelineViewController: UIViewController {
                    let timeline: Timeline

                    func observe(_ continuation: AsyncStream<Void>.Continuation) {
                        withObservationTracking {
                            _ = timeline.entries
                        } onChange: {
                            continuation.yield()
                        }
                    }
                }
                """),
        ],
        symptoms: [
            "Main Thread Checker: UI API called on a background thread",
            "label shows the old value after the model changed",
        ],
        scaffold: .observationLoop
    )

    static func verdict(_ question: MainActorQuestion, index: ProjectIndex) -> IndexVerdict? {
        MainActorQuestion.verdict(question, index: index)
    }

    func check(_ file: LintFile, report: inout RuleReport) {
        let trackingCalls = ObservationTrackingCall.all(in: file).filter { $0.onChangeClosure != nil }
        guard !trackingCalls.isEmpty, !TestCode.isTestFile(file) else { return }
        let model = ThreadingModel(file: file)
        let types = TypeMemberFacts.all(in: file)
        let selfAliases = AccessPath.selfAliases(in: file)
        let inOnChange = { (node: Syntax) in model.offMainSource(of: node, kind: .observationChange) != nil }
        let touches = MainStateTouch.all(in: file, types: types, where: inOnChange).filter { $0.assignedFrom == nil }
        for tracking in trackingCalls {
            guard let onChange = tracking.onChangeClosure else { continue }
            let typeName = TypeMemberFacts.enclosingTypeName(of: tracking.call)
            let facts = typeName.flatMap { types[$0] }
            var candidates = touches.filter { onChange.range.contains($0.node.position) }
            if let typeName, let facts {
                let ownTypeRequirement = facts.isMainActor || facts.superclass.map(MainActorTypes.isUIKitName) == true ? nil : typeName
                candidates += SelfUseCollector.uses(in: onChange, facts: facts, selfAliases: selfAliases).map {
                    MainStateTouch(node: $0.node, subject: $0.subject, requiresMainActorType: ownTypeRequirement)
                }
            }
            let offMain = candidates
                .filter { inOnChange($0.node) }
                .sorted { $0.node.position < $1.node.position }
            // One finding per handler: the first certain touch, or else the first that the index may confirm.
            guard let first = offMain.first(where: { $0.requiresMainActorType == nil }) ?? offMain.first else { continue }
            report.add(first, """
                \(first.summary) directly in the onChange of withObservationTracking, which runs on whichever thread \
                changed the model, before the new value is stored; hop to the main thread first with \
                DispatchQueue.main.async, Task { @MainActor in … } or await MainActor.run
                """)
        }
    }
}

/// Writes to the enclosing object's own properties and calls of its methods, through `self`, an alias of it
/// or implicitly: main-actor state when the object is a view, a controller or a `@MainActor` class.
private final class SelfUseCollector: SyntaxVisitor {
    struct Use {
        let node: Syntax
        let subject: String
    }

    private let facts: TypeMemberFacts
    private let selfAliases: Set<String>
    private var uses: [Use] = []

    private init(facts: TypeMemberFacts, selfAliases: Set<String>) {
        self.facts = facts
        self.selfAliases = selfAliases
        super.init(viewMode: .sourceAccurate)
    }

    static func uses(in closure: ClosureExprSyntax, facts: TypeMemberFacts, selfAliases: Set<String>) -> [Use] {
        let collector = SelfUseCollector(facts: facts, selfAliases: selfAliases)
        collector.walk(closure.statements)
        return collector.uses
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let target = node.assignedTarget, let path = AccessPath(target, selfAliases: selfAliases), isOwnProperty(path) {
            uses.append(Use(node: Syntax(node), subject: "'\(target.trimmedDescription)'"))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self), facts.methods.contains(reference.baseName.text) {
            uses.append(Use(node: Syntax(node), subject: "'\(callee.trimmedDescription)()'"))
        } else if let base = callee.as(MemberAccessExprSyntax.self)?.base, AccessPath.isSelf(base, aliases: selfAliases) {
            uses.append(Use(node: Syntax(node), subject: "'\(callee.trimmedDescription)()'"))
        }
        return .visitChildren
    }

    /// `self.x`, `self?.x.y`, `strongSelf.x`, or `x` when `x` is a property of the type.
    private func isOwnProperty(_ path: AccessPath) -> Bool {
        switch path.root {
        case .selfValue: true
        case .name(let name): facts.properties.contains(name)
        }
    }
}
