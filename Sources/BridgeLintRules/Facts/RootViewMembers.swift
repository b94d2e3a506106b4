import BridgeLintCore
import SwiftSyntax

/// Properties of a hosting controller's root view that code outside the view reaches through the controller
/// (`hostingController.rootView.viewModel.$isEnabled.sink { … }`): the view's type, from `HostedRootType`, and the
/// property, each with the line of its first access in the file.
enum RootViewMembers {
    static func accesses(in file: LintFile) -> [(entry: String, line: Int)] {
        var found: [(entry: String, line: Int)] = []
        for access in FileNodes.of(file).memberAccesses {
            guard access.declName.baseName.text.first?.isLowercase == true, let (type, property) = HostedRootType.ofMember(access)
            else { continue }
            let entry = "\(type).\(property)"
            guard !found.contains(where: { $0.entry == entry }) else { continue }
            found.append((entry, file.location(of: access.positionAfterSkippingLeadingTrivia).line))
        }
        return found
    }

    static func witnessKey(_ entry: String) -> String { "rootView:" + entry }
}

extension ProjectIndex {
    /// `View.property` → `path:line` of code reaching it through a hosting controller's root view.
    var rootViewMembers: [String: String] { record(of: CallSiteFacts.self).rootViewMembers }
}
