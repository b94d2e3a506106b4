import BridgeLintCore
import SwiftSyntax

/// The indentation of the code around a fix, so inserted lines look like their neighbours.
enum Indentation {
    /// The white space the line of `node`'s first character starts with.
    static func of(_ node: some SyntaxProtocol, in file: LintFile) -> String {
        let line = file.locations.location(for: node.positionAfterSkippingLeadingTrivia).line
        return String(file.lineText(line).prefix { $0 == " " || $0 == "\t" })
    }

    /// One level of indentation as the file writes it: how much deeper a function's statements sit than the
    /// function (or the function than its type); four spaces when nothing tells.
    static func unit(around function: FunctionDeclSyntax, in file: LintFile) -> String {
        let functionIndent = of(function, in: file)
        if let first = function.body?.statements.first,
           let step = deeper(of(first, in: file), than: functionIndent) {
            return step
        }
        var node = function.parent
        while let current = node {
            if current.isProtocol(DeclGroupSyntax.self), let step = deeper(functionIndent, than: of(current, in: file)) {
                return step
            }
            node = current.parent
        }
        return "    "
    }

    private static func deeper(_ inner: String, than outer: String) -> String? {
        inner.count > outer.count && inner.hasPrefix(outer) ? String(inner.dropFirst(outer.count)) : nil
    }
}
