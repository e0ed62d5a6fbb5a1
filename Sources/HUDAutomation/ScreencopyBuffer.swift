import CWayland
import Glibc

/// Shared memory the compositor copies a screencopy frame into: an anonymous file mapped here and,
/// as a `wl_buffer`, there, in the format, size and stride the frame asked for. Kept across frames
/// of the same shape, so a probe polling frame after frame maps one file, not one per frame.
/// Destroyed and unmapped in `deinit`.
final class ScreencopyBuffer {
    let shape: ScreencopyFrame.BufferShape
    private let buffer: OpaquePointer
    private let pixels: UnsafeMutableRawPointer
    private let length: Int

    init(shm: OpaquePointer, shape: ScreencopyFrame.BufferShape) throws(WaylandScreenProbe.Failure) {
        let length = Int(shape.stride) * Int(shape.height)
        let file = hud_memfd_create("hudkit-probe")
        guard length > 0, file >= 0 else {
            if file >= 0 { close(file) }
            throw .cannotCreateBuffer(width: Int(shape.width), height: Int(shape.height))
        }
        defer { close(file) }
        guard ftruncate(file, off_t(length)) == 0,
            let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, file, 0), mapped != MAP_FAILED
        else { throw .cannotCreateBuffer(width: Int(shape.width), height: Int(shape.height)) }
        guard let pool = wl_shm_create_pool(shm, file, Int32(length)) else {
            munmap(mapped, length)
            throw .cannotCreateBuffer(width: Int(shape.width), height: Int(shape.height))
        }
        // The buffer keeps the pool's memory; the pool itself is needed no longer.
        defer { wl_shm_pool_destroy(pool) }
        guard
            let buffer = wl_shm_pool_create_buffer(
                pool, 0, Int32(shape.width), Int32(shape.height), Int32(shape.stride), shape.format)
        else {
            munmap(mapped, length)
            throw .cannotCreateBuffer(width: Int(shape.width), height: Int(shape.height))
        }
        self.shape = shape
        self.buffer = buffer
        self.pixels = mapped
        self.length = length
    }

    deinit {
        wl_buffer_destroy(buffer)
        munmap(pixels, length)
    }

    /// The `wl_buffer` a frame's `copy` names.
    var proxy: OpaquePointer { buffer }

    /// What the last copy wrote: `stride` bytes a row, `height` rows.
    var bytes: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: pixels, count: length) }
}
