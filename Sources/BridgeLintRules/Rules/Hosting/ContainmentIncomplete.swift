import BridgeLintCore
import SwiftSyntax

/// A child view controller's view put into (or taken out of) another controller's hierarchy without the
/// containment calls that go with it.
struct ContainmentIncomplete: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [ContainmentSubjects.self, ViewLiveState.self, ObservableMembers.self]

    static let description = RuleDescription(
        id: "containment-incomplete",
        summary: "A child controller's view is added without addChild/didMove(toParent:), or removed without removeFromParent()",
        severity: .warning,
        rationale: """
            Adding a view controller's view to another controller's view only moves pixels: UIKit does not know \
            the controllers are related until the parent calls addChild(_:) and the child gets \
            didMove(toParent:). Without them the child misses appearance callbacks, rotation and trait changes, \
            safe-area updates and, for a UIHostingController, part of the SwiftUI environment; UIKit may also log \
            a hierarchy inconsistency. Taking the view out without willMove(toParent: nil) and \
            removeFromParent() leaves the controller a child: it stays alive and keeps receiving callbacks.
            """,
        howToFix: """
            Add: addChild(child), then add child.view to the hierarchy, then child.didMove(toParent: self). \
            Remove: child.willMove(toParent: nil), child.view.removeFromSuperview(), child.removeFromParent(). \
            `bridgelint fix` inserts the missing calls around the statement that adds or removes the view.
            """,
        triggeringExamples: [
            Example("""
                // Receiver and argument swapped: the child never gets didMove(toParent:).
                final class RootController: UIViewController {
                    private var current: UIViewController?
                    func show(_ screen: UIViewController) {
                        current = screen
                        addChild(screen)
                        view.addSubview(screen.view)
                        ↓didMove(toParent: screen)
                    }
                }
                """),
            Example("""
                // Hiding empties the container of views only: each tap on the tab adds one more child controller.
                final class HomeViewController: UIViewController {
                    @IBAction func tabTapped(_ sender: UIButton) {
                        if sender.tag == 1 { showGuide() } else { hideGuide() }
                    }

                    private func showGuide() {
                        let guide = GuideViewController()
                        addChild(guide)
                        guideContainer.addSubview(guide.view)
                        guide.didMove(toParent: self)
                    }

                    private func hideGuide() {
                        guideContainer.subviews.forEach { ↓$0.removeFromSuperview() }
                    }
                }
                """, noFixBecause: "which child each emptied view belongs to is decided at run time"),
            Example("""
                // Each value the publisher sends either empties the container or adds a child: views go, children stay.
                final class WalletViewController: UIViewController {
                    private var bag = Set<AnyCancellable>()

                    func bind(to model: WalletModel) {
                        model.$isLocked.sink { [weak self] isLocked in
                            guard let self else { return }
                            if isLocked {
                                self.actionsContainer.subviews.forEach { ↓$0.removeFromSuperview() }
                            } else {
                                self.showActions()
                            }
                        }.store(in: &bag)
                    }

                    private func showActions() {
                        let actions = UIHostingController(rootView: ActionBar())
                        addChild(actions)
                        actionsContainer.addSubview(actions.view)
                        actions.didMove(toParent: self)
                    }
                }
                """, noFixBecause: "which child each emptied view belongs to is decided at run time"),
            Example("""
                // Added once while setting up: the one child left behind stays alive, but no second one comes (latent).
                final class PlanViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let summary = UIHostingController(rootView: PlanSummary())
                        addChild(summary)
                        summaryContainer.addSubview(summary.view)
                        summary.didMove(toParent: self)
                    }

                    func collapse() {
                        for subview in summaryContainer.subviews { ↓subview.removeFromSuperview() }
                    }
                }
                """, noFixBecause: "which child each emptied view belongs to is decided at run time", confidence: .latent),
            Example("""
                // The controller comes from a helper of the same class; its declared type says what it is.
                final class MapScreen: UIViewController {
                    private var surveyCard: UIViewController?
                    func showSurvey(_ survey: Survey) {
                        let card = makeCard(SurveyCard(survey: survey))
                        ↓view.insertSubview(card.view, at: 1)
                        surveyCard = card
                    }
                    private func makeCard<Content: View>(_ content: Content) -> UIHostingController<Content> {
                        let card = UIHostingController(rootView: content)
                        card.view.backgroundColor = .clear
                        return card
                    }
                }
                """),
            Example("""
                // A system controller subclass is a parent like any other.
                final class AttachmentPreviewController: QLPreviewController {
                    private let caption = UIHostingController(rootView: CaptionBar())
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓view.addSubview(caption.view)
                    }
                }

                // Its content presents: that needs the controller in the hierarchy.
                struct CaptionBar: View {
                    @State private var confirmsDelete = false
                    var body: some View {
                        Button("Delete", role: .destructive) { confirmsDelete = true }
                            .confirmationDialog("Delete this attachment?", isPresented: $confirmsDelete) {
                                Button("Delete", role: .destructive) {}
                            }
                    }
                }
                """),
            Example("""
                final class ProfileViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let header = UIHostingController(rootView: ProfileHeader())
                        header.view.translatesAutoresizingMaskIntoConstraints = false
                        ↓view.addSubview(header.view)
                        header.didMove(toParent: self)
                    }
                }

                struct ProfileHeader: View {
                    @State private var editsPhoto = false
                    var body: some View {
                        Button("Edit photo") { editsPhoto = true }
                            .sheet(isPresented: $editsPhoto) { PhotoEditor() }
                    }
                }
                """),
            Example("""
                // Neither a child nor kept: the controller is freed while the counter it drives is on screen.
                final class UploadViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let progress = UIHostingController(rootView: UploadProgress(queue: queue))
                        ↓view.addSubview(progress.view)
                    }
                }

                struct UploadProgress: View {
                    @ObservedObject var queue: UploadQueue
                    var body: some View { ProgressView(value: queue.fraction) }
                }

                final class UploadQueue: ObservableObject {
                    @Published var fraction = 0.0
                    func didSend(_ bytes: Int, of total: Int) { fraction = Double(bytes) / Double(total) }
                }
                """),
            Example("""
                // addChild without didMove(toParent:): appearance callbacks still arrive, so nothing visible
                // depends on the missing call yet (latent).
                final class PlayerViewController: UIViewController {
                    private let controls = UIHostingController(rootView: PlayerControls())

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(controls)
                        ↓stackView.addArrangedSubview(controls.view)
                    }
                }
                """, confidence: .latent),
            Example("""
                // The card comes from a module that is given this controller: whether it makes the card a child there
                // is out of sight (latent).
                final class HomeViewController: UITableViewController {
                    private var offerCard: UIViewController?

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        offerCard = offers.makeCard(presentingFrom: self)
                    }

                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Offer", for: indexPath)
                        if let offerCard {
                            ↓cell.contentView.addSubview(offerCard.view)
                        }
                        return cell
                    }
                }
                """, noFixBecause: "the view is added under an unwrap of the property, where no statement of the child's name can go",
                confidence: .latent),
            Example("""
                // A hosting controller whose content presents nothing: its SwiftUI content still appears and
                // updates through its view, so nothing visible is lost yet (latent).
                final class InboxViewController: UITableViewController {
                    private var emptyState: UIHostingController<EmptyInbox>?

                    func showEmptyState() {
                        let host = UIHostingController(rootView: EmptyInbox())
                        ↓tableView.insertSubview(host.view, at: 0)
                        emptyState = host
                    }

                    func hideEmptyState() {
                        emptyState?.view.removeFromSuperview()
                        emptyState = nil
                    }
                }
                """, confidence: .latent),
            Example("""
                // The teardown takes it out of a parent it never had and only hides its view: each showing leaves
                // one more hosting view behind.
                final class ComposerViewController: UIViewController {
                    private var recorder: UIHostingController<RecorderPanel>?

                    func showRecorder() {
                        let host = UIHostingController(rootView: RecorderPanel())
                        recorder = host
                        ↓view.addSubview(host.view)
                    }

                    func hideRecorder() {
                        recorder?.removeFromParent()
                        recorder?.view.isHidden = true
                    }
                }
                """),
            Example("""
                // The same teardown also takes the view out: nothing piles up, and the panel presents nothing (latent).
                final class ComposerViewController: UIViewController {
                    private var recorder: UIHostingController<RecorderPanel>?

                    func showRecorder() {
                        let host = UIHostingController(rootView: RecorderPanel())
                        recorder = host
                        ↓view.addSubview(host.view)
                    }

                    func hideRecorder() {
                        recorder?.removeFromParent()
                        recorder?.view.removeFromSuperview()
                    }
                }
                """, confidence: .latent),
            Example("""
                final class DashboardViewController: UIViewController {
                    private var chart: ChartViewController?

                    func showChart() {
                        let chart = ChartViewController()
                        addChild(chart)
                        view.addSubview(chart.view)
                        chart.didMove(toParent: self)
                        self.chart = chart
                    }

                    func hideChart() {
                        ↓chart?.view.removeFromSuperview()
                        chart = nil
                    }
                }
                """),
            Example("""
                // Nothing keeps the controller: only its view stays, in the hierarchy.
                final class InspectorController: NSViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let summary = NSHostingController(rootView: SummaryView())
                        ↓view.addSubview(summary.view)
                    }
                }
                """),
            Example("""
                // The property keeps it, and AppKit drives its appearance through the window: latent.
                final class InspectorController: NSViewController {
                    private let summary = NSHostingController(rootView: SummaryView())

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ↓view.addSubview(summary.view)
                    }
                }
                """, confidence: .latent),
            Example(files: [
                "SummaryScreen.swift": """
                    final class SummaryScreen: Screen {
                        private lazy var totals = TotalsHost(rootView: TotalsView())

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            ↓containerView.addSubview(totals.view)
                        }
                    }
                    """,
                "Screens.swift": """
                    class Screen: UIViewController {}
                    final class TotalsHost: UIHostingController<TotalsView> {}
                    """,
            ]),
            Example("""
                // removeFromParent() without willMove(toParent: nil) first: the child is never told it is leaving
                // (latent: nothing in sight listens for it).
                final class CheckoutViewController: UIViewController {
                    private let summary = UIHostingController(rootView: OrderSummary())

                    func showSummary() {
                        addChild(summary)
                        view.addSubview(summary.view)
                        summary.didMove(toParent: self)
                    }

                    func hideSummary() {
                        ↓summary.view.removeFromSuperview()
                        summary.removeFromParent()
                    }
                }
                """, confidence: .latent),
            Example("""
                // A controller that takes itself out of its parent owes itself willMove(toParent: nil) (latent).
                extension UIViewController {
                    func detachFromParent() {
                        ↓view.removeFromSuperview()
                        removeFromParent()
                    }
                }
                """, confidence: .latent),
            Example("""
                // A sheet that adds itself to a presenting controller owes itself didMove(toParent:) (latent).
                final class BottomSheetController: UIViewController {
                    func present(over host: UIViewController) {
                        host.addChild(self)
                        ↓host.view.addSubview(view)
                    }
                }
                """, confidence: .latent),
        ],
        nonTriggeringExamples: [
            Example("""
                // The children are taken out of their parent before the container is emptied.
                final class HomeViewController: UIViewController {
                    @IBAction func tabTapped(_ sender: UIButton) {
                        if sender.tag == 1 { showGuide() } else { hideGuide() }
                    }

                    private func showGuide() {
                        let guide = GuideViewController()
                        addChild(guide)
                        guideContainer.addSubview(guide.view)
                        guide.didMove(toParent: self)
                    }

                    private func hideGuide() {
                        children.forEach { $0.willMove(toParent: nil); $0.removeFromParent() }
                        guideContainer.subviews.forEach { $0.removeFromSuperview() }
                    }
                }
                """),
            Example("""
                // The computed property hands out one of the children the loop above adds.
                final class LibraryViewController: UIViewController {
                    private let albums = AlbumsViewController()
                    private let songs = SongsViewController()
                    private var showsSongs = false
                    private var visibleChild: UIViewController { showsSongs ? songs : albums }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        for child in [albums, songs] {
                            addChild(child)
                            child.didMove(toParent: self)
                        }
                        view.addSubview(visibleChild.view)
                    }
                }
                """),
            Example("""
                // The bar's view moves between stacks; its controller stays a child throughout.
                final class BrowserViewController: UIViewController {
                    private lazy var tabsBar = TabsBarViewController()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(tabsBar)
                        topStack.addArrangedSubview(tabsBar.view)
                        tabsBar.didMove(toParent: self)
                    }
                    func placeTabsBar(atBottom: Bool) {
                        tabsBar.view.removeFromSuperview()
                        if atBottom {
                            bottomStack.insertArrangedSubview(tabsBar.view, at: 0)
                        } else {
                            topStack.addArrangedSubview(tabsBar.view)
                        }
                    }
                }
                """),
            Example("""
                // Children kept in an array and contained in a loop over it.
                final class ComposeViewController: UIViewController {
                    private let editor = EditorViewController()
                    private let preview = UIHostingController(rootView: PreviewPane())
                    private var panes: [UIViewController] { [editor, preview] }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        panes.forEach(addChild)
                        splitStack.addArrangedSubview(editor.view)
                        splitStack.addArrangedSubview(preview.view)
                        for pane in panes { pane.didMove(toParent: self) }
                    }
                }
                """),
            Example("""
                import AppKit

                final class ChangesViewController: NSViewController {
                    let stagedList = FileListController()
                    let workspaceList = FileListController()
                    let lists: [FileListController]

                    init() {
                        lists = [stagedList, workspaceList]
                        super.init(nibName: nil, bundle: nil)
                        for list in lists {
                            addChild(list)
                        }
                    }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        splitView.addSubview(stagedList.view)
                        splitView.addSubview(workspaceList.view)
                    }
                }
                """),
            Example("""
                // Helpers that call each other with the child: each is read once, and the containment is complete.
                final class PagesViewController: UIViewController {
                    func show(_ page: UIViewController) {
                        attach(page)
                    }
                    func attach(_ page: UIViewController) {
                        guard page.parent == nil else { return show(page) }
                        addChild(page)
                        view.addSubview(page.view)
                        page.didMove(toParent: self)
                    }
                }
                """),
            Example("""
                // A controller that attaches and detaches itself with every call the contract asks for (didMove on
                // self, with the parent, is not the swapped call).
                final class ToastController: UIViewController {
                    func show(in host: UIViewController) {
                        host.addChild(self)
                        host.view.addSubview(view)
                        didMove(toParent: host)
                    }

                    func dismissToast() {
                        willMove(toParent: nil)
                        view.removeFromSuperview()
                        removeFromParent()
                    }
                }
                """),
            Example("""
                // A local named `view` is not the controller's own view.
                final class LegendController: UIViewController {
                    func attach(to host: UIViewController) {
                        let view = LegendView()
                        host.view.addSubview(view)
                        host.addChild(self)
                        didMove(toParent: host)
                    }
                }
                """),
            Example("""
                final class OfferViewController: UIViewController {
                    // A sizing probe: its view is added, measured and removed before the method returns.
                    func preferredHeight(for offer: Offer) -> CGFloat {
                        let probe = UIHostingController(rootView: OfferCard(offer: offer))
                        view.addSubview(probe.view)
                        let size = probe.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                        probe.view.removeFromSuperview()
                        return size.height
                    }
                }
                """),
            Example("""
                import AppKit

                // AppKit has no didMove(toParent:): addChild and removeFromParent are the whole contract.
                final class LibraryWindowController: NSViewController {
                    private var detail: NSViewController?

                    func show(_ controller: NSViewController) {
                        detail?.view.removeFromSuperview()
                        detail?.removeFromParent()
                        addChild(controller)
                        view.addSubview(controller.view)
                        detail = controller
                    }
                }
                """),
            Example("""
                final class SidebarContainer: NSSplitViewController {
                    private let filters = NSHostingController(rootView: FilterList())
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(filters)
                        view.addSubview(filters.view)
                    }
                }
                """),
            Example("""
                final class ProfileViewController: UIViewController {
                    private let header = UIHostingController(rootView: ProfileHeader())

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(header)
                        view.addSubview(header.view)
                        header.didMove(toParent: self)
                    }

                    func removeHeader() {
                        header.willMove(toParent: nil)
                        header.view.removeFromSuperview()
                        header.removeFromParent()
                    }
                }
                """),
            Example("""
                // A helper of the project that does the containment counts as doing it.
                extension UIViewController {
                    func embed(_ child: UIViewController, in container: UIView) {
                        addChild(child)
                        container.addSubview(child.view)
                        child.didMove(toParent: self)
                    }
                }

                final class SettingsViewController: UIViewController {
                    private let footer = UIHostingController(rootView: SettingsFooter())

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        embed(footer, in: view)
                        footer.view.backgroundColor = .clear
                    }

                    override func viewWillLayoutSubviews() {
                        super.viewWillLayoutSubviews()
                        view.bringSubviewToFront(footer.view)
                    }
                }
                """),
            Example("""
                // Presented and pushed controllers are contained by UIKit itself.
                final class ListViewController: UITableViewController {
                    func showDetail(for item: Item) {
                        let detail = UIHostingController(rootView: ItemDetail(item: item))
                        navigationController?.pushViewController(detail, animated: true)
                    }

                    func showHelp() {
                        present(UIHostingController(rootView: HelpView()), animated: true)
                    }
                }
                """),
            Example("""
                // UIHostingConfiguration and hosting views are views, not controllers.
                final class BadgeCell: UICollectionViewCell {
                    func configure(with badge: Badge) {
                        contentConfiguration = UIHostingConfiguration { BadgeView(badge: badge) }
                    }
                }

                final class StatusBarController: NSViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let status = NSHostingView(rootView: StatusView())
                        view.addSubview(status)
                    }
                }
                """),
            Example(files: [
                "PlayerViewController.swift": """
                    // The containment is done by an extension of the type in another file.
                    final class PlayerViewController: UIViewController {
                        let controls = UIHostingController(rootView: PlayerControls())

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            attachControls()
                            stackView.addArrangedSubview(controls.view)
                        }
                    }
                    """,
                "PlayerViewController+Children.swift": """
                    extension PlayerViewController {
                        func attachControls() {
                            addChild(controls)
                            controls.didMove(toParent: self)
                        }
                    }
                    """,
            ]),
            Example(files: [
                "LegacyPlayerViewController.swift": """
                    // Code from before Swift 4.2 names the calls addChildViewController and removeFromParentViewController.
                    final class LegacyPlayerViewController: UIViewController {
                        let controls = UIHostingController(rootView: PlayerControls())

                        override func viewDidLoad() {
                            super.viewDidLoad()
                            adoptControls()
                            view.addSubview(controls.view)
                            controls.didMove(toParentViewController: self)
                        }
                    }
                    """,
                "LegacyPlayerViewController+Children.swift": """
                    extension LegacyPlayerViewController {
                        func adoptControls() { addChildViewController(controls) }
                        func dropControls() { controls.removeFromParentViewController() }
                    }
                    """,
            ]),
            Example("""
                // Containment done in property observers, through `newValue`, `oldValue` and `flatMap`.
                final class AttachmentViewController: UIViewController {
                    var content: UIViewController? {
                        willSet {
                            content?.willMove(toParent: nil)
                            newValue.flatMap { addChild($0) }
                        }
                        didSet {
                            oldValue?.view.removeFromSuperview()
                            oldValue?.removeFromParent()
                            if let content {
                                view.addSubview(content.view)
                                content.didMove(toParent: self)
                            }
                        }
                    }
                }
                """),
            Example("""
                // The controller is handed to code out of sight, which may do the containment.
                final class HomeViewController: UIViewController {
                    private let banner = UIHostingController(rootView: Banner())

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        layout.install(banner, in: self)
                        view.addSubview(banner.view)
                    }
                }
                """),
            Example("""
                // A view that is not a controller cannot be a parent; a custom object with a `view` is not a child.
                final class PreviewCell: UITableViewCell {
                    func show(_ host: UIHostingController<Preview>) {
                        contentView.addSubview(host.view)
                    }
                }

                final class MapScreen: UIViewController {
                    private let overlay = OverlayRenderer()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(overlay.view)
                    }
                }
                """),
        ],
        corrections: [
            Correction("""
                final class RootController: UIViewController {
                    func show(_ screen: UIViewController) {
                        addChild(screen)
                        view.addSubview(screen.view)
                        ↓self.didMove(toParent: screen)
                    }
                }
                """, """
                final class RootController: UIViewController {
                    func show(_ screen: UIViewController) {
                        addChild(screen)
                        view.addSubview(screen.view)
                        screen.didMove(toParent: self)
                    }
                }
                """),
            Correction("""
                final class ProfileViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let header = UIHostingController(rootView: ProfileHeader())
                        header.view.translatesAutoresizingMaskIntoConstraints = false
                        ↓view.addSubview(header.view) // below the toolbar
                        NSLayoutConstraint.activate([
                            header.view.topAnchor.constraint(equalTo: view.topAnchor),
                        ])
                    }
                }
                """, """
                final class ProfileViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let header = UIHostingController(rootView: ProfileHeader())
                        header.view.translatesAutoresizingMaskIntoConstraints = false
                        addChild(header)
                        view.addSubview(header.view) // below the toolbar
                        header.didMove(toParent: self)
                        NSLayoutConstraint.activate([
                            header.view.topAnchor.constraint(equalTo: view.topAnchor),
                        ])
                    }
                }
                """),
            Correction("""
                final class PlayerViewController: UIViewController {
                    private let controls = UIHostingController(rootView: PlayerControls())

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(controls)
                        ↓stackView.addArrangedSubview(controls.view)
                    }

                    func hideControls() {
                        ↓controls.view.removeFromSuperview()
                    }
                }
                """, """
                final class PlayerViewController: UIViewController {
                    private let controls = UIHostingController(rootView: PlayerControls())

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        addChild(controls)
                        stackView.addArrangedSubview(controls.view)
                        controls.didMove(toParent: self)
                    }

                    func hideControls() {
                        controls.willMove(toParent: nil)
                        controls.view.removeFromSuperview()
                        controls.removeFromParent()
                    }
                }
                """),
        ],
        symptoms: [
            "UIViewControllerHierarchyInconsistency",
            "child view controller should have parent view controller but actual parent is",
            "Unbalanced calls to begin/end appearance transitions",
            "onAppear is not called in the hosting controller",
            "dark mode and dynamic type do not reach the SwiftUI view",
            "viewWillAppear not called on the child",
        ],
        scaffold: .hostingChild
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        reportSwappedDidMove(in: file, report: &report)
        guard file.contains(".view") || file.contains("(self)") || file.contains("removeFromParent"),
              file.contains("Subview") || file.contains("removeFromSuperview")
        else { return }
        for group in TypeGroups.all(in: file) {
            guard let parentTypes = Self.parentTypes(of: group) else { continue }
            // Most types of a file never put a view into or out of a hierarchy, nor call a helper that might.
            if !Self.mayMoveViews(group, in: file) { continue }
            let children = ChildControllers.of(group, in: file)
            lazy var computedProperties = Self.computedPropertyNames(of: group)
            for (reference, usage) in children.usages where !usage.isParameter && !usage.handedOff {
                // A local whose view is added and taken out again in the same code is a sizing probe.
                if case .local = reference, !usage.removals.isEmpty, usage.addChildCalls == 0 { continue }
                // `var current: PageController { pages[index] }`: a computed property hands out one of the children
                // the type adds elsewhere, which of them is out of sight.
                if case .property(let name) = reference, computedProperties.contains(name),
                   children.usages.contains(where: { $0.value.addChildCalls > 0 }) {
                    continue
                }
                let appKit = PlatformCode.isAppKit(file, types: parentTypes + usage.types)
                var context = Context(parentTypes: parentTypes,
                                      childTypes: usage.takesPartInContainment ? [appKit ? "NSViewController" : "UIViewController"] : usage.types,
                                      type: group.name, file: file.path, isAppKit: appKit)
                if case .property(let name) = reference { context.property = name }
                if !appKit { context.hostedRootViews = Self.hostedRootViews(of: usage) }
                // A local no property ever takes: nothing keeps the controller once the code that made it returns.
                if case .local = reference {
                    context.isUnkeptLocal = !children.references(sameAs: reference).contains {
                        if case .property = $0 { true } else { false }
                    }
                }
                if usage.addChildCalls == 0 {
                    context.teardownLeavesView = Self.teardownLeavingView(of: reference, usage, among: children, in: file)
                }
                context.madeByCallGivenParent = children.references(sameAs: reference).lazy
                    .compactMap { children.usages[$0]?.madeByCallGivenParent }.first
                checkAdditions(of: usage, in: context, report: &report)
                checkRemovals(of: usage, in: context, file: file, report: &report)
            }
            checkClearedContainers(of: group, children: children, file: file, report: &report)
            if file.contains("(self)") || file.contains("removeFromParent") {
                checkSelfContainment(of: group, file: file, report: &report)
            }
        }
    }

    /// What decides whether a finding about one child stands once the project is indexed.
    private struct Context {
        let parentTypes: [String]
        let childTypes: [String]
        let type: String
        let file: String
        /// AppKit code: `addChild(_:)` and `removeFromParent()` are the whole contract there (no didMove/willMove).
        let isAppKit: Bool
        /// The child's property name: other files' extensions of the type may do its containment.
        var property: String?
        /// For a hosting controller the code creates: the views it is created to show (see `Question`).
        var hostedRootViews: [String]?
        /// The child is a local no property keeps.
        var isUnkeptLocal = false
        /// Why its view piles up: the teardown only calls removeFromParent() (see `teardownLeavingView`).
        var teardownLeavesView: String?
        /// The call it comes from, which is given this controller (see `ChildControllers.Usage.madeByCallGivenParent`).
        var madeByCallGivenParent: String?
    }

    /// A child never added with addChild, whose teardown calls `removeFromParent()` (which does nothing for a
    /// controller that is no child) and never takes its view out, while the code that adds the view makes a
    /// new controller each time it runs: every run leaves another view behind. What the message says of it.
    private static func teardownLeavingView(
        of reference: HostingScope.Reference, _ usage: ChildControllers.Usage, among children: ChildControllers, in file: LintFile
    ) -> String? {
        let names = children.references(sameAs: reference).compactMap { children.usages[$0] }
        guard names.allSatisfy({ $0.removals.isEmpty }),
              let removal = names.lazy.flatMap(\.removeFromParentSites).first,
              let teardown = removal.enclosingFunction(),
              !FileCalls.all(in: teardown, of: file).contains(where: { $0.calleeName == "removeFromSuperview" }),
              let addition = usage.additions.first,
              let adding = addition.call.enclosingFunction()?.as(FunctionDeclSyntax.self),
              !oneTimeMethods.contains(adding.name.text),
              usage.creations.contains(where: { $0.call.enclosingFunction()?.id == Syntax(adding).id })
        else { return nil }
        let line = file.location(of: removal.positionAfterSkippingLeadingTrivia).line
        return """
            '\(removal.trimmedDescription)' (line \(line)) does nothing for a controller that was never made a child, \
            and nothing takes its view out, so each call of \(adding.name.text)(…) leaves another hosting view behind
            """
    }

    /// A property of the type with a getter (not stored, not a stored property with observers).
    private static func computedPropertyNames(of group: TypeGroups.Group) -> Set<String> {
        Set(group.members.lazy.compactMap { $0.as(VariableDeclSyntax.self) }.flatMap(\.bindings).compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  binding.accessorBlock.map({ !StoredProperties.isObserverOnly($0) }) == true
            else { return nil }
            return name
        })
    }

    /// Methods UIKit calls once per controller: a view added there is added once.
    private static let oneTimeMethods: Set<String> = ["viewDidLoad", "loadView", "awakeFromNib"]

    /// The superclass (or, for an extension alone, the name) a type can be a view controller by; `nil` for
    /// a type that cannot be a parent controller.
    private static func parentTypes(of group: TypeGroups.Group) -> [String]? {
        guard let declaration = group.declaration else { return [group.name] }
        guard let type = declaration.as(ClassDeclSyntax.self),
              let superclass = type.inheritanceClause?.inheritedTypes.first.flatMap({ TypeNames.simpleName(of: $0.type) })
        else { return nil }
        return [superclass]
    }

    private func checkAdditions(of usage: ChildControllers.Usage, in context: Context, report: inout RuleReport) {
        let addsChild = usage.addChildCalls > 0
        // AppKit has no didMove(toParent:): addChild is all a parent owes its child there.
        let movesChild = context.isAppKit || usage.didMoveCalls > 0
        guard !addsChild || !movesChild else { return }
        for (position, addition) in usage.additions.enumerated() where !Self.addsToWindow(addition.call) {
            let child = addition.child.withoutUnwraps.trimmedDescription
            let missing = [addsChild ? nil : "addChild(\(child))", movesChild ? nil : "\(child).didMove(toParent: self)"]
                .compactMap { $0 }.joined(separator: " and ")
            let message: String
            // AppKit sends a controller its appearance callbacks and puts it in the responder chain through its
            // view's window, child or not: one the parent keeps in a property loses only its place in `children`.
            let keptByParent = context.isAppKit && context.property != nil
            if keptByParent {
                message = "The view of view controller '\(child)' is added here but addChild(\(child)) is never called: the property keeps it alive, and AppKit still sends it appearance callbacks and puts it in the responder chain through its view's window, so nothing visible is lost yet; it is missing from children, so code that walks the controller hierarchy (parent, children, presentingViewController) does not find it; call addChild(\(child)) before adding its view"
            } else if context.isAppKit {
                message = "The view of view controller '\(child)' is added here but addChild(\(child)) is never called: it is not a child of this controller, so nothing keeps it alive with its view and it is left out of the controller hierarchy (its responder chain, presenting sheets and popovers); call addChild(\(child)) before adding its view"
            } else if addsChild {
                // The child gets its appearance callbacks through addChild; only an override of didMove(toParent:)
                // misses the call, and nothing shows there is one: a broken contract with no visible harm.
                message = "'\(child)' is added as a child but never gets \(missing), so its containment transition is left open: appearance callbacks still arrive through addChild, but any didMove(toParent:) override of it (or of a later subclass) never runs; call it right after adding its view"
            } else if let maker = context.madeByCallGivenParent {
                message = "The view of view controller '\(child)' is added here but \(missing) \(movesChild ? "is" : "are") never called in this type; it comes from '\(maker)', which is given this controller and may make it a child out of sight; if it does not, '\(child)' misses appearance, rotation and trait callbacks: make it a child controller before adding its view"
            } else if let leftBehind = context.teardownLeavesView {
                message = "The view of view controller '\(child)' is added here but \(missing) \(movesChild ? "is" : "are") never called: \(leftBehind); make it a child controller first, and take its view out with removeFromSuperview() when it goes"
            } else {
                message = "The view of view controller '\(child)' is added here but \(missing) \(movesChild ? "is" : "are") never called: it misses appearance, rotation and trait callbacks; make it a child controller first"
            }
            var fix: Fix?
            if position == 0, let statement = Self.fixableStatement(of: addition.call, child: addition.child,
                                                                    addingTo: addition.call.receiver) {
                let edits = [
                    addsChild ? nil : HostingEdits.insert("addChild(\(child))", before: statement),
                    movesChild ? nil : HostingEdits.insert("\(child).didMove(toParent: self)", after: statement),
                ].compactMap { $0 }
                fix = Fix("Insert \(missing)", edits: edits)
            }
            let outOfSight = (addsChild && !context.isAppKit) || keptByParent || context.madeByCallGivenParent != nil
            reportIfControllers(at: addition.call, message, fix: fix, context: context,
                                confidence: outOfSight ? .latent : .witnessed, report: &report)
        }
    }

    private func checkRemovals(of usage: ChildControllers.Usage, in context: Context, file: LintFile,
                               report: inout RuleReport) {
        guard usage.addChildCalls > 0 else { return }
        guard usage.removeFromParentCalls == 0 else {
            if usage.willMoveOutCalls == 0 {
                // Only UIKit has willMove(toParent:): code that may be AppKit's (its types out of sight) owes nothing.
                let uiKitRemovals = usage.removals.filter {
                    !PlatformCode.platforms(of: $0, in: file, types: context.parentTypes + usage.types).contains(.macOS)
                }
                checkWillMove(before: uiKitRemovals, in: context, report: &report)
            }
            return
        }
        for (position, removal) in usage.removals.enumerated() {
            guard let owner = removal.receiver?.viewOwner, !Self.isPutBack(removal, by: usage.additions) else { continue }
            let child = owner.withoutUnwraps.trimmedDescription
            let before = context.isAppKit ? "" : "\(child).willMove(toParent: nil) before and "
            let message = "The view of child controller '\(child)' is removed here but \(child).removeFromParent() is never called: it stays a child of this controller, alive and still receiving callbacks; call \(before)\(child).removeFromParent() after"
            var fix: Fix?
            if position == 0, let statement = Self.fixableStatement(of: removal, child: owner, addingTo: nil, asReceiver: true) {
                // Written as the removal names it (`chart?`, `self.host!`): it is a receiver there too.
                let receiver = owner.trimmedDescription
                let edits = [
                    usage.willMoveOutCalls > 0 || context.isAppKit ? nil : HostingEdits.insert("\(receiver).willMove(toParent: nil)", before: statement),
                    HostingEdits.insert("\(receiver).removeFromParent()", after: statement),
                ].compactMap { $0 }
                fix = Fix("Insert \(child).removeFromParent()", edits: edits)
            }
            reportIfControllers(at: removal, message, fix: fix, context: context, report: &report)
        }
    }

    /// A view taken out and added again later in the same code (`tabs.view.removeFromSuperview()` then
    /// `stack.insertArrangedSubview(tabs.view, at: 0)`) is moved, and its controller rightly stays a child.
    private static func isPutBack(_ removal: FunctionCallExprSyntax, by additions: [ChildControllers.Addition]) -> Bool {
        guard let scope = enclosingCode(of: Syntax(removal)) else { return false }
        return additions.contains { addition in
            addition.call.position > removal.position && enclosingCode(of: Syntax(addition.call))?.id == scope.id
        }
    }

    /// The function, initializer, accessor or closure the node runs in.
    private static func enclosingCode(of node: Syntax) -> Syntax? {
        var current = node.parent
        while let scope = current {
            if scope.is(FunctionDeclSyntax.self) || scope.is(InitializerDeclSyntax.self) || scope.is(AccessorDeclSyntax.self)
                || scope.is(ClosureExprSyntax.self) || scope.is(AccessorBlockSyntax.self) {
                return scope
            }
            current = scope.parent
        }
        return nil
    }

    /// Whether the type's code calls anything that adds or removes a view or does containment, or a function
    /// of the file (which may do it for the controller passed to it).
    private static func mayMoveViews(_ group: TypeGroups.Group, in file: LintFile) -> Bool {
        let functions = FileFunctions.of(file)
        // Helpers are followed one level deep (see ChildControllers), so only a helper that moves views itself matters.
        func helperMovesViews(_ name: String) -> Bool {
            functions.functions(named: name).contains { helper in
                helper.body.map { body in FileCalls.all(in: body, of: file).contains { movesViews($0.calleeName) } } ?? false
            }
        }
        return group.members.contains { member in
            FileCalls.all(in: member, of: file).contains { call in
                guard let name = call.calleeName else { return false }
                return movesViews(name) || helperMovesViews(name)
            }
        }
    }

    /// A call that puts a view into a hierarchy or takes one out, or a containment call.
    private static func movesViews(_ name: String?) -> Bool {
        guard let name else { return false }
        return HostingVocabulary.addingSubview.contains(name) || name == "removeFromSuperview"
            || BridgeVocabulary.containmentCalls.contains(name)
    }

    /// A child taken out with `removeFromParent()` but never sent `willMove(toParent: nil)`: UIKit sends it
    /// didMove(toParent: nil), but it is never told it is about to leave. Only a child that listens for that
    /// (a willMove(toParent:) override, isMovingFromParent) notices: latent.
    private func checkWillMove(
        before removals: [FunctionCallExprSyntax], in context: Context, report: inout RuleReport
    ) {
        for (position, removal) in removals.enumerated() {
            guard let owner = removal.receiver?.viewOwner else { continue }
            let child = owner.withoutUnwraps.trimmedDescription
            var fix: Fix?
            if position == 0, let statement = Self.fixableStatement(of: removal, child: owner, addingTo: nil, asReceiver: true),
               let edit = HostingEdits.insert("\(owner.trimmedDescription).willMove(toParent: nil)", before: statement) {
                fix = Fix("Insert \(child).willMove(toParent: nil)", edits: [edit])
            }
            reportIfControllers(at: removal, Self.missingWillMove(child: child), fix: fix, context: context,
                                confidence: .latent, report: &report)
        }
    }

    /// `child` as written (`self?.picker`), or `nil` for the controller itself.
    private static func missingWillMove(child: String?) -> String {
        let subject = child.map { "child controller '\(Self.displayName($0))' leaves its parent" } ?? "this controller leaves its parent"
        let call = child.map { "\($0).willMove(toParent: nil)" } ?? "willMove(toParent: nil)"
        return """
            \(subject) (removeFromParent()) without \(call) first: it is sent didMove(toParent: nil) but never \
            told it is about to leave, so a willMove(toParent:) override in it does not run and isMovingFromParent \
            stays false in its viewWillDisappear; nothing in sight relies on that yet; call \(call) before removing its view
            """
    }

    /// `picker` for `self?.picker` or `self.picker`: the property a reader knows.
    private static func displayName(_ written: String) -> String {
        for prefix in ["self?.", "self!.", "self."] where written.hasPrefix(prefix) {
            return String(written.dropFirst(prefix.count))
        }
        return written
    }

    /// A controller that makes itself another controller's child (`parent.addChild(self)`) or leaves its
    /// parent (`removeFromParent()`) owes itself the calls a parent would make. Missing ones break the
    /// contract without a consequence in sight: latent.
    private func checkSelfContainment(of group: TypeGroups.Group, file: LintFile, report: inout RuleReport) {
        // A class's own superclass, or the extended type itself (`extension UIViewController`).
        let types = Self.parentTypes(of: group) ?? [group.name]
        guard HostingTypeChecks.isViewController(types) != false else { return }
        let containment = SelfContainment(members: group.members, in: file)
        func isUIKit(_ node: some SyntaxProtocol) -> Bool {
            !PlatformCode.platforms(of: node, in: file, types: types).contains(.macOS)
        }
        if let addition = containment.additionsToParent.first, !containment.movesToParent, isUIKit(addition) {
            let site = containment.viewAdditions.first ?? addition
            report.add(at: site, """
                this controller makes itself a child of another ('\(addition.trimmedDescription)') but never calls \
                didMove(toParent:) on itself: the contract is incomplete, though appearance callbacks still arrive, so \
                nothing in sight depends on it yet; call didMove(toParent: parent) after adding its view
                """, fix: Self.selfDidMoveFix(after: addition, viewAddition: containment.viewAdditions.first),
                confidence: .latent)
        }
        if let removal = containment.removalsFromParent.first, !containment.movesOutOfParent, isUIKit(removal) {
            let site = containment.viewRemovals.first ?? removal
            let fix = HostingEdits.statement(containing: site)
                .flatMap { HostingEdits.isInClosure($0) ? nil : HostingEdits.insert("willMove(toParent: nil)", before: $0) }
                .map { Fix("Insert willMove(toParent: nil)", edits: [$0]) }
            report.add(at: site, Self.missingWillMove(child: nil), fix: fix, confidence: .latent)
        }
    }

    /// `didMove(toParent: parent)` after the statement that adds the view, when it follows `parent.addChild(self)`
    /// in the same code, else after `parent.addChild(self)`; only for a parent named plainly (`host`, `self.host`).
    private static func selfDidMoveFix(after addition: FunctionCallExprSyntax, viewAddition: FunctionCallExprSyntax?) -> Fix? {
        guard let parent = addition.receiver, parent.withoutUnwraps.id == parent.id,
              parent.is(DeclReferenceExprSyntax.self) || parent.is(MemberAccessExprSyntax.self),
              let additionStatement = HostingEdits.statement(containing: addition)
        else { return nil }
        var anchor = additionStatement
        if let viewAddition, let viewStatement = HostingEdits.statement(containing: viewAddition),
           viewStatement.parent?.id == additionStatement.parent?.id, viewStatement.position > additionStatement.position {
            anchor = viewStatement
        }
        guard !HostingEdits.isInClosure(anchor),
              let edit = HostingEdits.insert("didMove(toParent: \(parent.trimmedDescription))", after: anchor)
        else { return nil }
        return Fix("Insert didMove(toParent: \(parent.trimmedDescription))", edits: [edit])
    }

    /// Reports when both the parent and the child are view controllers (asking the index when their names
    /// do not tell) and no other file of the type does the child's containment.
    private func reportIfControllers(
        at node: FunctionCallExprSyntax, _ message: String, fix: Fix?, context: Context,
        confidence: Confidence = .witnessed, report: inout RuleReport
    ) {
        let (parentTypes, childTypes) = (context.parentTypes, context.childTypes)
        let parentIsController = HostingTypeChecks.isViewController(parentTypes)
        let childIsController = HostingTypeChecks.isViewController(childTypes)
        if parentIsController == false || childIsController == false { return }
        // Only an uncontained hosting controller's content decides whether anything visible is lost.
        // A view left behind on every run is harm enough, whatever the content shows.
        let hostedRootViews = confidence == .witnessed && context.teardownLeavesView == nil ? context.hostedRootViews : nil
        if parentIsController == true, childIsController == true, context.property == nil, hostedRootViews == nil {
            report.add(at: node, message, fix: fix, confidence: confidence)
            return
        }
        let question = Question(
            message: message, parentTypes: parentIsController == true ? [] : parentTypes,
            childTypes: childIsController == true ? [] : childTypes,
            property: context.property, type: context.type, file: context.file, isLatent: confidence == .latent,
            hostedRootViews: hostedRootViews, isUnkeptLocal: context.isUnkeptLocal)
        report.whenIndexed(at: node, asking: question, fix: fix)
    }

    /// Incomplete containment in `type`, declared in `file`: reported when the parent and the child are view
    /// controllers and no other file of the type does the containment of the child in `property`.
    @CompactCoded
    struct Question: IndexQuestion {
        var message: String
        /// Names still to be checked with the index; empty when the name alone already told.
        var parentTypes: [String]
        var childTypes: [String]
        var property: String?
        var type: String
        var file: String
        /// A contract break with no visible harm (a child added without didMove(toParent:)).
        var isLatent: Bool
        /// A UIKit hosting controller the code creates and never makes a child: the views it shows. Its SwiftUI
        /// content appears and updates through its view; what it presents needs the controller in the hierarchy.
        var hostedRootViews: [String]?
        /// The child is a local no property keeps: freed once the code that made it returns.
        var isUnkeptLocal: Bool
    }

    /// The root views of the hosting controllers the code creates for this child; `nil` when it creates none.
    private static func hostedRootViews(of usage: ChildControllers.Usage) -> [String]? {
        let hosting = usage.creations.filter { HostingVocabulary.isHostingControllerName($0.type) }
        guard !hosting.isEmpty, hosting.count == usage.creations.count else { return nil }
        return hosting.flatMap { creation in creation.call.argument(labeled: "rootView").map { HostedRoot($0).views } ?? [] }
    }

    static func verdict(_ question: Question, index: ProjectIndex) -> IndexVerdict? {
        let (parentTypes, childTypes) = (question.parentTypes, question.childTypes)
        guard parentTypes.isEmpty || index.isViewController(anyOf: parentTypes),
              childTypes.isEmpty || index.isViewController(anyOf: childTypes),
              question.property.map({ !index.doesContainment(for: $0, of: question.type, outside: question.file) }) ?? true
        else { return nil }
        if let roots = question.hostedRootViews {
            if let presentation = index.presentation(in: roots) {
                return IndexVerdict("\(question.message) (\(presentation), and needs a controller in the hierarchy to present from)")
            }
            // Not a child and not kept: the controller is freed while its view is shown, and content that changes
            // is left without the controller that drives its re-rendering.
            if question.isUnkeptLocal, let change = index.liveState(in: roots) {
                return IndexVerdict("""
                    \(question.message) (nothing keeps the controller either, so it is freed while its view is shown: \
                    \(change), which a hosting view without its controller is not promised to re-render)
                    """)
            }
            return .latent(question.message + """
                 (its SwiftUI content still appears and updates through its view, and nothing it shows presents, so \
                nothing visible is lost yet)
                """)
        }
        return IndexVerdict(question.message, confidence: question.isLatent ? .latent : .witnessed)
    }

    /// A view added straight to a window has no parent controller to be contained in.
    private static func addsToWindow(_ call: FunctionCallExprSyntax) -> Bool {
        call.receiver?.trimmedDescription.lowercased().contains("window") == true
    }

    /// The statement to insert next to, when the child is a plain name (so `addChild(name)` compiles as
    /// written), a view it is added to is in this controller's own hierarchy (so `self` is the parent), and
    /// the statement starts its own line outside a closure.
    private static func fixableStatement(
        of call: FunctionCallExprSyntax, child: ExprSyntax, addingTo container: ExprSyntax?, asReceiver: Bool = false
    ) -> CodeBlockItemSyntax? {
        // An unwrapped child (`host?`) can be a call's receiver but not its argument (`addChild(host?)`).
        guard HostingScope.reference(of: child) != nil, asReceiver || child.withoutUnwraps.id == child.id,
              container.map(isOwnView) ?? true,
              let statement = HostingEdits.statement(containing: call), !HostingEdits.isInClosure(statement)
        else { return nil }
        return statement
    }

    /// `view`, `self.view`, or a view property (`stackView`, `self.card.contentView`): not a local
    /// (`cell.contentView`), not another controller's view (`rootVC.view`), not the result of a call.
    private static func isOwnView(_ container: ExprSyntax) -> Bool {
        var current = container.withoutUnwraps
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
            if base.isSelfLookingThroughUnwraps { return true }
            if member.declName.baseName.text == "view" { return false }
            current = base.withoutUnwraps
        }
        guard let root = current.as(DeclReferenceExprSyntax.self) else { return false }
        return HostingScope.local(named: root.baseName.text, at: root) == nil
    }
}
