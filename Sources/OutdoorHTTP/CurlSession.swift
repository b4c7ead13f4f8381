internal import CCurl
import Dispatch
import Foundation
import Synchronization

/// The thread that drives every HTTP transfer of the process through one libcurl multi handle.
///
/// One multi handle for all clients lets libcurl reuse connections, TLS sessions and DNS
/// answers from one request to the next, as URLSession did. Transfers arrive from any thread
/// through `submit`; the session's own thread adds them to the multi handle, runs libcurl,
/// ends them when they finish, are cancelled or run out of time, and sleeps in curl_multi_poll
/// until the next of those can happen. The session is made at the first request (loading
/// libcurl then) and lives as long as the process.
final class CurlSession: Sendable {
    /// The process's session, or why libcurl could not be loaded.
    static let shared: Result<CurlSession, any Error> = Result { try CurlSession() }

    /// The multi handle.
    private let handle: CurlMultiHandle
    /// Transfers submitted and not yet added to the multi handle.
    private let arriving = Mutex<[CurlTransfer]>([])

    private init() throws {
        try Curl.load()
        guard let handle = CurlMultiHandle() else {
            throw CurlError.multi(function: "curl_multi_init", code: -1, message: "no memory")
        }
        self.handle = handle
        let thread = Thread { [self] in
            // The transfers in the multi handle, by easy handle: the session thread's alone.
            var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]
            run(&active)
        }
        thread.name = "outdoor-http"
        thread.start()
    }

    /// Starts `transfer`; its caller is resumed when it ends.
    func submit(_ transfer: CurlTransfer) {
        arriving.withLock { $0.append(transfer) }
        wake()
    }

    /// Wakes the session thread, for example to act on a cancellation.
    func wake() {
        _ = ocurl_multi_wakeup(handle.multi)
    }

    private func run(_ active: inout [UnsafeMutableRawPointer: CurlTransfer]) {
        let multi = handle.multi
        while true {
            let starting = arriving.withLock { arriving in
                defer { arriving = [] }
                return arriving
            }
            for transfer in starting { start(transfer, into: &active) }

            var running: Int32 = 0
            let performed = ocurl_multi_perform(multi, &running)
            if performed != CURLM_OK { failAll(performed, active: &active) }
            var easy: UnsafeMutableRawPointer?
            var code = CURLE_OK
            while ocurl_multi_next_done(multi, &easy, &code) == 1 {
                guard let easy, let transfer = remove(easy, from: &active) else { continue }
                transfer.complete(code)
            }

            let now = DispatchTime.now().uptimeNanoseconds
            var next = UInt64.max
            for (easy, transfer) in active {
                if let ending = transfer.ending(now: now) {
                    _ = remove(easy, from: &active)
                    transfer.finish(.failure(ending))
                } else {
                    next = min(next, transfer.nextDeadline)
                }
            }
            // Sleep until libcurl has work, its own timers fire, the next deadline, or a wake-up.
            let wait = next == .max ? 60_000 : min(60_000, (next &- min(next, now) + 999_999) / 1_000_000)
            _ = ocurl_multi_poll(multi, Int32(wait))
        }
    }

    /// Adds `transfer` to the multi handle, unless it was cancelled before it started.
    private func start(_ transfer: CurlTransfer, into active: inout [UnsafeMutableRawPointer: CurlTransfer]) {
        if transfer.isCancelRequested {
            transfer.finish(.failure(.cancelled))
            return
        }
        do {
            try Curl.check(
                ocurl_multi_add_handle(handle.multi, transfer.handle.easy), "curl_multi_add_handle")
            active[transfer.handle.easy] = transfer
        } catch {
            transfer.finish(.failure(.transport(host: transfer.host, detail: "\(error)")))
        }
    }

    /// Takes `easy` out of the multi handle; its transfer, if it was there.
    private func remove(
        _ easy: UnsafeMutableRawPointer, from active: inout [UnsafeMutableRawPointer: CurlTransfer]
    )
        -> CurlTransfer?
    {
        guard let transfer = active.removeValue(forKey: easy) else { return nil }
        _ = ocurl_multi_remove_handle(handle.multi, easy)
        return transfer
    }

    /// Ends every transfer after the multi handle itself failed.
    private func failAll(_ code: CURLMcode, active: inout [UnsafeMutableRawPointer: CurlTransfer]) {
        let detail = ocurl_multi_strerror(code).map { String(cString: $0) } ?? "error \(code.rawValue)"
        for (easy, transfer) in active {
            _ = remove(easy, from: &active)
            transfer.finish(.failure(.transport(host: transfer.host, detail: "libcurl failed: \(detail)")))
        }
    }
}

/// libcurl's multi handle, cleaned up in deinit.
///
/// Only the session thread drives it; `curl_multi_wakeup`, which any thread may call, is the
/// one exception libcurl allows.
final class CurlMultiHandle: @unchecked Sendable {  // reason: the libcurl multi handle of the session thread
    /// The multi handle.
    let multi: UnsafeMutableRawPointer

    /// A new multi handle, or nil when libcurl has no memory for one.
    init?() {
        guard let multi = ocurl_multi_init() else { return nil }
        self.multi = multi
    }

    deinit { ocurl_multi_cleanup(multi) }
}
