import HUDDaemonLink
import HUDKit
import HUDTestHarness
import Testing

@testable import HUDEngine

/// The parse rules both paths share (hud-engine in its own process and the daemon run the same
/// `ShowRequest`), so each refusal is the same exit 2 and message either way.
@Suite("show commands' limits and titles")
struct ShowRequestLimitTests {
    @Test(arguments: [
        (["card", "--title", "T", "--sure", "", "--cancel", "No"], "--sure"),
        (["card", "--title", "T", "--cancel", ""], "--cancel"),
        (["alert", "--action", ""], "--action"),
        (["alert", "--action", ":cancel"], "--action"),
        (["sheet", "--choice", "A", "--destructive", ""], "--destructive"),
        (["sheet", "--action", "A", "--cancel", ""], "--cancel"),
    ])
    func anEmptyActionTitleIsAUsageErrorNamingTheOption(words: [String], option: String) {
        #expect(throws: UsageError.self) { try ShowRequest(kind: words[0], words: Array(words.dropFirst())) }
        do {
            _ = try ShowRequest(kind: words[0], words: Array(words.dropFirst()))
        } catch {
            #expect(error.message == "\(option) needs a title, got \"\"")
        }
    }

    @Test func aMegabyteOfTextIsTakenAndMoreThanTheLimitIsNamed() throws {
        let megabyte = String(repeating: "0123456789abcdef", count: 65536)
        let request = try ShowRequest(kind: "toast", words: [megabyte])
        guard case .toast(let model) = request.overlay else {
            Issue.record("not a toast")
            return
        }
        #expect(model.text.utf8.count == 1 << 20)
        let over = String(repeating: "x", count: DaemonMessage.maximumArgumentBytes)
        do {
            _ = try ShowRequest(kind: "toast", words: [over])
            Issue.record("accepted \(over.utf8.count) bytes")
        } catch {
            #expect(
                error.message.contains("the limit is \(DaemonMessage.maximumArgumentBytes) bytes"),
                "\(error.message)")
        }
    }

    @Test func aChoiceReadFromStdinIsPrintedAsItCame() throws {
        let raw: [UInt8] = [0xFF, 0xFE] + Array(" line ".utf8)
        #expect(StdinChoices.title(of: raw) == "\u{FFFD}\u{FFFD} line")
        var request = try ShowRequest(
            kind: "sheet", words: ["--choice", StdinChoices.title(of: raw), "--cancel", "No"])
        request.choiceBytes = [raw]
        #expect(request.printedAnswer(for: AlertResponse(actionIndex: 0, isCancel: false)) == raw + [0x0A])
        #expect(request.printedAnswer(for: AlertResponse(actionIndex: 1, isCancel: true)) == Array("No\n".utf8))
    }

    @Test func theDaemonsDeclineIsAReplyOfItsOwn() throws {
        let reply = DaemonMessage.Reply.declined("no room")
        #expect(try DaemonMessage.Reply(line: Array(reply.line.dropLast())) == reply)
    }
}
