import Foundation
import HUDAutomation
import HUDCore
import HUDSurfaces
import HUDTestHarness
import Synchronization
import Testing

@testable import HUDKit

/// The public API on the headless backend: the facade's real controllers and queues, with time
/// moved by a manual clock, so grace times, delayed hides and alert queues are checked at exact
/// moments. Nested in the serialized API suite because the API's display is process-wide.
extension PublicAPITests {
    @Suite("Headless")
    struct Headless {
        /// Routes the API to a fresh headless display for `body`; closes it after.
        func withHeadless(_ body: (HeadlessDisplayBackend) throws -> Void) throws {
            try APIDisplay.exclusively {
                let display = try HeadlessDisplayBackend()
                FacadeDisplay.use(display)
                defer { FacadeDisplay.close() }
                try body(display)
            }
        }

        func overlayCount(_ display: HeadlessDisplayBackend) -> Int {
            display.inspect { $0.overlays.count }
        }

        /// What `HUD.onInterrupt` handlers saw, from the display's side.
        final class Interruptions: Sendable {
            let count = Atomic(0)
        }

        @Test func anInterruptRunsItsHandlersThenTakesEveryOverlayAway() throws {
            try withHeadless { display in
                let interruptions = Interruptions()
                HUD.onInterrupt { interruptions.count.add(1, ordering: .relaxed) }
                let hud = HUD()
                hud.show(status: "Working")
                Toast.show("Saved")
                display.advance(by: 0.5)
                #expect(overlayCount(display) == 2)
                display.interrupt()
                display.advance(by: 1)
                #expect(interruptions.count.load(ordering: .relaxed) == 1)
                #expect(overlayCount(display) == 0)
                #expect(!hud.isVisible)
            }
        }

        @Test func aHideDuringGraceTimeShowsNothing() throws {
            try withHeadless { display in
                let hud = HUD(timing: .init(graceTime: 0.5))
                hud.show(status: "Quick")
                display.advance(by: 0.3)
                #expect(overlayCount(display) == 0)
                hud.hide()
                display.advance(by: 1)
                #expect(overlayCount(display) == 0)
                #expect(!hud.isVisible)
            }
        }

        @Test func anEarlyHideWaitsForTheMinimumShowTime() throws {
            try withHeadless { display in
                let hud = HUD(timing: .init(minimumShowTime: 1))
                hud.show(status: "Working")
                display.advance(by: 0.1)
                hud.hide()
                display.advance(by: 0.6)
                #expect(display.inspect { $0.overlays.first?.isShowing } == true)
                display.advance(by: 0.3 + 0.5) // the rest of the second, then the fade
                #expect(overlayCount(display) == 0)
            }
        }

        @Test func aStaleDelayedHideLeavesTheNewerHUDUp() throws {
            try withHeadless { display in
                let hud = HUD()
                hud.show(text: "First")
                hud.hide(afterDelay: 0.3)
                hud.showSuccess("Second", hideAfter: 5)
                display.advance(by: 1)
                #expect(overlayCount(display) == 1)
                #expect(hud.isVisible)
                display.advance(by: 5)
                #expect(overlayCount(display) == 0)
            }
        }

        @Test func theSharedHUDMorphsInOneOverlay() throws {
            try withHeadless { display in
                let hud = HUD()
                hud.show(status: "Loading")
                display.advance(by: 0.5)
                hud.showProgress(0.4, status: "Uploading")
                hud.showSuccess("Done")
                display.advance(by: 0.2)
                let shown = display.inspect { session in session.overlays.map(\.overlay) }
                #expect(shown.count == 1)
                guard case .status(let model)? = shown.first else {
                    Issue.record("no status HUD")
                    return
                }
                #expect(model.text == "Done")
            }
        }

        @Test func theForcedTimeoutHidesAndIsReported() async throws {
            let hud = HUD(timing: .init(timeout: 2))
            let events = hud.events()
            try withHeadless { display in
                hud.show(status: "Stuck")
                display.advance(by: 1.9)
                #expect(overlayCount(display) == 1)
                display.advance(by: 1)
                #expect(overlayCount(display) == 0)
            }
            let seen = try await Self.events(from: events, until: .didDisappear)
            #expect(seen == [.willAppear, .didAppear, .willDisappear, .timedOut, .didDisappear])
        }

        @Test func aCustomStyleColoursTheCardAndItsText() throws {
            try withHeadless { display in
                let colors = HUDColors(
                    background: Color(r255: 0, g255: 90, b255: 0), foreground: Color(r255: 255, g255: 255, b255: 0))
                let hud = HUD(options: DisplayOptions(hudColors: colors))
                hud.showSuccess("Custom", hideAfter: 5)
                display.advance(by: 1)
                let card = display.inspect { $0.overlays.first?.driver.currentFrame?.node(named: "card") }
                #expect(card?.fill == colors.background)
                let plain = HUD()
                hud.hide(animated: false)
                plain.showSuccess("Plain", hideAfter: 5)
                display.advance(by: 1)
                let plainCard = display.inspect { $0.overlays.first?.driver.currentFrame?.node(named: "card") }
                #expect(plainCard?.fill == Theme.dark.hudBackground)
            }
        }

        @Test func callbacksSeeTheSameEventsAsTheStream() throws {
            try withHeadless { display in
                let hud = HUD()
                let seen = Mutex<[HUDEvent]>([])
                hud.observe { event in seen.withLock { $0.append(event) } }
                hud.show(status: "Loading")
                display.advance(by: 0.5)
                display.inspect { session in
                    session.overlays.first?.driver.handle(.pointer(.pressed(Point(x: 2, y: 2))))
                    session.overlays.first?.driver.handle(.pointer(.released(Point(x: 2, y: 2))))
                }
                hud.hide()
                display.advance(by: 0.5)
                #expect(
                    seen.withLock { $0 } == [.willAppear, .didAppear, .tappedOutside, .willDisappear, .didDisappear])
            }
        }

        @Test func activityHUDsSpinUntilHiddenAndThenScheduleNothing() throws {
            try withHeadless { display in
                let hud = HUD()
                for ring in [true, false] {
                    hud.showActivity(ring: ring, status: "Working")
                    display.advance(by: 1)
                    let indicator = display.inspect { session -> StatusIndicator? in
                        guard case .status(let model)? = session.overlays.first?.overlay else { return nil }
                        return model.indicator
                    }
                    #expect(indicator == (ring ? .ring : .spinner))
                    #expect(display.inspect { $0.clock.nextDeadline } != nil, "the indicator keeps turning")
                }
                hud.hide()
                display.advance(by: 1)
                #expect(display.inspect { $0.clock.nextDeadline } == nil)
            }
        }

        @Test func hideAllEndsAHUDsTimersAndPairsItsEvents() throws {
            try withHeadless { display in
                let hud = HUD(timing: .init(minimumShowTime: 2, timeout: 5))
                let seen = Mutex<[HUDEvent]>([])
                hud.observe { event in seen.withLock { $0.append(event) } }
                hud.show(status: "Working")
                display.advance(by: 0.5)
                HUD.hideAll()
                display.advance(by: 1)
                #expect(overlayCount(display) == 0)
                display.advance(by: 10) // past the timeout: it must not fire for a HUD already gone
                #expect(seen.withLock { $0 } == [.willAppear, .didAppear, .willDisappear, .didDisappear])
                #expect(display.inspect { $0.clock.nextDeadline } == nil)
                hud.show(status: "Again")
                display.advance(by: 0.5)
                #expect(overlayCount(display) == 1)
            }
        }

        @Test func aFontFileWidensMonospacedText() throws {
            try withHeadless { display in
                func cardWidth(_ options: DisplayOptions) -> Double? {
                    let hud = HUD(options: options)
                    hud.show(text: "iiiiiiiiiiii", hideAfter: 5)
                    display.advance(by: 0.5)
                    defer {
                        hud.hide(animated: false)
                        display.advance(by: 0.1)
                    }
                    return display.inspect {
                        $0.overlays.first?.driver.presentation.settledScene.node(named: "card")?.frame.width
                    }
                }
                let pinned = try #require(cardWidth(DisplayOptions()))
                let mono = try #require(
                    cardWidth(DisplayOptions(fontFile: "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf")))
                #expect(mono > pinned + 20)
            }
        }

        @Test func customContentIsReleasedWhenReplaced() throws {
            try withHeadless { display in
                let hud = HUD()
                for index in 0..<50 {
                    hud.showCustom(size: Size(width: 40, height: 40), status: "\(index)") { _, _ in }
                    display.advance(by: 0.02)
                }
                hud.show(status: "Plain")
                display.advance(by: 0.1)
                #expect(display.inspect(\.customPainterCount) == 0)
            }
        }

        @Test func repeatedToastsRestartOneOverlay() throws {
            try withHeadless { display in
                Toast.show("One")
                display.advance(by: 0.2)
                Toast.show("Two")
                Toast.show("Three")
                display.advance(by: 0.2)
                #expect(display.inspect { $0.overlays.map(\.overlay) } == [.toast(ToastModel(text: "Three"))])
                display.advance(by: 10)
                #expect(overlayCount(display) == 0)
            }
        }

        @Test func alertsWaitTheirTurnAndAnswerInOrder() throws {
            try withHeadless { display in
                let answers = Mutex<[String]>([])
                for title in ["A", "B", "C"] {
                    let alert = try Alert(title: title, actions: [AlertAction(title: "OK \(title)")])
                    alert.present(on: nil) { result in answers.withLock { $0.append(result.actionTitle ?? "none") } }
                }
                for expected in ["A", "B", "C"] {
                    display.advance(by: 0.5)
                    let clicked = display.inspect { session -> Bool in
                        guard session.overlays.count == 1, let alert = session.overlays.first,
                            case .alert(let model) = alert.overlay, model.title == expected
                        else { return false }
                        return alert.click("button0")
                    }
                    #expect(clicked, "alert \(expected) alone on screen")
                    display.advance(by: 0.5)
                }
                #expect(answers.withLock { $0 } == ["OK A", "OK B", "OK C"])
            }
        }

        @Test func aDismissedAlertAnswersCancelWhetherShownOrWaiting() throws {
            try withHeadless { display in
                let results = Mutex<[AlertResult]>([])
                let first = Alert(cardTitle: "First", message: nil, sure: "OK", cancel: "Cancel")
                let second = Alert(cardTitle: "Second", message: nil, sure: "OK", cancel: "Cancel")
                first.present(on: nil) { result in results.withLock { $0.append(result) } }
                second.present(on: nil) { result in results.withLock { $0.append(result) } }
                display.advance(by: 0.5)
                second.dismiss() // still waiting
                first.dismiss() // on screen
                display.advance(by: 1)
                let answered = results.withLock { $0 }
                #expect(answered.count == 2)
                #expect(answered.allSatisfy { $0.isCancel && $0.actionIndex == nil })
                #expect(overlayCount(display) == 0)
            }
        }

        @Test func textForAnAlertsTextViewIsAppendedWhetherShownOrWaiting() throws {
            try withHeadless { display in
                let results = Mutex<[AlertResult]>([])
                func textAlert(_ title: String) throws -> Alert {
                    var model = try AlertModel(title: title, actions: [AlertAction(title: "OK")])
                    model.content = .textView(AlertTextView(text: "a"))
                    return Alert(model)
                }
                let first = try textAlert("First")
                let second = try textAlert("Second")
                first.present(on: nil) { result in results.withLock { $0.append(result) } }
                second.present(on: nil) { result in results.withLock { $0.append(result) } }
                display.advance(by: 0.5)
                first.append(.text("b")) // on screen
                second.append(.text("c")) // still waiting
                for _ in 0..<2 {
                    display.advance(by: 0.5)
                    display.inspect { $0.overlays.first?.driver.handle(.key(.returnKey)) }
                    display.advance(by: 1)
                }
                #expect(
                    results.withLock { $0.map(\.content) } == [
                        .text("ab", checked: false), .text("ac", checked: false),
                    ])
            }
        }

        @Test func cancellingThePresentingTaskDismissesTheAlert() async throws {
            APIDisplay.begin()
            defer { APIDisplay.end() }
            let display = try HeadlessDisplayBackend()
            FacadeDisplay.use(display)
            defer { FacadeDisplay.close() }
            let alert = try Alert(title: "Waiting", actions: [AlertAction(title: "OK")])
            let answer = Task { await alert.present() }
            // The task posts the alert when it runs; until then there is nothing to show.
            let deadline = ContinuousClock.now + .seconds(10)
            while display.inspect({ $0.overlays.isEmpty }), ContinuousClock.now < deadline {
                try await Task.sleep(for: .milliseconds(2))
                display.advance(by: 0.01)
            }
            #expect(display.inspect { $0.overlays.count } == 1)
            answer.cancel()
            display.advance(by: 1)
            let result = await answer.value
            #expect(result.isCancel && result.actionIndex == nil)
            #expect(display.inspect { $0.overlays.count } == 0)
        }

        /// The alert's content answers through the public result: a list's chosen rows, a slider's
        /// value, a calendar's day, a text view's checkbox; an alert without that content has none.
        @Test func theResultCarriesWhatTheContentHeld() throws {
            var list = try AlertModel(
                message: "Pick", actions: [AlertAction(title: "Cancel", style: .cancel), AlertAction(title: "OK")],
                preferredActionIndex: 1)
            list.content = .list(AlertList(columns: ["Name"], rows: [["a"], ["b"], ["c"]], choice: .check))
            var slider = list
            slider.content = .slider(try AlertSlider(value: 5, minimum: 0, maximum: 10))
            var calendar = list
            calendar.content = .datePicker(
                AlertDatePicker(day: try #require(CalendarDay(year: 2024, month: 2, day: 28))))
            var text = list
            text.content = .textView(AlertTextView(text: "Terms", checkbox: "I agree"))
            var color = list
            color.content = .colorPicker(AlertColorPicker(color: Color(hex: 0x3366CC), pane: .sliders))
            let answered = try [
                answer(list, keys: [.down, .text(" "), .down, .text(" "), .returnKey]),
                answer(slider, keys: [.right, .right, .returnKey]),
                answer(calendar, keys: [.right, .right, .returnKey]),
                answer(text, keys: [.tab, .text(" "), .returnKey]),
                answer(color, keys: [.tab, .end, .returnKey]),
            ]
            #expect(answered[4].chosenColor == Color(hex: 0xFF66CC) && answered[4].chosenDay == nil)
            #expect(answered[0].chosenRows == [1, 2] && answered[0].sliderValue == nil)
            #expect(answered[1].sliderValue == 7 && answered[1].chosenRows == nil)
            #expect(answered[2].chosenDay == CalendarDay(year: 2024, month: 3, day: 1))
            #expect(answered[3].isCheckboxChecked == true && answered[3].chosenDay == nil)
        }

        /// Presents `model` headless, presses `keys` and returns what it answered.
        func answer(_ model: AlertModel, keys: [KeyInput]) throws -> AlertResult {
            let result = Mutex<AlertResult?>(nil)
            try withHeadless { display in
                Alert(model).present(on: nil) { answer in result.withLock { $0 = answer } }
                display.advance(by: 0.5)
                display.inspect { session in
                    for key in keys { session.overlays.first?.press(key) }
                }
                display.advance(by: 0.5)
            }
            return try #require(result.withLock { $0 })
        }

        @Test func typedFieldsComeBackAndSecureOnesStayOutOfDescriptions() throws {
            try withHeadless { display in
                let result = Mutex<AlertResult?>(nil)
                let alert = try Alert(
                    title: "Sign in", actions: [AlertAction(title: "Sign In")],
                    textFields: [
                        AlertTextField(placeholder: "User"),
                        AlertTextField(placeholder: "Password", isSecure: true),
                    ])
                alert.present(on: nil) { answer in result.withLock { $0 = answer } }
                display.advance(by: 0.5)
                display.inspect { session in
                    let shown = session.overlays.first
                    shown?.press(.text("ada"))
                    shown?.press(.tab)
                    shown?.press(.text("s3cret"))
                    shown?.press(.returnKey)
                }
                display.advance(by: 0.5)
                let answer = try #require(result.withLock { $0 })
                #expect(answer.fieldValues == ["ada", "s3cret"])
                #expect(!answer.description.contains("s3cret"))
            }
        }

        /// MBProgressHUD's and SVProgressHUD's most reported bugs are races between threads. Four
        /// threads make 10,000 random calls while the clock runs (on its own thread and theirs); afterwards one hide must leave no
        /// overlay, no timer, no painter, and appear/disappear events in pairs.
        @Test func tenThousandRandomCallsFromFourThreadsEndClean() async throws {
            let hud = HUD(timing: .init(graceTime: 0.05, minimumShowTime: 0.2))
            let events = hud.events()
            try withHeadless { display in
                let running = Atomic<Bool>(true)
                let stopped = DispatchSemaphore(value: 0)
                Thread.detachNewThread {
                    while running.load(ordering: .relaxed) { display.advance(by: 1.0 / 60) }
                    stopped.signal()
                }
                DispatchQueue.concurrentPerform(iterations: 4) { thread in
                    var random = SeededRandom(seed: UInt64(thread + 1))
                    for step in 0..<2_500 {
                        // Time moves between calls too, from the calling threads, so calls land in
                        // every phase: grace, entrance, on screen, minimum show time, exit.
                        if random.next() % 4 == 0 { display.advance(by: Double(random.next() % 10) / 100) }
                        switch random.next() % 6 {
                        case 0: hud.show(status: "Step \(step)")
                        case 1: hud.showProgress(Double(random.next() % 101) / 100, status: "Progress")
                        case 2: hud.hide()
                        case 3: hud.hide(afterDelay: Double(random.next() % 20) / 100)
                        case 4: hud.showSuccess("Done \(step)", hideAfter: Double(random.next() % 20) / 100)
                        default: hud.showCustom(size: Size(width: 20, height: 20)) { _, _ in }
                        }
                    }
                }
                running.store(false, ordering: .relaxed)
                stopped.wait()
                hud.hide()
                display.advance(by: 5)
                #expect(overlayCount(display) == 0)
                #expect(!hud.isVisible)
                #expect(display.inspect { $0.clock.nextDeadline } == nil)
                #expect(display.inspect(\.customPainterCount) <= 1)
                // A sentinel no random call makes: a tap on a fresh loading HUD's dim.
                hud.show(status: "Sentinel")
                display.advance(by: 0.5)
                display.inspect { session in
                    session.overlays.first?.driver.handle(.pointer(.pressed(Point(x: 1, y: 1))))
                    session.overlays.first?.driver.handle(.pointer(.released(Point(x: 1, y: 1))))
                }
            }
            let seen = try await Self.events(from: events, until: .tappedOutside)
            let appeared = seen.count { $0 == .willAppear }
            let disappeared = seen.count { $0 == .didDisappear }
            #expect(appeared == disappeared + 1, "every appearance but the sentinel's ended")
            #expect(disappeared >= 1)
        }

        /// The events up to and including `last`; fails after 10 s instead of waiting for ever.
        static func events(from stream: AsyncStream<HUDEvent>, until last: HUDEvent) async throws -> [HUDEvent] {
            try await withThrowingTaskGroup(of: [HUDEvent]?.self) { group in
                group.addTask {
                    var seen: [HUDEvent] = []
                    for await event in stream {
                        seen.append(event)
                        if event == last { return seen }
                    }
                    return nil
                }
                group.addTask {
                    try await Task.sleep(for: .seconds(10))
                    return nil
                }
                let first = try await group.next() ?? nil
                group.cancelAll()
                return try #require(first, "\(last) within 10 s")
            }
        }
    }
}

/// A small deterministic generator (SplitMix64), so a failing interleaving's calls can be replayed.
struct SeededRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}
