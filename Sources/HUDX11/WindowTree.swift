import CX11

/// Where a window stands in the server's tree (`XQueryTree`): its parent and its children, bottom
/// of the stack first. The children are copied out of Xlib's reply, which is freed at once, so no
/// caller holds Xlib memory or has to remember to free it.
package struct WindowTree {
    package let parent: Window
    package let children: [Window]

    /// The tree around `window` on `display`; nil when the server refuses (the window is gone).
    package init?(of window: Window, on display: OpaquePointer) {
        var root: Window = 0
        var parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, window, &root, &parent, &children, &count) != 0 else { return nil }
        defer { if let children { XFree(children) } }
        self.parent = parent
        self.children = children.map { Array(UnsafeBufferPointer(start: $0, count: Int(count))) } ?? []
    }
}
