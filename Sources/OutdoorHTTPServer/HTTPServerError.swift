import Foundation

/// The server could not be started or a libmicrohttpd call failed.
public enum HTTPServerError: Error, Equatable, CustomStringConvertible {
    /// libmicrohttpd.so.12 could not be loaded (not installed, or too old).
    case unavailable(reason: String)
    /// The server could not listen on `address`; `reason` says why.
    case cannotListen(address: String, reason: String)
    /// A libmicrohttpd call failed.
    case library(function: String, message: String)

    public var description: String {
        switch self {
        case .unavailable(let reason):
            return "libmicrohttpd could not be loaded (Debian package libmicrohttpd12): \(reason)"
        case .cannotListen(let address, let reason):
            return "cannot listen on \(address): \(reason)"
        case .library(let function, let message):
            return "\(function) failed: \(message)"
        }
    }
}
