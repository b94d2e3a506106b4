import Testing
@testable import BridgeLintCore

/// Each target of an Xcode project decides, for the files it compiles, whether code isolated to no actor is
/// main-actor isolated: an app target may opt in while its widget target does not.
@Suite struct XcodeProjectTargetsTests {
    /// An app target and a widget target sharing one synchronized folder; the widget leaves one file out of it and
    /// sets no default isolation. A classic target lists its sources by name. `appIsolation` is the app's setting.
    private func project(appIsolation: String = "MainActor") -> String {
        """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objects = {
                ROOT /* Project object */ = {
                    isa = PBXProject;
                    buildConfigurationList = PROJECTLIST /* Build configuration list */;
                    mainGroup = MAIN;
                };
                MAIN = { isa = PBXGroup; children = ( SHARED /* Shared */, WIDGETONLY, LEGACYGROUP, ); sourceTree = "<group>"; };
                SHARED /* Shared */ = {
                    isa = PBXFileSystemSynchronizedRootGroup;
                    exceptions = ( WIDGETEXCEPTIONS /* Exceptions for "Shared" folder in "Widget" target */, );
                    path = Shared;
                    sourceTree = "<group>";
                };
                WIDGETEXCEPTIONS = {
                    isa = PBXFileSystemSynchronizedBuildFileExceptionSet;
                    membershipExceptions = ( "Models/Uploader.swift", );
                    target = WIDGET /* Widget */;
                };
                WIDGETONLY = { isa = PBXFileSystemSynchronizedRootGroup; path = "Widget Sources"; sourceTree = "<group>"; };
                LEGACYGROUP = { isa = PBXGroup; children = ( LEGACYFILE, ); path = Legacy; sourceTree = "<group>"; };
                LEGACYFILE /* Importer.swift */ = { isa = PBXFileReference; path = Importer.swift; sourceTree = "<group>"; };
                LEGACYBUILD /* Importer.swift in Sources */ = { isa = PBXBuildFile; fileRef = LEGACYFILE /* Importer.swift */; };
                LEGACYSOURCES = { isa = PBXSourcesBuildPhase; files = ( LEGACYBUILD /* Importer.swift in Sources */, ); };
                APP /* App */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = APPLIST;
                    buildPhases = ( );
                    fileSystemSynchronizedGroups = ( SHARED /* Shared */, );
                    name = App;
                };
                WIDGET /* Widget */ = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = WIDGETLIST;
                    buildPhases = ( );
                    fileSystemSynchronizedGroups = ( SHARED /* Shared */, WIDGETONLY, );
                    name = Widget;
                };
                IMPORTER = {
                    isa = PBXNativeTarget;
                    buildConfigurationList = APPLIST;
                    buildPhases = ( LEGACYSOURCES, );
                    name = Importer;
                };
                PROJECTLIST = { isa = XCConfigurationList; buildConfigurations = ( PROJECTDEBUG, ); };
                PROJECTDEBUG = { isa = XCBuildConfiguration; buildSettings = { SWIFT_VERSION = 6.0; }; name = Debug; };
                APPLIST = { isa = XCConfigurationList; buildConfigurations = ( APPDEBUG, APPRELEASE, ); };
                APPDEBUG = { isa = XCBuildConfiguration; buildSettings = { SWIFT_DEFAULT_ACTOR_ISOLATION = \(appIsolation); }; name = Debug; };
                APPRELEASE = { isa = XCBuildConfiguration; buildSettings = { SWIFT_DEFAULT_ACTOR_ISOLATION = \(appIsolation); }; name = Release; };
                WIDGETLIST = { isa = XCConfigurationList; buildConfigurations = ( WIDGETDEBUG, ); };
                WIDGETDEBUG = { isa = XCBuildConfiguration; buildSettings = { "SWIFT_DEFAULT_ACTOR_ISOLATION" = nonisolated; }; name = Debug; };
            };
            rootObject = ROOT /* Project object */;
        }
        """
    }

    @Test func theTargetsThatCompileAFileDecideForIt() throws {
        let targets = try #require(XcodeProjectTargets.read(project()))
        #expect(targets.targets.map(\.name).sorted() == ["App", "Importer", "Widget"])
        // Left out of the widget: only the app compiles it, and the app opts in.
        #expect(targets.defaults(forFileAt: "Shared/Models/Uploader.swift") == .runsOnMainActor)
        // Shared by both: one of them runs it off the main thread.
        #expect(targets.defaults(forFileAt: "Shared/Models/Feed.swift") == .mayRunOnMainActor)
        #expect(targets.defaults(forFileAt: "Widget Sources/Timeline.swift") == .nonisolatedRunsOffMain)
        #expect(targets.defaults(forFileAt: "Legacy/Importer.swift") == .runsOnMainActor)
        #expect(targets.defaults(forFileAt: "Scripts/Tool.swift") == nil)
    }

    @Test func aFileTakesItsTargetsSettingsWithinAProjectThatOptsInSomewhere() throws {
        let text = project()
        let settings = ConcurrencySettings.detect(
            packageManifests: [], projectFiles: ["/repo/App.xcodeproj/project.pbxproj"],
            texts: BuildFileTexts(texts: ["/repo/App.xcodeproj/project.pbxproj": text]))
        #expect(settings.defaults(for: "/repo/Shared/Models/Uploader.swift") == .runsOnMainActor)
        #expect(settings.defaults(for: "/repo/Widget Sources/Timeline.swift") == .nonisolatedRunsOffMain)
        #expect(settings.defaults(for: "/repo/Tools/Generate.swift") == .mayRunOnMainActor)
        // The cache key changes with a target's setting.
        let otherwise = ConcurrencySettings.detect(
            packageManifests: [], projectFiles: ["/repo/App.xcodeproj/project.pbxproj"],
            texts: BuildFileTexts(texts: ["/repo/App.xcodeproj/project.pbxproj": project(appIsolation: "nonisolated")]))
        #expect(settings.summary != otherwise.summary)
    }

    @Test func textThatIsNoPropertyListReadsAsNoTargets() {
        #expect(XcodeProjectTargets.read("{ objects = { A = { isa = PBXNativeTarget; ") == nil)
        #expect(XcodeProjectTargets.read("") == nil)
        // Nested deeper than any project file: refused, not read until the stack runs out.
        #expect(XcodeProjectTargets.read(String(repeating: "(", count: 200_000)) == nil)
    }
}
