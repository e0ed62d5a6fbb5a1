import HUDCore

/// What the interaction adds to a laid-out frame: the pressed button, the focus ring, the focused
/// field's border.
extension OverlayInteraction {
    /// `scene` with the highlighted button filled in its pressed colour, the focused button ringed
    /// and the focused field's border in the tint. Layout draws the focus border too (with the
    /// caret); doing it here as well keeps any frame consistent with the state, however it was laid
    /// out.
    package func decorated(_ scene: Scene) -> Scene {
        var scene = scene
        if let button = highlightedButton {
            // Node names as CardAlertLayout, SystemAlertLayout and StatusHUDLayout give them.
            scene.modifyNodes(named: "button\(button)") { node in
                switch overlay {
                case .card: node.fill = CardAlertLayout.buttonPressed
                // MBProgressHUD's pressed button: its outline's colour, faint, fills it.
                case .status:
                    node.fill = node.stroke.map { $0.color.withAlpha($0.color.alpha * Self.hudButtonPressedAlpha) }
                default: node.fill = theme.alertButtonPressed
                }
            }
        }
        if let field = focusedField {
            scene.modifyNodes(named: "field\(field)") { $0.stroke?.color = theme.tint }
        }
        if case .content(let part) = focus, part > 0, textView != nil {
            // The checkbox: a control with room about it, ringed outside.
            scene.modifyNodes(named: "card") { card in
                guard let box = card.children.first(where: { $0.name == "checkboxRow" })?.children.first else { return }
                card.children.append(FocusRing.outside(box.frame, cornerRadii: box.cornerRadii, color: theme.tint))
            }
        }
        if case .content(let part) = focus, let ringed = content?.focusRingNode(at: part) {
            // A slider, a calendar and a colour picker's parts have room about them in the card:
            // ringed outside.
            scene.modifyNodes(named: "card") { card in
                guard let node = card.children.first(where: { $0.name == ringed }) else { return }
                card.children.append(FocusRing.outside(node.frame, cornerRadii: node.cornerRadii, color: theme.tint))
            }
        }
        if let button = focusedButton {
            let name = "button\(button)"
            if case .status = overlay {
                // A HUD's capsule stands alone with room about it in its card: the ring goes around
                // it, in the colour of its outline, clear of its title.
                scene.modifyNodes(named: "card") { card in
                    guard let node = card.children.first(where: { $0.name == name }) else { return }
                    card.children.append(
                        FocusRing.outside(
                            node.frame, cornerRadii: node.cornerRadii, color: node.stroke?.color ?? theme.tint))
                }
            } else {
                // A dialog's button sits flush with its neighbours and the card clips what lies
                // outside it: the ring goes inside.
                let color = if case .card = overlay { CardAlertLayout.buttonTitle } else { theme.tint }
                scene.modifyNodes(named: name) { node in
                    node.children.append(FocusRing.inside(node.frame, cornerRadii: node.cornerRadii, color: color))
                }
            }
        }
        return scene
    }
}
