internal import CMicroHTTPD
import Foundation

/// libmicrohttpd as this module uses it: loaded when the first server starts, its results
/// checked in one place.
enum MicroHTTPD {
    /// Loads libmicrohttpd (once per process); throws `HTTPServerError.unavailable` with the
    /// loader's reason.
    static func load() throws {
        var message = [CChar](repeating: 0, count: 512)
        guard omhd_load(&message, message.count) == 0 else {
            throw HTTPServerError.unavailable(reason: text(message))
        }
    }

    /// libmicrohttpd's version ("0.9.75"), once loaded.
    static var version: String? { omhd_version().map { String(cString: $0) } }

    /// Throws `HTTPServerError.library` naming `function` unless `result` is .YES.
    static func check(_ result: MHD_Result, _ function: String) throws {
        guard result != .YES else { return }
        throw HTTPServerError.library(function: function, message: "libmicrohttpd refused the call")
    }

    /// The text of a NUL-terminated buffer.
    static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
