@_exported import HUDCore
import HUDRender
import HUDX11

/// Drawing-layer types the facade hands out as they are.
public typealias Image = HUDRender.ImageSurface
/// What `SnapshotOptions` draws beneath an overlay.
public typealias Backdrop = HUDRender.Backdrop
/// What custom HUD content draws on, in points (Cairo underneath).
public typealias Canvas = HUDRender.DrawingContext
/// The fonts text is set in; `FontLibrary.family(ofFontFile:)` tells whether a file is a font.
public typealias FontLibrary = HUDRender.FontLibrary

// The X11 backend's entry points, for programs that drive a display themselves (`hud`, the demo).
/// A connection to the X display, running the event loop that shows overlays.
public typealias X11Session = HUDX11.X11Session
/// Where and how an overlay appears on a display.
public typealias DisplayOptions = HUDX11.DisplayOptions
/// One overlay on screen, returned by `X11Session.present`.
public typealias OverlayHost = HUDX11.OverlayHost
/// An `X11Session` on a thread of its own, reached from other threads with `perform`.
public typealias DisplayThread = HUDX11.DisplayThread
