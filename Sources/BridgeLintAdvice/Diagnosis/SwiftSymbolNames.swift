/// Reads type and function names out of Swift symbols as backtraces and Objective-C runtime names print them,
/// mangled (`$s5MyApp13ProfileLoaderC4loadyyF`, `_TtC5MyApp16DetailController`) or demangled
/// (`closure #1 () -> () in MyApp.ProfileLoader.load() -> ()`). Not a demangler: it keeps the plain
/// identifiers, which is all the ranking compares.
enum SwiftSymbolNames {
    /// The types and the function (or property) a symbol names.
    struct Names: Equatable {
        var types: [String] = []
        var member: String?
    }

    static func names(inSymbol symbol: String, module: String?) -> Names {
        let trimmed = symbol.trimmingCharacters(in: .whitespaces)
        if let objc = objectiveCMethod(trimmed) { return objc }
        for prefix in ["_$s", "$s", "_$S", "$S", "_T0"] where trimmed.hasPrefix(prefix) {
            return mangledNames(trimmed.dropFirst(prefix.count))
        }
        return demangledNames(trimmed, module: module)
    }

    /// `-[MyApp.DetailController viewDidLoad]`, `-[UIView(Hierarchy) addSubview:]`.
    private static func objectiveCMethod(_ symbol: String) -> Names? {
        guard symbol.hasPrefix("-[") || symbol.hasPrefix("+["), let close = symbol.firstIndex(of: "]") else { return nil }
        let inside = symbol[symbol.index(symbol.startIndex, offsetBy: 2)..<close]
        let parts = inside.split(separator: " ", maxSplits: 1)
        guard let typePart = parts.first else { return nil }
        let type = typePart.prefix { $0 != "(" }.split(separator: ".").last.map(String.init)
        let member = parts.count > 1 ? parts[1].split(separator: ":").first.map(String.init) : nil
        return Names(types: type.map { [$0] } ?? [], member: member)
    }

    /// `5MyApp13ProfileLoaderC4loadyyF` → types `ProfileLoader`, member `load` (the module is dropped).
    private static func mangledNames(_ mangled: Substring) -> Names {
        var names = Names()
        for (offset, token) in identifiers(in: mangled).enumerated() {
            if offset == 0, token.followedByIdentifier { continue }
            if token.isModule { continue }
            if let next = token.next, "CVOP".contains(next) {
                names.types.append(token.name)
            } else if !names.types.isEmpty {
                // The function's name; what follows is its signature (`10Foundation4DataV…`), not the code's names.
                names.member = token.name
                break
            }
        }
        return names
    }

    /// The type names in a mangled Objective-C name of a Swift class (`_TtGC7SwiftUI19UIHostingControllerV5MyApp8RootView_`
    /// → `UIHostingController`, `RootView`), in order, modules dropped.
    static func mangledTypeNames(_ mangled: String) -> [String] {
        identifiers(in: Substring(mangled.dropFirst(3))).filter { !$0.isModule }.map(\.name)
    }

    struct Identifier {
        var name: String
        /// The character that follows it, which tells a type (`C`, `V`, `O`, `P`) from a function.
        var next: Character?
        var followedByIdentifier: Bool
        /// A module: right after a nominal type's kind letter and followed by the type's own name.
        var isModule: Bool
    }

    /// The length-prefixed identifiers of a mangled name (`7SwiftUI` → `SwiftUI`). Word substitutions (`0B`,
    /// `AA`) and the operators between identifiers are skipped.
    static func identifiers(in mangled: Substring) -> [Identifier] {
        let characters = Array(mangled)
        var found: [Identifier] = []
        var index = 0
        while index < characters.count {
            let character = characters[index]
            guard let digit = character.wholeNumberValue, digit > 0, character.isASCII else {
                index += 1
                continue
            }
            var length = 0
            var end = index
            while end < characters.count, let value = characters[end].wholeNumberValue, characters[end].isASCII {
                length = length * 10 + value
                end += 1
            }
            let stop = end + length
            guard length > 0, stop <= characters.count,
                  characters[end].isLetter || characters[end] == "_",
                  characters[end..<stop].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            else {
                index = end
                continue
            }
            let previous: Character? = index > 0 ? characters[index - 1] : nil
            let next: Character? = stop < characters.count ? characters[stop] : nil
            let followed = next.map { $0.isASCII && ($0.wholeNumberValue ?? 0) > 0 } ?? false
            let afterKind = previous.map { "CVOPG".contains($0) } ?? true
            found.append(Identifier(name: String(characters[end..<stop]), next: next, followedByIdentifier: followed,
                                    isModule: afterKind && followed))
            index = stop
        }
        return found
    }

    /// `closure #1 () -> () in MyApp.ProfileLoader.load() -> ()` → `ProfileLoader`, `load`;
    /// `MyApp.Settings.units.setter : MyApp.Units` → `Settings`, `units`.
    private static func demangledNames(_ symbol: String, module: String?) -> Names {
        // The function a closure is in names the code; what comes before " in " is the closure's signature.
        var text = Substring(symbol)
        if let range = symbol.range(of: " in ", options: .backwards) { text = symbol[range.upperBound...] }
        for prefix in ["partial apply for ", "@objc ", "static ", "merged ", "protocol witness for "] where text.hasPrefix(prefix) {
            text = text.dropFirst(prefix.count)
        }
        // The qualified name runs up to the parameter list, an accessor or a type annotation.
        let path = text.prefix { $0 != "(" && $0 != " " && $0 != "<" }
        var components = path.split(separator: ".").map(String.init)
        for accessor in ["setter", "getter", "modify", "didset", "willset", "init", "deinit"] where components.last == accessor && components.count > 1 {
            components.removeLast()
            if accessor == "init" || accessor == "deinit" { components.append(accessor) }
        }
        guard components.count >= 2 else { return Names() }
        if components.count > 2 || components.first == module { components.removeFirst() }
        let member = components.removeLast()
        return Names(types: components.filter { $0.first?.isUppercase == true }, member: member)
    }
}

import Foundation
