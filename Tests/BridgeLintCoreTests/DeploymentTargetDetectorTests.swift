import Foundation
import Testing
@testable import BridgeLintCore

@Suite struct DeploymentTargetDetectorTests {
    @Test(arguments: [
        (".iOS(.v16)", [.iOS: OSVersion(16, 0)]),
        (".iOS(.v17), .macOS(.v14)", [.iOS: OSVersion(17, 0), .macOS: OSVersion(14)]),
        (".macOS(.v13), .iOS(\"15.4\")", [.iOS: OSVersion(15, 4), .macOS: OSVersion(13)]),
        (".iOS(.v15_4)", [.iOS: OSVersion(15, 4)]),
        (".macOS(.v10_15), .watchOS(.v9)", [.macOS: OSVersion(10, 15)]),
        (".tvOS(.v16), .visionOS(\"1.1\"), .macCatalyst(.v16)", [.tvOS: OSVersion(16), .visionOS: OSVersion(1, 1)]),
    ] as [(String, PlatformVersions)])
    func manifestPlatforms(platforms: String, expected: PlatformVersions) {
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "App", platforms: [\(platforms)], targets: [.target(name: "App")])
            """
        #expect(DeploymentTargetDetector.platforms(inManifest: manifest) == expected)
    }

    @Test func manifestWithoutPlatformsGivesNothing() {
        #expect(DeploymentTargetDetector.platforms(inManifest: "let package = Package(name: \"X\")").isEmpty)
        // A comment or string mentioning platforms is not the argument.
        #expect(DeploymentTargetDetector.platforms(inManifest: "// platforms: [.iOS(.v12)]\nlet s = \"platforms: [.iOS(.v12)]\"").isEmpty)
    }

    @Test func projectSettingsAllRead() {
        let project = """
            \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;
            \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.2;
            \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = "17.0";
            \t\t\t\tMACOSX_DEPLOYMENT_TARGET = 11.0;
            \t\t\t\tTVOS_DEPLOYMENT_TARGET = 16.4;
            \t\t\t\tXROS_DEPLOYMENT_TARGET = 1.0;
            \t\t\t\tWATCHOS_DEPLOYMENT_TARGET = 9.0;
            """
        let targets = DeploymentTargetDetector.deploymentTargets(inProject: project).map { "\($0.platform.rawValue) \($0.version)" }
        #expect(targets == ["iOS 16.0", "iOS 15.2", "iOS 17.0", "macOS 11.0", "tvOS 16.4", "visionOS 1.0"])
    }

    @Test func packageManifestWinsOverProjectsAndTheLowestProjectSettingIsUsed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bridgelint-dt-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("A.xcodeproj"), withIntermediateDirectories: true)
        try manager.createDirectory(at: folder.appendingPathComponent("B.xcodeproj"), withIntermediateDirectories: true)
        try manager.createDirectory(at: folder.appendingPathComponent("Local/Kit"), withIntermediateDirectories: true)
        let a = folder.appendingPathComponent("A.xcodeproj/project.pbxproj").path
        let b = folder.appendingPathComponent("B.xcodeproj/project.pbxproj").path
        try "IPHONEOS_DEPLOYMENT_TARGET = 16.0;\nMACOSX_DEPLOYMENT_TARGET = 13.0;\n".write(toFile: a, atomically: true, encoding: .utf8)
        try "IPHONEOS_DEPLOYMENT_TARGET = 15.0;\nIPHONEOS_DEPLOYMENT_TARGET = 17.0;\n".write(toFile: b, atomically: true, encoding: .utf8)
        let fromProjects = DeploymentTargetDetector.detect(packageManifests: [], projectFiles: [a, b])
        #expect(fromProjects == [
            .iOS: .init(version: OSVersion(15), source: "\(b), the lowest of 3 settings in 2 files"),
            .macOS: .init(version: OSVersion(13), source: a),
        ])

        let root = folder.appendingPathComponent("Package.swift").path
        let nested = folder.appendingPathComponent("Local/Kit/Package.swift").path
        try "let package = Package(name: \"App\", platforms: [.iOS(.v17)])\n".write(toFile: root, atomically: true, encoding: .utf8)
        try "let package = Package(name: \"Kit\", platforms: [.iOS(.v13), .tvOS(.v13)])\n".write(toFile: nested, atomically: true, encoding: .utf8)
        let fromManifest = DeploymentTargetDetector.detect(packageManifests: [nested, root], projectFiles: [a, b])
        // Each platform on its own: iOS from the outermost manifest, macOS, which it does not name, from a project,
        // and tvOS, which only the nested package states, from that package.
        #expect(fromManifest == [
            .iOS: .init(version: OSVersion(17), source: root), .macOS: .init(version: OSVersion(13), source: a),
            .tvOS: .init(version: OSVersion(13), source: nested),
        ])
        // Sibling packages: a macOS tool at the top, the iOS app's package one folder down.
        let tool = folder.appendingPathComponent("Tool/Package.swift").path
        let app = folder.appendingPathComponent("App/Core/Package.swift").path
        try manager.createDirectory(at: folder.appendingPathComponent("Tool"), withIntermediateDirectories: true)
        try manager.createDirectory(at: folder.appendingPathComponent("App/Core"), withIntermediateDirectories: true)
        try "let package = Package(name: \"Tool\", platforms: [.macOS(.v10_13)])\n".write(toFile: tool, atomically: true, encoding: .utf8)
        try "let package = Package(name: \"Core\", platforms: [.iOS(\"13.5\")])\n".write(toFile: app, atomically: true, encoding: .utf8)
        #expect(DeploymentTargetDetector.detect(packageManifests: [tool, app], projectFiles: []) == [
            .macOS: .init(version: OSVersion(10, 13), source: tool), .iOS: .init(version: OSVersion(13, 5), source: app),
        ])
        #expect(DeploymentTargetDetector.detect(packageManifests: [], projectFiles: []).isEmpty)
    }
}
