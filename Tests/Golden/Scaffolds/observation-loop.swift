import Observation
import UIKit

/// Runs `render` now, and again on the main thread whenever an @Observable value it read changes, until
/// cancelled or released. For UIKit code that shows Observation models:
///
///     private var observation: ModelObservation?
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         observation = ModelObservation { [weak self] in self?.render() }
///     }
@MainActor
final class ModelObservation {
    private let render: @MainActor () -> Void
    private var isCancelled = false

    init(_ render: @escaping @MainActor () -> Void) {
        self.render = render
        observe()
    }

    /// Stops observing: later changes no longer run `render`.
    func cancel() {
        isCancelled = true
    }

    private func observe() {
        guard !isCancelled else { return }
        withObservationTracking {
            render()
        } onChange: { [weak self] in
            // Fires once, on the thread that made the change, before it lands: read the new
            // values on the main thread, and track again from there.
            DispatchQueue.main.async {
                self?.observe()
            }
        }
    }
}
