import Foundation

/// One `// bridgelint:…` comment.
///
/// Forms: `bridgelint:disable ids` / `bridgelint:enable ids` (a region, from the comment on),
/// `bridgelint:disable:next ids` (the next line of code), `bridgelint:disable:this ids`
/// (the comment's own line), `bridgelint:disable:file ids` (the whole file).
/// `ids` is a list of rule ids separated by spaces or commas, or `all`; text after ` -- ` is a reason.
public struct SuppressionDirective: Sendable, Hashable {
    public enum Action: String, Sendable { case disable, enable }
    public enum Scope: String, Sendable { case region, next, this, file }

    public var action: Action
    public var scope: Scope
    public var ruleIDs: [String]
    /// Where the comment starts.
    public var line: Int
    public var column: Int
    /// Just past the comment, on its line.
    public var endColumn: Int
    /// The line a `next` directive applies to, or the directive's own line.
    public var targetLine: Int
    public var sourceLine: String

    public static let allRules = "all"

    public func names(_ ruleID: String) -> Bool {
        ruleIDs.contains(Self.allRules) || ruleIDs.contains(ruleID)
    }

    /// Whether this directive silences a finding of `ruleID` at `line`:`column` on its own
    /// (regions are resolved by `SuppressionMap`, which knows the matching `enable`).
    func covers(line findingLine: Int) -> Bool {
        switch scope {
        case .file: true
        case .next, .this: findingLine == targetLine
        case .region: false
        }
    }

    /// The parsed form of a comment's text, or `nil` when the comment is not a directive.
    /// A comment that starts with `bridgelint:` but is malformed gives `.failure` with the reason.
    static func parse(comment: String) -> Result<(Action, Scope, [String]), DirectiveError>? {
        var body = Substring(comment)
        for opener in ["///", "//", "/**", "/*"] where body.hasPrefix(opener) {
            body = body.dropFirst(opener.count)
            break
        }
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        let text = body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("bridgelint:") else { return nil }
        var command = Substring(text.dropFirst("bridgelint:".count))
        if let reason = command.range(of: " -- ") { command = command[..<reason.lowerBound] }
        let words = command.split(whereSeparator: { $0.isWhitespace || $0 == "," }).map(String.init)
        guard let verb = words.first else { return .failure(.missingCommand) }
        let verbParts = verb.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard let action = Action(rawValue: verbParts[0]), verbParts.count <= 2 else {
            return .failure(.unknownCommand(verb))
        }
        let scope: Scope
        if verbParts.count == 2 {
            guard let modifier = Scope(rawValue: verbParts[1]), modifier != .region,
                  action == .disable
            else { return .failure(.unknownCommand(verb)) }
            scope = modifier
        } else {
            scope = .region
        }
        let ids = Array(words.dropFirst())
        guard !ids.isEmpty else { return .failure(.missingRuleIDs(verb)) }
        return .success((action, scope, ids))
    }
}

enum DirectiveError: Error, Equatable {
    case missingCommand
    case unknownCommand(String)
    case missingRuleIDs(String)

    var message: String {
        switch self {
        case .missingCommand:
            "empty bridgelint directive; write 'bridgelint:disable RULE-ID' or 'bridgelint:enable RULE-ID'"
        case .unknownCommand(let verb):
            "unknown bridgelint directive '\(verb)'; use disable, disable:next, disable:this, disable:file or enable"
        case .missingRuleIDs(let verb):
            "'bridgelint:\(verb)' names no rule; add rule ids or 'all'"
        }
    }
}
