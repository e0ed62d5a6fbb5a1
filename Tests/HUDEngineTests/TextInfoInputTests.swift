import Glibc
import Testing

@testable import HUDEngine

/// stdin for `--text-info`: what is there as the dialog opens is taken without waiting for the rest,
/// and the rest arrives in whole characters.
@Suite("text-info's stdin")
struct TextInfoInputTests {
    /// A pipe whose write end stays open until `close(writer)`.
    private static func pipeEnds() -> (reader: Int32, writer: Int32) {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        return (ends[0], ends[1])
    }

    private static func write(_ bytes: [UInt8], to descriptor: Int32) {
        #expect(Glibc.write(descriptor, bytes, bytes.count) == bytes.count)
    }

    @Test func whatHasArrivedIsTakenWhileTheWriterGoesOn() {
        let (reader, writer) = Self.pipeEnds()
        defer { close(reader) }
        var input = TextInfoInput(descriptor: reader, limit: 1 << 20)
        Self.write(Array("first line\nsecond".utf8), to: writer)
        #expect(input.ready() == "first line\nsecond")
        #expect(!input.isAtEnd)
        #expect(input.ready() == "")
        Self.write(Array(" half\n".utf8), to: writer)
        close(writer)
        #expect(input.next() == " half\n")
        #expect(input.next() == "")
        #expect(input.next() == nil)
        #expect(input.isAtEnd)
    }

    @Test func aCharacterCutBetweenWritesWaitsForItsLastByte() {
        let (reader, writer) = Self.pipeEnds()
        defer { close(reader) }
        var input = TextInfoInput(descriptor: reader, limit: 1 << 20)
        let accented = Array("é".utf8)
        Self.write(Array("caf".utf8) + accented.prefix(1), to: writer)
        #expect(input.ready() == "caf")
        Self.write(Array(accented.suffix(1)), to: writer)
        close(writer)
        #expect(input.ready() == "é")
        #expect(input.isAtEnd)
    }

    @Test func anInputThatHasEndedIsTakenWhole() {
        let (reader, writer) = Self.pipeEnds()
        defer { close(reader) }
        Self.write(Array("all of it\n".utf8) + [0xC3], to: writer)
        close(writer)
        var input = TextInfoInput(descriptor: reader, limit: 1 << 20)
        #expect(input.ready() == "all of it\n\u{FFFD}")
        #expect(input.isAtEnd)
    }

    @Test func noMoreThanTheLimitIsRead() {
        let (reader, writer) = Self.pipeEnds()
        defer { close(reader) }
        Self.write(Array("abcdefgh".utf8), to: writer)
        close(writer)
        var input = TextInfoInput(descriptor: reader, limit: 5)
        #expect(input.ready() == "abcde")
        #expect(input.isAtEnd)
    }
}
