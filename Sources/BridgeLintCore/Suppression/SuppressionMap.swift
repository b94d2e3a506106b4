import SwiftSyntax

/// The suppression comments of one file, and which of them silenced something.
public struct SuppressionMap: Sendable {
    public internal(set) var directives: [SuppressionDirective] = []
    /// A `bridgelint:` comment that could not be read, with the reason, reported as `invalid-suppression`.
    public struct Malformed: Sendable {
        public var directive: SuppressionDirective
        public var reason: String
    }

    public internal(set) var malformed: [Malformed] = []

    public init() {}

    /// Reads every `bridgelint:` comment of the file. Comments only: text in string literals is never a directive.
    public init(file: LintFile) {
        // Most files have no directive; a byte search is far cheaper than walking every token's trivia.
        guard file.contains("bridgelint:") else { return }
        var pendingNext: [SuppressionDirective] = []
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position
            for piece in token.leadingTrivia {
                scan(piece, at: offset, in: file, pendingNext: &pendingNext)
                offset += piece.sourceLength
            }
            if !pendingNext.isEmpty {
                let line = file.location(of: token.positionAfterSkippingLeadingTrivia).line
                for var directive in pendingNext {
                    directive.targetLine = line
                    directives.append(directive)
                }
                pendingNext.removeAll()
            }
            offset = token.endPositionBeforeTrailingTrivia
            for piece in token.trailingTrivia {
                scan(piece, at: offset, in: file, pendingNext: &pendingNext)
                offset += piece.sourceLength
            }
        }
        // A `next` directive at the end of the file applies to nothing; it is kept so it is reported as unused.
        directives += pendingNext
        directives.sort { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    private mutating func scan(
        _ piece: TriviaPiece, at position: AbsolutePosition, in file: LintFile,
        pendingNext: inout [SuppressionDirective]
    ) {
        let text: String
        switch piece {
        case .lineComment(let comment), .blockComment(let comment),
             .docLineComment(let comment), .docBlockComment(let comment):
            text = comment
        default:
            return
        }
        guard let parsed = SuppressionDirective.parse(comment: text) else { return }
        let start = file.location(of: position)
        let sourceLine = file.lineText(start.line)
        let width = text.split(separator: "\n", omittingEmptySubsequences: false).first?.utf8.count ?? 0
        var directive = SuppressionDirective(
            action: .disable, scope: .this, ruleIDs: [], line: start.line, column: start.column,
            endColumn: start.column + max(width, 1), targetLine: start.line, sourceLine: sourceLine)
        switch parsed {
        case .failure(let error):
            malformed.append(Malformed(directive: directive, reason: error.message))
        case .success(let (action, scope, ids)):
            directive.action = action
            directive.scope = scope
            directive.ruleIDs = ids
            if scope == .next {
                pendingNext.append(directive)
            } else {
                directives.append(directive)
            }
        }
    }

    /// The index of the directive that silences a finding of `ruleID` at `line`:`column`, if any.
    /// Line-scoped and file-wide directives win over regions; regions are decided by the last
    /// `disable`/`enable` naming the rule before the finding.
    public func suppressor(ruleID: String, line: Int, column: Int) -> Int? {
        if let index = directives.firstIndex(where: { $0.action == .disable && $0.names(ruleID) && $0.covers(line: line) }) {
            return index
        }
        var active: Int?
        for (index, directive) in directives.enumerated()
        where directive.scope == .region && directive.names(ruleID) {
            guard (directive.line, directive.column) < (line, column) else { break }
            active = directive.action == .disable ? index : nil
        }
        return active
    }
}
