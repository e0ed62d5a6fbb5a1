import HUDCore
import HUDSurfaces
import Synchronization

/// iOS notification banners on the display HUDKit's API draws on: the presenter a notification
/// server hands its notifications to. A stack at a corner of the monitor under the pointer, newest
/// on top; see `BannerStack` for the rules. Callable from any thread; events arrive on the display
/// thread.
public final class NotificationBanners: BannerPresenting {
    private let options: BannerStackOptions
    private let handler = EventHandler()
    /// The stacks on the current display by position (the options' own, and each a banner asks for
    /// with `BannerContent.position`), made on first use there.
    private let current = DisplayThreadState<(generation: Int, stacks: [BannerPosition: BannerStack])?>(nil)

    public init(options: BannerStackOptions = BannerStackOptions()) {
        var options = options
        options.words = Translation.process
        self.options = options
    }

    public func post(id: UInt32, banner: BannerContent, expiry: BannerExpiry) {
        withStack(banner.position ?? options.position, holding: id) { stack in
            stack.post(id: id, banner: banner, expiry: expiry)
        }
    }

    public func replace(_ old: UInt32, with id: UInt32, banner: BannerContent, expiry: BannerExpiry) {
        withStack(banner.position ?? options.position, holding: old) { stack in
            stack.replace(old, with: id, banner: banner, expiry: expiry)
        }
    }

    public func close(id: UInt32, reason: BannerCloseReason) {
        withStack(options.position, holding: id) { stack in stack.close(id: id, reason: reason) }
    }

    public func openReply(id: UInt32) {
        let current = current
        FacadeDisplay.perform { context in
            guard current.value?.generation == context.generation else { return }
            current.value?.stacks.values.first { $0.openIDs.contains(id) }?.openReplyField(id: id)
        }
    }

    public func setEventHandler(_ handler: @escaping @Sendable (BannerEvent) -> Void) {
        self.handler.current.withLock { $0 = handler }
    }

    /// Runs `work` on the display thread with the current display's stack that holds banner `id`,
    /// else the one at `position`: a banner stays in its stack when replaced, whatever position
    /// the replacement asks for (moving it would close it there, and closing is the user's to hear).
    private func withStack(
        _ position: BannerPosition, holding id: UInt32, _ work: @escaping @Sendable (BannerStack) -> Void
    ) {
        let current = current
        var placed = options
        placed.position = position
        let options = placed
        let handler = handler
        FacadeDisplay.perform { context in
            if current.value?.generation != context.generation { current.value = (context.generation, [:]) }
            if let holder = current.value?.stacks.values.first(where: { $0.openIDs.contains(id) }) {
                return work(holder)
            }
            if current.value?.stacks[position] == nil {
                do {
                    let stack = try context.stage.makeSurface { BannerStack(options: options, animator: $0) }
                    stack.onEvent = { event in handler.send(event) }
                    current.value?.stacks[position] = stack
                } catch {
                    HUDLog.error("NotificationBanners: \(error)")
                    return
                }
            }
            if let stack = current.value?.stacks[position] { work(stack) }
        }
    }
}

/// Where a presenter's events go; replaced from any thread, called on the display thread.
private final class EventHandler: Sendable {
    let current = Mutex<(@Sendable (BannerEvent) -> Void)?>(nil)

    /// Calls the handler outside the lock, so it may set another.
    func send(_ event: BannerEvent) {
        current.withLock { $0 }?(event)
    }
}
