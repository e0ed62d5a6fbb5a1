import Testing

@testable import HUDCore
@testable import HUDSurfaces

/// A form's date row (iOS 14's compact date picker: a button that opens the month calendar beneath
/// it) and table row (its rows inline under their header).
@Suite("Alert form: date and table rows")
struct AlertFormPickerTests {
    typealias Form = AlertFormTests.Form

    /// March 2024, day by day: the 1st is `first`, "2024-03-15" the 15th.
    static let first = CalendarDay(year: 2024, month: 3, day: 1)!
    static let days = (0..<61).map { offset in
        let day = first.adding(days: offset)
        return "\(day.year)-" + (day.month < 10 ? "0" : "") + "\(day.month)-" + (day.day < 10 ? "0" : "") + "\(day.day)"
    }
    static let rows = [
        AlertForm.Row(label: "Day", kind: .date(first: first, days: days), value: "2024-03-15"),
        AlertForm.Row(
            label: "Room",
            kind: .table(
                header: ["Room", "Seats"], cells: (1...6).map { ["Room \($0)", "\($0 * 2)"] },
                values: (1...6).map { "Room \($0),\($0 * 2)," }),
            value: "Room 1,2,"),
    ]

    @Test func spaceOpensTheCalendarWhoseKeysMoveTheDayAndReturnClosesIt() throws {
        let form = Form(try AlertFormTests.alert(Self.rows))
        let closed = form.scene.node(named: "form")?.frame.height ?? 0
        #expect(form.scene.node(named: "dateButton") != nil)
        #expect(form.scene.node(named: "datePicker") == nil)
        form.press(.text(" "))
        let open = form.scene
        #expect(open.node(named: "datePicker") != nil, "the calendar beneath the row")
        #expect(open.node(named: "field1") == nil, "alone in the form's view")
        #expect((open.node(named: "form")?.frame.height ?? 0) > closed)
        form.press(.right, .down, .pageDown)
        #expect(form.interaction.fieldValues[0] == "2024-04-23", "a day, a week, a month on")
        form.press(.returnKey)
        #expect(form.scene.node(named: "datePicker") == nil, "Return closes it")
        #expect(form.interaction.focus == .field(0), "and stays on the row")
        form.press(.text(" "), .escape)
        #expect(form.scene.node(named: "datePicker") == nil, "Escape closes it first")
        #expect(form.response == nil, "without cancelling")
        form.press(.text(" "), .tab)
        #expect(form.scene.node(named: "datePicker") == nil, "leaving the row closes it")
        #expect(form.interaction.focus == .field(1))
    }

    /// A right-to-left language's Left goes on a day, as its calendar runs from the right.
    @Test func leftIsTheNextDayRightToLeft() throws {
        let form = Form(try AlertFormTests.alert(Self.rows))
        let scene = OverlayLayout.scene(
            for: form.interaction.overlayForLayout(),
            in: try RightToLeftSurfacesTests.context(Words(language: "ar", translations: [:])), focusedField: 0)
        _ = form.interaction.handle(.key(.left), in: scene)
        #expect(form.interaction.fieldValues[0] == "2024-03-16")
    }

    @Test func aPressOnADayOfTheOpenCalendarChoosesIt() throws {
        let form = Form(try AlertFormTests.alert(Self.rows))
        form.press(.text(" "))
        let scene = form.scene
        let day = try #require(scene.node(named: "day20")?.frame)
        _ = form.interaction.handle(.pointer(.pressed(day.center)), in: scene)
        _ = form.interaction.handle(.pointer(.released(day.center)), in: scene)
        #expect(form.interaction.fieldValues[0] == "2024-03-20")
        #expect(form.scene.node(named: "datePicker") != nil, "still open")
    }

    @Test func aTableShowsItsHeaderAndFourRowsAndTheKeysChoose() throws {
        let form = Form(try AlertFormTests.alert(Self.rows))
        form.press(.tab)
        #expect(form.scene.node(named: "formTableHeader") != nil)
        #expect(form.scene.node(named: "formTableRow3") != nil && form.scene.node(named: "formTableRow4") == nil)
        form.press(.down, .down, .down, .down)
        #expect(form.interaction.fieldValues[1] == "Room 5,10,")
        #expect(form.scene.node(named: "formTableRow4") != nil, "the chosen row scrolled into view")
        form.press(.home)
        #expect(form.interaction.fieldValues[1] == "Room 1,2,")
        let row = try #require(form.scene.node(named: "formTableRow2")?.frame)
        _ = form.interaction.handle(.pointer(.pressed(row.center)), in: form.scene)
        #expect(form.interaction.fieldValues[1] == "Room 3,6,")
        form.press(.returnKey, .returnKey)
        #expect(form.response?.fieldValues == ["2024-03-15", "Room 3,6,"])
    }

    @Test func aScreenReaderMeetsAnExpandableDateAndAList() throws {
        let form = Form(try AlertFormTests.alert(Self.rows))
        form.press(.text(" "))
        func tree() -> AccessibleNode {
            OverlayAccessibility.tree(
                of: form.interaction.overlayForLayout(), in: form.scene, focus: form.interaction.focus,
                fieldValues: form.interaction.fieldValues)
        }
        let date = try #require(tree().children.first { $0.name == "Day" })
        #expect(date.role == .comboBox && date.text == "2024-03-15")
        #expect(date.states.isSuperset(of: [.expandable, .expanded, .focused]))
        form.press(.returnKey, .tab, .down)
        let table = try #require(tree().children.first { $0.name == "Room" })
        #expect(table.role == .list)
        #expect(table.children.map(\.name).prefix(2) == ["Room 1 2", "Room 2 4"])
        #expect(table.children.filter { $0.states.contains(.selected) }.map(\.name) == ["Room 2 4"])
        #expect(!table.children[5].states.contains(.showing), "scrolled out of the table")
    }
}
