import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The last gate before generated code is shown: it must parse without a single error. The MCP server's
/// `verify` reports an edited text's errors with it too.
public enum SyntaxCheck {
    /// The syntax errors of `source` as `line:column: message`; empty when it parses cleanly.
    public static func errors(in source: String) -> [String] {
        let tree = Parser.parse(source: source)
        guard tree.hasError else { return [] }
        let locations = SourceLocationConverter(fileName: "generated.swift", tree: tree)
        return ParseDiagnosticsGenerator.diagnostics(for: tree).map { diagnostic in
            let location = diagnostic.location(converter: locations)
            return "\(location.line):\(location.column): \(diagnostic.message)"
        }
    }
}
