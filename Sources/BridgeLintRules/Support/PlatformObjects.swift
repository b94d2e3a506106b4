import BridgeLintCore

/// Names of UIKit, AppKit and other Apple framework classes that are views, controllers, layers, players and
/// other objects worth owning once: read by `representable-stored-object` and `view-allocates-platform-object`.
enum PlatformObjects {
    /// Prefixes of Apple frameworks whose view, controller, layer and player types are classes.
    private static let frameworkPrefixes = ["UI", "NS", "MK", "WK", "AV", "CA", "SK", "SCN", "AR", "PDF", "PH", "CL", "MTK", "QL", "PK"]

    /// Name endings of framework reference types that matter on screen or hold resources.
    static let objectSuffixes = [
        "View", "Controller", "Layer", "Player", "Field", "Label", "Button", "Bar", "Control", "Switch", "Slider",
        "Stepper", "Picker", "Recognizer", "Session", "Manager", "DisplayLink",
    ]

    /// Name endings of framework views, view controllers, layers and players: what is costly to allocate and
    /// carries on-screen or playback state (not sessions, managers or recognizers).
    static let visualSuffixes = [
        "View", "Controller", "Layer", "Player", "Field", "Label", "Button", "Bar", "Control", "Switch", "Slider", "Stepper",
    ]

    /// A framework class by its name: a framework prefix followed by a capital, ending in one of `suffixes`.
    static func isFrameworkObject(_ type: String, suffixes: [String] = objectSuffixes) -> Bool {
        frameworkPrefixes.contains { prefix in
            guard type.hasPrefix(prefix), let next = type.dropFirst(prefix.count).first, next.isUppercase else { return false }
            return suffixes.contains { type.hasSuffix($0) }
        }
    }

    /// A type the index traces to a framework object: a framework class itself when the project does not declare
    /// it, or a project class whose superclass chain ends in one. A project struct or enum, or a class whose
    /// chain ends in a type nothing names as a framework object, is not.
    static func isKnownObject(_ type: String, in index: ProjectIndex, suffixes: [String] = objectSuffixes) -> Bool {
        var current = type
        var visited: Set<String> = []
        while visited.insert(current).inserted {
            let declarations = index.declarations(named: current)
            if declarations.isEmpty { return isFrameworkObject(current, suffixes: suffixes) }
            guard declarations.count == 1, let declaration = declarations.first, declaration.kind == .class,
                  let superclass = declaration.inheritedTypes.first
            else { return false }
            current = superclass
        }
        return false
    }
}
