import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The sockets and threads behind `FakeHTTPServer`; threads hold this, not the public object,
/// so releasing the server stops it.
final class FakeHTTPServerCore: Sendable {
    /// The longest request head read, in bytes.
    static let maximumHeadBytes = 64 * 1024
    /// The longest request body read, in bytes.
    static let maximumBodyBytes = 1 << 20
    /// The read and write limit on each connection, in seconds.
    static let socketTimeout = 5

    let port: Int
    private let listener: Int32
    /// What the test's thread and the server's threads share.
    private struct State {
        var routes: [String: FakeHTTPServer.Handler] = [:]
        var prefixRoutes: [(prefix: String, handler: FakeHTTPServer.Handler)] = []
        var recorded: [FakeHTTPRequest] = []
        var connections: Set<Int32> = []
        var stopping = false
    }

    private let state = Mutex(State())
    private let threads = DispatchGroup()

    init() throws {
        #if canImport(Glibc)
            let stream = Int32(SOCK_STREAM.rawValue)
        #else
            let stream = SOCK_STREAM
        #endif
        let fd = socket(AF_INET, stream, 0)
        guard fd >= 0 else { throw FakeHTTPServerError.socketCall("socket", errno) }
        var yes: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))

        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            close(fd)
            throw FakeHTTPServerError.socketCall("bind", code)
        }
        guard listen(fd, 64) == 0 else {
            let code = errno
            close(fd)
            throw FakeHTTPServerError.socketCall("listen", code)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            let code = errno
            close(fd)
            throw FakeHTTPServerError.socketCall("getsockname", code)
        }
        listener = fd
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    func start() {
        threads.enter()
        let thread = Thread { [self] in
            acceptLoop()
            threads.leave()
        }
        thread.name = "FakeHTTPServer accept :\(port)"
        thread.start()
    }

    func setRoute(_ path: String, _ handler: @escaping FakeHTTPServer.Handler) {
        state.withLock { $0.routes[path] = handler }
    }

    func setPrefixRoute(_ prefix: String, _ handler: @escaping FakeHTTPServer.Handler) {
        state.withLock { state in
            state.prefixRoutes.removeAll { $0.prefix == prefix }
            state.prefixRoutes.append((prefix, handler))
        }
    }

    func recordedRequests() -> [FakeHTTPRequest] {
        state.withLock { $0.recorded }
    }

    private var isStopping: Bool {
        state.withLock { $0.stopping }
    }

    func stop() {
        let first = state.withLock { state -> Bool in
            guard !state.stopping else { return false }
            state.stopping = true
            // Wake every connection thread blocked in recv or send; each closes its own socket.
            for fd in state.connections { shutdown(fd, Int32(SHUT_RDWR)) }
            return true
        }
        if first { _ = threads.wait(timeout: .now() + 5) }
    }

    private func acceptLoop() {
        defer { close(listener) }
        while !isStopping {
            var descriptor = pollfd(fd: listener, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 50) > 0 else { continue }
            let client = accept(listener, nil, nil)
            guard client >= 0 else { continue }
            var limit = timeval(tv_sec: Self.socketTimeout, tv_usec: 0)
            _ = setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
            _ = setsockopt(client, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))

            let accepted = state.withLock { state -> Bool in
                guard !state.stopping else { return false }
                state.connections.insert(client)
                threads.enter()
                return true
            }
            guard accepted else {
                close(client)
                break
            }

            let thread = Thread { [self] in
                serve(client)
                _ = state.withLock { $0.connections.remove(client) }
                shutdown(client, Int32(SHUT_RDWR))
                close(client)
                threads.leave()
            }
            thread.name = "FakeHTTPServer connection :\(port)"
            thread.start()
        }
    }

    /// Reads one request, answers it, and returns (the caller closes the socket).
    private func serve(_ fd: Int32) {
        guard let request = readRequest(fd) else { return }
        let handler = state.withLock { state in
            state.recorded.append(request)
            return state.routes[request.path]
                ?? state.prefixRoutes.filter { request.path.hasPrefix($0.prefix) }.max {
                    $0.prefix.count < $1.prefix.count
                }?
                .handler
        }

        let response =
            handler?(request)
            ?? .json(#"{"error":true,"reason":"no route for \#(request.path)"}"#, status: 404)
        guard pause(response.delay) else { return }
        if case .closeWithoutResponse = response.behavior { return }

        var head = "HTTP/1.1 \(response.status) \(response.reasonPhrase)\r\n"
        for (name, value) in response.headers where name.lowercased() != "content-length" {
            head += "\(name): \(value)\r\n"
        }
        head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
        guard write(fd, Data(head.utf8)) else { return }
        guard pause(response.bodyDelay) else { return }
        switch response.behavior {
        case .truncateBody:
            _ = write(fd, response.body.prefix(response.body.count / 2))
        case .complete, .closeWithoutResponse:
            _ = write(fd, response.body)
        }
    }

    /// Waits `seconds` in short steps; false when the server stops meanwhile.
    private func pause(_ seconds: TimeInterval) -> Bool {
        guard seconds > 0 else { return !isStopping }
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if isStopping { return false }
            usleep(10_000)
        }
        return !isStopping
    }

    private func write(_ fd: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let sent = send(fd, base + offset, buffer.count - offset, Int32(MSG_NOSIGNAL))
                if sent <= 0 { return false }
                offset += sent
            }
            return true
        }
    }

    private func readRequest(_ fd: Int32) -> FakeHTTPRequest? {
        var buffer = Data()
        var chunk = [UInt8](repeating: 0, count: 4096)
        let separator = Data("\r\n\r\n".utf8)
        var headEnd: Range<Data.Index>?
        while headEnd == nil {
            let count = recv(fd, &chunk, chunk.count, 0)
            guard count > 0 else { return nil }
            buffer.append(contentsOf: chunk[0..<count])
            headEnd = buffer.range(of: separator)
            if headEnd == nil, buffer.count > Self.maximumHeadBytes { return nil }
        }
        guard let headEnd, let head = String(data: buffer[..<headEnd.lowerBound], encoding: .utf8) else {
            return nil
        }
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: true)
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { "\($0), \(value)" } ?? value
        }
        var body = Data(buffer[headEnd.upperBound...])
        let declared = min(Int(headers["content-length"] ?? "") ?? 0, Self.maximumBodyBytes)
        while body.count < declared {
            let count = recv(fd, &chunk, min(chunk.count, declared - body.count), 0)
            guard count > 0 else { return nil }
            body.append(contentsOf: chunk[0..<count])
        }
        let target = String(requestLine[1])
        let components = URLComponents(string: "http://127.0.0.1" + target)
        return FakeHTTPRequest(
            method: String(requestLine[0]), target: target,
            path: components?.path ?? target, queryItems: components?.queryItems ?? [],
            headers: headers, body: body)
    }
}
