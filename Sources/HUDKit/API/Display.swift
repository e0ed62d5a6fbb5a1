import Foundation
import HUDX11
import Synchronization

/// The display HUDKit's public API draws on: `$DISPLAY`, opened on first use on a thread of its
/// own (the display thread). Without a display, calls do nothing and the reason is logged once.
enum Display {
    private static let opened = Mutex<DisplayThread?>(nil)
    private static let failure = Mutex<String?>(nil)

    /// Runs `work` on the display thread, opening the display first if needed.
    static func perform(_ work: @escaping @Sendable (X11Session) -> Void) {
        guard let thread = thread() else { return }
        thread.perform(work)
    }

    /// Dismisses everything and closes the display; the next call opens it again.
    static func close() {
        let thread = opened.withLock { thread in
            defer { thread = nil }
            return thread
        }
        thread?.shutdown()
        failure.withLock { $0 = nil }
    }

    private static func thread() -> DisplayThread? {
        opened.withLock { thread in
            if let thread { return thread }
            guard failure.withLock({ $0 == nil }) else { return nil }
            do {
                thread = try DisplayThread()
            } catch {
                failure.withLock { $0 = "\(error)" }
                FileHandle.standardError.write(Data("HUDKit: \(error); overlays are not shown\n".utf8))
            }
            return thread
        }
    }
}

/// State that lives on the display thread, reachable from jobs posted there. Only ever touched on
/// that thread, which is what makes the unchecked conformance sound.
final class DisplayThreadState<Value>: @unchecked Sendable {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}
