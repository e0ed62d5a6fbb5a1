import HUDCore
import HUDSurfaces

/// One closed notification as the history file keeps it: what a list, the center and dunst's
/// NotificationListHistory show of it, with its times on the wall clock (seconds since the Unix
/// epoch), which unlike the board's clock means the same after a restart. The icon is kept as it
/// was sent (a path, `file://` URI or icon name) and loaded again; image data (`image-data`, an
/// app's picture sent as pixels) as a thumbnail of at most `thumbnailSide` pixels a side.
public struct HistoryRecord: Hashable, Sendable {
    public var id: UInt32
    public var appName: String
    public var summary: String
    /// Without markup.
    public var body: String
    public var iconName: String
    public var imagePath: String?
    public var desktopEntry: String?
    public var urgency: NotificationUrgency
    public var category: String?
    /// The image data, scaled down to fit `thumbnailSide`.
    public var thumbnail: BannerImage?
    public var created: Double
    public var closed: Double

    public init(
        id: UInt32, appName: String, summary: String, body: String, iconName: String = "",
        imagePath: String? = nil, desktopEntry: String? = nil, urgency: NotificationUrgency = .normal,
        category: String? = nil, thumbnail: BannerImage? = nil, created: Double, closed: Double
    ) {
        self.id = id
        self.appName = appName
        self.summary = summary
        self.body = body
        self.iconName = iconName
        self.imagePath = imagePath
        self.desktopEntry = desktopEntry
        self.urgency = urgency
        self.category = category
        self.thumbnail = thumbnail
        self.created = created
        self.closed = closed
    }

    /// A thumbnail's longer side at most: a card's picture at twice its size (scale 2), and 16 KB a
    /// record at the most.
    public static let thumbnailSide = 64

    /// The layout `encoded` writes. The one before it (1: no thumbnail) is read too; a record of
    /// any other is not.
    static let layout: UInt8 = 2

    /// Little-endian fields in a fixed order: the layout, id, urgency, the two times as IEEE doubles,
    /// each text as a 32-bit length and UTF-8 (an absent one as 0xFFFF_FFFF), then the thumbnail's
    /// width and height as 16-bit numbers (0 and 0 for none) and its RGBA.
    var encoded: [UInt8] {
        var bytes: [UInt8] = [Self.layout]
        bytes.appendLittleEndian(id)
        bytes.append(urgency.rawValue)
        bytes.appendLittleEndian(created.bitPattern)
        bytes.appendLittleEndian(closed.bitPattern)
        for text in [appName, summary, body, iconName, imagePath, desktopEntry, category] {
            guard let text else {
                bytes.appendLittleEndian(UInt32.max)
                continue
            }
            bytes.appendLittleEndian(UInt32(text.utf8.count))
            bytes += text.utf8
        }
        bytes.appendLittleEndian(UInt16(thumbnail?.width ?? 0))
        bytes.appendLittleEndian(UInt16(thumbnail?.height ?? 0))
        bytes += thumbnail?.rgba ?? []
        return bytes
    }

    /// The record `encoded` gave `bytes`; nil for another layout or bytes that are not one.
    init?(decoding bytes: ArraySlice<UInt8>) {
        var reader = ByteReader(bytes)
        let layout = reader.byte()
        guard layout == 1 || layout == Self.layout, let id = reader.uint32(), let level = reader.byte(),
            let urgency = NotificationUrgency(rawValue: level), let created = reader.uint64(),
            let closed = reader.uint64()
        else { return nil }
        var texts: [String?] = []
        for _ in 0..<7 {
            guard let length = reader.uint32() else { return nil }
            if length == UInt32.max {
                texts.append(nil)
                continue
            }
            guard let utf8 = reader.bytes(Int(length)) else { return nil }
            texts.append(String(decoding: utf8, as: UTF8.self))
        }
        var thumbnail: BannerImage?
        if layout == Self.layout {
            guard let width = reader.uint16(), let height = reader.uint16() else { return nil }
            if width > 0 || height > 0 {
                let side = Self.thumbnailSide
                guard width <= side, height <= side, let rgba = reader.bytes(Int(width) * Int(height) * 4),
                    let image = BannerImage(width: Int(width), height: Int(height), rgba: Array(rgba))
                else { return nil }
                thumbnail = image
            }
        }
        guard reader.isAtEnd, let appName = texts[0], let summary = texts[1], let body = texts[2],
            let iconName = texts[3]
        else { return nil }
        self.init(
            id: id, appName: appName, summary: summary, body: body, iconName: iconName, imagePath: texts[4],
            desktopEntry: texts[5], urgency: urgency, category: texts[6], thumbnail: thumbnail,
            created: Double(bitPattern: created),
            closed: Double(bitPattern: closed))
    }
}
