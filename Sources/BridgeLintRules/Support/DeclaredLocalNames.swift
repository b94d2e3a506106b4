import BridgeLintCore
import SwiftSyntax

/// Every name a file declares inside code: `let`/`var` outside a type's member list, parameters, closure
/// parameters, and `if let`/`for`/`case` bindings. A name outside this set is never a local, so a lookup of
/// it can stop before walking every enclosing scope (a long method's property uses are most lookups).
struct DeclaredLocalNames {
    private let names: Set<String>

    /// Names a scope declares without writing them.
    private static let implicitNames: Set<String> = ["newValue", "oldValue", "error"]

    init(in tree: SourceFileSyntax) {
        names = LocalNames.declared(in: tree, includingProperties: false)
    }

    /// Whether some code of the file could declare `name` as a local.
    func mayBeLocal(_ name: String) -> Bool {
        names.contains(name) || name.hasPrefix("$") || Self.implicitNames.contains(name)
    }
}
