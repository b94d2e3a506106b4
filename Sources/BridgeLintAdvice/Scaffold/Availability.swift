import BridgeLintCore

/// `@available` for code that needs a newer iOS than the deployment target; an unknown target is assumed to be
/// the newest, so nothing is marked then.
enum Availability {
    static func attribute(minimum: IOSVersion, target: IOSVersion?) -> String? {
        guard let target, target < minimum else { return nil }
        return "@available(iOS \(minimum), *)"
    }

    static func isBelow(_ minimum: IOSVersion, _ target: IOSVersion?) -> Bool {
        attribute(minimum: minimum, target: target) != nil
    }
}
