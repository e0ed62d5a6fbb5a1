import Dispatch
import Glibc
import HUDDaemonLink
import HUDKit
import HUDSystem
import HUDX11

/// `hud bench --languages`: what speaking the user's language costs. In this process, the time to
/// choose and read each language's words (its catalog and its `LC_TIME` names), as a process does
/// once, and the memory the words of every language take, held. On `$DISPLAY`, a process's first
/// dialog (`hud zenity --question`, in-process) in English and in German, samples alternating.
enum LanguageBench {
    static let locales = [
        "zh_CN", "zh_TW", "ja_JP", "ko_KR", "de_DE", "fr_FR", "es_ES", "it_IT", "pt_BR", "ru_RU", "pl_PL", "tr_TR",
        "ar_EG", "he_IL",
    ]

    static func run(samples: Int) throws {
        resolving(samples: samples)
        try firstDialog(samples: samples)
    }

    /// Each language's words read afresh `samples` times (the median), and the memory one
    /// language's words take once held, over a process that has read English's.
    private static func resolving(samples: Int) {
        func timed(_ environment: [String: String]) -> Double {
            let started = DispatchTime.now().uptimeNanoseconds
            withExtendedLifetime(Translation.resolved(environment)) {}
            return Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        }
        let english = DaemonBench.median((0..<samples).map { _ in timed(["LANG": "C.UTF-8"]) })
        let before = ProcessMemory.current
        let german = Translation.resolved(["LANG": "de_DE.UTF-8"])
        let after = ProcessMemory.current
        let times = locales.map { locale in
            DaemonBench.median((0..<samples).map { _ in timed(["LANG": locale + ".UTF-8"]) })
        }
        let translated = locales.filter { Translation.resolved(["LANG": $0 + ".UTF-8"]).language != "en" }
        print(
            "words of a language read (catalog and LC_TIME names), median over the \(locales.count): "
                + "\(FixedPoint.text(DaemonBench.median(times) * 1e6, decimals: 0)) µs (slowest "
                + "\(FixedPoint.text((times.max() ?? 0) * 1e6, decimals: 0)) µs); English (C.UTF-8): "
                + "\(FixedPoint.text(english * 1e6, decimals: 0)) µs")
        print(
            "translated: \(translated.joined(separator: " ")) (\(translated.count) of \(locales.count); "
                + "the others' locales are not generated)")
        withExtendedLifetime(german) {
            print(
                "German's words held (\(german.language)): \(after.residentKB - before.residentKB) KB resident, "
                    + "\(after.anonymousKB - before.anonymousKB) KB anonymous (target < 100 KB)")
        }
    }

    /// `hud zenity --question` in its own process (no daemon) from exec to its window mapped, in
    /// English and in German, one of each in turn so that load falls on both alike.
    private static func firstDialog(samples: Int) throws {
        guard DaemonLocation.current() != nil else {
            print("first dialog: no $DISPLAY, skipped")
            return
        }
        let watcher = try RootWindowWatcher()
        let arguments = ["zenity", "--question", "--text", "x"]
        var english: [Double] = []
        var german: [Double] = []
        for _ in 0..<samples {
            for language in ["C.UTF-8", "de_DE.UTF-8"] {
                let seconds = try DaemonBench.timeToMap(watcher) {
                    try DaemonBench.spawnHUD(
                        arguments, inProcess: true, environment: ["LANG": language, "LANGUAGE": ""])
                }
                if language == "C.UTF-8" { english.append(seconds) } else { german.append(seconds) }
            }
        }
        print(
            "hud zenity --question in its own process → window mapped, English (C.UTF-8): \(DaemonBench.summary(of: english))"
        )
        print(
            "hud zenity --question in its own process → window mapped, German (de_DE.UTF-8): \(DaemonBench.summary(of: german))"
        )
        let difference = (DaemonBench.median(german) - DaemonBench.median(english)) * 1000
        print("German − English, medians: \(FixedPoint.text(difference, decimals: 1)) ms (target ≤ 1 ms)")
    }
}
