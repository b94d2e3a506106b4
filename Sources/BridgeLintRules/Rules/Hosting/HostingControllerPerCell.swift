import BridgeLintCore
import SwiftSyntax

/// A new hosting controller created each time a cell (or header, footer, supplementary view) is configured.
struct HostingControllerPerCell: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [HostingFactories.self]

    static let description = RuleDescription(
        id: "hosting-controller-per-cell",
        summary: "A new hosting controller is created every time a cell is configured",
        severity: .warning,
        rationale: """
            Every UIHostingController brings its own SwiftUI render graph, view hierarchy and environment. \
            Creating one each time a cell is dequeued or configured means allocating and tearing down that machinery \
            for every row that scrolls into view, and the previous controller of a reused cell is left behind or \
            leaked. The result is dropped frames while scrolling and memory that grows with the list.
            """,
        howToFix: """
            From iOS 16, set `cell.contentConfiguration = UIHostingConfiguration { RowView(item: item) }`: it is made \
            for cells and needs no controller. Before iOS 16, give each cell one hosting controller, created once \
            (in the cell's initializer or on first use), and on reuse only assign its rootView.
            """,
        triggeringExamples: [
            Example(files: [
                "BannerCell.swift": """
                    // The helper makes a hosting controller on every call: one per configuration.
                    final class BannerCell: UICollectionViewCell {
                        func configure(with banner: Banner) {
                            let hosted = ↓UIView.hosting(BannerView(banner: banner))
                            contentView.addSubview(hosted)
                        }
                    }
                    """,
                "UIView+Hosting.swift": """
                    extension UIView {
                        static func hosting(_ content: some View) -> UIView {
                            let controller = UIHostingController(rootView: content)
                            controller.view.backgroundColor = .clear
                            return controller.view
                        }
                    }
                    """,
            ]),
            Example("""
                // AppKit: a new hosting view for every row the table asks for, never reused.
                final class ResultsController: NSObject, NSTableViewDataSource, NSTableViewDelegate {
                    var results: [SearchResult] = []
                    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
                        let cell = NSTableCellView()
                        let content = ↓NSHostingView(rootView: ResultRow(result: results[row]))
                        cell.addSubview(content)
                        return cell
                    }
                }
                """),
            Example("""
                final class MessagesViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
                        let host = ↓UIHostingController(rootView: MessageRow(message: messages[indexPath.row]))
                        addChild(host)
                        cell.contentView.addSubview(host.view)
                        host.didMove(toParent: self)
                        return cell
                    }
                }
                """),
            Example("""
                let registration = UICollectionView.CellRegistration<HostCell, Photo> { cell, _, photo in
                    cell.host = ↓UIHostingController(rootView: PhotoTile(photo: photo))
                    cell.embed(cell.host)
                }
                """),
            Example("""
                final class EventCell: UICollectionViewCell {
                    private var host: UIHostingController<EventRow>?

                    func configure(with event: Event, parent: UIViewController) {
                        host?.view.removeFromSuperview()
                        let host = ↓UIHostingController(rootView: EventRow(event: event))
                        parent.addChild(host)
                        contentView.addSubview(host.view)
                        host.didMove(toParent: parent)
                        self.host = host
                    }
                }
                """, deploymentTarget: IOSVersion(15)),
            Example("""
                extension ScheduleViewController {
                    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                        let header = ↓UIHostingController(rootView: DayHeader(day: days[section]))
                        headers.append(header)
                        return header.view
                    }
                }
                """),
            Example("""
                dataSource = UITableViewDiffableDataSource<Section, Item>(tableView: tableView) { tableView, indexPath, item in
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath) as! HostingCell
                    cell.setHost(↓UIHostingController(rootView: ItemRow(item: item)))
                    return cell
                }
                """),
            Example(files: [
                "TrackListViewController.swift": """
                    final class TrackListViewController: UIViewController, UICollectionViewDataSource {
                        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Track", for: indexPath) as! TrackCell
                            cell.host = ↓RowHost(rootView: TrackRow(track: tracks[indexPath.item]))
                            return cell
                        }
                    }
                    """,
                "RowHost.swift": """
                    final class RowHost<Row: View>: UIHostingController<Row> {}
                    """,
            ]),
        ],
        nonTriggeringExamples: [
            Example("""
                // The cell sets its flag the first time it is configured and never clears it: one host per cell.
                final class BadgeCell: UITableViewCell {
                    private var hasBadge = false
                    func configure(with count: Int) {
                        if !hasBadge {
                            hasBadge = true
                            let badge = UIHostingController(rootView: BadgeView())
                            contentView.addSubview(badge.view)
                            badgeHost = badge
                        }
                        badgeHost?.rootView = BadgeView(count: count)
                    }
                    private var badgeHost: UIHostingController<BadgeView>?
                }
                """),
            Example("""
                // A helper that builds a plain UIKit view makes no hosting pipeline.
                final class TagCell: UICollectionViewCell {
                    func configure(with tag: Tag) {
                        contentView.addSubview(Self.badge(TagBadge(tag: tag)))
                    }
                    static func badge(_ badge: TagBadge) -> UIView {
                        let label = UILabel()
                        label.text = badge.title
                        return label
                    }
                }
                """),
            Example("""
                // The editor is made when the user picks the menu action, once per tap, not per header.
                final class FoldersViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "folder") as? FolderHeader
                        let rename = UIAction(title: "Rename") { [unowned self] _ in
                            let editor = UIHostingController(rootView: RenameFolderView(folder: folders[section]))
                            self.present(editor, animated: true)
                        }
                        header?.menuButton.menu = UIMenu(children: [rename])
                        header?.onLongPress = { [unowned self] in
                            self.present(UIHostingController(rootView: FolderInfoView(folder: folders[section])), animated: true)
                        }
                        return header
                    }
                }
                """),
            Example("""
                // A project helper makes a row view only when the table has none to reuse.
                final class QuickOpenController: NSObject, NSTableViewDelegate {
                    var items: [QuickOpenItem] = []
                    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
                        let cell = tableView.makeReusableView(for: .itemColumn) {
                            NSHostingView(rootView: ItemRow(item: items[row]))
                        }
                        cell.rootView = ItemRow(item: items[row])
                        return cell
                    }
                }
                """),
            Example("""
                // AppKit: a reused row view keeps its hosting view; only a new row makes one.
                final class ResultsController: NSObject, NSTableViewDataSource, NSTableViewDelegate {
                    var results: [SearchResult] = []
                    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
                        if let reused = tableView.makeView(withIdentifier: ResultRowView.identifier, owner: self) as? ResultRowView {
                            reused.content.rootView = ResultRow(result: results[row])
                            return reused
                        }
                        return ResultRowView(content: NSHostingView(rootView: ResultRow(result: results[row])))
                    }
                }
                """),
            Example("""
                final class MessagesViewController: UITableViewController {
                    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
                        cell.contentConfiguration = UIHostingConfiguration {
                            MessageRow(message: messages[indexPath.row])
                        }
                        return cell
                    }
                }
                """),
            Example("""
                final class EventCell: UICollectionViewCell {
                    private var host: UIHostingController<EventRow>?

                    func configure(with event: Event, parent: UIViewController) {
                        if let host {
                            host.rootView = EventRow(event: event)
                            return
                        }
                        let host = UIHostingController(rootView: EventRow(event: event))
                        parent.addChild(host)
                        contentView.addSubview(host.view)
                        host.didMove(toParent: parent)
                        self.host = host
                    }
                }
                """),
            Example("""
                final class EventCell: UICollectionViewCell {
                    private let host = UIHostingController(rootView: EventRow(event: nil))

                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        setUpHost()
                    }

                    private func setUpHost() {
                        let badge = UIHostingController(rootView: Badge())
                        contentView.addSubview(host.view)
                        contentView.addSubview(badge.view)
                        extraHosts.append(badge)
                    }

                    func configure(with event: Event) {
                        host.rootView = EventRow(event: event)
                    }
                }
                """),
            Example("""
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    guard let cell = tableView.dequeueReusableCell(withIdentifier: "Row") as? HostingCell else {
                        fatalError("unexpected cell")
                    }
                    if cell.hostingController == nil {
                        cell.hostingController = UIHostingController(rootView: Row(item: items[indexPath.row]))
                    } else {
                        cell.hostingController?.rootView = Row(item: items[indexPath.row])
                    }
                    return cell
                }
                """),
            Example("""
                // Selecting a row presents a new screen: that is not cell configuration.
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    let detail = UIHostingController(rootView: ItemDetail(item: items[indexPath.row]))
                    navigationController?.pushViewController(detail, animated: true)
                }
                """),
        ],
        symptoms: [
            "scrolling stutters in a table or collection view",
            "frame drops while scrolling SwiftUI cells",
            "memory grows while scrolling",
        ],
        scaffold: .hostingCell
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        // A cell may also call a project helper that makes the hosting controller elsewhere.
        guard file.contains("Hosting") || file.contains("rootView") || file.contains("Cell") else { return }
        let finder = CreationFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        for (call, type) in finder.creations {
            guard let context = CellContext.enclosing(call), !ReuseCheck.isGuarded(call, upTo: context.node) else { continue }
            let message = """
                A new \(type) is created each time \(context.description) runs: every \(Self.configuredNoun(context.description)) configuration builds and \
                throws away a whole SwiftUI hosting pipeline (stutter while scrolling, growing memory); \
                \(advice(appKit: type.hasPrefix("NS"), platforms: PlatformCode.platforms(of: call, in: file).intersection(Platform.uiKit), file: file, hostsView: type.hasSuffix("HostingView"), context: context.description))
                """
            if HostingVocabulary.rootViewHosts.contains(type) || HostingVocabulary.isHostingControllerName(type) {
                report.add(at: call, message)
            } else {
                report.whenIndexed(at: call, asking: Question(message: message, type: type))
            }
        }
        // A project helper that wraps the view in a hosting controller of its own (`UIView.embed(Row(item))`).
        for (call, name) in finder.helperCalls {
            guard let context = CellContext.enclosing(call), !ReuseCheck.isGuarded(call, upTo: context.node) else { continue }
            let platforms = PlatformCode.platforms(of: call, in: file).intersection(Platform.uiKit)
            report.whenIndexed(at: call, asking: Question(message: """
                each time \(context.description) runs: every cell configuration builds a whole SwiftUI hosting \
                pipeline (stutter while scrolling, growing memory, and views that pile up when each is added); \
                \(advice(appKit: false, platforms: platforms, file: file))
                """, helper: name))
        }
    }

    /// A hosting controller made in a cell's configuration: by a type only the index can tell is a hosting
    /// controller, or by a project helper the index may know makes one.
    @CompactCoded
    struct Question: IndexQuestion {
        var message: String
        var type: String?
        var helper: String?

        init(message: String, type: String? = nil, helper: String? = nil) {
            (self.message, self.type, self.helper) = (message, type, helper)
        }
    }

    static func answer(_ question: Question, index: ProjectIndex) -> String? {
        if let type = question.type {
            return HostingControllerQuestion.answer(HostingControllerQuestion(type: type, message: question.message), index: index)
        }
        guard let helper = question.helper, let place = index.hostingFactories[helper] else { return nil }
        return "'\(helper)' makes a new UIHostingController (at \(place)) " + question.message
    }

    /// What the configuring code configures: a cell, or a table's header or footer, or a collection's supplementary view.
    private static func configuredNoun(_ context: String) -> String {
        if context.contains("viewForHeaderInSection") { return "header" }
        if context.contains("viewForFooterInSection") { return "footer" }
        return context.contains("viewForSupplementaryElementOfKind") ? "supplementary view" : "cell"
    }

    /// `context`: the configuring code's description; a table's header or footer has no cell, a collection's
    /// supplementary view no content configuration.
    private func advice(appKit: Bool, platforms: Set<Platform>, file: LintFile, hostsView: Bool = false, context: String = "") -> String {
        if hostsView, appKit {
            return "make the row's view with tableView.makeView(withIdentifier:owner:) so it is reused, give it one NSHostingView created once, and set that view's rootView when the row is configured"
        }
        let isTableHeader = context.contains("viewForHeaderInSection") || context.contains("viewForFooterInSection")
        let isSupplementary = context.contains("viewForSupplementaryElementOfKind")
        let view = isTableHeader ? "header view" : isSupplementary ? "supplementary view" : "cell"
        let reuse = "keep one hosting controller per \(view), created once, and set its rootView when the \(view) is configured"
        let configuration = HostingAvailability.hostingConfiguration
        if appKit || isSupplementary || file.deploymentTargets.support(for: configuration, on: platforms) == .unsupported { return reuse }
        let note = file.deploymentTargets.availabilityNote(for: configuration, on: platforms)
        if isTableHeader {
            return "dequeue a registered UITableViewHeaderFooterView and set its `contentConfiguration = UIHostingConfiguration { … }`\(note), or \(reuse)"
        }
        return "use `cell.contentConfiguration = UIHostingConfiguration { … }`\(note), or \(reuse)"
    }
}

/// Calls that create a hosting controller: by name, or a type given a root view that the index may know.
private final class CreationFinder: SyntaxVisitor {
    var creations: [(FunctionCallExprSyntax, String)] = []
    /// Calls of a function (not a type) given a view made in place (`UIView.embed(Row(item: item))`), with the
    /// function's full name (`embed(_:in:)`): the index knows whether it is a project helper that makes a hosting controller.
    var helperCalls: [(FunctionCallExprSyntax, String)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // A hosting view carries the same pipeline as a controller (`NSHostingView` in an AppKit row view).
        if let type = node.constructedType,
           HostingVocabulary.isHostingControllerName(type) || type == "NSHostingView" || type == "_UIHostingView"
            || (!HostingVocabulary.rootViewHosts.contains(type) && node.argument(labeled: "rootView") != nil) {
            creations.append((node, type))
        } else if node.constructedType == nil, let name = node.calleeName,
                  node.arguments.contains(where: { $0.expression.as(FunctionCallExprSyntax.self)?.constructedType != nil }) {
            helperCalls.append((node, HostingFactories.fullName(of: node, base: name)))
        }
        return .visitChildren
    }
}
