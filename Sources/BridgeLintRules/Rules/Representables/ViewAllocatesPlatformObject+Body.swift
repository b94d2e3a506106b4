import BridgeLintCore
import SwiftSyntax

/// `VideoPlayer(player: AVPlayer(url: url))` in a view's body: each evaluation hands the player view a new
/// player, and the view's own state makes the body run again whenever it changes.
extension ViewAllocatesPlatformObject {
    private static let players: Set<String> = ["AVPlayer", "AVQueuePlayer"]
    /// Wrappers whose changes run the view's body again.
    private static let rerunningWrappers: Set<String> = [
        "State", "StateObject", "ObservedObject", "EnvironmentObject", "Binding", "FocusState", "AppStorage",
        "SceneStorage", "Bindable",
    ]

    /// Players the view's computed properties (its body and the parts it is built from) create inline for
    /// `VideoPlayer`, with the first property whose change runs them again; none when nothing in the view changes.
    static func playersMadeInBody(of members: [DeclSyntax], in file: LintFile) -> [(call: FunctionCallExprSyntax, type: String, trigger: String)] {
        guard file.contains("VideoPlayer"), let trigger = members.lazy.compactMap({ $0.as(VariableDeclSyntax.self) }).compactMap({ variable -> String? in
            guard TypeNames.attributeNames(variable.attributes).contains(where: rerunningWrappers.contains) else { return nil }
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }).first else { return [] }
        var found: [(call: FunctionCallExprSyntax, type: String, trigger: String)] = []
        for member in members {
            guard let variable = member.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                  let accessors = binding.accessorBlock
            else { continue }
            for call in Nodes.all(FunctionCallExprSyntax.self, in: accessors) where call.calleeName == "VideoPlayer" {
                guard let player = call.argument(labeled: "player")?.as(FunctionCallExprSyntax.self),
                      let type = player.constructedType, players.contains(type)
                else { continue }
                found.append((player, type, trigger))
            }
        }
        return found
    }

    static func bodyPlayerMessage(type: String, view: String, trigger: String) -> String {
        """
        \(view)'s body creates a new \(type) for VideoPlayer each time it runs, and it runs again whenever \
        '\(trigger)' changes: the player view is handed the new \(type), so the video loads again and starts over; \
        create the player once (in .onAppear/.task into an optional @State, or in a model) and pass that
        """
    }
}
