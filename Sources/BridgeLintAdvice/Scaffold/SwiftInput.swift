import SwiftParser
import SwiftSyntax

/// Checks the pieces of Swift a user passes on the command line (names, types, a default value) before any
/// of them reaches generated code: each must parse as exactly what it claims to be, and nothing more.
enum SwiftInput {
    /// A plain identifier such as `region` or `MapView` (keywords are not).
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        let tree = Parser.parse(source: "let \(text) = 0")
        guard !tree.hasError, let binding = singleBinding(in: tree) else { return false }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == text
    }

    /// A type such as `MKCoordinateRegion`, `[URL]`, `CGPoint?` or `Set<String>`.
    static func isType(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty else { return false }
        let tree = Parser.parse(source: "let value: \(trimmed)")
        guard !tree.hasError, let binding = singleBinding(in: tree), binding.initializer == nil else { return false }
        return binding.typeAnnotation?.type.trimmedDescription == trimmed
    }

    /// A closure type such as `(String) -> Void` or `@MainActor (Int) async -> Bool`.
    static func isFunctionType(_ text: String) -> Bool {
        guard isType(text) else { return false }
        let tree = Parser.parse(source: "let value: \(text.trimmingWhitespace)")
        guard let type = singleBinding(in: tree)?.typeAnnotation?.type else { return false }
        if let attributed = type.as(AttributedTypeSyntax.self) { return attributed.baseType.is(FunctionTypeSyntax.self) }
        return type.is(FunctionTypeSyntax.self)
    }

    /// An expression such as `.standard`, `false` or `Theme(name: "plain")`.
    static func isExpression(_ text: String) -> Bool {
        let trimmed = text.trimmingWhitespace
        guard !trimmed.isEmpty else { return false }
        let tree = Parser.parse(source: "let value = \(trimmed)")
        guard !tree.hasError, let binding = singleBinding(in: tree) else { return false }
        return binding.initializer?.value.trimmedDescription == trimmed
    }

    private static func singleBinding(in tree: SourceFileSyntax) -> PatternBindingSyntax? {
        guard tree.statements.count == 1,
              let variable = tree.statements.first?.item.as(VariableDeclSyntax.self),
              variable.bindings.count == 1
        else { return nil }
        return variable.bindings.first
    }
}

extension String {
    var trimmingWhitespace: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return String(text)
    }

    /// `MapView` → `mapView`; a leading acronym keeps only its last letter: `MKMapView` → `mapView`, `UIView` → `view`.
    var lowerCamelName: String {
        let scalars = Array(self)
        var capitals = 0
        while capitals < scalars.count, scalars[capitals].isUppercase { capitals += 1 }
        let start = capitals > 1 && capitals < scalars.count ? capitals - 1 : 0
        let rest = String(scalars[start...])
        return rest.prefix(1).lowercased() + rest.dropFirst()
    }

    /// `appTheme` → `AppTheme`.
    var upperCamelName: String {
        prefix(1).uppercased() + dropFirst()
    }
}
