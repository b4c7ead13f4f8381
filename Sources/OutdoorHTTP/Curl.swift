internal import CCurl
import Foundation

/// libcurl as this module uses it: loaded at the first request, its codes checked in one place.
enum Curl {
    /// Loads libcurl (once per process); throws `CurlError.unavailable` with the loader's reason.
    static func load() throws {
        var message = [CChar](repeating: 0, count: 512)
        guard ocurl_load(&message, message.count) == 0 else {
            throw CurlError.unavailable(
                reason: String(
                    decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
    }

    /// Throws `CurlError.easy` naming `function` unless `code` is CURLE_OK.
    static func check(_ code: CURLcode, _ function: String) throws {
        guard code != CURLE_OK else { return }
        throw CurlError.easy(function: function, code: Int(code.rawValue), message: text(of: code))
    }

    /// Throws `CurlError.multi` naming `function` unless `code` is CURLM_OK.
    static func check(_ code: CURLMcode, _ function: String) throws {
        guard code != CURLM_OK else { return }
        let message = ocurl_multi_strerror(code).map { String(cString: $0) } ?? "unknown error"
        throw CurlError.multi(function: function, code: Int(code.rawValue), message: message)
    }

    /// libcurl's words for an easy-interface code.
    static func text(of code: CURLcode) -> String {
        ocurl_easy_strerror(code).map { String(cString: $0) } ?? "error \(code.rawValue)"
    }
}

/// A libcurl call that failed outside any one transfer's result.
enum CurlError: Error, CustomStringConvertible {
    /// libcurl.so.4 could not be loaded (not installed, or too old).
    case unavailable(reason: String)
    /// An easy-interface call failed.
    case easy(function: String, code: Int, message: String)
    /// A multi-interface call failed.
    case multi(function: String, code: Int, message: String)

    var description: String {
        switch self {
        case .unavailable(let reason):
            return "libcurl could not be loaded (Debian package libcurl4): \(reason)"
        case .easy(let function, let code, let message), .multi(let function, let code, let message):
            return "\(function) failed: \(message) (code \(code))"
        }
    }
}
