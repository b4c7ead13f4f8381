import Foundation
import Synchronization

/// Set from the signal handler, read by the workers; a global so the C handler needs no context.
private let interruptFlag = Atomic<Bool>(false)

/// Notices Ctrl-C (SIGINT), SIGTERM, a closed terminal (SIGHUP) and every other signal that
/// would end the process and can be caught, so a batch can stop between files instead of
/// mid-file and remove what it had not finished.
///
/// The handler only sets an atomic flag, in the thread the signal lands on: it needs no queue
/// or thread of its own, so workers that fill every thread of the pool cannot hold it up
/// (issue 17: a dispatch source on the global queue waited for the export's workers). A second
/// signal ends the process at once, as it would without the handler.
final class Interruption: Sendable {
    init() {
        // Touches the flag before a handler can run, so the handler never initialises it.
        interruptFlag.store(false, ordering: .sequentiallyConsistent)
        for signalNumber in Self.signals {
            signal(signalNumber) { received in
                if interruptFlag.exchange(true, ordering: .sequentiallyConsistent) {
                    signal(received, SIG_DFL)
                    raise(received)
                }
            }
        }
    }

    /// Whether an interrupt arrived.
    var happened: Bool { interruptFlag.load(ordering: .sequentiallyConsistent) }

    /// Restores the default signal handling.
    func stop() {
        for signalNumber in Self.signals { signal(signalNumber, SIG_DFL) }
    }

    /// The signals that end a process by default and can be caught.
    static let signals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2, SIGALRM, SIGXCPU, SIGVTALRM, SIGPROF,
    ]
}
