import Foundation

/// A project kept in memory between requests, for the language server and the MCP server. Every file's
/// outcome (findings, index questions, facts, suppressions) and the project index stay alive: changing one
/// file re-analyzes that file only and rebuilds the index from the kept facts, and a file's cross-file
/// questions are answered only when its findings are asked for.
///
/// Paths are made absolute and standardized; findings name files by those paths. Thread-safe: every call
/// runs under one lock, as editors and agents send one change at a time.
public final class LintWorkspace: @unchecked Sendable {
    public let plan: RunPlan
    private let linter: Linter
    private let cache: ResultCache?
    private let lock = NSLock()

    /// Files of the plan, which return to their disk content when an overriding text is dropped.
    private var planFiles: Set<String>
    private var outcomes: [String: FileOutcome] = [:]
    /// Texts that override the disk (open editor buffers, an agent's patched sources).
    private var overrides: [String: String] = [:]
    private var infoPlists: [String: InfoPlistFact] = [:]
    /// Built lazily from `outcomes` after a change to some file's facts.
    private var index: ProjectIndex?
    /// Finished findings per file, latent ones included, valid until the file or the index changes.
    private var finished: [String: [Finding]] = [:]
    /// The last parse of each overriding text, so the next edit of it re-parses only what changed.
    private var parses: [String: IncrementalParse] = [:]

    /// Lints every file of the plan from disk (reusing `cache` for unchanged files) and keeps the results.
    public init(plan: RunPlan, cache: ResultCache? = nil) {
        self.plan = plan
        self.linter = plan.linter
        self.cache = cache
        let paths = plan.files.map(Self.absolute)
        self.planFiles = Set(paths)
        let linter = plan.linter
        let loaded = ParallelMap.map(count: paths.count, progress: nil) { position in
            linter.outcome(ofFileAt: paths[position], cache: cache)
        }
        for (path, outcome) in zip(paths, loaded) {
            outcomes[path] = outcome
        }
        for path in plan.infoPlists.map(Self.absolute) {
            readInfoPlist(at: path)
        }
        cache?.save(linted: paths)
    }

    /// Every Swift file the workspace holds (plan files and files given only as text), sorted.
    public var paths: [String] {
        locked { outcomes.keys.sorted() }
    }

    /// Overrides one file's text. The file need not be part of the plan: it joins the workspace until
    /// `dropText(for:)`.
    public func setText(_ text: String, for path: String) {
        let path = Self.absolute(path)
        locked {
            overrides[path] = text
            let parse = parses[path].map { IncrementalParse(text, after: $0) } ?? IncrementalParse(text)
            parses[path] = parse
            replaceOutcome(of: path, with: linter.analyze(path: path, source: text, tree: parse.tree))
        }
    }

    /// Forgets the overriding text: the file is read from disk again, or leaves the workspace when it is not
    /// part of the plan.
    public func dropText(for path: String) {
        let path = Self.absolute(path)
        locked {
            parses[path] = nil
            guard overrides.removeValue(forKey: path) != nil else { return }
            reloadFromDisk(path)
        }
    }

    /// Files created, changed or deleted on disk: each is read again unless a text overrides it. Info.plist
    /// files are read again too.
    public func filesChangedOnDisk(_ paths: [String]) {
        locked {
            let changed = paths.map(Self.absolute)
            if changed.contains(where: { !planFiles.contains($0) && $0.hasSuffix(".swift") }) {
                planFiles = Set(plan.discoverFiles().map(Self.absolute))
            }
            for path in changed {
                if InfoPlistFact.isInfoPlistName((path as NSString).lastPathComponent) {
                    readInfoPlist(at: path)
                } else if overrides[path] == nil {
                    reloadFromDisk(path)
                }
            }
        }
    }

    /// The text the workspace holds for a file: its overriding text, or its content on disk.
    public func text(of path: String) -> String? {
        let path = Self.absolute(path)
        if let text = locked({ overrides[path] }) { return text }
        guard case .success(let text) = SourceReader.read(path) else { return nil }
        return text
    }

    /// The file's findings, with cross-file questions answered against the current index and suppressions
    /// and severity overrides applied, in reporting order. Empty for a file the workspace does not hold.
    /// Latent findings are included when `latent` says so, else when the configuration does.
    public func findings(in path: String, latent: Bool? = nil) -> [Finding] {
        let path = Self.absolute(path)
        let decided: [Finding] = locked {
            if let known = finished[path] { return known }
            guard let outcome = outcomes[path] else { return [] }
            let findings = linter.decide(outcome, index: currentIndex()).sorted(by: Finding.reportingOrder)
            finished[path] = findings
            return findings
        }
        return reported(decided, latent: latent)
    }

    private func reported(_ findings: [Finding], latent: Bool?) -> [Finding] {
        guard let latent else { return findings.filter(linter.configuration.reports) }
        return latent ? findings : findings.filter { !$0.isLatent }
    }

    /// Why the file could not be linted, or only in part (unreadable, syntax errors).
    public func problems(in path: String) -> [FileProblem] {
        let path = Self.absolute(path)
        return locked { outcomes[path]?.problems ?? [] }
    }

    /// Lints `text` as if it were the file at `path`, against the rest of the workspace, and keeps nothing.
    public func lint(text: String, at path: String, latent: Bool? = nil) -> [Finding] {
        let path = Self.absolute(path)
        let outcome = linter.analyze(path: path, source: text)
        let decided: [Finding] = locked {
            let facts = factsInPathOrder(replacing: path, with: outcome.facts)
            let index = ProjectIndex(facts, infoPlists: plistsInPathOrder(), recorders: linter.recorders)
            return linter.decide(outcome, index: index).sorted(by: Finding.reportingOrder)
        }
        return reported(decided, latent: latent)
    }

    // MARK: - Keeping the state (called under the lock)

    private func reloadFromDisk(_ path: String) {
        if planFiles.contains(path), FileManager.default.fileExists(atPath: path) {
            replaceOutcome(of: path, with: linter.outcome(ofFileAt: path, cache: cache))
        } else if outcomes.removeValue(forKey: path) != nil {
            invalidateIndex()
        }
    }

    private func replaceOutcome(of path: String, with outcome: FileOutcome) {
        let factsChanged = outcomes[path]?.facts != outcome.facts
        outcomes[path] = outcome
        finished[path] = nil
        if factsChanged { invalidateIndex() }
    }

    private func readInfoPlist(at path: String) {
        let data = try? Data(contentsOf: URL(fileURLWithPath: path))
        let fact = data.flatMap { try? InfoPlistFact.read($0, path: path).get() }
        if infoPlists[path] != fact {
            infoPlists[path] = fact
            invalidateIndex()
        }
    }

    private func invalidateIndex() {
        index = nil
        finished.removeAll(keepingCapacity: true)
    }

    private func currentIndex() -> ProjectIndex {
        if let index { return index }
        let built = ProjectIndex(factsInPathOrder(), infoPlists: plistsInPathOrder(), recorders: linter.recorders)
        index = built
        return built
    }

    /// Every file's facts in path order, so the index is the same whatever order files changed in.
    private func factsInPathOrder(replacing replaced: String? = nil, with replacement: FileFacts? = nil) -> [FileFacts] {
        var facts = outcomes
        if let replaced, let replacement { facts[replaced] = FileOutcome(path: replaced, facts: replacement) }
        return facts.keys.sorted().compactMap { facts[$0]?.facts }
    }

    private func plistsInPathOrder() -> [InfoPlistFact] {
        infoPlists.keys.sorted().compactMap { infoPlists[$0] }
    }

    private func locked<T>(_ work: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return work()
    }

    static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
