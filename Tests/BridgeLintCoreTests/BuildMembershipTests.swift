import Testing
@testable import BridgeLintCore

@Suite struct BuildMembershipTests {
    @Test func sourcesPhaseNamesAreReadFromTheirOwnLines() {
        let project = """
            /* Begin PBXBuildFile section */
            \t\tA1 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = B1 /* AppDelegate.swift */; };
            \t\tA2 /* Trail Map View.swift in Sources */ = {isa = PBXBuildFile; fileRef = B2; };
            \t\tA3 /* Assets.xcassets in Resources */ = {isa = PBXBuildFile; fileRef = B3; };
            \t\tA4 /* Détail.swift in Sources */ = {isa = PBXBuildFile; fileRef = B4; };
            /* End PBXBuildFile section */
            \t\t\t\tA1 /* AppDelegate.swift in Sources */,
            orphan.swift in Sources */
            """
        #expect(BuildMembership.sourcesPhaseNames(in: project) == ["AppDelegate.swift", "Trail Map View.swift", "Détail.swift"])
    }

    @Test func aLargeProjectIsReadInOnePass() {
        // Thousands of entries, as a big app's project holds: each name is found on its own line.
        let lines = (0..<20_000).map { "\t\tA\($0) /* Screen\($0).swift in Sources */ = {isa = PBXBuildFile; fileRef = B\($0); };" }
        let names = BuildMembership.sourcesPhaseNames(in: lines.joined(separator: "\n"))
        #expect(names.count == 20_000)
        #expect(names.contains("Screen19999.swift"))
    }
}
