import Foundation
import SwiftParser
import SwiftSyntax

/// Finds the project's iOS deployment target when neither the command line nor the configuration
/// gives one: `platforms:` in Package.swift (read with swift-syntax, never run), else the lowest
/// `IPHONEOS_DEPLOYMENT_TARGET` of the Xcode projects.
public enum DeploymentTargetDetector {
    public struct Detected: Equatable, Sendable {
        public var version: IOSVersion
        /// Where it came from, for `--verbose`.
        public var source: String
    }

    public static func detect(packageManifests: [String], projectFiles: [String]) -> Detected? {
        // The outermost manifest describes the app; nested ones are local packages.
        let depth = { (path: String) in path.split(separator: "/").count }
        if let shallowest = packageManifests.map(depth).min() {
            let manifests = packageManifests.filter { depth($0) == shallowest }.sorted()
            let found = manifests.compactMap { path in
                (try? String(contentsOfFile: path, encoding: .utf8)).flatMap(iOSPlatform(inManifest:)).map { ($0, path) }
            }
            if let lowest = found.min(by: { $0.0 < $1.0 }) {
                return Detected(version: lowest.0, source: lowest.1)
            }
        }
        let targets = projectFiles.sorted().flatMap { path in
            ((try? String(contentsOfFile: path, encoding: .utf8)).map(deploymentTargets(inProject:)) ?? []).map { ($0, path) }
        }
        guard let lowest = targets.min(by: { $0.0 < $1.0 }) else { return nil }
        let files = Set(targets.map(\.1)).count
        let note = targets.count > 1 ? ", the lowest of \(targets.count) settings in \("file".counted(files))" : ""
        return Detected(version: lowest.0, source: lowest.1 + note)
    }

    /// `.iOS(.v16)`, `.iOS(.v15_4)` or `.iOS("16.4")` in the `platforms:` argument of `Package(…)`.
    static func iOSPlatform(inManifest text: String) -> IOSVersion? {
        let finder = PlatformFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return finder.version
    }

    private final class PlatformFinder: SyntaxVisitor {
        var version: IOSVersion?

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.label?.text == "platforms", let array = node.expression.as(ArrayExprSyntax.self) else {
                return .visitChildren
            }
            for element in array.elements {
                guard let call = element.expression.as(FunctionCallExprSyntax.self),
                      call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "iOS",
                      let argument = call.arguments.first?.expression
                else { continue }
                if let member = argument.as(MemberAccessExprSyntax.self) {
                    let name = member.declName.baseName.text
                    if name.hasPrefix("v") {
                        version = IOSVersion(parsing: name.dropFirst().replacingOccurrences(of: "_", with: "."))
                    }
                } else if let string = argument.as(StringLiteralExprSyntax.self), string.segments.count == 1,
                          let segment = string.segments.first?.as(StringSegmentSyntax.self) {
                    version = IOSVersion(parsing: segment.content.text)
                }
            }
            return .skipChildren
        }
    }

    /// Every `IPHONEOS_DEPLOYMENT_TARGET = 15.0;` of a project.pbxproj.
    static func deploymentTargets(inProject text: String) -> [IOSVersion] {
        var versions: [IOSVersion] = []
        for line in text.split(separator: "\n") {
            guard let range = line.range(of: "IPHONEOS_DEPLOYMENT_TARGET") else { continue }
            let value = line[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
                .prefix { $0 != ";" }.trimmingCharacters(in: CharacterSet(charactersIn: " \"\t"))
            if let version = IOSVersion(parsing: value) { versions.append(version) }
        }
        return versions
    }
}
