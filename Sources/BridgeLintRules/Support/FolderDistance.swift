/// Which of several files is nearest to another in the folder tree: the ones whose folder shares the most
/// leading folders with it. A repository that holds several apps (an iOS and a tvOS target, sample apps beside
/// a library) often declares the same view name in each; a use belongs to the declaration of its own app.
enum FolderDistance {
    /// The candidates sharing the most leading folders with `path` (all of them on a tie).
    static func nearest(to path: String, among candidates: Set<String>) -> Set<String> {
        let folders = folderComponents(of: path)
        var best: Set<String> = []
        var bestShared = -1
        for candidate in candidates {
            let shared = zip(folders, folderComponents(of: candidate)).prefix { $0 == $1 }.count
            if shared > bestShared {
                (best, bestShared) = ([candidate], shared)
            } else if shared == bestShared {
                best.insert(candidate)
            }
        }
        return best
    }

    /// Whether a construction at `site` (`path:line`) makes the type declared in `file`, of the files `declared`
    /// that declare a type of that name: yes when it is the only one (or `file` is none of them), else when `file`
    /// is among the nearest to the site.
    static func site(_ site: String, makes file: String, among declared: Set<String>) -> Bool {
        guard declared.count > 1, declared.contains(file) else { return true }
        let path = site.lastIndex(of: ":").map { String(site[..<$0]) } ?? site
        return nearest(to: path, among: declared).contains(file)
    }

    private static func folderComponents(of path: String) -> [Substring] {
        Array(path.split(separator: "/").dropLast())
    }
}
