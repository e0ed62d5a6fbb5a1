import HUDCore

/// UIDatePicker's inline calendar: the month and year in semibold with ‹ and › in the tint at the
/// right, the weekdays in small grey capitals, then six weeks of days, the chosen one white on a
/// tint circle.
package struct AlertDatePickerLayout {
    /// The title row's height.
    package static let titleHeight = 32.0
    /// The weekday header's height.
    package static let weekdayHeight = 20.0
    /// One week's row.
    package static let rowHeight = 32.0
    /// The whole calendar's height.
    package static let height = titleHeight + weekdayHeight + Double(AlertDatePicker.weeks) * rowHeight
    /// The chosen day's circle.
    package static let circleDiameter = 30.0
    /// Point size of the month title.
    package static let titleSize = 17.0
    /// Point size of a day's number.
    package static let daySize = 17.0
    /// Point size of the weekday header.
    package static let weekdaySize = 11.0
    /// Width of each of ‹ and ›.
    package static let arrowWidth = 28.0

    /// The calendar drawn.
    package let picker: AlertDatePicker

    /// The calendar as one node filling `frame` (role `.content`), its weeks from the locale's first
    /// day.
    package func node(in frame: Rect, theme: Theme, context: LayoutContext) -> SceneNode {
        let words = context.words
        let column = frame.width / 7
        let titleFrame = Rect(
            x: frame.minX, y: frame.minY, width: frame.width - 2 * Self.arrowWidth, height: Self.titleHeight)
        var children = [
            text(
                "datePickerTitle", picker.monthTitle(in: words), in: titleFrame,
                TextStyle(size: Self.titleSize, weight: .semibold, color: theme.alertTitle, alignment: .left))
        ]
        for (index, arrow) in ["‹", "›"].enumerated() {
            let x = frame.maxX - Double(2 - index) * Self.arrowWidth
            children.append(
                text(
                    index == 0 ? "datePickerPrevious" : "datePickerNext", arrow,
                    in: Rect(x: x, y: frame.minY, width: Self.arrowWidth, height: Self.titleHeight),
                    TextStyle(size: Self.titleSize + 5, weight: .semibold, color: theme.tint)))
        }
        let weekdayTop = frame.minY + Self.titleHeight
        for (index, symbol) in AlertDatePicker.weekdayHeader(words.calendar).enumerated() {
            children.append(
                text(
                    "weekday\(index)", symbol,
                    in: Rect(
                        x: frame.minX + Double(index) * column, y: weekdayTop, width: column, height: Self.weekdayHeight
                    ),
                    TextStyle(size: Self.weekdaySize, weight: .semibold, color: theme.fieldPlaceholder)))
        }
        let gridTop = weekdayTop + Self.weekdayHeight
        for (cell, number) in picker.grid(firstWeekday: words.calendar.firstWeekday).enumerated() {
            guard let number else { continue }
            let cellFrame = Rect(
                x: frame.minX + Double(cell % 7) * column, y: gridTop + Double(cell / 7) * Self.rowHeight,
                width: column, height: Self.rowHeight)
            let isChosen = number == picker.day.day
            var day = text(
                "day\(number)", String(number), in: cellFrame,
                TextStyle(
                    size: Self.daySize, weight: isChosen ? .semibold : .regular,
                    color: isChosen ? .white : theme.alertTitle))
            if isChosen {
                let r = Self.circleDiameter / 2
                let circle = SceneNode(
                    name: "chosenDay",
                    frame: Rect(x: cellFrame.midX - r, y: cellFrame.midY - r, width: 2 * r, height: 2 * r),
                    cornerRadii: .all(r), fill: theme.tint)
                children.append(circle)
                day.name = "day\(number)"
            }
            children.append(day)
        }
        return SceneNode(name: "datePicker", frame: frame, role: .content(0), children: children)
    }

    /// The day whose cell holds `point`, if a day is drawn there (the week running from the right
    /// in a right-to-left language).
    package static func day(at point: Point, in frame: Rect, of picker: AlertDatePicker, words: Words) -> Int? {
        let gridTop = frame.minY + titleHeight + weekdayHeight
        guard point.y >= gridTop, point.x >= frame.minX, point.x < frame.maxX else { return nil }
        let row = Int((point.y - gridTop) / rowHeight)
        let fromLeft = Int((point.x - frame.minX) / (frame.width / 7))
        let column = words.isRightToLeft ? 6 - fromLeft : fromLeft
        guard row < AlertDatePicker.weeks else { return nil }
        return picker.grid(firstWeekday: words.calendar.firstWeekday)[row * 7 + column]
    }

    private func text(_ name: String, _ string: String, in frame: Rect, _ style: TextStyle) -> SceneNode {
        SceneNode(
            name: name, frame: frame,
            content: .text(TextBlock(text: string, style: style, wrapWidth: frame.width, maxHeight: 0)))
    }
}
