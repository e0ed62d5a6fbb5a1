import HUDCore

/// The keys and clicks an alert's content view takes, and what it holds when the alert is answered.
extension AlertContent {
    /// The content after a press (or a drag) at `point` in `scene`: the slider's knob goes there, the
    /// calendar chooses the day drawn there or turns the month at ‹ and ›.
    package func pressed(at point: Point, in scene: Scene) -> AlertContent {
        switch self {
        case .slider(let slider):
            guard let track = scene.node(named: "sliderTrack")?.frame, track.width > 0 else { return self }
            return .slider(slider.with(fraction: (point.x - track.minX) / track.width))
        case .datePicker(let picker):
            for (name, months) in [("datePickerPrevious", -1), ("datePickerNext", 1)]
            where scene.node(named: name)?.frame.contains(point) == true {
                return .datePicker(AlertDatePicker(day: picker.day.adding(months: months)))
            }
            guard let frame = scene.node(named: "datePicker")?.frame,
                let number = AlertDatePickerLayout.day(at: point, in: frame, of: picker),
                let day = CalendarDay(year: picker.day.year, month: picker.day.month, day: number)
            else { return self }
            return .datePicker(AlertDatePicker(day: day))
        case .form, .textView, .list: return self
        }
    }

    /// The content after `key`; nil when the key is not the content's (it then means what it means
    /// to the dialog).
    package func responding(to key: KeyInput) -> AlertContent? {
        switch self {
        case .slider(let slider): slider.responding(to: key).map(AlertContent.slider)
        case .datePicker(let picker): picker.responding(to: key).map(AlertContent.datePicker)
        case .form, .textView, .list: nil
        }
    }

    /// The node a focus ring goes around while the content has the keys: a slider's or a calendar's
    /// (a list shows its keyboard's row, a text view scrolls).
    package var focusRingNode: String? {
        switch self {
        case .slider: "slider"
        case .datePicker: "datePicker"
        case .form, .textView, .list: nil
        }
    }

    /// What the answer carries; a form's and a list's are what their interaction holds.
    package var value: AlertContentValue? {
        switch self {
        case .slider(let slider): .value(slider.value)
        case .datePicker(let picker): .date(picker.day)
        case .textView(let view): .text(view.text, checked: view.isChecked)
        case .form, .list: nil
        }
    }
}

extension AlertSlider {
    /// GTK's horizontal scale: Left and Up take a step away, Right and Down add one, the page keys
    /// the same (zenity makes the page the step), Home and End go to the ends.
    package func responding(to key: KeyInput) -> AlertSlider? {
        switch key {
        case .left, .up, .pageUp: with(value: value - step)
        case .right, .down, .pageDown: with(value: value + step)
        case .home: with(value: minimum)
        case .end: with(value: maximum)
        default: nil
        }
    }
}

extension AlertDatePicker {
    /// Left and Right a day, Up and Down a week, Page Up and Page Down a month.
    package func responding(to key: KeyInput) -> AlertDatePicker? {
        let moved: CalendarDay? =
            switch key {
            case .left: day.adding(days: -1)
            case .right: day.adding(days: 1)
            case .up: day.adding(days: -7)
            case .down: day.adding(days: 7)
            case .pageUp: day.adding(months: -1)
            case .pageDown: day.adding(months: 1)
            default: nil
            }
        return moved.map(AlertDatePicker.init(day:))
    }
}
