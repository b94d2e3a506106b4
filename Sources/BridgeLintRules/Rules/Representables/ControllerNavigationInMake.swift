import BridgeLintCore
import SwiftSyntax

/// make reads the containers of a controller it has just created: they are always nil there.
struct ControllerNavigationInMake: Rule {
    static let description = RuleDescription(
        id: "controller-navigation-in-make",
        summary: "make reads navigationController, parent or another container of the controller it just created",
        severity: .warning,
        rationale: """
            A controller created in make has not been added to anything yet: SwiftUI contains it only after make \
            returns. Its navigationController, presentingViewController, parent, splitViewController and \
            tabBarController are all nil there, so pushes, bar configuration and presentations through them \
            silently do nothing.
            """,
        howToFix: """
            Configure what the controller owns itself (its navigationItem, its own view) in make; reach the \
            containers later, from the controller's viewWillAppear/viewDidAppear or didMove(toParent:), or create \
            and return the UINavigationController yourself.
            """,
        triggeringExamples: [
            Example("""
                struct Settings: UIViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> SettingsController {
                        let controller = SettingsController()
                        ↓controller.navigationController?.navigationBar.prefersLargeTitles = true
                        return controller
                    }
                    func updateUIViewController(_ controller: SettingsController, context: Context) {}
                }
                """),
            Example("""
                struct Detail: UIViewControllerRepresentable {
                    let item: Item
                    func makeUIViewController(context: Context) -> DetailController {
                        let detail = DetailController(item: item)
                        ↓detail.tabBarController?.tabBar.isHidden = true
                        ↓detail.parent?.title = item.name
                        return detail
                    }
                    func updateUIViewController(_ controller: DetailController, context: Context) {}
                }
                """),
            Example("""
                struct Preferences: NSViewControllerRepresentable {
                    func makeNSViewController(context: Context) -> PreferencesController {
                        let controller = PreferencesController()
                        if ↓controller.presentingViewController == nil { controller.title = "Preferences" }
                        return controller
                    }
                    func updateNSViewController(_ controller: PreferencesController, context: Context) {}
                }
                """),
        ],
        nonTriggeringExamples: [
            Example("""
                struct Settings: UIViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> UINavigationController {
                        let root = SettingsController()
                        let navigation = UINavigationController(rootViewController: root)
                        root.navigationController?.navigationBar.prefersLargeTitles = true
                        return navigation
                    }
                    func updateUIViewController(_ controller: UINavigationController, context: Context) {}
                }
                """),
            Example("""
                struct Settings: UIViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> SettingsController {
                        let controller = SettingsController()
                        controller.navigationItem.largeTitleDisplayMode = .always
                        controller.onAppear = { [weak controller] in
                            controller?.navigationController?.navigationBar.prefersLargeTitles = true
                        }
                        return controller
                    }
                    func updateUIViewController(_ controller: SettingsController, context: Context) {}
                }
                """),
            Example("""
                struct Embedded: UIViewControllerRepresentable {
                    let host: UIViewController
                    func makeUIViewController(context: Context) -> UIViewController {
                        host.navigationController?.isToolbarHidden = false
                        return host
                    }
                    func updateUIViewController(_ controller: UIViewController, context: Context) {}
                }
                """),
        ],
        symptoms: [
            "navigationController is nil",
            "A push or bar configuration in make does nothing",
            "push does nothing from the wrapped view controller",
            "presentingViewController is nil in makeUIViewController",
        ]
    )

    private static let containers: Set<String> = [
        "navigationController", "presentingViewController", "parent", "splitViewController", "tabBarController",
    ]

    func check(_ file: LintFile, report: inout RuleReport) {
        for representable in Representable.all(in: file) {
            guard let body = representable.make.body else { continue }
            for binding in Nodes.all(PatternBindingSyntax.self, in: body, outsideClosures: true) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                      let type = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.constructedType,
                      type.hasSuffix("Controller"), !Self.isHandedOver(name, in: body)
                else { continue }
                for access in Nodes.all(MemberAccessExprSyntax.self, in: body, outsideClosures: true) {
                    guard access.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == name,
                          Self.containers.contains(access.declName.baseName.text)
                    else { continue }
                    report.add(at: access, """
                        '\(access.trimmedDescription)' is always nil in \(representable.lifecycle.make): SwiftUI adds \
                        '\(name)' to its container only after make returns; reach it later (viewDidAppear, \
                        didMove(toParent:)) or configure the controller itself
                        """)
                }
            }
        }
    }

    /// Whether make gives the controller to something that may contain it (`UINavigationController(rootViewController:
    /// root)`, `addChild(root)`, `tabs.viewControllers = [root]`): anything but calling members of it and returning it.
    private static func isHandedOver(_ name: String, in body: CodeBlockSyntax) -> Bool {
        Nodes.all(DeclReferenceExprSyntax.self, in: body).contains { reference in
            guard reference.baseName.text == name, let parent = reference.parent else { return false }
            if parent.as(MemberAccessExprSyntax.self)?.base?.id == reference.id { return false }
            return !parent.is(ReturnStmtSyntax.self) && !parent.is(CodeBlockItemSyntax.self)
        }
    }
}
