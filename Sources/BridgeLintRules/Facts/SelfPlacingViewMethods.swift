import BridgeLintCore
import SwiftSyntax

/// Methods a project declares that put the view they are called on into another view
/// (`func pin(to container: UIView) { container.addSubview(self); … }`), by name. Read by
/// `hosting-controller-not-retained`: `host.view.pin(to: self)` puts a local controller's view on screen as surely
/// as `addSubview(host.view)`, wherever the helper is declared.
enum SelfPlacingViewMethods: FactRecorder {
    /// The names of the methods that add `self` to a view, by file. (An overload that hands on to one of them,
    /// `pin(to:)` calling `pin(to:insets:)`, shares its name.)
    typealias FileRecord = [String]
    typealias ProjectRecord = Set<String>

    static let name = "self-placing-view-methods"

    static func record(in file: LintFile) -> FileRecord? {
        guard file.contains("Subview(self") else { return nil }
        let names = FileNodes.of(file).functions.filter { function in
            function.ancestor(MemberBlockSyntax.self) != nil && function.body.map(addsSelf) == true
        }.map(\.name.text)
        return names.isEmpty ? nil : Array(Set(names)).sorted()
    }

    /// `container.addSubview(self)`, `stack.insertArrangedSubview(self, at: 0)` outside closures.
    private static func addsSelf(_ body: CodeBlockSyntax) -> Bool {
        Nodes.all(FunctionCallExprSyntax.self, in: body, outsideClosures: true).contains { call in
            guard let callee = call.calleeName, HostingVocabulary.addingSubview.contains(callee),
                  call.calledExpression.is(MemberAccessExprSyntax.self),
                  let first = call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)
            else { return false }
            return first.baseName.tokenKind == .keyword(.self)
        }
    }

    static func merge(_ records: [FileRecord]) -> ProjectRecord {
        Set(records.joined())
    }
}
