/// A percentage on standard error: one updating line on a terminal, a line per tenth otherwise.
final class PercentLine {
    private let channel: OutputChannel
    private let label: String
    private let shown: Bool
    private var lastPercent = -1
    private var lastLength = 0

    /// A display of `label`'s progress on `channel`; nothing is shown unless `shown`.
    init(channel: OutputChannel, label: String, shown: Bool) {
        self.channel = channel
        self.label = TerminalText.safe(label)
        self.shown = shown
    }

    /// Shows `fraction` (0...1) done, when it moved by a percent (a tenth off a terminal).
    func show(_ fraction: Double) {
        guard shown, fraction.isFinite else { return }
        let percent = Int(min(1, max(0, fraction)) * 100)
        let step = channel.isTerminal ? 1 : 10
        guard percent / step != lastPercent / step else { return }
        lastPercent = percent
        let line = "\(label): \(percent)%"
        if channel.isTerminal {
            let pad = String(repeating: " ", count: max(0, lastLength - line.count))
            channel.write("\r\(line)\(pad)")
            lastLength = line.count
        } else {
            channel.write(line + "\n")
        }
    }

    /// Clears a terminal's line.
    func finish() {
        guard channel.isTerminal, lastLength > 0 else { return }
        channel.write("\r" + String(repeating: " ", count: lastLength) + "\r")
        lastLength = 0
    }
}
