import Glibc

/// A POSIX thread running a Swift closure, without Foundation's `Thread`. Owns the thread: `join()`
/// waits for it; one never joined is detached when this goes, so it runs on and frees itself.
package final class SystemThread: @unchecked Sendable {
    // @unchecked: `thread` is written once, before `init` returns; `joined` only by the owner.
    private var thread = pthread_t()
    private var joined = false

    /// Starts `body` on a new thread named `name` (as `top -H` shows it; at most 15 bytes are kept).
    package init(name: String, _ body: @escaping @Sendable () -> Void) {
        let start = Unmanaged.passRetained(Start(name: name, body: body)).toOpaque()
        let result = pthread_create(
            &thread, nil,
            { start in
                let start = Unmanaged<Start>.fromOpaque(start!).takeRetainedValue()
                start.nameThisThread()
                start.body()
                return nil
            }, start)
        // Out of threads or memory: a process that cannot start a thread cannot do its work either.
        precondition(result == 0, "pthread_create failed: \(String(cString: strerror(result)))")
    }

    deinit {
        if !joined { pthread_detach(thread) }
    }

    /// Blocks until the thread's closure has returned.
    package func join() {
        guard !joined else { return }
        joined = true
        pthread_join(thread, nil)
    }

    private final class Start {
        let name: String
        let body: @Sendable () -> Void

        init(name: String, body: @escaping @Sendable () -> Void) {
            // pthread_setname_np refuses a name over 15 bytes; a whole character fits or goes.
            var name = name
            while name.utf8.count > 15 { name.removeLast() }
            self.name = name
            self.body = body
        }

        /// What pthread_setname_np does, which Glibc's Swift module leaves out (it is a GNU extension).
        func nameThisThread() {
            let descriptor = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { return }
            _ = Glibc.write(descriptor, name, name.utf8.count)
            close(descriptor)
        }
    }
}
