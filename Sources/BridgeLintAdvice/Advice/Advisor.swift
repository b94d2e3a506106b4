import BridgeLintCore
import SwiftParser
import SwiftSyntax

/// Turns what a type is into advice, for a deployment target (`nil`: unknown, assumed to be the newest).
public struct Advisor: Sendable {
    public let target: IOSVersion?

    public init(target: IOSVersion?) {
        self.target = target
    }

    public func advice(for subject: Subject) -> Advice {
        switch subject {
        case .uikit(let known):
            return classAdvice(typeName: known.name, known: known, intrinsicSize: known.intrinsicSize,
                               headlineSubject: "\(known.name) (\(known.module))", wrapperName: known.wrapperName)
        case .projectSubclass(let subclass):
            let chain = subclass.chain.joined(separator: " → ")
            var advice = classAdvice(typeName: subclass.declaration.name, known: subclass.base,
                                     intrinsicSize: subclass.intrinsicSize,
                                     headlineSubject: "\(subclass.declaration.name) (\(subclass.declaration.location); \(chain))",
                                     wrapperName: subclass.declaration.name + "Representable")
            if subclass.overridesIntrinsicContentSize {
                advice.facts.append(Advice.Fact(label: "Size", text: "the project overrides intrinsicContentSize: SwiftUI sizes it from that"))
            }
            return advice
        case .swiftUIView(let declaration):
            return swiftUIViewAdvice(declaration)
        case .observableModel(let declaration, let usesObservationMacro):
            return modelAdvice(declaration, usesObservationMacro: usesObservationMacro)
        case .representable(let declaration):
            return Advice(
                headline: "\(declaration.name) (\(declaration.location)) already is a representable: `bridgelint lint` checks it against every rule.",
                bridges: [])
        case .unrelated(let declaration):
            return Advice(
                headline: "\(declaration.name) (\(declaration.location)) is not a UIKit class bridgelint knows, a SwiftUI view or an observable model, so no bridge applies to it directly.",
                bridges: [])
        }
    }

    // MARK: UIKit classes

    private func classAdvice(typeName: String, known: UIKitClass, intrinsicSize: UIKitClass.IntrinsicSize?,
                             headlineSubject: String, wrapperName: String) -> Advice {
        switch known.role {
        case .view, .layer:
            let noun = known.role == .layer ? "a layer: show it through a UIView whose layerClass it is, in a" : "a UIView: wrap it in a"
            var advice = Advice(headline: "\(headlineSubject) is \(noun) UIViewRepresentable.", bridges: [.viewRepresentable])
            addCommonFacts(known, bridge: .viewRepresentable, to: &advice)
            advice.facts.append(Advice.Fact(label: "Size", text: sizeText(intrinsicSize)))
            advice.commands = [ScaffoldCommandLine(wrapping: known, as: .representable, name: wrapperName, typeName: typeName).description]
            return advice
        case .controller:
            var advice = Advice(headline: "\(headlineSubject) is a view controller: wrap it in a UIViewControllerRepresentable, usually presented as a sheet.",
                                bridges: [.controllerRepresentable])
            addCommonFacts(known, bridge: .controllerRepresentable, to: &advice)
            if known.events.contains(where: \.endsPresentation) {
                advice.facts.append(Advice.Fact(label: "Closing", text: "the coordinator calls SwiftUI's dismiss action when it is done; it never dismisses the controller itself"))
            }
            advice.commands = [ScaffoldCommandLine(wrapping: known, as: .controllerRepresentable, name: wrapperName, typeName: typeName).description]
            return advice
        case .gestureRecognizer:
            var advice = Advice(headline: "\(headlineSubject) is a gesture recognizer: use a SwiftUI gesture when one fits, else a UIGestureRecognizerRepresentable.",
                                bridges: [.gestureRecognizerRepresentable])
            advice.facts.append(Advice.Fact(label: "Bridge", text: availability(of: .gestureRecognizerRepresentable)))
            if let alternative = known.swiftUIAlternative {
                advice.facts.append(Advice.Fact(label: "SwiftUI", text: alternative))
            }
            advice.traps = known.traps
            advice.commands = [ScaffoldCommandLine(.gestureRepresentable, wrapperName, options: ["--type", typeName]).description]
            return advice
        case .container:
            return Advice(
                headline: "\(headlineSubject) is a container of view controllers: do not wrap it in SwiftUI.",
                bridges: [.hostingController],
                facts: [
                    Advice.Fact(label: "SwiftUI", text: known.swiftUIAlternative ?? "SwiftUI's own navigation"),
                    Advice.Fact(label: "UIKit", text: "keep the container in UIKit and give it SwiftUI screens with UIHostingController, \(availability(of: .hostingController))"),
                ],
                traps: known.traps,
                commands: [ScaffoldCommandLine(.hostingChild, "ScreenController", options: ["--root-view", "ScreenView"]).description])
        case .cell:
            var advice = Advice(
                headline: "\(headlineSubject) is a cell: SwiftUI goes inside it, through UIHostingConfiguration.",
                bridges: [.hostingConfiguration])
            advice.facts.append(Advice.Fact(label: "Bridge", text: availability(of: .hostingConfiguration)))
            advice.traps = known.traps
            var options = ["--root-view", "RowView"]
            if typeName.contains("TableView") { options.append("--table") }
            advice.commands = [ScaffoldCommandLine(.hostingCell, "Hosting" + typeName, options: options).description]
            return advice
        }
    }

    private func addCommonFacts(_ known: UIKitClass, bridge: Bridge, to advice: inout Advice) {
        advice.facts.append(Advice.Fact(label: "Bridge", text: availability(of: bridge)))
        if let target, known.minimumIOS > target {
            advice.facts.append(Advice.Fact(label: "Availability", text: "\(known.name) (as generated) needs iOS \(known.minimumIOS): guard its use with if #available(iOS \(known.minimumIOS), *)"))
        }
        if let alternative = known.swiftUIAlternative {
            advice.facts.append(Advice.Fact(label: "SwiftUI", text: "\(alternative) may replace it"))
        }
        if !known.delegates.isEmpty {
            let slots = known.delegates.map { "\($0.protocols.joined(separator: " & ")) (\($0.property))" }.joined(separator: ", ")
            advice.facts.append(Advice.Fact(label: "Delegate", text: "\(slots), set to the coordinator once, in make"))
        }
        for (label, direction) in [("Two-way", BridgedProperty.Direction.twoWay), ("Reported", .reported), ("Inputs", .oneWay)] {
            let properties = known.properties.filter { $0.direction == direction }
            guard !properties.isEmpty else { continue }
            let listed = properties.map { property in
                let source = direction == .oneWay ? nil : reportingEvent(of: property.name, in: known)
                return "\(property.name): \(property.type)" + (source.map { " (from \($0))" } ?? "")
                    + (property.isCreationInput ? " (read once, at creation)" : "")
            }
            advice.facts.append(Advice.Fact(label: label, text: listed.joined(separator: ", ")))
        }
        if !known.teardown.isEmpty {
            let steps = known.teardown.map { $0.replacingOccurrences(of: "{view}.", with: "") }.joined(separator: "; ")
            advice.facts.append(Advice.Fact(label: "Teardown", text: "in the static dismantle: \(steps)"))
        }
        advice.traps = known.traps
    }

    /// `mapView(_:regionDidChangeAnimated:)` or `.valueChanged`: where UIKit reports the property.
    private func reportingEvent(of property: String, in known: UIKitClass) -> String? {
        for event in known.events where event.reports.contains(where: { $0.property == property }) {
            switch event.source {
            case .delegateMethod(let signature): return Self.compoundName(of: signature)
            case .controlEvent(let name): return ".\(name)"
            }
        }
        return nil
    }

    /// `func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)` → `searchBar(_:textDidChange:)`.
    static func compoundName(of signature: String) -> String {
        let tree = Parser.parse(source: signature + " {}")
        guard let function = tree.statements.first?.item.as(FunctionDeclSyntax.self) else { return signature }
        let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
        return "\(function.name.text)(\(labels))"
    }

    private func sizeText(_ size: UIKitClass.IntrinsicSize?) -> String {
        let sizing = Availability.isBelow(IOSVersion(16), target)
            ? "sizeThatFits (iOS 16+, marked @available below; until then give it a frame)"
            : "sizeThatFits"
        switch size {
        case .neither?: return "no intrinsic size: it fills what it is offered and collapses under .fixedSize(); the generated \(sizing) gives it an ideal size"
        case .heightOnly?: return "an intrinsic height but no width: the generated \(sizing) takes the width from the proposal"
        case .heightForWidth?: return "wraps to its width: the generated \(sizing) measures the height for the proposed width"
        case .full?: return "has an intrinsic size: SwiftUI uses it (it may still stretch where it hugs weakly)"
        case nil: return "unknown: if it has no intrinsic size, implement sizeThatFits"
        }
    }

    /// "UIViewRepresentable, iOS 13+ (deployment target iOS 16.0)", or what to use instead below the minimum.
    func availability(of bridge: Bridge) -> String {
        let needs = "\(bridge.rawValue), iOS \(bridge.minimumIOS)+"
        guard let target else { return "\(needs) (deployment target unknown: assuming the newest; pass --ios)" }
        guard bridge.isAvailable(for: target) else {
            return "\(bridge.rawValue) needs iOS \(bridge.minimumIOS), above the deployment target iOS \(target): use \(bridge.fallback ?? "another bridge") instead (bridgelint new generates that)"
        }
        return "\(needs) (deployment target iOS \(target))"
    }

    // MARK: Project SwiftUI views and models

    private func swiftUIViewAdvice(_ declaration: TypeFact) -> Advice {
        var advice = Advice(
            headline: "\(declaration.name) (\(declaration.location)) is a SwiftUI view: UIKit shows it through a hosting controller, or a hosting configuration in cells.",
            bridges: [.hostingController, .hostingConfiguration])
        advice.facts = [
            Advice.Fact(label: "Screen", text: "push or present UIHostingController(rootView: \(declaration.name)(…)), \(availability(of: .hostingController))"),
            Advice.Fact(label: "Child", text: "a contained child: addChild, then the view and its constraints, then didMove(toParent:)"
                + (Availability.isBelow(IOSVersion(16), target) ? "" : "; sizingOptions = .intrinsicContentSize (iOS 16+) lets its size follow the content")),
            Advice.Fact(label: "Cell", text: availability(of: .hostingConfiguration)),
        ]
        let requirements = declaration.environmentRequirements.map { requirement -> String in
            switch requirement {
            case .environmentObject(let type): "@EnvironmentObject \(type) (missing: a crash)"
            case .observableObject(let type): "@Environment(\(type).self) (missing: a crash)"
            case .key(let name): "\\.\(name) (missing: silently the default)"
            }
        }
        if !requirements.isEmpty {
            advice.facts.append(Advice.Fact(label: "Environment", text: "it reads \(requirements.joined(separator: ", ")): supply them on the root view at every hosting site"))
        }
        advice.traps = [
            Trap("Add its view only after addChild, and call didMove(toParent:) after: otherwise appearance, traits and parts of the environment never reach it.", rule: "containment-incomplete"),
            Trap("Keep the hosting controller in a stored property: a local one is freed, and its view is left without the controller that sizes it and presents for it.", rule: "hosting-controller-not-retained"),
            Trap("Environment objects and custom environment values do not cross from UIKit: supply them on the root view.", rule: "hosting-missing-environment"),
            Trap("In cells, never create a hosting controller per configuration.", rule: "hosting-controller-per-cell"),
        ]
        if declaration.bodyReferences.contains(where: { ["NavigationStack", "NavigationView", "NavigationSplitView"].contains($0) }) {
            advice.traps.append(Trap("Its body has its own navigation stack: pushed onto a UINavigationController it shows two navigation bars.", rule: "hosting-nested-navigation"))
        }
        let base = declaration.name.hasSuffix("View") ? String(declaration.name.dropLast(4)) : declaration.name
        advice.commands = [
            ScaffoldCommandLine(.hostingChild, declaration.name + "Controller", options: ["--root-view", declaration.name]).description,
            ScaffoldCommandLine(.hostingCell, (base.isEmpty ? declaration.name : base) + "Cell", options: ["--root-view", declaration.name]).description,
        ]
        return advice
    }

    private func modelAdvice(_ declaration: TypeFact, usesObservationMacro: Bool) -> Advice {
        let name = declaration.name
        let observationAvailable = Bridge.observableModel.isAvailable(for: target)
        var advice = Advice(
            headline: "\(name) (\(declaration.location)) is \(usesObservationMacro ? "an @Observable" : "an ObservableObject") model: share one instance between UIKit and SwiftUI.",
            bridges: [.observableModel])
        advice.facts.append(Advice.Fact(label: "Bridge", text: availability(of: .observableModel)))
        if usesObservationMacro {
            advice.facts += [
                Advice.Fact(label: "SwiftUI", text: "@State where a view owns it, @Environment(\(name).self) to share it down the tree, @Bindable for $bindings"),
                Advice.Fact(label: "UIKit", text: "re-render in withObservationTracking, tracking again from onChange after hopping to the main thread; from iOS 26 read it in updateProperties() (iOS 18 with UIObservationTrackingEnabled)"),
            ]
            advice.traps = [
                Trap("@StateObject, @ObservedObject and @EnvironmentObject are for ObservableObject: with \(name) they do not compile or observe the wrong way.", rule: "observable-with-legacy-wrapper"),
                Trap("@Published inside it collides with the macro's own storage.", rule: "published-in-observable"),
                Trap("withObservationTracking's onChange fires once: track again, or UIKit stops following the model.", rule: "observation-tracking-once"),
                Trap("onChange runs on the thread that changed the model: hop to the main thread before touching UIKit.", rule: "observation-tracking-off-main"),
                Trap("Between iOS 18 and 25, UIKit tracks reads in layoutSubviews and updateProperties only with UIObservationTrackingEnabled in the Info.plist.", rule: "uikit-observation-tracking-disabled"),
            ]
        } else {
            advice.facts += [
                Advice.Fact(label: "SwiftUI", text: "@StateObject where a view creates it, @ObservedObject where it is passed in, @EnvironmentObject down the tree"),
                Advice.Fact(label: "UIKit", text: "subscribe with Combine and receive(on: DispatchQueue.main) before sink"),
            ]
            if observationAvailable {
                advice.facts.append(Advice.Fact(label: "Migration", text: "the deployment target allows @Observable: per-property updates, and UIKit can observe it without Combine"))
            }
            advice.traps = [
                Trap("@State does not observe it: its @Published changes never refresh the view.", rule: "state-holds-observable-object"),
                Trap("@ObservedObject var model = \(name)() recreates it whenever the parent re-renders; use @StateObject.", rule: "observed-object-owned"),
                Trap("Publishing from a background thread: receive on the main queue before updating UI.", rule: "combine-ui-off-main"),
                Trap("Writing @Published values from background callbacks without hopping to main.", rule: "state-write-off-main"),
            ]
        }
        advice.commands = [ScaffoldCommandLine(.observationLoop, name + "Observation").description]
        return advice
    }
}
