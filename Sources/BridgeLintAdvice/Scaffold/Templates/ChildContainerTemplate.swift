import BridgeLintCore

/// A UIKit container controller that shows one child at a time and swaps it: the child on screen is taken out
/// of the hierarchy (willMove(toParent: nil), its view removed, removeFromParent) before the next is contained
/// (addChild, the view, didMove(toParent:)), so however often the content changes there is only ever one child.
/// With a root view, the SwiftUI content is shown by one hosting controller whose rootView is replaced.
struct ChildContainerTemplate {
    let name: String
    /// The SwiftUI view type shown in a reused hosting controller, if any.
    let rootView: String?

    static func generate(_ request: ScaffoldRequest) -> Scaffold {
        let template = ChildContainerTemplate(name: request.name, rootView: request.rootView)
        return Scaffold(source: template.render(), notes: [])
    }

    func render() -> String {
        var out = SourceBuilder()
        out.lines(rootView == nil ? ["import UIKit"] : ["import SwiftUI", "import UIKit"])
        out.blankLine()
        out.line("/// Shows one child view controller at a time. Swapping removes the old child from the hierarchy before")
        out.line("/// the new one is added, so reloading or refreshing never piles children up behind each other.")
        out.block("final class \(name): UIViewController") { body in
            body.line("/// The child on screen, if any.")
            body.line("private(set) var current: UIViewController?")
            if let rootView {
                body.line("/// Reused for every \(rootView): replacing its rootView updates the content in place.")
                body.line("private var hostingController: UIHostingController<\(rootView)>?")
            }
            body.blankLine()
            body.line("/// Replaces the child on screen with `child`. Calling it again with the same controller does nothing.")
            body.block("func show(_ child: UIViewController)") { show in
                show.line("guard child !== current else { return }")
                show.line("removeCurrent()")
                show.line("// Containment: addChild, then the view, then didMove(toParent:).")
                show.line("addChild(child)")
                show.line("child.view.translatesAutoresizingMaskIntoConstraints = false")
                show.line("view.addSubview(child.view)")
                show.indented("NSLayoutConstraint.activate([", closing: "])") { constraints in
                    for edge in ["top", "leading", "trailing", "bottom"] {
                        constraints.line("child.view.\(edge)Anchor.constraint(equalTo: view.\(edge)Anchor),")
                    }
                }
                show.line("child.didMove(toParent: self)")
                show.line("current = child")
            }
            if let rootView {
                body.blankLine()
                body.line("/// Shows SwiftUI content: the first call contains a hosting controller, later calls only replace its rootView.")
                body.block("func show(rootView: \(rootView))") { show in
                    show.line("let hostingController = self.hostingController ?? UIHostingController(rootView: rootView)")
                    show.line("hostingController.rootView = rootView")
                    show.line("self.hostingController = hostingController")
                    show.line("show(hostingController)")
                }
            }
            body.blankLine()
            body.line("/// Takes the child on screen out: willMove(toParent: nil), then its view, then removeFromParent().")
            body.block("func removeCurrent()") { remove in
                remove.line("guard let current else { return }")
                remove.line("current.willMove(toParent: nil)")
                remove.line("current.view.removeFromSuperview()")
                remove.line("current.removeFromParent()")
                remove.line("self.current = nil")
            }
        }
        return out.text
    }
}
