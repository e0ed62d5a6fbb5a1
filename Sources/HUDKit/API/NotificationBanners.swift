import HUDCore
import Synchronization

/// iOS notification banners on the display HUDKit's API draws on: the presenter a notification
/// server hands its notifications to. A stack at a corner of the monitor under the pointer, newest
/// on top; see `BannerStack` for the rules. Callable from any thread; events arrive on the display
/// thread.
public final class NotificationBanners: BannerPresenting {
    private let options: BannerStackOptions
    private let handler = EventHandler()
    /// The stack on the current display, made on first use there.
    private let current = DisplayThreadState<(generation: Int, stack: BannerStack)?>(nil)

    public init(options: BannerStackOptions = BannerStackOptions()) {
        self.options = options
    }

    public func post(id: UInt32, banner: NotificationBanner, expiry: BannerExpiry) {
        withStack { $0.post(id: id, banner: banner, expiry: expiry) }
    }

    public func replace(_ old: UInt32, with id: UInt32, banner: NotificationBanner, expiry: BannerExpiry) {
        withStack { $0.replace(old, with: id, banner: banner, expiry: expiry) }
    }

    public func close(id: UInt32, reason: BannerCloseReason) {
        withStack { $0.close(id: id, reason: reason) }
    }

    public func setEventHandler(_ handler: @escaping @Sendable (BannerEvent) -> Void) {
        self.handler.current.withLock { $0 = handler }
    }

    private func withStack(_ work: @escaping @Sendable (BannerStack) -> Void) {
        let current = current
        let options = options
        let handler = handler
        FacadeDisplay.perform { context in
            if current.value?.generation != context.generation {
                do {
                    let stack = try context.stage.makeBannerStack(options: options)
                    stack.onEvent = { event in handler.send(event) }
                    current.value = (context.generation, stack)
                } catch {
                    HUDLog.error("NotificationBanners: \(error)")
                    return
                }
            }
            if let stack = current.value?.stack { work(stack) }
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
