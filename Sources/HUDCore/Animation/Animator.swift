/// Drives scene-node properties over time and asks its clock for frames only while something moves.
///
/// Each property (node name + property) has at most one animation; starting another one replaces it and
/// starts from the value on screen, so motion never jumps. Values that have stopped moving are remembered,
/// and `apply(to:)` writes every value the animator knows into a scene (e.g. a freshly laid out one).
///
/// Frames: the animator requests one clock frame after another while an animation moves, sleeps on a
/// clock timer through delays, wakes for a spinner only when it steps (the indicator 12 times a second,
/// the ring 60), and requests nothing at all when everything is still. `onFrame` is where the owner
/// redraws.
///
/// Completions run on the clock's thread, after the animator's state is consistent, so they may start or
/// cancel animations. Not `Sendable`; use it from its clock's thread.
package final class Animator {
    /// The activity indicator's stepping rate and spoke count (docs/design.md §2.7).
    package static let spinnerStepsPerSecond = 12.0
    /// Spokes of the activity indicator: 12 (docs/design.md §2.7).
    package static let spinnerSteps = 12
    /// The ring spinner turns once a second (SVProgressHUD) in 60 steps: one per display frame, as
    /// smooth as continuous motion on a 60 Hz screen, yet its 60 images repeat every turn, so the
    /// renderer stamps them like the indicator's 12. A turning ring thus costs 60 small repaints a second.
    package static let ringStepsPerSecond = 60.0
    /// Steps per turn of the ring spinner: one per frame at 60 Hz.
    package static let ringSteps = 60

    /// Two times closer than this are the same instant: it absorbs rounding in sums like 0.3 + 1.5.
    package static let timeTolerance = 1e-9

    /// Supplies the time and the frames the animator asks for.
    package let clock: any FrameClock
    /// Called on every frame the animator asked for, after completions ran; redraw with `apply(to:)` here.
    package var onFrame: ((_ frameTime: Double) -> Void)?
    /// How far ahead of its present a frame is drawn (`apply(to:grid:)`): the wait until the screen
    /// shows it, where that wait is known to come after the drawing (a Wayland compositor shows a
    /// buffer at its next refresh), so that the first frame of an entrance already shows it
    /// entering. Zero: drawn as of now (X11, whose map shows the frame at once, and headless).
    package var lead = 0.0

    private struct Track {
        let animation: Animation
        let start: Double
        let startValue: Double
        let order: Int
        /// nil once the group was cancelled elsewhere: the value still moves to its end, unobserved.
        var group: AnimationHandle?

        var motionStart: Double { start + animation.delay }
        var end: Double { motionStart + animation.duration }
        func value(at time: Double) -> Double { animation.value(from: startValue, elapsed: time - start) }
    }

    /// A phase that steps round by itself until stopped: the indicator's brightest spoke (`spinnerPhase`)
    /// or the ring's angle (`ringPhase`).
    private struct Spinner {
        let start: Double
        let firstPhase: Int
        let steps: Int
        let stepsPerSecond: Double

        init(start: Double, firstPhase: Int, property: AnimatedProperty) {
            self.start = start
            self.firstPhase = firstPhase
            (steps, stepsPerSecond) =
                property == .ringPhase
                ? (Animator.ringSteps, Animator.ringStepsPerSecond)
                : (Animator.spinnerSteps, Animator.spinnerStepsPerSecond)
        }

        func step(at time: Double) -> Int {
            Int(((time - start) * stepsPerSecond + Animator.timeTolerance).rounded(.down))
        }
        func phase(at time: Double) -> Int {
            ((firstPhase + step(at: time)) % steps + steps) % steps
        }
        func nextStepTime(after time: Double) -> Double {
            start + Double(step(at: time) + 1) / stepsPerSecond
        }
    }

    private var tracks: [AnimationKey: Track] = [:]
    private var settledValues: [AnimationKey: Double] = [:]
    private var spinners: [AnimationKey: Spinner] = [:]
    /// Started groups with no animations: they finish on the next frame, never inside `animate`.
    private var emptyGroups: [AnimationHandle] = []
    /// A value jumped (explicit `from`, `setValue`, cancel): one frame is needed even if nothing moves.
    private var needsDisplay = false
    private var nextOrder = 0
    /// The instant being processed while a frame catches up; re-entrant calls from completions use it.
    private var eventTime: Double?
    private var isAdvancing = false
    private var frameRequest: ClockToken?
    private var wakeUp: (token: ClockToken, time: Double)?

    /// An animator driven by `clock`; it asks for frames only while something moves.
    package init(clock: any FrameClock) {
        self.clock = clock
    }

    /// The animator's present: the clock's time, or the instant a completion is running for.
    package var now: Double { eventTime ?? clock.now }

    /// Whether anything moves, waits for a delay, or spins.
    package var isAnimating: Bool { !tracks.isEmpty || !emptyGroups.isEmpty || !spinners.isEmpty }

    // MARK: Starting and stopping

    /// Starts `animations` together now, or as if they had started at `start` (no later than now: a
    /// motion whose first frame would show nothing can begin a frame in); `completion(true)` runs once
    /// all have reached their end values.
    @discardableResult
    package func animate(
        _ animations: [Animation], since start: Double? = nil, completion: ((_ finished: Bool) -> Void)? = nil
    ) -> AnimationHandle {
        let group = AnimationHandle(animations: animations, state: .running, completion: completion)
        self.start(group, at: min(start ?? now, now))
        scheduleFrames()
        return group
    }

    /// Starts `animation` now; `completion(true)` runs once it reaches its end value.
    @discardableResult
    package func animate(_ animation: Animation, completion: ((_ finished: Bool) -> Void)? = nil) -> AnimationHandle {
        animate([animation], completion: completion)
    }

    /// Starts `animations` at the instant `predecessor` finishes, from the values it left. If it is
    /// cancelled instead, so is this group. A finished predecessor starts the group now; a cancelled one
    /// cancels it at once (its completion runs before this returns).
    @discardableResult
    package func animate(
        after predecessor: AnimationHandle, _ animations: [Animation],
        completion: ((_ finished: Bool) -> Void)? = nil
    ) -> AnimationHandle {
        let group = AnimationHandle(animations: animations, state: .waiting, completion: completion)
        switch predecessor.state {
        case .waiting, .running:
            predecessor.followers.append(group)
        case .finished:
            group.state = .running
            start(group, at: now)
            scheduleFrames()
        case .cancelled:
            cancel([group], freezing: false)
        }
        return group
    }

    /// Starts `animation` when `predecessor` finishes; cancelled with it.
    @discardableResult
    package func animate(
        after predecessor: AnimationHandle, _ animation: Animation,
        completion: ((_ finished: Bool) -> Void)? = nil
    ) -> AnimationHandle {
        animate(after: predecessor, [animation], completion: completion)
    }

    /// Stops the group where it is (values stay as they are on screen) and calls its completion with
    /// `false`; groups chained after it are cancelled too. Finished or cancelled groups are left alone.
    package func cancel(_ group: AnimationHandle) {
        cancel([group], freezing: true)
        scheduleFrames()
    }

    /// Cancels every group that moves or will move a property of `node`, as `cancel(_:)` does (a group
    /// stops as a whole, on its other nodes too), and stops any leftover motion of the node. Its spinner
    /// keeps spinning (see `stopSpinner`).
    package func cancelAnimations(ofNode node: String) {
        var groups = liveGroups().filter { group in group.animations.contains { $0.key.node == node } }
        for (key, track) in tracks where key.node == node {
            if let group = track.group, !groups.contains(where: { $0 === group }) { groups.append(group) }
            freeze(key)
        }
        cancel(groups, freezing: true)
        scheduleFrames()
    }

    /// Cancels every group; spinners keep spinning.
    package func cancelAll() {
        let groups = liveGroups()
        for key in tracks.keys { freeze(key) }
        cancel(groups, freezing: true)
        scheduleFrames()
    }

    /// Cancels everything, stops every spinner and forgets every value: back to a fresh animator.
    package func reset() {
        let groups = liveGroups()
        tracks = [:]
        cancel(groups, freezing: false)
        spinners = [:]
        settledValues = [:]
        needsDisplay = false
        scheduleFrames()
    }

    /// Cancels the motion of `node` (as `cancelAnimations(ofNode:)`) and forgets its values and spinners:
    /// for a node that is gone for good (a closed banner), so its values do not pile up.
    public func forget(node: String) {
        cancelAnimations(ofNode: node)
        settledValues = settledValues.filter { $0.key.node != node }
        spinners = spinners.filter { $0.key.node != node }
        needsDisplay = true
        scheduleFrames()
    }

    /// Sets a property without animation, replacing any animation of it (whose group is cancelled).
    package func setValue(_ value: Double, for key: AnimationKey) {
        let replaced = tracks.removeValue(forKey: key)?.group
        spinners[key] = nil
        settledValues[key] = value
        needsDisplay = true
        if let replaced { cancel([replaced], freezing: false) }
        scheduleFrames()
    }

    /// Steps the activity indicator of `node` 12 times a second from its current phase, until stopped.
    /// Starting a spinner that already spins changes nothing.
    package func startSpinner(node: String) {
        startTurning(AnimationKey(node, .spinnerPhase))
    }

    /// Stops the spinner of `node` on the spoke it shows.
    package func stopSpinner(node: String) {
        stopTurning(AnimationKey(node, .spinnerPhase))
    }

    /// Turns the ring spinner of `node` once a second, in 60 steps, from its current angle, until stopped.
    /// Starting a ring that already turns changes nothing.
    package func startRing(node: String) {
        startTurning(AnimationKey(node, .ringPhase))
    }

    /// Stops the ring spinner of `node` at the angle it shows.
    package func stopRing(node: String) {
        stopTurning(AnimationKey(node, .ringPhase))
    }

    private func startTurning(_ key: AnimationKey) {
        guard spinners[key] == nil else { return }
        let phase = Int(value(of: key).rounded(.down))
        let replaced = tracks.removeValue(forKey: key)?.group
        spinners[key] = Spinner(start: now, firstPhase: phase, property: key.property)
        if let replaced { cancel([replaced], freezing: false) }
        scheduleFrames()
    }

    private func stopTurning(_ key: AnimationKey) {
        guard let spinner = spinners.removeValue(forKey: key) else { return }
        settledValues[key] = Double(spinner.phase(at: now))
        scheduleFrames()
    }

    // MARK: Reading values

    /// The value on screen at `time`, for times from the last frame on: animated, else the last value set,
    /// else the property's resting value (alpha and scale 1).
    package func value(of key: AnimationKey, at time: Double) -> Double {
        if let spinner = spinners[key] { return Double(spinner.phase(at: time)) }
        if let track = tracks[key] { return track.value(at: time) }
        return settledValues[key] ?? key.property.restingValue
    }

    /// The value on screen now.
    package func value(of key: AnimationKey) -> Double {
        value(of: key, at: now)
    }

    /// Every property the animator knows, with its value at `time`.
    package func values(at time: Double) -> [AnimationKey: Double] {
        var keys = Set(tracks.keys).union(settledValues.keys)
        keys.formUnion(spinners.keys)
        var result: [AnimationKey: Double] = [:]
        for key in keys { result[key] = value(of: key, at: time) }
        return result
    }

    /// Writes the values at `time` into the nodes with those names. Alpha is clamped to 0…1 and scale to
    /// ≥ 0, since a spring's overshoot may carry them past; progress is clamped when drawn. Offsets are
    /// rounded to `grid`'s device pixels when one is given.
    package func apply(to scene: inout Scene, at time: Double, grid: PixelGrid? = nil) {
        /// A spinner's phase as the index of its step, 0..<steps.
        func index(_ value: Double, of steps: Int) -> Int { (Int(value) % steps + steps) % steps }
        for (key, value) in values(at: time) {
            scene.modifyNodes(named: key.node) { node in
                switch key.property {
                case .alpha: node.alpha = min(max(value, 0), 1)
                case .scale: node.scale = max(value, 0)
                case .progress:
                    switch node.content {
                    case .progress(let style, _, let color, let trackColor):
                        node.content = .progress(style, value: value, color: color, trackColor: trackColor)
                    case .valueBar(_, let color, let trackColor):
                        node.content = .valueBar(value: value, color: color, trackColor: trackColor)
                    default:
                        break
                    }
                case .spinnerPhase:
                    if case .activityIndicator(let size, let color, _) = node.content {
                        node.content = .activityIndicator(
                            size, color: color, phase: index(value, of: Self.spinnerSteps))
                    }
                case .ringPhase:
                    if case .ringSpinner(let color, let lineWidth, _) = node.content {
                        node.content = .ringSpinner(
                            color: color, lineWidth: lineWidth, phase: index(value, of: Self.ringSteps))
                    }
                case .offsetY:
                    node.offset(dy: grid?.snap(value) ?? value)
                case .offsetX:
                    node.offset(dx: grid?.snap(value) ?? value, dy: 0)
                }
            }
        }
    }

    /// Writes every animated value into `scene` as of now, or as of the moment the frame is shown
    /// where that comes later (`lead`).
    package func apply(to scene: inout Scene, grid: PixelGrid? = nil) {
        apply(to: &scene, at: now + lead, grid: grid)
    }

    /// When the animator next wants a frame (what it asks its clock for): `time` itself while something
    /// moves (every display frame), the end of a delay, a spinner's next step, or nil when nothing will
    /// change.
    package func nextFrameTime(after time: Double) -> Double? {
        var next: Double?
        func consider(_ candidate: Double) { next = min(next ?? candidate, candidate) }
        if needsDisplay || !emptyGroups.isEmpty { consider(time) }
        for track in tracks.values {
            consider(track.motionStart > time + Self.timeTolerance ? track.motionStart : time)
        }
        for spinner in spinners.values { consider(spinner.nextStepTime(after: time)) }
        return next
    }

    // MARK: Groups

    private func start(_ group: AnimationHandle, at time: Double) {
        group.state = .running
        group.startTime = time
        var replaced: [AnimationHandle] = []
        for animation in group.animations {
            let key = animation.key
            let current = value(of: key, at: time)
            if let from = animation.from, from != current { needsDisplay = true }
            if let old = tracks[key]?.group, old !== group, !replaced.contains(where: { $0 === old }) {
                replaced.append(old)
            }
            spinners[key] = nil
            tracks[key] = Track(
                animation: animation, start: time, startValue: animation.from ?? current,
                order: nextOrderNumber(), group: group)
        }
        group.unfinishedCount = Set(group.animations.map(\.key)).count
        if group.unfinishedCount == 0 { emptyGroups.append(group) }
        cancel(replaced, freezing: false)
    }

    /// Marks the groups and everything chained after them cancelled, then calls the completions (state is
    /// consistent by then). Their remaining motion stops where it is when `freezing`; otherwise (a group
    /// lost one property to a newer animation) the other properties still move to their ends, unobserved.
    private func cancel(_ groups: [AnimationHandle], freezing: Bool) {
        var cancelled: [AnimationHandle] = []
        var pending = groups
        while !pending.isEmpty {
            let group = pending.removeFirst()
            guard group.state == .waiting || group.state == .running else { continue }
            group.state = .cancelled
            cancelled.append(group)
            pending.append(contentsOf: group.followers)
            group.followers = []
        }
        for (key, track) in tracks where cancelled.contains(where: { $0 === track.group }) {
            if freezing { freeze(key) } else { tracks[key]?.group = nil }
        }
        emptyGroups.removeAll { $0.state == .cancelled }
        for group in cancelled { group.completion?(false) }
    }

    private func finish(_ group: AnimationHandle, at time: Double) {
        group.state = .finished
        let followers = group.followers
        group.followers = []
        withEventTime(time) {
            for follower in followers where follower.state == .waiting { start(follower, at: time) }
            group.completion?(true)
        }
    }

    /// Holds a property at its current value, ending its motion.
    private func freeze(_ key: AnimationKey) {
        guard let track = tracks.removeValue(forKey: key) else { return }
        settledValues[key] = track.value(at: now)
        needsDisplay = true
    }

    /// Running groups (those owning motion or waiting to finish empty) and everything chained after them.
    private func liveGroups() -> [AnimationHandle] {
        var groups: [AnimationHandle] = []
        var pending = tracks.values.sorted { $0.order < $1.order }.compactMap(\.group) + emptyGroups
        while !pending.isEmpty {
            let group = pending.removeFirst()
            guard !groups.contains(where: { $0 === group }) else { continue }
            groups.append(group)
            pending.append(contentsOf: group.followers)
        }
        return groups
    }

    // MARK: Time

    /// Processes, in time order, every end up to `time`: settles the value, finishes groups whose last
    /// property arrived (starting what is chained after them at that exact instant) and runs completions.
    private func advance(to time: Double) {
        isAdvancing = true
        defer { isAdvancing = false }
        while true {
            let ended = tracks.values
                .filter { $0.end <= time + Self.timeTolerance }
                .min { ($0.end, $0.order) < ($1.end, $1.order) }
            let empty = emptyGroups.min { $0.startTime < $1.startTime }
            if let empty, empty.startTime <= (ended?.end ?? .infinity) {
                emptyGroups.removeAll { $0 === empty }
                finish(empty, at: empty.startTime)
            } else if let ended {
                let key = ended.animation.key
                tracks[key] = nil
                settledValues[key] = ended.animation.to
                if let group = ended.group {
                    group.unfinishedCount -= 1
                    if group.unfinishedCount == 0 { finish(group, at: ended.end) }
                }
            } else {
                return
            }
        }
    }

    private func withEventTime(_ time: Double, _ body: () -> Void) {
        let outer = eventTime
        eventTime = time
        body()
        eventTime = outer
    }

    /// Keeps exactly what the next change needs: a frame request when it is due now, a timer when it lies
    /// ahead, nothing when all is still.
    private func scheduleFrames() {
        guard !isAdvancing else { return }
        let time = clock.now
        let next = nextFrameTime(after: time)
        if let next, next <= time + Self.timeTolerance {
            if frameRequest == nil { frameRequest = clock.requestFrame { [weak self] in self?.deliverFrame(at: $0) } }
        } else if let request = frameRequest {
            clock.cancel(request)
            frameRequest = nil
        }
        if var next, next > time + Self.timeTolerance {
            // Waking on a display tick lets the frame it asks for be served in the same wake-up:
            // one wake-up per spinner step instead of a timer and then a frame.
            next = (next * clock.framesPerSecond - 1e-6).rounded(.up) / clock.framesPerSecond
            guard wakeUp?.time != next else { return }
            if let wakeUp { clock.cancel(wakeUp.token) }
            // Whatever the timer wakes for (a delay ending, a spinner stepping) changes the picture.
            let token = clock.schedule(at: next) { [weak self] in
                self?.wakeUp = nil
                self?.needsDisplay = true
                self?.scheduleFrames()
            }
            wakeUp = (token, next)
        } else if let wakeUp {
            clock.cancel(wakeUp.token)
            self.wakeUp = nil
        }
    }

    private func deliverFrame(at frameTime: Double) {
        frameRequest = nil
        needsDisplay = false
        advance(to: frameTime)
        onFrame?(frameTime)
        scheduleFrames()
    }

    private func nextOrderNumber() -> Int {
        nextOrder += 1
        return nextOrder
    }
}
