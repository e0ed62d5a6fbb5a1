import CCairo
import Glibc
import HUDCore
import Synchronization

/// The fonts HUDKit draws with, pinned to exact files so output is the same on every machine:
/// DejaVu Sans (regular, bold) for Latin, WenQuanYi Micro Hei for CJK and Noto Color Emoji for
/// emoji (colour bitmaps, which this Cairo draws in colour), through a private
/// fontconfig configuration that holds nothing else. Owns the configuration, font map and Pango
/// context; a missing file is an error, never silently replaced by another font or by boxes.
public final class FontLibrary {
    /// A font family and the exact file it must come from.
    public struct PinnedFont: Sendable {
        /// The family name Pango asks for.
        public let family: String
        /// The font file's absolute path.
        public let path: String

        /// A family pinned to the file at `path`.
        public init(family: String, path: String) {
            self.family = family
            self.path = path
        }
    }

    /// DejaVu Sans (regular, bold), WenQuanYi Micro Hei and Noto Color Emoji, as installed by
    /// scripts/install-deps.
    public static let pinnedFonts = [
        PinnedFont(family: "DejaVu Sans", path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
        PinnedFont(family: "DejaVu Sans Bold", path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
        PinnedFont(family: "WenQuanYi Micro Hei", path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"),
        PinnedFont(family: "Noto Color Emoji", path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),
    ]

    /// The pinned families Pango falls back through, in order: emoji last, so that a symbol the text
    /// fonts have (✔, ☺) keeps their look and only what they lack comes in colour.
    static let pinnedFamilies = "DejaVu Sans,WenQuanYi Micro Hei,Noto Color Emoji"

    /// The family list text is set in: the preferred font's family first, if one was given, then
    /// the pinned ones for whatever it lacks (CJK, say).
    let families: String
    /// The directory of links to the pinned files whose scan fontconfig cached; nil when the files
    /// were scanned one by one.
    package let cachedDirectory: String?
    private let config: OpaquePointer
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    let pangoContext: OpaquePointer

    /// Loads `fonts` (the pinned set unless a test asks otherwise) and nothing else; with
    /// `preferredFontFile`, that font too, set before the pinned ones (the user's `font` option).
    /// Fontconfig's scan of the files is cached under `cacheRoot` (nil: scanned at every start).
    public init(
        fonts: [PinnedFont] = pinnedFonts, preferredFontFile: String? = nil,
        cacheRoot: String? = defaultCacheRoot
    ) throws(HUDError) {
        guard let config = FcConfigCreate() else { throw .fontMissing(family: "fontconfig", path: "FcConfigCreate") }
        FcConfigParseAndLoadFromMemory(config, Self.bitmapScaling, 1)
        if let directory = cacheRoot.flatMap({ PinnedFontDirectory(fonts: fonts, root: $0) }),
            FcConfigParseAndLoadFromMemory(config, directory.cacheRule, 1) != 0,
            FcConfigAppFontAddDir(config, directory.path) != 0
        {
            cachedDirectory = directory.path
        } else {
            cachedDirectory = nil
            for font in fonts where FcConfigAppFontAddFile(config, font.path) == 0 {
                FcConfigDestroy(config)
                throw .fontMissing(family: font.family, path: font.path)
            }
        }
        if let preferredFontFile {
            guard let family = Self.family(ofFontFile: preferredFontFile),
                FcConfigAppFontAddFile(config, preferredFontFile) != 0
            else {
                FcConfigDestroy(config)
                throw .unreadableFont(path: preferredFontFile)
            }
            families = family + "," + Self.pinnedFamilies
        } else {
            families = Self.pinnedFamilies
        }
        // The pinned fonts have no italic face: slant them, as the system's 90-synthetic.conf would.
        FcConfigParseAndLoadFromMemory(config, Self.syntheticObliqueRule, 1)
        self.config = config
        if Self.processFontconfigClaim.withLock({ claim in
            defer { claim = false }
            return claim
        }) {
            FcConfigSetCurrent(config)
        }
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
        pangoContext = pango_font_map_create_context(fontMap)

        // Unhinted outlines and metrics: text measures the same at every scale, and goldens do not
        // depend on a hinting setting of the machine.
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(pangoContext, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(pangoContext, 0)
    }

    /// Whether the next library's configuration becomes fontconfig's process-wide one.
    private static let processFontconfigClaim = Mutex(false)

    /// For a program that is all HUDKit (`hud-core`): the next library's configuration becomes
    /// fontconfig's current one. Pango initialises fontconfig on a thread of its own as its first
    /// font map is made, parsing the system's configuration (a quarter of a `hud render`'s
    /// instructions) for nothing when one is current. Never for a library in someone else's program,
    /// whose other fontconfig users would then see only the pinned fonts.
    public static func claimProcessFontconfig() {
        processFontconfigClaim.withLock { $0 = true }
    }

    /// Italic asked of an upright face: shear it by 0.2 (notification bodies' `<i>`).
    private static let syntheticObliqueRule = """
        <fontconfig><match target="font">
          <test name="slant"><const>roman</const></test>
          <test target="pattern" name="slant" compare="not_eq"><const>roman</const></test>
          <edit name="matrix" mode="assign"><times><name>matrix</name>
            <matrix><double>1</double><double>0.2</double><double>0</double><double>1</double></matrix>
          </times></edit>
          <edit name="slant" mode="assign"><const>oblique</const></edit>
        </match></fontconfig>
        """

    /// The colour emoji are bitmaps of one size (109 px); fontconfig scales a bitmap font to the
    /// size asked for only by a rule, which the system's configuration has and this private one
    /// needs too (fontconfig's 10-scale-bitmap-fonts.conf, less its hinting case: hinting is off).
    /// Outline fonts, all the text fonts, are untouched by it.
    private static let bitmapScaling = """
        <?xml version="1.0"?>
        <!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
        <fontconfig>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <edit name="pixelsizefixupfactor" mode="assign">
              <divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide>
            </edit>
          </match>
          <match target="font">
            <test name="outline" compare="eq"><bool>false</bool></test>
            <test name="pixelsizefixupfactor" compare="not_eq"><double>1.0</double></test>
            <edit name="matrix" mode="assign">
              <times>
                <name>matrix</name>
                <matrix>
                  <name>pixelsizefixupfactor</name> <double>0</double>
                  <double>0</double> <name>pixelsizefixupfactor</name>
                </matrix>
              </times>
            </edit>
            <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit>
          </match>
        </fontconfig>
        """

    /// The usual cache root: `$XDG_CACHE_HOME/hud`, else `$HOME/.cache/hud`; nil without either.
    public static var defaultCacheRoot: String? {
        if let cacheHome = getenv("XDG_CACHE_HOME").map({ String(cString: $0) }), cacheHome.hasPrefix("/") {
            return cacheHome + "/hud"
        }
        guard let home = getenv("HOME").map({ String(cString: $0) }), home.hasPrefix("/") else { return nil }
        return home + "/.cache/hud"
    }

    /// The family name a font file declares; nil when it is not a font fontconfig can read.
    public static func family(ofFontFile path: String) -> String? {
        var count: Int32 = 0
        guard let pattern = FcFreeTypeQuery(path, 0, nil, &count) else { return nil }
        defer { FcPatternDestroy(pattern) }
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, "family", 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: value)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(pangoContext))
        g_object_unref(fontMap)
        FcConfigDestroy(config)
    }
}
