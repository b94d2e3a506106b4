import BridgeLintCore

/// A table or collection view cell showing SwiftUI. From iOS 16, UIHostingConfiguration: no controller, no
/// containment, and the cell sizes itself. Before, one hosting controller per cell, created on first use with full
/// containment and reused afterwards by replacing its root view.
struct HostingCellTemplate {
    let name: String
    let rootView: String?
    let forTableView: Bool
    let target: IOSVersion?

    static func generate(_ request: ScaffoldRequest) -> Scaffold {
        let template = HostingCellTemplate(name: request.name, rootView: request.rootView,
                                           forTableView: request.forTableView, target: request.deploymentTarget)
        guard Availability.isBelow(Bridge.hostingConfiguration.minimumIOS, request.deploymentTarget) else {
            return Scaffold(source: template.renderHostingConfiguration(), notes: [])
        }
        return Scaffold(source: template.renderReusedController(), notes: [
            "UIHostingConfiguration needs iOS 16: generated a cell that reuses one hosting controller instead",
        ])
    }

    private var cellClass: String { forTableView ? "UITableViewCell" : "UICollectionViewCell" }
    private var listName: String { forTableView ? "table view" : "collection view" }

    private func writeHeader(into out: inout SourceBuilder, _ documentation: [String]) {
        out.lines(["import SwiftUI", "import UIKit"])
        out.blankLine()
        out.lines(documentation.map { "/// " + $0 })
    }

    private func writeReuseIdentifier(into out: inout SourceBuilder) {
        // A computed property: generic classes cannot have static stored properties.
        out.line("static var reuseIdentifier: String { \"\(name)\" }")
    }

    func renderHostingConfiguration() -> String {
        var out = SourceBuilder()
        writeHeader(into: &out, [
            "A \(listName) cell showing \(rootView ?? "SwiftUI content") through UIHostingConfiguration: no hosting",
            "controller to contain or keep, and the cell sizes itself to its content.",
        ])
        out.block("final class \(name): \(cellClass)") { body in
            writeReuseIdentifier(into: &body)
            body.blankLine()
            let signature = rootView.map { "func configure(with rootView: \($0))" }
                ?? "func configure<Content: View>(with rootView: Content)"
            body.block(signature) { configure in
                configure.block("contentConfiguration = UIHostingConfiguration") { $0.line("rootView") }
            }
        }
        return out.text
    }

    func renderReusedController() -> String {
        var out = SourceBuilder()
        let content = rootView ?? "Content"
        writeHeader(into: &out, [
            "A \(listName) cell showing \(rootView ?? "a SwiftUI view") through one hosting controller, created the first",
            "time the cell is configured and reused after that: reconfiguring only replaces its root view.",
        ])
        let declaration = rootView == nil ? "final class \(name)<Content: View>: \(cellClass)" : "final class \(name): \(cellClass)"
        out.block(declaration) { body in
            writeReuseIdentifier(into: &body)
            body.line("private var hostingController: UIHostingController<\(content)>?")
            body.blankLine()
            body.line("/// `parent` is the view controller showing the \(listName): the hosting controller becomes its child.")
            body.block("func configure(with rootView: \(content), parent: UIViewController)") { configure in
                configure.block("if let hostingController") { reuse in
                    reuse.line("hostingController.rootView = rootView")
                    reuse.line("return")
                }
                configure.line("let controller = UIHostingController(rootView: rootView)")
                configure.line("hostingController = controller")
                configure.line("controller.view.backgroundColor = .clear")
                configure.line("// Containment: addChild, then the view, then didMove(toParent:).")
                configure.line("parent.addChild(controller)")
                configure.line("controller.view.translatesAutoresizingMaskIntoConstraints = false")
                configure.line("contentView.addSubview(controller.view)")
                configure.indented("NSLayoutConstraint.activate([", closing: "])") { constraints in
                    for edge in ["top", "leading", "trailing", "bottom"] {
                        constraints.line("controller.view.\(edge)Anchor.constraint(equalTo: contentView.\(edge)Anchor),")
                    }
                }
                configure.line("controller.didMove(toParent: parent)")
            }
        }
        return out.text
    }
}
