import HUDCore
import Testing

@Suite("Material: blur mode to material")
struct MaterialModeTests {
    @Test func autoBlursWhereBlurHappensAndOtherwiseMakesTheTintOpaque() {
        #expect(Material(.auto, blurs: true) == .blurred)
        #expect(Material(.auto, blurs: false) == .opaqueTint)
        #expect(Material(.own, blurs: true) == .blurred)
        #expect(Material(.compositor, blurs: true) == .blurred)
        #expect(Material(.off, blurs: true) == .flat)
    }

    @Test func theFallbackTintIsNearlyOpaqueAndNeverLessOpaqueThanTheTheme() {
        let tint = Color(white: 0.95, alpha: 0.8)
        #expect(Material.opaqueTint.tint(tint).alpha == Material.fallbackTintAlpha)
        #expect(Material.blurred.tint(tint) == tint)
        #expect(Material.opaqueTint.tint(Color(white: 0)).alpha == 1)
    }
}
