import Foundation
import HUDDaemonLink
import Testing

@testable import HUDEngine

/// `VerbTable` against everything else that names verbs: hud-engine's commands and their help,
/// `hud --help`'s list, what the daemon serves and what the thin `hud` hands it.
@Suite("the table of verbs")
struct VerbTableTests {
    static let names = VerbTable.all.map(\.name)

    @Test func verbsAreNamedOnce() {
        #expect(Set(Self.names).count == Self.names.count, "\(Self.names)")
    }

    @Test func everyVerbHasACommandAndEveryCommandAVerb() {
        #expect(Set(CommandTable.commands.keys) == Set(Self.names))
        #expect(Set(CommandTable.all.keys) == Set(Self.names))
    }

    /// Each verb's --help is its own: it starts with its synopsis. Only `bench` leaves it to hud-bench.
    @Test(arguments: VerbTable.all.map(\.name))
    func everyVerbHasItsHelp(name: String) throws {
        let command = try #require(CommandTable.all[name])
        if name == "bench" {
            #expect(command.usage == nil)
            return
        }
        let makeUsage = try #require(command.usage, "\(name) has no --help")
        let usage = makeUsage()
        #expect(usage.hasPrefix("usage: hud \(name)"), "\(usage.prefix(40))")
    }

    /// `hud --help`'s command list: each line's names, in order, are the table's, with its summary.
    @Test func hudHelpListsEveryVerbInOrderAndNoOther() throws {
        let lines = Help.top.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
            .prefix { $0.hasPrefix("  ") }
        var listed: [String] = []
        for line in lines {
            let label = try #require(line.dropFirst(2).range(of: "  "), "no summary on \"\(line)\"")
            let names = line[line.index(line.startIndex, offsetBy: 2)..<label.lowerBound]
                .split(separator: ", ").map(String.init)
            let summary = line[label.upperBound...].drop { $0 == " " }
            for name in names {
                #expect(VerbTable.named(name)?.summary == String(summary), "\(name)'s line: \(line)")
            }
            listed += names
        }
        #expect(listed == Self.names)
    }

    /// What the daemon serves is what the thin `hud` hands it, apart from two verbs whose calls read
    /// stdin: `progress` (the daemon shows the spinner `hud run` asks for) and a sheet whose choices
    /// come on stdin (hud-engine reads them, then asks the daemon).
    @Test func theDaemonServesWhatTheThinClientHandsItApartFromStdinReaders() {
        let served = Set(Self.names.filter(DaemonServer.serves))
        #expect(served == Set(VerbTable.all.filter(\.daemonServes).map(\.name)))
        for other in ["bogus", "--help", "", "help", "render"] { #expect(!DaemonServer.serves(other)) }

        let handedOver = Set(VerbTable.all.filter { $0.isHandedOver(["Hi"]) }.map(\.name))
        #expect(handedOver.isSubset(of: served))
        #expect(served.subtracting(handedOver) == ["progress", "sheet"])
        #expect(VerbTable.named("sheet")?.isHandedOver(["--action", "OK"]) == true)
        #expect(VerbTable.named("sheet")?.isHandedOver(["--choice=OK"]) == true)
        #expect(VerbTable.named("osd")?.isHandedOver(["volume", "--stdin"]) == false)
        #expect(VerbTable.named("notifications")?.isHandedOver(["menu"]) == false)
        #expect(VerbTable.named("notifications")?.isHandedOver(["list"]) == true)
        #expect(VerbTable.named("zenity")?.isHandedOver(["--question", "--text=--progress"]) == true)
        #expect(VerbTable.named("zenity")?.isHandedOver(["--progress"]) == false)

        // Only those that act on what a running daemon holds leave it unstarted.
        let notStarting = Set(VerbTable.all.filter { $0.isHandedOver([]) && !$0.startsDaemon }.map(\.name))
        #expect(notStarting == ["hide", "notifications"])
        // The daemon's show commands are the overlay kinds hud-engine parses, and zenity's dialogs.
        #expect(Set(OverlayArguments.kinds) == served.subtracting(["hide", "notifications", "zenity"]))
    }

    /// The thin `hud` learns verbs from the table alone: its source spells none.
    @Test func theThinClientNamesNoVerbOfItsOwn() throws {
        let directory = ArchitectureDocumentTests.repository.appendingPathComponent("Sources/HUDClient")
        for file in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            let source = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
            let spelled = Self.names.filter { source.contains("\"\($0)\"") }
            #expect(spelled.isEmpty, "\(file) spells \(spelled)")
        }
    }
}
