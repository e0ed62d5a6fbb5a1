import HUDCore
import HUDSurfaces

/// An image decoded for a banner, or why not: loaders report faults rather than failing the notification.
public enum BannerImageResult: Hashable, Sendable {
    case success(BannerImage)
    case failure(String)

    public var image: BannerImage? {
        if case .success(let image) = self { return image }
        return nil
    }
}
