import Foundation

/// Where a server listens: an IPv4 or IPv6 address and a port ("127.0.0.1:8080", "[::1]:8080").
public struct ListenAddress: Equatable, Sendable, CustomStringConvertible {
    /// The address as written, without brackets ("127.0.0.1", "::1", "0.0.0.0").
    public let host: String
    /// The port; 0 lets the kernel choose.
    public let port: UInt16
    /// Whether the host is IPv6.
    public let isIPv6: Bool

    /// Reads "HOST:PORT" (IPv6 in brackets, "[::1]:8080"); nil when it is not of that shape.
    ///
    /// "localhost" is 127.0.0.1; other host names are not looked up.
    public init?(parsing text: String) {
        var host: Substring
        let portText: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":")
            else { return nil }
            host = text[text.index(after: text.startIndex)..<close]
            portText = text[text.index(close, offsetBy: 2)...]
        } else {
            guard let colon = text.lastIndex(of: ":") else { return nil }
            host = text[..<colon]
            portText = text[text.index(after: colon)...]
        }
        if host == "localhost" { host = "127.0.0.1" }
        guard !portText.isEmpty, portText.allSatisfy({ $0.isASCII && $0.isNumber }),
            let port = UInt16(portText)
        else { return nil }
        var v4 = in_addr()
        var v6 = in6_addr()
        if inet_pton(AF_INET, String(host), &v4) == 1 {
            isIPv6 = false
        } else if inet_pton(AF_INET6, String(host), &v6) == 1 {
            isIPv6 = true
        } else {
            return nil
        }
        self.host = String(host)
        self.port = port
    }

    /// 127.0.0.1 at `port`.
    public static func loopback(port: UInt16) -> ListenAddress {
        ListenAddress(host: "127.0.0.1", port: port, isIPv6: false)
    }

    /// The address with another port.
    public func with(port: UInt16) -> ListenAddress {
        ListenAddress(host: host, port: port, isIPv6: isIPv6)
    }

    private init(host: String, port: UInt16, isIPv6: Bool) {
        self.host = host
        self.port = port
        self.isIPv6 = isIPv6
    }

    /// Whether only this machine can reach the address: 127.0.0.0/8 or ::1.
    public var isLoopback: Bool {
        if isIPv6 { return host == "::1" || host == "0:0:0:0:0:0:0:1" }
        return host.hasPrefix("127.")
    }

    /// "127.0.0.1:8080", "[::1]:8080".
    public var description: String { isIPv6 ? "[\(host)]:\(port)" : "\(host):\(port)" }

    /// The address as a socket address, for `body` to use.
    func withSocketAddress<Result>(_ body: (UnsafePointer<sockaddr>, socklen_t) throws -> Result) rethrows
        -> Result
    {
        if isIPv6 {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = port.bigEndian
            _ = inet_pton(AF_INET6, host, &address.sin6_addr)
            return try withUnsafePointer(to: &address) {
                try $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    try body($0, socklen_t(MemoryLayout<sockaddr_in6>.size))
                }
            }
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        _ = inet_pton(AF_INET, host, &address.sin_addr)
        return try withUnsafePointer(to: &address) {
            try $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                try body($0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
    }
}
