import BridgeLintCore

/// A UIKit controller that shows a SwiftUI view as a contained child: addChild, then the view and its
/// constraints, then didMove(toParent:); the hosting controller is kept in a stored property, and from iOS 16
/// its size follows the SwiftUI content (sizingOptions).
struct HostingChildTemplate {
    let name: String
    /// The SwiftUI view type; the controller is generic over any view without one.
    let rootView: String?
    let target: IOSVersion?

    static func generate(_ request: ScaffoldRequest) -> Scaffold {
        let template = HostingChildTemplate(name: request.name, rootView: request.rootView, target: request.deploymentTarget)
        var notes: [String] = []
        if Availability.isBelow(IOSVersion(16), request.deploymentTarget) {
            notes.append("sizingOptions needs iOS 16: below it the hosted view is pinned to all four edges and sized by its parent")
        }
        return Scaffold(source: template.render(), notes: notes)
    }

    private var contentType: String { rootView ?? "Content" }

    func render() -> String {
        var out = SourceBuilder()
        out.lines(["import SwiftUI", "import UIKit"])
        out.blankLine()
        out.line("/// Shows \(rootView ?? "a SwiftUI view") as a child view controller: contained, so it gets appearance")
        out.line("/// callbacks, trait changes and the environment, and kept alive as long as this controller.")
        let declaration = rootView == nil ? "final class \(name)<Content: View>: UIViewController"
                                          : "final class \(name): UIViewController"
        out.block(declaration) { body in
            body.line("private let hostingController: UIHostingController<\(contentType)>")
            body.blankLine()
            body.block("init(rootView: \(contentType))") { initializer in
                initializer.line("hostingController = UIHostingController(rootView: rootView)")
                initializer.line("super.init(nibName: nil, bundle: nil)")
            }
            body.blankLine()
            body.line("@available(*, unavailable)")
            body.block("required init?(coder: NSCoder)") { $0.line("fatalError(\"init(coder:) is not supported\")") }
            body.blankLine()
            body.block("override func viewDidLoad()") { load in
                load.line("super.viewDidLoad()")
                if !Availability.isBelow(IOSVersion(16), target) {
                    load.line("// The hosted view's intrinsic size follows the SwiftUI content.")
                    load.line("hostingController.sizingOptions = .intrinsicContentSize")
                }
                load.line("// Containment: addChild, then the view, then didMove(toParent:).")
                load.line("addChild(hostingController)")
                load.line("hostingController.view.translatesAutoresizingMaskIntoConstraints = false")
                load.line("view.addSubview(hostingController.view)")
                load.indented("NSLayoutConstraint.activate([", closing: "])") { constraints in
                    for edge in ["top", "leading", "trailing", "bottom"] {
                        constraints.line("hostingController.view.\(edge)Anchor.constraint(equalTo: view.\(edge)Anchor),")
                    }
                }
                load.line("hostingController.didMove(toParent: self)")
            }
            body.blankLine()
            body.line("/// Shows new content; SwiftUI compares it with the current one and redraws only what changed.")
            body.block("func update(rootView: \(contentType))") { $0.line("hostingController.rootView = rootView") }
        }
        return out.text
    }
}
