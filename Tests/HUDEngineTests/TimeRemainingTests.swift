import Testing

@testable import HUDEngine
@testable import HUDKit

/// zenity's `--time-remaining`: the time taken so far, scaled to what is left, under the bar.
@Suite("The time remaining under a progress bar")
struct TimeRemainingTests {
    @Test func theEstimateScalesTheTimeTakenToWhatIsLeft() {
        var estimate = TimeRemaining()
        // The clock starts at the first value; at 0 nothing is known yet.
        #expect(estimate.label(percentage: 0, now: 100, words: .english) == nil)
        #expect(estimate.label(percentage: 25, now: 110, words: .english) == "Time remaining: 0:00:30")
        #expect(estimate.label(percentage: 1, now: 3700, words: .english) == "Time remaining: 99:00:00")
        #expect(estimate.label(percentage: 100, now: 3800, words: .english) == nil)
        #expect(TimeRemaining.label(remaining: .nan, words: .english) == "Time remaining: 0:00:00")
        #expect(TimeRemaining.label(remaining: -5, words: .english) == "Time remaining: 0:00:00")
    }

    @Test func itIsWrittenInZenitysWordsForTheLanguage() {
        let german = Translation.words(for: ["LANG": "de_DE.UTF-8"])
        #expect(TimeRemaining.label(remaining: 3725, words: german) == "Verbleibende Zeit: 1:02:05")
    }

    @Test func zenityHandsTheOptionToHudProgress() throws {
        let progress = ZenityProgress(try ZenityCommandLine(["--progress", "--time-remaining"]))
        #expect(progress.words.contains("--time-remaining"))
        #expect(try ShowRequest(kind: "progress", words: progress.words).arguments.has("time-remaining"))
    }
}
