import Testing

@testable import HUDCore
@testable import HUDKit
@testable import HUDSurfaces

/// A session's dates: the month and weekday names and the week's first day of its `LC_TIME`, from
/// the C library's generated locales, in the words the daemon and the library write dates with.
@Suite("Dates in the locale's names")
struct LocaleCalendarTests {
    @Test func aGermanSessionNamesGermanMonthsAndStartsOnMonday() throws {
        let words = Translation.words(for: ["LANG": "de_DE.UTF-8"])
        #expect(words.calendar.months[2] == "März")
        #expect(words.calendar.weekdays[0] == "Sonntag")
        #expect(words.calendar.firstWeekday == 1)
        let day = try #require(CalendarDay(year: 2026, month: 12, day: 2))
        #expect(NotificationCenterLayout.dateHeader(for: day, in: words) == "Mittwoch, 2. Dezember")
    }

    @Test func anEgyptianWeekStartsOnSaturday() {
        let words = Translation.words(for: ["LANG": "ar_EG.UTF-8"])
        #expect(words.calendar.firstWeekday == 6)
        #expect(words.isRightToLeft)
    }

    /// Dates follow `LC_TIME` over `LANG`, and `LC_ALL` over both, as the C library's do.
    @Test func lcTimeChoosesTheNamesAndLCAllWins() {
        let french = Translation.words(for: ["LANG": "C.UTF-8", "LC_TIME": "fr_FR.UTF-8"])
        #expect(french.language == "en" && french.calendar.months[0] == "janvier")
        let all = Translation.words(for: ["LANG": "fr_FR.UTF-8", "LC_TIME": "fr_FR.UTF-8", "LC_ALL": "de_DE.UTF-8"])
        #expect(all.calendar.months[0] == "Januar")
    }

    /// Russian writes a month alone in the nominative and in a date in the genitive.
    @Test func aMonthAloneAndInADateMayDiffer() throws {
        let names = try #require(CalendarNames(timeLocale: "C.UTF-8"))
        #expect(names == .english)
        let day = try #require(CalendarDay(year: 2024, month: 3, day: 15))
        let russian = try #require(
            CalendarNames(
                months: CalendarNames.english.months.enumerated().map { $0.offset == 2 ? "марта" : $0.element },
                standaloneMonths: CalendarNames.english.months.enumerated().map {
                    $0.offset == 2 ? "март" : $0.element
                },
                weekdays: CalendarNames.english.weekdays, shortWeekdays: CalendarNames.english.shortWeekdays,
                firstWeekday: 1))
        #expect(day.written("%-d %B", names: russian) == "15 марта")
        #expect(day.written("%OB %Y", names: russian) == "март 2024")
    }

    @Test func anUngeneratedLocaleKeepsEnglishNames() {
        #expect(Translation.words(for: ["LANG": "xx_YY.UTF-8"]).calendar == .english)
        #expect(Translation.words(for: [:]) == .english)
    }
}
