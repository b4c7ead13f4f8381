import Synchronization

/// A thread-safe count of calls, for stopping work (an import, an export) after so many.
public final class CallCounter: Sendable {
    private let value = Mutex(0)

    /// A count at zero.
    public init() {}

    /// Counts one call and returns the count: 1, 2, 3...
    public func next() -> Int {
        value.withLock {
            $0 += 1
            return $0
        }
    }
}
