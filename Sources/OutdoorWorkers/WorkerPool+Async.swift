extension WorkerPool {
    /// Runs async jobs `0..<count`, up to `workers` at once as child tasks, and gives each
    /// result to `deliver` in index order, on the calling task; the same promises as the
    /// threaded `run`: the first error in index order is thrown, no job starts once one has
    /// failed, and job `i` starts only once result `i - window` has been delivered.
    ///
    /// When `deliver` or a job throws, or the calling task is cancelled, the jobs under way are
    /// cancelled (an HTTP request ends at once) and awaited before the error is thrown.
    public func run<Result: Sendable>(
        _ count: Int, window: Int = .max, job: @escaping @Sendable (Int) async throws -> Result,
        deliver: (Int, Result) throws -> Void
    ) async throws {
        let width = max(1, workers)
        let window = max(1, window)
        try await withThrowingTaskGroup(of: (Int, Swift.Result<Result, any Error>).self) { group in
            var started = 0
            var delivered = 0
            var running = 0
            var failed = false
            var waiting: [Int: Swift.Result<Result, any Error>] = [:]
            while delivered < count {
                while !failed, running < width, started < count, started - delivered < window {
                    let index = started
                    group.addTask {
                        do {
                            return (index, .success(try await job(index)))
                        } catch {
                            return (index, .failure(error))
                        }
                    }
                    started += 1
                    running += 1
                }
                guard let (index, outcome) = try await group.next() else { break }
                running -= 1
                if case .failure = outcome { failed = true }
                waiting[index] = outcome
                while let outcome = waiting.removeValue(forKey: delivered) {
                    try deliver(delivered, try outcome.get())
                    delivered += 1
                }
                try Task.checkCancellation()
            }
            group.cancelAll()
        }
    }
}
