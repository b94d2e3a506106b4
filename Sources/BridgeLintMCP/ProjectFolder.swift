import BridgeLintCore
import Foundation

/// The project `advise` and `scaffold` ask about: the `project` folder, else the first root. Its plan gives the
/// iOS deployment target and, read only when a question needs it, the types it declares.
struct ProjectFolder {
    let path: String
    let plan: RunPlan

    /// Nil when no project is named and no root is open: the UIKit table still answers.
    static func read(_ arguments: ToolArguments, roots: Roots) throws(ToolError) -> ProjectFolder? {
        let folder: String
        if let given = try arguments.string("project") {
            folder = try roots.confine(given).path
        } else if let first = roots.folders.first {
            folder = first
        } else {
            return nil
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
            throw ToolError("'project' must be a folder inside the roots; \(folder) is not one.")
        }
        return ProjectFolder(path: folder, plan: try WorkspaceStore.plan(for: folder))
    }

    var deploymentTarget: IOSVersion? { plan.configuration.deploymentTargets[.iOS] }

    func index() -> ProjectIndex {
        plan.linter.index(files: plan.files)
    }
}
