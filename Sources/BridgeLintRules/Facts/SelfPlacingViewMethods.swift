import BridgeLintCore
import SwiftSyntax

/// Methods a project declares that put the view they are called on into another view
/// (`func pin(to container: UIView) { container.addSubview(self); … }`), by name. Read by
/// `hosting-controller-not-retained`: `host.view.pin(to: self)` puts a local controller's view on screen as surely
/// as `addSubview(host.view)`, wherever the helper is declared.
enum SelfPlacingViewMethods: FactRecorder {
    @CompactCoded
    struct FileRecord: CompactCodable, Sendable, Equatable {
        /// Names of the file's methods that add `self` to a view.
        var placing: [String] = []
        /// Names of its other methods, so that a name the file also declares without adding `self` is not taken.
        var others: [String] = []

        init() {}
    }

    /// The names of methods that add `self` to a view, apart from those a file declares both ways.
    typealias ProjectRecord = Set<String>

    static let name = "self-placing-view-methods"

    static func record(in file: LintFile) -> FileRecord? {
        guard file.contains("Subview(self") else { return nil }
        var record = FileRecord()
        for function in FileNodes.of(file).functions {
            guard let body = function.body, function.ancestor(MemberBlockSyntax.self) != nil else { continue }
            let name = function.name.text
            if addsSelf(body) {
                if !record.placing.contains(name) { record.placing.append(name) }
            } else if !record.others.contains(name) {
                record.others.append(name)
            }
        }
        return record.placing.isEmpty ? nil : record
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
        let others = Set(records.flatMap(\.others))
        return Set(records.flatMap(\.placing)).subtracting(others)
    }
}
