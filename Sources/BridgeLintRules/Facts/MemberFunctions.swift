import BridgeLintCore
import SwiftSyntax

/// The functions a file declares at its top level and in its types and extensions, not those nested in other
/// functions or closures: what the per-file fact recorders that summarise functions (`BackgroundCallbacks`,
/// `PublisherSources`) look at. Taken from the file's shared walk (`FileNodes`).
enum MemberFunctions {
    static func of(_ file: LintFile) -> [FunctionDeclSyntax] {
        file.memo.value("MemberFunctions") {
            // A function inside another's body is in code; one in a type's member block is not.
            FileNodes.of(file).declarationsOutsideCode.compactMap { $0.as(FunctionDeclSyntax.self) }
        }
    }
}
