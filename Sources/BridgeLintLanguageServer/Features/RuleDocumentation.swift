import Foundation

/// What the server tells about a rule beyond a finding's message: the link a diagnostic's code opens, and
/// the explanation hover shows.
public struct RuleDocumentation: Sendable {
    /// The one place the documentation address is set. bridgelint has no documentation site: the default
    /// points at the README of the project's repository, with the rule id as the fragment. An editor or a
    /// team with its own pages sets `initializationOptions.ruleDocumentationURL` (`{rule}` is replaced by the
    /// rule id; an empty string sends no link).
    public static let defaultLinkTemplate = "https://github.com/bridgelint/bridgelint/blob/main/README.md#{rule}"

    public var linkTemplate: String
    /// The explanation of a rule by id, as `bridgelint explain` prints it; nil for an unknown id.
    public var explanation: @Sendable (String) -> String?

    public init(linkTemplate: String = RuleDocumentation.defaultLinkTemplate,
                explanation: @escaping @Sendable (String) -> String?) {
        self.linkTemplate = linkTemplate
        self.explanation = explanation
    }

    /// The rule's documentation address, or nil when links are turned off.
    func link(for ruleID: String) -> String? {
        guard !linkTemplate.isEmpty else { return nil }
        let encoded = ruleID.addingPercentEncoding(withAllowedCharacters: .urlFragmentAllowed) ?? ruleID
        return linkTemplate.contains("{rule}")
            ? linkTemplate.replacingOccurrences(of: "{rule}", with: encoded)
            : linkTemplate + encoded
    }
}
