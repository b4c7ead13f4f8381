import Dispatch
import Foundation
import OutdoorHTTPServer
import OutdoorModel
import OutdoorWorkers

/// The render service's answers to HTTP requests: checks, ETags, the queue of renders.
///
/// Each request is checked on the server's thread in this order: the method (GET and HEAD),
/// the sizes of its address, headers and query, the route, the token, and the plan (the rows
/// it depends on); a request that fails one gets a 4xx with a plain message. A plan's ETag
/// hashes what the answer depends on, so a client that already has it gets 304 without a
/// render. Every other request waits in a queue of `queueLimit` for one of `jobs` workers:
/// beyond it, or past `timeLimitSeconds`, the answer is 503 with Retry-After.
public final class RenderService<Backend: ServiceBackend>: HTTPServerHandler {
    /// The service's bounds and rules.
    public let configuration: ServiceConfiguration
    private let backend: Backend
    private let queue: WorkQueue<Task>

    /// A render waiting for, or on, a worker.
    struct Task: Sendable {
        var job: Backend.Job
        var reply: HTTPReply
        var headers: [HTTPHeader]
        var deadline: DispatchTime
    }

    /// Starts `configuration.jobs` workers rendering with `backend`.
    public init(backend: Backend, configuration: ServiceConfiguration) {
        self.backend = backend
        self.configuration = configuration
        let limit = configuration.timeLimitSeconds
        let retry = configuration.retryAfterSeconds
        queue = WorkerPool(workers: max(1, configuration.jobs)).queue(
            limit: configuration.queueLimit, worker: { backend.makeWorker() },
            job: { worker, task in
                guard DispatchTime.now() < task.deadline else {
                    task.reply.send(Self.timedOut(limit, retry: retry))
                    return
                }
                do {
                    let body = try backend.render(task.job, with: &worker)
                    task.reply.send(HTTPServerResponse(status: 200, headers: task.headers, body: body))
                } catch let failure as ServiceFailure {
                    task.reply.send(Self.response(failure))
                } catch {
                    task.reply.send(.text(500, "the card could not be made: \(error)"))
                }
            })
    }

    /// Renders waiting for a worker.
    public var waiting: Int { queue.waiting }
    /// Renders running now.
    public var running: Int { queue.running }

    /// Lets the queued and running renders finish, then stops the workers.
    public func finish() { queue.finish() }

    public func handle(_ request: HTTPServerRequest, reply: HTTPReply) {
        do {
            try answer(request, reply: reply)
        } catch {
            reply.send(Self.response(error))
        }
    }

    private func answer(_ request: HTTPServerRequest, reply: HTTPReply) throws {
        guard request.method == "GET" || request.method == "HEAD" else {
            throw ServiceFailure(
                status: 405, "\(ServiceText.safe(request.method, limit: 20)) is not served: ask with GET",
                headers: ["Allow": "GET, HEAD"])
        }
        try checkSizes(request)
        let route = try ServiceRoute(path: request.path)
        if route == .health {
            reply.send(.text(200, "ok", headers: [HTTPHeader("Cache-Control", "no-store")]))
            return
        }
        if let token = configuration.token, !token.admits(request.header("Authorization")) {
            throw ServiceFailure(
                status: 401, "this service needs its token: send Authorization: Bearer TOKEN",
                headers: ["WWW-Authenticate": "Bearer realm=\"outdoor\""])
        }
        let query = try Self.query(request, limit: configuration.queryItemLimit)
        let plan = try backend.plan(route, query: query)
        let tag = ServiceETag.make(version: configuration.version, route: route, query: query, key: plan.key)
        let immutable = query.version == ServiceETag.bare(tag)
        let scope = configuration.token == nil ? "public" : "private"
        var headers = [
            HTTPHeader("ETag", tag),
            HTTPHeader(
                "Cache-Control", immutable ? "\(scope), max-age=31536000, immutable" : "\(scope), no-cache"),
        ]
        if ETagMatch.matches(request.header("If-None-Match"), tag) {
            reply.send(HTTPServerResponse(status: 304, headers: headers))
            return
        }
        headers.insert(HTTPHeader("Content-Type", route.contentType), at: 0)
        headers.append(HTTPHeader("X-Content-Type-Options", "nosniff"))
        let deadline = DispatchTime.now() + configuration.timeLimitSeconds
        guard queue.submit(Task(job: plan.job, reply: reply, headers: headers, deadline: deadline)) else {
            throw ServiceFailure(
                status: 503,
                "busy: \(configuration.jobs) rendering and \(configuration.queueLimit) waiting; "
                    + "try again in \(configuration.retryAfterSeconds) s",
                headers: ["Retry-After": "\(configuration.retryAfterSeconds)"])
        }
        // A render still running at the time limit is answered now; its result is dropped.
        let limit = configuration.timeLimitSeconds
        let retry = configuration.retryAfterSeconds
        DispatchQueue.global().asyncAfter(deadline: deadline) {
            reply.send(Self.timedOut(limit, retry: retry))
        }
    }

    /// Refuses an address, headers or query past the configured sizes.
    private func checkSizes(_ request: HTTPServerRequest) throws {
        if request.target.utf8.count > configuration.targetLimit {
            throw ServiceFailure(
                status: 414, "the address is longer than \(configuration.targetLimit) bytes")
        }
        if request.headerBytes > configuration.headerLimit {
            throw ServiceFailure(
                status: 431, "the request's headers are longer than \(configuration.headerLimit) bytes")
        }
    }

    /// The query less `v`; refuses too many items and a name given twice.
    static func query(_ request: HTTPServerRequest, limit: Int) throws -> ServiceQuery {
        guard request.query.count <= limit else {
            throw ServiceFailure(status: 400, "the query has more than \(limit) parameters")
        }
        var items: [ServiceQuery.Item] = []
        var version: String?
        var seen: Set<String> = []
        for (name, value) in request.query {
            guard seen.insert(name).inserted else {
                throw ServiceFailure(status: 400, "\(ServiceText.quoted(name)) is given more than once")
            }
            if name == "v" {
                version = value
            } else {
                items.append(ServiceQuery.Item(name: name, value: value))
            }
        }
        return ServiceQuery(items: items, version: version)
    }

    /// A failure's response: its status, message and headers.
    static func response(_ error: any Error) -> HTTPServerResponse {
        guard let failure = error as? ServiceFailure else {
            return .text(500, "the request failed: \(error)")
        }
        return .text(
            failure.status, failure.message,
            headers: failure.headers.sorted { $0.key < $1.key }.map { HTTPHeader($0.key, $0.value) })
    }

    /// The answer to a request past the time limit.
    static func timedOut(_ seconds: Double, retry: Int) -> HTTPServerResponse {
        .text(
            503, "the answer took longer than the service's time limit (\(ServiceText.seconds(seconds)))",
            headers: [HTTPHeader("Retry-After", "\(retry)")])
    }
}

/// Whether an If-None-Match header names an ETag.
enum ETagMatch {
    /// Whether `header` ("\"a\", W/\"b\"" or "*") names `tag`, weakly compared.
    static func matches(_ header: String?, _ tag: String) -> Bool {
        guard let header else { return false }
        if header.trimmingCharacters(in: .whitespaces) == "*" { return true }
        return header.split(separator: ",").contains { candidate in
            var text = candidate.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("W/") { text.removeFirst(2) }
            return text == tag
        }
    }
}

extension ServiceText {
    /// "30 s", "0.5 s".
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
