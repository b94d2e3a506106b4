import BridgeLintCore

extension UIKitCatalog {
    /// View controllers: wrapped with UIViewControllerRepresentable, usually presented as a sheet.
    static let controllers: [UIKitClass] = [
        UIKitClass(
            name: "AVPlayerViewController", role: .controller, superclass: "UIViewController", module: "AVKit",
            extraImports: ["AVFoundation"], minimumIOS: IOSVersion(13), wrapperName: "PlayerView", creation: "{type}()",
            properties: [
                BridgedProperty("player", "AVPlayer", .oneWay, isRequired: true, differs: ["{view}.player !== {value}"]),
            ],
            teardown: ["{view}.player?.pause()"],
            traps: [
                Trap("Create the AVPlayer outside (a model, or @State) and pass it in: one created in a stored property of the representable is recreated on every render.", rule: "representable-stored-object"),
                Trap("Assign the player only when it is another object: replacing it (or its item) on every update restarts playback.", rule: "representable-expensive-update"),
                Trap("Playback continues after the view is gone unless dismantleUIViewController pauses it.", rule: "representable-missing-dismantle"),
            ],
            swiftUIAlternative: "VideoPlayer (AVKit for SwiftUI, iOS 14)"
        ),
        UIKitClass(
            name: "PHPickerViewController", role: .controller, superclass: "UIViewController", module: "PhotosUI",
            minimumIOS: IOSVersion(14), wrapperName: "PhotoPicker",
            preamble: [
                "var configuration = PHPickerConfiguration()",
                "configuration.filter = .images",
                "configuration.selectionLimit = 1",
            ],
            creation: "{type}(configuration: configuration)",
            delegates: [DelegateSlot("delegate", "PHPickerViewControllerDelegate")],
            properties: [BridgedProperty("results", "[PHPickerResult]", .reported)],
            events: [
                .delegate("func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult])",
                          reports: [("results", "results")], endsPresentation: true),
            ],
            traps: [
                Trap("Close it through SwiftUI (the dismiss action, or the presentation binding), never picker.dismiss(animated:): SwiftUI's sheet state would stay open.", rule: "coordinator-direct-dismiss"),
                Trap("loadObject and loadDataRepresentation call back off the main thread: hop to the main thread before writing state.", rule: "state-write-off-main"),
                Trap("The configuration is read once, at creation: a different filter or limit needs a new picker.", rule: nil),
            ],
            swiftUIAlternative: "PhotosPicker (iOS 16)"
        ),
        UIKitClass(
            name: "UIImagePickerController", role: .controller, superclass: "UINavigationController", module: "UIKit",
            minimumIOS: IOSVersion(13), wrapperName: "CameraPicker", creation: "{type}()",
            setup: ["{view}.sourceType = .camera"],
            delegates: [DelegateSlot("delegate", "UIImagePickerControllerDelegate", "UINavigationControllerDelegate")],
            properties: [BridgedProperty("image", "UIImage?", .reported)],
            events: [
                .delegate("func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])",
                          reports: [("image", "info[.originalImage] as? UIImage")], endsPresentation: true),
                .delegate("func imagePickerControllerDidCancel(_ picker: UIImagePickerController)", endsPresentation: true),
            ],
            traps: [
                Trap("Check UIImagePickerController.isSourceTypeAvailable(.camera) before presenting it: there is no camera in the simulator or on some iPads.", rule: nil),
                Trap("Close it through SwiftUI's dismiss action, not picker.dismiss(animated:).", rule: "coordinator-direct-dismiss"),
                Trap("For the photo library, PHPickerViewController (or PhotosPicker) needs no permission prompt.", rule: nil),
            ],
            swiftUIAlternative: "PhotosPicker (iOS 16) for the library; the camera still needs this controller"
        ),
        UIKitClass(
            name: "UIDocumentPickerViewController", role: .controller, superclass: "UIViewController", module: "UIKit",
            extraImports: ["UniformTypeIdentifiers"], minimumIOS: IOSVersion(14), wrapperName: "DocumentPicker",
            creation: "{type}(forOpeningContentTypes: {contentTypes})",
            delegates: [DelegateSlot("delegate", "UIDocumentPickerDelegate")],
            properties: [
                BridgedProperty("contentTypes", "[UTType]", .oneWay, isCreationInput: true),
                BridgedProperty("urls", "[URL]", .reported),
            ],
            events: [
                .delegate("func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL])",
                          reports: [("urls", "urls")], endsPresentation: true),
                .delegate("func documentPickerWasCancelled(_ controller: UIDocumentPickerViewController)", endsPresentation: true),
            ],
            traps: [
                Trap("Picked URLs are security-scoped: call startAccessingSecurityScopedResource() before reading them.", rule: nil),
                Trap("Keep SwiftUI's presentation state in sync through the dismiss action.", rule: "coordinator-direct-dismiss"),
            ],
            swiftUIAlternative: ".fileImporter (iOS 14)"
        ),
        UIKitClass(
            name: "QLPreviewController", role: .controller, superclass: "UIViewController", module: "QuickLook",
            minimumIOS: IOSVersion(13), wrapperName: "QuickLookPreview", creation: "{type}()",
            delegates: [DelegateSlot("dataSource", "QLPreviewControllerDataSource")],
            properties: [
                BridgedProperty("urls", "[URL]", .oneWay, isRequired: true,
                                differs: ["{coordinator}.shownURLs != {value}"],
                                apply: ["{coordinator}.shownURLs = {value}", "{view}.reloadData()"],
                                coordinatorState: "var shownURLs: [URL] = []"),
            ],
            requiredMethods: [
                """
                func numberOfPreviewItems(in controller: QLPreviewController) -> Int {
                    parent.urls.count
                }
                """,
                """
                func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> QLPreviewItem {
                    parent.urls[index] as NSURL
                }
                """,
            ],
            traps: [
                Trap("reloadData on every update flickers the preview: reload only when the URLs changed.", rule: "representable-expensive-update"),
            ],
            swiftUIAlternative: ".quickLookPreview (iOS 14)"
        ),
        UIKitClass(
            name: "SFSafariViewController", role: .controller, superclass: "UIViewController", module: "SafariServices",
            minimumIOS: IOSVersion(13), wrapperName: "SafariView", creation: "{type}(url: {url})",
            delegates: [DelegateSlot("delegate", "SFSafariViewControllerDelegate")],
            properties: [BridgedProperty("url", "URL", .oneWay, isCreationInput: true)],
            events: [.delegate("func safariViewControllerDidFinish(_ controller: SFSafariViewController)", endsPresentation: true)],
            traps: [
                Trap("The URL is read once, by the initializer: to show another page, give the representable a new identity with .id(url).", rule: "representable-stale-config"),
                Trap("Present it (sheet or full-screen cover); pushing it inside a navigation stack shows two bars.", rule: nil),
                Trap("Close it through SwiftUI's dismiss action when Done is tapped.", rule: "coordinator-direct-dismiss"),
            ],
            swiftUIAlternative: "Link or openURL (leaves the app), or WebView (iOS 26)"
        ),
        UIKitClass(
            name: "MFMailComposeViewController", role: .controller, superclass: "UINavigationController", module: "MessageUI",
            minimumIOS: IOSVersion(13), wrapperName: "MailComposer", creation: "{type}()",
            delegates: [DelegateSlot("mailComposeDelegate", "MFMailComposeViewControllerDelegate")],
            events: [
                .delegate("func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?)",
                          endsPresentation: true),
            ],
            traps: [
                Trap("Check MFMailComposeViewController.canSendMail() before presenting: without a mail account it fails.", rule: nil),
                Trap("Set mailComposeDelegate, not delegate (that one belongs to the navigation controller).", rule: nil),
                Trap("Close it through SwiftUI's dismiss action, not controller.dismiss(animated:).", rule: "coordinator-direct-dismiss"),
            ],
            swiftUIAlternative: "a mailto: URL opened with openURL"
        ),
        UIKitClass(
            name: "UIActivityViewController", role: .controller, superclass: "UIViewController", module: "UIKit",
            minimumIOS: IOSVersion(13), wrapperName: "ShareSheet",
            creation: "{type}(activityItems: {items}, applicationActivities: nil)",
            properties: [BridgedProperty("items", "[Any]", .oneWay, isCreationInput: true)],
            traps: [
                Trap("On iPad it must be presented as a popover with a source view, or presenting it fails.", rule: nil),
                Trap("The items are read once, by the initializer.", rule: nil),
            ],
            swiftUIAlternative: "ShareLink (iOS 16)"
        ),
        UIKitClass(
            name: "CNContactPickerViewController", role: .controller, superclass: "UIViewController", module: "ContactsUI",
            extraImports: ["Contacts"], minimumIOS: IOSVersion(13), wrapperName: "ContactPicker", creation: "{type}()",
            delegates: [DelegateSlot("delegate", "CNContactPickerDelegate")],
            properties: [BridgedProperty("contact", "CNContact?", .reported)],
            events: [
                .delegate("func contactPicker(_ picker: CNContactPickerViewController, didSelect contact: CNContact)",
                          reports: [("contact", "contact")], endsPresentation: true),
                .delegate("func contactPickerDidCancel(_ picker: CNContactPickerViewController)", endsPresentation: true),
            ],
            traps: [
                Trap("It closes itself after a pick: keep SwiftUI's presentation state in sync through the dismiss action.", rule: "coordinator-direct-dismiss"),
            ]
        ),
        UIKitClass(
            name: "UIColorPickerViewController", role: .controller, superclass: "UIViewController", module: "UIKit",
            minimumIOS: IOSVersion(15), wrapperName: "ColorPickerSheet", creation: "{type}()",
            delegates: [DelegateSlot("delegate", "UIColorPickerViewControllerDelegate")],
            properties: [BridgedProperty("selectedColor", "UIColor", .twoWay)],
            events: [
                .delegate("func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)",
                          reports: [("selectedColor", "color")]),
                .delegate("func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)",
                          endsPresentation: true),
            ],
            traps: [
                Trap("The selected color is two-way: set it in update only when it differs, or dragging in the spectrum stutters.", rule: "representable-unguarded-two-way-update"),
            ],
            swiftUIAlternative: "ColorPicker (iOS 14)"
        ),
        UIKitClass(
            name: "UIFontPickerViewController", role: .controller, superclass: "UIViewController", module: "UIKit",
            minimumIOS: IOSVersion(13), wrapperName: "FontPicker", creation: "{type}()",
            delegates: [DelegateSlot("delegate", "UIFontPickerViewControllerDelegate")],
            properties: [BridgedProperty("fontDescriptor", "UIFontDescriptor?", .reported)],
            events: [
                .delegate("func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)",
                          reports: [("fontDescriptor", "viewController.selectedFontDescriptor")], endsPresentation: true),
                .delegate("func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)",
                          endsPresentation: true),
            ],
            traps: [
                Trap("Close it through SwiftUI's dismiss action, not by dismissing the controller.", rule: "coordinator-direct-dismiss"),
            ]
        ),
        UIKitClass(
            name: "UIPageViewController", role: .controller, superclass: "UIViewController", module: "UIKit",
            minimumIOS: IOSVersion(13), wrapperName: "PageView",
            creation: "{type}(transitionStyle: .scroll, navigationOrientation: .horizontal)",
            delegates: [
                DelegateSlot("dataSource", "UIPageViewControllerDataSource"),
                DelegateSlot("delegate", "UIPageViewControllerDelegate"),
            ],
            requiredMethods: [
                """
                func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
                    // The page before viewController, or nil on the first page.
                    nil
                }
                """,
                """
                func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
                    // The page after viewController, or nil on the last page.
                    nil
                }
                """,
            ],
            traps: [
                Trap("setViewControllers in update runs on every state change: call it only when the current page differs.", rule: "controller-navigation-in-update"),
                Trap("Create each page's controller once (the coordinator can cache them); pages built on every update lose their state.", rule: nil),
            ],
            swiftUIAlternative: "TabView with .tabViewStyle(.page)"
        ),
    ]

    /// Containers of other controllers: their job is navigation, which SwiftUI must own on its side of the bridge.
    static let containers: [UIKitClass] = [
        container("UINavigationController", alternative: "NavigationStack (iOS 16)"),
        container("UISplitViewController", alternative: "NavigationSplitView (iOS 16)"),
        container("UITabBarController", alternative: "TabView"),
    ]

    private static func container(_ name: String, alternative: String) -> UIKitClass {
        UIKitClass(
            name: name, role: .container, superclass: "UIViewController", module: "UIKit", minimumIOS: IOSVersion(13),
            wrapperName: "", creation: "{type}()",
            traps: [
                Trap("Do not wrap it in SwiftUI: two navigation systems on one screen give double bars and a broken back button. Use \(alternative) in SwiftUI, or keep \(name) in UIKit and put SwiftUI screens inside it with UIHostingController.", rule: "hosting-nested-navigation"),
            ],
            swiftUIAlternative: alternative
        )
    }
}
