import BridgeLintCore
import SwiftParser
import SwiftSyntax
import Testing

/// The two helpers rules use to look past the syntax around a value (Core's `ExpressionWrappers.swift`).
@Suite("Expression wrappers")
struct ExpressionWrappersTests {
    private func expression(_ source: String) throws -> ExprSyntax {
        let statement = try #require(Parser.parse(source: source).statements.first)
        return try #require(statement.item.as(ExprSyntax.self), "not an expression: \(source)")
    }

    @Test("withoutUnwraps looks through ?, ! and single parentheses, nothing else", arguments: [
        ("host", "host"),
        ("host!", "host"),
        ("(host?)!", "host"),
        ("self.host!", "self.host"),
        ("(host as? UIView)!", "host as? UIView"),
        ("(a, b)", "(a, b)"),
        ("(label: host)", "(label: host)"),
        ("try host", "try host"),
    ])
    func withoutUnwraps(source: String, expected: String) throws {
        #expect(try expression(source).withoutUnwraps.trimmedDescription == expected)
    }

    @Test("plainName names a local or a property of self, through unwraps", arguments: [
        ("host", "host"),
        ("self.host", "host"),
        ("host?", "host"),
        ("(self.host)!", "host"),
        ("self", nil),
        ("self?.host", nil),
        ("model.host", nil),
        ("makeHost()", nil),
        ("host as? UIView", nil),
    ] as [(String, String?)])
    func plainName(source: String, name: String?) throws {
        #expect(try expression(source).plainName == name)
    }
}
