import HUDCore
import HUDSurfaces
import HUDSystem
import Synchronization

/// The Notification Center on the display HUDKit's API draws on: the panel the daemon opens with
/// `hud notifications center`, on the monitor and edge its banners use. Callable from any thread;
/// its events arrive on the display thread.
package final class NotificationCenterDisplay: Sendable {
    private let options: BannerStackOptions
    private let date: @Sendable () -> String
    private let current = DisplayThreadState<(generation: Int, panel: NotificationCenterPanel)?>(nil)
    private let state = SharedState()

    /// `date` writes the header's date; by default today's in the process's language.
    package init(
        options: BannerStackOptions,
        date: @escaping @Sendable () -> String = { NotificationCenterDisplay.today(in: Translation.process) }
    ) {
        var options = options
        options.words = Translation.process
        self.options = options
        self.date = date
    }

    /// Today as the header writes it, in `words`' language; empty when the clock cannot be read.
    package static func today(in words: Words) -> String {
        guard let today = CalendarDate.todayNumbers(),
            let day = CalendarDay(year: today.year, month: today.month, day: today.day)
        else { return "" }
        return NotificationCenterLayout.dateHeader(for: day, in: words)
    }

    /// Whether the panel is open (or asked to open): new notifications then go into it.
    package var isOpen: Bool { state.opened.withLock { $0 } }

    /// What the panel asks of its owner; `closed` also when it closed by itself (Escape, a press outside).
    package func setEventHandler(_ handler: @escaping @Sendable (CenterEvent) -> Void) {
        state.handler.withLock { $0 = handler }
    }

    /// Opens the panel on `entries`, each `postedAt` seconds from now (so ≤ 0: minus its age).
    package func open(entries: [CenterEntry], doNotDisturb: Bool) {
        state.opened.withLock { $0 = true }
        withPanel { panel in
            panel.setEntries(Self.shifted(entries, to: panel.animator.now))
            panel.setDoNotDisturb(doNotDisturb)
            panel.open()
        }
    }

    package func close() {
        state.opened.withLock { $0 = false }
        withPanel { $0.close() }
    }

    /// A notification that arrived while the panel is open: on top of its stack.
    package func add(_ entry: CenterEntry) {
        withPanel { panel in
            panel.add(Self.shifted([entry], to: panel.animator.now)[0])
        }
    }

    /// The board's list changed under an open panel (an invoked action closed a notification).
    package func update(entries: [CenterEntry]) {
        withPanel { panel in
            guard panel.isOpen else { return }
            panel.setEntries(Self.shifted(entries, to: panel.animator.now))
        }
    }

    private static func shifted(_ entries: [CenterEntry], to now: Double) -> [CenterEntry] {
        entries.map { entry in
            var entry = entry
            entry.postedAt += now
            return entry
        }
    }

    private func withPanel(_ work: @escaping @Sendable (NotificationCenterPanel) -> Void) {
        let current = current
        let options = options
        let date = date
        let state = state
        FacadeDisplay.perform { context in
            if current.value?.generation != context.generation {
                do {
                    let panel = try context.stage.makeSurface {
                        NotificationCenterPanel(options: options, animator: $0, date: date)
                    }
                    // Set as the panel opens and closes, in order with the requests: a `closed` at
                    // the end of one exit must not mark closed a panel asked to open meanwhile.
                    panel.onOpenChange = { isOpen in state.opened.withLock { $0 = isOpen } }
                    panel.onEvent = { event in state.handler.withLock { $0 }?(event) }
                    current.value = (context.generation, panel)
                } catch {
                    HUDLog.error("NotificationCenterDisplay: \(error)")
                    return
                }
            }
            if let panel = current.value?.panel { work(panel) }
        }
    }
}

/// What any thread reads and the display thread updates.
private final class SharedState: Sendable {
    /// Open or opening, as last asked: what decides where a new notification goes.
    let opened = Mutex(false)
    let handler = Mutex<(@Sendable (CenterEvent) -> Void)?>(nil)
}
