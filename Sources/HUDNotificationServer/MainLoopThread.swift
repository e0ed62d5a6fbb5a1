import CGIO
import HUDSystem

/// A GLib main context and the thread that runs its loop: GDBus delivers method calls and signals
/// to the context that was thread-default when they were registered (see `registering`). The loop
/// sleeps in poll until a message comes, so an idle server makes no wake-ups.
final class MainLoopThread: @unchecked Sendable {
    // @unchecked: GMainContext and GMainLoop are thread-safe GLib objects; these references never change.
    let context: OpaquePointer
    private let loop: OpaquePointer
    private var thread: SystemThread?

    init() {
        context = g_main_context_new()
        loop = g_main_loop_new(context, 0)
    }

    deinit {
        g_main_loop_unref(loop)
        g_main_context_unref(context)
    }

    /// Runs `body` with this context as the calling thread's default, so what it registers is
    /// dispatched on the loop's thread.
    func registering<T>(_ body: () -> T) -> T {
        g_main_context_push_thread_default(context)
        defer { g_main_context_pop_thread_default(context) }
        return body()
    }

    func start() {
        thread = SystemThread(name: "hud notifications") { [self] in
            g_main_context_push_thread_default(context)
            g_main_loop_run(loop)
            g_main_context_pop_thread_default(context)
        }
    }

    /// Ends the loop and waits for its thread.
    func stop() {
        g_main_loop_quit(loop)
        thread?.join()
    }
}
