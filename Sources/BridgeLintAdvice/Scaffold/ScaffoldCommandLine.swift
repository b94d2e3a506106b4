import BridgeLintCore

/// A `bridgelint new …` command line, as advise and explain print it, quoted for a POSIX shell.
public struct ScaffoldCommandLine: Sendable, CustomStringConvertible {
    public var kind: ScaffoldKind
    public var name: String
    public var options: [String] = []

    public init(_ kind: ScaffoldKind, _ name: String, options: [String] = []) {
        self.kind = kind
        self.name = name
        self.options = options
    }

    /// The generating command for a table class: its two-way, reported and required properties become options.
    public init(wrapping known: UIKitClass, as kind: ScaffoldKind, name: String, typeName: String) {
        var options = ["--type", typeName]
        for property in known.suggestedProperties {
            let option = property.direction == .oneWay ? "--input" : "--binding"
            options += [option, "\(property.name):\(property.type)"]
        }
        self.init(kind, name, options: options)
    }

    public var description: String {
        (["bridgelint", "new", kind.rawValue, name] + options).map(Self.quoted).joined(separator: " ")
    }

    /// Words with characters a shell would interpret (`[`, `?`, spaces) are single-quoted.
    static func quoted(_ word: String) -> String {
        let plain = word.allSatisfy { $0.isLetter || $0.isNumber || "_-.:/,=@".contains($0) }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
