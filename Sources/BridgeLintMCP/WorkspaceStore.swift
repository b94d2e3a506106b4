import BridgeLintCore
import BridgeLintRules
import Foundation

/// One `LintWorkspace` per root, kept between tool calls so the project is not read again for each one, and
/// brought up to date with the disk before each use: an agent edits files between calls.
final class WorkspaceStore: @unchecked Sendable {
    private struct Entry {
        var workspace: LintWorkspace
        var stamps: [String: FileVersion]
    }

    /// Size and modification time: enough to tell that a file changed since it was read.
    private struct FileVersion: Equatable {
        var size: Int
        var modified: Date?

        init?(_ path: String) {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
            size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            modified = attributes[.modificationDate] as? Date
        }
    }

    private let lock = NSLock()
    private var entries: [String: Entry] = [:]

    /// The root's workspace, as the disk is now: a changed configuration (or Info.plist set) makes a new one;
    /// files changed, created or deleted since the last call are read again.
    func workspace(for root: String) throws(ToolError) -> LintWorkspace {
        let plan = try Self.plan(for: root)
        let stamps = Dictionary(plan.files.map { ($0, FileVersion($0)) }, uniquingKeysWith: { first, _ in first })
            .compactMapValues { $0 }
        return lock.withLock {
            if let entry = entries[root], entry.workspace.plan.configuration == plan.configuration,
               entry.workspace.plan.infoPlists == plan.infoPlists {
                let changed = Set(stamps.keys).union(entry.stamps.keys).filter { entry.stamps[$0] != stamps[$0] }
                if !changed.isEmpty {
                    entry.workspace.filesChangedOnDisk(changed.sorted())
                    entries[root]?.stamps = stamps
                }
                return entry.workspace
            }
            let workspace = LintWorkspace(plan: plan)
            entries[root] = Entry(workspace: workspace, stamps: stamps)
            return workspace
        }
    }

    /// The plan `bridgelint lint` makes of the root: its own `.bridgelint.yml` (with its `included` and
    /// `excluded` paths) when it has one, its Package.swift or Xcode project for the deployment target.
    static func plan(for root: String) throws(ToolError) -> RunPlan {
        let configuration = (root as NSString).appendingPathComponent(Configuration.defaultFileName)
        var request = FileManager.default.fileExists(atPath: configuration)
            ? RunPlan.Request(configurationPath: configuration)
            : RunPlan.Request(paths: [root])
        request.workingDirectory = root
        do throws(ConfigurationError) {
            return try RunPlan(request, rules: RuleRegistry.all)
        } catch {
            throw ToolError("the configuration of \(root) cannot be used: \(error.description)")
        }
    }
}
