import SwiftUI
import UIKit

/// UILongPressGestureRecognizer as a SwiftUI gesture: `.gesture(LongPress(location: $location))`.
struct LongPress: UIGestureRecognizerRepresentable {
    /// Where the gesture is, in the attached view's coordinates, while it runs; nil otherwise.
    @Binding var location: CGPoint?

    func makeUIGestureRecognizer(context: Context) -> UILongPressGestureRecognizer {
        let recognizer = UILongPressGestureRecognizer()
        recognizer.minimumPressDuration = 0.5
        return recognizer
    }

    // SwiftUI installs the action and calls this method: the recognizer needs no target of its own.
    func handleUIGestureRecognizerAction(_ recognizer: UILongPressGestureRecognizer, context: Context) {
        switch recognizer.state {
        case .began, .changed:
            location = context.converter.localLocation
        default:
            location = nil
        }
    }
}
