import Foundation

/// A progress display on standard error: one updating line on a terminal, plain lines otherwise.
final class ProgressLine {
    private let channel: OutputChannel
    private var total: Int
    let label: String
    private var done = 0
    private let started = Date()
    private var lastLength = 0
    /// Whether a terminal's line is wiped when the pass is done, rather than left as a line of its own.
    private let clearsWhenDone: Bool

    init(channel: OutputChannel, total: Int, label: String, clearsWhenDone: Bool = false) {
        self.channel = channel
        self.total = total
        self.label = label
        self.clearsWhenDone = clearsWhenDone
    }

    /// Counts one finished item and shows `detail` for it.
    func advance(_ text: String) {
        let detail = TerminalText.safe(text)
        done += 1
        let elapsed = Date().timeIntervalSince(started)
        let rate = elapsed > 0.5 ? String(format: " %.1f/s", Double(done) / elapsed) : ""
        if channel.isTerminal {
            let width = 30
            let filled = total > 0 ? width * done / total : width
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            var line = "\(label) \(bar) \(done)/\(total)\(rate)  \(detail)"
            if line.count > 110 { line = String(line.prefix(109)) + "…" }
            let pad = String(repeating: " ", count: max(0, lastLength - line.count))
            lastLength = line.count
            channel.write("\r\(line)\(pad)")
            if done == total {
                if clearsWhenDone {
                    finish()
                } else {
                    channel.write("\n")
                    lastLength = 0
                }
            }
        } else {
            channel.write("\(label) [\(done)/\(total)] \(detail)\n")
        }
    }

    /// Counts one finished item of `total` (for a pass whose size is known only once it starts).
    func advance(of total: Int, _ text: String) {
        self.total = total
        advance(text)
    }

    /// Clears a pass's line that stopped short of its total (a terminal only); nothing otherwise.
    func finish() {
        guard channel.isTerminal, lastLength > 0 else { return }
        channel.write("\r" + String(repeating: " ", count: lastLength) + "\r")
        lastLength = 0
    }

    /// Prints a message above the progress line without garbling it.
    func message(_ text: String) {
        if channel.isTerminal && lastLength > 0 {
            channel.write("\r" + String(repeating: " ", count: lastLength) + "\r")
            lastLength = 0
        }
        channel.write(text + "\n")
    }
}
