import Glibc
import HUDKit
import HUDSystem
import HUDX11

/// `hud bench --x11`: what showing overlays costs on a real X server. Bytes are what this process
/// wrote (`wchar` in /proc/self/io: nothing but the X connection writes while it measures), CPU is
/// this process's user and system time, memory its resident set while a loading HUD is up.
enum X11Bench {
    static func run(seconds: Double) throws {
        let stage = try X11Stage()
        let options = DisplayOptions(monitor: .primary, scale: 1)
        let screen = stage.screenSize
        let restingMemory = ProcessMemory.current

        try measureShow(
            "card",
            .card(
                CardAlertModel(
                    title: "刪除確認", message: "確定要刪除此項目嗎?此操作不可恢復。", sure: "確定刪除", cancel: "取消")),
            in: stage, options: options)
        // The system alert sits on the blurred material: its first paint blurs the screen beneath.
        try measureShow(
            "alert (blurred material)",
            .alert(
                try AlertModel(
                    title: "Delete photo?", message: "This cannot be undone.",
                    actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "Delete")])),
            in: stage, options: options)

        let loading: X11Overlay = try stage.present(.loading(LoadingHUDModel(text: "Loading...")), options: options)
        let clock = stage.clock
        var measuring = false
        var done = false
        // Measure after the entrance, while only the spinner moves.
        clock.schedule(at: clock.now + 0.5) { measuring = true }
        stage.run { measuring }
        let loadingMemory = ProcessMemory.current
        let cpuBefore = ProcessThreads.processorSeconds(getpid())
        let before = loading.statistics
        clock.schedule(at: clock.now + seconds) { done = true }
        stage.run { done }
        let cpu = ProcessThreads.processorSeconds(getpid()) - cpuBefore
        let after = loading.statistics
        let steps = after.frames - before.frames
        print(
            "spinner: \(steps) frames in \(FixedPoint.text(seconds, decimals: 0)) s, "
                + "\(FixedPoint.text((after.totalSeconds - before.totalSeconds) / Double(max(steps, 1)) * 1000, decimals: 3)) ms and "
                + "\((after.bytes - before.bytes) / max(steps, 1)) pixel bytes per frame, "
                + "CPU \(FixedPoint.text(cpu, decimals: 3)) s = \(FixedPoint.text(cpu / seconds * 100, decimals: 2)) % of one core"
        )
        print(
            "memory: at rest \(restingMemory), with the loading HUD up \(loadingMemory) "
                + "(screen \(screen.width)x\(screen.height))")
        loading.dismiss()
        stage.runUntilAllRemoved()
    }

    /// Shows `overlay` and prints what its first paint and its entrance spring cost.
    private static func measureShow(
        _ name: String, _ overlay: Overlay, in stage: X11Stage, options: DisplayOptions
    ) throws {
        let written = ProcessIO.bytesWritten(getpid())
        let card: X11Overlay = try stage.present(overlay, options: options)
        let firstPaintWritten = ProcessIO.bytesWritten(getpid()) - written
        // Frames of the spring alone: once the window is up (mapping, Expose and the keyboard grab come
        // first) and before it settles (the window is then cut to the card's outline, once).
        stage.run { card.statistics.frames >= 2 || !card.isAnimating }
        let springStart = card.statistics.frames
        let springWritten = ProcessIO.bytesWritten(getpid())
        let springCPU = ProcessThreads.processorSeconds(getpid())
        stage.run { card.statistics.frames >= springStart + 6 || !card.isAnimating }
        let springSeconds = ProcessThreads.processorSeconds(getpid()) - springCPU
        let frames = max(card.statistics.frames - springStart, 1)
        let springBytes = ProcessIO.bytesWritten(getpid()) - springWritten
        stage.run { !card.isAnimating }
        let show = card.statistics
        print(
            "\(name) first paint: \(FixedPoint.text((show.firstPaintSeconds ?? 0) * 1000, decimals: 3)) ms, "
                + "\(firstPaintWritten) bytes written (\(show.firstPaintBytes) of them pixels)")
        print(
            "\(name) show animation: \(show.frames) frames, repaint mean \(FixedPoint.text(show.meanSeconds * 1000, decimals: 3)) ms, "
                + "worst \(FixedPoint.text(show.worstSeconds * 1000, decimals: 3)) ms; frames \(springStart + 1)–\(springStart + frames): "
                + "per frame \(FixedPoint.text(springSeconds / Double(frames) * 1000, decimals: 3)) ms CPU, \(springBytes / frames) bytes written "
                + "(\(Int(show.meanBytes)) of them pixels)")
        card.dismiss()
        stage.run { card.isRemoved }
    }
}
