import Dispatch
import Synchronization

/// The results of a run of jobs started by `WorkerPool.start`, taken in index order by one
/// thread at a time (the run is not `Sendable`).
///
/// The run stops handing out jobs when a job fails, when a worker cannot be made, when it is
/// cancelled, finished or dropped; jobs under way then finish and their results are thrown away.
public final class OrderedRun<Result: Sendable> {
    private let core: RunCore<Result>
    /// Runs job `index` on the calling thread, for a pool without threads.
    private let inline: (@Sendable (Int) throws -> Result)?
    private var taken = 0

    init(core: RunCore<Result>, inline: (@Sendable (Int) throws -> Result)?) {
        self.core = core
        self.inline = inline
    }

    deinit { core.cancel() }

    /// How many jobs the run has.
    public var count: Int { core.count }

    /// The next result in index order, waiting for it; nil once every result has been taken.
    ///
    /// Throws the error of the job whose turn it is (after that, nothing more comes), the error
    /// of a worker that could not be made, or `CancellationError` once the run was cancelled.
    /// Asking for a result means the caller is done with the ones before it, which lets the
    /// jobs `window` ahead of it start.
    public func next() throws -> Result? {
        guard taken < core.count else { return nil }
        taken += 1
        if let inline { return try core.runInline(taken - 1, inline) }
        return try core.result(taken - 1)
    }

    /// Stops handing out jobs: those under way finish, results not taken are dropped, and
    /// `next()` throws `CancellationError` unless every result was taken.
    public func cancel() {
        core.cancel()
    }

    /// Cancels the run and waits until its threads have ended.
    public func finish() {
        core.cancel()
        core.waitForThreads()
    }
}

@available(*, unavailable, message: "a run's results are taken by one thread")
extension OrderedRun: Sendable {}

/// The state shared by a run's threads and the caller, behind one lock.
final class RunCore<Result: Sendable>: Sendable {
    private struct State {
        /// Jobs handed out so far (the next job's index).
        var handedOut = 0
        /// Results the caller is done with: every result before the one it asked for last.
        var released = 0
        /// Finished jobs whose results the caller has not taken.
        var results: [Int: Swift.Result<Result, any Error>] = [:]
        /// No more jobs start (a failure, a cancellation, or the run is over).
        var stopped = false
        /// Why the run ended early: a worker that could not be made, or a cancellation.
        var ending: (any Error)?
        /// The caller waits for result `released`.
        var callerWaiting = false
        /// Threads waiting for the window to move on.
        var threadsWaiting = 0
    }

    let count: Int
    private let window: Int
    private let state = Mutex(State())
    /// Signalled when the result the caller waits for arrives, or the run ends early.
    private let resultReady = DispatchSemaphore(value: 0)
    /// Signalled once for each waiting thread when the window moves on, or the run stops.
    private let windowMoved = DispatchSemaphore(value: 0)
    private let threads = DispatchGroup()
    /// What each thread of the run does, until the last one ends; then nil.
    private let loop = Mutex<(@Sendable () -> Void)?>(nil)
    /// The run's threads still running.
    private let running = Atomic<Int>(0)

    init(count: Int, window: Int) {
        self.count = count
        self.window = window
    }

    /// Sets what each of `threads` threads about to start does.
    func prepare(threads count: Int, loop body: @escaping @Sendable () -> Void) {
        loop.withLock { $0 = body }
        running.store(count, ordering: .sequentiallyConsistent)
        for _ in 0..<count { threads.enter() }
    }

    /// A thread's life: the loop, then its end; the last thread to end drops the loop (and
    /// everything the jobs captured) before the run counts its threads as ended.
    func runThread() {
        performLoop()
        if running.subtract(1, ordering: .sequentiallyConsistent).newValue == 0 {
            loop.withLock { $0 = nil }
        }
        threads.leave()
    }

    /// Runs the loop (its reference goes when this returns).
    private func performLoop() {
        let body = loop.withLock { $0 }
        body?()
    }

    func waitForThreads() { threads.wait() }

    /// The next job for a worker thread, waiting while it lies beyond the window; nil when no
    /// more jobs are to start.
    func take() -> Int? {
        while true {
            let index: Int?? = state.withLock { state in
                guard !state.stopped, state.handedOut < count else { return .some(nil) }
                guard state.handedOut - state.released < window else {
                    state.threadsWaiting += 1
                    return nil
                }
                state.handedOut += 1
                return .some(state.handedOut - 1)
            }
            if let index { return index }
            windowMoved.wait()
        }
    }

    /// Keeps the result of job `index`; a failure stops further jobs from starting.
    func put(_ index: Int, _ outcome: Swift.Result<Result, any Error>) {
        let (wakeCaller, wakeThreads) = state.withLock { state -> (Bool, Int) in
            // A run that has ended keeps no more results.
            guard state.ending == nil else { return (false, 0) }
            state.results[index] = outcome
            var waiting = 0
            if case .failure = outcome, !state.stopped {
                state.stopped = true
                waiting = state.threadsWaiting
                state.threadsWaiting = 0
            }
            guard state.callerWaiting, index == state.released else { return (false, waiting) }
            state.callerWaiting = false
            return (true, waiting)
        }
        if wakeCaller { resultReady.signal() }
        for _ in 0..<wakeThreads { windowMoved.signal() }
    }

    /// Result `index`, waiting for it; the caller is done with every result before it.
    func result(_ index: Int) throws -> Result {
        while true {
            let found: Swift.Result<Result, any Error>? = state.withLock { state in
                if state.released < index { state.released = index }
                if let ending = state.ending { return .failure(ending) }
                if let outcome = state.results.removeValue(forKey: index) {
                    if case .failure = outcome { state.stopped = true }
                    return outcome
                }
                state.callerWaiting = true
                return nil
            }
            wakeThreads()
            if let found { return try found.get() }
            resultReady.wait()
        }
    }

    /// Runs job `index` on the calling thread unless the run ended.
    func runInline(_ index: Int, _ job: (Int) throws -> Result) throws -> Result {
        let ending: (any Error)? = state.withLock { state in
            if let ending = state.ending { return ending }
            return state.stopped ? CancellationError() : nil
        }
        if let ending { throw ending }
        do {
            return try job(index)
        } catch {
            state.withLock { $0.stopped = true }
            throw error
        }
    }

    /// Ends the run because a worker could not be made.
    func fail(setUp error: any Error) {
        end(error)
    }

    /// Ends the run at the caller's request.
    func cancel() {
        end(CancellationError())
    }

    private func end(_ error: any Error) {
        let (wakeCaller, waiting) = state.withLock { state -> (Bool, Int) in
            if state.ending == nil { state.ending = error }
            state.stopped = true
            state.results = [:]
            let waiting = state.threadsWaiting
            state.threadsWaiting = 0
            let caller = state.callerWaiting
            state.callerWaiting = false
            return (caller, waiting)
        }
        if wakeCaller { resultReady.signal() }
        for _ in 0..<waiting { windowMoved.signal() }
    }

    /// Lets threads waiting for the window look again.
    private func wakeThreads() {
        let waiting = state.withLock { state -> Int in
            let waiting = state.threadsWaiting
            state.threadsWaiting = 0
            return waiting
        }
        for _ in 0..<waiting { windowMoved.signal() }
    }
}
