import CX11
import HUDCore
import HUDSurfaces

extension Point {
    /// Where the pointer is on `display` (`XQueryPointer`), in pixels from `root`'s origin; nil when
    /// it is on another screen than `root`'s.
    package init?(pointerOn display: OpaquePointer, root: Window) {
        var rootReturn: Window = 0
        var child: Window = 0
        var rootX: Int32 = 0
        var rootY: Int32 = 0
        var windowX: Int32 = 0
        var windowY: Int32 = 0
        var mask: UInt32 = 0
        guard XQueryPointer(display, root, &rootReturn, &child, &rootX, &rootY, &windowX, &windowY, &mask) != 0 else {
            return nil
        }
        self.init(x: Double(rootX), y: Double(rootY))
    }
}
