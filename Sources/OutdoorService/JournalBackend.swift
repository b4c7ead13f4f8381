import Foundation
import OutdoorCard
import OutdoorDisclosure
import OutdoorExport
import OutdoorModel
import OutdoorStore
import Synchronization

/// The render service's backend over a journal: entry cards, trip summaries and activity
/// cards, read from the journal (read-only, in WAL mode while other commands write it) and
/// drawn with the bundled fonts and the map data of the moment.
///
/// Plans read rows on the server's thread through one connection of their own; each worker
/// thread has its own connection and its own card makers, made again when the map data changes
/// (an `outdoor mapdata import` while the service runs).
public final class JournalBackend: ServiceBackend {
    /// What the backend draws with, made by the command that starts the service.
    public struct Resources: Sendable {
        /// The journal's path.
        public var journalPath: String
        /// How long to wait for a writer's lock, in milliseconds.
        public var busyTimeoutMilliseconds: Int32
        /// The most precise places the service shows (`--coords`).
        public var coords: CoordinatesMode
        /// The version every ETag carries (program, card renderer, bundled data).
        public var version: String
        /// The one step every output takes: what a mode lets it show of places.
        public var disclosure: @Sendable (CoordinatesMode) -> Disclosure
        /// The map data now: its fingerprint and how to make card makers that draw it.
        public var mapData: @Sendable () -> ServiceMapData
        /// Reads a request's query as card settings.
        public var query: any CardQueryReader

        /// Makes the resources.
        public init(
            journalPath: String, busyTimeoutMilliseconds: Int32, coords: CoordinatesMode, version: String,
            disclosure: @escaping @Sendable (CoordinatesMode) -> Disclosure,
            mapData: @escaping @Sendable () -> ServiceMapData, query: any CardQueryReader
        ) {
            self.journalPath = journalPath
            self.busyTimeoutMilliseconds = busyTimeoutMilliseconds
            self.coords = coords
            self.version = version
            self.disclosure = disclosure
            self.mapData = mapData
            self.query = query
        }
    }

    /// A planned render: what to draw, with the rows it was planned from.
    public struct Job: Sendable {
        enum Subject: Sendable {
            case entry(JournalEntry)
            case trip(name: String, entries: [JournalEntry], tracks: [Track])
            case track(Track)
        }
        var subject: Subject
        var settings: CardQuerySettings
        var coords: CoordinatesMode
        var mapData: ServiceMapData
        /// For a JSON answer: the addresses of the card as PNG and JPEG, with their versions.
        var links: [String: String]?
    }

    /// A worker thread's journal connection and card makers.
    public struct Worker {
        var store: JournalStore?
        var makers: (fingerprint: String, makers: ServiceCardMakers)?
    }

    private let resources: Resources
    /// The server thread's connection, for plans.
    private let lookup = Mutex<JournalStore?>(nil)

    /// A backend drawing with `resources`.
    public init(resources: Resources) {
        self.resources = resources
    }

    // MARK: Plans

    public func plan(_ route: ServiceRoute, query: ServiceQuery) throws -> ServicePlan<Job> {
        do {
            return try lookup.withLock { store in
                if store == nil { store = try open() }
                guard let store else { throw ServiceFailure(status: 503, "the journal cannot be opened") }
                return try plan(route, query: query, store: store)
            }
        } catch let failure as ServiceFailure {
            throw failure
        } catch let error as JournalStoreError {
            throw Self.failure(error)
        }
    }

    private func plan(_ route: ServiceRoute, query: ServiceQuery, store: JournalStore) throws -> ServicePlan<
        Job
    > {
        let settings = try resources.query.settings(query.items, format: route.format)
        let coords = try coordinates(settings.coords)
        let mapData = resources.mapData()
        let disclosure = resources.disclosure(coords)
        let subject: Job.Subject
        var keys: [String]
        switch route {
        case .entry(let text, _):
            guard let entry = try store.entry(id: try store.resolve(text)) else {
                throw ServiceFailure(status: 404, "no entry \(ServiceText.quoted(text))")
            }
            subject = .entry(entry)
            keys = [try entryKey(entry, disclosure: disclosure, store: store)]
        case .trip(let name, _):
            let trip = try store.trip(named: name)
            let entries = try store.entries(inTrip: trip.name)
            let tracks = try store.tracks(inTrip: trip.name)
            subject = .trip(name: trip.name, entries: entries, tracks: tracks)
            keys = try entries.map { try entryKey($0, disclosure: disclosure, store: store) }
            keys.append(
                ExportManifest.key(
                    forSummaryOf: [], title: trip.name, renderer: TripExport.rendererVersion,
                    trackIDs: tracks.map(\.idString)))
        case .track(let text, _):
            guard let track = try store.track(id: try store.resolveTrack(text)) else {
                throw ServiceFailure(status: 404, "no track \(ServiceText.quoted(text))")
            }
            subject = .track(track)
            keys = [track.idString, track.name]
            keys += try store.entries(duringTrack: track).map {
                try entryKey($0, disclosure: disclosure, store: store)
            }
        case .health:
            throw ServiceFailure(status: 404, "nothing to render")
        }
        keys += ["coords=\(coords.rawValue)", "map=\(mapData.fingerprint)"]
        let key = SHA256.hex(of: Data(keys.joined(separator: "\u{1F}").utf8))
        var job = Job(subject: subject, settings: settings, coords: coords, mapData: mapData)
        if route.format == nil { job.links = links(route, query: query, key: key) }
        return ServicePlan(job: job, key: key)
    }

    /// The coordinates a query asks for, refused when more precise than the service shows.
    private func coordinates(_ asked: CoordinatesMode?) throws -> CoordinatesMode {
        guard let asked else { return resources.coords }
        guard asked.reticence >= resources.coords.reticence else {
            throw ServiceFailure(
                status: 403,
                "this service shows places no more precisely than coords=\(resources.coords.rawValue)")
        }
        return asked
    }

    /// The fingerprint of what `entry`'s card shows, as disclosed (never the true position).
    private func entryKey(_ entry: JournalEntry, disclosure: Disclosure, store: JournalStore) throws -> String
    {
        let disclosed = try disclosure.entry(entry)
        let tracks = try store.tracks(for: entry).map(\.idString).sorted()
        return ExportManifest.key(for: disclosed, settings: [:], renderer: TripExport.rendererVersion)
            + tracks.joined(separator: ",")
    }

    /// The addresses of `route`'s card as PNG and JPEG, each with the version that makes it immutable.
    private func links(_ route: ServiceRoute, query: ServiceQuery, key: String) -> [String: String] {
        var links: [String: String] = [:]
        for (name, format) in [("png", CardFormat.png), ("jpg", CardFormat.jpeg)] {
            guard (try? resources.query.settings(query.items, format: format)) != nil else { continue }
            let asFormat: ServiceRoute
            switch route {
            case .entry(let id, _): asFormat = .entry(id: id, format: format)
            case .trip(let name, _): asFormat = .trip(name: name, format: format)
            case .track(let id, _): asFormat = .track(id: id, format: format)
            case .health: continue
            }
            let tag = ServiceETag.make(version: resources.version, route: asFormat, query: query, key: key)
            var items = URLComponents()
            items.queryItems =
                query.items.map { URLQueryItem(name: $0.name, value: $0.value) }
                + [URLQueryItem(name: "v", value: ServiceETag.bare(tag))]
            links[name] = asFormat.path + "?" + (items.percentEncodedQuery ?? "")
        }
        return links
    }

    // MARK: Rendering

    public func makeWorker() -> Worker { Worker() }

    public func render(_ job: Job, with worker: inout Worker) throws -> Data {
        do {
            if worker.store == nil { worker.store = try open() }
            guard let store = worker.store else {
                throw ServiceFailure(status: 503, "the journal cannot be opened")
            }
            if worker.makers?.fingerprint != job.mapData.fingerprint {
                worker.makers = nil
                worker.makers = (job.mapData.fingerprint, try job.mapData.makers())
            }
            guard let makers = worker.makers?.makers else {
                throw ServiceFailure(status: 500, "no card makers")
            }
            return try JournalRendering(
                store: store, makers: makers, disclosure: resources.disclosure(job.coords)
            )
            .render(job)
        } catch let error as JournalStoreError {
            throw Self.failure(error)
        }
    }

    /// A read-only connection to the journal.
    private func open() throws -> JournalStore {
        try JournalStore(
            path: resources.journalPath, access: .read,
            busyTimeoutMilliseconds: resources.busyTimeoutMilliseconds)
    }

    /// A journal error as the client hears it.
    static func failure(_ error: JournalStoreError) -> ServiceFailure {
        switch error {
        case .notFound(let text): return ServiceFailure(status: 404, "no entry \(ServiceText.quoted(text))")
        case .invalidID(let text):
            return ServiceFailure(status: 404, "no entry \(ServiceText.quoted(text)): not an entry id")
        case .ambiguous(let prefix, let candidates):
            return ServiceFailure(
                status: 400,
                "\(ServiceText.quoted(prefix)) names \(candidates.count) entries: give more of the id")
        case .tripNotFound(let name):
            return ServiceFailure(status: 404, "no trip named \(ServiceText.quoted(name))")
        case .trackNotFound(let text):
            return ServiceFailure(status: 404, "no track \(ServiceText.quoted(text))")
        case .ambiguousTrack(let prefix, let candidates):
            return ServiceFailure(
                status: 400,
                "\(ServiceText.quoted(prefix)) names \(candidates.count) tracks: give more of the id")
        case .locked:
            return ServiceFailure(
                status: 503, "the journal is busy; try again", headers: ["Retry-After": "1"])
        default: return ServiceFailure(status: 500, "the journal cannot be read: \(error)")
        }
    }
}

/// The card makers one worker thread draws with.
public struct ServiceCardMakers {
    /// Entry cards.
    public var entry: CardRenderer
    /// Trip summary cards.
    public var summary: TripSummaryCard
    /// Activity cards.
    public var activity: ActivityCard

    /// Makes the set.
    public init(entry: CardRenderer, summary: TripSummaryCard, activity: ActivityCard) {
        self.entry = entry
        self.summary = summary
        self.activity = activity
    }
}

/// The map data at one moment: its fingerprint (the imported regions and elevation data), and
/// how to make card makers that draw it.
public struct ServiceMapData: Sendable {
    /// Changes whenever the imported map data does.
    public var fingerprint: String
    /// Makes card makers drawing this map data (for one thread).
    public var makers: @Sendable () throws -> ServiceCardMakers

    /// Makes a value.
    public init(fingerprint: String, makers: @escaping @Sendable () throws -> ServiceCardMakers) {
        self.fingerprint = fingerprint
        self.makers = makers
    }
}

/// Reads a request's query as card settings, as the card command reads its options.
public protocol CardQueryReader: Sendable {
    /// The settings `items` choose for a card in `format` (nil: a JSON description); a
    /// `ServiceFailure` (400) for an unknown parameter or a value its option refuses.
    func settings(_ items: [ServiceQuery.Item], format: CardFormat?) throws -> CardQuerySettings
}

/// Card settings a query chose.
public struct CardQuerySettings: Sendable {
    /// The card's look.
    public var options: CardOptions
    /// Its format, quality and byte limit.
    public var output: CardOutput
    /// The coordinates asked for, nil when not given.
    public var coords: CoordinatesMode?

    /// Makes settings.
    public init(options: CardOptions, output: CardOutput, coords: CoordinatesMode?) {
        self.options = options
        self.output = output
        self.coords = coords
    }
}
