import BridgeLintCore
import SwiftSyntax

/// A hosting controller whose view Auto Layout sizes from its content, without `sizingOptions`.
struct HostingMissingSizingOptions: Rule {
    static let description = RuleDescription(
        id: "hosting-missing-sizing-options",
        summary: "A hosting controller's view is sized by its content under Auto Layout, but sizingOptions is never set",
        severity: .note,
        minimumOS: HostingAvailability.sizingOptions,
        rationale: """
            When a hosting controller's view is placed with Auto Layout and one of its dimensions is left to its \
            content (not pinned on both sides, no width or height constraint, or arranged in a stack view), Auto \
            Layout reads the view's intrinsic content size. UIHostingController's sizingOptions default to none: \
            without `sizingOptions = .intrinsicContentSize` that size is not invalidated when the SwiftUI content \
            changes, so the view keeps its first size: text is \
            clipped, or gaps appear, after the content grows or shrinks.
            """,
        howToFix: """
            Set `host.sizingOptions = .intrinsicContentSize` right after creating the controller (iOS 16+); \
            `bridgelint fix` inserts it. A popover's controller uses `.preferredContentSize` instead.
            """,
        triggeringExamples: [
            Example("""
                final class ReceiptViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let totals = ↓UIHostingController(rootView: TotalsView(order: order))
                        addChild(totals)
                        totals.view.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(totals.view)
                        NSLayoutConstraint.activate([
                            totals.view.topAnchor.constraint(equalTo: header.bottomAnchor),
                            totals.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                            totals.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        ])
                        totals.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                final class ProfileViewController: UIViewController {
                    private let stack = UIStackView()
                    private let badges = ↓UIHostingController(rootView: BadgeRow())

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(badges)
                        stack.addArrangedSubview(badges.view)
                        badges.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                final class EmptyStateViewController: UIViewController {
                    private var placeholder: UIHostingController<Placeholder>?

                    func showPlaceholder() {
                        placeholder = ↓UIHostingController(rootView: Placeholder())
                        guard let placeholder else { return }
                        addChild(placeholder)
                        view.addSubview(placeholder.view)
                        placeholder.view.translatesAutoresizingMaskIntoConstraints = false
                        placeholder.view.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                        placeholder.view.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
                        placeholder.didMove(toParent: self)
                    }
                }
                """, deploymentTarget: IOSVersion(17)),
        ],
        nonTriggeringExamples: [
            Example("""
                // AppKit's hosting controller already follows its content: its sizingOptions default to .standardBounds.
                final class SidebarController: NSViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let summary = NSHostingController(rootView: SummaryView())
                        addChild(summary)
                        view.addSubview(summary.view)
                        let hostView = summary.view
                        hostView.translatesAutoresizingMaskIntoConstraints = false
                        view.leadingAnchor.constraint(equalTo: hostView.leadingAnchor).isActive = true
                        view.trailingAnchor.constraint(equalTo: hostView.trailingAnchor).isActive = true
                        hostView.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    }
                }
                """),
            Example("""
                final class ReceiptViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let totals = UIHostingController(rootView: TotalsView(order: order))
                        addChild(totals)
                        totals.view.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(totals.view)
                        NSLayoutConstraint.activate([
                            totals.view.topAnchor.constraint(equalTo: view.topAnchor),
                            totals.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                            totals.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                            totals.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        ])
                        totals.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                final class ProfileViewController: UIViewController {
                    private let badges = UIHostingController(rootView: BadgeRow())
                    private let chart = UIHostingController(rootView: Chart())

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        badges.sizingOptions = .intrinsicContentSize
                        addChild(badges)
                        stack.addArrangedSubview(badges.view)
                        badges.didMove(toParent: self)

                        addChild(chart)
                        view.addSubview(chart.view)
                        chart.view.translatesAutoresizingMaskIntoConstraints = false
                        NSLayoutConstraint.activate([
                            chart.view.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                            chart.view.topAnchor.constraint(equalTo: stack.bottomAnchor),
                            chart.view.widthAnchor.constraint(equalToConstant: 320),
                            chart.view.heightAnchor.constraint(equalToConstant: 200),
                        ])
                        chart.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                // A popover's controller sizes through its preferred content size.
                func showFilters(from button: UIBarButtonItem) {
                    let filters = UIHostingController(rootView: FiltersView())
                    filters.sizingOptions = .preferredContentSize
                    filters.modalPresentationStyle = .popover
                    filters.popoverPresentationController?.barButtonItem = button
                    present(filters, animated: true)
                }
                """),
            Example("""
                // Laid out by a helper out of sight; or with frames.
                final class CardViewController: UIViewController {
                    private let card = UIHostingController(rootView: CardView())
                    private let footer = UIHostingController(rootView: FooterView())

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(card)
                        view.addSubview(card.view)
                        card.view.pinEdges(to: view.safeAreaLayoutGuide)
                        card.didMove(toParent: self)

                        addChild(footer)
                        view.addSubview(footer.view)
                        footer.view.frame = CGRect(x: 0, y: 400, width: 320, height: 80)
                        footer.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                // Below iOS 16 there is no sizingOptions.
                final class ReceiptViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let totals = UIHostingController(rootView: TotalsView(order: order))
                        addChild(totals)
                        stack.addArrangedSubview(totals.view)
                        totals.didMove(toParent: self)
                    }
                }
                """, deploymentTarget: IOSVersion(15)),
        ],
        corrections: [
            Correction("""
                final class ReceiptViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let totals = ↓UIHostingController(rootView: TotalsView(order: order)) // summary
                        addChild(totals)
                        stack.addArrangedSubview(totals.view)
                        totals.didMove(toParent: self)
                    }
                }
                """, """
                final class ReceiptViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let totals = UIHostingController(rootView: TotalsView(order: order)) // summary
                        totals.sizingOptions = .intrinsicContentSize
                        addChild(totals)
                        stack.addArrangedSubview(totals.view)
                        totals.didMove(toParent: self)
                    }
                }
                """),
            Correction("""
                final class ProfileViewController: UIViewController {
                    private let stack = UIStackView()
                    private let badges = ↓UIHostingController(rootView: BadgeRow())

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(badges)
                        stack.addArrangedSubview(badges.view)
                        badges.didMove(toParent: self)
                    }
                }
                """, """
                final class ProfileViewController: UIViewController {
                    private let stack = UIStackView()
                    private let badges = UIHostingController(rootView: BadgeRow())

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(badges)
                        badges.sizingOptions = .intrinsicContentSize
                        stack.addArrangedSubview(badges.view)
                        badges.didMove(toParent: self)
                    }
                }
                """),
            Correction("""
                final class EmptyStateViewController: UIViewController {
                    private var placeholder: UIHostingController<Placeholder>?

                    func showPlaceholder() {
                        placeholder = ↓UIHostingController(rootView: Placeholder())
                        guard let placeholder else { return }
                        addChild(placeholder)
                        stack.addArrangedSubview(placeholder.view)
                        placeholder.didMove(toParent: self)
                    }
                }
                """, """
                final class EmptyStateViewController: UIViewController {
                    private var placeholder: UIHostingController<Placeholder>?

                    func showPlaceholder() {
                        placeholder = UIHostingController(rootView: Placeholder())
                        placeholder?.sizingOptions = .intrinsicContentSize
                        guard let placeholder else { return }
                        addChild(placeholder)
                        stack.addArrangedSubview(placeholder.view)
                        placeholder.didMove(toParent: self)
                    }
                }
                """),
        ],
        symptoms: [
            "hosting controller view has the wrong size",
            "SwiftUI content clipped or zero height in UIKit",
            "hosted view does not resize when its content changes",
        ],
        scaffold: .hostingChild
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("HostingController"), file.contains("Anchor") || file.contains("ArrangedSubview") else { return }
        for group in TypeGroups.all(in: file) {
            let children = ChildControllers.of(group, in: file)
            for usage in children.usages.values
            where !usage.setsSizingOptions && !usage.handedOff && usage.layout.leavesSizeToContent {
                // UIKit's default is no sizing options; AppKit's hosting controller defaults to .standardBounds, which
                // already tracks the content's ideal size.
                for creation in usage.creations where creation.type == "UIHostingController" {
                    let platforms = PlatformCode.platforms(of: creation.call, in: file, types: [creation.type])
                    let support = file.deploymentTargets.support(for: HostingAvailability.sizingOptions, on: platforms)
                    guard support != .unsupported, let name = Self.controllerText(of: creation.call, in: group) else { continue }
                    let axes = Self.contentSizedAxes(usage.layout)
                    let message = """
                        '\(name.plain)' is laid out with Auto Layout but its \(axes) comes from its SwiftUI content, \
                        and sizingOptions is never set: the view keeps its first size when the content changes; set \
                        `\(name.plain).sizingOptions = .intrinsicContentSize`\
                        \(file.deploymentTargets.availabilityNote(for: HostingAvailability.sizingOptions, on: platforms))
                        """
                    let edit = name.isPropertyInitialValue
                        ? Self.insertionBeforeViewIsAdded(usage, property: name.plain)
                        : HostingEdits.statement(containing: creation.call)
                            .flatMap { HostingEdits.insert("\(name.access).sizingOptions = .intrinsicContentSize", after: $0) }
                    let fix = edit.map { Fix("Set \(name.plain).sizingOptions = .intrinsicContentSize", edits: [$0]) }
                    report.add(at: creation.call, message, fix: name.isFixable ? fix : nil)
                }
            }
        }
    }

    private static func contentSizedAxes(_ layout: ChildControllers.Layout) -> String {
        switch layout.axesLeftToContent {
        case [.vertical]: "height"
        case [.horizontal]: "width"
        default: "size"
        }
    }

    /// How to name the created controller: `totals` for `let totals = …`, `placeholder?` for an optional
    /// property assigned the new controller. A stored property's own initial value is set up where its view
    /// is added (`insertionBeforeViewIsAdded`).
    private static func controllerText(
        of call: FunctionCallExprSyntax, in group: TypeGroups.Group
    ) -> (plain: String, access: String, isFixable: Bool, isPropertyInitialValue: Bool)? {
        if let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            let isProperty = binding.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true
            return (name, name, true, isProperty)
        }
        guard let sequence = call.parent?.parent?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
              let (reference, _) = HostingScope.reference(of: assignment.target)
        else { return nil }
        let target = assignment.target.trimmedDescription
        guard case .property(let property) = reference else { return (target, target, true, false) }
        let isOptional = Self.propertyType(property, in: group)?.is(OptionalTypeSyntax.self)
        return (property, isOptional == true ? "\(target)?" : target, isOptional != nil, false)
    }

    /// The assignment as a statement just before the first statement that adds the property's view to a
    /// hierarchy, written the way that statement names the controller (`badges`, `self.badges`, `badges?`), so
    /// it compiles wherever that statement does.
    private static func insertionBeforeViewIsAdded(_ usage: ChildControllers.Usage, property: String) -> TextEdit? {
        let additions = usage.additions.sorted { $0.call.position < $1.call.position }
        for addition in additions {
            guard case .property(property)? = HostingScope.reference(of: addition.child)?.reference,
                  let statement = HostingEdits.statement(containing: addition.call)
            else { continue }
            return HostingEdits.insert("\(addition.child.trimmedDescription).sizingOptions = .intrinsicContentSize", before: statement)
        }
        return nil
    }

    /// The declared type of a stored property of the type, when it is written down.
    private static func propertyType(_ name: String, in group: TypeGroups.Group) -> TypeSyntax? {
        for member in group.members {
            guard let variable = member.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                return binding.typeAnnotation?.type
            }
        }
        return nil
    }
}
