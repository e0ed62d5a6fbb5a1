import HUDCore

/// An inline month calendar as an alert's content, ringed while it has the keys.
extension AlertDatePicker: FixedHeightContent {
    package static var controlsHeight: Double { AlertDatePickerLayout.height }

    package func controlNodes(in frame: Rect, theme: Theme, context: LayoutContext) -> [SceneNode] {
        [AlertDatePickerLayout(picker: self).node(in: frame, theme: theme, context: context)]
    }

    /// A press chooses the day drawn there, or turns the month at ‹ and ›.
    package func pressed(at point: Point, in scene: Scene) -> AlertDatePicker? {
        for (name, months) in [("datePickerPrevious", -1), ("datePickerNext", 1)]
        where scene.node(named: name)?.frame.contains(point) == true {
            return AlertDatePicker(day: day.adding(months: months))
        }
        guard let frame = scene.node(named: "datePicker")?.frame,
            let number = AlertDatePickerLayout.day(at: point, in: frame, of: self, words: scene.words),
            let chosen = CalendarDay(year: day.year, month: day.month, day: number)
        else { return nil }
        return AlertDatePicker(day: chosen)
    }

    /// The calendar's keys (mirrored by the alert in a right-to-left language).
    package func responding(to key: KeyInput, at part: Int) -> AlertDatePicker? {
        Self.day(moving: day, by: key).map(AlertDatePicker.init(day:))
    }

    /// The day `key` moves to from `day` in a month calendar: Left and Right a day, Up and Down a
    /// week, Page Up and Page Down a month; nil for another key.
    package static func day(moving day: CalendarDay, by key: KeyInput) -> CalendarDay? {
        switch key {
        case .left: day.adding(days: -1)
        case .right: day.adding(days: 1)
        case .up: day.adding(days: -7)
        case .down: day.adding(days: 7)
        case .pageUp: day.adding(months: -1)
        case .pageDown: day.adding(months: 1)
        default: nil
        }
    }

    package func focusRingNode(at part: Int) -> String? { "datePicker" }
    package var answer: AlertContentValue? { .date(day) }

    /// A calendar named by its chosen day, described by its month.
    package func accessibleNodes(in scene: Scene, focus: FocusTarget?) -> [AccessibleNode] {
        guard let frame = scene.node(named: "datePicker")?.frame else { return [] }
        return [
            AccessibleNode(
                role: .calendar, name: spokenDay(in: scene.words), description: monthTitle(in: scene.words),
                states: Self.focusableStates(focused: focus == .content(0)), extents: frame)
        ]
    }
}
