/// The table of UIKit classes bridgelint knows, kept as data (one file per family) and checked by tests.
public enum UIKitCatalog {
    public static let all: [UIKitClass] = views + controllers + containers + gestureRecognizers + baseClasses

    private static let byName: [String: UIKitClass] = Dictionary(
        all.map { ($0.name.lowercased(), $0) }, uniquingKeysWith: { first, _ in first })

    /// The class with this name, ignoring case (`mkmapview` finds MKMapView).
    public static func lookup(_ name: String) -> UIKitClass? {
        byName[name.lowercased()]
    }

    /// The class with exactly this name: inheritance clauses are case-sensitive.
    public static func exactLookup(_ name: String) -> UIKitClass? {
        lookup(name).flatMap { $0.name == name ? $0 : nil }
    }

    public static var names: [String] { all.map(\.name) }
}
