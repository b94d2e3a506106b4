import BridgeLintCore

/// Everything `bridgelint new` was asked for.
public struct ScaffoldRequest: Sendable {
    public var kind: ScaffoldKind
    /// The name of the generated type.
    public var name: String
    /// The UIKit class (or project class) to wrap, for the representable kinds.
    public var typeName: String?
    /// `--binding name:Type`: two-way values, `@Binding` in the wrapper.
    public var bindings: [InputDeclaration] = []
    /// `--input name:Type`: values SwiftUI passes in and the wrapper applies.
    public var inputs: [InputDeclaration] = []
    /// `--action name:(T) -> Void`: closures the wrapper calls when UIKit reports something; the coordinator
    /// reaches them through its refreshed `parent`, so it always calls the latest view's closure.
    public var actions: [InputDeclaration] = []
    /// `--delegate Protocol`: a delegate protocol the coordinator adopts, for a class bridgelint does not know.
    public var delegateProtocol: String?
    /// The SwiftUI view a hosting kind shows; generic over any view when absent.
    public var rootView: String?
    /// A table view cell instead of a collection view cell.
    public var forTableView = false
    /// For trait-bridge: the value's type and default value.
    public var traitValueType: String?
    public var traitDefault: String?
    public var deploymentTarget: IOSVersion?
    /// The project's types, so `--type` can name a project class.
    public var index: ProjectIndex?

    public init(kind: ScaffoldKind, name: String) {
        self.kind = kind
        self.name = name
    }
}

/// `name:Type`, or just `name` when bridgelint knows the property's type.
public struct InputDeclaration: Sendable, Equatable, CustomStringConvertible {
    public var name: String
    public var type: String?

    public init(name: String, type: String?) {
        self.name = name
        self.type = type
    }

    /// Splits at the first colon: dictionary types keep theirs (`counts:[String: Int]`).
    public init(parsing text: String) {
        if let colon = text.firstIndex(of: ":") {
            name = String(text[..<colon]).trimmingWhitespace
            type = String(text[text.index(after: colon)...]).trimmingWhitespace
        } else {
            name = text.trimmingWhitespace
            type = nil
        }
    }

    public var description: String { type.map { "\(name):\($0)" } ?? name }
}

/// Generated code and what the user should know about it.
public struct Scaffold: Sendable {
    public var source: String
    /// Remarks for standard error: assumptions made, fallbacks chosen for the deployment target.
    public var notes: [String]
}

public enum ScaffoldError: Error, Equatable, CustomStringConvertible {
    /// The request cannot be honoured: a bad name, type or option (exit status 2).
    case invalidRequest(String)
    /// The generated code does not parse: a bug in bridgelint, never shown to the user as code (exit status 3).
    case generatedCodeDoesNotParse([String])

    public var description: String {
        switch self {
        case .invalidRequest(let message):
            message
        case .generatedCodeDoesNotParse(let errors):
            "the generated code does not parse (a bridgelint bug, please report it): " + errors.joined(separator: "; ")
        }
    }
}
