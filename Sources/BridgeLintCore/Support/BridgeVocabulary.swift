/// The names of the UIKit/AppKit ↔ SwiftUI bridge APIs, shared by the index and the rules.
public enum BridgeVocabulary {
    public static let viewRepresentableProtocols: Set<String> = ["UIViewRepresentable", "NSViewRepresentable"]
    public static let controllerRepresentableProtocols: Set<String> = [
        "UIViewControllerRepresentable", "NSViewControllerRepresentable",
    ]
    public static var representableProtocols: Set<String> {
        viewRepresentableProtocols.union(controllerRepresentableProtocols)
    }

    /// View controller containment, by the current names and the pre-Swift 4.2 ones older code still uses.
    public static let addChildCalls: Set<String> = ["addChild", "addChildViewController"]
    public static let removeFromParentCalls: Set<String> = ["removeFromParent", "removeFromParentViewController"]
    /// Every containment call: adding a child, and moving one into or out of its parent.
    public static let containmentCalls: Set<String> = addChildCalls.union(removeFromParentCalls).union(["didMove", "willMove"])

    /// Names of make methods, with the update and dismantle methods that pair with each.
    public struct LifecycleNames: Sendable {
        public var make: String
        public var update: String
        public var dismantle: String
        public var isController: Bool
    }

    public static let lifecycles: [LifecycleNames] = [
        LifecycleNames(make: "makeUIView", update: "updateUIView", dismantle: "dismantleUIView", isController: false),
        LifecycleNames(make: "makeNSView", update: "updateNSView", dismantle: "dismantleNSView", isController: false),
        LifecycleNames(
            make: "makeUIViewController", update: "updateUIViewController",
            dismantle: "dismantleUIViewController", isController: true),
        LifecycleNames(
            make: "makeNSViewController", update: "updateNSViewController",
            dismantle: "dismantleNSViewController", isController: true),
    ]

    public static func lifecycle(forMake name: String) -> LifecycleNames? {
        lifecycles.first { $0.make == name }
    }

    /// Attributes that make a class observable through the Observation framework.
    public static let observationMacros: Set<String> = ["Observable", "Model"]

    /// SwiftUI's own containers and controls, and `Task`: their closures are content or actions, never the input of a
    /// project representable, so the index does not work out what those closures capture (a stack's content closure
    /// can be most of a file, and stacks nest). Names a project might give its own representable (`Grid`, `List`,
    /// `ScrollView`) are not listed; were a listed one shadowed, its closures would only count as out of sight.
    public static let swiftUIClosureTakers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "ScrollViewReader",
        "GeometryReader", "ViewThatFits", "ForEach", "NavigationStack", "NavigationView", "NavigationSplitView",
        "NavigationLink", "TabView", "Button", "DisclosureGroup", "ToolbarItem", "ToolbarItemGroup", "ControlGroup",
        "TimelineView", "AsyncImage", "Task",
    ]

    /// SwiftUI's own views and containers, which hold no UIKit view of the app's.
    public static let swiftUIViews: Set<String> = [
        "Text", "Image", "Label", "Button", "Toggle", "Slider", "Stepper", "Picker", "TextField", "SecureField",
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridRow",
        "List", "ForEach", "Section", "Group", "GroupBox", "ScrollView", "ScrollViewReader", "GeometryReader",
        "NavigationLink", "NavigationStack", "NavigationView", "Form", "Spacer", "Divider", "Color", "Rectangle",
        "RoundedRectangle", "Circle", "Capsule", "ProgressView", "Gauge", "ViewThatFits", "AnyView", "EmptyView",
        "Menu", "DisclosureGroup", "ContentUnavailableView", "TimelineView", "Canvas", "LinearGradient",
        "AsyncImage", "Link", "ShareLink", "LabeledContent", "ControlGroup", "TabView",
    ]

    /// Values built with labelled arguments all over SwiftUI code that are never a project's view.
    public static let swiftUIValues: Set<String> = [
        "Font", "EdgeInsets", "Angle", "UnitPoint", "Animation", "Alert", "ActionSheet", "AttributedString",
        "LocalizedStringKey", "RadialGradient", "AngularGradient", "Gradient", "StrokeStyle", "Binding", "GridItem",
    ]
}
