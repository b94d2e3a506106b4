import SwiftUI
import UIKit

/// A collection view cell showing SwiftUI content through UIHostingConfiguration: no hosting
/// controller to contain or keep, and the cell sizes itself to its content.
final class HostingCell: UICollectionViewCell {
    static var reuseIdentifier: String { "HostingCell" }

    func configure<Content: View>(with rootView: Content) {
        contentConfiguration = UIHostingConfiguration {
            rootView
        }
    }
}
