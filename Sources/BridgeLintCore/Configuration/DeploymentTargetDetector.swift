import Foundation
import SwiftParser
import SwiftSyntax

/// Finds a project's deployment targets, per platform, that neither the command line nor the configuration
/// gives: `platforms:` in Package.swift (read with swift-syntax, never run), else the lowest
/// `IPHONEOS_/MACOSX_/TVOS_/XROS_DEPLOYMENT_TARGET` of the Xcode projects.
public enum DeploymentTargetDetector {
    public struct Detected: Equatable, Sendable {
        public var version: OSVersion
        /// Where it came from, for `--verbose`.
        public var source: String
    }

    /// Each platform's target: from the outermost manifests when they state one, else from the projects, else
    /// from the outermost nested manifests that state it (a tree of packages side by side, one per platform).
    public static func detect(
        packageManifests: [String], projectFiles: [String], texts: BuildFileTexts = BuildFileTexts()
    ) -> [Platform: Detected] {
        let depth = { (path: String) in path.split(separator: "/").count }
        let outermost = packageManifests.map(depth).min()
        let (top, nested) = (packageManifests.filter { depth($0) == outermost }, packageManifests.filter { depth($0) != outermost })
        return detect(manifests: nested, texts: texts)
            .merging(detect(projects: projectFiles, texts: texts)) { _, project in project }
            .merging(detect(manifests: top, texts: texts)) { _, manifest in manifest }
    }

    /// For each platform, the lowest target among the outermost of `manifests` that state it.
    private static func detect(manifests: [String], texts: BuildFileTexts) -> [Platform: Detected] {
        let depth = { (path: String) in path.split(separator: "/").count }
        let found = manifests.sorted().flatMap { path in
            let platforms = texts.text(of: path).map(platforms(inManifest:)) ?? [:]
            return platforms.platforms.map { (platform: $0, version: platforms[$0]!, source: path, depth: depth(path)) }
        }
        return Dictionary(grouping: found, by: \.platform).mapValues { settings in
            let shallowest = settings.map(\.depth).min()!
            let lowest = settings.filter { $0.depth == shallowest }.min { $0.version < $1.version }!
            return Detected(version: lowest.version, source: lowest.source)
        }
    }

    private static func detect(projects: [String], texts: BuildFileTexts) -> [Platform: Detected] {
        let settings = projects.sorted().flatMap { path in
            (texts.text(of: path).map(deploymentTargets(inProject:)) ?? [])
                .map { (platform: $0.platform, version: $0.version, source: path) }
        }
        return Dictionary(grouping: settings, by: \.platform).mapValues { targets in
            let lowest = targets.min { $0.version < $1.version }!
            let files = Set(targets.map(\.source)).count
            let note = targets.count > 1 ? ", the lowest of \(targets.count) settings in \("file".counted(files))" : ""
            return Detected(version: lowest.version, source: lowest.source + note)
        }
    }

    /// `.iOS(.v16)`, `.macOS(.v10_15)` or `.tvOS("16.4")` in the `platforms:` argument of `Package(…)`.
    static func platforms(inManifest text: String) -> PlatformVersions {
        let finder = PlatformFinder(viewMode: .sourceAccurate)
        finder.walk(Parser.parse(source: text))
        return finder.versions
    }

    private final class PlatformFinder: SyntaxVisitor {
        var versions = PlatformVersions()

        override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.label?.text == "platforms", let array = node.expression.as(ArrayExprSyntax.self) else {
                return .visitChildren
            }
            for element in array.elements {
                guard let call = element.expression.as(FunctionCallExprSyntax.self),
                      let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                      let platform = Platform(rawValue: name),
                      let argument = call.arguments.first?.expression
                else { continue }
                if let member = argument.as(MemberAccessExprSyntax.self) {
                    let name = member.declName.baseName.text
                    if name.hasPrefix("v") {
                        versions[platform] = OSVersion(parsing: name.dropFirst().replacingOccurrences(of: "_", with: "."))
                    }
                } else if let string = argument.as(StringLiteralExprSyntax.self), string.segments.count == 1,
                          let segment = string.segments.first?.as(StringSegmentSyntax.self) {
                    versions[platform] = OSVersion(parsing: segment.content.text)
                }
            }
            return .skipChildren
        }
    }

    /// The build setting that holds each platform's deployment target in a project.pbxproj.
    static let buildSettings: [(setting: String, platform: Platform)] = [
        ("IPHONEOS_DEPLOYMENT_TARGET", .iOS), ("MACOSX_DEPLOYMENT_TARGET", .macOS),
        ("TVOS_DEPLOYMENT_TARGET", .tvOS), ("XROS_DEPLOYMENT_TARGET", .visionOS),
    ]

    /// Every `IPHONEOS_DEPLOYMENT_TARGET = 15.0;` (and the other platforms' settings) of a project.pbxproj.
    /// A project file runs to tens of thousands of lines, read before any Swift file is linted: only lines
    /// holding `_DEPLOYMENT_TARGET` are looked at, found with a byte search.
    static func deploymentTargets(inProject text: String) -> [(platform: Platform, version: OSVersion)] {
        var targets: [(Platform, OSVersion)] = []
        let bytes = Array(text.utf8)
        let marker = Array("_DEPLOYMENT_TARGET".utf8)
        var searchFrom = 0
        while let hit = ByteSearch.firstOffset(of: marker, in: bytes, from: searchFrom) {
            let lineStart = bytes[..<hit].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let lineEnd = bytes[hit...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            searchFrom = lineEnd
            let line = Substring(String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self))
            for (setting, platform) in buildSettings {
                guard let range = line.range(of: setting) else { continue }
                let value = line[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
                    .prefix { $0 != ";" }.trimmingCharacters(in: CharacterSet(charactersIn: " \"\t"))
                if let version = OSVersion(parsing: value) { targets.append((platform, version)) }
            }
        }
        return targets
    }
}
