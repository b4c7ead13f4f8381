import Foundation
import OutdoorCard

/// What the render service renders, and how: planned on the server's thread, rendered on a worker.
public protocol ServiceBackend: Sendable {
    /// A planned render, handed to a worker.
    associatedtype Job: Sendable
    /// A worker thread's own state (fonts, map renderers, a journal connection).
    associatedtype Worker

    /// Plans `route` as `query` asks: reads what the answer depends on and renders nothing.
    ///
    /// Runs on the server's thread, so it must be quick (a few rows read). Throws a
    /// `ServiceFailure` for a request that cannot be answered (404, 400).
    func plan(_ route: ServiceRoute, query: ServiceQuery) throws -> ServicePlan<Job>

    /// A worker for the calling thread.
    func makeWorker() -> Worker

    /// The body of `job`'s answer, rendered with `worker` on its thread.
    func render(_ job: Job, with worker: inout Worker) throws -> Data
}

/// A planned answer: the job that renders it and a fingerprint of everything it depends on.
public struct ServicePlan<Job: Sendable>: Sendable {
    /// The job.
    public var job: Job
    /// What the answer depends on (rows, settings, map data), as text or a hash of it; the
    /// service hashes it with the route, the query and its version into the ETag.
    public var key: String

    /// Makes a plan.
    public init(job: Job, key: String) {
        self.job = job
        self.key = key
    }
}

/// A request's query as the service passes it on: its items in order, less the version (`v`).
public struct ServiceQuery: Sendable, Equatable {
    /// The items, in the order given, decoded; a name without "=" has a nil value.
    public var items: [Item]
    /// The version the address carries (`v=`), which makes the answer immutable when it is the ETag's.
    public var version: String?

    /// One query item.
    public struct Item: Sendable, Equatable {
        /// Its name ("preset").
        public var name: String
        /// Its value, nil when given without "=".
        public var value: String?

        /// Makes an item.
        public init(name: String, value: String?) {
            self.name = name
            self.value = value
        }
    }

    /// Makes a query.
    public init(items: [Item], version: String? = nil) {
        self.items = items
        self.version = version
    }

    /// The items as a canonical text: sorted by name, "name=value" joined by "&".
    var canonical: String {
        items.map { "\($0.name)=\($0.value ?? "")" }.sorted().joined(separator: "&")
    }
}
