import SwiftUI
import UIKit

/// Shows a SwiftUI view as a child view controller: contained, so it gets appearance
/// callbacks, trait changes and the environment, and kept alive as long as this controller.
final class HostedContentController<Content: View>: UIViewController {
    private let hostingController: UIHostingController<Content>

    init(rootView: Content) {
        hostingController = UIHostingController(rootView: rootView)
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Containment: addChild, then the view, then didMove(toParent:).
        addChild(hostingController)
        hostingController.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(hostingController.view)
        NSLayoutConstraint.activate([
            hostingController.view.topAnchor.constraint(equalTo: view.topAnchor),
            hostingController.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            hostingController.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            hostingController.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        hostingController.didMove(toParent: self)
    }

    /// Shows new content; SwiftUI compares it with the current one and redraws only what changed.
    func update(rootView: Content) {
        hostingController.rootView = rootView
    }
}
