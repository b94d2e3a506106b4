import BridgeLintCore

extension UIKitCatalog {
    /// Views and layers: wrapped with UIViewRepresentable.
    static let views: [UIKitClass] = [
        UIKitClass(
            name: "MKMapView", role: .view, superclass: "UIView", module: "MapKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .neither, wrapperName: "MapView", creation: "{type}()",
            delegates: [DelegateSlot("delegate", "MKMapViewDelegate")],
            properties: [
                BridgedProperty("region", "MKCoordinateRegion", .twoWay, differs: [
                    "{view}.region.center.latitude != {value}.center.latitude",
                    "{view}.region.center.longitude != {value}.center.longitude",
                    "{view}.region.span.latitudeDelta != {value}.span.latitudeDelta",
                    "{view}.region.span.longitudeDelta != {value}.span.longitudeDelta",
                ], apply: ["{view}.setRegion({value}, animated: context.transaction.animation != nil)"]),
                BridgedProperty("mapType", "MKMapType", .oneWay),
                BridgedProperty("showsUserLocation", "Bool", .oneWay),
            ],
            events: [
                .delegate("func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)",
                          reports: [("region", "mapView.region")], firesForProgrammaticChanges: true),
            ],
            teardown: ["{view}.showsUserLocation = false", "{view}.delegate = nil"],
            traps: [
                Trap("It has no intrinsic size: it fills whatever it is offered and collapses to nothing under .fixedSize(); give it a frame or a sizeThatFits.", rule: "fixed-size-without-intrinsic-size"),
                Trap("The region is two-way: the map reports every pan and zoom. Setting it in update without comparing first makes the map snap back to the bound region, or loop.", rule: "representable-unguarded-two-way-update"),
                Trap("setRegion on every update restarts the camera move; only call it when the region differs.", rule: "representable-expensive-update"),
                Trap("regionDidChangeAnimated also fires for a setRegion made in update: defer the write-back to the next main-queue turn, or SwiftUI reports a state change during the view update.", rule: nil),
                Trap("Set the delegate once, in make.", rule: "representable-setup-in-update"),
            ],
            swiftUIAlternative: "Map (MapKit for SwiftUI; camera positions, markers and selection from iOS 17)"
        ),
        UIKitClass(
            name: "WKWebView", role: .view, superclass: "UIView", module: "WebKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .neither, wrapperName: "WebView", creation: "{type}()",
            delegates: [DelegateSlot("navigationDelegate", "WKNavigationDelegate")],
            properties: [
                // Compared with what was last loaded, not with webView.url: redirects change that, and would reload forever.
                BridgedProperty("url", "URL", .oneWay, isRequired: true,
                                differs: ["{coordinator}.loadedURL != {value}"],
                                apply: ["{coordinator}.loadedURL = {value}", "{view}.load(URLRequest(url: {value}))"],
                                coordinatorState: "var loadedURL: URL?"),
            ],
            teardown: ["{view}.stopLoading()", "{view}.navigationDelegate = nil"],
            traps: [
                Trap("load(_:) in update reloads the page on every SwiftUI update (a keystroke elsewhere on the screen is enough): load only when the URL really changed.", rule: "representable-expensive-update"),
                Trap("Compare with the URL you last loaded, kept on the coordinator: webView.url changes with redirects and in-page navigation.", rule: nil),
                Trap("It has no intrinsic size; .fixedSize() collapses it.", rule: "fixed-size-without-intrinsic-size"),
                Trap("Stop loading when SwiftUI removes it, or audio and video keep playing.", rule: "representable-missing-dismantle"),
                Trap("Set navigationDelegate once, in make.", rule: "representable-setup-in-update"),
                Trap("userContentController.add(_:name:) retains its handler: when the handler (a coordinator, a controller) also keeps the web view, remove it in the static dismantle or deinit (removeScriptMessageHandler(forName:)) or register a weak proxy, or both leak.", rule: "script-message-handler-retain-cycle"),
                Trap("Create the web view in make, never in a SwiftUI view's init or a @State initial value: those run again each time a parent re-renders.", rule: "view-allocates-platform-object"),
            ],
            swiftUIAlternative: "WebView (SwiftUI, iOS 26)"
        ),
        UIKitClass(
            name: "UITextView", role: .view, superclass: "UIScrollView", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .neither, wrapperName: "TextView", creation: "{type}()",
            delegates: [DelegateSlot("delegate", "UITextViewDelegate")],
            properties: [
                BridgedProperty("text", "String", .twoWay),
                BridgedProperty("isEditable", "Bool", .oneWay),
            ],
            events: [.delegate("func textViewDidChange(_ textView: UITextView)", reports: [("text", "textView.text")])],
            traps: [
                Trap("Assigning text in update without comparing resets the selection on every keystroke: the cursor jumps to the end while typing.", rule: "representable-unguarded-two-way-update"),
                Trap("A scrolling text view has no intrinsic height; for an editor that grows with its text, turn scrolling off and measure the height in sizeThatFits.", rule: "fixed-size-without-intrinsic-size"),
                Trap("Set the delegate once, in make.", rule: "representable-setup-in-update"),
            ],
            swiftUIAlternative: "TextEditor (iOS 14)"
        ),
        UIKitClass(
            name: "UITextField", role: .view, superclass: "UIControl", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .full, wrapperName: "TextFieldView", creation: "{type}()",
            setup: ["{view}.borderStyle = .roundedRect"],
            delegates: [DelegateSlot("delegate", "UITextFieldDelegate")],
            properties: [
                BridgedProperty("text", "String", .twoWay),
                BridgedProperty("placeholder", "String", .oneWay),
            ],
            events: [.control("editingChanged", reports: [("text", "sender.text ?? \"\"")])],
            traps: [
                Trap("Assigning text in update without comparing moves the cursor to the end on every keystroke.", rule: "representable-unguarded-two-way-update"),
                Trap("Add the editingChanged target once, in make: each update would add another.", rule: "representable-setup-in-update"),
                Trap("A text field hugs its content weakly and stretches across the row; constrain it with a frame.", rule: nil),
            ],
            swiftUIAlternative: "TextField"
        ),
        UIKitClass(
            name: "UISearchBar", role: .view, superclass: "UIView", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .heightOnly, wrapperName: "SearchBar", creation: "{type}()",
            delegates: [DelegateSlot("delegate", "UISearchBarDelegate")],
            properties: [
                BridgedProperty("text", "String", .twoWay),
                BridgedProperty("placeholder", "String", .oneWay),
            ],
            events: [
                .delegate("func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)",
                          reports: [("text", "searchText")]),
            ],
            traps: [
                Trap("Assigning text in update without comparing makes the cursor jump while typing.", rule: "representable-unguarded-two-way-update"),
                Trap("Set the delegate once, in make.", rule: "representable-setup-in-update"),
            ],
            swiftUIAlternative: ".searchable (iOS 15)"
        ),
        UIKitClass(
            name: "UIScrollView", role: .view, superclass: "UIView", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .neither, wrapperName: "ScrollContainer", creation: "{type}()",
            delegates: [DelegateSlot("delegate", "UIScrollViewDelegate")],
            properties: [
                BridgedProperty("contentOffset", "CGPoint", .twoWay,
                                apply: ["{view}.setContentOffset({value}, animated: false)"]),
            ],
            events: [
                .delegate("func scrollViewDidScroll(_ scrollView: UIScrollView)",
                          reports: [("contentOffset", "scrollView.contentOffset")], firesForProgrammaticChanges: true),
            ],
            traps: [
                Trap("scrollViewDidScroll fires on every frame of a scroll, and for offsets set from update: setting the offset unguarded makes scrolling jump and stutter.", rule: "representable-unguarded-two-way-update"),
                Trap("setContentOffset in update on every SwiftUI update fights the user's scrolling.", rule: "representable-expensive-update"),
                Trap("It has no intrinsic size; .fixedSize() collapses it.", rule: "fixed-size-without-intrinsic-size"),
                Trap("A navigation bar's large title does not collapse over a wrapped scroll view unless it is told which scroll view to follow (setContentScrollView).", rule: nil),
            ],
            swiftUIAlternative: "ScrollView (with scrollPosition from iOS 17)"
        ),
        UIKitClass(
            name: "UITableView", role: .view, superclass: "UIScrollView", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .neither, wrapperName: "TableView", creation: "{type}(frame: .zero, style: .plain)",
            delegates: [DelegateSlot("delegate", "UITableViewDelegate")],
            traps: [
                Trap("reloadData in update on every SwiftUI update loses the scroll position and selection: reload only when the rows changed.", rule: "representable-expensive-update"),
                Trap("Register cells and set the data source once, in make; keep a diffable data source on the coordinator.", rule: "representable-setup-in-update"),
                Trap("It has no intrinsic size; .fixedSize() collapses it.", rule: "fixed-size-without-intrinsic-size"),
            ],
            swiftUIAlternative: "List"
        ),
        UIKitClass(
            name: "UICollectionView", role: .view, superclass: "UIScrollView", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .neither, wrapperName: "CollectionView",
            creation: "{type}(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())",
            delegates: [DelegateSlot("delegate", "UICollectionViewDelegate")],
            traps: [
                Trap("reloadData or setCollectionViewLayout in update on every SwiftUI update resets scrolling and animations: apply them only on a real change.", rule: "representable-expensive-update"),
                Trap("Register cells and set the data source once, in make.", rule: "representable-setup-in-update"),
                Trap("It has no intrinsic size; .fixedSize() collapses it.", rule: "fixed-size-without-intrinsic-size"),
                Trap("Cells that show SwiftUI content use UIHostingConfiguration (iOS 16+), not a hosting controller per cell.", rule: "hosting-controller-per-cell"),
            ],
            swiftUIAlternative: "LazyVGrid or LazyHGrid in a ScrollView, or List"
        ),
        UIKitClass(
            name: "UIActivityIndicatorView", role: .view, superclass: "UIView", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .full, wrapperName: "ActivityIndicator", creation: "{type}(style: .medium)",
            properties: [
                BridgedProperty("isAnimating", "Bool", .oneWay, isRequired: true, apply: [
                    "if {value} {", "    {view}.startAnimating()", "} else {", "    {view}.stopAnimating()", "}",
                ]),
            ],
            traps: [
                Trap("Starting the animation only in make leaves it spinning (or stopped) forever: start and stop it in update.", rule: "representable-stale-config"),
            ],
            swiftUIAlternative: "ProgressView()"
        ),
        UIKitClass(
            name: "UISlider", role: .view, superclass: "UIControl", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .heightOnly, wrapperName: "SliderView", creation: "{type}()",
            properties: [
                BridgedProperty("value", "Float", .twoWay),
                BridgedProperty("minimumValue", "Float", .oneWay),
                BridgedProperty("maximumValue", "Float", .oneWay),
            ],
            events: [.control("valueChanged", reports: [("value", "sender.value")])],
            traps: [
                Trap("The value is two-way: set it in update only when it differs, or dragging stutters.", rule: "representable-unguarded-two-way-update"),
                Trap("Add the valueChanged target once, in make.", rule: "representable-setup-in-update"),
                Trap("Its value is a Float, not a Double.", rule: nil),
            ],
            swiftUIAlternative: "Slider"
        ),
        UIKitClass(
            name: "UISwitch", role: .view, superclass: "UIControl", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .full, wrapperName: "SwitchView", creation: "{type}()",
            properties: [
                BridgedProperty("isOn", "Bool", .twoWay,
                                apply: ["{view}.setOn({value}, animated: context.transaction.animation != nil)"]),
            ],
            events: [.control("valueChanged", reports: [("isOn", "sender.isOn")])],
            traps: [
                Trap("isOn is two-way: set it in update only when it differs.", rule: "representable-unguarded-two-way-update"),
                Trap("Add the valueChanged target once, in make.", rule: "representable-setup-in-update"),
            ],
            swiftUIAlternative: "Toggle"
        ),
        UIKitClass(
            name: "UIStepper", role: .view, superclass: "UIControl", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .full, wrapperName: "StepperView", creation: "{type}()",
            properties: [
                BridgedProperty("value", "Double", .twoWay),
                BridgedProperty("minimumValue", "Double", .oneWay),
                BridgedProperty("maximumValue", "Double", .oneWay),
            ],
            events: [.control("valueChanged", reports: [("value", "sender.value")])],
            traps: [
                Trap("Passing the value to the initializer, or setting it only in make, freezes it at its first value.", rule: "representable-stale-config"),
                Trap("Add the valueChanged target once, in make.", rule: "representable-setup-in-update"),
            ],
            swiftUIAlternative: "Stepper"
        ),
        UIKitClass(
            name: "UISegmentedControl", role: .view, superclass: "UIControl", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .full, wrapperName: "SegmentedControl", creation: "{type}(items: {segments})",
            properties: [
                BridgedProperty("segments", "[String]", .oneWay, isCreationInput: true),
                BridgedProperty("selectedSegmentIndex", "Int", .twoWay),
            ],
            events: [.control("valueChanged", reports: [("selectedSegmentIndex", "sender.selectedSegmentIndex")])],
            traps: [
                Trap("The segments are read once, by the initializer: to change them, give the view a new identity (.id(segments)).", rule: nil),
                Trap("Add the valueChanged target once, in make.", rule: "representable-setup-in-update"),
            ],
            swiftUIAlternative: "Picker with .pickerStyle(.segmented)"
        ),
        UIKitClass(
            name: "UIDatePicker", role: .view, superclass: "UIControl", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .full, wrapperName: "DatePickerView", creation: "{type}()",
            properties: [
                BridgedProperty("date", "Date", .twoWay,
                                apply: ["{view}.setDate({value}, animated: context.transaction.animation != nil)"]),
                BridgedProperty("datePickerMode", "UIDatePicker.Mode", .oneWay),
            ],
            events: [.control("valueChanged", reports: [("date", "sender.date")])],
            traps: [
                Trap("The date is two-way: set it in update only when it differs, or the wheels jump while spinning.", rule: "representable-unguarded-two-way-update"),
                Trap("Add the valueChanged target once, in make.", rule: "representable-setup-in-update"),
            ],
            swiftUIAlternative: "DatePicker"
        ),
        UIKitClass(
            name: "UIPageControl", role: .view, superclass: "UIControl", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .full, wrapperName: "PageControl", creation: "{type}()",
            properties: [
                BridgedProperty("currentPage", "Int", .twoWay),
                BridgedProperty("numberOfPages", "Int", .oneWay, isRequired: true),
            ],
            events: [.control("valueChanged", reports: [("currentPage", "sender.currentPage")])],
            traps: [
                Trap("numberOfPages set only in make never follows the data.", rule: "representable-stale-config"),
                Trap("Add the valueChanged target once, in make.", rule: "representable-setup-in-update"),
            ],
            swiftUIAlternative: "TabView with .tabViewStyle(.page)"
        ),
        UIKitClass(
            name: "UILabel", role: .view, superclass: "UIView", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .heightForWidth, wrapperName: "LabelView", creation: "{type}()",
            setup: ["{view}.numberOfLines = 0"],
            properties: [
                BridgedProperty("text", "String", .oneWay, isRequired: true),
                BridgedProperty("textColor", "UIColor", .oneWay),
            ],
            traps: [
                Trap("Text set only in make shows the first value forever.", rule: "representable-stale-config"),
                Trap("A multi-line label reports its one-line width: without a sizeThatFits that measures the height for the proposed width it does not wrap.", rule: "fixed-size-without-intrinsic-size"),
            ],
            swiftUIAlternative: "Text"
        ),
        UIKitClass(
            name: "UIImageView", role: .view, superclass: "UIView", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .full, wrapperName: "ImageViewer", creation: "{type}()",
            setup: ["{view}.contentMode = .scaleAspectFit"],
            properties: [
                BridgedProperty("image", "UIImage?", .oneWay, isRequired: true, differs: ["{view}.image !== {value}"]),
            ],
            traps: [
                Trap("Its intrinsic size is the image's size: a large photo pushes the layout apart unless it gets a frame.", rule: nil),
                Trap("An image set only in make never changes.", rule: "representable-stale-config"),
            ],
            swiftUIAlternative: "Image(uiImage:)"
        ),
        UIKitClass(
            name: "UIProgressView", role: .view, superclass: "UIView", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .heightOnly, wrapperName: "ProgressBar", creation: "{type}(progressViewStyle: .default)",
            properties: [
                BridgedProperty("progress", "Float", .oneWay, isRequired: true,
                                apply: ["{view}.setProgress({value}, animated: context.transaction.animation != nil)"]),
            ],
            traps: [Trap("Progress set only in make never moves.", rule: "representable-stale-config")],
            swiftUIAlternative: "ProgressView(value:)"
        ),
        UIKitClass(
            name: "UIVisualEffectView", role: .view, superclass: "UIView", module: "UIKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .neither, wrapperName: "VisualEffect", creation: "{type}(effect: nil)",
            properties: [BridgedProperty("effect", "UIVisualEffect?", .oneWay, isRequired: true)],
            traps: [
                Trap("It has no intrinsic size; use it as a background or give it a frame.", rule: "fixed-size-without-intrinsic-size"),
                Trap("Add content to its contentView, never to the effect view itself.", rule: nil),
            ],
            swiftUIAlternative: ".background(.ultraThinMaterial) (iOS 15)"
        ),
        UIKitClass(
            name: "PKCanvasView", role: .view, superclass: "UIScrollView", module: "PencilKit", minimumIOS: IOSVersion(14),
            intrinsicSize: .neither, wrapperName: "CanvasView", creation: "{type}()",
            setup: ["{view}.drawingPolicy = .anyInput"],
            delegates: [DelegateSlot("delegate", "PKCanvasViewDelegate")],
            properties: [BridgedProperty("drawing", "PKDrawing", .twoWay)],
            events: [
                .delegate("func canvasViewDrawingDidChange(_ canvasView: PKCanvasView)",
                          reports: [("drawing", "canvasView.drawing")], firesForProgrammaticChanges: true),
            ],
            traps: [
                Trap("Assigning the drawing in update on every update resets the canvas (and its undo history) after each stroke: compare first.", rule: "representable-unguarded-two-way-update"),
                Trap("It has no intrinsic size; .fixedSize() collapses it.", rule: "fixed-size-without-intrinsic-size"),
            ]
        ),
        UIKitClass(
            name: "ARView", role: .view, superclass: "UIView", module: "RealityKit", extraImports: ["ARKit"],
            minimumIOS: IOSVersion(13), intrinsicSize: .neither, wrapperName: "AugmentedRealityView",
            creation: "{type}(frame: .zero)",
            teardown: ["{view}.session.pause()"],
            traps: [
                Trap("The AR session keeps the camera and tracking running after the view is gone unless dismantleUIView pauses it.", rule: "representable-missing-dismantle"),
                Trap("Create the ARView in make, never in a stored property of the representable: that makes a new one on every render.", rule: "representable-stored-object"),
                Trap("Add anchors and entities once (in make, or guarded), not on every update.", rule: "representable-setup-in-update"),
                Trap("It has no intrinsic size; .fixedSize() collapses it.", rule: "fixed-size-without-intrinsic-size"),
            ],
            swiftUIAlternative: "RealityView (iOS 18)"
        ),
        UIKitClass(
            name: "ARSCNView", role: .view, superclass: "SCNView", module: "ARKit", extraImports: ["SceneKit"],
            minimumIOS: IOSVersion(13), intrinsicSize: .neither, wrapperName: "SceneARView", creation: "{type}()",
            setup: ["{view}.session.run(ARWorldTrackingConfiguration())"],
            delegates: [DelegateSlot("delegate", "ARSCNViewDelegate")],
            teardown: ["{view}.session.pause()"],
            traps: [
                Trap("The session started in make keeps the camera running unless dismantleUIView pauses it.", rule: "representable-missing-dismantle"),
                Trap("Create the view in make, never in a stored property of the representable.", rule: "representable-stored-object"),
                Trap("It has no intrinsic size; .fixedSize() collapses it.", rule: "fixed-size-without-intrinsic-size"),
            ]
        ),
        UIKitClass(
            name: "SCNView", role: .view, superclass: "UIView", module: "SceneKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .neither, wrapperName: "SceneKitView", creation: "{type}()",
            setup: ["{view}.allowsCameraControl = true"],
            properties: [
                BridgedProperty("scene", "SCNScene", .oneWay, isRequired: true, differs: ["{view}.scene !== {value}"]),
            ],
            traps: [
                Trap("Assign the scene only when it is another object (!==): assigning it again resets the camera.", rule: "representable-expensive-update"),
                Trap("Create the scene outside the representable (a model or @State): one created in a stored property is rebuilt on every render.", rule: "representable-stored-object"),
                Trap("It has no intrinsic size; .fixedSize() collapses it.", rule: "fixed-size-without-intrinsic-size"),
            ],
            swiftUIAlternative: "SceneView (iOS 14)"
        ),
        UIKitClass(
            name: "SKView", role: .view, superclass: "UIView", module: "SpriteKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .neither, wrapperName: "SpriteKitView", creation: "{type}()",
            properties: [
                BridgedProperty("scene", "SKScene", .oneWay, isRequired: true, differs: ["{view}.scene !== {value}"],
                                apply: ["{view}.presentScene({value})"]),
            ],
            teardown: ["{view}.presentScene(nil)"],
            traps: [
                Trap("presentScene on every update restarts the scene: present it only when it is another object.", rule: "representable-expensive-update"),
                Trap("The scene keeps running until it is taken off the view; present nil in dismantleUIView.", rule: "representable-missing-dismantle"),
                Trap("It has no intrinsic size; .fixedSize() collapses it.", rule: "fixed-size-without-intrinsic-size"),
            ],
            swiftUIAlternative: "SpriteView (iOS 14)"
        ),
        UIKitClass(
            name: "MTKView", role: .view, superclass: "UIView", module: "MetalKit", minimumIOS: IOSVersion(13),
            intrinsicSize: .neither, wrapperName: "MetalView",
            creation: "{type}(frame: .zero, device: MTLCreateSystemDefaultDevice())",
            delegates: [DelegateSlot("delegate", "MTKViewDelegate")],
            requiredMethods: [
                """
                func mtkView(_ view: MTKView, drawableSizeWillChange size: CGSize) {
                    // Resize size-dependent resources here.
                }
                """,
                """
                func draw(in view: MTKView) {
                    // Encode this frame's rendering commands here.
                }
                """,
            ],
            teardown: ["{view}.isPaused = true", "{view}.delegate = nil"],
            traps: [
                Trap("The draw loop runs on its own timer: pause it in dismantleUIView.", rule: "representable-missing-dismantle"),
                Trap("Keep the renderer on the coordinator (the delegate is weak): a renderer made in a stored property of the representable is rebuilt on every render.", rule: "representable-stored-object"),
                Trap("It has no intrinsic size; .fixedSize() collapses it.", rule: "fixed-size-without-intrinsic-size"),
            ]
        ),
        UIKitClass(
            name: "AVCaptureVideoPreviewLayer", role: .layer, superclass: "CALayer", module: "AVFoundation",
            minimumIOS: IOSVersion(13), intrinsicSize: .neither, wrapperName: "CameraPreview", creation: "{type}()",
            setup: ["{view}.previewLayer.videoGravity = .resizeAspectFill"],
            properties: [
                BridgedProperty("session", "AVCaptureSession", .oneWay, isRequired: true,
                                differs: ["{view}.previewLayer.session !== {value}"],
                                apply: ["{view}.previewLayer.session = {value}"]),
            ],
            hostView: """
                /// A view whose own layer is the camera preview, so the preview follows the view's size with no frame code.
                final class {type}: UIView {
                    override class var layerClass: AnyClass {
                        AVCaptureVideoPreviewLayer.self
                    }

                    var previewLayer: AVCaptureVideoPreviewLayer {
                        // layerClass above guarantees the layer's class.
                        layer as! AVCaptureVideoPreviewLayer
                    }
                }
                """,
            traps: [
                Trap("startRunning blocks for a long time: call it on a background queue, never in make or update.", rule: "representable-blocking-main"),
                Trap("Stop the capture session when the screen goes away (whoever started it: a camera model, or dismantleUIView).", rule: "representable-missing-dismantle"),
                Trap("Let the view's layerClass size the preview; setting frames from update fights SwiftUI's layout.", rule: "representable-layout-mutation"),
                Trap("It has no intrinsic size; .fixedSize() collapses it.", rule: "fixed-size-without-intrinsic-size"),
            ]
        ),
    ]
}
