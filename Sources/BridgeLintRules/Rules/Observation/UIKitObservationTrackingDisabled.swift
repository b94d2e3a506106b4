import BridgeLintCore
import SwiftSyntax

/// On iOS 18–25, a UIKit view or controller reads `@Observable` state in a layout or drawing method as if UIKit
/// tracked it, but the app never turned automatic observation tracking on.
struct UIKitObservationTrackingDisabled: IndexedRule {
    static let factRecorders: [any FactRecorder.Type] = [ObservationTrackingArming.self]

    static let description = RuleDescription(
        id: "uikit-observation-tracking-disabled",
        summary: "UIKit reads @Observable state in layoutSubviews/viewWillLayoutSubviews/draw, but UIObservationTrackingEnabled is not set (iOS 18–25)",
        severity: .warning,
        isOptIn: true,
        rationale: """
            UIKit can track the @Observable properties read in layoutSubviews, viewWillLayoutSubviews and draw(_:) \
            and run those methods again when they change. It does so by default from iOS 26; on iOS 18 to 25 only \
            when the app's Info.plist sets UIObservationTrackingEnabled to YES. Code written for automatic tracking \
            therefore shows stale values on those versions without the key. The rule applies only to deployment \
            targets from iOS 18 up to (not including) iOS 26, and needs the project's Info.plist files: with an \
            unknown target it assumes the newest iOS, where tracking is always on, and with no Info.plist among the \
            linted files it cannot tell, so it stays silent in both cases. updateProperties() is not checked: it exists only from iOS 26, where tracking is on. \
            Classes that track by hand with withObservationTracking are not reported. Opt-in, because some apps \
            invalidate these views by other means.
            """,
        howToFix: """
            Add `<key>UIObservationTrackingEnabled</key><true/>` to the app's Info.plist, or observe the model \
            explicitly with withObservationTracking and call setNeedsLayout()/setNeedsDisplay() on change.
            """,
        triggeringExamples: [
            Example(files: [
                "ElevationBadgeView.swift": """
                    final class ElevationBadgeView: UIView {
                        private let label = UILabel()
                        var trail: TrailModel

                        override func layoutSubviews() {
                            super.layoutSubviews()
                            label.text = ↓trail.elevation.formatted()
                            label.frame = bounds
                        }
                    }
                    """,
                "TrailModel.swift": """
                    @Observable final class TrailModel { var elevation = 0.0 }
                    """,
                "Info.plist": infoPlist(key: nil),
            ], deploymentTarget: IOSVersion(18)),
            Example(files: [
                "PlayerViewController.swift": """
                    final class PlayerViewController: UIViewController {
                        let player: PlayerState

                        override func viewWillLayoutSubviews() {
                            super.viewWillLayoutSubviews()
                            title = ↓self.player.trackTitle
                            view.backgroundColor = player.isPlaying ? .systemBackground : .secondarySystemBackground
                        }
                    }
                    """,
                "PlayerState.swift": """
                    @Observable class PlayerState {
                        var trackTitle = ""
                        var isPlaying = false
                    }
                    """,
                "Info.plist": infoPlist(key: false),
            ], deploymentTarget: IOSVersion(18, 4)),
            Example(files: [
                "GaugeView.swift": """
                    final class GaugeView: UIView {
                        let reading = SensorReading()

                        override func draw(_ rect: CGRect) {
                            let fraction = CGFloat(↓reading.value / reading.maximum)
                            UIColor.systemGreen.setFill()
                            UIRectFill(CGRect(x: 0, y: 0, width: rect.width * fraction, height: rect.height))
                        }
                    }
                    """,
                "SensorReading.swift": """
                    @Observable final class SensorReading {
                        var value = 0.0
                        var maximum = 1.0
                    }
                    """,
                "App-Info.plist": infoPlist(key: nil),
            ], deploymentTarget: IOSVersion(25)),
        ],
        nonTriggeringExamples: [
            Example(files: [
                "SpeedGaugeView.swift": """
                    final class SpeedGaugeView: UIView {
                        private let valueLabel = UILabel()
                        let ride: RideModel
                        override func layoutSubviews() {
                            super.layoutSubviews()
                            valueLabel.text = ride.speed.formatted()
                        }
                    }
                    """,
                "SpeedGaugeView+Observation.swift": """
                    // The view re-arms tracking itself, in an extension of its own.
                    extension SpeedGaugeView {
                        func watchRide() {
                            withObservationTracking { _ = ride.speed } onChange: { [weak self] in
                                DispatchQueue.main.async { self?.setNeedsLayout(); self?.watchRide() }
                            }
                        }
                    }
                    """,
                "RideModel.swift": "@Observable final class RideModel { var speed = 0.0 }",
                "Info.plist": infoPlist(key: nil),
            ], deploymentTarget: IOSVersion(18)),
            Example(files: [
                "ElevationBadgeView.swift": """
                    final class ElevationBadgeView: UIView {
                        private let label = UILabel()
                        var trail: TrailModel

                        override func layoutSubviews() {
                            super.layoutSubviews()
                            label.text = trail.elevation.formatted()
                        }
                    }
                    """,
                "TrailModel.swift": """
                    @Observable final class TrailModel { var elevation = 0.0 }
                    """,
                "Info.plist": infoPlist(key: true),
            ], deploymentTarget: IOSVersion(18)),
            Example(files: [
                "ElevationBadgeView.swift": """
                    final class ElevationBadgeView: UIView {
                        var trail: TrailModel

                        override func layoutSubviews() {
                            super.layoutSubviews()
                            accessibilityValue = trail.elevation.formatted()
                        }
                    }
                    """,
                "TrailModel.swift": """
                    @Observable final class TrailModel { var elevation = 0.0 }
                    """,
                "Info.plist": infoPlist(key: nil),
            ], deploymentTarget: IOSVersion(26)),
            Example(files: [
                "ElevationBadgeView.swift": """
                    final class ElevationBadgeView: UIView {
                        var trail: TrailModel
                        override func layoutSubviews() { accessibilityValue = trail.elevation.formatted() }
                    }
                    """,
                "TrailModel.swift": "@Observable final class TrailModel { var elevation = 0.0 }",
                "Info.plist": infoPlist(key: nil),
            ], deploymentTarget: IOSVersion(17)),
            Example(files: [
                "ElevationBadgeView.swift": """
                    final class ElevationBadgeView: UIView {
                        var trail: TrailModel
                        override func layoutSubviews() { accessibilityValue = trail.elevation.formatted() }
                    }
                    """,
                "TrailModel.swift": "@Observable final class TrailModel { var elevation = 0.0 }",
                "Info.plist": infoPlist(key: nil),
            ]),
            Example(files: [
                "ScoreView.swift": """
                    final class ScoreView: UIView {
                        private let label = UILabel()
                        let game: Game

                        func observe() {
                            withObservationTracking { _ = game.score } onChange: { [weak self] in
                                DispatchQueue.main.async {
                                    self?.setNeedsLayout()
                                    self?.observe()
                                }
                            }
                        }

                        override func layoutSubviews() {
                            super.layoutSubviews()
                            label.text = "\\(game.score)"
                        }
                    }
                    """,
                "Game.swift": """
                    @Observable final class Game { var score = 0 }
                    """,
                "Info.plist": infoPlist(key: nil),
            ], deploymentTarget: IOSVersion(18)),
            Example(files: [
                "StatusView.swift": """
                    final class StatusView: UIView {
                        private let label = UILabel()
                        let status: LegacyStatus
                        let config: Config

                        override func layoutSubviews() {
                            super.layoutSubviews()
                            label.text = status.message + config.suffix
                            status.markShown()
                        }

                        override func updateProperties() {
                            super.updateProperties()
                            label.textColor = config.tint
                        }
                    }
                    """,
                "Models.swift": """
                    final class LegacyStatus: ObservableObject { @Published var message = "" }
                    struct Config { var suffix = ""; var tint = UIColor.label }
                    """,
                "Info.plist": infoPlist(key: nil),
            ], deploymentTarget: IOSVersion(18)),
            Example(files: [
                "ElevationBadgeView.swift": """
                    final class ElevationBadgeView: UIView {
                        private let label = UILabel()
                        var trail: TrailModel

                        override func layoutSubviews() {
                            super.layoutSubviews()
                            label.text = trail.elevation.formatted()
                        }
                    }
                    """,
                "TrailModel.swift": """
                    @Observable final class TrailModel { var elevation = 0.0 }
                    """,
            ], deploymentTarget: IOSVersion(18)),
        ],
        symptoms: [
            "updateProperties is not called again when the model changes",
            "layoutSubviews does not rerun when the observable model changes",
            "UIObservationTrackingEnabled",
        ],
        scaffold: .observationLoop
    )

    /// A minimal app Info.plist, with `UIObservationTrackingEnabled` set to `key` when given.
    private static func infoPlist(key: Bool?) -> String {
        let entry = key.map { "\n    <key>UIObservationTrackingEnabled</key>\n    <\($0)/>" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
                <key>CFBundleName</key>
                <string>TrailNotes</string>\(entry)
            </dict>
            </plist>
            """
    }

    /// UIKit methods that iOS 18 tracks automatically when the Info.plist key is set.
    private static let trackedMethods: Set<String> = ["layoutSubviews", "viewWillLayoutSubviews", "draw"]

    /// A read of `model`, a property's type, in a tracked method of `readingClass`.
    @CompactCoded
    struct Question: IndexQuestion {
        var model: String
        var message: String
        var readingClass: String
    }

    /// Reported when the model is @Observable, the project's Info.plist files leave tracking off, and no part
    /// of the reading class (an extension in another file included) arms tracking by hand.
    static func answer(_ question: Question, index: ProjectIndex) -> String? {
        guard index.isObservable(question.model) == .yes, !index.infoPlists.isEmpty,
              !index.infoPlists.contains(where: { $0.observationTrackingEnabled == true }),
              !(index.declarations(named: question.readingClass) + index.extensions(of: question.readingClass))
                .contains(where: { index.recorded(ObservationTrackingArming.self, for: $0) == true })
        else { return nil }
        return question.message
    }

    func check(_ file: LintFile, report: inout RuleReport) {
        guard let target = file.deploymentTargets[.iOS], target >= IOSVersion(18), target < IOSVersion(26),
              Self.trackedMethods.contains(where: file.contains)
        else { return }
        for type in ClassFinder.classes(in: file.tree) {
            // The class's extensions in the file add methods, and may arm tracking by hand.
            let parts: [any DeclGroupSyntax] = [type] + SameFileTypeParts.others(of: type)
            let members = parts.flatMap { $0.memberBlock.flattenedDeclarations }
            let properties = Self.storedPropertyTypes(members)
            guard !properties.isEmpty, !parts.contains(where: Self.tracksByHand) else { continue }
            for function in members.compactMap({ $0.as(FunctionDeclSyntax.self) }) {
                guard Self.trackedMethods.contains(function.name.text),
                      function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
                      let body = function.body
                else { continue }
                let method = function.name.text
                for read in PropertyReads.first(of: Set(properties.keys), in: body) {
                    let modelType = properties[read.property]!
                    let readText = read.node.trimmedDescription
                    let message = """
                        '\(method)' reads '\(readText)' of @Observable '\(modelType)' as if UIKit tracked it, but no \
                        Info.plist sets UIObservationTrackingEnabled, so on iOS 18–25 the view is not updated when \
                        it changes; set the key to YES or observe the model with withObservationTracking
                        """
                    report.whenIndexed(at: read.node, asking: Question(model: modelType, message: message, readingClass: type.name.text))
                }
            }
        }
    }

    /// Stored properties with a visible type: `var trail: TrailModel`, `let reading = SensorReading()`.
    private static func storedPropertyTypes(_ members: [DeclSyntax]) -> [String: String] {
        var result: [String: String] = [:]
        for variable in members.compactMap({ $0.as(VariableDeclSyntax.self) }) {
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.typeAnnotation.flatMap({ TypeNames.simpleName(of: $0.type) })
                        ?? binding.initializer.flatMap({ TypeNames.constructedTypeName($0.value) })
                else { continue }
                result[name] = type
            }
        }
        return result
    }

    private static func tracksByHand(_ type: any DeclGroupSyntax) -> Bool {
        type.memberBlock.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("withObservationTracking") }
    }
}

/// Reads of a property's members (`trail.elevation`, `self.player.title`), not calls of its methods nor writes.
private enum PropertyReads {
    struct Read {
        let property: String
        let node: MemberAccessExprSyntax
    }

    /// The first read of each of `properties`, in source order.
    static func first(of properties: Set<String>, in body: CodeBlockSyntax) -> [Read] {
        let finder = Finder(properties: properties)
        finder.walk(body)
        return finder.reads
    }

    private final class Finder: SyntaxVisitor {
        let properties: Set<String>
        var reads: [Read] = []
        private var seen: Set<String> = []

        init(properties: Set<String>) {
            self.properties = properties
            super.init(viewMode: .sourceAccurate)
        }

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            guard let base = node.base, let property = Self.property(base), properties.contains(property),
                  node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id != ExprSyntax(node).id,
                  !Self.isAssigned(node)
            else { return .visitChildren }
            if seen.insert(property).inserted { reads.append(Read(property: property, node: node)) }
            return .skipChildren
        }

        /// `trail` in `trail`, `self.trail`, `trail?`.
        private static func property(_ base: ExprSyntax) -> String? {
            if let optional = base.as(OptionalChainingExprSyntax.self) { return property(optional.expression) }
            if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) {
                return reference.baseName.text
            }
            guard let member = base.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            else { return nil }
            return member.declName.baseName.text
        }

        private static func isAssigned(_ node: MemberAccessExprSyntax) -> Bool {
            guard let sequence = node.parent?.as(SequenceExprSyntax.self), let assignment = Assignment(sequence) else { return false }
            return assignment.target.id == ExprSyntax(node).id
        }
    }
}
