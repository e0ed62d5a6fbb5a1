import Foundation
import HUDDaemonLink
import HUDNotificationBoard
import HUDTestHarness
import Testing

@testable import HUDEngine

/// `scripts/install` into a temporary prefix, with the build under test (`--no-build --build-dir`,
/// so no release build is needed), each installed file checked by the tool its users' systems read
/// it with, and `--uninstall` leaving nothing behind.
@Suite("scripts/install", .serialized)
struct InstallTests {
    @Test func theInstalledHudShowsAToastFromAnotherDirectory() throws {
        let installation = try Installation.shared.get()
        let fixture = try OverlayFixture()
        let toast = try ProcessRunner.run(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "cd / && exec \"$0\" toast hi", installation.bin("hud")],
            environment: fixture.environment)
        #expect(toast.status == 0, "\(toast.stderr)")
        try waitUntil("the toast's window") { fixture.hudWindows.contains(where: \.isViewable) }
        let daemon = try #require(fixture.daemonPID)
        let executable = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(daemon)/exe")
        #expect(executable == installation.bin("hud-engine"), "the installed hud started the hud-engine beside it")

        for binary in ["hud", "hud-engine"] {
            let version = try ProcessRunner.run(URL(fileURLWithPath: installation.bin(binary)), ["--version"])
            #expect(version.status == 0)
            #expect(version.stdout == "hud (HUDKit) \(HUDVersion.string)\n", "\(binary) --version")
        }
        // `hud bench` runs the hud-bench installed beside it, by way of hud-engine.
        let bench = try ProcessRunner.run(URL(fileURLWithPath: installation.bin("hud")), ["bench", "--help"])
        #expect(bench.status == 0 && bench.stdout.hasPrefix("usage: hud bench "), "\(bench.stderr)")
    }

    @Test func theManPagesRenderWithEveryCommandsHelpAndEveryConfigKey() throws {
        let installation = try Installation.shared.get()
        let manual = try man(installation.path("share/man/man1/hud.1"))
        // Each command's section is its --help text, line for line (man indents and may widen spaces).
        let renderedLines = Set(manual.split(separator: "\n").map(collapsingSpaces))
        let bench = try ProcessRunner.run(URL(fileURLWithPath: installation.bin("hud-bench")), ["--help"])
        let usages = CommandTable.all.compactMapValues { $0.usage?() }.merging(["bench": bench.stdout]) { $1 }
        for (name, usage) in usages {
            let missing = usage.split(separator: "\n").map(collapsingSpaces)
                .filter { !$0.isEmpty && !renderedLines.contains($0) }
            #expect(missing.isEmpty, "hud(1) lacks these lines of \(name)'s help: \(missing)")
            #expect(manual.contains("\n   \(name)\n"), "hud(1) has no section for \(name)")
        }
        #expect(manual.contains("HUDKit \(HUDVersion.string)"))

        let configPage = try man(installation.path("share/man/man5/hud-config.5"))
        for key in Config.keys + Config.sessionKeys + Config.daemonKeys + NotificationRuleParser.matchKeys
            + NotificationRuleParser.settingKeys
        {
            #expect(configPage.contains("\n       \(key) = "), "hud-config(5) does not describe \(key)")
        }
    }

    /// Every `hud-WORD` the installed pages and files name (roff's `hud\-WORD` too) is an executable
    /// the package builds, or the page hud-config(5).
    @Test func theInstalledFilesNameOnlyInstalledExecutables() throws {
        let repository = Installation.repository
        let manifest = try String(contentsOf: repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        let executables = manifest.components(separatedBy: ".executable(name: \"").dropFirst()
            .map { String($0.prefix { $0 != "\"" }) }
        #expect(Set(executables) == ["hud", "hud-engine", "hud-bench", "hud-demo"])
        let templates = repository.appendingPathComponent("Resources/Install")
        let files = try FileManager.default.contentsOfDirectory(atPath: templates.path).filter { $0.hasSuffix(".in") }
        #expect(files.contains("hud.1.in") && files.contains("hud-config.5.in"))
        let word = try Regex("hud-[a-z][a-z-]*")
        for file in files {
            let text = try String(contentsOf: templates.appendingPathComponent(file), encoding: .utf8)
                .replacingOccurrences(of: "\\-", with: "-")
            let named = Set(text.matches(of: word).map { String(text[$0.range]) })
            let unknown = named.subtracting(executables + ["hud-config"])
            #expect(unknown.isEmpty, "\(file) names \(unknown.sorted()), which nothing installs")
        }
    }

    @Test func systemdAcceptsTheUnitAndTheAutostartEntryValidates() throws {
        let installation = try Installation.shared.get()
        let unit = installation.path("share/systemd/user/hud.service")
        let unitText = try String(contentsOfFile: unit, encoding: .utf8)
        #expect(unitText.contains("\nExecStart=\(installation.bin("hud-engine")) daemon --notifications\n"))
        #expect(unitText.contains("\nType=dbus\n") && unitText.contains("\nBusName=org.freedesktop.Notifications\n"))
        // Without a user session the analysis needs a runtime directory of its own; it also checks
        // that the unit's Documentation=man:hud(1) opens, from the installed pages. It loads the
        // distribution's units but not what the machine enabled in /etc: Debian's mako enables
        // itself for every graphical session there, and another server claiming
        // org.freedesktop.Notifications is the user's choice to make, not a fault of the unit.
        let runtime = try temporaryDirectory("hud-systemd-runtime")
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let verify = try ProcessRunner.run(
            try ProcessRunner.locate("systemd-analyze", package: "systemd"),
            ["--user", "verify", unit],
            environment: environment([
                "XDG_RUNTIME_DIR": runtime,
                "MANPATH": installation.path("share/man"),
                "SYSTEMD_UNIT_PATH": "\(installation.path("share/systemd/user")):/usr/lib/systemd/user",
            ]))
        #expect(
            verify.status == 0 && verify.stdout.isEmpty && verify.stderr.isEmpty,
            "systemd-analyze verify: \(verify.stdout)\(verify.stderr)")

        let entry = installation.path("etc/xdg/autostart/hud.desktop")
        let validate = try ProcessRunner.run(
            try ProcessRunner.locate(
                "desktop-file-validate",
                package: "desktop-file-utils"), [entry])
        #expect(
            validate.status == 0 && validate.stdout.isEmpty && validate.stderr.isEmpty,
            "desktop-file-validate: \(validate.stdout)\(validate.stderr)")
        #expect(
            try String(contentsOfFile: entry, encoding: .utf8)
                .contains("\nExec=\(installation.bin("hud-engine")) daemon --notifications\n"))
    }

    /// The bus reads `$XDG_DATA_HOME` (where a `~/.local` install puts the file) before
    /// `$XDG_DATA_DIRS` (where Debian's dunst has its own): activation runs ours, not dunst's.
    @Test func theBusActivatesOurServiceFileBeforeDunsts() throws {
        let installation = try Installation.shared.get()
        let others = try temporaryDirectory("hud-dbus-others")
        defer { try? FileManager.default.removeItem(atPath: others) }
        let marker = others + "/dunst-was-started"
        try FileManager.default.createDirectory(atPath: others + "/dbus-1/services", withIntermediateDirectories: true)
        try "[D-BUS Service]\nName=org.freedesktop.Notifications\nExec=/usr/bin/touch \(marker)\n"
            .write(toFile: others + "/dbus-1/services/org.knopwob.dunst.service", atomically: true, encoding: .utf8)
        let config = others + "/session.conf"
        try """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:tmpdir=\(others)</listen>
          <standard_session_servicedirs/>
          <limit name="service_start_timeout">5000</limit>
          <policy context="default">
            <allow send_destination="*"/><allow receive_sender="*"/><allow own="*"/>
          </policy>
        </busconfig>
        """.write(toFile: config, atomically: true, encoding: .utf8)
        // No DISPLAY, so the server cannot show anything; whatever it does, it runs in the bus's process
        // group and is stopped with it.
        var busEnvironment = environment(["XDG_DATA_HOME": installation.path("share"), "XDG_DATA_DIRS": others])
        busEnvironment["DISPLAY"] = nil
        let bus = try ProcessRunner.spawn(
            try ProcessRunner.locate("dbus-daemon", package: "dbus-daemon"),
            ["--config-file=\(config)", "--nofork", "--print-address=1"],
            environment: busEnvironment)
        defer { bus.stop() }
        let address = try waitFor("the bus's address") {
            bus.stdout.hasSuffix("\n") ? bus.stdout.trimmingCharacters(in: .whitespacesAndNewlines) : nil
        }
        let start = try ProcessRunner.run(
            try ProcessRunner.locate("dbus-send", package: "dbus-bin"),
            [
                "--bus=\(address)", "--print-reply", "--dest=org.freedesktop.DBus",
                "/org/freedesktop/DBus", "org.freedesktop.DBus.StartServiceByName",
                "string:org.freedesktop.Notifications", "uint32:0",
            ])
        // A file was found (no ServiceUnknown) and its program ran: it owns the name, exited, or did not
        // claim the name in time.
        let ran = ["org.freedesktop.DBus.Error.Spawn.ChildExited", "org.freedesktop.DBus.Error.TimedOut"]
        #expect(start.status == 0 || ran.contains(where: start.stderr.contains), "\(start.stdout)\(start.stderr)")
        #expect(!FileManager.default.fileExists(atPath: marker), "the bus started dunst's service file, not ours")
    }

    @Test func theCompletionsOfferCommandsOptionsAndValues() throws {
        let installation = try Installation.shared.get()
        let bashScript = installation.path("share/bash-completion/completions/hud")
        func bash(_ words: [String]) throws -> [String] {
            let quoted = words.map { "'\($0)'" }.joined(separator: " ")
            let run = try ProcessRunner.run(
                URL(fileURLWithPath: "/bin/bash"),
                [
                    "--norc", "-c",
                    """
                    source "$0"; COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); _hud
                    printf '%s\\n' "${COMPREPLY[@]}"
                    """, bashScript,
                ])
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
            return run.stdout.split(separator: "\n").map(String.init)
        }
        #expect(Set(try bash(["hud", ""])).isSuperset(of: CommandTable.all.keys))
        #expect(try bash(["hud", "toast", "--sty"]) == ["--style"])
        #expect(try bash(["hud", "toast", "--style", ""]) == ["auto", "light", "dark"])
        #expect(try bash(["hud", "progress", "--indicator", "b"]) == ["bar"])
        #expect(try bash(["hud", "hide", ""]) == ["--all"])
        // Its subcommands and their options only: the daemon's --notifications named in its help is
        // not its own.
        #expect(
            try bash(["hud", "notifications", ""]) == [
                "list", "close", "close-last", "close-all", "history", "history-pop", "clear", "count", "action",
                "actions", "menu", "pause", "resume", "is-paused", "set-paused", "reload", "center", "enable",
                "disable", "--all",
                "--menu", "--open", "--close",
            ])
        #expect(try bash(["hud", "run", "--status", "x", "--", "ech"]).contains("echo"), "a command after --")

        let fishScript = installation.path("share/fish/vendor_completions.d/hud.fish")
        func fish(_ line: String) throws -> [String] {
            let run = try ProcessRunner.run(
                try ProcessRunner.locate("fish", package: "fish"),
                [
                    "--no-config", "-c", "source $argv[1]; complete -C $argv[2]",
                    fishScript, line,
                ])
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
            return run.stdout.split(separator: "\n").map { String($0.prefix { $0 != "\t" }) }
        }
        #expect(try fish("hud to") == ["toast"])
        #expect(try fish("hud card --ti").contains("--title"))
        #expect(Set(try fish("hud toast --style ")) == ["auto", "light", "dark"])
        #expect(try fish("hud run --status x -- ech").contains("echo"), "a command after --")

        // zsh's completion system needs a terminal; its builtins are stubbed to print what they are given.
        let zshScript = installation.path("share/zsh/site-functions/_hud")
        func zsh(_ words: [String]) throws -> [String] {
            let stubs = """
                compadd() { while [[ $1 != -- ]]; do shift; done; shift; print -l -- "$@" }
                _describe() { local name=${@[-1]}; print -l -- ${${(P)name}%%:*} }
                _files() { print -- '<files>' }
                _message() { print -- '<value>' }
                _normal() { print -- "<command line: ${words[*]}>" }
                _hud() { source $1 }
                words=("${@[2,-1]}"); CURRENT=${#words}
                _hud $1
                """
            let run = try ProcessRunner.run(
                try ProcessRunner.locate("zsh", package: "zsh"),
                ["-f", "-c", stubs, "zsh", zshScript] + words)
            #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
            return run.stdout.split(separator: "\n").map(String.init)
        }
        #expect(Set(try zsh(["hud", ""])).isSuperset(of: CommandTable.all.keys))
        #expect(try zsh(["hud", "toast", "--style", ""]) == ["auto", "light", "dark"])
        #expect(try zsh(["hud", "toast", "--font", ""]) == ["<files>"])
        #expect(try zsh(["hud", "toast", "--scale", ""]) == ["<value>"])
        #expect(try zsh(["hud", "run", "--status", "x", "--", "ls", ""]) == ["<command line: ls >"])
    }

    @Test func uninstallRemovesExactlyWhatWasInstalled() throws {
        // The default prefix, ~/.local, in a home of the test's own: its autostart entry goes to
        // ~/.config/autostart.
        let home = try temporaryDirectory("hud-install-home")
        defer { try? FileManager.default.removeItem(atPath: home) }
        let ownFile = home + "/.config/notes"
        try FileManager.default.createDirectory(atPath: home + "/.config", withIntermediateDirectories: true)
        try "mine".write(toFile: ownFile, atomically: true, encoding: .utf8)
        let homeEnvironment = environment(["HOME": home, "XDG_CONFIG_HOME": home + "/.config"])
        let installed = try Installation.run([], environment: homeEnvironment)
        #expect(installed.status == 0, "\(installed.stderr)")
        #expect(FileManager.default.isExecutableFile(atPath: home + "/.local/bin/hud"))
        #expect(FileManager.default.fileExists(atPath: home + "/.config/autostart/hud.desktop"))

        // An earlier install whose executable had another name: its manifest lists that file, and
        // the upgrade removes it with the rest.
        let renamed = home + "/.local/bin/hud-core"
        try "#!/bin/sh\n".write(toFile: renamed, atomically: true, encoding: .utf8)
        let manifest = home + "/.local/share/hud/install-manifest"
        let checksum = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/sha256sum"), [renamed])
        let entry = "file\t\(checksum.stdout.prefix { $0 != " " })\t\(renamed)\n"
        try (try String(contentsOfFile: manifest, encoding: .utf8) + entry)
            .write(toFile: manifest, atomically: true, encoding: .utf8)
        let again = try Installation.run([], environment: homeEnvironment)
        #expect(again.status == 0, "installing again replaces the install: \(again.stderr)")
        #expect(!FileManager.default.fileExists(atPath: renamed), "the upgrade removed the old executable")

        let removed = try Installation.run(["--uninstall"], environment: homeEnvironment)
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(try files(under: home) == [ownFile], "only what was there before is left")

        // Someone else's file is never overwritten: the install stops before installing anything.
        try FileManager.default.createDirectory(atPath: home + "/.local/bin", withIntermediateDirectories: true)
        try "#!/bin/sh\n".write(toFile: home + "/.local/bin/hud-engine", atomically: true, encoding: .utf8)
        let refused = try Installation.run([], environment: homeEnvironment)
        #expect(refused.status == 1)
        #expect(refused.stderr.contains("\(home)/.local/bin/hud-engine exists"), "\(refused.stderr)")
        #expect(try files(under: home) == [ownFile, home + "/.local/bin/hud-engine"])
    }

    /// zenity's own stays first: the link to hud goes in only when asked while another zenity is on
    /// PATH, answers as zenity, and goes with the rest on uninstall.
    @Test func theZenityLinkIsOfferedWithoutShadowingZenity() throws {
        let prefix = try temporaryDirectory("hud-install-zenity")
        defer { try? FileManager.default.removeItem(atPath: prefix) }
        let zenity = prefix + "/bin/zenity"
        let plain = try Installation.run(["--prefix", prefix])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdout.contains("scripts/install --zenity-link adds \(zenity)"), "\(plain.stdout)")
        #expect(!FileManager.default.fileExists(atPath: zenity), "/usr/bin/zenity is on PATH: no link by default")

        let linked = try Installation.run(["--prefix", prefix, "--zenity-link"])
        #expect(linked.status == 0, "\(linked.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: zenity) == "hud")
        let mistake = try ProcessRunner.run(URL(fileURLWithPath: zenity), ["--question", "--bogus"])
        #expect(mistake.status == 255)
        #expect(mistake.stderr == "This option is not available. Please see --help for all possible usages.\n")

        let removed = try Installation.run(["--uninstall", "--prefix", prefix])
        #expect(removed.status == 0, "\(removed.stderr)")
        #expect(try files(under: prefix).isEmpty)
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: zenity)) == nil, "the link went too")
    }

    /// `man -l PAGE`, as a user with a UTF-8 locale reads it; groff's warnings fail the test.
    func man(_ page: String) throws -> String {
        let rendered = try ProcessRunner.run(
            try ProcessRunner.locate("man", package: "man-db"),
            ["--warnings", "-l", page],
            environment: environment([
                "LC_ALL": "C.UTF-8", "MANWIDTH": "100",
                "MANPAGER": "cat", "PAGER": "cat",
            ]))
        #expect(rendered.status == 0 && rendered.stderr.isEmpty, "man -l \(page): \(rendered.stderr)")
        return rendered.stdout
    }
}

/// `scripts/install --prefix` into a temporary directory with the build under test, made by the
/// first test that needs it and shared by the tests that only read it (an install runs hud-engine
/// for each command's help); removed when the test process exits.
final class Installation: Sendable {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let products = ProcessRunner.hudExecutable.deletingLastPathComponent().path

    static let shared: Result<Installation, any Error> = {
        let installed = Result { try Installation() }
        atexit {
            guard case .success(let installation) = Installation.shared else { return }
            try? FileManager.default.removeItem(atPath: installation.prefix)
        }
        return installed
    }()

    let prefix: String

    private init() throws {
        prefix = FileManager.default.temporaryDirectory.appendingPathComponent("hud-prefix-\(UUID().uuidString)").path
        let installed = try Self.run(["--prefix", prefix])
        guard installed.status == 0 else {
            throw ProcessFailure.cannotLaunch(command: "scripts/install --prefix \(prefix)", reason: installed.stderr)
        }
    }

    func path(_ relative: String) -> String { prefix + "/" + relative }
    func bin(_ name: String) -> String { path("bin/" + name) }

    /// `scripts/install ARGUMENTS --no-build --build-dir PRODUCTS` (`--uninstall` takes no build). An
    /// install took 75 s while the whole suite loaded two cores (5 s alone), hence the generous timeout.
    static func run(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment)
        throws -> ProcessOutput
    {
        let build = arguments.contains("--uninstall") ? [] : ["--no-build", "--build-dir", products]
        return try ProcessRunner.run(
            repository.appendingPathComponent("scripts/install"), arguments + build,
            environment: environment, timeout: .seconds(300))
    }
}

/// This process's environment with `changes`.
private func environment(_ changes: [String: String]) -> [String: String] {
    ProcessInfo.processInfo.environment.merging(changes) { $1 }
}

private func temporaryDirectory(_ name: String) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    return path
}

/// The files (not directories) under `directory`, sorted.
private func files(under directory: String) throws -> [String] {
    let enumerator = try #require(FileManager.default.enumerator(atPath: directory))
    return enumerator.compactMap { $0 as? String }.map { directory + "/" + $0 }.filter {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && !isDirectory.boolValue
    }.sorted()
}

private func collapsingSpaces(_ line: some StringProtocol) -> String {
    line.split(whereSeparator: \.isWhitespace).joined(separator: " ")
}
