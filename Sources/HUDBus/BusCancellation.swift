import CGIO

/// A `GCancellable`: a blocking connect or call made with it returns at once, with an error, when
/// another thread cancels it, so a thread waiting on a bus that never answers can still be ended.
package final class BusCancellation: @unchecked Sendable {
    // @unchecked: GCancellable is thread-safe (cancelling from any thread is its purpose); the
    // pointer never changes.
    package let pointer: UnsafeMutablePointer<GCancellable>

    package init() {
        pointer = g_cancellable_new()
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pointer))
    }

    /// Ends every connect and call made with it, now and from now on.
    package func cancel() {
        g_cancellable_cancel(pointer)
    }
}
