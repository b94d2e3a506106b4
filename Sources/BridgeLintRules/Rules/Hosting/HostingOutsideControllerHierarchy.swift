import BridgeLintCore
import SwiftSyntax

/// A view (not a controller) that creates a hosting controller and puts its view inside itself, so the
/// controller never becomes anyone's child.
struct HostingOutsideControllerHierarchy: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [HandedOnMembers.self, ContainmentSubjects.self]

    static let description = RuleDescription(
        id: "hosting-outside-controller-hierarchy",
        summary: "A UIView subclass shows a hosting controller's view in itself, and no view controller makes the controller its child",
        severity: .warning,
        rationale: """
            A view cannot be the parent of a view controller. When a UIView (a cell, a header, a custom view) \
            creates a UIHostingController and adds the controller's view to itself, the controller hangs outside \
            the view controller hierarchy: it gets no appearance callbacks, trait and safe-area changes reach it \
            late or not at all, and whatever its SwiftUI content presents (a sheet, an alert, a confirmation \
            dialog) or pushes has no presenting controller, so it fails with "view is not in the window \
            hierarchy" or does nothing. The same holds for an NSHostingController inside an NSView. A warning \
            names the project view in the hosted content that presents (a sheet, an alert, a popover…); content \
            that presents nothing, such as an icon or a cover image, is a latent finding: the missing containment \
            changes little a user sees until that content presents or relies on appearance callbacks.
            """,
        howToFix: """
            In a cell, show the SwiftUI content with `contentConfiguration = UIHostingConfiguration { … }` \
            (iOS 16+), which needs no controller. Otherwise let the view controller that owns the view contain the \
            hosting controller: expose it (or give the view a way to reach its parent controller) and call \
            addChild(host), add host.view, then host.didMove(toParent:) from that controller. In AppKit, an \
            NSHostingView needs no controller at all.
            """,
        triggeringExamples: [
            Example(files: [
                "CommentCell.swift": """
                    final class CommentCell: UITableViewCell {
                        private var host: UIHostingController<CommentRow>?

                        func configure(with comment: Comment) {
                            let host = UIHostingController(rootView: CommentRow(comment: comment))
                            ↓contentView.addSubview(host.view)
                            self.host = host
                        }
                    }
                    """,
                "CommentRow.swift": """
                    struct CommentRow: View {
                        let comment: Comment
                        @State private var confirmsReport = false

                        var body: some View {
                            Text(comment.text)
                                .contextMenu { Button("Report") { confirmsReport = true } }
                                .confirmationDialog("Report this comment?", isPresented: $confirmsReport) {
                                    Button("Report", role: .destructive) {}
                                }
                        }
                    }
                    """,
            ]),
            Example("""
                final class ReviewCell: UITableViewCell {
                    private let host = UIHostingController(rootView: ReviewRow(review: nil))

                    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                        super.init(style: style, reuseIdentifier: reuseIdentifier)
                        host.view.translatesAutoresizingMaskIntoConstraints = false
                        ↓contentView.addSubview(host.view)
                    }

                    func configure(with review: Review) {
                        host.rootView = ReviewRow(review: review)
                    }
                }
                """, confidence: .latent),
            Example("""
                final class ProfileBannerView: UIView {
                    private var hosting: UIHostingController<BannerContent>?

                    func show(_ banner: Banner) {
                        let hosting = UIHostingController(rootView: BannerContent(banner: banner))
                        hosting.view.frame = bounds
                        ↓addSubview(hosting.view)
                        self.hosting = hosting
                    }
                }
                """, confidence: .latent),
            Example("""
                final class TagHeader: UICollectionReusableView {
                    var tagsHost: UIHostingController<TagList>!

                    func setUp(tags: [Tag]) {
                        tagsHost = UIHostingController(rootView: TagList(tags: tags))
                        ↓addSubview(tagsHost.view)
                    }
                }
                """, deploymentTarget: IOSVersion(15), confidence: .latent),
            Example("""
                import AppKit

                final class InspectorPane: NSView {
                    private let summary = NSHostingController(rootView: SummaryView())

                    override init(frame frameRect: NSRect) {
                        super.init(frame: frameRect)
                        ↓addSubview(summary.view)
                    }
                }
                """, confidence: .latent),
            Example(files: [
                "CardView.swift": """
                    final class CardView: RoundedView {
                        let content = UIHostingController(rootView: CardContent())

                        func install() {
                            ↓addSubview(content.view)
                        }
                    }
                    """,
                "RoundedView.swift": """
                    class RoundedView: UIView {}
                    """,
            ], confidence: .latent),
        ],
        nonTriggeringExamples: [
            Example("""
                // From iOS 16 a cell shows SwiftUI content without any controller.
                final class ReviewCell: UITableViewCell {
                    func configure(with review: Review) {
                        contentConfiguration = UIHostingConfiguration { ReviewRow(review: review) }
                    }
                }
                """),
            Example(files: [
                "ReviewCell.swift": """
                    // The cell exposes its controller; the list controller makes it a child.
                    final class ReviewCell: UITableViewCell {
                        let hostingController = UIHostingController(rootView: ReviewRow(review: nil))

                        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                            super.init(style: style, reuseIdentifier: reuseIdentifier)
                            contentView.addSubview(hostingController.view)
                        }
                    }
                    """,
                "ReviewsViewController.swift": """
                    final class ReviewsViewController: UITableViewController {
                        override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                            guard let cell = cell as? ReviewCell else { return }
                            addChild(cell.hostingController)
                            cell.hostingController.didMove(toParent: self)
                        }
                    }
                    """,
            ]),
            Example("""
                // The view reaches its parent controller and contains the hosting controller itself.
                final class ChartCell: UICollectionViewCell {
                    weak var parentViewController: UIViewController?
                    private var host: UIHostingController<ChartView>?

                    func configure(with chart: Chart) {
                        if let host {
                            host.rootView = ChartView(chart: chart)
                            return
                        }
                        let host = UIHostingController(rootView: ChartView(chart: chart))
                        parentViewController?.addChild(host)
                        contentView.addSubview(host.view)
                        host.didMove(toParent: parentViewController)
                        self.host = host
                    }
                }
                """),
            Example("""
                // NSHostingView is AppKit's view for SwiftUI content: no controller involved.
                final class StatusBarView: NSView {
                    private let status = NSHostingView(rootView: StatusView())

                    override init(frame frameRect: NSRect) {
                        super.init(frame: frameRect)
                        addSubview(status)
                    }
                }
                """),
            Example("""
                // A measuring probe: added, measured and removed before the method returns.
                final class BubbleView: UIView {
                    private var probe: UIHostingController<Bubble>?

                    func fittingHeight(for text: String) -> CGFloat {
                        let probe = UIHostingController(rootView: Bubble(text: text))
                        addSubview(probe.view)
                        let height = probe.view.systemLayoutSizeFitting(bounds.size).height
                        probe.view.removeFromSuperview()
                        self.probe = probe
                        return height
                    }
                }
                """),
            Example("""
                // A view controller is the right parent: containment-incomplete checks its calls.
                final class ProfileViewController: UIViewController {
                    private let header = UIHostingController(rootView: ProfileHeader())

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(header)
                        view.addSubview(header.view)
                        header.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                // The cell hands its controller to a delegate, which decides where it belongs.
                final class PlayerCell: UITableViewCell {
                    weak var delegate: PlayerCellDelegate?
                    private let controls = UIHostingController(rootView: PlayerControls())

                    func attach() {
                        contentView.addSubview(controls.view)
                        delegate?.playerCell(self, needsParentFor: controls)
                    }
                }
                """),
            Example("""
                // The controller is given to the view: whoever created it may have contained it.
                final class PreviewContainer: UIView {
                    func show(_ host: UIHostingController<Preview>) {
                        addSubview(host.view)
                    }
                }
                """),
        ],
        symptoms: [
            "Attempt to present on whose view is not in the window hierarchy",
            "A sheet or alert from SwiftUI inside a cell never appears",
            "onAppear and safe area insets are wrong for SwiftUI content in a UITableViewCell",
            "UIHostingController in UICollectionViewCell without a parent view controller",
        ],
        scaffold: .hostingCell
    )

    /// System view classes (a project class inheriting one of them is a view).
    static let viewClasses: Set<String> = [
        "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionViewListCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UIStackView", "UIScrollView", "UIControl", "UIButton", "UIImageView",
        "UIVisualEffectView", "NSView", "NSTableCellView", "NSTableRowView", "NSStackView", "NSScrollView",
        "NSControl", "NSVisualEffectView", "NSBox",
    ]

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("Hosting"), file.contains("Subview") else { return }
        for group in TypeGroups.all(in: file) {
            guard let view = Self.viewKind(of: group) else { continue }
            let children = ChildControllers.of(group, in: file)
            for (reference, usage) in children.usages where !usage.additions.isEmpty {
                checkAdditions(of: reference, usage, children: children, view: view, group: group, file: file,
                               report: &report)
            }
        }
    }

    /// What the type is known to be: a view by its superclass's name, or a class the index must confirm.
    private struct ViewKind {
        let superclass: String
        /// `true` when the name alone says it is a view; otherwise the index decides.
        let isCertain: Bool

        var isCell: Bool { HostingVocabulary.isCellName(superclass) }
    }

    private static func viewKind(of group: TypeGroups.Group) -> ViewKind? {
        guard let declaration = group.declaration else { return ViewKind(superclass: group.name, isCertain: false) }
        guard let type = declaration.as(ClassDeclSyntax.self),
              let superclass = type.inheritanceClause?.inheritedTypes.first.flatMap({ TypeNames.simpleName(of: $0.type) }),
              superclass != "NSCollectionViewItem"
        else { return nil }
        if viewClasses.contains(superclass) { return ViewKind(superclass: superclass, isCertain: true) }
        // A name that says "controller" is not a view; other names are looked up in the index.
        if HostingTypeChecks.isViewController([superclass]) == true { return nil }
        return ViewKind(superclass: superclass, isCertain: false)
    }

    private func checkAdditions(
        of reference: HostingScope.Reference, _ usage: ChildControllers.Usage, children: ChildControllers,
        view: ViewKind, group: TypeGroups.Group, file: LintFile, report: inout RuleReport
    ) {
        let names = children.references(sameAs: reference)
        let usages = names.compactMap { children.usages[$0] }
        // Containment done by the view itself (through a parent it knows), or a controller handed elsewhere.
        guard !usages.contains(where: { $0.isParameter || $0.handedOff || $0.takesPartInContainment }) else { return }
        let properties = names.compactMap { name -> String? in
            if case .property(let property) = name { return property }
            return nil
        }
        // A controller only a local holds is hosting-controller-not-retained's finding.
        guard !properties.isEmpty, !properties.contains(where: { Escape.isHandedOut($0, in: group.members) }) else { return }
        guard let createdType = Self.createdHostingType(usages, properties: properties, in: group.members) else { return }
        let exposed = properties.filter { Self.isExposed($0, in: group.members) }
        for addition in usage.additions where !Self.isProbe(addition, among: usages) && !Self.addsOutsideItself(addition.call) {
            let child = addition.child.withoutUnwraps.trimmedDescription
            let message = Self.message(child: child, type: createdType, view: view, owner: group.name, file: file)
            let question = Question(
                message: message, type: group.name, file: file.path, superclass: view.isCertain ? nil : view.superclass,
                hostType: HostingVocabulary.isHostingControllerName(createdType) ? nil : createdType,
                properties: properties, exposed: exposed, rootViews: Self.rootViews(usages))
            report.whenIndexed(at: addition.call, asking: question)
        }
    }

    /// A hosting controller's view added to a view of `type`, declared in `file`, that keeps the controller in
    /// `properties` (`exposed`: those other code can read).
    @CompactCoded
    struct Question: IndexQuestion {
        var message: String
        var type: String
        var file: String
        /// The superclass, when only the index can tell whether it is a view.
        var superclass: String?
        /// The created controller's type, when only the index can tell whether it is a hosting controller.
        var hostType: String?
        var properties: [String]
        var exposed: [String]
        /// The views the controller is created to show (`rootView: Banner(…)`), when the creation says.
        var rootViews: [String]
    }

    static func verdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        guard let message = answer(question, index: index) else { return nil }
        // The harm a user meets: content that presents has no controller to present from.
        if let presentation = index.presentation(in: question.rootViews) {
            return IndexVerdict("\(message) (\(presentation))")
        }
        return .latent("\(message) (nothing it shows presents yet, so today only appearance callbacks and safe-area updates are missed)")
    }

    /// The root views the hosting controller is created with, read from each creation's `rootView:`.
    private static func rootViews(_ usages: [ChildControllers.Usage]) -> [String] {
        usages.flatMap(\.creations).flatMap { creation -> [String] in
            guard let root = creation.call.argument(labeled: "rootView") else { return [] }
            return HostedRoot(root).views
        }
    }

    static func answer(_ question: Question, index: ProjectIndex) -> String? {
        let (type, file) = (question.type, question.file)
        if let superclass = question.superclass {
            guard index.conforms(superclass, to: viewClasses) == .yes else { return nil }
        }
        if let hostType = question.hostType, !index.isHostingController(hostType) { return nil }
        // Another file of the type, or a subclass, may make the controller a child.
        for property in question.properties {
            if index.doesContainment(for: property, of: type, outside: file)
                || index.subclassDoesContainment(for: property, of: type) {
                return nil
            }
        }
        // Code elsewhere that reads an exposed controller off a view may make it a child.
        if question.exposed.contains(where: index.membersHandedOn.contains) { return nil }
        return question.message
    }

    private static func message(child: String, type: String, view: ViewKind, owner: String, file: LintFile) -> String {
        let appKit = PlatformCode.isAppKit(file, types: [type, view.superclass])
        let contain = "let the view controller that owns '\(owner)' make '\(child)' its child (addChild, add the view\(appKit ? "" : ", didMove(toParent:)"))"
        var fix = contain
        if appKit {
            fix = "use an NSHostingView, which needs no controller, or \(contain)"
        } else if view.isCell {
            let configuration = HostingAvailability.hostingConfiguration
            let platforms = file.platforms.intersection(Platform.uiKit)
            if file.deploymentTargets.support(for: configuration, on: platforms) != .unsupported {
                let note = file.deploymentTargets.availabilityNote(for: configuration, on: platforms)
                fix = "use `contentConfiguration = UIHostingConfiguration { … }`\(note), or \(contain)"
            }
        }
        let lost = appKit
            ? "its SwiftUI content gets no appearance callbacks and what it presents (sheets, popovers) has no parent controller"
            : "appearance callbacks, trait and safe-area changes never reach its SwiftUI content, and sheets or alerts it presents have no presenting controller"
        return "The view of \(type) '\(child)' is put inside '\(owner)', a view, and no view controller makes '\(child)' its child: \(lost); \(fix)"
    }

    /// The hosting controller type the view creates itself: constructed in its code, or the declared type of a
    /// property given an initial value (`let host: UIHostingController<Row> = { … }()`).
    private static func createdHostingType(
        _ usages: [ChildControllers.Usage], properties: [String], in members: [DeclSyntax]
    ) -> String? {
        let creations = usages.flatMap(\.creations)
        if let created = creations.first(where: { HostingVocabulary.isHostingControllerName($0.type) })
            ?? creations.first(where: { !HostingVocabulary.rootViewHosts.contains($0.type) && $0.call.argument(labeled: "rootView") != nil }) {
            return created.type
        }
        let initialised = members.contains { member in
            member.as(VariableDeclSyntax.self)?.bindings.contains { binding in
                binding.initializer != nil
                    && properties.contains(binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? "")
            } ?? false
        }
        return initialised ? usages.flatMap(\.types).first(where: HostingVocabulary.isHostingControllerName) : nil
    }

    /// Whether a property can be read from outside the type: not `private` or `fileprivate` (`private(set)` still can).
    private static func isExposed(_ property: String, in members: [DeclSyntax]) -> Bool {
        for member in members {
            guard let variable = member.as(VariableDeclSyntax.self),
                  variable.bindings.contains(where: { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property })
            else { continue }
            return !variable.modifiers.contains { modifier in
                [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind) && modifier.detail == nil
            }
        }
        return true
    }

    /// A measuring probe: the controller's view is taken out again in the function that added it.
    private static func isProbe(_ addition: ChildControllers.Addition, among usages: [ChildControllers.Usage]) -> Bool {
        let function = addition.call.enclosingFunction(closures: true)?.id
        return usages.flatMap(\.removals).contains { $0.enclosingFunction(closures: true)?.id == function }
    }

    /// Added to a window, or to another controller's view: not this view's own hierarchy.
    private static func addsOutsideItself(_ call: FunctionCallExprSyntax) -> Bool {
        guard let receiver = call.receiver else { return false }
        return receiver.trimmedDescription.lowercased().contains("window") || receiver.viewOwner != nil
    }
}

/// Whether the type gives one of its properties away where the analysis cannot follow: returns it, makes it
/// the value of a computed property or closure, or stores it into another object.
private enum Escape {
    static func isHandedOut(_ property: String, in members: [DeclSyntax]) -> Bool {
        members.contains { member in
            Nodes.all(DeclReferenceExprSyntax.self, in: member).contains { reference in
                reference.baseName.text == property && isHandedOut(ExprSyntax(reference), property: property)
            }
        }
    }

    private static func isHandedOut(_ reference: ExprSyntax, property: String) -> Bool {
        var outer = Syntax(reference)
        if let member = outer.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            guard member.base?.isSelfLookingThroughUnwraps == true else { return false }
            outer = Syntax(member)
        } else if outer.parent?.is(MemberAccessExprSyntax.self) == true {
            return false
        }
        guard let expression = outer.as(ExprSyntax.self),
              case .property(property)? = HostingScope.reference(of: expression)?.reference
        else { return false }
        while let parent = outer.parent,
              parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
            outer = parent
        }
        guard let parent = outer.parent else { return false }
        if parent.is(ReturnStmtSyntax.self) { return true }
        if let item = parent.as(CodeBlockItemSyntax.self), let list = item.parent?.as(CodeBlockItemListSyntax.self),
           list.count == 1, let holder = list.parent {
            return holder.is(ClosureExprSyntax.self) || holder.is(AccessorBlockSyntax.self)
                || holder.parent?.is(AccessorDeclSyntax.self) == true
                || holder.parent?.as(FunctionDeclSyntax.self)?.signature.returnClause != nil
        }
        if let sequence = parent.as(ExprListSyntax.self), let assignment = sequence.parent?.as(SequenceExprSyntax.self).flatMap(Assignment.init),
           assignment.value.count == 1, assignment.value.first?.id == outer.id {
            // `self.host = host` keeps it; `delegate.host = host` gives it away.
            return HostingScope.reference(of: assignment.target) == nil
        }
        return false
    }
}
