import Foundation
import Testing
@testable import BridgeLintCore

@Suite struct DeploymentTargetDetectorTests {
    @Test(arguments: [
        (".iOS(.v16)", IOSVersion(16, 0)),
        (".iOS(.v17), .macOS(.v14)", IOSVersion(17, 0)),
        (".macOS(.v13), .iOS(\"15.4\")", IOSVersion(15, 4)),
        (".iOS(.v15_4)", IOSVersion(15, 4)),
    ])
    func manifestPlatforms(platforms: String, expected: IOSVersion) {
        let manifest = """
            // swift-tools-version: 5.9
            import PackageDescription
            let package = Package(name: "App", platforms: [\(platforms)], targets: [.target(name: "App")])
            """
        #expect(DeploymentTargetDetector.iOSPlatform(inManifest: manifest) == expected)
    }

    @Test func manifestWithoutIOSGivesNothing() {
        #expect(DeploymentTargetDetector.iOSPlatform(inManifest: "let package = Package(name: \"X\", platforms: [.macOS(.v13)])") == nil)
        #expect(DeploymentTargetDetector.iOSPlatform(inManifest: "let package = Package(name: \"X\")") == nil)
        // A comment or string mentioning platforms is not the argument.
        #expect(DeploymentTargetDetector.iOSPlatform(inManifest: "// platforms: [.iOS(.v12)]\nlet s = \"platforms: [.iOS(.v12)]\"") == nil)
    }

    @Test func projectSettingsAllRead() {
        let project = """
            \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 16.0;
            \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = 15.2;
            \t\t\t\tIPHONEOS_DEPLOYMENT_TARGET = "17.0";
            \t\t\t\tMACOSX_DEPLOYMENT_TARGET = 11.0;
            """
        #expect(DeploymentTargetDetector.deploymentTargets(inProject: project) == [IOSVersion(16), IOSVersion(15, 2), IOSVersion(17)])
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
        try "IPHONEOS_DEPLOYMENT_TARGET = 16.0;\n".write(toFile: a, atomically: true, encoding: .utf8)
        try "IPHONEOS_DEPLOYMENT_TARGET = 15.0;\nIPHONEOS_DEPLOYMENT_TARGET = 17.0;\n".write(toFile: b, atomically: true, encoding: .utf8)
        let fromProjects = DeploymentTargetDetector.detect(packageManifests: [], projectFiles: [a, b])
        #expect(fromProjects == .init(version: IOSVersion(15), source: "\(b), the lowest of 3 settings in 2 files"))

        let root = folder.appendingPathComponent("Package.swift").path
        let nested = folder.appendingPathComponent("Local/Kit/Package.swift").path
        try "let package = Package(name: \"App\", platforms: [.iOS(.v17)])\n".write(toFile: root, atomically: true, encoding: .utf8)
        try "let package = Package(name: \"Kit\", platforms: [.iOS(.v13)])\n".write(toFile: nested, atomically: true, encoding: .utf8)
        let fromManifest = DeploymentTargetDetector.detect(packageManifests: [nested, root], projectFiles: [a, b])
        #expect(fromManifest == .init(version: IOSVersion(17), source: root))
        #expect(DeploymentTargetDetector.detect(packageManifests: [], projectFiles: []) == nil)
    }
}
