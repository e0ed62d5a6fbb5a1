import CCairo
import HUDCore

/// An ARGB32 Cairo image surface in device pixels; owns the surface and frees it in `deinit`.
public final class CairoImage {
    let pointer: OpaquePointer

    /// Why an image could not be made, read or written.
    public enum Failure: Error, CustomStringConvertible {
        /// Cairo refused the size (zero, negative or over 32767 px) or ran out of memory.
        case cannotCreate(width: Int, height: Int)
        /// The file is missing or not a PNG Cairo can read.
        case cannotRead(path: String, reason: String)
        /// The file could not be written.
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

    /// An image over `pixels` that someone else owns (a compositor's shared memory), which must
    /// outlive it; `stride` is `stride(forWidth:)`'s.
    public init(wrapping pixels: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int) throws {
        guard width > 0, height > 0, width <= 32767, height <= 32767,
            let surface = cairo_image_surface_create_for_data(
                pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
                Int32(stride)),
            cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS
        else { throw Failure.cannotCreate(width: width, height: height) }
        pointer = surface
    }

    /// The bytes a row of an ARGB32 image `width` pixels wide takes.
    public static func stride(forWidth width: Int) -> Int {
        Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
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

    /// Saves the image as a PNG: 8-bit RGB, or RGBA with straight alpha when a pixel is not opaque,
    /// the bytes Cairo's own writer stores (so reading it back gives these pixels again), but with
    /// libpng's fast setting. Cairo's writer tries every row filter at full compression: two thirds
    /// of a `hud render`'s time.
    public func writePNG(to path: String) throws {
        let premultiplied = pixels()
        let isOpaque = premultiplied.allSatisfy { $0 >> 24 == 0xFF }
        var bytes = isOpaque ? Self.rgb(premultiplied) : Self.straightRGBA(premultiplied)
        var image = png_image()
        image.version = UInt32(PNG_IMAGE_VERSION)
        image.width = UInt32(width)
        image.height = UInt32(height)
        image.format = UInt32(isOpaque ? PNG_FORMAT_FLAG_COLOR : PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        image.flags = UInt32(PNG_IMAGE_FLAG_FAST)
        defer { png_image_free(&image) }
        guard bytes.withUnsafeMutableBytes({ png_image_write_to_file(&image, path, 0, $0.baseAddress, 0, nil) }) != 0
        else {
            let reason = withUnsafeBytes(of: image.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            throw Failure.cannotWrite(path: path, reason: reason)
        }
    }

    /// Opaque pixels as R, G, B bytes.
    private static func rgb(_ pixels: [UInt32]) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: pixels.count * 3) { bytes, count in
            for (index, pixel) in pixels.enumerated() {
                bytes[index * 3] = UInt8(truncatingIfNeeded: pixel >> 16)
                bytes[index * 3 + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                bytes[index * 3 + 2] = UInt8(truncatingIfNeeded: pixel)
            }
            count = pixels.count * 3
        }
    }

    /// Pixels as R, G, B, A bytes, alpha no longer multiplied in, rounded as Cairo rounds.
    private static func straightRGBA(_ pixels: [UInt32]) -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: pixels.count * 4) { bytes, count in
            for (index, pixel) in pixels.enumerated() {
                let alpha = pixel >> 24
                func straight(_ shift: UInt32) -> UInt8 {
                    alpha == 0 ? 0 : UInt8((((pixel >> shift) & 0xFF) * 255 + alpha / 2) / alpha)
                }
                bytes[index * 4] = straight(16)
                bytes[index * 4 + 1] = straight(8)
                bytes[index * 4 + 2] = straight(0)
                bytes[index * 4 + 3] = UInt8(alpha)
            }
            count = pixels.count * 4
        }
    }

    /// Completes what Cairo has yet to write into the pixels, before someone else reads them (a
    /// compositor, from shared memory).
    public func flush() {
        cairo_surface_flush(pointer)
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
