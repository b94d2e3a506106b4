/// What a class may inherit without holding state or being observed: `NSObject` and the plain system protocols.
/// A class inheriting anything else may have a superclass that holds state, or a protocol that makes it an
/// `ObservableObject`.
enum StateFreeParents {
    static let plain: Set<String> = [
        "NSObject", "Identifiable", "Hashable", "Equatable", "Codable", "Decodable", "Encodable", "Sendable",
        "CustomStringConvertible", "CustomDebugStringConvertible",
    ]
}
