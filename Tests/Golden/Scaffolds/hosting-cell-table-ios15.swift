import SwiftUI
import UIKit

/// A table view cell showing MessageRow through one hosting controller, created the first
/// time the cell is configured and reused after that: reconfiguring only replaces its root view.
final class MessageCell: UITableViewCell {
    static var reuseIdentifier: String { "MessageCell" }
    private var hostingController: UIHostingController<MessageRow>?

    /// `parent` is the view controller showing the table view: the hosting controller becomes its child.
    func configure(with rootView: MessageRow, parent: UIViewController) {
        if let hostingController {
            hostingController.rootView = rootView
            return
        }
        let controller = UIHostingController(rootView: rootView)
        hostingController = controller
        controller.view.backgroundColor = .clear
        // Containment: addChild, then the view, then didMove(toParent:).
        parent.addChild(controller)
        controller.view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(controller.view)
        NSLayoutConstraint.activate([
            controller.view.topAnchor.constraint(equalTo: contentView.topAnchor),
            controller.view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            controller.view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            controller.view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        controller.didMove(toParent: parent)
    }
}
