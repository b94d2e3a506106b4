import UIKit

/// Shows one child view controller at a time. Swapping removes the old child from the hierarchy before
/// the new one is added, so reloading or refreshing never piles children up behind each other.
final class ContentContainer: UIViewController {
    /// The child on screen, if any.
    private(set) var current: UIViewController?

    /// Replaces the child on screen with `child`. Calling it again with the same controller does nothing.
    func show(_ child: UIViewController) {
        guard child !== current else { return }
        removeCurrent()
        // Containment: addChild, then the view, then didMove(toParent:).
        addChild(child)
        child.view.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(child.view)
        NSLayoutConstraint.activate([
            child.view.topAnchor.constraint(equalTo: view.topAnchor),
            child.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            child.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            child.view.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        child.didMove(toParent: self)
        current = child
    }

    /// Takes the child on screen out: willMove(toParent: nil), then its view, then removeFromParent().
    func removeCurrent() {
        guard let current else { return }
        current.willMove(toParent: nil)
        current.view.removeFromSuperview()
        current.removeFromParent()
        self.current = nil
    }
}
