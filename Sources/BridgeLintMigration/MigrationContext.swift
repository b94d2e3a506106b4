import BridgeLintCore
import SwiftSyntax

/// The whole project as the planner reads it: every file parsed and surveyed once, the member table the
/// type resolver looks names up in, and the project index for conformance questions.
struct MigrationContext {
    let sources: [ParsedSource]
    let surveys: [ObservationSurvey]
    let table: MemberTable
    let resolver: TypeResolver
    let index: ProjectIndex
    let deploymentTargets: PlatformVersions

    init(sources: [(path: String, text: String)], index: ProjectIndex, deploymentTargets: PlatformVersions) {
        let parsed = ParsedSource.parseAll(sources)
        self.sources = parsed
        self.surveys = parsed.map { source in
            let survey = ObservationSurvey()
            survey.walk(source.tree)
            return survey
        }
        self.table = MemberTable(parsed)
        self.resolver = TypeResolver(table: table)
        self.index = index
        self.deploymentTargets = deploymentTargets
    }

    /// The surveys' findings of one kind, each with the index of its source.
    func all<Node>(_ findings: (ObservationSurvey) -> [Node]) -> [(source: Int, node: Node)] {
        surveys.enumerated().flatMap { position, survey in findings(survey).map { (position, $0) } }
    }

    func location(of node: some SyntaxProtocol, in source: Int) -> CodeLocation {
        sources[source].location(of: node)
    }

    /// Whether a type is UIKit or AppKit code that subscribes from outside SwiftUI: a controller, view or cell,
    /// directly or through the project's own subclasses (`UITableViewController`, `NSWindowController`, …).
    func isPlatformUIType(_ name: String?) -> Bool {
        var pending = name.map { [$0] } ?? []
        var seen: Set<String> = []
        while let type = pending.popLast() {
            guard seen.insert(type).inserted else { continue }
            let declarations = index.declarations(named: type)
            if declarations.isEmpty {
                if Self.isPlatformUIClassName(type) { return true }
                continue
            }
            pending += declarations.filter { $0.kind == .class }.flatMap(\.inheritedTypes)
        }
        return false
    }

    private static func isPlatformUIClassName(_ name: String) -> Bool {
        (name.hasPrefix("UI") || name.hasPrefix("NS"))
            && ["Controller", "View", "Cell", "Responder"].contains(where: name.hasSuffix)
    }
}
