import Foundation
import OutdoorWorkers
import Synchronization
import XCTest

/// The queue of jobs that arrive one at a time: every job runs once on a worker of its own
/// thread, no more than `workers` at once, a full queue refuses, finishing runs what was queued.
final class WorkQueueTests: XCTestCase {
    /// What the jobs saw, shared with the test.
    private final class Record: Sendable {
        let done = Mutex<[Int]>([])
        let running = Mutex(0)
        let mostAtOnce = Mutex(0)
        let threads = Mutex<Set<String>>([])
        let gate = Mutex(false)
    }

    func testEveryJobRunsOnceWithNoMoreThanWorkersAtOnce() {
        let record = Record()
        let queue = WorkerPool(workers: 2).queue(
            limit: 100, worker: { "\(Thread.current)" },
            job: { (name: inout String, index: Int) in
                let now = record.running.withLock {
                    $0 += 1
                    return $0
                }
                record.mostAtOnce.withLock { $0 = max($0, now) }
                record.threads.withLock { _ = $0.insert(name) }
                usleep(2000)
                record.running.withLock { $0 -= 1 }
                record.done.withLock { $0.append(index) }
            })
        for index in 0..<40 { XCTAssertTrue(queue.submit(index)) }
        queue.finish()
        XCTAssertEqual(record.done.withLock { $0 }.sorted(), Array(0..<40))
        XCTAssertEqual(record.mostAtOnce.withLock { $0 }, 2)
        XCTAssertEqual(record.threads.withLock { $0.count }, 2, "each thread makes its worker once")
        XCTAssertFalse(queue.submit(99), "a finished queue takes nothing")
    }

    func testAFullQueueRefusesAndTakesAgainOnceJobsEnd() {
        let record = Record()
        let queue = WorkerPool(workers: 1).queue(
            limit: 2, worker: {},
            job: { (_: inout Void, index: Int) in
                while !record.gate.withLock({ $0 }) { usleep(500) }
                record.done.withLock { $0.append(index) }
            })
        XCTAssertTrue(queue.submit(0))
        // The first job holds the one thread; two more may wait, the fourth is refused.
        let deadline = Date().addingTimeInterval(5)
        while queue.running == 0 && Date() < deadline { usleep(500) }
        XCTAssertEqual(queue.running, 1)
        XCTAssertTrue(queue.submit(1))
        XCTAssertTrue(queue.submit(2))
        XCTAssertFalse(queue.submit(3))
        XCTAssertEqual(queue.waiting, 2)
        record.gate.withLock { $0 = true }
        queue.finish()
        XCTAssertEqual(record.done.withLock { $0 }, [0, 1, 2], "oldest first, the refused one never")
    }
}
