import CX11
import Glibc
import HUDCore
import HUDRender

/// A System V shared-memory segment the X server has attached (MIT-SHM): pixels copied here reach
/// a pixmap with a request of a few bytes instead of in the request itself. Detached and freed in
/// `deinit`. Only a local server can attach; elsewhere `init` fails and pixels go in requests.
final class SharedPixels {
    private let connection: XConnection
    /// Xlib keeps a pointer to this in every image made with it, so it has an address of its own.
    private let segment = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
    /// Its size in bytes.
    let capacity: Int
    /// A put the server may not have read yet: the segment is not written again before a round trip.
    private var serverMayBeReading = false

    init?(connection: XConnection, capacity: Int) {
        self.connection = connection
        self.capacity = capacity
        segment.initialize(to: XShmSegmentInfo())
        let id = XShmQueryExtension(connection.display) != 0 ? shmget(0, capacity, IPC_CREAT | 0o600) : -1
        guard id >= 0, let address = shmat(id, nil, 0), address != UnsafeMutableRawPointer(bitPattern: -1) else {
            if id >= 0 { shmctl(id, IPC_RMID, nil) }
            segment.deallocate()
            return nil
        }
        segment.pointee.shmid = id
        segment.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        segment.pointee.readOnly = 1
        let attached: Bool
        if connection.attachesSharedMemory {
            // This server attached one before: the round trip to learn whether it did would come
            // before the first paint of every banner (measured: the larger part of Notify → mapped
            // on a busy machine).
            attached = XShmAttach(connection.display, segment) != 0
        } else {
            let first = XErrorHandlers.quietly { () -> Bool in
                let accepted = XShmAttach(connection.display, segment) != 0
                connection.sync()
                return accepted
            }
            attached = first.value && !first.failed
            connection.attachesSharedMemory = attached
        }
        // Removed now, it is freed as soon as both sides detach, even if this process dies.
        shmctl(id, IPC_RMID, nil)
        guard attached else {
            shmdt(address)
            segment.deallocate()
            return nil
        }
    }

    deinit {
        XShmDetach(connection.display, segment)
        connection.sync()
        shmdt(segment.pointee.shmaddr)
        segment.deallocate()
    }

    /// Sends `region` of `image` to the same place on `pixmap` (of `image`'s size), which holds
    /// the pixels for every request sent after this one. Needs `capacity` of at least the region's
    /// width × height × 4.
    func put(_ image: CairoImage, region: PixelRect, on pixmap: ServerPixmap, gc: GC) {
        precondition(region.width * region.height * 4 <= capacity, "the region must fit the segment")
        let display = connection.display
        // The server reads the segment as it handles a put; the round trip that makes sure it has
        // is taken here, before the segment is overwritten, not after every put: a first paint
        // then reaches the screen without waiting for one.
        if serverMayBeReading { connection.sync() }
        guard
            let ximage = XShmCreateImage(
                display, XDefaultVisual(display, connection.screen), UInt32(pixmap.depth), ZPixmap,
                segment.pointee.shmaddr, segment, UInt32(region.width), UInt32(region.height))
        else { return }
        let rowBytes = region.width * 4
        let target = UnsafeMutableRawPointer(segment.pointee.shmaddr!)
        image.withPixelData { data, stride in
            for row in 0..<region.height {
                (target + row * Int(ximage.pointee.bytes_per_line)).copyMemory(
                    from: data + (region.y + row) * stride + region.x * 4, byteCount: rowBytes)
            }
        }
        XShmPutImage(
            display, pixmap.pixmap, gc, ximage, 0, 0, Int32(region.x), Int32(region.y), UInt32(region.width),
            UInt32(region.height), 0)
        serverMayBeReading = true
        ximage.pointee.data = nil
        _ = ximage.pointee.f.destroy_image(ximage)
    }
}
