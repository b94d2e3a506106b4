import BridgeLintCore
import SwiftSyntax

/// The coordinator sets a plain stored property through its copy of the representable (`parent.isLoading = false`):
/// the copy is the coordinator's own value, so the write reaches neither the caller's value nor any later copy.
extension CoordinatorStaleParent {
    struct CopyWrite {
        let write: Write
        /// The coordinator's property holding the copy (`parent`).
        let copy: String
        /// The representable's plain property it sets (`isLoading`).
        let input: String
    }

    /// Writes to plain `var` inputs through a copy, where the coordinator never reads that input back itself (a
    /// coordinator that keeps its own flag in the copy gets what it wrote). A write in an `@objc` method that no
    /// selector of the file names and no code calls (its `addTarget` commented out) never runs.
    static func copyWrites(in representable: Representable, coordinator: Coordinator, file: LintFile) -> [CopyWrite] {
        let copies = Set(coordinator.parentProperties(of: representable.name).map(\.name))
        guard !copies.isEmpty else { return [] }
        let plainVars = Set(representable.inputs.filter { input in
            input.kind == .plain && input.declaration.bindingSpecifier.tokenKind == .keyword(.var)
                && !input.declaration.bindings.contains { isFunctionOrBinding($0.typeAnnotation?.type) }
        }.map(\.name))
        guard !plainVars.isEmpty else { return [] }
        var writes: [CopyWrite] = []
        var targets: Set<SyntaxIdentifier> = []
        let accesses = FileNodes.of(file).memberAccesses
        for member in coordinator.members {
            for write in Write.all(in: member, of: file) {
                guard let path = write.target.pathFromSelf, path.count == 2, copies.contains(path[0]), plainVars.contains(path[1])
                else { continue }
                writes.append(CopyWrite(write: write, copy: path[0], input: path[1]))
                targets.insert(write.target.id)
            }
        }
        let readBack = Set(coordinator.members.flatMap { member in
            FileNodes.within(member, accesses).compactMap { access -> String? in
                guard !targets.contains(ExprSyntax(access).id), let path = ExprSyntax(access).pathFromSelf, path.count == 2,
                      copies.contains(path[0])
                else { return nil }
                return path[1]
            }
        })
        let unwired = unwiredActions(of: coordinator, in: file)
        return writes.filter { write in
            !readBack.contains(write.input) && write.write.node.ancestor(FunctionDeclSyntax.self).map { !unwired.contains($0.id) } != false
        }
    }

    /// The coordinator's `@objc` methods that nothing in the file names in a `#selector` or calls.
    private static func unwiredActions(of coordinator: Coordinator, in file: LintFile) -> Set<SyntaxIdentifier> {
        let actions = coordinator.members.compactMap { $0.as(FunctionDeclSyntax.self) }
            .filter { TypeNames.attribute(named: "objc", in: $0.attributes) != nil }
        guard !actions.isEmpty else { return [] }
        let named = SelectorNames.all(in: file.tree)
        let called = Set(FileCalls.all(in: file).compactMap(\.calleeName))
        return Set(actions.filter { !named.contains($0.name.text) && !called.contains($0.name.text) }.map(\.id))
    }

    func reportCopyWrites(of representable: Representable, coordinator: Coordinator, file: LintFile, report: inout RuleReport) {
        let labels = InputVariation.callSiteLabels(of: representable)
        for found in Self.copyWrites(in: representable, coordinator: coordinator, file: file) {
            let lost = """
                the coordinator sets '\(found.copy).\(found.input)', but '\(found.input)' is a plain property of its own copy of \
                \(representable.name): the write changes that copy only, never the value the caller passed (nor any later copy); \
                declare it '@Binding var \(found.input)' and pass a binding ('$\(found.input)'), or report \
                the change through a closure the caller passes
                """
            let latent = lost + "; no call site in this project passes a value of its own for it, so nothing waits for the write yet"
            guard var question = InputVariation.question([found.input], of: representable, labels: labels, message: lost, latentMessage: latent)
            else {
                report.add(at: found.write.node, latent, confidence: .latent)
                continue
            }
            question.heldByCaller = true
            report.whenIndexed(at: found.write.node, asking: question)
        }
    }
}
