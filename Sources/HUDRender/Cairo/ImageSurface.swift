import CCairo
import HUDCore

/// An ARGB32 Cairo image surface in device pixels; owns the surface and frees it in `deinit`.
public final class ImageSurface {
    let pointer: OpaquePointer

    /// Why an image could not be made, read or written.
    public enum Failure: Error, CustomStringConvertible {
        /// Cairo refused the size (zero, negative or over 32767 px) or ran out of memory.
        case cannotCreate(width: Int, height: Int)
        /// The file is missing or not a PNG Cairo can read.
        case cannotRead(path: String, reason: String)
        /// Cairo could not write the file.
        case cannotWrite(path: String, reason: String)

        /// A message naming the image or file and the reason.
        public var description: String {
            switch self {
            case .cannotCreate(let width, let height): "cannot create a \(width)x\(height) image"
            case .cannotRead(let path, let reason): "cannot read PNG \(path): \(reason)"
            case .cannotWrite(let path, let reason): "cannot write PNG \(path): \(reason)"
            }
        }
    }

    /// A transparent image; Cairo refuses sides above 32767 px, as do we.
    public init(width: Int, height: Int) throws {
        guard width > 0, height > 0, width <= 32767, height <= 32767,
            let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { throw Failure.cannotCreate(width: width, height: height) }
        pointer = surface
    }

    /// Loads a PNG, as golden tests compare against.
    public init(contentsOfPNG path: String) throws {
        let surface = cairo_image_surface_create_from_png(path)!
        let status = cairo_surface_status(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw Failure.cannotRead(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
        pointer = surface
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// Width in device pixels.
    public var width: Int { Int(cairo_image_surface_get_width(pointer)) }
    /// Height in device pixels.
    public var height: Int { Int(cairo_image_surface_get_height(pointer)) }

    /// Saves the image as a PNG.
    public func writePNG(to path: String) throws {
        cairo_surface_flush(pointer)
        let status = cairo_surface_write_to_png(pointer, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw Failure.cannotWrite(path: path, reason: String(cString: cairo_status_to_string(status)))
        }
    }

    /// The pixel memory (premultiplied ARGB, native byte order) and its row stride in bytes, for
    /// handing to another C library (an X image) without copying. Changes must be made inside `body`.
    public func withPixelData<Result>(_ body: (UnsafeMutableRawPointer, _ stride: Int) throws -> Result) rethrows
        -> Result
    {
        cairo_surface_flush(pointer)
        defer { cairo_surface_mark_dirty(pointer) }
        return try body(
            UnsafeMutableRawPointer(cairo_image_surface_get_data(pointer)!),
            Int(cairo_image_surface_get_stride(pointer)))
    }

    /// Premultiplied ARGB pixels, one `UInt32` each, row by row.
    public func pixels() -> [UInt32] {
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer)) / 4
        guard let data = cairo_image_surface_get_data(pointer) else { return [] }
        let words = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        var result = [UInt32]()
        result.reserveCapacity(width * height)
        for row in 0..<height {
            result.append(contentsOf: UnsafeBufferPointer(start: words + row * stride, count: width))
        }
        return result
    }

    /// Replaces every pixel; `pixels` must hold `width × height` premultiplied ARGB values.
    public func setPixels(_ pixels: [UInt32]) {
        precondition(pixels.count == width * height, "pixel count must match the surface")
        cairo_surface_flush(pointer)
        let stride = Int(cairo_image_surface_get_stride(pointer)) / 4
        guard let data = cairo_image_surface_get_data(pointer) else { return }
        let words = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self)
        pixels.withUnsafeBufferPointer { source in
            for row in 0..<height {
                (words + row * stride).update(from: source.baseAddress! + row * width, count: width)
            }
        }
        cairo_surface_mark_dirty(pointer)
    }
}
