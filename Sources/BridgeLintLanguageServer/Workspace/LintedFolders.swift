import BridgeLintCore
import Foundation

/// The workspace folders the client opened, each with the `LintWorkspace` that lints it, made when a
/// document in it is first opened. A file outside every folder gets a workspace of its own. Used on the
/// server's one thread.
final class LintedFolders {
    /// Where one workspace's files live: a workspace folder, or a loose file.
    enum Scope: Hashable {
        case folder(String)
        case looseFile(String)
    }

    private enum State {
        case loaded(LintWorkspace)
        /// The configuration could not be used; the message was shown, and the plan is made again when a
        /// plan input changes.
        case broken(String)
    }

    private(set) var folders: [String] = []
    private var states: [Scope: State] = [:]
    /// Called with what went wrong or what the configuration warns about, for the client to show.
    private let report: (_ message: String, _ isError: Bool) -> Void
    /// Where `lint` keeps its result cache, shared with it so an editor starts warm; nil for no cache.
    private let cacheDirectory: URL?

    init(folders: [String], cacheDirectory: URL?, report: @escaping (_ message: String, _ isError: Bool) -> Void) {
        self.folders = folders.map(FileURI.standardized)
        self.cacheDirectory = cacheDirectory
        self.report = report
    }

    func add(folder: String) {
        let folder = FileURI.standardized(folder)
        if !folders.contains(folder) { folders.append(folder) }
    }

    func remove(folder: String) {
        let folder = FileURI.standardized(folder)
        folders.removeAll { $0 == folder }
        states[.folder(folder)] = nil
    }

    /// The innermost workspace folder holding the path, else the file alone.
    func scope(of path: String) -> Scope {
        let holding = folders.filter { FileURI.path(path, isInside: $0) }
        if let innermost = holding.max(by: { $0.count < $1.count }) { return .folder(innermost) }
        return .looseFile(path)
    }

    /// The workspace of a scope, made on first use; nil while its configuration is broken.
    func workspace(for scope: Scope) -> LintWorkspace? {
        if states[scope] == nil { load(scope, replacing: nil) }
        return existingWorkspace(for: scope)
    }

    /// The workspace of a scope if it was made already: news about files on disk matter only to those.
    func existingWorkspace(for scope: Scope) -> LintWorkspace? {
        if case .loaded(let workspace)? = states[scope] { return workspace }
        return nil
    }

    /// Makes the plan of a scope again (its configuration, deployment target or project files changed). A
    /// configuration that became broken keeps the last good workspace, so diagnostics do not vanish while the
    /// user edits it. Returns the new workspace, which has no buffer texts yet.
    @discardableResult
    func reload(_ scope: Scope) -> LintWorkspace? {
        guard states[scope] != nil else { return nil }
        let previous = existingWorkspace(for: scope)
        load(scope, replacing: previous)
        let current = existingWorkspace(for: scope)
        return current === previous ? nil : current
    }

    /// Forgets a loose file's workspace when its buffer closes.
    func forget(_ scope: Scope) {
        if case .looseFile = scope { states[scope] = nil }
    }

    private func load(_ scope: Scope, replacing previous: LintWorkspace?) {
        let planned: Result<RunPlan, ConfigurationError>
        switch scope {
        case .folder(let folder): planned = FolderPlan.plan(forFolder: folder)
        case .looseFile(let path): planned = FolderPlan.plan(forLooseFile: path)
        }
        switch planned {
        case .success(let plan):
            for warning in plan.warnings { report(warning, false) }
            let cache = cacheDirectory.map {
                ResultCache(directory: $0, configuration: plan.configuration,
                            ruleIDs: plan.linter.rules.map { $0.description.id })
            }
            states[scope] = .loaded(LintWorkspace(plan: plan, cache: cache))
        case .failure(let error):
            let keeping = previous == nil ? "" : " (linting goes on with the configuration read before)"
            report(error.description + keeping, true)
            if let previous { states[scope] = .loaded(previous) } else { states[scope] = .broken(error.description) }
        }
    }
}
