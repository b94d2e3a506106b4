import BridgeLintCore

/// Whether a type is a view controller or a hosting controller: from its name when that is certain, else
/// from the project index (a project subclass declared anywhere in the project).
enum HostingTypeChecks {
    /// `true` when one of the names is certainly a view controller, `nil` when only the index can tell.
    static func isViewController(_ names: [String]) -> Bool? {
        if names.contains(where: HostingVocabulary.isViewControllerName) { return true }
        let certainlyViews = names.allSatisfy { HostingVocabulary.isCellName($0) || $0.hasSuffix("View") }
        return names.isEmpty || certainlyViews ? false : nil
    }
}

extension ProjectIndex {
    /// Whether one of the names is a project class that inherits from a system view controller.
    func isViewController(anyOf names: [String]) -> Bool {
        names.contains { conforms($0, to: HostingVocabulary.viewControllerClasses) == .yes }
    }

    /// Whether the name is a project class that inherits from UIHostingController or NSHostingController.
    func isHostingController(_ name: String) -> Bool {
        conforms(name, to: HostingVocabulary.hostingControllers) == .yes
    }

    /// Whether code of `type` in a file other than `file` does containment for its child `child` (or for a
    /// child it does not name plainly), so that a finding about that child in `file` could be wrong.
    func doesContainment(for child: String, of type: String, outside file: String) -> Bool {
        (declarations(named: type) + extensions(of: type)).contains { fact in
            fact.file != file && containmentSubjects(of: fact).contains { $0 == child || $0 == "*" }
        }
    }
}

extension ProjectIndex {
    /// Whether a project subclass of `type` (or an extension of one) does containment for a child named `child`
    /// (or for one it does not name plainly).
    func subclassDoesContainment(for child: String, of type: String) -> Bool {
        declaredTypeNames.contains { name in
            name != type
                && (declarations(named: name) + extensions(of: name)).contains {
                    containmentSubjects(of: $0).contains { $0 == child || $0 == "*" }
                }
                && conforms(name, to: [type]) == .yes
        }
    }
}
