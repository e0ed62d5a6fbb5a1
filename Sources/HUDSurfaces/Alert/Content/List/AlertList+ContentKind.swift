import HUDCore

/// A list as an alert's content: as wide as its columns need, scrolling in what the message leaves
/// it. Its keys and chosen rows are the alert's interaction's, which keeps the list as they leave it.
extension AlertList: AlertContentKind {
    package func cardWidth(inset: Double, theme: Theme, context: LayoutContext) -> Double {
        AlertListLayout(list: self, theme: theme, context: context).cardWidth
    }

    /// Its header and a row, however long the message.
    package func minimumHeight(theme: Theme, context: LayoutContext) -> Double {
        AlertListLayout.headerHeight + AlertListLayout.rowHeight
    }

    package func height(available: Double, theme: Theme, context: LayoutContext) -> Double {
        AlertListLayout(list: self, theme: theme, context: context).height(available: available)
    }

    package func nodes(
        in frame: Rect, focusedField: Int?, selection: FieldSelection?, theme: Theme, context: LayoutContext
    ) -> [SceneNode] {
        AlertListLayout(list: self, theme: theme, context: context).nodes(
            origin: frame.origin, width: frame.width, height: frame.height)
    }

    package func accessibleNodes(in scene: Scene, focus: FocusTarget?) -> [AccessibleNode] {
        [AlertListAccessibility.node(of: self, in: scene, isFocused: focus == .content(0))]
    }
}
