internal import CLCMS
import Foundation

/// Owns one Little CMS context; its error handler keeps the library's last message for `check`.
///
/// Each conversion makes its own context, so conversions on several threads share nothing.
final class LCMSContext {
    /// The context handle, freed in deinit.
    let handle: cmsContext
    private let messages: LCMSMessages

    /// Makes a context whose errors are kept rather than printed.
    init() throws {
        let messages = LCMSMessages()
        guard let handle = cmsCreateContext(nil, Unmanaged.passUnretained(messages).toOpaque()) else {
            throw ColourError.library(function: "cmsCreateContext", message: "out of memory")
        }
        cmsSetLogErrorHandlerTHR(handle, lcmsLogError)
        self.handle = handle
        self.messages = messages
    }

    deinit { cmsDeleteContext(handle) }

    /// Returns `value`, or throws the library's last message naming `function` when it is nil.
    func check<T>(_ value: T?, _ function: String) throws -> T {
        guard let value else {
            throw ColourError.library(function: function, message: messages.last ?? "it returned nothing")
        }
        return value
    }

    /// Throws the library's last message naming `function` when `result` is false.
    func check(_ result: cmsBool, _ function: String) throws {
        _ = try check(result != 0 ? () : nil, function)
    }
}

/// The last message lcms reported in one context.
final class LCMSMessages {
    var last: String?
}

/// lcms's error callback: keeps the message in the context's `LCMSMessages`.
private func lcmsLogError(_ context: cmsContext?, _ code: cmsUInt32Number, _ text: UnsafePointer<CChar>?) {
    guard let context, let user = cmsGetContextUserData(context) else { return }
    let messages = Unmanaged<LCMSMessages>.fromOpaque(user).takeUnretainedValue()
    messages.last = text.map { String(cString: $0) } ?? "error \(code)"
}
