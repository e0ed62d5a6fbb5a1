import HUDCore
import HUDSurfaces
import Testing

@testable import HUDNotificationBoard

@Suite struct NotificationRuleParserTests {
    @Test func rulesComeInTheirOrderWithTheirPatternsAndSettings() {
        let result = NotificationRuleParser.parse(
            """
            style = dark
            [alert]
            timeout = 60
            [rule spotify]   # track changes
            app = Spotify
            history = no
            [rule backup]
            summary = "Backup *"
            match-urgency = normal
            urgency = critical
            [rule chat]
            desktop-entry = org.example.Chat
            category = im.*
            body = *ping*
            icon = chat-*
            timeout = 2.5
            transient = yes
            style = light
            show-as = banner
            position = bottom-left
            [rule noisy]
            app = Noisy
            skip = yes
            [rule volume]
            summary = Volume
            show-as = osd
            timeout = 0
            """, path: "c")
        #expect(result.problems == [])
        #expect(result.rules.map(\.name) == ["spotify", "backup", "chat", "noisy", "volume"])
        #expect(
            result.rules[0]
                == NotificationRule(
                    name: "spotify", patterns: [.app: GlobPattern("Spotify")], effect: RuleEffect(history: false)))
        #expect(
            result.rules[1]
                == NotificationRule(
                    name: "backup", patterns: [.summary: GlobPattern("Backup *")], urgency: .normal,
                    effect: RuleEffect(urgency: .critical)))
        #expect(
            result.rules[2]
                == NotificationRule(
                    name: "chat",
                    patterns: [
                        .desktopEntry: GlobPattern("org.example.Chat"), .category: GlobPattern("im.*"),
                        .body: GlobPattern("*ping*"), .icon: GlobPattern("chat-*"),
                    ],
                    effect: RuleEffect(
                        timeout: 2.5, transient: true, style: .light, presentation: .banner, position: .bottomLeft)))
        #expect(result.rules[3].effect == RuleEffect(skip: true))
        #expect(result.rules[4].effect == RuleEffect(timeout: 0, presentation: .osd))
    }

    @Test func eachBadLineIsCollectedAndOnlyItsRuleIsLeftOut() {
        let result = NotificationRuleParser.parse(
            """
            [rule good]
            app = A
            skip = yes
            [rule bad]
            app = B
            urgency = urgent
            timeout = soon
            [rule]
            app = C
            [rule good]
            skip = yes
            [rule also-good]
            app = D
            colour = red
            [rule empty]
            app = E
            [rule kept]
            app = F
            history = no
            just words
            [toast]
            nonsense here
            """, path: "cfg")
        #expect(result.rules.map(\.name) == ["good"])
        #expect(
            result.problems.map(\.description) == [
                "cfg:6: urgency takes low, normal or critical, got \"urgent\"",
                "cfg:7: timeout takes seconds ≥ 0 (0: never), got \"soon\"",
                "cfg:8: a rule needs a name: [rule NAME]",
                "cfg:10: rule \"good\" is already defined on line 1; this one is ignored",
                "cfg:14: unknown rule key \"colour\" (patterns: app, summary, body, category, desktop-entry, "
                    + "icon, match-urgency; settings: urgency, timeout, skip, history, transient, style, show-as, "
                    + "position)",
                "cfg:15: rule \"empty\" sets nothing (keys: urgency, timeout, skip, history, transient, style, "
                    + "show-as, position)",
                "cfg:20: expected KEY = VALUE, got \"just words\"",
            ])
    }

    @Test(arguments: [
        ("skip = maybe", "skip takes yes or no, got \"maybe\""),
        ("style = purple", "style takes light, dark, got \"purple\""),
        ("show-as = popup", "show-as takes banner, osd, got \"popup\""),
        (
            "position = middle",
            "position takes top-right, top-left, top, bottom-right, bottom-left, bottom, got \"middle\""
        ),
        ("timeout = -1", "timeout takes seconds ≥ 0 (0: never), got \"-1\""),
        ("match-urgency = Critical", "match-urgency takes low, normal or critical, got \"Critical\""),
        ("app =", "app needs a value"),
    ])
    func aBadValueIsNamed(line: String, message: String) {
        let result = NotificationRuleParser.parse("[rule r]\nskip = yes\n\(line)", path: "c")
        #expect(result.rules.isEmpty)
        #expect(result.problems.map(\.description) == ["c:3: \(message)"])
    }

    @Test func globsAreCaseSensitiveAsDunstsFnmatch() {
        #expect(GlobPattern("Spot*").matches("Spotify"))
        #expect(!GlobPattern("spot*").matches("Spotify"))
        #expect(GlobPattern("a?c").matches("abc") && !GlobPattern("a?c").matches("abbc"))
        #expect(GlobPattern("[Ss]lack").matches("slack"))
        #expect(GlobPattern("*").matches("") && GlobPattern("*").matches("/usr/share/x.png"))
        #expect(GlobPattern("\\*").matches("*") && !GlobPattern("\\*").matches("x"))
        #expect(!GlobPattern("Spotify").matches("Spotify Premium"), "a pattern matches the whole field")
    }
}
