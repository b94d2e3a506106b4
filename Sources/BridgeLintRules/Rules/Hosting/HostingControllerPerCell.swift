import BridgeLintCore
import SwiftSyntax

/// A new hosting controller created each time a cell (or header, footer, supplementary view) is configured.
struct HostingControllerPerCell: Rule {
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
        ]
    )

    func check(_ file: LintFile, report: inout RuleReport) {
        guard file.contains("Hosting") || file.contains("rootView") else { return }
        let finder = CreationFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        for (call, type) in finder.creations {
            guard let context = CellContext.enclosing(call), !ReuseCheck.isGuarded(call, upTo: context.node) else { continue }
            let message = """
                A new \(type) is created each time \(context.description) runs: every cell configuration builds and \
                throws away a whole SwiftUI hosting pipeline (stutter while scrolling, growing memory); \
                \(advice(appKit: type.hasPrefix("NS"), target: file.deploymentTarget))
                """
            if HostingVocabulary.isHostingControllerName(type) {
                report.add(at: call, message)
            } else {
                report.whenIndexed(at: call, asking: HostingQuestions.ifHostingController(type, report: message))
            }
        }
    }

    static func answer(_ question: IndexQuestion, index: ProjectIndex) -> String? {
        HostingQuestions.answer(ifHostingController: question, index: index)
    }

    private func advice(appKit: Bool, target: IOSVersion?) -> String {
        let reuse = "keep one hosting controller per cell, created once, and set its rootView when the cell is configured"
        if appKit { return reuse }
        guard let target else { return "use `cell.contentConfiguration = UIHostingConfiguration { … }` (iOS 16+), or \(reuse)" }
        return target >= IOSVersion(16) ? "use `cell.contentConfiguration = UIHostingConfiguration { … }`, or \(reuse)" : reuse
    }
}

/// Calls that create a hosting controller: by name, or a type given a root view that the index may know.
private final class CreationFinder: SyntaxVisitor {
    var creations: [(FunctionCallExprSyntax, String)] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let type = node.constructedType,
           HostingVocabulary.isHostingControllerName(type)
            || (!HostingVocabulary.rootViewHosts.contains(type) && node.argument(labeled: "rootView") != nil) {
            creations.append((node, type))
        }
        return .visitChildren
    }
}

/// Code that runs each time a cell, header, footer or supplementary view is configured.
private struct CellContext {
    let node: Syntax
    let description: String

    /// The nearest cell-configuring function or closure around `call`.
    static func enclosing(_ call: FunctionCallExprSyntax) -> CellContext? {
        var current = call.parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self), let kind = closureKind(closure) {
                return CellContext(node: node, description: kind)
            }
            if let function = node.as(FunctionDeclSyntax.self) {
                return functionKind(function).map { CellContext(node: node, description: $0) }
            }
            if node.is(InitializerDeclSyntax.self) || node.is(AccessorDeclSyntax.self) || node.asProtocol(DeclGroupSyntax.self) != nil {
                return nil
            }
            current = node.parent
        }
        return nil
    }

    /// Data-source methods that configure a cell or a header/footer, by name and argument labels.
    private static let dataSourceMethods: [(name: String, label: String, description: String)] = [
        ("tableView", "cellForRowAt", "tableView(_:cellForRowAt:)"),
        ("tableView", "viewForHeaderInSection", "tableView(_:viewForHeaderInSection:)"),
        ("tableView", "viewForFooterInSection", "tableView(_:viewForFooterInSection:)"),
        ("collectionView", "cellForItemAt", "collectionView(_:cellForItemAt:)"),
        ("collectionView", "viewForSupplementaryElementOfKind", "collectionView(_:viewForSupplementaryElementOfKind:at:)"),
        ("collectionView", "itemForRepresentedObjectAt", "collectionView(_:itemForRepresentedObjectAt:)"),
        ("tableView", "viewFor", "tableView(_:viewFor:row:)"),
    ]

    private static let configurePrefixes = ["configure", "bind", "update", "populate", "apply", "render", "fill", "display", "set"]

    private static func functionKind(_ function: FunctionDeclSyntax) -> String? {
        let name = function.name.text
        let labels = function.signature.parameterClause.parameters.map(\.firstName.text)
        if let method = dataSourceMethods.first(where: { $0.name == name && labels.contains($0.label) }) {
            return method.description
        }
        guard configurePrefixes.contains(where: name.hasPrefix), !name.hasPrefix("setup"), !name.hasPrefix("setUp") else {
            return nil
        }
        if let cell = enclosingCellType(of: function), !isCalledWhileInitializing(name, in: function) {
            return "'\(name)' of cell '\(cell)'"
        }
        let takesCell = function.signature.parameterClause.parameters.contains {
            TypeNames.simpleName(of: $0.type).map(HostingVocabulary.isCellName) ?? false
        }
        return takesCell && name.hasPrefix("configure") ? "'\(name)'" : nil
    }

    /// The cell class a method belongs to, when its superclass (or the extended type's name) is a cell.
    private static func enclosingCellType(of function: FunctionDeclSyntax) -> String? {
        guard let group = function.ancestor(MemberBlockSyntax.self)?.parent else { return nil }
        if let type = group.as(ClassDeclSyntax.self),
           let superclass = type.inheritanceClause?.inheritedTypes.first.flatMap({ TypeNames.simpleName(of: $0.type) }),
           HostingVocabulary.isCellName(superclass) || HostingVocabulary.isCellName(type.name.text) {
            return type.name.text
        }
        if let extended = group.as(ExtensionDeclSyntax.self).flatMap({ TypeNames.simpleName(of: $0.extendedType) }),
           HostingVocabulary.isCellName(extended) {
            return extended
        }
        return nil
    }

    /// A method the cell's initializer (or `awakeFromNib`) calls runs once per cell, not per configuration.
    private static func isCalledWhileInitializing(_ name: String, in function: FunctionDeclSyntax) -> Bool {
        guard let members = function.ancestor(MemberBlockSyntax.self) else { return false }
        for member in members.flattenedDeclarations {
            let setUp: Syntax?
            if let initializer = member.as(InitializerDeclSyntax.self) {
                setUp = initializer.body.map(Syntax.init)
            } else if let method = member.as(FunctionDeclSyntax.self), method.name.text == "awakeFromNib" {
                setUp = method.body.map(Syntax.init)
            } else {
                setUp = nil
            }
            if let setUp, setUp.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == name }) { return true }
        }
        return false
    }

    /// Cell registrations, diffable data source cell providers and supplementary view providers.
    private static func closureKind(_ closure: ClosureExprSyntax) -> String? {
        let call = closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        if let name = call?.calleeName {
            if name == "CellRegistration" { return "a cell registration" }
            if name == "SupplementaryRegistration" { return "a supplementary registration" }
            if name.hasSuffix("DiffableDataSource") { return "the cell provider" }
        }
        if let sequence = closure.parent?.parent?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence),
           let target = assignment.target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? assignment.target.as(DeclReferenceExprSyntax.self)?.baseName.text,
           ["cellProvider", "supplementaryViewProvider"].contains(target) {
            return "the \(target)"
        }
        return nil
    }
}

/// Whether a creation only happens when the cell has no controller yet: under a condition (or after an
/// early exit) that checks for an existing controller or subview.
private enum ReuseCheck {
    private static let hints = ["host", "controller", "nil", "subviews", "viewwithtag", "superview", "contentconfiguration", "children"]

    static func isGuarded(_ call: FunctionCallExprSyntax, upTo context: Syntax) -> Bool {
        var child = Syntax(call)
        while let parent = child.parent, parent.id != context.id {
            if let ifExpr = parent.as(IfExprSyntax.self), child.id != ifExpr.conditions.id, mentionsReuse(ifExpr.conditions) {
                return true
            }
            if let guardStmt = parent.as(GuardStmtSyntax.self), child.id == guardStmt.body.id, mentionsReuse(guardStmt.conditions) {
                return true
            }
            if let sequence = parent.as(ExprListSyntax.self), isDefaultOfNilCoalescing(child, in: sequence) {
                return true
            }
            if let items = parent.as(CodeBlockItemListSyntax.self), hasEarlyExitForReuse(in: items, before: child) {
                return true
            }
            child = parent
        }
        return false
    }

    private static func mentionsReuse(_ conditions: ConditionElementListSyntax) -> Bool {
        let text = conditions.trimmedDescription.lowercased()
        return !text.contains("dequeue") && hints.contains(where: text.contains)
    }

    /// `cell.host ?? UIHostingController(…)`.
    private static func isDefaultOfNilCoalescing(_ child: Syntax, in list: ExprListSyntax) -> Bool {
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == child.id }), index >= 2 else { return false }
        return elements[index - 1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
    }

    /// `guard cell.host == nil else { … }` or `if let host = cell.host { …; return cell }` before the creation.
    private static func hasEarlyExitForReuse(in items: CodeBlockItemListSyntax, before child: Syntax) -> Bool {
        for item in items where item.endPosition <= child.position {
            if let guardStmt = item.item.as(GuardStmtSyntax.self), mentionsReuse(guardStmt.conditions) { return true }
            if let ifExpr = item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? item.item.as(IfExprSyntax.self),
               mentionsReuse(ifExpr.conditions),
               ifExpr.body.statements.contains(where: { $0.item.is(ReturnStmtSyntax.self) }) {
                return true
            }
        }
        return false
    }
}
