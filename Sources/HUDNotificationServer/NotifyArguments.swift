import HUDBus
import HUDNotificationBoard

/// `Notify`'s `(susssasa{sv}i)` as a `NotifyRequest`; hints of other types become `.other`.
enum NotifyArguments {
    static let signature = "(susssasa{sv}i)"

    static func request(from parameters: Variant) -> NotifyRequest {
        let hints = parameters.child(6)
        var values: [String: HintValue] = [:]
        for index in 0..<hints.childCount {
            let entry = hints.child(index)
            values[entry.child(0).string] = hint(entry.child(1).boxed)
        }
        return NotifyRequest(
            appName: parameters.child(0).string, replacesID: parameters.child(1).uint32,
            appIcon: parameters.child(2).string, summary: parameters.child(3).string,
            body: parameters.child(4).string, actions: parameters.child(5).strings, hints: values,
            expireTimeout: parameters.child(7).int32)
    }

    static func hint(_ value: Variant) -> HintValue {
        switch value.typeString {
        case "y": .byte(value.byte)
        case "b": .boolean(value.boolean)
        case "i": .int32(value.int32)
        case "u": .uint32(value.uint32)
        case "x": .int64(value.int64)
        case "s": .string(value.string)
        case "(iiibiiay)": image(value)
        case let other: .other(signature: other)
        }
    }

    /// An oversized pixel array is not copied: the image is then empty and fails validation.
    private static func image(_ value: Variant) -> HintValue {
        .image(
            RawImage(
                width: Int(value.child(0).int32), height: Int(value.child(1).int32),
                rowstride: Int(value.child(2).int32), hasAlpha: value.child(3).boolean,
                bitsPerSample: Int(value.child(4).int32), channels: Int(value.child(5).int32),
                bytes: value.child(6).bytes(limit: RawImage.maximumByteCount) ?? []))
    }
}
