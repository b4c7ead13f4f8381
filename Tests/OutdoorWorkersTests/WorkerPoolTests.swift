import Foundation
import OutdoorWorkers
import Synchronization
import XCTest

/// The worker pool: results in order, the first error in order, the window, per-thread
/// workers, cancellation, the calling-thread pool, nesting, and the async run.
final class WorkerPoolTests: XCTestCase {
    private struct Failure: Error, Equatable {
        let index: Int
    }

    /// A counter jobs share.
    private final class Counter: Sendable {
        private let value = Mutex(0)

        /// Adds one and returns the new count.
        @discardableResult func increment() -> Int {
            value.withLock {
                $0 += 1
                return $0
            }
        }
        var count: Int { value.withLock { $0 } }
    }

    /// Sleeps a few milliseconds, more for some indices, so jobs finish out of order.
    private static func jitter(_ index: Int) {
        usleep(useconds_t((index * 7919) % 5) * 1000)
    }

    func testResultsComeBackInIndexOrder() {
        let squares = WorkerPool(workers: 4).map(200) { index in
            Self.jitter(index)
            return index * index
        }
        XCTAssertEqual(squares, (0..<200).map { $0 * $0 })
    }

    func testJobsRunOnAsManyThreadsAsThePoolHasAndNoMore() {
        // The first `width` jobs meet: each waits until all of them are running at once, which
        // only `width` threads working together can do. The wait's deadline only keeps a broken
        // pool from hanging the suite; no duration is asserted.
        let width = 3
        let running = Mutex((now: 0, most: 0))
        let results = WorkerPool(workers: width).map(60) { index in
            running.withLock {
                $0.now += 1
                $0.most = max($0.most, $0.now)
            }
            defer { running.withLock { $0.now -= 1 } }
            if index < width {
                let deadline = Date().addingTimeInterval(10)
                while running.withLock({ $0.most }) < width, Date() < deadline { usleep(200) }
            }
            return index
        }
        XCTAssertEqual(results, Array(0..<60))
        XCTAssertEqual(running.withLock { $0.most }, width, "jobs running at once at most")
    }

    func testDeliveriesAreInOrderOnTheCallingThread() throws {
        let caller = ObjectIdentifier(Thread.current)
        var delivered: [Int] = []
        try WorkerPool(workers: 3).run(50) { index in
            Self.jitter(index)
            return index
        } deliver: { index, result in
            XCTAssertEqual(ObjectIdentifier(Thread.current), caller)
            XCTAssertEqual(index, result)
            delivered.append(result)
        }
        XCTAssertEqual(delivered, Array(0..<50))
    }

    func testTheFirstErrorInIndexOrderIsThrownAfterTheResultsBeforeIt() {
        var delivered: [Int] = []
        XCTAssertThrowsError(
            try WorkerPool(workers: 4).run(20) { index in
                // Job 7 fails at once; job 3 fails later: 3 comes first in order.
                if index == 7 { throw Failure(index: 7) }
                if index == 3 {
                    usleep(30_000)
                    throw Failure(index: 3)
                }
                return index
            } deliver: { _, result in
                delivered.append(result)
            }
        ) { error in
            XCTAssertEqual(error as? Failure, Failure(index: 3))
        }
        XCTAssertEqual(delivered, [0, 1, 2])
    }

    func testNoJobStartsOnceOneHasFailed() {
        let started = Counter()
        XCTAssertThrowsError(
            try WorkerPool(workers: 2).map(10_000) { index in
                started.increment()
                if index == 5 { throw Failure(index: 5) }
                usleep(200)
                return index
            })
        // Jobs 0...5 and at most one more per thread that took a job before the failure was kept.
        XCTAssertLessThanOrEqual(started.count, 8)
    }

    func testJobsStayWithinTheWindowOfTheResultBeingUsed() throws {
        let asked = Atomic<Int>(0)
        let violations = Counter()
        let window = 3
        try WorkerPool(workers: 4).run(60, window: window) { index in
            // Job i may start once the caller has asked for result i - window + 1.
            if index - window + 1 > asked.load(ordering: .sequentiallyConsistent) { violations.increment() }
            Self.jitter(index)
            return index
        } deliver: { index, _ in
            usleep(500)
            asked.store(index + 1, ordering: .sequentiallyConsistent)
        }
        XCTAssertEqual(violations.count, 0)
    }

    func testEachThreadMakesItsOwnWorkerAndKeepsIt() throws {
        /// A worker remembering the thread that made it.
        final class Worker {
            let thread = ObjectIdentifier(Thread.current)
        }
        let made = Counter()
        let strays = Counter()
        let results = WorkerPool(workers: 3).start(
            100,
            worker: { () -> Worker in
                made.increment()
                return Worker()
            },
            job: { worker, index in
                if worker.thread != ObjectIdentifier(Thread.current) { strays.increment() }
                return index
            })
        var all: [Int] = []
        while let result = try results.next() { all.append(result) }
        results.finish()
        XCTAssertEqual(all, Array(0..<100))
        XCTAssertLessThanOrEqual(made.count, 3)
        XCTAssertEqual(strays.count, 0)
    }

    func testAWorkerThatCannotBeMadeFailsTheRun() {
        XCTAssertThrowsError(
            try WorkerPool(workers: 2).run(10, worker: { () throws -> Int in throw Failure(index: -1) }) {
                _, index in
                index
            } deliver: { _, _ in
            }
        ) { error in
            XCTAssertEqual(error as? Failure, Failure(index: -1))
        }
    }

    func testACancelledRunStartsNoMoreJobsAndSaysSo() throws {
        let started = Counter()
        let run = WorkerPool(workers: 2).start(1_000, window: 4) { index in
            started.increment()
            return index
        }
        XCTAssertEqual(try run.next(), 0)
        XCTAssertEqual(try run.next(), 1)
        run.cancel()
        XCTAssertThrowsError(try run.next()) { XCTAssertTrue($0 is CancellationError) }
        run.finish()
        // Results 0 and 1 taken, the window of 4 beyond the last one asked for.
        XCTAssertLessThanOrEqual(started.count, 6)
    }

    func testADroppedRunStopsItsThreads() {
        let started = Counter()
        do {
            let run = WorkerPool(workers: 2).start(1_000, window: 2) { index in
                started.increment()
                return index
            }
            _ = run.count
        }
        usleep(50_000)
        XCTAssertLessThanOrEqual(started.count, 2)
    }

    func testTheCallingThreadPoolRunsEachJobWhenItsResultIsAskedFor() throws {
        let caller = ObjectIdentifier(Thread.current)
        let started = Counter()
        let made = Counter()
        let run = WorkerPool.callingThread.start(
            5, worker: { made.increment() },
            job: { _, index in
                XCTAssertEqual(ObjectIdentifier(Thread.current), caller)
                started.increment()
                return index * 10
            })
        XCTAssertEqual(started.count, 0)
        XCTAssertEqual(try run.next(), 0)
        XCTAssertEqual(try run.next(), 10)
        XCTAssertEqual(started.count, 2)
        XCTAssertEqual(made.count, 1)
        run.cancel()
        XCTAssertThrowsError(try run.next()) { XCTAssertTrue($0 is CancellationError) }
        XCTAssertEqual(started.count, 2)
    }

    func testRunsNestWithoutWaitingForEachOther() {
        let sums = WorkerPool(workers: 2).map(8) { outer in
            WorkerPool(workers: 2).map(8) { inner in
                Self.jitter(inner)
                return outer * inner
            }.reduce(0, +)
        }
        XCTAssertEqual(sums, (0..<8).map { $0 * 28 })
    }

    func testNothingTheJobsHoldOutlivesTheRun() throws {
        /// Something a job holds (a decoder, a picture being filled).
        final class Held: Sendable {}
        weak var watched: Held?
        do {
            let held = Held()
            watched = held
            let sizes = WorkerPool(workers: 2).map(10) { index in
                withExtendedLifetime(held) { index }
            }
            XCTAssertEqual(sizes.count, 10)
        }
        XCTAssertNil(watched, "the run's threads still hold what its jobs captured")
    }

    func testAnEmptyRunGivesNothing() throws {
        XCTAssertEqual(WorkerPool(workers: 2).map(0) { $0 }, [])
        let run = WorkerPool(workers: 2).start(0) { $0 }
        XCTAssertNil(try run.next())
        run.finish()
    }

    func testAsyncJobsAreDeliveredInOrderWithTheFirstErrorInOrder() async throws {
        var delivered: [Int] = []
        try await WorkerPool(workers: 4).run(30) { index in
            try await Task.sleep(nanoseconds: UInt64((index * 7919) % 5) * 1_000_000)
            return index
        } deliver: { _, result in
            delivered.append(result)
        }
        XCTAssertEqual(delivered, Array(0..<30))

        delivered = []
        do {
            try await WorkerPool(workers: 4).run(20) { index in
                if index == 6 { throw Failure(index: 6) }
                if index == 2 {
                    try await Task.sleep(nanoseconds: 20_000_000)
                    throw Failure(index: 2)
                }
                return index
            } deliver: { _, result in
                delivered.append(result)
            }
            XCTFail("no error")
        } catch {
            XCTAssertEqual(error as? Failure, Failure(index: 2))
        }
        XCTAssertEqual(delivered, [0, 1])
    }

    func testAnAsyncDeliveryThatThrowsCancelsTheJobsUnderWay() async {
        let cancelled = Counter()
        let start = Date()
        do {
            try await WorkerPool(workers: 3).run(10) { index in
                guard index > 0 else { return index }
                do {
                    try await Task.sleep(nanoseconds: 30_000_000_000)
                } catch {
                    cancelled.increment()
                    throw error
                }
                return index
            } deliver: { index, _ in
                throw Failure(index: index)
            }
            XCTFail("no error")
        } catch {
            XCTAssertEqual(error as? Failure, Failure(index: 0))
        }
        XCTAssertEqual(cancelled.count, 2)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
    }

    func testAsyncJobsStayWithinTheWindowAndTheWidth() async throws {
        let running = Mutex((now: 0, most: 0))
        var delivered = 0
        let seen = Mutex(0)
        try await WorkerPool(workers: 2).run(40, window: 3) { index in
            running.withLock {
                $0.now += 1
                $0.most = max($0.most, $0.now)
            }
            defer { running.withLock { $0.now -= 1 } }
            // Job i starts only once result i - 3 has been delivered.
            XCTAssertGreaterThanOrEqual(seen.withLock { $0 }, index - 3 + 1)
            try await Task.sleep(nanoseconds: UInt64(index % 3) * 1_000_000)
            return index
        } deliver: { index, _ in
            delivered += 1
            seen.withLock { $0 = index + 1 }
        }
        XCTAssertEqual(delivered, 40)
        XCTAssertLessThanOrEqual(running.withLock { $0.most }, 2)
    }
}
