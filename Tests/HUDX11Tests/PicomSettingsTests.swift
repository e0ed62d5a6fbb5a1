import HUDX11
import Testing

@Suite("picom's settings: whether it blurs")
struct PicomSettingsTests {
    static let environment = ["HOME": "/home/user"]

    /// picom started with `arguments` and, at the paths given, these config files.
    static func blurs(_ arguments: [String], files: [String: String] = [:]) -> Bool {
        PicomSettings(arguments: ["/usr/bin/picom"] + arguments, environment: environment) { files[$0] }
            .blursEveryWindow
    }

    @Test func itsDefaultsBlurNothing() {
        #expect(!Self.blurs([]))
        #expect(!Self.blurs(["--backend", "xrender", "--config", "/dev/null"]))
    }

    @Test func theCommandLineTurnsTheBlurOnAndOffInOrder() {
        #expect(
            Self.blurs(["--experimental-backends", "--backend", "xrender", "--blur-background", "--blur-method", "box"])
        )
        #expect(Self.blurs(["--blur-background"]))
        #expect(Self.blurs(["--blur-background-frame"]))
        #expect(Self.blurs(["--blur-method=dual_kawase"]))
        #expect(!Self.blurs(["--blur-background", "--blur-method", "none"]))
        #expect(!Self.blurs(["--blur-method", "none"]))
        // Options that take a value do not read it as an option.
        #expect(!Self.blurs(["--backend", "--blur-background"]))
    }

    @Test func anExclusionRuleLeavesItUnknown() {
        #expect(!Self.blurs(["--blur-background", "--blur-background-exclude", "class_g = 'Firefox'"]))
    }

    @Test func theConfigFileIsReadWhereItIsGivenOrWherePicomLooks() {
        let on = "blur-background = true;\n"
        #expect(Self.blurs(["--config", "/tmp/p.conf"], files: ["/tmp/p.conf": on]))
        #expect(Self.blurs(["--config=/tmp/p.conf"], files: ["/tmp/p.conf": on]))
        #expect(Self.blurs([], files: ["/home/user/.config/picom.conf": on]))
        #expect(Self.blurs([], files: ["/home/user/.config/picom/picom.conf": on]))
        #expect(Self.blurs([], files: ["/etc/xdg/picom.conf": on]))
        // The first found wins.
        #expect(!Self.blurs([], files: ["/home/user/.config/picom.conf": "", "/etc/xdg/picom.conf": on]))
        // --config /dev/null: no file.
        #expect(!Self.blurs(["--config", "/dev/null"], files: ["/home/user/.config/picom.conf": on]))
        // The command line wins over the file.
        #expect(!Self.blurs(["--blur-method", "none"], files: ["/home/user/.config/picom.conf": on]))
        let xdg = PicomSettings.configPaths(["HOME": "/h", "XDG_CONFIG_HOME": "/x", "XDG_CONFIG_DIRS": "/a:/b"])
        #expect(xdg.first == "/x/picom.conf")
        #expect(xdg.contains("/b/picom/picom.conf"))
    }

    @Test(arguments: [
        ("blur-background = true;", true),
        ("blur-background = false;", false),
        ("blur-background: true", true),
        ("# blur-background = true;\nshadow = true;", false),
        ("/* blur-background = true; */", false),
        ("blur-method = \"dual_kawase\";", true),
        ("blur-method = \"none\";", false),
        ("blur-background = true; blur-method = \"box\"; blur-size = 12;", true),
        ("blur: {\n  method = \"dual_kawase\";\n  strength = 5;\n};", true),
        ("blur: { method = \"none\"; };", false),
        // The sample config's shape: an empty exclusion list excludes nothing.
        ("blur-background = true; blur-background-exclude = [ ];", true),
        ("blur-background = true; blur-background-exclude = [ \"window_type = 'dock'\" ];", false),
        ("blur-background = true;\nwintypes: { notification = { blur-background = false; }; };", false),
        ("blur-background = true;\n@include \"more.conf\"", false),
        ("wintypes: { tooltip = { method = \"box\"; }; };", false),
    ])
    func aConfigFile(text: String, blurs: Bool) {
        #expect(Self.blurs(["--config", "/p"], files: ["/p": text]) == blurs, "\(text)")
    }
}
