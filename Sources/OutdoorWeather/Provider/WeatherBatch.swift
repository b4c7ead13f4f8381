import Foundation
import OutdoorModel

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
    /// is called once per request as its result arrives, with the request's index, on the
    /// calling task (so it may use the caller's non-thread-safe state, such as a journal).
    public static func lookUp(
        _ requests: [WeatherRequest], using provider: any WeatherProvider, concurrency: Int = 2,
        spacing: TimeInterval = 0.2,
        progress: ((Int, Result<WeatherLookup, WeatherLookupError>) -> Void)? = nil
    ) async -> [Result<WeatherLookup, WeatherLookupError>] {
        let width = min(max(concurrency, 1), maximumConcurrency)
        let gap = spacing.isFinite ? max(0, spacing) : 0
        var results = [Result<WeatherLookup, WeatherLookupError>?](repeating: nil, count: requests.count)
        var limitReached: WeatherLookupError?
        var timeoutsInARow = 0

        await withTaskGroup(of: (Int, Result<WeatherLookup, WeatherLookupError>).self) { group in
            var next = 0
            var running = 0
            var lastStart: UInt64?
            while next < requests.count || running > 0 {
                while next < requests.count, running < width, limitReached == nil {
                    if let lastStart {
                        let sinceLast = TimeInterval(DispatchTime.now().uptimeNanoseconds &- lastStart) / 1e9
                        if sinceLast < gap {
                            try? await Task.sleep(nanoseconds: UInt64((gap - sinceLast) * 1e9))
                        }
                    }
                    lastStart = DispatchTime.now().uptimeNanoseconds
                    let index = next
                    let request = requests[index]
                    group.addTask { (index, await single(request, provider: provider)) }
                    next += 1
                    running += 1
                }
                guard let (index, first) = await group.next() else { break }
                running -= 1
                var result = first
                if case .failure(.cancelled) = result, let limitReached { result = .failure(limitReached) }
                results[index] = result
                progress?(index, result)
                if case .failure(let error) = result, case .rateLimited = error, limitReached == nil {
                    limitReached = error
                }
                if case .failure(.timedOut(let host, _)) = first {
                    timeoutsInARow += 1
                    if timeoutsInARow >= consecutiveTimeoutLimit, limitReached == nil {
                        limitReached = .stoppedAfterTimeouts(host: host, count: timeoutsInARow)
                        group.cancelAll()
                    }
                } else if case .success = first {
                    timeoutsInARow = 0
                }
                if let limitReached, running == 0 {
                    // Requests never sent fail with the limit error.
                    while next < requests.count {
                        results[next] = .failure(limitReached)
                        progress?(next, .failure(limitReached))
                        next += 1
                    }
                }
            }
        }
        return results.map { $0 ?? .failure(.cancelled) }
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
