internal import CCurl
import Dispatch
import Foundation
import Synchronization

/// One attempt of one GET: its libcurl easy handle, what has arrived, and its one-time outcome.
///
/// `CurlSession`'s thread drives the handle, runs the data callbacks and decides how the
/// attempt ends; the caller's side only attaches its continuation and may ask to cancel. The
/// outcome is set once, under `shared`'s lock, and resumes the caller once.
final class CurlTransfer: Sendable {
    /// "host" or "host:port", for errors.
    let host: String
    /// The easy handle with its header list and error buffer.
    let handle: CurlEasyHandle
    private let limit: Int
    private let connectTimeout: TimeInterval
    private let totalTimeout: TimeInterval
    /// When the whole attempt must be over (DispatchTime uptime nanoseconds).
    private let totalDeadline: UInt64
    /// When the status line and headers must have arrived, if that comes before `totalDeadline`.
    private let headersDeadline: UInt64?

    /// What has arrived: written by the callbacks inside curl_multi_perform, on the session thread.
    private struct Arrived {
        var body = Data()
        var status = 0
        var headers: [String: String] = [:]
        var headersArrived = false
        var refusal: HTTPClientError?
    }

    /// What the caller's side and the session thread share.
    private struct Shared {
        var continuation: CheckedContinuation<HTTPResponse, any Error>?
        var outcome: Result<HTTPResponse, HTTPClientError>?
        var cancelRequested = false
    }

    private let arrived = Mutex(Arrived())
    private let shared = Mutex(Shared())

    /// Prepares a GET of `url` sending `fields` (name, value); throws `HTTPClientError`.
    ///
    /// `remaining` bounds the attempt (what is left of the call's total time); `connectTimeout`
    /// bounds the wait for the headers when it is shorter.
    init(
        url: String, fields: [(String, String)], host: String, limit: Int, connectTimeout: TimeInterval,
        totalTimeout: TimeInterval, remaining: TimeInterval
    ) throws {
        guard let handle = CurlEasyHandle() else {
            throw HTTPClientError.transport(
                host: host, detail: "libcurl could not make a request (no memory)")
        }
        self.handle = handle
        self.host = host
        self.limit = limit
        self.connectTimeout = connectTimeout
        self.totalTimeout = totalTimeout
        let now = DispatchTime.now().uptimeNanoseconds
        self.totalDeadline = now &+ Self.nanoseconds(remaining)
        self.headersDeadline = connectTimeout < remaining ? now &+ Self.nanoseconds(connectTimeout) : nil
        do {
            try configure(url: url, fields: fields)
        } catch {
            throw HTTPClientError.transport(host: host, detail: "\(error)")
        }
    }

    private func configure(url: String, fields: [(String, String)]) throws {
        let easy = handle.easy
        func set(_ option: CURLoption, _ value: Int) throws {
            try Curl.check(ocurl_easy_setopt_long(easy, option, value), "curl_easy_setopt")
        }
        func set(_ option: CURLoption, _ text: String) throws {
            // libcurl copies string options.
            try text.withCString {
                try Curl.check(
                    ocurl_easy_setopt_pointer(easy, option, UnsafeMutableRawPointer(mutating: $0)),
                    "curl_easy_setopt")
            }
        }
        try set(CURLOPT_URL, url)
        try set(CURLOPT_HTTPGET, 1)
        try set(CURLOPT_NOSIGNAL, 1)  // threads: no SIGALRM for DNS timeouts
        try set(CURLOPT_PROTOCOLS_STR, "http,https")
        // Redirects are the client's to judge (HTTPClient follows them within the service only).
        try set(CURLOPT_FOLLOWLOCATION, 0)
        try set(CURLOPT_ACCEPT_ENCODING, "")  // every encoding libcurl can decode, decoded on arrival
        try Curl.check(
            ocurl_easy_setopt_offset(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(limit)), "curl_easy_setopt")
        for (name, value) in fields {
            guard let list = ocurl_slist_append(handle.headerList, "\(name): \(value)") else {
                throw CurlError.easy(function: "curl_slist_append", code: -1, message: "no memory")
            }
            handle.headerList = list
        }
        try Curl.check(
            ocurl_easy_setopt_pointer(easy, CURLOPT_HTTPHEADER, handle.headerList), "curl_easy_setopt")
        try Curl.check(
            ocurl_easy_setopt_pointer(easy, CURLOPT_ERRORBUFFER, handle.errorText), "curl_easy_setopt")
        let context = Unmanaged.passUnretained(self).toOpaque()
        try Curl.check(
            ocurl_easy_setopt_data_callback(easy, CURLOPT_WRITEFUNCTION, curlBodyCallback), "curl_easy_setopt"
        )
        try Curl.check(ocurl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, context), "curl_easy_setopt")
        try Curl.check(
            ocurl_easy_setopt_data_callback(easy, CURLOPT_HEADERFUNCTION, curlHeaderCallback),
            "curl_easy_setopt")
        try Curl.check(ocurl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, context), "curl_easy_setopt")
    }

    private static func nanoseconds(_ seconds: TimeInterval) -> UInt64 {
        UInt64(max(0, min(seconds, 86_400)) * 1e9)
    }

    // MARK: - The caller's side

    /// Hands over the continuation; resumes it at once when the transfer already ended.
    func attach(_ continuation: CheckedContinuation<HTTPResponse, any Error>) {
        let ended = shared.withLock { shared -> Result<HTTPResponse, HTTPClientError>? in
            if let outcome = shared.outcome { return outcome }
            shared.continuation = continuation
            return nil
        }
        if let ended { continuation.resume(with: ended.mapError { $0 as any Error }) }
    }

    /// Asks for the transfer to end as cancelled; the session acts on it when it next wakes.
    func cancel() {
        shared.withLock { $0.cancelRequested = true }
    }

    // MARK: - The session thread's side

    /// Why the transfer must end now (cancelled, or a time limit passed), or nil.
    func ending(now: UInt64) -> HTTPClientError? {
        if isCancelRequested { return .cancelled }
        if now >= totalDeadline { return .timedOut(host: host, phase: .total, seconds: totalTimeout) }
        if let headersDeadline, !arrived.withLock({ $0.headersArrived }), now >= headersDeadline {
            return .timedOut(host: host, phase: .connect, seconds: connectTimeout)
        }
        return nil
    }

    /// The next time limit that can end the transfer (uptime nanoseconds).
    var nextDeadline: UInt64 {
        guard let headersDeadline, !arrived.withLock({ $0.headersArrived }) else { return totalDeadline }
        return min(headersDeadline, totalDeadline)
    }

    /// libcurl finished the transfer with `code`.
    func complete(_ code: CURLcode) {
        let now = arrived.withLock { $0 }
        if let refusal = now.refusal {
            finish(.failure(refusal))
        } else if code != CURLE_OK {
            finish(.failure(clientError(code, headersArrived: now.headersArrived)))
        } else if now.status <= 0 {
            finish(.failure(.transport(host: host, detail: "the server sent no HTTP response")))
        } else {
            finish(.success(HTTPResponse(status: now.status, headers: now.headers, body: now.body)))
        }
    }

    /// Ends the transfer once: resumes the caller with `result`.
    func finish(_ result: Result<HTTPResponse, HTTPClientError>) {
        let (first, continuation) = shared.withLock {
            shared -> (Bool, CheckedContinuation<HTTPResponse, any Error>?) in
            guard shared.outcome == nil else { return (false, nil) }
            shared.outcome = result
            defer { shared.continuation = nil }
            return (true, shared.continuation)
        }
        guard first else { return }
        arrived.withLock { $0.body = Data() }
        continuation?.resume(with: result.mapError { $0 as any Error })
    }

    /// Whether the caller asked to cancel.
    var isCancelRequested: Bool {
        shared.withLock { $0.cancelRequested }
    }

    /// Takes `count` body bytes; false (the transfer then fails) when they pass the limit.
    fileprivate func receiveBody(_ bytes: UnsafeRawPointer, count: Int) -> Bool {
        arrived.withLock { arrived in
            guard arrived.body.count + count <= limit else {
                arrived.refusal = .responseTooLarge(host: host, limit: limit)
                return false
            }
            arrived.body.append(bytes.assumingMemoryBound(to: UInt8.self), count: count)
            return true
        }
    }

    /// Takes one header line (status line, field or the blank line that ends the head).
    fileprivate func receiveHeader(_ bytes: UnsafeRawPointer, count: Int) {
        var raw = UnsafeRawBufferPointer(start: bytes, count: count)
        while let last = raw.last, last == 0x0A || last == 0x0D {
            raw = UnsafeRawBufferPointer(rebasing: raw.dropLast())
        }
        let line = String(decoding: raw, as: UTF8.self)
        arrived.withLock { arrived in
            if line.hasPrefix("HTTP/") {
                // A new response head (after a redirect or an interim 1xx): start over.
                arrived.status =
                    line.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
                arrived.headers = [:]
            } else if line.isEmpty {
                guard arrived.status >= 200 else { return }  // an interim 1xx head; the real one follows
                arrived.headersArrived = true
                if (200...299).contains(arrived.status),
                    let length = arrived.headers["content-length"].flatMap(Int.init), length > 0,
                    length <= limit
                {
                    arrived.body.reserveCapacity(length)
                }
            } else if let colon = line.firstIndex(of: ":") {
                let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                arrived.headers[name] = arrived.headers[name].map { "\($0), \(value)" } ?? value
            }
        }
    }

    /// The client's error for a libcurl failure code, in plain words.
    private func clientError(_ code: CURLcode, headersArrived: Bool) -> HTTPClientError {
        let detail = handle.errorText.pointee != 0 ? String(cString: handle.errorText) : Curl.text(of: code)
        switch code {
        case CURLE_COULDNT_CONNECT:
            var number = 0
            _ = ocurl_easy_getinfo_long(handle.easy, CURLINFO_OS_ERRNO, &number)
            switch Int32(truncatingIfNeeded: number) {
            case ECONNREFUSED: return .cannotConnect(host: host, detail: "connection refused")
            case ENETUNREACH: return .cannotConnect(host: host, detail: "no network connection")
            case EHOSTUNREACH: return .cannotConnect(host: host, detail: "the host is unreachable")
            default: return .cannotConnect(host: host, detail: detail)
            }
        case CURLE_COULDNT_RESOLVE_HOST:
            return .cannotConnect(host: host, detail: "the host name was not found")
        case CURLE_COULDNT_RESOLVE_PROXY:
            return .cannotConnect(host: host, detail: "the proxy's host name was not found (\(detail))")
        case CURLE_OPERATION_TIMEDOUT:
            return headersArrived
                ? .timedOut(host: host, phase: .total, seconds: totalTimeout)
                : .timedOut(host: host, phase: .connect, seconds: connectTimeout)
        case CURLE_FILESIZE_EXCEEDED:
            return .responseTooLarge(host: host, limit: limit)
        case CURLE_GOT_NOTHING:
            return .transport(host: host, detail: "the server closed the connection without answering")
        case CURLE_PARTIAL_FILE:
            return .transport(host: host, detail: "the connection closed before the reply was complete")
        case CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING, CURLE_HTTP2, CURLE_HTTP2_STREAM:
            return .transport(host: host, detail: "the reply was not valid HTTP (\(detail))")
        case CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION, CURLE_SSL_CACERT_BADFILE,
            CURLE_SSL_CERTPROBLEM, CURLE_SSL_CIPHER, CURLE_SSL_ISSUER_ERROR:
            return .transport(host: host, detail: "the secure (TLS) connection failed (\(detail))")
        case CURLE_TOO_MANY_REDIRECTS:
            return .transport(host: host, detail: "too many redirects")
        default:
            return .transport(host: host, detail: detail)
        }
    }
}

/// CURLOPT_WRITEFUNCTION: body bytes for the transfer in `context`.
private let curlBodyCallback: curl_write_callback = { bytes, size, count, context in
    guard let bytes, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let total = size * count
    return transfer.receiveBody(bytes, count: total) ? total : 0
}

/// CURLOPT_HEADERFUNCTION: one header line for the transfer in `context`.
private let curlHeaderCallback: curl_write_callback = { bytes, size, count, context in
    guard let bytes, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    transfer.receiveHeader(bytes, count: size * count)
    return size * count
}

/// A libcurl easy handle with the header list and error buffer it points to, freed in deinit.
///
/// Set up by the thread making the transfer, then driven by the session thread alone.
final class CurlEasyHandle: @unchecked Sendable {  // reason: a libcurl easy handle, one thread at a time
    /// The easy handle.
    let easy: UnsafeMutableRawPointer
    /// The request's header fields (CURLOPT_HTTPHEADER), set before the transfer starts.
    var headerList: UnsafeMutablePointer<curl_slist>?
    /// libcurl's message for a failure (CURLOPT_ERRORBUFFER).
    let errorText: UnsafeMutablePointer<CChar>

    /// A new easy handle, or nil when libcurl has no memory for one.
    init?() {
        guard let easy = ocurl_easy_init() else { return nil }
        self.easy = easy
        errorText = .allocate(capacity: Int(CURL_ERROR_SIZE) + 1)
        errorText.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    }

    deinit {
        ocurl_easy_cleanup(easy)
        ocurl_slist_free_all(headerList)
        errorText.deallocate()
    }
}
