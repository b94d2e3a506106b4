import BridgeLintCore
import SwiftSyntax

/// The system objects whose permission requests and settings queries call back on a queue of their choosing,
/// not necessarily the main one (as their documentation says). A project type with a method of the same name
/// decides its own queue, so the receiver must be seen to be one of these.
enum PermissionRequesters {
    static let frameworks: [String] = [
        "UNUserNotificationCenter", "PHPhotoLibrary", "SFSpeechRecognizer", "AVCaptureDevice", "CNContactStore",
        "EKEventStore", "HKHealthStore", "AVAudioSession", "AVAudioApplication", "UIApplication",
    ]

    /// The framework type `receiver` is: named in it (`UNUserNotificationCenter.current()`), or in the value of
    /// the local or property it names (`let center = UNUserNotificationCenter.current()`, `let store = EKEventStore()`).
    static func framework(of receiver: ExprSyntax) -> String? {
        if let named = mentioned(in: receiver.trimmedDescription) { return named }
        let unwrapped = receiver.withoutUnwraps
        let name: String
        if let reference = unwrapped.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
            if let local = HostingScope.local(named: name, at: reference) {
                guard case .value(let value) = local.source else { return nil }
                return mentioned(in: value.trimmedDescription)
            }
        } else if let member = unwrapped.as(MemberAccessExprSyntax.self), member.base?.isSelfLookingThroughUnwraps == true {
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard let members = receiver.ancestor(MemberBlockSyntax.self) else { return nil }
        for item in members.members {
            guard let variable = item.decl.as(VariableDeclSyntax.self),
                  let binding = variable.bindings.first(where: {
                      $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                  })
            else { continue }
            let declared = (binding.typeAnnotation?.type.trimmedDescription ?? "")
                + (binding.initializer?.value.trimmedDescription ?? "")
            return mentioned(in: declared)
        }
        return nil
    }

    private static func mentioned(in text: String) -> String? {
        frameworks.first { text.contains($0) }
    }
}
