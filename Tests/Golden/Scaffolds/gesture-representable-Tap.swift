import SwiftUI
import UIKit

/// UITapGestureRecognizer as a SwiftUI gesture: `.gesture(TapLocation { location in … })`.
struct TapLocation: UIGestureRecognizerRepresentable {
    /// Called with the location, in the attached view's coordinates, each time the gesture is recognized.
    var action: (CGPoint) -> Void

    func makeUIGestureRecognizer(context: Context) -> UITapGestureRecognizer {
        UITapGestureRecognizer()
    }

    // SwiftUI installs the action and calls this method: the recognizer needs no target of its own.
    func handleUIGestureRecognizerAction(_ recognizer: UITapGestureRecognizer, context: Context) {
        if recognizer.state == .ended {
            action(context.converter.localLocation)
        }
    }
}
