import BridgeLintCore
import SwiftSyntax

/// Whether code is written for AppKit rather than UIKit, read from what it imports and the SDK names it
/// uses. The two differ where the bridge rules give advice: AppKit has no `didMove(toParent:)` or
/// `willMove(toParent:)`, so there `addChild(_:)` and `removeFromParent()` are the whole containment contract;
/// and each platform has its own deployment target, which decides the APIs a rule may recommend.
enum PlatformCode {
    /// Whether a file is AppKit code: it imports AppKit or Cocoa and not UIKit, or it names AppKit controller
    /// types among `types` (a parent's superclass, a child's type).
    static func isAppKit(_ file: LintFile, types: [String] = []) -> Bool {
        if types.contains(where: isAppKitName) { return true }
        if types.contains(where: { $0.hasPrefix("UI") }) { return false }
        return file.platforms == Platform.appKit
    }

    /// `NSViewController`, `NSHostingController`, `NSSplitViewController`: AppKit's own controller classes.
    static func isAppKitName(_ name: String) -> Bool {
        name.hasPrefix("NS") && (name.hasSuffix("Controller") || name.hasSuffix("HostingView"))
    }

    /// The platforms the code at `node` runs on: AppKit or UIKit as `isAppKit` tells, narrowed by the
    /// `#if os(…)` blocks around it.
    static func platforms(of node: some SyntaxProtocol, in file: LintFile, types: [String] = []) -> Set<Platform> {
        var platforms = isAppKit(file, types: types) ? Platform.appKit
            : types.contains(where: { $0.hasPrefix("UI") }) ? Platform.uiKit : file.platforms
        var current = Syntax(node)
        while let parent = current.parent {
            if let clause = current.as(IfConfigClauseSyntax.self) {
                let narrowed = platforms.intersection(compiledPlatforms(of: clause))
                // Code under `#if os(macOS)` in a UIKit file is macOS code after all.
                platforms = narrowed.isEmpty ? compiledPlatforms(of: clause) : narrowed
            }
            current = parent
        }
        return platforms
    }

    /// The platforms an `#if`, `#elseif` or `#else` clause is compiled for: its condition, and none of the
    /// earlier clauses' conditions.
    private static func compiledPlatforms(of clause: IfConfigClauseSyntax) -> Set<Platform> {
        var platforms = clause.condition.map(platforms(where:)) ?? Set(Platform.allCases)
        if let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) {
            for earlier in clauses.prefix(while: { $0.id != clause.id }) {
                guard let condition = earlier.condition else { continue }
                // Only an earlier condition that is only about platforms rules them out.
                if let excluded = platformsOnly(where: condition) { platforms.subtract(excluded) }
            }
        }
        return platforms
    }

    /// The platforms where a compilation condition can hold: `os(macOS)`, `!os(iOS)`, `os(iOS) || os(tvOS)`;
    /// any other condition (`DEBUG`, `canImport(UIKit)`) may hold anywhere.
    private static func platforms(where condition: ExprSyntax) -> Set<Platform> {
        platformsOnly(where: condition) ?? Set(Platform.allCases)
    }

    /// The platforms where a condition made only of `os(…)` tests holds; nil for any other condition.
    private static func platformsOnly(where condition: ExprSyntax) -> Set<Platform>? {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return platformsOnly(where: inner.expression)
        }
        if let call = condition.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "os",
           let name = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let platform = name == "OSX" ? Platform.macOS : Platform(rawValue: name)
            return platform.map { [$0] } ?? []
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return platformsOnly(where: prefix.expression).map { Set(Platform.allCases).subtracting($0) }
        }
        // The parser leaves `a || b && c` unfolded: `||` binds loosest.
        if let sequence = condition.as(SequenceExprSyntax.self) {
            var alternatives: [Set<Platform>] = []
            var conjunction = Set(Platform.allCases)
            for element in sequence.elements {
                if let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                    guard op == "||" || op == "&&" else { return nil }
                    if op == "||" {
                        alternatives.append(conjunction)
                        conjunction = Set(Platform.allCases)
                    }
                } else {
                    guard let platforms = platformsOnly(where: element) else { return nil }
                    conjunction.formIntersection(platforms)
                }
            }
            return alternatives.reduce(conjunction) { $0.union($1) }
        }
        if let infix = condition.as(InfixOperatorExprSyntax.self),
           let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
           let left = platformsOnly(where: infix.leftOperand), let right = platformsOnly(where: infix.rightOperand) {
            switch op {
            case "||": return left.union(right)
            case "&&": return left.intersection(right)
            default: return nil
            }
        }
        return nil
    }
}
