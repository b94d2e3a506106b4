import BridgeLintCore
import SwiftSyntax

/// The project's functions that return a publisher delivering off the main thread: declared to return
/// `URLSession.DataTaskPublisher`, or returning a chain built from `dataTaskPublisher` or from such functions
/// (`.flatMap { network.dataTask(with: $0) }`) with nothing that hops back (`receive(on:)`). A view model that
/// sinks one (`client.fetchUsers().sink { self.users = $0 }`) changes its state off the main thread.
/// Read by `combine-ui-off-main`. Keyed by the function's name; a name some function returns another way is not kept.
enum PublisherSources: FactRecorder {
    @CompactCoded
    struct Source: CompactCodable, Sendable, Equatable {
        var name: String
        var line: Int
        /// Project functions whose publishers this one's values come from.
        var dependsOn: [String]

        init(name: String, line: Int, dependsOn: [String]) {
            (self.name, self.line, self.dependsOn) = (name, line, dependsOn)
        }
    }

    @CompactCoded
    struct FileRecord: CompactCodable, Sendable, Equatable {
        /// Functions whose publisher delivers off the main thread by itself, with the line that makes it so.
        var background: [WitnessLine] = []
        /// Functions whose delivery depends on other project functions.
        var dependent: [Source] = []
        /// Functions that return a publisher delivering on main or on a thread nothing here decides.
        var other: [String] = []
        var path = ""

        init() {}
    }

    struct ProjectRecord: Sendable {
        /// Function name → `path:line` of what makes its publisher deliver off the main thread.
        var background: [String: String] = [:]
    }

    static let name = "publisher-sources"

    static func record(in file: LintFile) -> FileRecord? {
        // A function returning a publisher says so after its arrow.
        guard ["-> AnyPublisher", "DataTaskPublisher", "-> some Publisher", "-> Publishers."].contains(where: file.contains)
        else { return nil }
        var record = FileRecord()
        for function in MemberFunctions.of(file) {
            guard let returned = function.signature.returnClause?.type, returned.trimmedDescription.contains("Publisher"),
                  let body = function.body
            else { continue }
            let name = function.name.text
            let line = file.location(of: function.name.positionAfterSkippingLeadingTrivia).line
            if returned.trimmedDescription.hasSuffix("DataTaskPublisher") {
                record.background.append(WitnessLine(key: name, line: line))
                continue
            }
            let values = Self.returnedValues(of: body)
            guard !values.isEmpty else { continue }
            if let decided = values.first(where: { CombineDelivery.of($0).isBackground }) {
                record.background.append(WitnessLine(key: name, line: file.location(of: decided.positionAfterSkippingLeadingTrivia).line))
                continue
            }
            let sources = values.flatMap(CombineDelivery.projectSources(of:))
            if sources.isEmpty {
                record.other.append(name)
            } else {
                record.dependent.append(Source(name: name, line: line, dependsOn: Array(Set(sources)).sorted()))
            }
        }
        guard !record.background.isEmpty || !record.dependent.isEmpty || !record.other.isEmpty else { return nil }
        record.path = file.path
        return record
    }

    static func merge(_ records: [FileRecord]) -> ProjectRecord {
        let other = Set(records.flatMap(\.other))
        var project = ProjectRecord()
        for record in records {
            for witness in record.background where !other.contains(witness.key) && project.background[witness.key] == nil {
                project.background[witness.key] = "\(record.path):\(witness.line)"
            }
        }
        // A function built from a background one delivers off main too, through any number of steps.
        var pending = records.flatMap { record in record.dependent.map { (record.path, $0) } }
            .filter { !other.contains($0.1.name) }
        var changed = true
        while changed {
            changed = false
            pending.removeAll { path, source in
                guard project.background[source.name] == nil,
                      let origin = source.dependsOn.first(where: { project.background[$0] != nil })
                else { return project.background[source.name] != nil }
                project.background[source.name] = project.background[origin]
                changed = true
                return true
            }
        }
        return project
    }

    /// The body's single expression, or what its `return` statements return (not those of closures inside).
    static func returnedValues(of body: CodeBlockSyntax) -> [ExprSyntax] {
        if body.statements.count == 1, let only = body.statements.first?.item.as(ExprSyntax.self) { return [only] }
        return Nodes.all(ReturnStmtSyntax.self, in: body, outsideClosures: true).compactMap(\.expression)
    }
}

extension ProjectIndex {
    /// See `PublisherSources`.
    var publisherSources: PublisherSources.ProjectRecord { record(of: PublisherSources.self) }
}
