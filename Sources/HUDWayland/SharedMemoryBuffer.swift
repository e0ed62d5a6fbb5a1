import CWayland
import Glibc
import HUDCore
import HUDRender

/// Pixels shared with the compositor: an anonymous file mapped here and, as a `wl_buffer`, there;
/// Cairo draws into it through `image`. The compositor reads it until it sends `release`, so a
/// surface keeps two and draws into the one it holds. Unmapped, closed and destroyed in `deinit`.
final class SharedMemoryBuffer {
    let width: Int
    let height: Int
    let image: CairoImage
    private let buffer: OpaquePointer
    private let pixels: UnsafeMutableRawPointer
    private let length: Int
    /// Attached and not yet released by the compositor: not to be drawn into.
    var isBusy = false
    /// The frame its pixels hold, so that the next one drawn into it repaints only what differs.
    var heldScene: Scene?

    init(shm: OpaquePointer, width: Int, height: Int) throws(WaylandError) {
        let stride = CairoImage.stride(forWidth: width)
        let length = stride * height
        let file = hud_memfd_create("hudkit-buffer")
        guard width > 0, height > 0, file >= 0 else {
            if file >= 0 { close(file) }
            throw .cannotCreateBuffer(width: width, height: height)
        }
        defer { close(file) }
        guard ftruncate(file, off_t(length)) == 0,
            let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, file, 0), mapped != MAP_FAILED
        else { throw .cannotCreateBuffer(width: width, height: height) }
        guard let image = try? CairoImage(wrapping: mapped, width: width, height: height, stride: stride),
            let pool = wl_shm_create_pool(shm, file, Int32(length))
        else {
            munmap(mapped, length)
            throw .cannotCreateBuffer(width: width, height: height)
        }
        // The buffer keeps the pool's memory; the pool itself is needed no longer.
        defer { wl_shm_pool_destroy(pool) }
        guard
            let buffer = wl_shm_pool_create_buffer(
                pool, 0, Int32(width), Int32(height), Int32(stride), WL_SHM_FORMAT_ARGB8888.rawValue)
        else {
            munmap(mapped, length)
            throw .cannotCreateBuffer(width: width, height: height)
        }
        self.width = width
        self.height = height
        self.image = image
        self.buffer = buffer
        self.pixels = mapped
        self.length = length
        wl_buffer_add_listener(buffer, Self.listener, Unmanaged.passUnretained(self).toOpaque())
    }

    deinit {
        wl_buffer_destroy(buffer)
        munmap(pixels, length)
    }

    /// The `wl_buffer` to attach; marks it busy until the compositor releases it.
    func attach(to surface: OpaquePointer) {
        isBusy = true
        wl_surface_attach(surface, buffer, 0, 0)
    }

    nonisolated(unsafe) private static let listener = listenerTable(
        wl_buffer_listener(release: { data, _ in
            Unmanaged<SharedMemoryBuffer>.fromOpaque(data!).takeUnretainedValue().isBusy = false
        }))
}
