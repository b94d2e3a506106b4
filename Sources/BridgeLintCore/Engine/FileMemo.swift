/// Analyses that several rules derive from the same file (its type groups, its representables), computed
/// on first use and shared by every rule that checks the file, so each one walks the tree once.
///
/// A memo lives with its `LintFile`: one thread, one file, then it is gone with the syntax tree.
public final class FileMemo {
    private var values: [String: Any] = [:]

    init() {}

    /// The value stored under `key`, computing it with `make` the first time.
    public func value<Value>(_ key: String, _ make: () -> Value) -> Value {
        if let stored = values[key] as? Value { return stored }
        let value = make()
        values[key] = value
        return value
    }
}
