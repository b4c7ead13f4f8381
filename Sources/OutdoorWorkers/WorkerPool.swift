import Foundation
import Synchronization

/// The one way this project runs work in parallel: independent jobs on a few workers, their
/// results handed back in order.
///
/// A run of `count` jobs behaves as the loop `for i in 0..<count { use(try job(i)) }` would,
/// except that jobs run ahead of their use on up to `workers` threads: results come back in
/// index order, the error thrown is the one of the first failing job in that order (results
/// after it are dropped and no job starts once one has failed), and at most `window` results
/// are worked on or waiting beyond the one being used, so memory stays bounded however many
/// jobs there are. Jobs must be independent of each other: anything they share is `Sendable`.
///
/// Each run starts threads of its own and ends them when it is over (about 0.1 ms for two
/// threads; handing a job out and its result back costs a few microseconds), so a job may start
/// a run of its own without waiting for a thread another run holds: give a run jobs of tens of
/// microseconds or more, such as a band of rows or a tile, not a pixel. The async
/// `run(_:window:job:deliver:)` keeps the same promises for jobs that await (HTTP requests),
/// with child tasks instead of threads.
///
///     let pool = WorkerPool(workers: 4)
///     let squares = pool.map(100) { $0 * $0 }                  // in order, on 4 threads
///     try pool.run(
///         pages.count, window: 6,
///         worker: { try Source() },                                // each thread its own source
///         job: { source, index in try source.photo(index) },
///         deliver: { index, photo in draw(photo) })                // on the calling thread
public struct WorkerPool: Sendable, Hashable {
    /// How many jobs run at once; 0 runs each job on the calling thread when its result is asked for.
    public let workers: Int

    /// A pool running up to `workers` jobs at once (0: on the calling thread, as they are needed).
    public init(workers: Int) {
        self.workers = max(0, workers)
    }

    /// One worker per processor core.
    public static var cores: WorkerPool { WorkerPool(workers: ProcessInfo.processInfo.activeProcessorCount) }

    /// No threads: each job runs on the calling thread when its result is asked for.
    public static let callingThread = WorkerPool(workers: 0)

    /// Starts jobs `0..<count`, each worker thread first making its own `Worker` with
    /// `worker` (a decoder, a journal connection: state that stays on that thread), and returns
    /// the run whose `next()` hands the results back in index order.
    ///
    /// `window` bounds the results worked on or waiting beyond the one the caller holds: job
    /// `i` starts only once the caller has asked for result `i - window + 1` (it is then done
    /// with every result before it). A worker that cannot be made stops the run.
    public func start<Worker, Result: Sendable>(
        _ count: Int, window: Int = .max, worker: @escaping @Sendable () throws -> Worker,
        job: @escaping @Sendable (inout Worker, Int) throws -> Result
    ) -> OrderedRun<Result> {
        let core = RunCore<Result>(count: max(0, count), window: max(1, window))
        guard workers > 0 else {
            return OrderedRun(core: core, inline: InlineWorker(make: worker, job: job).run)
        }
        let threads = min(workers, core.count)
        guard threads > 0 else { return OrderedRun(core: core, inline: nil) }
        // What each thread does; the run drops it when its last thread ends, so nothing the
        // jobs hold (a decoder, the pixels they fill) outlives the run.
        core.prepare(threads: threads) { [core] in
            var state: Worker
            do {
                state = try worker()
            } catch {
                core.fail(setUp: error)
                return
            }
            while let index = core.take() {
                let outcome: Swift.Result<Result, any Error>
                do {
                    outcome = .success(try job(&state, index))
                } catch {
                    outcome = .failure(error)
                }
                core.put(index, outcome)
            }
        }
        for _ in 0..<threads {
            let thread = Thread { [core] in core.runThread() }
            thread.name = "outdoor-worker"
            thread.stackSize = Self.stackSize
            thread.start()
        }
        return OrderedRun(core: core, inline: nil)
    }

    /// Starts jobs `0..<count` without per-thread state (see `start(_:window:worker:job:)`).
    public func start<Result: Sendable>(
        _ count: Int, window: Int = .max, job: @escaping @Sendable (Int) throws -> Result
    ) -> OrderedRun<Result> {
        start(count, window: window, worker: {}, job: { _, index in try job(index) })
    }

    /// Runs jobs `0..<count` and gives each result to `deliver` on the calling thread, in index
    /// order, as soon as it and those before it are done; returns when every job and delivery
    /// is over, and throws the first error in index order (a job's or a delivery's).
    public func run<Worker, Result: Sendable>(
        _ count: Int, window: Int = .max, worker: @escaping @Sendable () throws -> Worker,
        job: @escaping @Sendable (inout Worker, Int) throws -> Result, deliver: (Int, Result) throws -> Void
    ) throws {
        let run = start(count, window: window, worker: worker, job: job)
        defer { run.finish() }
        var index = 0
        while let result = try run.next() {
            try deliver(index, result)
            index += 1
        }
    }

    /// Runs jobs `0..<count` without per-thread state and gives each result to `deliver` on
    /// the calling thread, in index order (see `run(_:window:worker:job:deliver:)`).
    public func run<Result: Sendable>(
        _ count: Int, window: Int = .max, job: @escaping @Sendable (Int) throws -> Result,
        deliver: (Int, Result) throws -> Void
    ) throws {
        try run(count, window: window, worker: {}, job: { _, index in try job(index) }, deliver: deliver)
    }

    /// Runs jobs `0..<count` and returns their results in index order.
    ///
    /// Throws the first error in index order. A single job, or a pool of one worker, runs on
    /// the calling thread.
    public func map<Result: Sendable, Failure: Error>(
        _ count: Int, _ job: @escaping @Sendable (Int) throws(Failure) -> Result
    ) throws(Failure) -> [Result] {
        let pool = count <= 1 || workers <= 1 ? .callingThread : self
        let run = pool.start(count) { index in try job(index) }
        defer { run.finish() }
        var results: [Result] = []
        results.reserveCapacity(count)
        do {
            while let result = try run.next() { results.append(result) }
        } catch let failure as Failure {
            throw failure
        } catch {
            // Nothing cancels this run and its workers cannot fail to be made.
            preconditionFailure("a job of type \(Failure.self) threw \(error)")
        }
        return results
    }

    /// Runs jobs `0..<count` for what they do; throws the first error in index order.
    public func forEach<Failure: Error>(
        _ count: Int, _ job: @escaping @Sendable (Int) throws(Failure) -> Void
    )
        throws(Failure)
    {
        _ = try map(count, job)
    }

    /// The stack of a worker thread: 8 MB, as the main thread's (Cairo, Pango and the codecs
    /// run on workers).
    static let stackSize = 8 << 20
}

/// A worker made on first use and kept for later jobs, for a run on the calling thread.
private final class InlineWorker<Worker, Result: Sendable>: Sendable {
    private let make: @Sendable () throws -> Worker
    private let job: @Sendable (inout Worker, Int) throws -> Result
    private let state = Mutex<Worker?>(nil)

    init(
        make: @escaping @Sendable () throws -> Worker,
        job: @escaping @Sendable (inout Worker, Int) throws -> Result
    ) {
        self.make = make
        self.job = job
    }

    /// Runs job `index`, making the worker first if it is not made yet.
    func run(_ index: Int) throws -> Result {
        try state.withLock { worker in
            var current: Worker
            if let made = worker.take() {
                current = made
            } else {
                current = try make()
            }
            let outcome = Swift.Result { try job(&current, index) }
            worker = current
            return try outcome.get()
        }
    }
}
