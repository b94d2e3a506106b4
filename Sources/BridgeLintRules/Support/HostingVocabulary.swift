import BridgeLintCore

/// Names the hosting rules recognise: hosting and view controller classes, cells, layout anchors, SwiftUI
/// navigation containers and modifiers.
enum HostingVocabulary {
    /// The system controllers that host a SwiftUI root view.
    static let hostingControllers: Set<String> = ["UIHostingController", "NSHostingController"]
    /// Everything that hosts a SwiftUI root view given as `rootView:`.
    /// Modifiers whose content needs the hosting controller in the controller hierarchy: presentations, and
    /// destinations pushed onto a navigation stack.
    static let presentingModifiers: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "actionSheet", "fileImporter",
        "fileExporter", "photosPicker", "navigationDestination",
    ]

    static let rootViewHosts: Set<String> = hostingControllers.union(["NSHostingView", "_UIHostingView"])
    /// Every system type that shows SwiftUI content inside UIKit or AppKit.
    static let systemHosts: Set<String> = rootViewHosts.union(["UIHostingConfiguration"])

    /// Whether a type name is certainly a hosting controller without asking the index: a system one, or a
    /// project class that says so in its name.
    static func isHostingControllerName(_ name: String) -> Bool {
        hostingControllers.contains(name) || name.hasSuffix("HostingController")
    }

    /// System view controller classes (and the suffix every other one in practice carries).
    static let viewControllerClasses: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UISplitViewController", "UIPageViewController", "UISearchController",
        "UIAlertController", "UIActivityViewController", "UIImagePickerController", "UIHostingController",
        "NSViewController", "NSHostingController", "NSSplitViewController", "NSTabViewController", "NSPageController",
        // System controllers whose names do not end in "ViewController".
        "QLPreviewController", "UIVideoEditorController", "MPMediaPickerController",
    ]

    /// Whether a type name is certainly a view controller without asking the index.
    static func isViewControllerName(_ name: String) -> Bool {
        viewControllerClasses.contains(name) || name.hasSuffix("ViewController") || isHostingControllerName(name)
    }

    /// Reusable cell and supplementary view classes.
    static let cellClasses: Set<String> = [
        "UITableViewCell", "UICollectionViewCell", "UICollectionViewListCell", "UITableViewHeaderFooterView",
        "UICollectionReusableView", "NSTableCellView", "NSCollectionViewItem", "NSTableRowView",
    ]

    static func isCellName(_ name: String) -> Bool {
        cellClasses.contains(name) || name.hasSuffix("Cell") || name.hasSuffix("HeaderFooterView")
            || name.hasSuffix("ReusableView")
    }

    /// Calls that put a view into a hierarchy, with the view as their first argument.
    static let addingSubview: Set<String> = ["addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview"]

    /// Properties that show the view assigned to them.
    static let viewSlots: Set<String> = [
        "tableHeaderView", "tableFooterView", "titleView", "backgroundView", "selectedBackgroundView",
        "inputView", "inputAccessoryView", "leftView", "rightView", "customView",
    ]

    static let edgeAnchors: [String: Axis] = [
        "topAnchor": .vertical, "bottomAnchor": .vertical, "firstBaselineAnchor": .vertical,
        "lastBaselineAnchor": .vertical, "centerYAnchor": .vertical,
        "leadingAnchor": .horizontal, "trailingAnchor": .horizontal, "leftAnchor": .horizontal,
        "rightAnchor": .horizontal, "centerXAnchor": .horizontal,
    ]
    static let sizeAnchors: [String: Axis] = ["heightAnchor": .vertical, "widthAnchor": .horizontal]

    enum Axis: CaseIterable {
        case horizontal, vertical
    }

    /// SwiftUI containers that bring their own navigation bar.
    static let navigationContainers: Set<String> = ["NavigationStack", "NavigationView", "NavigationSplitView"]

    /// SwiftUI views whose trailing closures hold content shown in place.
    static let contentContainers: Set<String> = [
        "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Group", "ScrollView",
        "List", "Form", "Section", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView", "Grid",
        "GridRow", "ViewThatFits", "GeometryReader",
    ]

    /// Modifiers that put values into the environment: past one of them, what a view needs may be supplied.
    /// SwiftUI modifiers and standard functions that take a closure, view content or not: never a project function
    /// that hosts the content it is given.
    static let calleesNeverHostingContent: Set<String> = [
        "sheet", "fullScreenCover", "popover", "overlay", "background", "toolbar", "contextMenu", "navigationDestination",
        "mask", "safeAreaInset", "alert", "confirmationDialog", "swipeActions", "inspector", "tabItem", "searchable",
        "onAppear", "task", "refreshable", "withAnimation", "listRowBackground", "clipShape", "badge", "labelStyle",
        "buttonStyle", "onTapGesture", "onChange", "onReceive", "onDisappear", "sync", "async", "asyncAfter", "map",
        "forEach", "compactMap", "filter", "sink", "first", "contains", "sorted", "reduce", "flatMap",
    ]

    static let environmentModifiers: Set<String> = ["environment", "environmentObject", "modifier", "transformEnvironment"]

    /// SwiftUI modifiers known to supply nothing a view declares with @EnvironmentObject, @Environment(T.self)
    /// or a custom key. A modifier not listed here (a project's own `.withDependencies()`) may, so the rules
    /// that need to know stay silent past it.
    static let plainModifiers: Set<String> = [
        "accentColor", "accessibilityAddTraits", "accessibilityElement", "accessibilityHidden",
        "accessibilityHint", "accessibilityIdentifier", "accessibilityLabel", "accessibilityValue", "alert",
        "allowsHitTesting", "animation", "aspectRatio", "background", "badge", "blur", "bold", "border",
        "buttonStyle", "clipShape", "clipped", "contentShape", "contextMenu", "confirmationDialog", "cornerRadius",
        "disabled", "dynamicTypeSize", "edgesIgnoringSafeArea", "fixedSize", "font", "fontWeight",
        "foregroundColor", "foregroundStyle", "frame", "fullScreenCover", "gesture", "hidden", "id",
        "ignoresSafeArea", "interactiveDismissDisabled", "italic", "labelStyle", "layoutPriority", "lineLimit",
        "listRowBackground", "listRowInsets", "listRowSeparator", "listStyle", "mask", "minimumScaleFactor",
        "multilineTextAlignment", "navigationBarBackButtonHidden", "navigationBarHidden",
        "navigationBarTitleDisplayMode", "navigationDestination", "navigationTitle", "offset", "onAppear",
        "onChange", "onDisappear", "onReceive", "onSubmit", "onTapGesture", "opacity", "overlay", "padding",
        "pickerStyle", "popover", "position", "preferredColorScheme", "presentationDetents",
        "presentationDragIndicator", "redacted", "refreshable", "rotationEffect", "safeAreaInset", "scaleEffect",
        "scaledToFill", "scaledToFit", "scrollContentBackground", "scrollDisabled", "scrollIndicators",
        "searchable", "shadow", "sheet", "strikethrough", "submitLabel", "swipeActions", "symbolRenderingMode",
        "tabItem", "tag", "task", "textFieldStyle", "tint", "toggleStyle", "toolbar", "toolbarBackground",
        "toolbarColorScheme", "transition", "truncationMode", "underline", "zIndex", "resizable", "renderingMode",
        "imageScale", "keyboardType", "textContentType", "textInputAutocapitalization", "autocorrectionDisabled",
        "focused", "lineSpacing", "kerning", "tracking", "monospacedDigit", "privacySensitive", "help",
        "contentTransition", "controlSize", "containerRelativeFrame", "scrollTargetBehavior", "listSectionSpacing",
    ]
}
