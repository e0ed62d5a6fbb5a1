/// A group of animations started together with one completion: what `Animator.animate` returns, used to
/// chain (`animate(after:)`) and to cancel.
///
/// Not `Sendable`: it belongs to its animator's thread.
package final class AnimationHandle {
    /// Where a group is in its life.
    package enum State: Hashable, Sendable {
        /// Chained after a group that has not finished yet.
        case waiting
        /// Started; some of its animations are still moving or waiting out their delay.
        case running
        /// Every animation reached its end value; the completion got `true`.
        case finished
        /// Cancelled, replaced by a newer animation of one of its properties, or chained after a group that
        /// was; the completion got `false`.
        case cancelled
    }

    /// Set by the animator as the group starts, finishes or is cancelled.
    package internal(set) var state: State
    /// The animations started together, as given.
    package let animations: [Animation]
    let completion: ((Bool) -> Void)?
    /// Groups that start when this one finishes, and are cancelled if it does not.
    var followers: [AnimationHandle] = []
    /// Properties still moving; the group finishes when this reaches 0.
    var unfinishedCount = 0
    /// When the group started; an empty group finishes at this time.
    var startTime = 0.0

    init(animations: [Animation], state: State, completion: ((Bool) -> Void)?) {
        self.animations = animations
        self.state = state
        self.completion = completion
    }
}
