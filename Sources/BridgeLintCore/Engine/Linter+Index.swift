import SwiftParser

extension Linter {
    /// The project index of these files alone, without running any rule: for commands that ask about the
    /// project's types (`advise`, `new`). Files that cannot be read contribute nothing.
    public func index(files: [String]) -> ProjectIndex {
        let facts = ParallelMap.map(count: files.count, progress: nil) { position -> FileFacts in
            let path = files[position]
            guard case .success(let source) = SourceReader.read(path) else { return FileFacts() }
            let file = LintFile(path: path, source: source, tree: Parser.parse(source: source),
                                deploymentTargets: configuration.deploymentTargets)
            return FactCollector.collect(from: file)
        }
        return ProjectIndex(facts)
    }
}
