import Testing

@testable import HUDCore
@testable import HUDSurfaces

@Suite("Calendar days")
struct CalendarDayTests {
    @Test(arguments: [(2024, true), (2023, false), (1900, false), (2000, true), (1600, true), (4, true)])
    func leapYearsFollowTheGregorianRules(year: Int, isLeap: Bool) {
        #expect(CalendarDay.isLeap(year) == isLeap)
        #expect(CalendarDay.daysIn(month: 2, year: year) == (isLeap ? 29 : 28))
    }

    @Test func monthLengths() {
        #expect(
            (1...12).map { CalendarDay.daysIn(month: $0, year: 2023) } == [
                31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31,
            ])
    }

    /// Weekdays `cal` and `date` agree on, one before 1582 (proleptic, as GLib counts).
    @Test(arguments: [
        (1, 1, 1, 1), (2024, 3, 15, 5), (2026, 12, 3, 4), (2000, 2, 29, 2), (1970, 1, 1, 4), (1582, 10, 4, 1),
        (9999, 12, 31, 5),
    ])
    func weekdays(year: Int, month: Int, day: Int, weekday: Int) throws {
        #expect(try #require(CalendarDay(year: year, month: month, day: day)).weekday == weekday)
    }

    @Test(arguments: [
        (2024, 2, 30), (2023, 2, 29), (2024, 13, 1), (2024, 0, 1), (0, 1, 1), (2024, 4, 31), (2024, 1, 0),
    ])
    func daysThatDoNotExistAreNil(year: Int, month: Int, day: Int) {
        #expect(CalendarDay(year: year, month: month, day: day) == nil)
    }

    @Test func addingDaysCrossesMonthsAndYears() throws {
        let newYearsEve = try #require(CalendarDay(year: 2023, month: 12, day: 31))
        #expect(newYearsEve.adding(days: 1) == CalendarDay(year: 2024, month: 1, day: 1))
        #expect(newYearsEve.adding(days: 61) == CalendarDay(year: 2024, month: 3, day: 1))
        #expect(newYearsEve.adding(days: -365) == CalendarDay(year: 2022, month: 12, day: 31))
        #expect(CalendarDay(year: 1, month: 1, day: 1)!.adding(days: -1) == CalendarDay(year: 1, month: 1, day: 1))
        #expect(
            CalendarDay(year: 9999, month: 12, day: 31)!.adding(days: 1) == CalendarDay(year: 9999, month: 12, day: 31))
    }

    @Test func addingMonthsKeepsTheDayOrTheMonthsLast() throws {
        let day = try #require(CalendarDay(year: 2024, month: 1, day: 31))
        #expect(day.adding(months: 1) == CalendarDay(year: 2024, month: 2, day: 29))
        #expect(day.adding(months: -1) == CalendarDay(year: 2023, month: 12, day: 31))
        #expect(day.adding(months: 14) == CalendarDay(year: 2025, month: 3, day: 31))
    }

    @Test func ordinalsCountEveryDay() throws {
        #expect(CalendarDay(year: 1, month: 1, day: 1)!.ordinal == 0)
        #expect(CalendarDay(year: 2, month: 1, day: 1)!.ordinal == 365)
        #expect(
            CalendarDay(year: 2024, month: 3, day: 1)!.ordinal - CalendarDay(year: 2024, month: 2, day: 1)!.ordinal
                == 29)
        #expect(CalendarDay(year: 2024, month: 3, day: 15)!.description == "2024-03-15")
    }

    @Test func aMonthsGridStartsOnTheWeekdayOfItsFirst() throws {
        // March 2024 began on a Friday.
        let grid = AlertDatePicker(day: try #require(CalendarDay(year: 2024, month: 3, day: 15))).grid(firstWeekday: 0)
        #expect(grid.count == 42)
        #expect(grid.prefix(5).allSatisfy { $0 == nil })
        #expect(grid[5] == 1)
        #expect(grid[5 + 30] == 31)
        #expect(grid[36...].allSatisfy { $0 == nil })
    }

    @Test func aWeekFromMondayPutsFridayFifth() throws {
        let picker = AlertDatePicker(day: try #require(CalendarDay(year: 2024, month: 3, day: 15)))
        let grid = picker.grid(firstWeekday: 1)
        #expect(grid.prefix(4).allSatisfy { $0 == nil })
        #expect(grid[4] == 1)
        // September 2024 began on a Sunday: the last column of a week from Monday.
        let september = AlertDatePicker(day: try #require(CalendarDay(year: 2024, month: 9, day: 1)))
        #expect(september.grid(firstWeekday: 1)[6] == 1)
        #expect(september.grid(firstWeekday: 0)[0] == 1)
    }

    @Test func aDayIsWrittenInTheFormatsOrderWithTheLocalesNames() throws {
        let day = try #require(CalendarDay(year: 2024, month: 3, day: 5))
        let german = try #require(
            CalendarNames(
                months: [
                    "Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober",
                    "November", "Dezember",
                ],
                weekdays: ["Sonntag", "Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag"],
                shortWeekdays: ["So", "Mo", "Di", "Mi", "Do", "Fr", "Sa"], firstWeekday: 1))
        #expect(day.written("%A, %-d. %B", names: german) == "Dienstag, 5. März")
        #expect(day.written("%a %d.%Y %% %Q", names: german) == "Di 05.2024 % %Q")
        #expect(day.written("%A %-d %B %Y", names: .english) == "Tuesday 5 March 2024")
        #expect(day.written("ends in %", names: .english) == "ends in %")
        #expect(AlertDatePicker.weekdayHeader(german) == ["MO", "DI", "MI", "DO", "FR", "SA", "SO"])
        #expect(AlertDatePicker.weekdayHeader(.english).first == "SUN")
    }

    @Test func calendarNamesRefuseAMissingDay() {
        #expect(
            CalendarNames(
                months: CalendarNames.english.months, weekdays: Array(CalendarNames.english.weekdays.prefix(6)),
                shortWeekdays: CalendarNames.english.shortWeekdays, firstWeekday: 0) == nil)
        #expect(
            CalendarNames(
                months: CalendarNames.english.months, weekdays: CalendarNames.english.weekdays,
                shortWeekdays: CalendarNames.english.shortWeekdays, firstWeekday: 7) == nil)
    }
}
