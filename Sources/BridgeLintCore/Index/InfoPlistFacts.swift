import Foundation

/// What an app's Info.plist says that rules need. XML and binary property lists are both read.
public struct InfoPlistFact: Sendable, Hashable {
    public var path: String
    /// `UIObservationTrackingEnabled` (iOS 18–25 opt-in to automatic observation tracking in UIKit), if present.
    public var observationTrackingEnabled: Bool?

    /// Whether a file name is one bridgelint reads as an app's Info.plist (`Info.plist`, `App-Info.plist`).
    public static func isInfoPlistName(_ name: String) -> Bool {
        name == "Info.plist" || name.hasSuffix("-Info.plist")
    }

    /// The facts of a property list's bytes, or a problem when they are not a property list.
    static func read(_ data: Data, path: String) -> Result<InfoPlistFact, FileProblem> {
        let object: Any
        do {
            object = try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
        } catch {
            return .failure(FileProblem(file: path, kind: .notPropertyList, detail: "not a readable property list"))
        }
        var fact = InfoPlistFact(path: path)
        if let dictionary = object as? [String: Any] {
            fact.observationTrackingEnabled = dictionary["UIObservationTrackingEnabled"] as? Bool
        }
        return .success(fact)
    }
}
