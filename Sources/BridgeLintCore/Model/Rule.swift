/// A check. Each rule lives in one file with its description (metadata, rationale, examples) and detection.
///
/// `check` runs once per file, on that file's syntax tree, in parallel with other files.
/// A rule that needs facts from other files (is `Store` an `@Observable` class?) is an `IndexedRule`:
/// it asks a typed question through `RuleReport.whenIndexed`, which its `answer` decides after every
/// file has been read, without parsing again.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ file: LintFile, report: inout RuleReport)
    /// What this rule needs recorded about every file, beyond the declarations the index always keeps.
    static var factRecorders: [any FactRecorder.Type] { get }
}

extension Rule {
    public static var factRecorders: [any FactRecorder.Type] { [] }
    public var description: RuleDescription { Self.description }
    public static var id: String { description.id }
}
