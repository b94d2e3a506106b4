import Foundation

/// A name a run-time message carries (a type, a controller class, a selector, a function of a backtrace), in the
/// role the message gives it.
public struct CarriedName: Sendable, Codable, Hashable {
    public var role: NameRole
    /// The simple name, as the project's code spells it: `Settings` for `MyApp.Settings`.
    public var name: String
    /// The text the message printed for it: `MyApp.Settings`, `UIHostingController<ModifiedContent<…>>`.
    public var printed: String
    /// A type found inside the printed type's generic arguments (`SettingsView` in
    /// `UIHostingController<SettingsView>`), which weighs less than the type itself.
    public var isGenericArgument: Bool

    public init(role: NameRole, name: String, printed: String, isGenericArgument: Bool = false) {
        self.role = role
        self.name = name
        self.printed = printed
        self.isGenericArgument = isGenericArgument
    }

    /// The names code may use for it: a selector's setter is the property (`setText:` → `text`).
    var spellings: [String] {
        guard role == .selector else { return [name] }
        var names = [name]
        if name.hasPrefix("set"), name.count > 3, let first = name.dropFirst(3).first, first.isUppercase {
            names.append(first.lowercased() + name.dropFirst(4))
        }
        return names
    }
}

/// Reads the names out of the parts of a line that placeholders matched.
enum NameReader {
    /// Types that only wrap others in printed generic types, and say nothing about the app.
    static let plumbing: Set<String> = [
        "ModifiedContent", "Optional", "AnyView", "Array", "Dictionary", "Set", "TupleView", "EmptyView", "Group",
        "Never", "Swift", "SwiftUI", "UIKit", "Foundation", "Text", "String", "Bool",
    ]

    static func names(in capture: MessagePattern.Capture) -> [CarriedName] {
        if capture.isSourceLocation {
            return [CarriedName(role: capture.role, name: capture.text, printed: capture.text)]
        }
        switch capture.role {
        case .selector:
            let selector = capture.text.trimmingCharacters(in: .whitespaces)
            return selector.isEmpty ? [] : [CarriedName(role: .selector, name: selector, printed: selector)]
        case .receiverClass:
            // `UIView(CALayerDelegate)`: a category in parentheses is not part of the class.
            let name = String(capture.text.prefix { $0 != "(" })
            return name.isEmpty ? [] : [CarriedName(role: .receiverClass, name: name, printed: capture.text)]
        default:
            let type = capture.isObject ? typeText(ofObject: capture.text) : capture.text
            guard let type, !type.isEmpty else { return [] }
            return typeNames(type).enumerated().map { offset, name in
                CarriedName(role: capture.role, name: name, printed: type, isGenericArgument: offset > 0)
            }
        }
    }

    /// `<MyApp.DetailController: 0x7fa1c8d0a200>` → `MyApp.DetailController`; nil for `(null)`.
    static func typeText(ofObject text: String) -> String? {
        guard text.hasPrefix("<") else { return nil }
        var depth = 0
        var end = text.endIndex
        var index = text.index(after: text.startIndex)
        while index < text.endIndex {
            let character = text[index]
            if character == "<" { depth += 1 }
            if character == ">" {
                if depth == 0 { end = index; break }
                depth -= 1
            }
            if depth == 0, character == ":" || character == ";" { end = index; break }
            index = text.index(after: index)
        }
        let type = text[text.index(after: text.startIndex)..<end].trimmingCharacters(in: .whitespaces)
        return type.isEmpty ? nil : type
    }

    /// The simple names of a printed type, the type itself first, then the app's types in its generic arguments:
    /// `UIHostingController<ModifiedContent<MyApp.RootView, _EnvironmentKeyWritingModifier<Optional<MyApp.Store>>>>`
    /// → `UIHostingController`, `RootView`, `Store`. Mangled Objective-C names of generic Swift classes
    /// (`_TtGC7SwiftUI19UIHostingController…`) are read the same way.
    static func typeNames(_ printed: String) -> [String] {
        if printed.hasPrefix("_Tt") {
            return unique(SwiftSymbolNames.mangledTypeNames(printed).filter(isMeaningful))
        }
        var names: [String] = []
        var word = ""
        func flush() {
            // `MyApp.Settings` → `Settings`: the last component of a qualified name.
            if let last = word.split(separator: ".").last.map(String.init), !last.isEmpty { names.append(last) }
            word = ""
        }
        for character in printed {
            if character.isLetter || character.isNumber || character == "_" || character == "." {
                word.append(character)
            } else {
                flush()
            }
        }
        flush()
        // `Optional<MyApp.Route>` is about `Route`; `UIHostingController<RootView>` is about both.
        guard let first = names.first else { return [] }
        let arguments = names.dropFirst().filter(isMeaningful)
        return unique(plumbing.contains(first) && !arguments.isEmpty ? arguments : [first] + arguments)
    }

    /// A name worth looking for in code: not plumbing, not private (`_EnvironmentKeyWritingModifier`), not a number.
    static func isMeaningful(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter else { return false }
        return !plumbing.contains(name)
    }

    private static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
