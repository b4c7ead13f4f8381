import Dispatch
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The state of one attempt: its task, the bytes received, and the one-time completion.
///
/// Completion can come from URLSession, a timer or cancellation, in any order; the first one
/// wins and the others are ignored. All state is guarded by `lock`.
final class Transfer: @unchecked Sendable {
    let host: String
    private let limit: Int
    private let totalTimeout: TimeInterval
    private let lock = NSLock()
    private var task: URLSessionTask?
    private var continuation: CheckedContinuation<HTTPResponse, Error>?
    private var outcome: Result<HTTPResponse, HTTPClientError>?
    private var response: HTTPURLResponse?
    private var body = Data()
    private var timers: [DispatchWorkItem] = []

    init(task: URLSessionTask, host: String, limit: Int, totalTimeout: TimeInterval) {
        self.task = task
        self.host = host
        self.limit = limit
        self.totalTimeout = totalTimeout
    }

    /// Hands over the continuation; resumes it at once when the transfer already ended.
    func attach(_ continuation: CheckedContinuation<HTTPResponse, Error>) {
        lock.lock()
        if let outcome {
            lock.unlock()
            continuation.resume(with: outcome.mapError { $0 as Error })
            return
        }
        self.continuation = continuation
        lock.unlock()
    }

    /// Starts the task unless the transfer already ended (cancelled before it began).
    func start() {
        lock.lock()
        let task = outcome == nil ? self.task : nil
        lock.unlock()
        task?.resume()
    }

    /// Ends the transfer with `error` after `seconds`, unless it ended before.
    func fail(after seconds: TimeInterval, with error: HTTPClientError) {
        schedule(after: seconds) { [weak self] in self?.finish(.failure(error)) }
    }

    /// Ends the transfer with `error` after `seconds` if no headers arrived by then.
    func failUnlessHeaders(after seconds: TimeInterval, with error: HTTPClientError) {
        schedule(after: seconds) { [weak self] in
            guard let self else { return }
            self.lock.lock()
            let waiting = self.response == nil
            self.lock.unlock()
            if waiting { self.finish(.failure(error)) }
        }
    }

    private func schedule(after seconds: TimeInterval, _ body: @escaping @Sendable () -> Void) {
        let item = DispatchWorkItem(block: body)
        lock.lock()
        let ended = outcome != nil
        if !ended { timers.append(item) }
        lock.unlock()
        guard !ended else { return }
        DispatchQueue.global().asyncAfter(deadline: .now() + max(0, seconds), execute: item)
    }

    /// Records the response head; false (and the transfer ended) when the body is announced
    /// larger than the limit.
    func receive(response: URLResponse) -> Bool {
        lock.lock()
        self.response = response as? HTTPURLResponse
        let announced = response.expectedContentLength
        lock.unlock()
        if announced > Int64(limit) {
            finish(.failure(.responseTooLarge(host: host, limit: limit)))
            return false
        }
        return true
    }

    /// Appends body bytes; false (and the transfer ended) when they pass the limit.
    func receive(data: Data) -> Bool {
        lock.lock()
        let fits = body.count + data.count <= limit
        if fits { body.append(data) }
        lock.unlock()
        if !fits { finish(.failure(.responseTooLarge(host: host, limit: limit))) }
        return fits
    }

    /// URLSession finished the task, with or without an error.
    func complete(error: Error?) {
        if let error {
            finish(.failure(HTTPClient.clientError(error, host: host, totalTimeout: totalTimeout)))
            return
        }
        lock.lock()
        let head = response
        let bytes = body
        lock.unlock()
        guard let head else {
            finish(.failure(.transport(host: host, detail: "the server sent no HTTP response")))
            return
        }
        var headers: [String: String] = [:]
        for (name, value) in head.allHeaderFields {
            headers[String(describing: name).lowercased()] = String(describing: value)
        }
        finish(.success(HTTPResponse(status: head.statusCode, headers: headers, body: bytes)))
    }

    /// Ends the transfer once: resumes the caller, stops the timers, cancels the task on failure.
    func finish(_ result: Result<HTTPResponse, HTTPClientError>) {
        lock.lock()
        guard outcome == nil else {
            lock.unlock()
            return
        }
        outcome = result
        let continuation = self.continuation
        self.continuation = nil
        let timers = self.timers
        self.timers = []
        let task = self.task
        self.task = nil
        body = Data()
        lock.unlock()

        for timer in timers { timer.cancel() }
        if case .failure = result { task?.cancel() }
        continuation?.resume(with: result.mapError { $0 as Error })
    }
}
