@_exported import HUDCore
import HUDRender
import HUDX11

/// Drawing-layer types the facade hands out as they are.
public typealias Image = HUDRender.ImageSurface
/// What `SnapshotOptions` draws beneath an overlay.
public typealias Backdrop = HUDRender.Backdrop
/// What custom HUD content draws on, in points (Cairo underneath).
public typealias Canvas = HUDRender.DrawingContext

// The X11 backend's entry points, until the public API (issue 5) wraps them.
/// A connection to the X display, running the event loop that shows overlays.
public typealias X11Session = HUDX11.X11Session
/// Where and how an overlay appears on a display.
public typealias DisplayOptions = HUDX11.DisplayOptions
/// One overlay on screen, returned by `X11Session.present`.
public typealias OverlayHost = HUDX11.OverlayHost
/// An `X11Session` on a thread of its own, reached from other threads with `perform`.
public typealias DisplayThread = HUDX11.DisplayThread
