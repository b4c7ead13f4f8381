import Foundation
import Synchronization

/// Jobs that arrive one at a time, for a long-lived program (a server): `WorkerPool`'s threads
/// taking them from a queue of bounded length.
///
/// Each thread first makes its own `Worker` (a renderer, a journal connection: state that stays
/// on that thread), then runs the jobs it takes, oldest first. `submit` refuses a job when
/// `limit` jobs already wait beyond those running, so a burst is turned away at once instead of
/// piling up; `finish` lets the queued and running jobs end and stops the threads.
///
///     let queue = WorkerPool(workers: 2).queue(
///         limit: 8, worker: { Renderer() }, job: { renderer, request in request.answer(renderer.draw()) })
///     guard queue.submit(request) else { return busy() }
public final class WorkQueue<Job: Sendable>: Sendable {
    /// The queue's state, shared by the submitting thread and the workers.
    private struct State {
        var waiting: [Job] = []
        var head = 0
        var running = 0
        var finishing = false
        var threadsLeft: Int
    }

    private let state: Mutex<State>
    private let changed = NSCondition()
    /// The most jobs that may wait beyond the running ones.
    public let limit: Int
    /// How many threads run jobs.
    public let workers: Int

    init<Worker>(
        workers: Int, limit: Int, worker: @escaping @Sendable () -> Worker,
        job: @escaping @Sendable (inout Worker, Job) -> Void
    ) {
        self.workers = max(1, workers)
        self.limit = max(0, limit)
        state = Mutex(State(threadsLeft: self.workers))
        for _ in 0..<self.workers {
            let thread = Thread { [self] in
                var made = worker()
                while let next = take() {
                    job(&made, next)
                    done()
                }
                threadEnded()
            }
            thread.name = "outdoor-worker"
            thread.stackSize = WorkerPool.stackSize
            thread.start()
        }
    }

    /// Queues `job`; false (and the job is not run) when `limit` jobs already wait, or the
    /// queue is finishing.
    public func submit(_ job: Job) -> Bool {
        let accepted = state.withLock { state -> Bool in
            guard !state.finishing, state.waiting.count - state.head < limit + idleThreads(state) else {
                return false
            }
            state.waiting.append(job)
            return true
        }
        if accepted { signal() }
        return accepted
    }

    /// How many jobs wait for a thread.
    public var waiting: Int { state.withLock { $0.waiting.count - $0.head } }

    /// How many jobs are running now.
    public var running: Int { state.withLock { $0.running } }

    /// Takes no more jobs, waits until every queued and running job is over and the threads
    /// have ended.
    public func finish() {
        state.withLock { $0.finishing = true }
        signal()
        changed.lock()
        while state.withLock({ $0.threadsLeft > 0 }) { changed.wait() }
        changed.unlock()
    }

    /// Threads with nothing to do: a job given to one of them does not wait.
    private func idleThreads(_ state: State) -> Int {
        max(0, state.threadsLeft - state.running)
    }

    /// The next job for a worker thread, waiting for one; nil once the queue is finishing and empty.
    private func take() -> Job? {
        changed.lock()
        defer { changed.unlock() }
        while true {
            let next = state.withLock { state -> (job: Job?, stop: Bool) in
                if state.head < state.waiting.count {
                    let job = state.waiting[state.head]
                    state.head += 1
                    state.running += 1
                    // Drop the taken jobs now and then, so the array does not keep growing.
                    if state.head > 64 && state.head * 2 > state.waiting.count {
                        state.waiting.removeFirst(state.head)
                        state.head = 0
                    }
                    return (job, false)
                }
                return (nil, state.finishing)
            }
            if let job = next.job { return job }
            if next.stop { return nil }
            changed.wait()
        }
    }

    private func done() {
        state.withLock { $0.running -= 1 }
    }

    private func threadEnded() {
        state.withLock { $0.threadsLeft -= 1 }
        signal()
    }

    private func signal() {
        changed.lock()
        changed.broadcast()
        changed.unlock()
    }
}

extension WorkerPool {
    /// A queue of jobs that arrive one at a time, run by this pool's `workers` threads (at
    /// least one), each with its own `worker`; at most `limit` jobs wait beyond the running ones.
    public func queue<Worker, Job: Sendable>(
        limit: Int, worker: @escaping @Sendable () -> Worker,
        job: @escaping @Sendable (inout Worker, Job) -> Void
    ) -> WorkQueue<Job> {
        WorkQueue(workers: workers, limit: limit, worker: worker, job: job)
    }
}
