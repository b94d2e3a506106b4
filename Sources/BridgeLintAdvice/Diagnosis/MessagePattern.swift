import BridgeLintCore
import Foundation

/// The text of a run-time message with its variable parts marked, compiled once into a regular expression.
///
/// A template is literal text with placeholders `{role:kind}`: `role` is a `NameRole` (or `_` for a part that
/// names nothing, like an attribute number), `kind` says what the part looks like:
/// - `type`: a Swift type as printed, module-qualified or generic (`MyApp.Settings`, `Store<Item>`);
/// - `object`: an object description in angle brackets (`<MyApp.DetailController: 0x7fa1c8d0a200>`), nested
///   generics included, or `(null)`;
/// - `objcMethod`: `-[UIView setNeedsLayout]`, which carries a `receiverClass` and a `selector`;
/// - `number`: digits;
/// - `sourceLocation`: `File.swift:35`, the place a Swift runtime error names.
/// `…` stands for any text (Apple inserts optional parts, such as `(from <…>)`). Runs of spaces match any
/// whitespace. Matching is not anchored: console prefixes (timestamps, `MyApp[123:456]`, `[SwiftUI]`) and
/// suffixes are ignored.
public struct MessagePattern: Sendable {
    public let template: String
    /// The longest literal part, searched for first: a regular expression only runs on lines that hold it.
    let keyword: [UInt8]
    /// Which name role each capture group holds (nil: a group whose text is no name).
    private let roles: [NameRole?]
    private let kinds: [PlaceholderKind]
    private let expression: NSRegularExpressionBox

    enum PlaceholderKind: String, Sendable {
        case type, object, objcMethod, number, sourceLocation
    }

    /// A part of a line a placeholder matched.
    public struct Capture: Sendable, Equatable {
        public var role: NameRole
        public var text: String
        /// Whether the text is an object description or a type (decides how names are read from it).
        var isObject: Bool
        /// Whether the text is a `File.swift:line` location, kept whole.
        var isSourceLocation = false
    }

    public init(_ template: String) {
        self.template = template
        var regex = ""
        var roles: [NameRole?] = []
        var kinds: [PlaceholderKind] = []
        var literals: [String] = []
        var literal = ""
        func flushLiteral() {
            guard !literal.isEmpty else { return }
            literals.append(literal)
            let words = literal.split(separator: " ", omittingEmptySubsequences: false)
            regex += words.map { NSRegularExpression.escapedPattern(for: String($0)) }.joined(separator: #"\s+"#)
            literal = ""
        }
        var rest = Substring(template)
        while let first = rest.first {
            if first == "…" {
                flushLiteral()
                regex += ".*?"
                rest = rest.dropFirst()
            } else if first == "{", let close = rest.firstIndex(of: "}") {
                flushLiteral()
                let parts = rest[rest.index(after: rest.startIndex)..<close].split(separator: ":")
                let role = parts.first.flatMap { NameRole(rawValue: String($0)) }
                let kind = parts.count > 1 ? PlaceholderKind(rawValue: String(parts[1])) ?? .type : .type
                // Apple writes `controller:<…>` with no space, and sometimes one: either matches.
                regex += #"\s*"#
                switch kind {
                case .type:
                    regex += #"(\S(?:.*?\S)?)"#
                    roles.append(role)
                    kinds.append(kind)
                case .object:
                    regex += "(" + Self.angleBracketed(depth: 6) + #"|\(null\))"#
                    roles.append(role)
                    kinds.append(kind)
                case .objcMethod:
                    regex += #"[-+]\[([^\s\]]+)\s+([^\]]+)\]"#
                    roles += [.receiverClass, .selector]
                    kinds += [.type, .type]
                case .number:
                    regex += #"(\d+)"#
                    roles.append(nil)
                    kinds.append(kind)
                case .sourceLocation:
                    regex += #"([^\s:]+\.swift:\d+)"#
                    roles.append(role)
                    kinds.append(kind)
                }
                rest = rest[rest.index(after: close)...]
            } else {
                literal.append(first)
                rest = rest.dropFirst()
            }
        }
        flushLiteral()
        self.roles = roles
        self.kinds = kinds
        let longest = literals.map { $0.trimmingCharacters(in: .whitespaces) }.max { $0.utf8.count < $1.utf8.count } ?? ""
        // A keyword with a space in it would miss text wrapped differently: keep its longest word run instead.
        self.keyword = Array((longest.split(separator: " ").max { $0.utf8.count < $1.utf8.count }.map(String.init) ?? longest).utf8)
        // The templates are the catalog's own constants: one that does not compile is a programming error.
        self.expression = NSRegularExpressionBox(try! NSRegularExpression(pattern: regex, options: []))
    }

    /// `<…>` with angle brackets nested up to `depth` levels (`<UIHostingController<ModifiedContent<A, B<C>>>: 0x…>`).
    private static func angleBracketed(depth: Int) -> String {
        var inner = "<[^<>]*>"
        for _ in 1..<depth {
            inner = "<(?:[^<>]|" + inner + ")*>"
        }
        return inner
    }

    /// Whether the line (its UTF-8 bytes) could hold the message: its keyword is in it.
    func mayMatch(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteSearch.contains(utf8, keyword)
    }

    /// The captures of the first match in `line`, or nil when it does not match.
    public func match(_ line: String) -> [Capture]? {
        let range = NSRange(line.startIndex..<line.endIndex, in: line)
        guard let result = expression.value.firstMatch(in: line, options: [], range: range) else { return nil }
        var captures: [Capture] = []
        for (group, role) in roles.enumerated() {
            guard let role, let text = Range(result.range(at: group + 1), in: line).map({ String(line[$0]) }) else { continue }
            captures.append(Capture(role: role, text: text, isObject: kinds[group] == .object,
                                    isSourceLocation: kinds[group] == .sourceLocation))
        }
        return captures
    }
}

/// NSRegularExpression is immutable and thread-safe once made, but not declared Sendable on every platform.
struct NSRegularExpressionBox: @unchecked Sendable {
    let value: NSRegularExpression
    init(_ value: NSRegularExpression) { self.value = value }
}
