import SwiftParser

extension Linter {
    /// The project index of these files alone, without running any rule: for commands that ask about the
    /// project's types (`advise`, `new`). Files that cannot be read contribute nothing.
    public func index(files: [String]) -> ProjectIndex {
        index(count: files.count) { position in
            let path = files[position]
            guard case .success(let source) = SourceReader.read(path) else { return nil }
            return (path, source)
        }
    }

    /// The project index of in-memory sources (path, text), without running any rule.
    public func index(sources: [(path: String, text: String)]) -> ProjectIndex {
        index(count: sources.count) { sources[$0] }
    }

    private func index(count: Int, source: @Sendable (Int) -> (path: String, text: String)?) -> ProjectIndex {
        let facts = ParallelMap.map(count: count, progress: nil) { position -> FileFacts in
            guard let (path, text) = source(position) else { return FileFacts() }
            let file = LintFile(path: path, source: text, tree: Parser.parse(source: text),
                                deploymentTargets: configuration.deploymentTargets,
                                concurrencyDefaults: configuration.concurrency.defaults(for: path))
            return FactCollector.collect(from: file, recorders: recorders)
        }
        return ProjectIndex(facts, recorders: recorders)
    }
}
