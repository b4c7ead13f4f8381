import Foundation

/// A plain-socket HTTP/1.1 client for tests of servers on this machine: it sends exactly the
/// bytes it is given (malformed requests, huge headers, a slow trickle) and reads the answer.
public enum LoopbackHTTP {
    /// A response as read off the socket.
    public struct Response: Sendable {
        /// The status code; 0 when the server closed without answering.
        public var status: Int
        /// The headers in order.
        public var headers: [(name: String, value: String)]
        /// The body.
        public var body: Data

        /// The first header named `name` (any case).
        public func header(_ name: String) -> String? {
            headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
        }

        /// The body as UTF-8 text.
        public var text: String { String(decoding: body, as: UTF8.self) }
    }

    /// A failure to reach the server.
    public struct Failure: Error, CustomStringConvertible {
        /// What failed.
        public var description: String

        /// A failure saying `description`.
        public init(description: String) { self.description = description }
    }

    /// Sends `GET path` (with `headers`) to `host:port` and reads the response.
    public static func get(
        _ path: String, host: String = "127.0.0.1", port: UInt16, headers: [String: String] = [:],
        method: String = "GET", timeout: Double = 60
    ) throws -> Response {
        var request = "\(method) \(path) HTTP/1.1\r\nHost: \(host):\(port)\r\nConnection: close\r\n"
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { request += "\(name): \(value)\r\n" }
        request += "\r\n"
        return try exchange(Data(request.utf8), host: host, port: port, timeout: timeout)
    }

    /// Sends `bytes` as they are, in `pieces` separated by `pause` seconds, and reads until the
    /// server closes (or `timeout` seconds pass).
    public static func exchange(
        _ bytes: Data, host: String = "127.0.0.1", port: UInt16, pieces: Int = 1, pause: Double = 0,
        timeout: Double = 60
    ) throws -> Response {
        let socket = try connect(host: host, port: port, timeout: timeout)
        defer { close(socket) }
        let size = max(1, (bytes.count + pieces - 1) / pieces)
        var offset = 0
        while offset < bytes.count {
            let end = min(bytes.count, offset + size)
            let sent = bytes[offset..<end].withUnsafeBytes {
                send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            // The server may close while a slow sender still sends: read what it said.
            if sent < 0 { break }
            offset = end
            if offset < bytes.count && pause > 0 { usleep(useconds_t(pause * 1e6)) }
        }
        return parse(readAll(socket))
    }

    /// A connected TCP socket to `host:port` with `timeout` on reads.
    public static func connect(host: String = "127.0.0.1", port: UInt16, timeout: Double = 60) throws -> Int32
    {
        let isIPv6 = host.contains(":")
        let socket = Glibc.socket(isIPv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure(description: "socket: \(String(cString: strerror(errno)))") }
        var limit = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - timeout.rounded(.down)) * 1e6))
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        let result: Int32
        if isIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            inet_pton(AF_INET6, host, &address.sin6_addr)
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            inet_pton(AF_INET, host, &address.sin_addr)
            result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
        }
        guard result == 0 else {
            let reason = String(cString: strerror(errno))
            close(socket)
            throw Failure(description: "connect to \(host):\(port): \(reason)")
        }
        return socket
    }

    /// Everything the server sends until it closes or the read times out.
    public static func readAll(_ socket: Int32) -> Data {
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            data.append(buffer, count: count)
        }
        return data
    }

    /// The status, headers and body of a response's bytes (status 0 for none).
    public static func parse(_ data: Data) -> Response {
        guard let end = data.range(of: Data("\r\n\r\n".utf8)) else {
            return Response(status: 0, headers: [], body: data)
        }
        let head = String(decoding: data[data.startIndex..<end.lowerBound], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        let status = statusLine.count > 1 ? Int(statusLine[1]) ?? 0 : 0
        let headers = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (
                String(line[..<colon]),
                String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
            )
        }
        var body = Data(data[end.upperBound...])
        if headers.contains(where: {
            $0.name.lowercased() == "transfer-encoding" && $0.value.lowercased() == "chunked"
        }) {
            body = dechunk(body)
        }
        return Response(status: status, headers: headers, body: body)
    }

    /// The payload of a chunked body.
    static func dechunk(_ data: Data) -> Data {
        var result = Data()
        var index = data.startIndex
        while let lineEnd = data[index...].range(of: Data("\r\n".utf8)) {
            let sizeText = String(decoding: data[index..<lineEnd.lowerBound], as: UTF8.self)
            guard let size = Int(sizeText.split(separator: ";").first ?? "", radix: 16), size > 0 else {
                break
            }
            let start = lineEnd.upperBound
            guard start + size <= data.endIndex else { break }
            result.append(data[start..<(start + size)])
            index = start + size + 2
            if index >= data.endIndex { break }
        }
        return result
    }
}
