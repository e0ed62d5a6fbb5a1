import CX11
import HUDCore

extension XConnection {
    /// The monitors RandR 1.5 reports, in screen pixels; the whole screen when RandR has none.
    func monitors() -> [Monitor] {
        var count: Int32 = 0
        var result: [Monitor] = []
        if let list = XRRGetMonitors(display, root, 1, &count) {
            for monitor in UnsafeBufferPointer(start: list, count: Int(count)) {
                let name = XGetAtomName(display, monitor.name).map { pointer in
                    defer { XFree(pointer) }
                    return String(cString: pointer)
                } ?? "monitor"
                result.append(Monitor(name: name,
                                      frame: Rect(x: Double(monitor.x), y: Double(monitor.y),
                                                  width: Double(monitor.width), height: Double(monitor.height)),
                                      isPrimary: monitor.primary != 0))
            }
            XRRFreeMonitors(list)
        }
        if result.isEmpty {
            result = [Monitor(name: "screen", frame: Rect(x: 0, y: 0, width: Double(XDisplayWidth(display, screen)),
                                                        height: Double(XDisplayHeight(display, screen))), isPrimary: true)]
        }
        return result
    }

    func monitor(_ choice: MonitorChoice) throws -> Monitor {
        let pointer = pointerPosition.map { Point(x: Double($0.x), y: Double($0.y)) }
        guard let monitor = choice.resolve(in: monitors(), pointer: pointer) else { throw X11Error.noMonitor }
        return monitor
    }
}
