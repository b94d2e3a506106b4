import BridgeLintCore
import BridgeLintRules
import Foundation

/// The run plan of a workspace folder, found as `bridgelint lint` run in that folder finds it: the folder's
/// `.bridgelint.yml` (its `included`/`excluded` apply), the deployment targets of its `Package.swift` or
/// Xcode project unless the configuration sets them.
enum FolderPlan {
    /// Names whose change means the plan must be made again: the configuration and the deployment target.
    /// (Swift files and Info.plist files created or changed are the workspace's to read again.)
    static func isPlanInput(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name == Configuration.defaultFileName || name == "Package.swift" || name.hasSuffix(".pbxproj")
    }

    static func plan(forFolder folder: String) -> Result<RunPlan, ConfigurationError> {
        let configuration = (folder as NSString).appendingPathComponent(Configuration.defaultFileName)
        let request = FileManager.default.fileExists(atPath: configuration)
            ? RunPlan.Request(configurationPath: configuration)
            : RunPlan.Request(paths: [folder])
        return plan(request, workingDirectory: folder)
    }

    /// A file outside every workspace folder is linted on its own, with its folder's configuration if any.
    static func plan(forLooseFile path: String) -> Result<RunPlan, ConfigurationError> {
        let folder = (path as NSString).deletingLastPathComponent
        let configuration = (folder as NSString).appendingPathComponent(Configuration.defaultFileName)
        // A buffer not saved yet is named anyway: discovery notes it missing, and its text comes from the editor.
        let request = RunPlan.Request(
            paths: [path],
            configurationPath: FileManager.default.fileExists(atPath: configuration) ? configuration : nil)
        return plan(request, workingDirectory: folder)
    }

    /// The server runs in no particular folder: the plan is made as if `lint` ran in the workspace folder.
    private static func plan(_ request: RunPlan.Request, workingDirectory: String) -> Result<RunPlan, ConfigurationError> {
        var request = request
        request.workingDirectory = workingDirectory
        do throws(ConfigurationError) {
            return .success(try RunPlan(request, rules: RuleRegistry.all))
        } catch {
            return .failure(error)
        }
    }
}
