/// A kind of code `bridgelint new` generates. A rule names the one that writes correct code for what it checks
/// (`RuleDescription.scaffold`); what each kind generates, and how to ask for it, is in BridgeLintAdvice.
public enum ScaffoldKind: String, CaseIterable, Sendable {
    case representable
    case controllerRepresentable = "controller-representable"
    case gestureRepresentable = "gesture-representable"
    case hostingChild = "hosting-child"
    case hostingCell = "hosting-cell"
    case childContainer = "child-container"
    case traitBridge = "trait-bridge"
    case observationLoop = "observation-loop"
}
