import HUDCore
import HUDSurfaces

/// The `[rule NAME]` sections of the config file, in their order (the first that matches a
/// notification wins). Tolerant, as a notification server must be: a rule with a bad line is left
/// out and the problem collected, and every other rule still applies. Other sections are not read
/// here (hud-engine's `Config` reads them).
///
/// ```
/// [rule spotify]            # NAME: what dunstctl rule NAME enable|disable names
/// app = Spotify             # patterns: app, summary, body, category, desktop-entry, icon
/// match-urgency = normal    # low, normal or critical, as sent
/// history = no              # settings: urgency, timeout, skip, history, transient, style,
///                           # show-as, position
/// ```
public enum NotificationRuleParser {
    public static let sectionPrefix = "rule"
    public static let urgencyMatchKey = "match-urgency"
    public static let settingKeys = [
        "urgency", "timeout", "skip", "history", "transient", "style", "show-as", "position",
    ]
    public static var matchKeys: [String] { NotificationRule.Field.allCases.map(\.rawValue) + [urgencyMatchKey] }

    public struct Result: Sendable {
        public var rules: [NotificationRule] = []
        public var problems: [ConfigProblem] = []
    }

    /// Whether `[name]` opens a rule section (well named or not).
    public static func isRuleSection(_ name: String) -> Bool {
        name == sectionPrefix || name.hasPrefix(sectionPrefix + " ")
    }

    /// The rules of `text`; `path` names the file in problems.
    public static func parse(_ text: String, path: String) -> Result {
        var result = Result()
        var rule: NotificationRule?
        var ruleLine = 0
        var broken = false
        var inRuleSection = false
        var lines: [String: Int] = [:]
        func finish() {
            guard let finished = rule, !broken else { return }
            guard finished.effect != RuleEffect() else {
                result.problems.append(
                    ConfigProblem(
                        path: path, line: ruleLine,
                        message: "rule \"\(finished.name)\" sets nothing (keys: \(settingKeys.joined(separator: ", ")))"
                    ))
                return
            }
            result.rules.append(finished)
        }
        for (number, line) in ConfigLine.lines(of: text) {
            func problem(_ message: String) {
                result.problems.append(ConfigProblem(path: path, line: number, message: message))
                broken = true
            }
            switch line {
            case .blank:
                continue
            case .section(let name):
                finish()
                rule = nil
                broken = false
                inRuleSection = isRuleSection(name)
                guard inRuleSection else { continue }
                let ruleName = name.dropFirst(sectionPrefix.count).trimmingSpaces()
                ruleLine = number
                guard !ruleName.isEmpty else {
                    problem("a rule needs a name: [rule NAME]")
                    continue
                }
                if let first = lines[ruleName] {
                    problem("rule \"\(ruleName)\" is already defined on line \(first); this one is ignored")
                    continue
                }
                lines[ruleName] = number
                rule = NotificationRule(name: ruleName)
            case .malformed(let message):
                if inRuleSection { problem(message) }
            case .setting(let key, let value):
                guard inRuleSection else { continue }
                guard rule != nil else { continue } // its section's problem is told already
                if let message = apply(key: key, value: value, to: &rule!) { problem(message) }
            }
        }
        finish()
        return result
    }

    /// Sets `key` on `rule`; nil when it took, else what is wrong.
    private static func apply(key: String, value: String, to rule: inout NotificationRule) -> String? {
        guard !value.isEmpty else { return "\(key) needs a value" }
        if let field = NotificationRule.Field(rawValue: key) {
            rule.patterns[field] = GlobPattern(value)
            return nil
        }
        func choice<T: RawRepresentable & CaseIterable>(_: T.Type) -> (T?, String)
        where T.RawValue == String {
            (T(rawValue: value), "\(key) takes \(T.allCases.map(\.rawValue).joined(separator: ", ")), got \"\(value)\"")
        }
        func yesOrNo(_ set: (Bool) -> Void) -> String? {
            guard let truth = ConfigLine.yesOrNo(value) else { return "\(key) takes yes or no, got \"\(value)\"" }
            set(truth)
            return nil
        }
        switch key {
        case urgencyMatchKey, "urgency":
            guard let urgency = urgency(named: value) else {
                return "\(key) takes low, normal or critical, got \"\(value)\""
            }
            if key == "urgency" { rule.effect.urgency = urgency } else { rule.urgency = urgency }
        case "timeout":
            guard let seconds = Double(value), seconds.isFinite, seconds >= 0 else {
                return "timeout takes seconds ≥ 0 (0: never), got \"\(value)\""
            }
            rule.effect.timeout = seconds
        case "skip": return yesOrNo { rule.effect.skip = $0 }
        case "history": return yesOrNo { rule.effect.history = $0 }
        case "transient": return yesOrNo { rule.effect.transient = $0 }
        case "style":
            let (style, message) = choice(Appearance.self)
            guard let style else { return message }
            rule.effect.style = style
        case "show-as":
            let (presentation, message) = choice(RuleEffect.Presentation.self)
            guard let presentation else { return message }
            rule.effect.presentation = presentation
        case "position":
            let (position, message) = choice(BannerPosition.self)
            guard let position else { return message }
            rule.effect.position = position
        default:
            return "unknown rule key \"\(key)\" (patterns: \(matchKeys.joined(separator: ", ")); "
                + "settings: \(settingKeys.joined(separator: ", ")))"
        }
        return nil
    }

    private static func urgency(named name: String) -> NotificationUrgency? {
        switch name {
        case "low": .low
        case "normal": .normal
        case "critical": .critical
        default: nil
        }
    }
}
