import BridgeLintCore

/// Which types live on the main actor, read from names: bridgelint has no SDK, but UIKit, AppKit and the
/// frameworks built on them name their views and view controllers consistently (`UILabel`, `MKMapView`,
/// `UITableViewController`, `NSView`), and project classes inherit from those or say `@MainActor`.
enum MainActorTypes {
    private static let frameworkPrefixes = ["UI", "NS", "MK", "WK", "AV", "PH", "SK", "SCN", "AR", "PK", "QL", "MTK", "CN", "EK", "MF", "SF"]
    private static let viewSuffixes = [
        "View", "ViewController", "WindowController", "Label", "Button", "TextField", "Control", "Slider", "Switch",
        "Stepper", "Picker", "Bar", "Cell", "Window",
    ]

    /// A UIKit/AppKit view, control or view controller named by the SDK (`UILabel`, `WKWebView`, `UINavigationController`).
    static func isUIKitName(_ name: String) -> Bool {
        guard let prefix = frameworkPrefixes.first(where: { name.hasPrefix($0) }),
              let next = name.dropFirst(prefix.count).first, next.isUppercase
        else { return false }
        if viewSuffixes.contains(where: { name.hasSuffix($0) }) { return true }
        // Every UIKit controller and bar item is main-actor bound (`UIImagePickerController`, `UIBarButtonItem`);
        // other frameworks' controllers are not (`NSFetchedResultsController`).
        return prefix == "UI" && (name.hasSuffix("Controller") || name.hasSuffix("Item"))
    }

    /// Whether the type is a UIKit/AppKit view or controller, or a project class that is one through its
    /// superclasses or is marked `@MainActor` (itself or a superclass), or that its own declaration makes conform
    /// to a project protocol marked `@MainActor` (Swift infers the class's isolation from such a conformance).
    /// Types the index does not know are not.
    static func isMainActor(_ name: String, in index: ProjectIndex) -> Bool {
        var visited: Set<String> = []
        var pending = [name]
        while let type = pending.popLast() {
            guard visited.insert(type).inserted else { continue }
            if isUIKitName(type) { return true }
            for declaration in index.declarations(named: type) where declaration.kind == .class {
                if declaration.attributes.contains("MainActor") { return true }
                if declaration.inheritedTypes.contains(where: { isMainActorProtocol($0, in: index) }) { return true }
                // Only the first inherited name can be a superclass.
                if let superclass = declaration.inheritedTypes.first { pending.append(superclass) }
            }
        }
        return false
    }

    /// A project protocol marked `@MainActor`, or one that refines such a protocol.
    private static func isMainActorProtocol(_ name: String, in index: ProjectIndex) -> Bool {
        var visited: Set<String> = []
        var pending = [name]
        while let type = pending.popLast() {
            guard visited.insert(type).inserted else { continue }
            for declaration in index.declarations(named: type) where declaration.kind == .protocol {
                if declaration.attributes.contains("MainActor") { return true }
                pending += declaration.inheritedTypes
            }
        }
        return false
    }
}
