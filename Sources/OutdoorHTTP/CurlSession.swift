import CCurl
import Dispatch
import Foundation

/// The thread that drives every HTTP transfer of the process through one libcurl multi handle.
///
/// One multi handle for all clients lets libcurl reuse connections, TLS sessions and DNS
/// answers from one request to the next, as URLSession did. Transfers arrive from any thread
/// through `submit`; the session's own thread adds them to the multi handle, runs libcurl,
/// ends them when they finish, are cancelled or run out of time, and sleeps in curl_multi_poll
/// until the next of those can happen. The session is made at the first request (loading
/// libcurl then) and lives as long as the process.
final class CurlSession: @unchecked Sendable {
    /// The process's session, or why libcurl could not be loaded.
    static let shared: Result<CurlSession, any Error> = Result { try CurlSession() }

    /// The multi handle, owned by this object.
    private let multi: UnsafeMutableRawPointer
    private let lock = NSLock()
    private var arriving: [CurlTransfer] = []
    /// The transfers in the multi handle, by easy handle; the session thread's alone.
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]

    private init() throws {
        try Curl.load()
        guard let multi = ocurl_multi_init() else {
            throw CurlError.multi(function: "curl_multi_init", code: -1, message: "no memory")
        }
        self.multi = multi
        let thread = Thread { [self] in run() }
        thread.name = "outdoor-http"
        thread.start()
    }

    deinit { ocurl_multi_cleanup(multi) }

    /// Starts `transfer`; its caller is resumed when it ends.
    func submit(_ transfer: CurlTransfer) {
        lock.lock()
        arriving.append(transfer)
        lock.unlock()
        wake()
    }

    /// Wakes the session thread, for example to act on a cancellation.
    func wake() {
        _ = ocurl_multi_wakeup(multi)
    }

    private func run() {
        while true {
            lock.lock()
            let starting = arriving
            arriving = []
            lock.unlock()
            for transfer in starting { start(transfer) }

            var running: Int32 = 0
            let performed = ocurl_multi_perform(multi, &running)
            if performed != CURLM_OK { failAll(performed) }
            var easy: UnsafeMutableRawPointer?
            var code = CURLE_OK
            while ocurl_multi_next_done(multi, &easy, &code) == 1 {
                guard let easy, let transfer = remove(easy) else { continue }
                transfer.complete(code)
            }

            let now = DispatchTime.now().uptimeNanoseconds
            var next = UInt64.max
            for (easy, transfer) in active {
                if let ending = transfer.ending(now: now) {
                    _ = remove(easy)
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
    private func start(_ transfer: CurlTransfer) {
        if transfer.isCancelRequested {
            transfer.finish(.failure(.cancelled))
            return
        }
        do {
            try Curl.check(ocurl_multi_add_handle(multi, transfer.easy), "curl_multi_add_handle")
            active[transfer.easy] = transfer
        } catch {
            transfer.finish(.failure(.transport(host: transfer.host, detail: "\(error)")))
        }
    }

    /// Takes `easy` out of the multi handle; its transfer, if it was there.
    private func remove(_ easy: UnsafeMutableRawPointer) -> CurlTransfer? {
        guard let transfer = active.removeValue(forKey: easy) else { return nil }
        _ = ocurl_multi_remove_handle(multi, easy)
        return transfer
    }

    /// Ends every transfer after the multi handle itself failed.
    private func failAll(_ code: CURLMcode) {
        let detail = ocurl_multi_strerror(code).map { String(cString: $0) } ?? "error \(code.rawValue)"
        for (easy, transfer) in active {
            _ = remove(easy)
            transfer.finish(.failure(.transport(host: transfer.host, detail: "libcurl failed: \(detail)")))
        }
    }
}
