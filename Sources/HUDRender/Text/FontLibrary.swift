import CCairo
import Glibc
import HUDCore
import Synchronization

/// The fonts HUDKit draws with, pinned to exact files so output is the same on every machine:
/// Inter (regular, medium, semibold, bold: the free stand-in for SF Pro) for Latin, DejaVu Sans for
/// the symbols Inter lacks, DejaVu Sans Mono and DejaVu Serif for text asked for in those kinds, WenQuanYi Micro Hei for CJK (emboldened for bold, having one weight) and
/// Noto Color Emoji for emoji (colour bitmaps, which this Cairo draws in colour), through a private
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

    /// Inter's four static weights, DejaVu Sans, Sans Mono and Serif (regular, bold), WenQuanYi Micro
    /// Hei and Noto Color Emoji, as installed by scripts/install-deps.
    public static let pinnedFonts = [
        PinnedFont(family: "Inter", path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf"),
        PinnedFont(family: "Inter Medium", path: "/usr/share/fonts/opentype/inter/Inter-Medium.otf"),
        PinnedFont(family: "Inter Semi Bold", path: "/usr/share/fonts/opentype/inter/Inter-SemiBold.otf"),
        PinnedFont(family: "Inter Bold", path: "/usr/share/fonts/opentype/inter/Inter-Bold.otf"),
        PinnedFont(family: "DejaVu Sans", path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"),
        PinnedFont(family: "DejaVu Sans Bold", path: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"),
        PinnedFont(family: "DejaVu Sans Mono", path: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"),
        PinnedFont(
            family: "DejaVu Sans Mono Bold", path: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf"),
        PinnedFont(family: "DejaVu Serif", path: "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"),
        PinnedFont(family: "DejaVu Serif Bold", path: "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf"),
        PinnedFont(family: "WenQuanYi Micro Hei", path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc"),
        PinnedFont(family: "Noto Color Emoji", path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"),
    ]

    /// The pinned families Pango falls back through, in order: DejaVu Sans for the symbols Inter lacks
    /// (✔, ☺, box drawing); emoji last, so that a symbol the text fonts have keeps their look and only
    /// what they lack comes in colour.
    static let pinnedFamilies = "Inter,DejaVu Sans,WenQuanYi Micro Hei,Noto Color Emoji"

    /// The family list text is set in: the preferred font's family first, if one was given, then
    /// the pinned ones for whatever it lacks (CJK, say).
    let families: String
    /// Whether text is set in Inter, and so tracked as Inter is designed to be; a preferred font keeps
    /// its own spacing.
    private let tracksLikeInter: Bool
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
            tracksLikeInter = false
        } else {
            families = Self.pinnedFamilies
            tracksLikeInter = true
        }
        // The pinned fonts have no italic face and the CJK one no bold: slant and embolden them, as the
        // system's 90-synthetic.conf would.
        FcConfigParseAndLoadFromMemory(config, Self.syntheticObliqueRule, 1)
        FcConfigParseAndLoadFromMemory(config, Self.syntheticBoldRule, 1)
        self.config = config
        if Self.processFontconfigClaim.withLock({ claim in
            defer { claim = false }
            return claim
        }) {
            FcConfigSetCurrent(config)
        }
        (fontMap, pangoContext) = FontEngineLock.withLock {
            let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
            pango_fc_font_map_set_config(OpaquePointer(fontMap), config)
            let pangoContext = pango_font_map_create_context(fontMap)!
            TextRenderingOptions.apply(to: pangoContext)
            return (fontMap, pangoContext)
        }
    }

    /// The family list text of `family` is set in: that kind's pinned face first, then the pinned
    /// fallbacks for what it lacks. The system font's is `families`.
    func families(for family: TextFont.Family) -> String {
        switch family {
        case .sansSerif: families
        case .monospace: "DejaVu Sans Mono," + Self.pinnedFamilies
        case .serif: "DejaVu Serif," + Self.pinnedFamilies
        }
    }

    /// Extra points between letters at `size` points: Inter's dynamic metrics (−0.0223 + 0.185·e^(−0.1745·size)
    /// em), its designers' fit to SF Pro's tracking table: −0.04 pt at 13, −0.13 at 15, −0.22 at 17,
    /// tightening the larger the text, as iOS sets it. Zero for a preferred font.
    func letterSpacing(atSize size: Double) -> Double {
        guard tracksLikeInter, size.isFinite, size > 0 else { return 0 }
        return (-0.0223 + 0.185 * exp(-0.1745 * size)) * size
    }

    /// Whether the next library's configuration becomes fontconfig's process-wide one.
    private static let processFontconfigClaim = Mutex(false)

    /// For a program that is all HUDKit (`hud-engine`): the next library's configuration becomes
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

    /// Semibold or bolder asked of an outline face with nothing heavier than medium (WenQuanYi Micro
    /// Hei's one weight): Cairo's FreeType backend thickens the outlines (`FC_EMBOLDEN`). Inter's own
    /// semibold and bold and DejaVu's bold are real faces, so the rule leaves them as they are.
    private static let syntheticBoldRule = """
        <fontconfig><match target="font">
          <test name="outline"><bool>true</bool></test>
          <test name="weight" compare="less_eq"><const>medium</const></test>
          <test target="pattern" name="weight" compare="more_eq"><const>semibold</const></test>
          <edit name="embolden" mode="assign"><bool>true</bool></edit>
          <edit name="weight" mode="assign"><const>bold</const></edit>
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
        FontEngineLock.withLock {
            g_object_unref(UnsafeMutableRawPointer(pangoContext))
            g_object_unref(fontMap)
        }
        FcConfigDestroy(config)
    }
}
