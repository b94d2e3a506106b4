import Testing
import BridgeLintCore

@Suite struct IOSVersionTests {
    @Test(arguments: [
        ("16", IOSVersion(16, 0)),
        ("16.4", IOSVersion(16, 4)),
        ("16.4.1", IOSVersion(16, 4)),
        ("17.0", IOSVersion(17, 0)),
        ("16.10", IOSVersion(16, 10)),
        (" 15.2 ", IOSVersion(15, 2)),
        ("0", IOSVersion(0, 0)),
    ])
    func parsesVersions(text: String, expected: IOSVersion) {
        #expect(IOSVersion(parsing: text) == expected)
    }

    @Test(arguments: ["", " ", "abc", "16.", ".4", "-1", "16.-1", "16.4.-1", "16..4", "16.4.1.2", "16.x", "v16", "16 .4"])
    func rejectsMalformedVersions(text: String) {
        #expect(IOSVersion(parsing: text) == nil)
    }

    @Test func ordering() {
        #expect(IOSVersion(16, 4) < IOSVersion(17, 0))
        #expect(IOSVersion(16, 9) < IOSVersion(16, 10))
        #expect(IOSVersion(16) < IOSVersion(16, 1))
        #expect(!(IOSVersion(17) < IOSVersion(17, 0)))
        #expect(IOSVersion(17) == IOSVersion(17, 0))
        #expect(IOSVersion(18) > IOSVersion(17, 9))
        #expect(IOSVersion(17, 0) >= IOSVersion(17))
        #expect([IOSVersion(17), IOSVersion(15, 4), IOSVersion(16, 10), IOSVersion(16, 2)].sorted()
            == [IOSVersion(15, 4), IOSVersion(16, 2), IOSVersion(16, 10), IOSVersion(17)])
    }

    @Test func description() {
        #expect(IOSVersion(16, 4).description == "16.4")
        #expect(IOSVersion(17).description == "17.0")
        #expect(IOSVersion(parsing: "16.4.1")?.description == "16.4")
    }
}
