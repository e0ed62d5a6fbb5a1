import Testing

@testable import HUDEngine

/// Bytes read from a stream decode in whole characters: one cut at a read's end waits.
@Suite("UTF-8 prefix")
struct UTF8PrefixTests {
    @Test func aCharacterCutAtTheEndWaitsForItsBytes() {
        let name = Array("名前".utf8)
        #expect(UTF8Prefix.complete(name) == 6)
        #expect(UTF8Prefix.complete(Array(name[..<5])) == 3)
        #expect(UTF8Prefix.complete(Array(name[..<4])) == 3)
        #expect(UTF8Prefix.complete(Array("a✅".utf8.prefix(2))) == 1)
        #expect(UTF8Prefix.complete(Array("ab".utf8)) == 2)
        #expect(UTF8Prefix.complete([]) == 0)
    }

    @Test func invalidBytesCountAsWhole() {
        #expect(UTF8Prefix.complete([0x61, 0x80, 0x80, 0x80, 0x80]) == 5)
        #expect(UTF8Prefix.complete([0xFF]) == 1)
    }
}
