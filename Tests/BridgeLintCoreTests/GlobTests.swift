import Testing
import BridgeLintCore

@Suite struct GlobTests {
    @Test func starMatchesWithinOneComponent() {
        let glob = Glob("Sources/*.swift")
        #expect(glob.matches("Sources/A.swift"))
        #expect(glob.matches("Sources/.swift"))
        #expect(!glob.matches("Sources/Sub/A.swift"))
        #expect(!glob.matches("Sources/A.swiftx"))
        #expect(!glob.matches("Other/A.swift"))
        #expect(!glob.matches("A.swift"))
    }

    @Test func starInTheMiddleAndSeveralStars() {
        #expect(Glob("*Tests.swift").matches("ModelTests.swift"))
        #expect(Glob("*Tests.swift").matches("Tests.swift"))
        #expect(!Glob("*Tests.swift").matches("ModelTests.swift.bak"))
        #expect(Glob("a*b*c").matches("axxbyyc"))
        #expect(Glob("a*b*c").matches("abc"))
        #expect(Glob("a*b*c").matches("abcbc"))
        #expect(!Glob("a*b*c").matches("axxbyy"))
        #expect(!Glob("a*b*c").matches("acb"))
    }

    @Test func questionMarkMatchesExactlyOneCharacter() {
        let glob = Glob("File?.swift")
        #expect(glob.matches("File1.swift"))
        #expect(glob.matches("FileA.swift"))
        #expect(!glob.matches("File.swift"))
        #expect(!glob.matches("File12.swift"))
    }

    @Test func doubleStarMatchesAnyNumberOfComponents() {
        let generated = Glob("**/Generated")
        #expect(generated.matches("Generated/A.swift"))
        #expect(generated.matches("App/Generated/A.swift"))
        #expect(generated.matches("App/Deep/Generated/Sub/A.swift"))
        #expect(!generated.matches("App/NotGenerated/A.swift"))

        let suffix = Glob("**/*.generated.swift")
        #expect(suffix.matches("Model.generated.swift"))
        #expect(suffix.matches("a/b/Model.generated.swift"))
        #expect(!suffix.matches("a/b/Model.swift"))

        let middle = Glob("Sources/**/*.swift")
        #expect(middle.matches("Sources/A.swift"))
        #expect(middle.matches("Sources/x/y/A.swift"))
        #expect(!middle.matches("Tests/x/A.swift"))

        #expect(Glob("**").matches("anything/at/all.swift"))
    }

    @Test func plainNameMatchesTheFolderAndEverythingBelow() {
        let pods = Glob("Pods")
        #expect(pods.matches("Pods"))
        #expect(pods.matches("Pods/A/B.swift"))
        #expect(!pods.matches("PodsExtra/A.swift"))
        #expect(!pods.matches("App/Pods/A.swift"))
        #expect(!pods.matches("Pod/A.swift"))

        let nested = Glob("App/Vendor")
        #expect(nested.matches("App/Vendor/X.swift"))
        #expect(!nested.matches("App/VendorX.swift"))
        #expect(!nested.matches("Vendor/X.swift"))

        #expect(Glob("App/Main.swift").matches("App/Main.swift"))
        #expect(!Glob("App/Main.swift").matches("App/Main.swiftx"))
    }

    @Test func leadingDotSlashAndTrailingSlashAreNormalised() {
        #expect(Glob("./Pods").pattern == "Pods")
        #expect(Glob("Pods/").pattern == "Pods")
        #expect(Glob("././Pods//").pattern == "Pods")
        #expect(Glob("./Sources/*.swift").pattern == "Sources/*.swift")
        #expect(Glob("./Pods/").matches("Pods/A.swift"))
        #expect(Glob("Pods/").matches("Pods"))
        #expect(Glob("./Pods") == Glob("Pods"))
    }

    @Test func pathSeparatorsAreForgiving() {
        #expect(Glob("Pods").matches("Pods//A.swift"))
        #expect(Glob("Sources/*.swift").matches("Sources/A.swift/"))
    }

    @Test func emptyPathNeverMatches() {
        #expect(!Glob("*").matches(""))
        #expect(!Glob("**").matches(""))
        #expect(!Glob("Pods").matches("/"))
    }

    @Test func matchingIsCaseSensitive() {
        #expect(!Glob("pods").matches("Pods/A.swift"))
    }
}
