import CGIO
import HUDSystem

/// A GLib main context and the thread that runs its loop: GDBus delivers method calls and signals
/// to the context that was thread-default when they were registered (see `registering`). The loop
/// sleeps in poll until a message comes, so an idle server makes no wake-ups.
package final class MainLoopThread: @unchecked Sendable {
    // @unchecked: GMainContext and GMainLoop are thread-safe GLib objects; these references never change.
    package let context: OpaquePointer
    private let loop: OpaquePointer
    private let name: String
    private var thread: SystemThread?

    /// `name` is the thread's, as `top -H` shows it.
    package init(name: String) {
        self.name = name
        context = g_main_context_new()
        loop = g_main_loop_new(context, 0)
    }

    deinit {
        g_main_loop_unref(loop)
        // Destroys the sources still attached, which releases the work `post` left waiting.
        g_main_context_unref(context)
    }

    /// Runs `body` with this context as the calling thread's default, so what it registers is
    /// dispatched on the loop's thread.
    package func registering<T, Failure>(_ body: () throws(Failure) -> T) throws(Failure) -> T {
        g_main_context_push_thread_default(context)
        defer { g_main_context_pop_thread_default(context) }
        return try body()
    }

    package func start() {
        thread = SystemThread(name: name) { [self] in
            g_main_context_push_thread_default(context)
            g_main_loop_run(loop)
            g_main_context_pop_thread_default(context)
        }
    }

    /// Ends the loop, after the work posted before, and waits for its thread. The quit runs on the
    /// loop itself: one sent before the thread has reached `g_main_loop_run` would be lost.
    package func stop() {
        post { [self] in g_main_loop_quit(loop) }
        thread?.join()
    }

    /// Runs `work` once on the loop's thread when it has nothing else to do (idle priority), so work
    /// posted from any thread runs after the calls and signals already waiting.
    package func post(_ work: @escaping @Sendable () -> Void) {
        attach(g_idle_source_new(), work)
    }

    /// Runs `work` once on the loop's thread, `milliseconds` from now.
    package func post(afterMilliseconds milliseconds: UInt32, _ work: @escaping @Sendable () -> Void) {
        attach(g_timeout_source_new(milliseconds), work)
    }

    private func attach(_ source: UnsafeMutablePointer<GSource>?, _ work: @escaping @Sendable () -> Void) {
        g_source_set_callback(
            source,
            { work in
                Callback<Void>.from(work).body(())
                return 0 // G_SOURCE_REMOVE: once
            }, Callback(work).retained(), releaseUserData)
        g_source_attach(source, context)
        g_source_unref(source)
    }

}
