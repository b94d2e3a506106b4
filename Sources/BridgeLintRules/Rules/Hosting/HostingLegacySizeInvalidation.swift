import BridgeLintCore
import SwiftSyntax

/// A hosting controller subclass that invalidates its view's intrinsic size after every layout pass.
struct HostingLegacySizeInvalidation: IndexedRule {
    static let description = RuleDescription(
        id: "hosting-legacy-size-invalidation",
        summary: "A UIHostingController subclass calls view.invalidateIntrinsicContentSize() in viewDidLayoutSubviews",
        severity: .note,
        minimumOS: HostingAvailability.sizingOptions,
        rationale: """
            Before iOS 16 a hosting controller's view did not tell Auto Layout when its SwiftUI content changed \
            size, so apps subclassed UIHostingController and invalidated the intrinsic content size after each \
            layout pass. That asks for another layout pass every time, and can loop when the size keeps changing. \
            From iOS 16, `sizingOptions = .intrinsicContentSize` makes the hosting controller invalidate the size \
            exactly when the content's ideal size changes.
            """,
        howToFix: """
            Delete the override (or the call) and set `sizingOptions = .intrinsicContentSize` on the controller, \
            in the subclass's initializer or where it is created. For popovers, use `.preferredContentSize`.
            """,
        triggeringExamples: [
            Example("""
                final class SelfSizingHostingController<Content: View>: UIHostingController<Content> {
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        ↓view.invalidateIntrinsicContentSize()
                    }
                }
                """),
            Example("""
                final class InspectorHostingController: NSHostingController<InspectorView> {
                    override func viewDidLayout() {
                        super.viewDidLayout()
                        ↓self.view.invalidateIntrinsicContentSize()
                    }
                }
                """),
            Example("""
                final class BannerHost: UIHostingController<Banner> {}

                extension BannerHost {
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        ↓view?.invalidateIntrinsicContentSize()
                    }
                }
                """),
            Example(files: [
                "CardHost.swift": """
                    final class CardHost: AutoSizingHost<CardView> {
                        override func viewDidLayoutSubviews() {
                            super.viewDidLayoutSubviews()
                            ↓view.invalidateIntrinsicContentSize()
                        }
                    }
                    """,
                "AutoSizingHost.swift": """
                    class AutoSizingHost<Content: View>: UIHostingController<Content> {}
                    """,
            ], deploymentTarget: IOSVersion(16)),
        ],
        nonTriggeringExamples: [
            Example("""
                final class SelfSizingHostingController<Content: View>: UIHostingController<Content> {
                    override init(rootView: Content) {
                        super.init(rootView: rootView)
                        sizingOptions = .intrinsicContentSize
                    }

                    @MainActor required dynamic init?(coder aDecoder: NSCoder) {
                        fatalError("init(coder:) has not been implemented")
                    }
                }
                """),
            Example("""
                // Below iOS 16 there is no sizingOptions: the workaround is the right code.
                final class SelfSizingHostingController<Content: View>: UIHostingController<Content> {
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        view.invalidateIntrinsicContentSize()
                    }
                }
                """, deploymentTarget: IOSVersion(15)),
            Example("""
                // The workaround is kept only for the systems without sizingOptions.
                final class SelfSizingHostingController<Content: View>: UIHostingController<Content> {
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        if #available(iOS 16.0, *) {
                        } else {
                            view.invalidateIntrinsicContentSize()
                        }
                    }
                }
                """),
            Example("""
                // Not a hosting controller, and not its own view.
                final class TagsViewController: UIViewController {
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        view.invalidateIntrinsicContentSize()
                    }
                }

                final class ChartHost: UIHostingController<ChartView> {
                    override func viewDidLayoutSubviews() {
                        super.viewDidLayoutSubviews()
                        legend.invalidateIntrinsicContentSize()
                    }
                }
                """),
        ],
        symptoms: [
            "hosted view size jumps after layout",
            "layout loop in viewDidLayoutSubviews",
        ],
        scaffold: .hostingChild
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("invalidateIntrinsicContentSize"), file.contains("viewDidLayout") else { return }
        for group in TypeGroups.all(in: file) {
            let calls = group.members.compactMap { $0.as(FunctionDeclSyntax.self) }
                .filter { ["viewDidLayoutSubviews", "viewDidLayout"].contains($0.name.text) }
                .flatMap { OwnViewInvalidations.in($0) }
            guard !calls.isEmpty else { continue }
            let name = group.name
            let superclass = (group.declaration?.as(ClassDeclSyntax.self)).flatMap {
                $0.inheritanceClause?.inheritedTypes.first.flatMap { TypeNames.simpleName(of: $0.type) }
            }
            if group.declaration != nil, superclass == nil { continue }
            let candidate = superclass ?? name
            for call in calls {
                let platforms = PlatformCode.platforms(of: call, in: file, types: [candidate])
                let sizingOptions = HostingAvailability.sizingOptions
                guard file.deploymentTargets.support(for: sizingOptions, on: platforms) != .unsupported else { continue }
                let message = """
                    '\(name)' invalidates its view's intrinsic content size after every layout pass, the workaround \
                    from before \(sizingOptions.introduction(on: platforms) ?? "iOS 16"); set `sizingOptions = .intrinsicContentSize`\
                    \(file.deploymentTargets.availabilityNote(for: sizingOptions, on: platforms)) and drop the override
                    """
                if HostingVocabulary.isHostingControllerName(candidate) {
                    report.add(at: call, message)
                } else {
                    report.whenIndexed(at: call, asking: HostingControllerQuestion(type: candidate, message: message))
                }
            }
        }
    }

    static func answer(_ question: HostingControllerQuestion, index: ProjectIndex) -> String? {
        HostingControllerQuestion.answer(question, index: index)
    }
}

/// `view.invalidateIntrinsicContentSize()` (also `self.view`, `view?`, `view!`) in a method.
private final class OwnViewInvalidations: SyntaxVisitor {
    private var found: [FunctionCallExprSyntax] = []

    static func `in`(_ function: FunctionDeclSyntax) -> [FunctionCallExprSyntax] {
        guard let body = function.body else { return [] }
        let finder = OwnViewInvalidations(viewMode: .sourceAccurate)
        finder.walk(body)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.calleeName == "invalidateIntrinsicContentSize", let receiver = node.receiver?.withoutUnwraps else {
            return .visitChildren
        }
        let isOwnView = receiver.as(DeclReferenceExprSyntax.self)?.baseName.text == "view"
            || (receiver.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.text == "view" && $0.base?.isSelf == true } ?? false)
        if isOwnView && !Self.isVersionGated(node) { found.append(node) }
        return .visitChildren
    }

    /// Inside `if #available(…)`/`#unavailable`/`guard #available`: the code already picks the workaround
    /// only where sizingOptions does not exist.
    private static func isVersionGated(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let syntax = current, !syntax.is(FunctionDeclSyntax.self) {
            let conditions = syntax.as(IfExprSyntax.self)?.conditions ?? syntax.as(GuardStmtSyntax.self)?.conditions
            if conditions?.contains(where: { $0.condition.is(AvailabilityConditionSyntax.self) }) == true { return true }
            current = syntax.parent
        }
        return false
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
