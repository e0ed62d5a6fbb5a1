import Foundation
import HUDKit
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
            String(
                format: "card first paint: %.3f ms, %d bytes (whole window, before mapping)",
                (show.firstPaintSeconds ?? 0) * 1000, show.firstPaintBytes))
        print(
            String(
                format: "card show animation: %d frames, mean %.3f ms, worst %.3f ms, %.0f bytes per frame",
                show.frames, show.meanSeconds * 1000, show.worstSeconds * 1000, show.meanBytes))
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
            String(
                format:
                    "spinner: %d frames in %.0f s, %.3f ms and %d bytes per frame, CPU %.3f s = %.2f %% of one core",
                frames, seconds, (after.totalSeconds - before.totalSeconds) / Double(max(frames, 1)) * 1000,
                (after.bytes - before.bytes) / max(frames, 1), cpu, cpu / seconds * 100))
        loading.dismiss()
        session.runUntilAllRemoved()
        return 0
    }

    private static func processorSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }
}
