import BridgeLintCore
import BridgeLintRules
import Testing

/// Shapes of hosting code beyond the rules' own examples: where findings land, which get a fix, what the
/// messages say for each deployment target, and code that must stay silent.
@Suite("Hosting rules: tricky shapes")
struct HostingShapeTests {
    /// Lints the files (with `↓` markers) with one rule; returns the findings and whether they land on the markers.
    func run(
        _ id: String, _ files: KeyValuePairs<String, String>, target: IOSVersion? = nil
    ) throws -> (findings: [Finding], onMarkers: Bool) {
        let rule = try #require(RuleRegistry.rule(id: id)).description
        let harness = ExampleHarness(rule: rule)
        let prepared = ExampleHarness.prepare(Example(files: files))
        let result = harness.lint(prepared.files, deploymentTarget: target)
        let findings = result.findings.filter { $0.ruleID == id }
        return (findings, harness.positions(of: result) == prepared.expected)
    }

    func run(_ id: String, _ code: String, target: IOSVersion? = nil) throws -> (findings: [Finding], onMarkers: Bool) {
        try run(id, ["Example.swift": code], target: target)
    }

    // MARK: containment-incomplete

    @Test func appKitMessagesNameOnlyAppKitCalls() throws {
        let added = try run("containment-incomplete", """
            final class InspectorController: NSViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let summary = NSHostingController(rootView: SummaryView())
                    ↓view.addSubview(summary.view)
                }
            }
            """)
        #expect(added.onMarkers)
        let addedMessage = try #require(added.findings.first?.message)
        #expect(addedMessage.contains("addChild(summary)"))
        #expect(!addedMessage.contains("didMove"))

        let removed = try run("containment-incomplete", """
            import AppKit
            final class DetailContainer: NSViewController {
                private let detail = NSHostingController(rootView: DetailView())
                func show() {
                    addChild(detail)
                    view.addSubview(detail.view)
                }
                func hide() {
                    ↓detail.view.removeFromSuperview()
                }
            }
            """)
        #expect(removed.onMarkers)
        let removedFinding = try #require(removed.findings.first)
        #expect(removedFinding.message.contains("removeFromParent()"))
        #expect(!removedFinding.message.contains("willMove"))
        let fixText = removedFinding.fix?.edits.map(\.replacement).joined() ?? ""
        #expect(fixText.contains("removeFromParent()") && !fixText.contains("willMove"))
    }

    @Test func elementsOfAnIteratedArrayAreOutOfSight() throws {
        let result = try run("containment-incomplete", """
            final class PagesViewController: UIViewController {
                private let first = UIHostingController(rootView: PageOne())
                private let second = UIHostingController(rootView: PageTwo())
                override func viewDidLoad() {
                    super.viewDidLoad()
                    [first, second].forEach { addChild($0) }
                    for page in [first, second] { page.didMove(toParent: self) }
                    stack.addArrangedSubview(first.view)
                    stack.addArrangedSubview(second.view)
                }
            }
            """)
        #expect(result.findings.isEmpty)
    }

    @Test func additionInAClosureOrToAnotherControllerIsReportedWithoutAFix() throws {
        let result = try run("containment-incomplete", """
            final class ShellViewController: UIViewController {
                private let banner = UIHostingController(rootView: Banner())
                private let player = PlayerViewController()
                func showBanner() {
                    UIView.performWithoutAnimation {
                        ↓view.addSubview(banner.view)
                    }
                }
                func showPlayer(in root: UIViewController) {
                    root.addChild(player)
                    ↓root.view.addSubview(player.view)
                }
            }
            """)
        #expect(result.onMarkers)
        #expect(result.findings.allSatisfy { $0.fix == nil })
        #expect(result.findings.first?.message.contains("addChild(banner) and banner.didMove(toParent: self) are never called") == true)
    }

    @Test func viewsAddedToAWindowHaveNoParentController() throws {
        let result = try run("containment-incomplete", """
            final class SplashViewController: UIViewController {
                private let overlay = UIHostingController(rootView: Overlay())
                func showOverlay() {
                    view.window?.addSubview(overlay.view)
                }
            }
            """)
        #expect(result.findings.isEmpty)
    }

    @Test func aLocalStoredInAPropertySharesItsContainmentCalls() throws {
        let result = try run("containment-incomplete", """
            final class DashboardViewController: UIViewController {
                private var chart: UIHostingController<Chart>?
                func showChart() {
                    let chart = UIHostingController(rootView: Chart())
                    addChild(chart)
                    view.addSubview(chart.view)
                    chart.didMove(toParent: self)
                    self.chart = chart
                }
                func hideChart() {
                    chart?.willMove(toParent: nil)
                    chart?.view.removeFromSuperview()
                    chart?.removeFromParent()
                }
            }
            """)
        #expect(result.findings.isEmpty)
    }

    // MARK: hosting-controller-not-retained

    @Test func aViewUnwrappedWithIfLetIsFollowed() throws {
        let result = try run("hosting-controller-not-retained", """
            final class FooterView: UIView {
                func install() {
                    let host = ↓UIHostingController(rootView: Footer())
                    if let hosted = host.view {
                        addSubview(hosted)
                    }
                }
            }
            """)
        #expect(result.onMarkers)
        #expect(result.findings.first?.message.contains("once the function returns") == true)
    }

    @Test func theFixFollowsWhoMakesTheController() throws {
        // A view has no children: the controller goes in its property, and the controller showing the view contains it.
        let inView = try run("hosting-controller-not-retained", """
            final class BadgeCell: UITableViewCell {
                func show(_ count: Int) {
                    let host = ↓UIHostingController(rootView: Badge(count: count))
                    contentView.addSubview(host.view)
                }
            }
            """)
        #expect(inView.onMarkers)
        #expect(inView.findings.first?.message.hasSuffix(
            "keep it in a property of this view, and have the view controller that shows the view add it as a child") == true)
        let inController = try run("hosting-controller-not-retained", """
            final class BadgeViewController: UIViewController {
                func show(_ count: Int) {
                    let host = ↓UIHostingController(rootView: Badge(count: count))
                    view.addSubview(host.view)
                }
            }
            """)
        #expect(inController.onMarkers)
        #expect(inController.findings.first?.message.hasSuffix("keep it in a property and add it as a child controller") == true)
    }

    @Test func aShadowingRedeclarationIsLeftAlone() throws {
        let result = try run("hosting-controller-not-retained", """
            func install(in container: UIView, existing: UIHostingController<Footer>?) {
                let host = UIHostingController(rootView: Footer())
                if let host = existing {
                    container.addSubview(host.view)
                }
            }
            """)
        #expect(result.findings.isEmpty)
    }


    @Test func aControllerNothingKeepsIsNamedByItsViewOnly() throws {
        let shown = try run("hosting-controller-not-retained", """
            final class FooterView: UIView {
                func install() {
                    addSubview(↓UIHostingController(rootView: Footer()).view)
                }
            }
            extension View {
                var asUIView: UIView { ↓UIHostingController(rootView: self).view }
            }
            """)
        #expect(shown.onMarkers)
        #expect(shown.findings.allSatisfy { $0.message.hasPrefix("only the view of this UIHostingController is kept") })
        // Taken off again in the same code, or only measured: a probe, not content.
        let probed = try run("hosting-controller-not-retained", """
            func fittingHeight(of footer: Footer, in container: UIView) -> CGFloat {
                guard let probe = UIHostingController(rootView: footer).view else { return 0 }
                container.addSubview(probe)
                defer { probe.removeFromSuperview() }
                return UIHostingController(rootView: footer).view.intrinsicContentSize.height
            }
            """)
        #expect(probed.findings.isEmpty)
    }
    @Test func aPropertyKeepingOnlyTheViewDoesNotKeepTheController() throws {
        let kept = try run("hosting-controller-not-retained", [
            "PageHolder.swift": """
                final class PageHolder: UIView {
                    private var errorView: UIView?
                    func show(_ error: Error) {
                        errorView?.removeFromSuperview()
                        errorView = ↓UIHostingController(rootView: FailureCard(error: error)).view
                        guard let errorView else { return }
                        addSubview(errorView)
                    }
                }
                """,
            "FailureCard.swift": """
                struct FailureCard: View {
                    let error: Error
                    @State private var showsDetails = false
                    var body: some View {
                        Button("Details") { showsDetails = true }
                            .sheet(isPresented: $showsDetails) { Text(error.localizedDescription) }
                    }
                }
                """,
        ])
        #expect(kept.onMarkers)
        let finding = try #require(kept.findings.first)
        #expect(!finding.isLatent)
        #expect(finding.message.contains("'FailureCard' in it presents with .sheet"))
    }

    @Test func aViewHelperTheBodyNeverUsesPresentsNothing() throws {
        // The sheet is in a helper kept for later: the body shows only a label, so nothing presents.
        let dead = try run("hosting-controller-not-retained", [
            "Banner.swift": """
                final class BannerCell: UICollectionViewCell {
                    func configure() {
                        let host = ↓UIHostingController(rootView: Banner())
                        contentView.addSubview(host.view)
                    }
                }
                """,
            "BannerView.swift": """
                struct Banner: View {
                    @State private var showsInfo = false
                    var body: some View { Text("Banner") }
                    func fullBanner() -> some View {
                        Button("Info") { showsInfo = true }
                            .sheet(isPresented: $showsInfo) { Text("Info") }
                    }
                }
                """,
        ])
        #expect(dead.onMarkers)
        #expect(!dead.findings.isEmpty && dead.findings.allSatisfy { $0.isLatent })
    }

    // MARK: hosting-controller-per-cell

    @Test func perCellAdviceFollowsTheDeploymentTarget() throws {
        let code = """
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath) as! RowCell
                cell.host = ↓UIHostingController(rootView: Row(item: items[indexPath.row]))
                return cell
            }
            """
        let unknown = try run("hosting-controller-per-cell", code)
        #expect(unknown.onMarkers)
        #expect(unknown.findings.first?.message.contains("UIHostingConfiguration { … }` (iOS 16+)") == true)
        let old = try run("hosting-controller-per-cell", code, target: IOSVersion(15))
        #expect(old.findings.first?.message.contains("UIHostingConfiguration") == false)
        #expect(old.findings.first?.message.contains("set its rootView") == true)
        let new = try run("hosting-controller-per-cell", code, target: IOSVersion(17))
        #expect(new.findings.first?.message.contains("UIHostingConfiguration { … }`, or") == true)
    }

    @Test func headersAndSupplementaryViewsGetAdviceThatFitsThem() throws {
        let header = try run("hosting-controller-per-cell", """
            override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                ↓UIHostingController(rootView: DayHeader(day: days[section])).view
            }
            """, target: IOSVersion(17))
        #expect(header.onMarkers)
        let headerMessage = header.findings.first?.message ?? ""
        #expect(headerMessage.contains("UITableViewHeaderFooterView"))
        #expect(!headerMessage.contains("cell.contentConfiguration"))
        #expect(headerMessage.contains("one hosting controller per header view"))
        let supplementary = try run("hosting-controller-per-cell", """
            func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Title", for: indexPath) as! TitleView
                view.host = ↓UIHostingController(rootView: SectionTitle(index: indexPath.section))
                return view
            }
            """, target: IOSVersion(17))
        #expect(supplementary.onMarkers)
        let supplementaryMessage = supplementary.findings.first?.message ?? ""
        #expect(!supplementaryMessage.contains("contentConfiguration"))
        #expect(supplementaryMessage.contains("one hosting controller per supplementary view"))
    }

    @Test func creationDeferredInsideCellForRowIsStillPerCellButACoalescedOneIsReused() throws {
        let result = try run("hosting-controller-per-cell", """
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Tile", for: indexPath) as! TileCell
                DispatchQueue.main.async {
                    cell.host = ↓UIHostingController(rootView: Tile(index: indexPath.item))
                }
                cell.badgeHost = cell.badgeHost ?? UIHostingController(rootView: Badge())
                return cell
            }
            """)
        #expect(result.onMarkers)
    }

    @Test func appKitCellsGetTheReuseAdviceOnly() throws {
        let result = try run("hosting-controller-per-cell", """
            func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
                let host = ↓NSHostingController(rootView: Row(item: items[row]))
                hosts.append(host)
                return host.view
            }
            """)
        #expect(result.onMarkers)
        #expect(result.findings.first?.message.contains("UIHostingConfiguration") == false)
    }

    // MARK: hosting-missing-environment

    @Test func crashesAreErrorsAndCustomKeysWarnings() throws {
        let result = try run("hosting-missing-environment", [
            "Host.swift": """
                let host = UIHostingController(rootView: ↓CartView())
                """,
            "CartView.swift": """
                struct CartView: View {
                    @EnvironmentObject var cart: Cart
                    @Environment(\\.currencyCode) private var currency
                    var body: some View { Text(cart.total, format: .currency(code: currency)) }
                }
                extension EnvironmentValues { @Entry var currencyCode = "EUR" }
                """,
            "Store.swift": """
                let storefront = StoreRoot().environment(\\.currencyCode, "USD")
                """,
        ])
        #expect(Set(result.findings.map(\.severity)) == [.error, .warning])
        #expect(result.findings.allSatisfy { $0.line == 1 && $0.column == 42 })
    }

    @Test func aReplacedRootViewMustBeGivenTheEnvironmentAgain() throws {
        let result = try run("hosting-missing-environment", [
            "CartViewController.swift": """
                final class CartViewController: UIViewController {
                    private let cart = Cart()
                    private var host: UIHostingController<AnyView>?
                    func show() {
                        host = UIHostingController(rootView: AnyView(CartView().environmentObject(cart)))
                    }
                    func refresh() {
                        host?.rootView = ↓AnyView(CartView())
                    }
                }
                """,
            "CartView.swift": """
                struct CartView: View {
                    @EnvironmentObject var cart: Cart
                    var body: some View { Text(cart.total) }
                }
                """,
        ])
        #expect(result.onMarkers)
    }

    @Test func needsBelowAViewThatSuppliesItsChildrenAreNotTheHostsConcern() throws {
        let result = try run("hosting-missing-environment", [
            "Host.swift": """
                let host = UIHostingController(rootView: ShopScreen())
                """,
            "Views.swift": """
                struct ShopScreen: View {
                    @StateObject private var cart = Cart()
                    var body: some View { VStack { CartBadge() }.environmentObject(cart) }
                }
                struct CartBadge: View {
                    @EnvironmentObject var cart: Cart
                    var body: some View { Text("\\(cart.count)") }
                }
                """,
        ])
        #expect(result.findings.isEmpty)
    }

    @Test func viewsHandedToActionsAreNotPartOfTheHostedHierarchy() throws {
        let result = try run("hosting-missing-environment", [
            "Host.swift": """
                let host = UIHostingController(rootView: MenuView(router: router))
                """,
            "Views.swift": """
                struct MenuView: View {
                    let router: Router
                    var body: some View {
                        Button("Profile") { router.present(ProfileView()) }
                    }
                }
                struct ProfileView: View {
                    @EnvironmentObject var session: Session
                    var body: some View { Text(session.name) }
                }
                """,
        ])
        #expect(result.findings.isEmpty)
    }

    // MARK: hosting-nested-navigation

    @Test func showOnlyCountsOnANavigationController() throws {
        let files: KeyValuePairs<String, String> = [
            "Router.swift": """
                final class Router: UIViewController {
                    func openBare() {
                        show(UIHostingController(rootView: Settings()), sender: self)
                    }
                    func openOnNavigation() {
                        ↓navigationController?.show(UIHostingController(rootView: Settings()), sender: self)
                    }
                }
                """,
            "Settings.swift": """
                struct Settings: View {
                    var body: some View { NavigationView { Form {} } }
                }
                """,
        ]
        #expect(try run("hosting-nested-navigation", files).onMarkers)
    }

    // MARK: hosting-missing-sizing-options

    @Test func theMessageNamesTheAxisLeftToTheContent() throws {
        let result = try run("hosting-missing-sizing-options", """
            final class NoteViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let note = ↓UIHostingController(rootView: NoteView())
                    addChild(note)
                    view.addSubview(note.view)
                    note.view.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        note.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        note.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        note.view.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                    ])
                    note.didMove(toParent: self)
                }
            }
            """, target: IOSVersion(16))
        #expect(result.onMarkers)
        #expect(result.findings.first?.message.contains("its height comes from its SwiftUI content") == true)
        #expect(result.findings.first?.message.contains("iOS 16+") == false)
    }

    // MARK: hosting-root-view-retain-cycle

    @Test func aVariableAssignedAfterItsClosuresIsMadeWeakNotCapturedWeakly() throws {
        let late = try run("hosting-root-view-retain-cycle", """
            final class SitesWindowController: NSWindowController {
                func showAddSheet() {
                    var sheet: NSHostingController<AddSiteView>!
                    let view = AddSiteView(onCancel: {
                        guard let window = ↓sheet.view.window else { return }
                        window.sheetParent?.endSheet(window)
                    })
                    sheet = NSHostingController(rootView: view)
                    self.window?.beginSheet(NSWindow(contentViewController: sheet))
                }
            }
            """)
        #expect(late.onMarkers)
        let message = try #require(late.findings.first?.message)
        #expect(message.contains("'weak var'") && message.contains("would capture nil"))

        let early = try run("hosting-root-view-retain-cycle", """
            func showTerms() {
                let host = UIHostingController(rootView: TermsView())
                host.rootView.onAccept = { ↓host.dismiss(animated: true) }
                present(host, animated: true)
            }
            """)
        #expect(early.onMarkers)
        #expect(early.findings.first?.message.contains("capture [weak host]") == true)
    }

    // MARK: hosting-root-view-retain-cycle through a shared object

    @Test("A closure stored in the object a hosting subclass keeps and gives its root view names that object in the loop")
    func cycleThroughSharedObject() throws {
        let (findings, onMarkers) = try run("hosting-root-view-retain-cycle", """
            final class UpgradeController: UIHostingController<UpgradePage> {
                let model: UpgradeModel
                init(offer: Offer) {
                    model = UpgradeModel(offer: offer)
                    super.init(rootView: UpgradePage(model: model))
                    model.onPurchased = { ↓self.dismiss(animated: true) }
                }
                @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(onMarkers)
        #expect(findings.first?.message.contains("stored in 'model', which this hosting controller keeps and gives to its root view") == true)
        #expect(findings.first?.message.contains("controller → model → closure → controller") == true)
    }

    @Test("A closure stored in an object the controller keeps but never gives its root view is not this rule's")
    func objectNotGivenToRootView() throws {
        let (findings, _) = try run("hosting-root-view-retain-cycle", """
            final class UpgradeController: UIHostingController<UpgradePage> {
                let model: UpgradeModel
                let tracker = PurchaseTracker()
                init(offer: Offer) {
                    model = UpgradeModel(offer: offer)
                    super.init(rootView: UpgradePage(model: model))
                    tracker.onDone = { self.dismiss(animated: true) }
                }
                @MainActor required dynamic init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(findings.isEmpty)
    }
}

