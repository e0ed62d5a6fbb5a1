/// What a running compositor is known to do with a window's request for blur behind it
/// (`_KDE_NET_WM_BLUR_BEHIND_REGION`, and picom's blur behind a translucent window's shape).
package enum CompositorBlur: Hashable, Sendable {
    /// No compositor runs: HUDKit's windows are opaque.
    case noCompositor
    /// It blurs: KWin, which lists the property in `_NET_SUPPORTED`; picom whose command line or
    /// config file turns its background blur on with no rule that could exclude HUDKit's windows.
    case blurs
    /// It may not: xcompmgr never does, and nothing a client can read says whether picom does.
    case notKnownToBlur
}

/// Who blurs what lies beneath the cards on the material, from the user's `BlurMode` and what is known
/// of the display. The material is never shown unblurred unless the user asks for `off`: `auto` leaves
/// the blur to a compositor only when it is known to blur, and HUDKit blurs its snapshot of the screen
/// otherwise. Where neither can blur, the tint is made nearly opaque (`Material.opaqueTint`).
package enum BlurSource: Hashable, Sendable {
    /// The compositor, asked to blur behind the cards; live as what lies beneath changes.
    case compositor
    /// HUDKit, from a snapshot of the screen beneath, taken as the card appears.
    case hudKit
    /// Nobody: `off`, or nothing that can blur.
    case nobody

    /// `allowsSnapshots`: whether the screen may be read back (not under Xwayland).
    package init(_ mode: BlurMode, compositor: CompositorBlur, allowsSnapshots: Bool) {
        let own: BlurSource = allowsSnapshots ? .hudKit : .nobody
        switch (mode, compositor) {
        case (.off, _): self = .nobody
        // Without a compositor the windows are opaque: only HUDKit can blur beneath them.
        case (_, .noCompositor): self = own
        case (.compositor, _), (.auto, .blurs): self = .compositor
        case (.auto, .notKnownToBlur): self = own
        case (.own, _): self = own == .nobody && compositor == .blurs ? .compositor : own
        }
    }

    /// The material cards show on under `mode` with this source.
    package func material(_ mode: BlurMode) -> Material { Material(mode, blurs: self != .nobody) }
}
