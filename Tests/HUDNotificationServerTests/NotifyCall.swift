import CGIO
import Foundation
import HUDBus
import HUDTestHarness

@testable import HUDNotificationServer

/// `Notify` from the test process itself, on a connection of its own: for what no command line can
/// carry (a 1 MB body exceeds an argument's 128 KiB) and for bursts without a process per call.
final class NotifyClient {
    private let bus: BusConnection

    init(address: String) throws {
        bus = try BusConnection(address: address)
    }

    /// The id the server answered, or the D-Bus error's message.
    func notify(
        summary: String, body: String = "", actions: [String] = [], hints: [String: OpaquePointer] = [:],
        timeout: Int32 = -1
    ) -> Result<UInt32, GLibError> {
        var entries = hints.map {
            g_variant_new_dict_entry(g_variant_new_string($0.key), g_variant_new_variant($0.value))
        }
        var strings = actions.map { strdup($0) } + [nil]
        defer { for pointer in strings { free(pointer) } }
        let actionArray = strings.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<gchar>?.self, capacity: buffer.count) {
                g_variant_new_strv($0, -1)
            }
        }
        var children: [OpaquePointer?] = [
            g_variant_new_string("tests"), g_variant_new_uint32(0), g_variant_new_string(""),
            g_variant_new_string(summary),
            g_variant_new_string(body), actionArray,
            g_variant_new_array(hud_variant_type_hint_entry(), &entries, gsize(entries.count)),
            g_variant_new_int32(timeout),
        ]
        do {
            let reply = try bus.call(
                NotificationsInterface.busName, path: NotificationsInterface.objectPath,
                interface: NotificationsInterface.interface, method: "Notify",
                parameters: Variant(taking: g_variant_new_tuple(&children, gsize(children.count))), timeout: 60_000)
            return .success(reply.child(0).uint32)
        } catch {
            return .failure(error)
        }
    }

    /// `image-data`'s `(iiibiiay)`.
    static func imageData(
        width: Int32, height: Int32, rowstride: Int32, alpha: Bool, channels: Int32,
        bytes: [UInt8]
    ) -> OpaquePointer {
        let data = bytes.withUnsafeBytes {
            g_variant_new_fixed_array(hud_variant_type_byte(), $0.baseAddress, gsize($0.count), 1)
        }
        var fields: [OpaquePointer?] = [
            g_variant_new_int32(width), g_variant_new_int32(height), g_variant_new_int32(rowstride),
            g_variant_new_boolean(alpha ? 1 : 0), g_variant_new_int32(8),
            g_variant_new_int32(channels), data,
        ]
        return g_variant_new_tuple(&fields, gsize(fields.count))
    }
}
