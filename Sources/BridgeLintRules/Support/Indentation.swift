import SwiftSyntax

/// The indentation of the code around a fix, so inserted lines look like their neighbours.
/// Read from the syntax tree's trivia: the white space after the last line break before a line's first token.
enum Indentation {
    /// The white space the line of `node`'s first character starts with.
    static func of(_ node: some SyntaxProtocol) -> String {
        var token = node.firstToken(viewMode: .sourceAccurate)
        while let current = token {
            let pieces = Array(current.leadingTrivia)
            if let lastBreak = pieces.lastIndex(where: \.isNewline) {
                return whiteSpace(pieces[(lastBreak + 1)...])
            }
            guard let previous = current.previousToken(viewMode: .sourceAccurate) else {
                return whiteSpace(pieces[...])
            }
            token = previous
        }
        return ""
    }

    /// One level of indentation as the file writes it: how much deeper a function's statements sit than the
    /// function (or the function than its type); four spaces when nothing tells.
    static func unit(around function: FunctionDeclSyntax) -> String {
        let functionIndent = of(function)
        if let first = function.body?.statements.first, let step = deeper(of(first), than: functionIndent) {
            return step
        }
        var node = function.parent
        while let current = node {
            if current.isProtocol(DeclGroupSyntax.self), let step = deeper(functionIndent, than: of(current)) {
                return step
            }
            node = current.parent
        }
        return "    "
    }

    private static func whiteSpace(_ pieces: ArraySlice<TriviaPiece>) -> String {
        var result = ""
        for piece in pieces {
            switch piece {
            case .spaces(let count): result += String(repeating: " ", count: count)
            case .tabs(let count): result += String(repeating: "\t", count: count)
            default: return result
            }
        }
        return result
    }

    private static func deeper(_ inner: String, than outer: String) -> String? {
        inner.count > outer.count && inner.hasPrefix(outer) ? String(inner.dropFirst(outer.count)) : nil
    }
}
