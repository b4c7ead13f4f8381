import Foundation
import OutdoorModel
import OutdoorWorkers
import Synchronization

/// Looks up many requests with a small, bounded concurrency (for `outdoor weather fill`).
///
/// Free weather services limit calls per minute and per day, so lookups run at most
/// `maximumConcurrency` at a time and start at least `spacing` seconds apart. Once one
/// lookup reports the provider's limit reached (`rateLimited`), the lookups not yet started
/// are not sent: they fail with the same error, to be tried again later. Likewise, once
/// `consecutiveTimeoutLimit` lookups in a row time out (a service that accepts connections and
/// never answers), the lookups still running are cancelled and the rest are not sent: each
/// fails with `stoppedAfterTimeouts`, which says how to resume.
public enum WeatherBatch {
    /// The most lookups ever run at once: 4.
    public static let maximumConcurrency = 4
    /// How many lookups in a row may time out before the batch stops: 3.
    public static let consecutiveTimeoutLimit = 3

    /// Looks up every request and returns one result per request, in the same order.
    ///
    /// `concurrency` is clamped to 1...`maximumConcurrency`; `spacing` is in seconds (0.2
    /// keeps Open-Meteo's free tier far below its 600 calls a minute). `progress`, when given,
    /// is called once per request, in request order as the results come in, on the calling
    /// task (so it may use the caller's non-thread-safe state, such as a journal).
    public static func lookUp(
        _ requests: [WeatherRequest], using provider: any WeatherProvider, concurrency: Int = 2,
        spacing: TimeInterval = 0.2,
        progress: ((Int, Result<WeatherLookup, WeatherLookupError>) -> Void)? = nil
    ) async -> [Result<WeatherLookup, WeatherLookupError>] {
        let width = min(max(concurrency, 1), maximumConcurrency)
        let batch = BatchState(spacing: spacing.isFinite ? max(0, spacing) : 0)
        var results: [Result<WeatherLookup, WeatherLookupError>] = []
        results.reserveCapacity(requests.count)
        var timeoutsInARow = 0
        do {
            try await WorkerPool(workers: width).run(requests.count) {
                index -> Result<WeatherLookup, WeatherLookupError> in
                // Not sent once the provider's limit is reached or the batch has stopped.
                if let stop = batch.stop { return .failure(stop) }
                await batch.waitForStart()
                if let stop = batch.stop { return .failure(stop) }
                let result = await single(requests[index], provider: provider)
                if case .failure(let error) = result, case .rateLimited = error { batch.stop(error) }
                return result
            } deliver: { index, first in
                var result = first
                if case .failure(.cancelled) = result, let stop = batch.stop { result = .failure(stop) }
                results.append(result)
                progress?(index, result)
                if case .failure(.timedOut(let host, _)) = first {
                    timeoutsInARow += 1
                    if timeoutsInARow >= consecutiveTimeoutLimit, batch.stop == nil {
                        // Ends the run: the lookups under way are cancelled, the rest not sent.
                        let stop = WeatherLookupError.stoppedAfterTimeouts(host: host, count: timeoutsInARow)
                        batch.stop(stop)
                        throw stop
                    }
                } else if case .success = first {
                    timeoutsInARow = 0
                }
            }
        } catch {
            // Requests never sent, or cancelled, fail with the reason the batch stopped.
            let stop = batch.stop ?? .cancelled
            while results.count < requests.count {
                progress?(results.count, .failure(stop))
                results.append(.failure(stop))
            }
        }
        return results
    }

    /// One lookup with every error expressed as a `WeatherLookupError`.
    public static func single(_ request: WeatherRequest, provider: any WeatherProvider) async -> Result<
        WeatherLookup, WeatherLookupError
    > {
        do {
            return .success(try await provider.lookUp(request))
        } catch let error as WeatherLookupError {
            return .failure(error)
        } catch is CancellationError {
            return .failure(.cancelled)
        } catch {
            return .failure(.failed(provider: provider.name, cause: ErrorCause(error)))
        }
    }
}

/// What the lookups of one batch share: when the last one started, and why the batch stopped.
private final class BatchState: Sendable {
    private struct State {
        var lastStart: UInt64?
        var stop: WeatherLookupError?
    }

    private let spacing: TimeInterval
    private let state = Mutex(State())

    init(spacing: TimeInterval) {
        self.spacing = spacing
    }

    /// Why no more lookups are sent (the provider's limit, or timeouts in a row), or nil.
    var stop: WeatherLookupError? { state.withLock { $0.stop } }

    /// Stops the batch for `reason`, unless it has stopped already.
    func stop(_ reason: WeatherLookupError) {
        state.withLock { if $0.stop == nil { $0.stop = reason } }
    }

    /// Waits until `spacing` seconds after the start of the lookup before this one.
    ///
    /// A start is taken when it happens, not when it was due: a lookup that wakes late (a busy
    /// machine) pushes the next one back, so two starts are never closer than `spacing`.
    func waitForStart() async {
        let gap = UInt64(spacing * 1e9)
        while true {
            let wait = state.withLock { state -> UInt64 in
                let now = DispatchTime.now().uptimeNanoseconds
                if let last = state.lastStart, now < last &+ gap { return last &+ gap - now }
                state.lastStart = now
                return 0
            }
            guard wait > 0 else { return }
            try? await Task.sleep(nanoseconds: wait)
        }
    }
}
