import BridgeLintCore
import BridgeLintRules
import Testing

/// hosting-outside-controller-hierarchy: which rule owns a hosting controller's view added without containment,
/// the advice for each deployment target, and exposed controllers that other files may adopt.
extension HostingShapeTests {
    private static let cell = """
        final class ReviewCell: UITableViewCell {
            private let host = UIHostingController(rootView: ReviewRow())
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                ↓contentView.addSubview(host.view)
            }
        }
        """

    private static let controller = """
        final class ReviewViewController: UIViewController {
            private let host = UIHostingController(rootView: ReviewRow())
            override func viewDidLoad() {
                super.viewDidLoad()
                ↓view.addSubview(host.view)
            }
        }
        """

    @Test func aViewIsOwnedByThisRuleAndAControllerByContainmentIncomplete() throws {
        let inCell = try run("hosting-outside-controller-hierarchy", Self.cell)
        #expect(inCell.onMarkers && inCell.findings.count == 1)
        #expect(try run("containment-incomplete", Self.cell.replacingOccurrences(of: "↓", with: "")).findings.isEmpty)

        let inController = try run("containment-incomplete", Self.controller)
        #expect(inController.onMarkers && inController.findings.count == 1)
        #expect(try run("hosting-outside-controller-hierarchy", Self.controller.replacingOccurrences(of: "↓", with: "")).findings.isEmpty)
    }

    @Test func cellAdviceFollowsTheDeploymentTarget() throws {
        let unknown = try #require(try run("hosting-outside-controller-hierarchy", Self.cell).findings.first?.message)
        #expect(unknown.contains("UIHostingConfiguration") && unknown.contains("(iOS 16+)"))
        let recent = try #require(try run("hosting-outside-controller-hierarchy", Self.cell, target: IOSVersion(17)).findings.first?.message)
        #expect(recent.contains("UIHostingConfiguration") && !recent.contains("iOS 16+"))
        let old = try #require(try run("hosting-outside-controller-hierarchy", Self.cell, target: IOSVersion(15)).findings.first?.message)
        #expect(!old.contains("UIHostingConfiguration") && old.contains("addChild"))
    }

    @Test func anExposedControllerIsReportedOnlyWhenNoCodeReadsItOffTheView() throws {
        let exposedCell = """
            final class BadgeCell: UICollectionViewCell {
                let badgeHost: UIHostingController<Badge> = {
                    let host = UIHostingController(rootView: Badge())
                    host.view.backgroundColor = .clear
                    return host
                }()
                func install() {
                    ↓contentView.addSubview(badgeHost.view)
                }
            }
            """
        let alone = try run("hosting-outside-controller-hierarchy", ["BadgeCell.swift": exposedCell])
        #expect(alone.onMarkers && alone.findings.count == 1)

        let adopted = try run("hosting-outside-controller-hierarchy", [
            "BadgeCell.swift": exposedCell.replacingOccurrences(of: "↓", with: ""),
            "BadgesViewController.swift": """
                final class BadgesViewController: UICollectionViewController {
                    override func collectionView(_ view: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt path: IndexPath) {
                        guard let host = (cell as? BadgeCell)?.badgeHost else { return }
                        embed(host)
                    }
                }
                """,
        ])
        #expect(adopted.findings.isEmpty)
    }

    @Test func aSubclassInAnotherFileThatContainsTheControllerSilencesTheBaseView() throws {
        let result = try run("hosting-outside-controller-hierarchy", [
            "HostView.swift": """
                class HostView: UIView {
                    let content = UIHostingController(rootView: Content())
                    func install() {
                        addSubview(content.view)
                    }
                }
                """,
            "EmbeddedHostView.swift": """
                final class EmbeddedHostView: HostView {
                    weak var owner: UIViewController?
                    override func didMoveToWindow() {
                        super.didMoveToWindow()
                        owner?.addChild(content)
                        content.didMove(toParent: owner)
                    }
                }
                """,
        ])
        #expect(result.findings.isEmpty)
    }
}
