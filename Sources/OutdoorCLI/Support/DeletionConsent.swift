import Foundation
import OutdoorArguments

/// Asks before a command loses data, and refuses when it cannot ask.
enum DeletionConsent {
    /// The message a destructive command refuses with when standard input is not a terminal.
    static func refusal(_ what: String) -> String {
        "standard input is not a terminal, so \(what) cannot be confirmed; pass --yes to \(what) without asking"
    }

    /// Returns when `question` was answered yes at a terminal or `yes` was given; otherwise throws.
    static func confirm(
        _ question: String, verb: String, yes: Bool, command: String, context: CommandContext
    ) throws {
        if yes { return }
        guard isatty(STDIN_FILENO) == 1 else {
            throw UsageError(refusal(verb), command: command)
        }
        context.stderr.write(
            TerminalText.safe(question, keeping: ["\n"])
                + "\(verb.prefix(1).uppercased() + verb.dropFirst())? [y/N] ")
        let answer = (readLine() ?? "").trimmingWhitespace().lowercased()
        guard answer == "y" || answer == "yes" else {
            context.note("nothing deleted")
            throw ExitStatus(code: 1)
        }
    }
}
