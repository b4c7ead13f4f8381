import Foundation
import OutdoorCard

/// Prepares the book's photos on worker threads, in page order, a few pages ahead of the
/// thread drawing the pages, so decoding and encoding use every core while memory stays flat:
/// at most `lookahead` prepared photos wait at any time.
final class PhotoPipeline: @unchecked Sendable {
    /// A prepared photo, or nil for an entry without one, or why it could not be prepared.
    typealias Outcome = Result<(PagePhoto, PhotoReport)?, Error>

    private let condition = NSCondition()
    private var results: [Int: Outcome] = [:]
    private var next = 0
    private var consumed = 0
    private var stopped = false
    private let count: Int
    private let lookahead: Int
    private var threads: [Thread] = []

    /// Starts `jobs` workers over `count` items; `work(source, index)` prepares item `index`
    /// with the worker's own source from `makeSource`.
    init(
        count: Int, jobs: Int, lookahead: Int, makeSource: @escaping () throws -> any BookPhotoSource,
        work: @escaping (any BookPhotoSource, Int) throws -> (PagePhoto, PhotoReport)?
    ) {
        self.count = count
        self.lookahead = max(1, lookahead)
        for _ in 0..<max(1, min(jobs, count)) {
            let thread = Thread { [self] in
                let source = Result { try makeSource() }
                while let index = take() {
                    let outcome: Outcome = source.flatMap { source in Result { try work(source, index) } }
                    put(index, outcome)
                }
            }
            thread.stackSize = 4 << 20
            threads.append(thread)
            thread.start()
        }
    }

    deinit { stop() }

    /// The next index to prepare, waiting while the drawing thread is `lookahead` behind; nil at the end.
    private func take() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !stopped, next < count, next >= consumed + lookahead { condition.wait() }
        guard !stopped, next < count else { return nil }
        next += 1
        return next - 1
    }

    private func put(_ index: Int, _ outcome: Outcome) {
        condition.lock()
        results[index] = outcome
        condition.broadcast()
        condition.unlock()
    }

    /// Waits for item `index` and hands it over (each index once, in increasing order).
    func result(_ index: Int) -> Outcome {
        condition.lock()
        defer { condition.unlock() }
        while results[index] == nil { condition.wait() }
        let outcome = results.removeValue(forKey: index) ?? .success(nil)
        consumed = max(consumed, index + 1)
        condition.broadcast()
        return outcome
    }

    /// Lets the workers finish the item in hand and stop.
    func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }
}
