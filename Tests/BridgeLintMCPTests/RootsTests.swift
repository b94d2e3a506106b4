import BridgeLintMCP
import Foundation
import Testing

/// Confinement: every path is resolved as the file system would before it is compared with the roots.
@Suite struct RootsTests {
    @Test func aFileInsideARootIsAllowed() throws {
        let project = try TestProject(files: ["Sources/A.swift": ""])
        let place = try project.roots.confine("Sources/A.swift")
        #expect(place.path == project.path("Sources/A.swift"))
        #expect(place.root == project.root.path)
    }

    @Test func aVirtualFileInsideARootIsAllowed() throws {
        let project = try TestProject()
        #expect(try project.roots.confine("New/Folder/B.swift").path == project.path("New/Folder/B.swift"))
    }

    @Test(arguments: ["/etc/hostname", "..", "../x.swift", "Sources/../../x.swift", "New/../../x.swift"])
    func aPathThatLeadsOutsideIsRefused(path: String) throws {
        let project = try TestProject(files: ["Sources/A.swift": ""])
        #expect(throws: ToolError.self) { try project.roots.confine(path) }
        do {
            _ = try project.roots.confine(path)
        } catch {
            #expect(error.message.contains("outside the roots"))
        }
    }

    @Test func aSymbolicLinkThatLeadsOutsideIsRefused() throws {
        let project = try TestProject(files: ["Sources/A.swift": ""])
        let outside = try TestProject(files: ["Secret.swift": ""])
        try FileManager.default.createSymbolicLink(atPath: project.path("Sources/Escape"), withDestinationPath: outside.root.path)
        #expect(throws: ToolError.self) { try project.roots.confine("Sources/Escape/Secret.swift") }
        #expect(throws: ToolError.self) { try project.roots.confine("Sources/Escape/Virtual.swift") }
    }

    @Test func aSymbolicLinkInsideTheRootIsFollowed() throws {
        let project = try TestProject(files: ["Sources/A.swift": ""])
        try FileManager.default.createSymbolicLink(atPath: project.path("Link"), withDestinationPath: project.path("Sources"))
        #expect(try project.roots.confine("Link/A.swift").path == project.path("Sources/A.swift"))
        // `..` after a link goes to the parent of the link's target, as the kernel resolves it.
        #expect(try project.roots.confine("Link/../Sources/A.swift").path == project.path("Sources/A.swift"))
    }

    @Test func aBrokenSymbolicLinkIsRefused() throws {
        let project = try TestProject()
        try FileManager.default.createSymbolicLink(atPath: project.path("Dangling.swift"), withDestinationPath: "/nonexistent/target.swift")
        #expect(throws: ToolError("'Dangling.swift' goes through a broken symbolic link.")) {
            try project.roots.confine("Dangling.swift")
        }
    }

    @Test func theInnermostRootOwnsAPath() throws {
        let project = try TestProject(files: ["Inner/A.swift": ""])
        let roots = Roots([project.root.path, project.path("Inner")])
        #expect(try roots.confine(project.path("Inner/A.swift")).root == project.path("Inner"))
        // A sibling whose name starts like the root is not inside it.
        try project.write("", to: "Inner2/B.swift")
        #expect(throws: ToolError.self) { try Roots([project.path("Inner")]).confine(project.path("Inner2/B.swift")) }
    }

    @Test func withoutRootsNoPathCanBeNamed() {
        #expect(throws: ToolError.self) { try Roots([]).confine("A.swift") }
    }
}
