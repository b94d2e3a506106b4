import BridgeLintCore

/// One value seen by UIKit as a trait and by SwiftUI as an environment value, kept in sync both ways through
/// UITraitBridgedEnvironmentKey (iOS 17+): the trait definition, the environment key, their accessors, and the bridge.
struct TraitBridgeTemplate {
    /// The accessor name on traits and environment values (`appTheme`).
    let property: String
    let valueType: String
    let defaultValue: String
    let target: IOSVersion?

    private var typePrefix: String { property.upperCamelName }

    static func generate(_ request: ScaffoldRequest) throws(ScaffoldError) -> Scaffold {
        guard let valueType = request.traitValueType, let defaultValue = request.traitDefault else {
            throw .invalidRequest("trait-bridge needs a type and a default value: \(ScaffoldKind.traitBridge.synopsis)")
        }
        guard SwiftInput.isType(valueType) else { throw .invalidRequest("'\(valueType)' is not a Swift type") }
        guard SwiftInput.isExpression(defaultValue) else {
            throw .invalidRequest("'\(defaultValue)' is not a Swift expression for the default value")
        }
        let property = request.name.prefix(1).lowercased() + request.name.dropFirst()
        let template = TraitBridgeTemplate(property: property, valueType: valueType.trimmingWhitespace,
                                           defaultValue: defaultValue.trimmingWhitespace, target: request.deploymentTarget)
        var notes = ["\(valueType) must be Sendable: both defaults are static constants"]
        if Availability.isBelow(Bridge.traitBridgedEnvironmentKey.minimumIOS, request.deploymentTarget) {
            notes.append("the trait and the bridge need iOS 17 and are marked @available; below it hosted SwiftUI sees the default unless the value is passed in or set with .environment")
        }
        return Scaffold(source: template.render(), notes: notes)
    }

    private func writeAvailability(into out: inout SourceBuilder) {
        if let attribute = Availability.attribute(minimum: Bridge.traitBridgedEnvironmentKey.minimumIOS, target: target) {
            out.line(attribute)
        }
    }

    func render() -> String {
        var out = SourceBuilder()
        out.lines(["import SwiftUI", "import UIKit"])
        out.blankLine()
        out.lines([
            "// \(property): one value, a trait for UIKit and an environment value for SwiftUI, kept in sync both ways.",
            "// UIKit sets it with `traitOverrides.\(property) = …` on a window scene, window or view controller;",
            "// SwiftUI reads `@Environment(\\.\(property))` and sets `.environment(\\.\(property), …)`.",
        ])
        out.blankLine()
        out.line("/// The UIKit side. Keep the default equal to \(typePrefix)Key's.")
        writeAvailability(into: &out)
        out.block("struct \(typePrefix)Trait: UITraitDefinition") { $0.line("static let defaultValue: \(valueType) = \(defaultValue)") }
        out.blankLine()
        writeAvailability(into: &out)
        out.block("extension UITraitCollection") { $0.line("var \(property): \(valueType) { self[\(typePrefix)Trait.self] }") }
        out.blankLine()
        writeAvailability(into: &out)
        out.block("extension UIMutableTraits") { body in
            body.block("var \(property): \(valueType)") { accessors in
                accessors.line("get { self[\(typePrefix)Trait.self] }")
                accessors.line("set { self[\(typePrefix)Trait.self] = newValue }")
            }
        }
        out.blankLine()
        out.line("/// The SwiftUI side.")
        out.block("struct \(typePrefix)Key: EnvironmentKey") { $0.line("static let defaultValue: \(valueType) = \(defaultValue)") }
        out.blankLine()
        out.block("extension EnvironmentValues") { body in
            body.block("var \(property): \(valueType)") { accessors in
                accessors.line("get { self[\(typePrefix)Key.self] }")
                accessors.line("set { self[\(typePrefix)Key.self] = newValue }")
            }
        }
        out.blankLine()
        out.line("/// The bridge: SwiftUI reads the value from the trait collection and writes it for the UIKit views it hosts.")
        writeAvailability(into: &out)
        out.block("extension \(typePrefix)Key: UITraitBridgedEnvironmentKey") { body in
            body.block("static func read(from traitCollection: UITraitCollection) -> \(valueType)") {
                $0.line("traitCollection.\(property)")
            }
            body.blankLine()
            body.block("static func write(to mutableTraits: inout UIMutableTraits, value: \(valueType))") {
                $0.line("mutableTraits.\(property) = value")
            }
        }
        return out.text
    }
}
