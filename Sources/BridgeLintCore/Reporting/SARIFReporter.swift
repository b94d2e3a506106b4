import Foundation

/// SARIF 2.1.0, as GitHub code scanning and other static-analysis dashboards read it: rule metadata
/// with help text, one result per finding, and fixes as artifact changes.
public struct SARIFReporter: Reporter {
    public init() {}

    public func report(_ run: LintRun, context: ReportContext) -> String {
        let usedIDs = Set(run.findings.map(\.ruleID))
        // Every registered rule is described, plus built-in checks that produced results.
        var descriptors = context.rules.map(Self.descriptor)
        for id in usedIDs.sorted() where context.rule(id) == nil {
            descriptors.append(["id": id, "shortDescription": ["text": id]])
        }
        let ruleIndex = Dictionary(uniqueKeysWithValues: descriptors.enumerated().map { ($0.element["id"] as! String, $0.offset) })
        let results: [[String: Any]] = run.findings.map { finding in
            var result: [String: Any] = [
                "ruleId": finding.ruleID,
                "level": finding.severity.rawValue,
                "message": ["text": finding.message],
                "locations": [["physicalLocation": [
                    "artifactLocation": ["uri": Self.uri(finding.file)],
                    "region": ["startLine": finding.line, "startColumn": finding.column, "endColumn": finding.endColumn],
                ]]],
                "partialFingerprints": ["bridgelint/v1": Baseline.fingerprint(of: finding)],
                // SARIF's rank (0–100) orders results by how sure the tool is that they matter.
                "rank": finding.isLatent ? 20.0 : 80.0,
                "properties": ["confidence": finding.confidence.rawValue],
            ]
            if !finding.related.isEmpty {
                result["relatedLocations"] = finding.related.enumerated().map { id, related -> [String: Any] in
                    ["id": id, "message": ["text": related.message], "physicalLocation": [
                        "artifactLocation": ["uri": Self.uri(finding.file)],
                        "region": ["startLine": related.line, "startColumn": related.column, "endColumn": related.endColumn],
                    ]]
                }
            }
            if let index = ruleIndex[finding.ruleID] { result["ruleIndex"] = index }
            if let fix = finding.fix {
                result["fixes"] = [[
                    "description": ["text": fix.summary],
                    "artifactChanges": [[
                        "artifactLocation": ["uri": Self.uri(finding.file)],
                        "replacements": fix.edits.map { edit in
                            ["deletedRegion": ["byteOffset": edit.start, "byteLength": edit.end - edit.start],
                             "insertedContent": ["text": edit.replacement]]
                        },
                    ]],
                ]]
            }
            return result
        }
        let document: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [[
                "tool": ["driver": [
                    "name": "bridgelint",
                    "version": BridgeLint.version,
                    "semanticVersion": BridgeLint.version,
                    "rules": descriptors,
                ]],
                "results": results,
                "columnKind": "utf16CodeUnits",
            ]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func descriptor(_ rule: RuleDescription) -> [String: Any] {
        var help = rule.howToFix
        if let wrong = rule.triggeringExamples.first?.displayCode {
            help += "\n\nWrong:\n\(wrong)"
        }
        if let right = rule.nonTriggeringExamples.first?.displayCode {
            help += "\n\nRight:\n\(right)"
        }
        return [
            "id": rule.id,
            "name": rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
            "shortDescription": ["text": rule.summary],
            "fullDescription": ["text": rule.rationale],
            "help": ["text": help],
            "defaultConfiguration": ["level": rule.severity.rawValue, "enabled": !rule.isOptIn],
            "properties": ["tags": ["swiftui", "uikit", "correctness"], "precision": "high"],
        ]
    }

    /// A relative path as a URI reference (percent-encoded); absolute paths become file URIs.
    private static func uri(_ path: String) -> String {
        let allowed = CharacterSet.urlPathAllowed
        let encoded = path.addingPercentEncoding(withAllowedCharacters: allowed) ?? path
        return path.hasPrefix("/") ? "file://" + encoded : encoded
    }
}
