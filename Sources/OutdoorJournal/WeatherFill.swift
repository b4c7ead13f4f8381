import Foundation
import OutdoorModel
import OutdoorStore
import OutdoorWeather

/// Looks up weather for entries that have none; readings already frozen are never changed.
public struct WeatherFill {
    /// The outcome for one entry.
    public enum Outcome: Sendable {
        /// A reading was looked up and frozen.
        case filled(WeatherReading)
        /// The entry had weather by the time the reading came (another process filled it).
        case alreadyHadWeather
        /// The lookup failed; the entry is unchanged.
        case failed(WeatherLookupError)
        /// The reading came but the journal could not save it (`cause`); the entry is unchanged.
        case notSaved(cause: ErrorCause)

        /// Whether the entry is still without weather.
        public var isFailure: Bool {
            switch self {
            case .filled, .alreadyHadWeather: return false
            case .failed, .notSaved: return true
            }
        }

        /// Why the entry is still without weather, as a sentence; nil when it has weather.
        public var failure: String? {
            switch self {
            case .filled, .alreadyHadWeather: return nil
            case .failed(let error): return error.description
            case .notSaved(let cause): return "the reading could not be saved: \(cause)"
            }
        }
    }

    /// One entry's outcome, with the entry as it was before.
    public struct Item: Sendable {
        public var entry: JournalEntry
        public var outcome: Outcome
    }

    let store: JournalStore
    let provider: any WeatherProvider
    let now: () -> Date

    /// Makes the use case over a journal and a provider; `now` is the clock.
    public init(store: JournalStore, provider: any WeatherProvider, now: @escaping () -> Date = Date.init) {
        self.store = store
        self.provider = provider
        self.now = now
    }

    /// The entries among `ids` (every entry when empty, oldest first), split by whether they have weather.
    public func candidates(ids: [UUID]) throws -> (missing: [JournalEntry], alreadyFilled: [JournalEntry]) {
        let entries = ids.isEmpty ? try store.entries().reversed() : try store.entries(ids: ids)
        return (entries.filter { $0.weather == nil }, entries.filter { $0.weather != nil })
    }

    /// Looks up and freezes weather for `entries`, saving each reading as soon as it arrives.
    ///
    /// `progress` is called once per entry, in entry order as the results come in.
    public func fill(
        _ entries: [JournalEntry], concurrency: Int = 2, progress: ((Item) -> Void)? = nil
    ) async throws -> [Item] {
        let clock = now()
        let requests = entries.map {
            WeatherRequest(coordinate: $0.coordinate, instant: $0.timestamp, now: clock)
        }
        var items: [Int: Item] = [:]
        var storeError: Error?
        _ = await WeatherBatch.lookUp(requests, using: provider, concurrency: concurrency) { index, result in
            let entry = entries[index]
            var outcome: Outcome
            switch result {
            case .success(let lookup):
                do {
                    let filled = try store.fillWeather(
                        id: entry.id, reading: lookup.reading, timeZoneIdentifier: lookup.timeZoneIdentifier,
                        now: now())
                    outcome = filled ? .filled(lookup.reading) : .alreadyHadWeather
                } catch {
                    storeError = storeError ?? error
                    outcome = .notSaved(cause: ErrorCause(error))
                }
            case .failure(let error):
                outcome = .failed(error)
            }
            let item = Item(entry: entry, outcome: outcome)
            items[index] = item
            progress?(item)
        }
        if let storeError { throw storeError }
        return entries.indices.compactMap { items[$0] }
    }
}
