@_exported import HUDCore
import HUDRender
@_exported import HUDSurfaces

/// Drawing-layer types the facade hands out as they are.
public typealias Image = HUDRender.CairoImage
/// What `SnapshotOptions` draws beneath an overlay.
public typealias Backdrop = HUDRender.Backdrop
/// What custom HUD content draws on, in points (Cairo underneath).
public typealias Canvas = HUDRender.DrawingContext
/// The fonts text is set in; `FontLibrary.family(ofFontFile:)` tells whether a file is a font.
public typealias FontLibrary = HUDRender.FontLibrary
/// How GTK reads and writes a colour (`--color`, `rgb(…)`), for zenity's colour chooser.
public typealias ColorSpecification = HUDRender.ColorSpecification
