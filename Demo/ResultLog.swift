import Synchronization

/// Every outcome the variants reported, in order, readable from any thread: the demo's thread
/// writes it once the status line shows the outcome; the tour reads it to check each step.
final class ResultLog: Sendable {
    struct Entry: Hashable, Sendable {
        let variant: String
        let outcome: VariantOutcome
    }

    private let entries = Mutex<[Entry]>([])

    func append(_ entry: Entry) {
        entries.withLock { $0.append(entry) }
    }

    /// How many entries there are: a mark to read newer ones from.
    var count: Int { entries.withLock { $0.count } }

    /// The entries from index `mark` on.
    func entries(from mark: Int) -> [Entry] {
        entries.withLock { Array($0[min(mark, $0.count)...]) }
    }
}
