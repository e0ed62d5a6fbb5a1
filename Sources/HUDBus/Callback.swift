import CGIO

/// A Swift closure as a C callback's user data: retained for GLib (`retained`), found again in the
/// C trampoline (`from`), released by `releaseUserData` when GLib drops the callback, so it lives
/// exactly as long as GLib may still call it.
final class Callback<Argument>: Sendable {
    let body: @Sendable (Argument) -> Void

    init(_ body: @escaping @Sendable (Argument) -> Void) {
        self.body = body
    }

    func retained() -> UnsafeMutableRawPointer { Unmanaged.passRetained(self).toOpaque() }

    static func from(_ data: UnsafeMutableRawPointer?) -> Callback {
        Unmanaged<Callback>.fromOpaque(data!).takeUnretainedValue()
    }
}

extension Callback where Argument == Void {
    convenience init(_ body: @escaping @Sendable () -> Void) {
        self.init { _ in body() }
    }
}

/// The destroy notifier for a Swift object retained as C user data (a `Callback`, and the like).
let releaseUserData: GDestroyNotify = { data in Unmanaged<AnyObject>.fromOpaque(data!).release() }
