/// A place in the project that can cause a message, found by looking at the code rather than by a rule.
struct ProjectSite {
    var kind: SiteKind
    var file: String
    var line: Int
    var column: Int
    /// Why it is a candidate, in one sentence.
    var reason: String
    /// The names the site involves: the types of what it adds, presents or writes, and the type and function
    /// it is in.
    var names: Set<String>
    /// The names that fill the roles a message gives its names: a push's pushed controller fills `child`,
    /// `controller` and `presented`, its navigation controller `requestedParent`.
    var roles: [NameRole: Set<String>] = [:]
    /// Evidence in the code itself that this is the cause (an onChange that writes the value it observes), counted
    /// like a role a name fills.
    var shapeEvidence = 0
}
