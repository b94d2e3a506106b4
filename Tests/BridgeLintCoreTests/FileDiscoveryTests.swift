import Foundation
import Testing
@testable import BridgeLintCore

@Suite struct FileDiscoveryTests {
    /// A small project: Swift files at several depths, non-Swift files, and folders that are never entered.
    private func makeProject(in folder: URL) throws {
        try folder.write("", to: "App.swift")
        try folder.write("", to: "README.md")
        try folder.write("", to: "Sources/Model.swift")
        try folder.write("", to: "Sources/Model.swift.orig")
        try folder.write("", to: "Sources/Views/Screen.swift")
        try folder.write("", to: "Sources/Views/Generated/Strings.swift")
        try folder.write("", to: "Tests/ModelTests.swift")
        for skipped in [".build", "DerivedData", "Pods", "Carthage", ".git", ".hidden", "Sources/.cache"] {
            try folder.write("", to: "\(skipped)/Skipped.swift")
        }
    }

    @Test func recursionFindsSwiftFilesOnlyAndSkipsToolFolders() throws {
        try withTemporaryFolder { folder in
            try makeProject(in: folder)
            let root = folder.path
            let result = FileDiscovery(excluded: [], rootDirectory: root).discover([root])
            #expect(result.problems == [])
            #expect(result.files == [
                "\(root)/App.swift",
                "\(root)/Sources/Model.swift",
                "\(root)/Sources/Views/Generated/Strings.swift",
                "\(root)/Sources/Views/Screen.swift",
                "\(root)/Tests/ModelTests.swift",
            ])
        }
    }

    @Test func skippedFolderNames() {
        #expect(FileDiscovery.skippedFolderNames == [".build", "DerivedData", "Pods", "Carthage", ".git"])
    }

    @Test func excludedGlobsAreRelativeToTheRootDirectory() throws {
        try withTemporaryFolder { folder in
            try makeProject(in: folder)
            let root = folder.path
            let discovery = FileDiscovery(excluded: ["**/Generated", "./Tests/", "*.swift"], rootDirectory: root)
            // `*.swift` matches top-level files only; the others are folders.
            #expect(discovery.discover([root]).files == [
                "\(root)/Sources/Model.swift",
                "\(root)/Sources/Views/Screen.swift",
            ])
            // Searching a subfolder still matches patterns against paths relative to the root.
            #expect(discovery.discover([root + "/Sources/Views"]).files == ["\(root)/Sources/Views/Screen.swift"])
            #expect(discovery.isExcluded(root + "/Sources/Views/Generated/Strings.swift"))
            #expect(discovery.isExcluded(root + "/Tests"))
            #expect(!discovery.isExcluded(root + "/Sources/Model.swift"))
        }
    }

    @Test func excludedPatternDoesNotMatchWhenRootDiffers() throws {
        try withTemporaryFolder { folder in
            try makeProject(in: folder)
            let root = folder.path
            // Relative to `Sources`, the file is `Views/Screen.swift`, so `Sources/Views` does not apply.
            let discovery = FileDiscovery(excluded: ["Sources/Views"], rootDirectory: root + "/Sources")
            #expect(discovery.discover([root + "/Sources"]).files.contains("\(root)/Sources/Views/Screen.swift"))
            let fromSources = FileDiscovery(excluded: ["Views"], rootDirectory: root + "/Sources")
            #expect(fromSources.discover([root + "/Sources"]).files == ["\(root)/Sources/Model.swift"])
        }
    }

    @Test func explicitlyNamedFileIsIncludedWhateverItsExtension() throws {
        try withTemporaryFolder { folder in
            try makeProject(in: folder)
            let root = folder.path
            let discovery = FileDiscovery(excluded: ["Tests"], rootDirectory: root)
            let result = discovery.discover([
                root + "/README.md", root + "/Pods/Skipped.swift", root + "/Tests/ModelTests.swift",
            ])
            // Named files are linted even inside skipped folders, unless excluded by pattern.
            #expect(result.files == ["\(root)/Pods/Skipped.swift", "\(root)/README.md"])
            #expect(result.problems == [])
        }
    }

    @Test func missingPathIsAProblem() throws {
        try withTemporaryFolder { folder in
            let missing = folder.path + "/Nope.swift"
            let result = FileDiscovery(excluded: [], rootDirectory: folder.path).discover([missing])
            #expect(result.files == [])
            #expect(result.problems == [FileProblem(file: missing, kind: .unreadable, detail: "no such file or folder")])
        }
    }

    @Test func overlappingPathsListEachFileOnce() throws {
        try withTemporaryFolder { folder in
            try makeProject(in: folder)
            let root = folder.path
            let result = FileDiscovery(excluded: [], rootDirectory: root).discover([
                root + "/Sources/Views", root + "/Sources", root + "/Sources/./Model.swift", root + "/Sources/Views/",
            ])
            #expect(result.files == [
                "\(root)/Sources/Model.swift",
                "\(root)/Sources/Views/Generated/Strings.swift",
                "\(root)/Sources/Views/Screen.swift",
            ])
        }
    }

    @Test func symbolicLinkLoopTerminatesAndListsEachFileOnce() throws {
        try withTemporaryFolder { folder in
            try folder.write("", to: "A.swift")
            try folder.write("", to: "Sub/B.swift")
            let root = folder.path
            try FileManager.default.createSymbolicLink(atPath: root + "/Sub/Loop", withDestinationPath: root)
            try FileManager.default.createSymbolicLink(atPath: root + "/Sub/Self", withDestinationPath: root + "/Sub")
            let result = FileDiscovery(excluded: [], rootDirectory: root).discover([root])
            #expect(result.files == ["\(root)/A.swift", "\(root)/Sub/B.swift"])
            #expect(result.problems == [])
        }
    }

    @Test func resultsAreSortedAcrossArguments() throws {
        try withTemporaryFolder { folder in
            try folder.write("", to: "b/Z.swift")
            try folder.write("", to: "a/Y.swift")
            try folder.write("", to: "a/X.swift")
            let root = folder.path
            let result = FileDiscovery(excluded: [], rootDirectory: root).discover([root + "/b", root + "/a"])
            #expect(result.files == ["\(root)/a/X.swift", "\(root)/a/Y.swift", "\(root)/b/Z.swift"])
        }
    }

    @Test func displayPathDropsDotSlashAndDoubleSlashes() {
        #expect(FileDiscovery.displayPath("./Sources/A.swift") == "Sources/A.swift")
        #expect(FileDiscovery.displayPath("././A.swift") == "A.swift")
        #expect(FileDiscovery.displayPath("Sources//A.swift") == "Sources/A.swift")
        #expect(FileDiscovery.displayPath("/abs/A.swift") == "/abs/A.swift")
    }
}
