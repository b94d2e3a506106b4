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
    static func playersMadeInBody(of members: [DeclSyntax], in file: LintFile) -> [(call: FunctionCallExprSyntax, type: String, trigger: String, fallbackFor: String?)] {
        let triggers = members.lazy.compactMap({ $0.as(VariableDeclSyntax.self) }).compactMap({ variable -> String? in
            guard TypeNames.attributeNames(variable.attributes).contains(where: rerunningWrappers.contains) else { return nil }
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        })
        guard file.contains("VideoPlayer"), let trigger = triggers.first else { return [] }
        var found: [(call: FunctionCallExprSyntax, type: String, trigger: String, fallbackFor: String?)] = []
        let declaredTypes = StoredProperties.declaredTypes(in: members)
        for member in members {
            guard let variable = member.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
                  let accessors = binding.accessorBlock
            else { continue }
            for call in Nodes.all(FunctionCallExprSyntax.self, in: accessors) where call.calleeName == "VideoPlayer" {
                guard let argument = call.argument(labeled: "player") else { continue }
                if let player = argument.as(FunctionCallExprSyntax.self), let type = player.constructedType, players.contains(type) {
                    found.append((player, type, trigger, nil))
                } else if let (kept, player, type) = fallback(argument, declaredTypes: declaredTypes),
                          let other = triggers.first(where: { $0 != kept }) {
                    // Setting the kept player ends the fallback: only another change runs body while it is nil.
                    found.append((player, type, other, kept))
                }
            }
        }
        return found
    }

    /// `player ?? AVPlayer()` or `player ?? .init()` for a stored `player: AVPlayer?`: the player kept, the
    /// fallback made while it is nil, and the fallback's type.
    private static func fallback(
        _ argument: ExprSyntax, declaredTypes: [String: TypeSyntax]
    ) -> (kept: String, made: FunctionCallExprSyntax, type: String)? {
        guard let sequence = argument.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              sequence.elements.dropFirst().first?.as(BinaryOperatorExprSyntax.self)?.operator.text == "??",
              let kept = sequence.elements.first?.pathFromSelf, kept.count == 1,
              let made = sequence.elements.last?.as(FunctionCallExprSyntax.self)
        else { return nil }
        guard let type = made.constructedType ?? made.implicitInitType(declared: declaredTypes[kept[0]]),
              players.contains(type)
        else { return nil }
        return (kept[0], made, type)
    }

    static func bodyPlayerMessage(type: String, view: String, trigger: String, fallbackFor kept: String? = nil) -> String {
        if let kept {
            return """
                while '\(kept)' is nil, \(view)'s body creates a new empty \(type) for VideoPlayer each time it runs, and \
                it runs again whenever '\(trigger)' changes: the player view is handed another player on every run, \
                tearing down what it set up for the last one; show VideoPlayer only when '\(kept)' is set \
                ('if let \(kept) { VideoPlayer(player: \(kept)) }'), or keep one empty player in a @State
                """
        }
        return """
        \(view)'s body creates a new \(type) for VideoPlayer each time it runs, and it runs again whenever \
        '\(trigger)' changes: the player view is handed the new \(type), so the video loads again and starts over; \
        create the player once (in .onAppear/.task into an optional @State, or in a model) and pass that
        """
    }
}
