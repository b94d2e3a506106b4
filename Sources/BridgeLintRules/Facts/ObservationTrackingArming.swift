import BridgeLintCore
import SwiftSyntax

/// Per type: whether its code calls `withObservationTracking`. Read by `uikit-observation-tracking-disabled`: a
/// class that arms tracking by hand, in any file, needs no Info.plist key.
enum ObservationTrackingArming: DeclarationFactRecorder {
    static let name = "observation-tracking-arming"

    static func mayRecord(in file: LintFile) -> Bool {
        file.contains("withObservationTracking")
    }

    static func value(of kind: TypeFact.Kind, members: MemberBlockSyntax, in file: LintFile) -> Bool? {
        members.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("withObservationTracking") } ? true : nil
    }
}
