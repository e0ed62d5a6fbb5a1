import HUDCore
import Testing

@Suite("Blur source: who blurs beneath the material")
struct BlurSourceTests {
    static let compositors: [CompositorBlur] = [.noCompositor, .blurs, .notKnownToBlur]

    @Test func modesParseByNameAndOnStillMeansTheCompositors() {
        for mode in BlurMode.allCases { #expect(BlurMode(parsing: mode.rawValue) == mode) }
        #expect(BlurMode(parsing: "on") == .compositor)
        #expect(BlurMode(parsing: "yes") == nil)
    }

    @Test func autoLeavesTheBlurToACompositorOnlyWhenItIsKnownToBlur() {
        #expect(BlurSource(.auto, compositor: .blurs, allowsSnapshots: true) == .compositor)
        // picom with its default config, xcompmgr: HUDKit's own blur, never the material unblurred.
        #expect(BlurSource(.auto, compositor: .notKnownToBlur, allowsSnapshots: true) == .hudKit)
        #expect(BlurSource(.auto, compositor: .noCompositor, allowsSnapshots: true) == .hudKit)
    }

    @Test func ownIsHUDKitsBlurWhereverTheScreenCanBeRead() {
        for compositor in Self.compositors {
            #expect(BlurSource(.own, compositor: compositor, allowsSnapshots: true) == .hudKit)
        }
        // Xwayland cannot read the screen back: a compositor known to blur is the only blur left.
        #expect(BlurSource(.own, compositor: .blurs, allowsSnapshots: false) == .compositor)
        #expect(BlurSource(.own, compositor: .notKnownToBlur, allowsSnapshots: false) == .nobody)
    }

    @Test func compositorTrustsAnyRunningCompositorAndBlursItselfWithoutOne() {
        for allowsSnapshots in [true, false] {
            #expect(BlurSource(.compositor, compositor: .blurs, allowsSnapshots: allowsSnapshots) == .compositor)
            #expect(
                BlurSource(.compositor, compositor: .notKnownToBlur, allowsSnapshots: allowsSnapshots) == .compositor)
        }
        #expect(BlurSource(.compositor, compositor: .noCompositor, allowsSnapshots: true) == .hudKit)
    }

    @Test func offBlursNowhereAndTheMaterialIsFlat() {
        for compositor in Self.compositors {
            let source = BlurSource(.off, compositor: compositor, allowsSnapshots: true)
            #expect(source == .nobody)
            #expect(source.material(.off) == .flat)
        }
    }

    @Test func whereNothingCanBlurTheTintIsNearlyOpaque() {
        for compositor in [CompositorBlur.noCompositor, .notKnownToBlur] {
            let source = BlurSource(.auto, compositor: compositor, allowsSnapshots: false)
            #expect(source == .nobody)
            #expect(source.material(.auto) == .opaqueTint)
        }
        #expect(BlurSource.hudKit.material(.auto) == .blurred)
        #expect(BlurSource.compositor.material(.compositor) == .blurred)
    }
}
