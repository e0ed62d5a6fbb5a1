import Glibc
import HUDKit
import HUDSystem

// hud-bench: HUDKit's benchmarks, beside the programs they measure (`hud bench …` runs it). They
// live in an executable of their own so that the daemon users run carries none of their code.
let usage = """
    usage: hud bench [--iterations N] [--filter NAME] [--scale S]
           hud bench --x11 [--seconds S]
           hud bench --daemon [--iterations N] [--cycles C]
           hud bench --notifications [--iterations N]
           hud bench --memory [--iterations N]
           hud bench --osd [--iterations N]
           hud bench --center [--iterations N]
           hud bench --zenity [--iterations N]
           hud bench --languages [--iterations N]
           hud bench --screen-reader [--iterations N] [--rounds R]
           hud bench --wayland [--iterations N]
           hud bench --list-search [--iterations N]
      Prints the median microseconds per frame (the card region, as an animation repaints it)
      and per full paint (the whole 800x600 monitor) of every variant at scale 1 and 2
      (or only at --scale S).
      --x11: on $DISPLAY, the first paint and show animation of the rounded card and of the alert on
      the blurred material (time, bytes written and CPU per frame), the CPU time of a spinning
      loading HUD over S seconds (default 10), and this process's memory at rest and with the
      loading HUD up.
      --daemon: on $DISPLAY, the median time from starting `hud toast x` to its window being mapped,
      with the daemon running (N samples, default 30), after it has rested (3 samples), cold and
      in-process; beside the cold one,
      zenity --info and yad when installed; hud-engine render's time from exec to exit; and the
      daemon's resident memory after C show/hide cycles (default 10000). Stops the display's
      daemon first.
      --notifications: on $DISPLAY and a private session bus, the median time from starting
      notify-send to the banner being mapped (N samples, default 30) for hud daemon --notifications
      and, when installed, for dunst; and the daemon's wake-ups with a banner settled on screen.
      --memory: on $DISPLAY and a private session bus, the resident memory at rest (started, settled
      6.5 s, nothing shown) of hud-engine daemon, with and without --notifications, and of dunst when
      installed, in N alternating rounds (default 3). Stops the display's daemon first.
      --osd: on $DISPLAY, a volume key press to pixels: hud osd volume N (daemon running) from exec to
      the level HUD mapped, and to the HUD already up redrawn, beside the volume script's notify-send
      -h int:value:N -h string:x-dunst-stack-tag:volume to dunst when installed (N samples, default
      10); then a held key (30 updates a second for 3 s): the daemon's CPU time and bytes written per
      update, and its memory at rest, with the HUD up and after it left. Stops the display's daemon
      first.
      --center: on $DISPLAY and a private session bus, the Notification Center with 200 entries: the
      median time from starting `hud notifications center --open` to its window mapped and its first
      frame showing (N samples, default 10), the daemon's CPU time per wheel step, its wake-ups while
      the panel is open and still, and its memory at rest, open and after it closed. Stops the
      display's daemon first.
      --zenity: on $DISPLAY, the median time from starting `hud zenity --question --text x` to its
      window being mapped, with the daemon running and with the call starting it (N/3 samples,
      with the daemon's processor time by the map), beside zenity --question --text x (N samples,
      default 30). Stops the display's daemon first.
      --languages: the time to read each of the 14 languages' words (catalog and LC_TIME names) as a
      process does once (median of N, default 20) and the memory they take held; on $DISPLAY, hud
      zenity --question in its own process from exec to its window mapped, English and German
      alternating (N each).
      --screen-reader: on $DISPLAY and a private session bus with at-spi-bus-launcher, the accessibility
      bridge's cost: in R rounds (default 3) alternating org.a11y.Status IsEnabled false and true,
      with the bridge in this process following it, an alert's first paint (from present to the paint
      done, the paint alone and this process's CPU time in between; medians of N, default 10) and
      this process's CPU time per level HUD update over 90 updates
      at 30 a second (a held volume key); then hud-engine daemon with IsEnabled false: its memory and
      wake-ups at rest, after a toast, and its memory after a screen reader came and went. Stops
      the display's daemon first.
      --list-search: typing the last row's name into a 10,000-row zenity list, a key at a time: each
      key's time through the alert's input, layout and repaint into a 1280x800 image, in N rounds
      (default 5); no display.
      --wayland: on $WAYLAND_DISPLAY (no X server), each time ending at the first picture the output
      shows with the change, as the bench's own wlr-screencopy probe copies it back: the median time
      from starting notify-send to the banner on screen (N alternating samples, default 10) for hud
      daemon --notifications and, when installed and showing on the compositor, mako and dunst,
      each on a private session bus; hud toast x to its first frame with the daemon running and
      with the call starting it, and hud alert --title x to its first frame; the notification
      daemon's memory (smaps_rollup) and wake-ups at rest. Stops the display's daemon first.
      For example: xvfb-run -s "-screen 0 1280x800x24" .build/release/hud bench --x11
      Build with `swift build -c release` for meaningful figures.
    """

let words = Array(CommandLine.arguments.dropFirst())
if words.contains("--help") || words.contains("-h") {
    print(usage)
    exit(0)
}
FontLibrary.claimProcessFontconfig()
do {
    let arguments = try BenchArguments(words)
    switch arguments.mode {
    case .wayland:
        try WaylandBench.run(samples: arguments.count("iterations", default: 10))
    case .repaint:
        try RepaintBench.run(
            iterations: arguments.count("iterations", default: 400), filter: arguments.filter,
            scale: arguments.number("scale"))
    case .x11:
        try X11Bench.run(seconds: arguments.number("seconds") ?? 10)
    case .daemon:
        try DaemonBench.run(
            samples: arguments.count("iterations", default: 30), cycles: arguments.count("cycles", default: 10_000))
    case .notifications:
        try NotificationBench.run(samples: arguments.count("iterations", default: 30))
    case .memory:
        try RestingMemoryBench.run(rounds: arguments.count("iterations", default: 3))
    case .osd:
        try LevelHUDBench.run(samples: arguments.count("iterations", default: 10))
    case .center:
        try CenterBench.run(samples: arguments.count("iterations", default: 10))
    case .zenity:
        try ZenityBench.run(samples: arguments.count("iterations", default: 30))
    case .listSearch:
        try ListSearchBench.run(samples: arguments.count("iterations", default: 5))
    case .languages:
        try LanguageBench.run(samples: arguments.count("iterations", default: 20))
    case .screenReader:
        try ScreenReaderBench.run(
            rounds: arguments.count("rounds", default: 3), samples: arguments.count("iterations", default: 10))
    }
} catch let error as BenchArguments.UsageError {
    StandardStream.write("hud bench: \(error.message)\n\(usage)\n", to: STDERR_FILENO)
    exit(2)
} catch {
    StandardStream.write("hud bench: \(error)\n", to: STDERR_FILENO)
    exit(1)
}
