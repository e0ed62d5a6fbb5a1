import HUDX11

/// How other threads hand work to an `ApplicationWindow`'s loop thread: the job runs there soon,
/// waking the loop if it sleeps. Any thread.
struct LoopMailbox: Sendable {
    let pipe: WakePipe

    /// Queues `job` to run on the loop's thread; returns at once.
    func post(_ job: @escaping @Sendable () -> Void) {
        pipe.post(job)
    }
}
