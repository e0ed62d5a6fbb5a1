@_exported import HUDCore
import HUDRender
import HUDX11

/// Drawing-layer types the facade hands out as they are.
public typealias Image = HUDRender.ImageSurface
public typealias Backdrop = HUDRender.Backdrop
/// What custom HUD content draws on, in points (Cairo underneath).
public typealias Canvas = HUDRender.DrawingContext

// The X11 backend's entry points, until the public API (issue 5) wraps them.
public typealias X11Session = HUDX11.X11Session
public typealias DisplayOptions = HUDX11.DisplayOptions
public typealias OverlayHost = HUDX11.OverlayHost
