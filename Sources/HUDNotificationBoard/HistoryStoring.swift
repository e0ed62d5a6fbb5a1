/// Where the board keeps its history beyond its own memory (`HistoryStore`: a file that outlives
/// the daemon). The board calls it under its lock, so records arrive in the order they close.
public protocol HistoryStoring: Sendable {
    /// What the store held when it opened, oldest first.
    var restored: [HistoryRecord] { get }
    /// Seconds since the Unix epoch: the clock records are stamped on.
    func wallClock() -> Double
    /// One more closed notification, newest.
    func append(_ record: HistoryRecord)
    /// The whole history is now `records` (some were taken out or cleared).
    func replace(with records: [HistoryRecord])
}
