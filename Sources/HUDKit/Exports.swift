@_exported import HUDCore
import HUDRender

/// Drawing-layer types the facade hands out as they are.
public typealias Image = HUDRender.ImageSurface
public typealias Backdrop = HUDRender.Backdrop
