import BridgeLintCore
import SwiftSyntax

/// Methods a project adds to a type in an extension whose body makes a costly or disruptive call on the instance
/// whichever way it runs (`extension WKWebView { func show(article:) { loadHTMLString(article.html, baseURL: nil) } }`).
/// Read by `representable-expensive-update`: an update that calls such a helper on its view pays that cost on
/// every SwiftUI update, wherever the helper is declared.
enum CostlyExtensionMethods: FactRecorder {
    /// One such method.
    @CompactCoded
    struct Method: Sendable, Hashable, CompactCodable {
        /// `WKWebView.show`: the extended type and the method's name.
        var key: String
        /// Each parameter's label (`_` for none), with `?` after it when it has a default value.
        var parameters: [String]
        /// The costly call it makes, as written, and what that call does.
        var call: String
        var effect: String
        var line: Int

        init(key: String, parameters: [String], call: String, effect: String, line: Int) {
            (self.key, self.parameters, self.call, self.effect, self.line) = (key, parameters, call, effect, line)
        }

        /// Whether a call passing `labels` (nil for an unlabelled argument) reaches this method: each parameter
        /// takes the next argument when the labels agree, or is left to its default.
        func accepts(_ labels: [String?]) -> Bool {
            var remaining = labels[...]
            for parameter in parameters {
                let defaulted = parameter.hasSuffix("?")
                let label = defaulted ? String(parameter.dropLast()) : parameter
                if let next = remaining.first, (next ?? "_") == label {
                    remaining = remaining.dropFirst()
                } else if !defaulted {
                    return false
                }
            }
            return remaining.isEmpty
        }
    }

    @CompactCoded
    struct FileRecord: CompactCodable, Sendable, Equatable {
        var path = ""
        var methods: [Method] = []

        init() {}
    }

    /// Each method with the file that declares it.
    typealias ProjectRecord = [String: [(method: Method, path: String)]]

    static let name = "costly-extension-methods"

    static func record(in file: LintFile) -> FileRecord? {
        guard file.contains("extension ") else { return nil }
        var record = FileRecord()
        record.path = file.path
        for case let extensionDecl as ExtensionDeclSyntax in file.tree.statements.flattenedDeclGroups {
            guard let type = TypeNames.simpleName(of: extensionDecl.extendedType) else { continue }
            for member in extensionDecl.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body else { continue }
                let names = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
                guard let (call, effect) = RepresentableExpensiveUpdate.costlyCallEveryTime(in: body, onSelfOf: type, parameters: names)
                else { continue }
                let parameters = function.signature.parameterClause.parameters.map { parameter in
                    parameter.firstName.text + (parameter.defaultValue == nil ? "" : "?")
                }
                record.methods.append(Method(
                    key: "\(type).\(function.name.text)", parameters: parameters, call: call.trimmedDescription,
                    effect: effect, line: file.location(of: function.positionAfterSkippingLeadingTrivia).line))
            }
        }
        return record.methods.isEmpty ? nil : record
    }

    static func merge(_ records: [FileRecord]) -> ProjectRecord {
        var methods: ProjectRecord = [:]
        for record in records {
            for method in record.methods { methods[method.key, default: []].append((method, record.path)) }
        }
        return methods
    }
}

extension ProjectIndex {
    /// The extension method of `type` named `name` that a call with `labels` reaches, when the project declares
    /// exactly one and it makes a costly call every time (see `CostlyExtensionMethods`); with its file.
    func costlyExtensionMethod(of type: String, named name: String, labels: [String?]) -> (method: CostlyExtensionMethods.Method, path: String)? {
        let candidates = record(of: CostlyExtensionMethods.self)["\(type).\(name)", default: []].filter { $0.method.accepts(labels) }
        return candidates.count == 1 ? candidates[0] : nil
    }
}
