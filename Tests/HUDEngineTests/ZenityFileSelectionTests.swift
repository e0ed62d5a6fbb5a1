import Foundation
import HUDTestHarness
import Testing

/// `zenity --file-selection` through the desktop portal's file chooser: a stand-in portal on a
/// private session bus (Python's GDBus) answers `OpenFile` and `SaveFile` with a Request object
/// and its `Response`, and prints what it was asked; with no portal on the bus, exit 255 and what
/// to install.
@Suite("hud zenity --file-selection through the portal")
struct ZenityFileSelectionTests {
    /// The stand-in: owns org.freedesktop.portal.Desktop, prints each call (method, title, options),
    /// answers with the request's path and emits `Response` with the URIs it was given (none: a cancel).
    static let portal = """
        import sys
        from gi.repository import Gio, GLib
        xml = '''<node><interface name="org.freedesktop.portal.FileChooser">
        <method name="OpenFile"><arg type="s" direction="in"/><arg type="s" direction="in"/>
        <arg type="a{sv}" direction="in"/><arg type="o" direction="out"/></method>
        <method name="SaveFile"><arg type="s" direction="in"/><arg type="s" direction="in"/>
        <arg type="a{sv}" direction="in"/><arg type="o" direction="out"/></method></interface></node>'''
        uris = sys.argv[1:]
        def call(conn, sender, path, iface, method, params, invocation):
            options = params[2]
            shown = {k: (bytes(v).decode() if k == 'current_folder' else v) for k, v in options.items() if k != 'handle_token'}
            print(method, params[1], sorted(shown.items()), flush=True)
            handle = '/org/freedesktop/portal/desktop/request/%s/%s' % (
                sender[1:].replace('.', '_'), options['handle_token'])
            invocation.return_value(GLib.Variant('(o)', (handle,)))
            def respond():
                conn.emit_signal(None, handle, 'org.freedesktop.portal.Request', 'Response',
                    GLib.Variant('(ua{sv})', (0 if uris else 1, {'uris': GLib.Variant('as', uris)})))
                return False
            GLib.timeout_add(50, respond)
        node = Gio.DBusNodeInfo.new_for_xml(xml)
        def on_bus(conn, name):
            conn.register_object('/org/freedesktop/portal/desktop', node.interfaces[0], call, None, None)
        Gio.bus_own_name(Gio.BusType.SESSION, 'org.freedesktop.portal.Desktop', 0, on_bus,
            lambda conn, name: print('ready', flush=True), None)
        GLib.MainLoop().run()
        """

    /// `hud zenity ARGS` on a private bus with the stand-in portal answering `uris`; what hud gave
    /// and what the portal was asked.
    func select(_ arguments: [String], answering uris: [String]) throws -> (ProcessOutput, String) {
        let bus = try SessionBus()
        let environment = bus.environment()
        let python = try ProcessRunner.locate("/usr/bin/python3", package: "python3-gi")
        let portal = try ProcessRunner.spawn(python, ["-c", Self.portal] + uris, environment: environment)
        defer { portal.stop() }
        try waitUntil("the stand-in portal on the bus") { portal.stdout.contains("ready") }
        let result = try HUDProcess.run(
            executable: HUDProcess.executable, ["zenity"] + arguments, environment: environment)
        return (result, portal.stdout)
    }

    @Test func multipleFilesArePathsJoinedByTheSeparator() throws {
        let (result, asked) = try select(
            ["--file-selection", "--multiple", "--separator=:", "--file-filter=Text | *.txt *.md"],
            answering: ["file:///tmp/a%20b.txt", "file:///tmp/%E5%90%8D.md"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "/tmp/a b.txt:/tmp/名.md\n")
        #expect(
            asked.contains(
                "OpenFile Select a File [('directory', False), ('filters', [('Text', [(0, '*.txt'), (0, '*.md')])]), "
                    + "('multiple', True)]"), "\(asked)")
    }

    @Test func saveAsksWithTheFilenamesFolderAndName() throws {
        let (result, asked) = try select(
            ["--file-selection", "--save", "--filename=/tmp/out/report.txt", "--title=Export"],
            answering: ["file:///tmp/out/report.txt"])
        #expect(result.status == 0)
        #expect(result.stdout == "/tmp/out/report.txt\n")
        #expect(
            asked.contains("SaveFile Export [('current_folder', '/tmp/out/\\x00'), ('current_name', 'report.txt')]"),
            "\(asked)")
    }

    @Test func aDirectoryCancelledExitsOne() throws {
        let (result, asked) = try select(["--file-selection", "--directory"], answering: [])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(asked.contains("('directory', True)"))
    }

    @Test func withoutAPortalItSaysWhatToInstall() throws {
        let bus = try SessionBus()
        let result = try HUDProcess.run(
            executable: HUDProcess.executable, ["zenity", "--file-selection"], environment: bus.environment())
        #expect(result.status == 255)
        #expect(result.stderr.contains("install xdg-desktop-portal and xdg-desktop-portal-gtk"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
