import BridgeLintCore
import BridgeLintRules
import Testing

/// child-controllers-accumulate: what the message names, and that the rules around it never report the same call.
extension HostingShapeTests {
    @Test func theMessageNamesTheRepeatingMethodAndItsCaller() throws {
        let result = try run("child-controllers-accumulate", """
            final class FeedViewController: UIViewController {
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    rebuildHeader()
                }

                private func rebuildHeader() {
                    let header = UIHostingController(rootView: FeedHeader())
                    ↓addChild(header)
                    view.addSubview(header.view)
                    header.didMove(toParent: self)
                }
            }
            """)
        #expect(result.onMarkers)
        let message = try #require(result.findings.first?.message)
        #expect(message.contains("rebuildHeader()") && message.contains("traitCollectionDidChange(_:)"))
    }

    @Test func aOnceFlagGuardsOnlyWhileNothingClearsIt() throws {
        func controller(clearing: String) -> String {
            """
            final class CanvasViewController: UIViewController {
                private var hasAppeared = false
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    if !hasAppeared {
                        hasAppeared = true
                        embedCanvas()
                    }
                }
                override func viewDidDisappear(_ animated: Bool) {
                    super.viewDidDisappear(animated)
                    \(clearing)
                }
                private func embedCanvas() {
                    let canvas = UIHostingController(rootView: CanvasView())
                    addChild(canvas)
                    view.addSubview(canvas.view)
                    canvas.didMove(toParent: self)
                }
            }
            """
        }
        #expect(try run("child-controllers-accumulate", controller(clearing: "print(\"gone\")")).findings.isEmpty)
        let cleared = try run("child-controllers-accumulate", controller(clearing: "hasAppeared = false")).findings
        #expect(cleared.count == 1)
        #expect(cleared.first?.message.contains("viewDidAppear(_:)") == true)
    }

    @Test func aCallerThatRemovesFirstOrRunsOnceDoesNotMakeItRepeat() throws {
        let result = try run("child-controllers-accumulate", """
            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    rebuildHeader()
                }

                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    removeHeader()
                    rebuildHeader()
                }

                private func rebuildHeader() {
                    let header = UIHostingController(rootView: FeedHeader())
                    addChild(header)
                    view.addSubview(header.view)
                    header.didMove(toParent: self)
                }
            }
            """)
        #expect(result.findings.isEmpty)
    }

    @Test func perCellAndPerUpdateCreationsKeepTheirOwnRules() throws {
        let perUpdate = """
            struct Inspector: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
                func updateUIViewController(_ controller: UIViewController, context: Context) {
                    let detail = UIHostingController(rootView: Detail())
                    ↓controller.addChild(detail)
                }
            }
            """
        #expect(try run("representable-expensive-update", perUpdate).onMarkers)
        #expect(try run("child-controllers-accumulate", perUpdate.replacingOccurrences(of: "↓", with: "")).findings.isEmpty)

        let perCell = """
            final class EventCell: UICollectionViewCell {
                func configure(with event: Event, parent: UIViewController) {
                    let host = ↓UIHostingController(rootView: EventRow(event: event))
                    parent.addChild(host)
                    contentView.addSubview(host.view)
                    host.didMove(toParent: parent)
                }
            }
            """
        #expect(try run("hosting-controller-per-cell", perCell).onMarkers)
        // Made a child of the parent as well, it stays: the children piling up there are this rule's finding.
        let perCellChild = perCell.replacingOccurrences(of: "↓", with: "").replacingOccurrences(of: "parent.addChild", with: "↓parent.addChild")
        #expect(try run("child-controllers-accumulate", perCellChild).onMarkers)
    }

    @Test func aNewChildViewControllerPerCellIsThisRulesFinding() throws {
        let result = try run("child-controllers-accumulate", """
            final class ChartsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "Chart", for: indexPath)
                    let chart = ChartViewController(series: series[indexPath.row])
                    ↓addChild(chart)
                    cell.contentView.addSubview(chart.view)
                    chart.didMove(toParent: self)
                    return cell
                }
            }
            """)
        #expect(result.onMarkers && result.findings.count == 1)
    }

    @Test func aHostingViewAddedToAContainerMadeInTheSameRunDoesNotPileUp() throws {
        let result = try run("child-controllers-accumulate", """
            import AppKit
            final class ResultsDataSource: NSObject, NSTableViewDelegate {
                func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
                    let host = NSHostingView(rootView: ResultRow(result: results[row]))
                    let cell = NSTableCellView()
                    cell.addSubview(host)
                    return cell
                }
            }
            """)
        #expect(result.findings.isEmpty)
    }

    @Test func oldViewsTakenOffScreenLeaveTheirControllersAsChildren() throws {
        func controller(clearing: String) -> String {
            """
            final class ChartViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    showChart()
                }
                private func showChart() {
                    \(clearing)
                    let chart = UIHostingController(rootView: ChartView())
                    ↓addChild(chart)
                    view.addSubview(chart.view)
                    chart.didMove(toParent: self)
                }
            }
            """
        }
        let cleared = try #require(try run("child-controllers-accumulate", controller(clearing: "view.subviews.forEach { $0.removeFromSuperview() }")).findings.first)
        #expect(cleared.message.contains("their views are taken off screen (at line 7) but the controllers stay children"))
        let stacked = try #require(try run("child-controllers-accumulate", controller(clearing: "")).findings.first)
        #expect(stacked.message.contains("their views stacked on top of each other"))
    }

    @Test func aContainerEmptiedAfterAddChildButBeforeTheViewGoesInStillTakesTheOldViewsOff() throws {
        func controller(clearingAfterViewIsAdded: Bool) -> String {
            let clearing = "slot.subviews.forEach { $0.removeFromSuperview() }"
            return """
            final class ChartViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    let chart = UIHostingController(rootView: ChartView())
                    ↓addChild(chart)
                    \(clearingAfterViewIsAdded ? "" : clearing)
                    slot.addSubview(chart.view)
                    \(clearingAfterViewIsAdded ? clearing : "")
                    chart.didMove(toParent: self)
                }
            }
            """
        }
        let cleared = try #require(try run("child-controllers-accumulate", controller(clearingAfterViewIsAdded: false)).findings.first)
        #expect(cleared.message.contains("their views are taken off screen (at line 6) but the controllers stay children"))
        // Emptied after the new view went in: that takes the new one off too, not a replacement of the old.
        let after = try #require(try run("child-controllers-accumulate", controller(clearingAfterViewIsAdded: true)).findings.first)
        #expect(after.message.contains("their views stacked on top of each other"))
    }
}
