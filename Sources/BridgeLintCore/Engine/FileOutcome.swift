/// Everything one file contributes to a run: its facts for the index, what its rules found, and its
/// suppression comments. Plain data, so a file whose content has not changed can reuse it from the cache.
struct FileOutcome: Sendable {
    var path: String
    var facts = FileFacts()
    var findings: [Finding] = []
    var deferred: [DeferredFinding] = []
    var suppressions = SuppressionMap()
    var problems: [FileProblem] = []
    var lineCount = 0
}
