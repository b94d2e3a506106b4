@testable import BridgeLintAdvice
import BridgeLintCore
import BridgeLintRules
import SwiftParser
import SwiftSyntax
import Testing

/// The UIKit table is data: these tests keep it consistent, so the advice and the generated code built from it are too.
@Suite("UIKit class table")
struct UIKitCatalogTests {
    static let classNames = UIKitCatalog.all.map(\.name)

    /// Types whose values compare with `!=`: Swift value types, and NSObject classes (equal through isEqual).
    static let equatableTypes: Set<String> = [
        "String", "Bool", "Int", "Double", "Float", "CGFloat", "Date", "URL", "CGPoint", "CGSize", "CGRect",
        "MKMapType", "UIDatePicker.Mode", "PKDrawing", "UIColor", "UIFont", "UIImage", "UIVisualEffect", "[URL]", "[String]",
    ]

    @Test("Every class the advise command promises is in the table")
    func coverage() {
        let expected = [
            "MKMapView", "WKWebView", "UITextView", "UITextField", "UISearchBar", "UIScrollView", "UITableView",
            "UICollectionView", "UIActivityIndicatorView", "UISlider", "UISwitch", "UIStepper", "UISegmentedControl",
            "UIDatePicker", "UIPageControl", "UILabel", "UIImageView", "UIProgressView", "UIVisualEffectView",
            "PKCanvasView", "ARView", "ARSCNView", "SCNView", "SKView", "MTKView", "AVPlayerViewController",
            "AVCaptureVideoPreviewLayer", "PHPickerViewController", "UIImagePickerController",
            "UIDocumentPickerViewController", "QLPreviewController", "SFSafariViewController",
            "MFMailComposeViewController", "UIActivityViewController", "CNContactPickerViewController",
            "UIColorPickerViewController", "UIFontPickerViewController", "UIPageViewController", "UISplitViewController",
            "UINavigationController", "UITabBarController", "UITapGestureRecognizer", "UILongPressGestureRecognizer",
            "UIPanGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer", "UISwipeGestureRecognizer",
            "UIScreenEdgePanGestureRecognizer", "UIHoverGestureRecognizer",
        ]
        for name in expected {
            #expect(UIKitCatalog.lookup(name) != nil, "\(name) is missing")
        }
        #expect(Set(Self.classNames).count == Self.classNames.count, "a class is listed twice")
        #expect(UIKitCatalog.lookup("mkmapview")?.name == "MKMapView", "lookup ignores case")
        #expect(UIKitCatalog.exactLookup("mkmapview") == nil, "inheritance clauses are case-sensitive")
    }

    @Test("Views and layers say whether they have an intrinsic size; nothing else does", arguments: classNames)
    func intrinsicSize(name: String) throws {
        let entry = try #require(UIKitCatalog.lookup(name))
        switch entry.role {
        case .view, .layer: #expect(entry.intrinsicSize != nil)
        case .controller, .container, .gestureRecognizer, .cell: #expect(entry.intrinsicSize == nil)
        }
        #expect((entry.role == .gestureRecognizer) == (entry.gestureStyle != nil), "only recognizers have a gesture style")
        #expect((entry.role == .layer) == (entry.hostView != nil), "a layer needs a host view, and only a layer")
    }

    @Test("Superclasses lead to a class of the table or to a UIKit root", arguments: classNames)
    func superclass(name: String) throws {
        let entry = try #require(UIKitCatalog.lookup(name))
        let roots: Set<String> = ["UIResponder", "NSObject", "CALayer", "UICollectionReusableView"]
        #expect(roots.contains(entry.superclass) || UIKitCatalog.exactLookup(entry.superclass) != nil,
                "\(name)'s superclass \(entry.superclass) is unknown")
    }

    @Test("Delegates, events and properties fit together", arguments: classNames)
    func delegatesAndEvents(name: String) throws {
        let entry = try #require(UIKitCatalog.lookup(name))
        for slot in entry.delegates {
            #expect(!slot.protocols.isEmpty)
            #expect(slot.protocols.allSatisfy { SwiftInput.isIdentifier($0) })
        }
        for event in entry.events {
            if case .delegateMethod(let signature) = event.source {
                #expect(!entry.delegates.isEmpty, "\(name): a delegate method needs a delegate slot")
                #expect(Self.parsesAsFunction(signature), "\(name): '\(signature)' is not a method signature")
            }
            for report in event.reports {
                let property = entry.property(named: report.property)
                #expect(property != nil && property?.direction != .oneWay,
                        "\(name): an event reports '\(report.property)', which is not a two-way or reported property")
            }
            if event.endsPresentation {
                #expect(entry.role == .controller, "\(name): only presented controllers end a presentation")
            }
        }
        let reported = Set(entry.events.flatMap(\.reports).map(\.property))
        for property in entry.properties where property.direction != .oneWay {
            #expect(reported.contains(property.name), "\(name): nothing reports '\(property.name)' back")
        }
        for method in entry.requiredMethods {
            #expect(Self.parsesAsFunction(method), "\(name): a required method does not parse")
        }
    }

    @Test("Applied properties compare with != or say how they compare", arguments: classNames)
    func equatableProperties(name: String) throws {
        let entry = try #require(UIKitCatalog.lookup(name))
        for property in entry.properties where property.direction != .reported && !property.isCreationInput {
            let base = property.type.hasSuffix("?") ? String(property.type.dropLast()) : property.type
            #expect(property.differs != nil || Self.equatableTypes.contains(base),
                    "\(name).\(property.name): \(property.type) needs an equality-comparable type or a custom comparison")
            #expect(SwiftInput.isType(property.type))
        }
    }

    @Test("Creation inputs appear in the creation expression, and placeholders name real inputs", arguments: classNames)
    func creation(name: String) throws {
        let entry = try #require(UIKitCatalog.lookup(name))
        let placeholders = Self.placeholders(in: entry.creation)
        let creationInputs = Set(entry.properties.filter(\.isCreationInput).map(\.name))
        #expect(placeholders.subtracting(["type"]) == creationInputs, "\(name): \(placeholders) vs \(creationInputs)")
        let templates = entry.setup + entry.teardown + entry.preamble
            + entry.properties.flatMap { ($0.differs ?? []) + ($0.apply ?? []) }
        for template in templates {
            #expect(Self.placeholders(in: template).isSubset(of: ["view", "value", "coordinator"]),
                    "\(name): unexpected placeholder in '\(template)'")
        }
    }

    @Test("Traps name catalog rules, and every wrappable class has some", arguments: classNames)
    func traps(name: String) throws {
        let entry = try #require(UIKitCatalog.lookup(name))
        #expect(!entry.traps.isEmpty)
        for trap in entry.traps {
            if let rule = trap.ruleID {
                #expect(RuleRegistry.rule(id: rule) != nil, "\(name): trap names unknown rule \(rule)")
            }
        }
    }

    static func parsesAsFunction(_ text: String) -> Bool {
        let source = text.contains("{") ? text : text + " {}"
        let tree = Parser.parse(source: source)
        return !tree.hasError && tree.statements.count == 1 && tree.statements.first?.item.is(FunctionDeclSyntax.self) == true
    }

    /// `{name}` placeholders of a template.
    static func placeholders(in template: String) -> Set<String> {
        Set(template.matches(of: #/\{([a-zA-Z]+)\}/#).map { String($0.1) })
    }
}
