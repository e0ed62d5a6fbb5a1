import Glibc
import HUDKit
import HUDSystem
import HUDX11

/// `hud bench --x11`: what showing overlays costs on a real X server.
enum X11Bench {
    static func run(seconds: Double) throws -> Int32 {
        let session = try X11Session()
        let options = DisplayOptions(monitor: .primary, scale: 1)

        let card: OverlayHost = try session.present(
            .card(
                CardAlertModel(
                    title: "刪除確認", message: "確定要刪除此項目嗎?此操作不可恢復。", sure: "確定刪除", cancel: "取消")), options: options)
        session.run { !card.isAnimating }
        let show = card.statistics
        print(
            "card first paint: \(milliseconds(show.firstPaintSeconds ?? 0)) ms, \(show.firstPaintBytes) bytes "
                + "(whole window, before mapping)")
        print(
            "card show animation: \(show.frames) frames, mean \(milliseconds(show.meanSeconds)) ms, "
                + "worst \(milliseconds(show.worstSeconds)) ms, "
                + "\(FixedPoint.text(show.meanBytes, decimals: 0)) bytes per frame")
        card.dismiss()
        session.run { card.isRemoved }

        let loading: OverlayHost = try session.present(.loading(LoadingHUDModel(text: "Loading...")), options: options)
        let clock = session.clock
        var measuring = false
        var done = false
        // Measure after the entrance, while only the spinner moves.
        clock.schedule(at: clock.now + 0.5) { measuring = true }
        session.run { measuring }
        let cpuBefore = processorSeconds()
        let before = loading.statistics
        clock.schedule(at: clock.now + seconds) { done = true }
        session.run { done }
        let cpu = processorSeconds() - cpuBefore
        let after = loading.statistics
        let frames = after.frames - before.frames
        print(
            "spinner: \(frames) frames in \(FixedPoint.text(seconds, decimals: 0)) s, "
                + "\(milliseconds((after.totalSeconds - before.totalSeconds) / Double(max(frames, 1)))) ms and "
                + "\((after.bytes - before.bytes) / max(frames, 1)) bytes per frame, "
                + "CPU \(FixedPoint.text(cpu, decimals: 3)) s = \(FixedPoint.text(cpu / seconds * 100, decimals: 2)) % "
                + "of one core")
        loading.dismiss()
        session.runUntilAllRemoved()
        return 0
    }

    private static func milliseconds(_ seconds: Double) -> String {
        FixedPoint.text(seconds * 1000, decimals: 3)
    }

    private static func processorSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
