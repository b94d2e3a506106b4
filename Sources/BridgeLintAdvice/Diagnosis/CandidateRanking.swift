import BridgeLintCore

/// Orders the places that can cause one message. Everything found on the same line (a rule's finding and the
/// sites the search saw there) is one candidate; candidates are then compared, in this order, by:
/// 1. whether they involve a name the message carries at all (a site that mentions it ranks above one that does not);
/// 2. how many of the message's names fill the role the message gives them (the pushed controller is the `child`,
///    the navigation controller the `requestedParent`), plus evidence of the causing shape in the code itself;
/// 3. whether a rule reports a finding there (a witnessed finding above a latent one), then how many kinds of
///    evidence agree;
/// 4. how much the mentioned names weigh (the app's own types more than UIKit's);
/// 5. the catalog's order of its rules, then file and position, so the order is stable.
struct CandidateRanking {
    /// Roles whose names say where the cause is; the others (the parent a child still has, what is already
    /// presented) only say what was involved.
    static let causeRoles: Set<NameRole> = Set(NameRole.allCases).subtracting([.expectedParent, .presentedFrom, .alreadyPresented])

    struct Evidence {
        var file: String
        var line: Int
        var column: Int
        var ruleReasons: [(rule: String, index: Int, message: String, latent: Bool)] = []
        var siteReasons: [(kind: SiteKind, reason: String)] = []
        var names: Set<String> = []
        var roles: [NameRole: Set<String>] = [:]
        var shapeEvidence = 0
    }

    let carried: [CarriedName]
    /// Names the project declares (types, functions): a mention of one of these weighs more.
    let isProjectName: (String) -> Bool

    private(set) var evidence: [String: Evidence] = [:]

    init(carried: [CarriedName], isProjectName: @escaping (String) -> Bool) {
        self.carried = carried
        self.isProjectName = isProjectName
    }

    private static func key(_ file: String, _ line: Int) -> String { "\(file):\(line)" }

    mutating func add(finding: Finding, ruleIndex: Int, names: Set<String>, roles: [NameRole: Set<String>]) {
        var entry = evidence[Self.key(finding.file, finding.line)]
            ?? Evidence(file: finding.file, line: finding.line, column: finding.column)
        entry.column = min(entry.column, finding.column)
        if !entry.ruleReasons.contains(where: { $0.rule == finding.ruleID && $0.message == finding.message }) {
            entry.ruleReasons.append((finding.ruleID, ruleIndex, finding.message, finding.isLatent))
        }
        entry.names.formUnion(names)
        entry.roles.merge(roles) { $0.union($1) }
        evidence[Self.key(finding.file, finding.line)] = entry
    }

    mutating func add(site: ProjectSite) {
        var entry = evidence[Self.key(site.file, site.line)] ?? Evidence(file: site.file, line: site.line, column: site.column)
        if !entry.siteReasons.contains(where: { $0.reason == site.reason }) {
            entry.siteReasons.append((site.kind, site.reason))
        }
        entry.names.formUnion(site.names)
        entry.roles.merge(site.roles) { $0.union($1) }
        entry.shapeEvidence = max(entry.shapeEvidence, site.shapeEvidence)
        evidence[Self.key(site.file, site.line)] = entry
    }

    /// The carried names a candidate involves.
    func mentions(_ entry: Evidence) -> [CarriedName] {
        carried.filter { name in name.spellings.contains(where: entry.names.contains) }
    }

    func roleMatches(_ entry: Evidence) -> Int {
        carried.count { name in
            Self.causeRoles.contains(name.role) && name.spellings.contains { entry.roles[name.role]?.contains($0) == true }
        } + entry.shapeEvidence
    }

    private struct Score: Comparable {
        var mentions: Bool
        var roles: Int
        /// 2 for a witnessed finding, 1 for latent ones only, 0 for none.
        var rule: Int
        var kinds: Int
        var weight: Int
        var ruleIndex: Int

        static func < (lhs: Score, rhs: Score) -> Bool {
            // Larger is better everywhere except the rule index, where the catalog's first rule is the likeliest.
            (lhs.mentions ? 1 : 0, lhs.roles, lhs.rule, lhs.kinds, lhs.weight, -lhs.ruleIndex)
                < (rhs.mentions ? 1 : 0, rhs.roles, rhs.rule, rhs.kinds, rhs.weight, -rhs.ruleIndex)
        }
    }

    private func score(_ entry: Evidence) -> Score {
        let mentioned = mentions(entry)
        let weight = mentioned.reduce(0) { total, name in total + (isProjectName(name.name) ? 3 : 1) }
        let kinds = Set(entry.ruleReasons.map(\.rule)).count + Set(entry.siteReasons.map(\.kind)).count
        let rule = entry.ruleReasons.isEmpty ? 0 : entry.ruleReasons.contains { !$0.latent } ? 2 : 1
        return Score(mentions: !mentioned.isEmpty, roles: roleMatches(entry), rule: rule, kinds: kinds,
                     weight: weight, ruleIndex: entry.ruleReasons.map(\.index).min() ?? 99)
    }

    /// The candidates, most likely first.
    func ranked() -> [Candidate] {
        let scored = evidence.values.map { ($0, score($0)) }
        return scored.sorted { lhs, rhs in
            if lhs.1 != rhs.1 { return lhs.1 > rhs.1 }
            return (lhs.0.file, lhs.0.line, lhs.0.column) < (rhs.0.file, rhs.0.line, rhs.0.column)
        }.map { entry, _ in
            var names: [String] = []
            for name in mentions(entry).map(\.name) where !names.contains(name) { names.append(name) }
            return Candidate(
                file: entry.file, line: entry.line, column: entry.column,
                reasons: entry.ruleReasons.map { "\($0.message) [\($0.rule)\($0.latent ? ", latent" : "")]" }
                    + entry.siteReasons.map(\.reason),
                rules: entry.ruleReasons.map(\.rule), sites: entry.siteReasons.map(\.kind.rawValue), mentions: names)
        }
    }
}
