import Combine
import UIKit

/// Runs `render` now, and again on the main thread after every change of an ObservableObject, until
/// cancelled or released. For UIKit code that shows ObservableObject models:
///
///     private var observation: ModelObservation?
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         observation = ModelObservation(model) { [weak self] in self?.render() }
///     }
@MainActor
final class ModelObservation {
    private var subscription: AnyCancellable?

    init<Model: ObservableObject>(_ model: Model, render: @escaping @MainActor () -> Void) {
        render()
        // objectWillChange fires before the change lands: receiving on the main queue renders after it.
        subscription = model.objectWillChange
            .receive(on: DispatchQueue.main)
            .sink { _ in render() }
    }

    /// Stops observing: later changes no longer run `render`.
    func cancel() {
        subscription = nil
    }
}
