/// How facts name a closure (or view) argument of a project function, so a call site finds what the function
/// does with it: `install(completion:`, `show(_:` for an unlabelled one, `install({}:` for a trailing closure.
/// The function's base name alone: overloads of one name share their keys.
enum ArgumentKey {
    /// The argument with this label (`_` or `nil` for an unlabelled one).
    static func labelled(_ label: String?, in function: String) -> String {
        "\(function)(\(label ?? "_"):"
    }

    /// The trailing closure of a call.
    static func trailing(in function: String) -> String {
        "\(function)({}:"
    }
}
