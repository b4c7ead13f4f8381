import Foundation
import OutdoorModel

/// The result of parsing: flags, option values and positionals, with typed accessors.
public struct ParsedArguments: Sendable {
    /// The command's display name, for error messages.
    public var command: String
    /// Flags that were given.
    public var flags: Set<String> = []
    /// Values of options, in the order given.
    public var values: [String: [String]] = [:]
    /// Positional arguments in order.
    public var positionals: [String] = []
    /// Whether `--help` or `-h` was given.
    public var helpRequested = false

    /// Makes an empty result for `command`.
    public init(command: String) { self.command = command }

    /// Whether the flag was given.
    public func flag(_ name: String) -> Bool { flags.contains(name) }

    /// The option's value, if given.
    public func value(_ name: String) -> String? { values[name]?.last }

    /// All values of a repeatable option.
    public func allValues(_ name: String) -> [String] { values[name] ?? [] }

    /// The option's value, or a usage error saying it is required.
    public func required(_ name: String, _ valueName: String) throws -> String {
        guard let value = value(name) else {
            throw UsageError("missing required option --\(name) \(valueName)", command: command)
        }
        return value
    }

    /// The option's value as a finite number, if given.
    public func double(_ name: String) throws -> Double? {
        guard let text = value(name) else { return nil }
        guard let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite else {
            throw UsageError("--\(name) needs a number, not '\(text)'", command: command)
        }
        return number
    }

    /// The option's value as a whole number in `range`, if given.
    public func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
        guard let text = value(name) else { return nil }
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(number) else {
            throw UsageError(
                "--\(name) needs a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'",
                command: command)
        }
        return number
    }

    /// The option's value as one of an enumeration's cases, if given.
    public func choice<T: RawRepresentable & CaseIterable>(_ name: String, _ type: T.Type) throws -> T?
    where T.RawValue == String {
        guard let text = value(name) else { return nil }
        if let match = T(rawValue: text.lowercased()) { return match }
        let names = T.allCases.map(\.rawValue)
        var message = "--\(name) must be one of \(names.joined(separator: ", ")), not '\(text)'"
        if let suggestion = Suggestions.closest(to: text.lowercased(), in: names) {
            message += "; did you mean \(suggestion)?"
        }
        throw UsageError(message, command: command)
    }

    /// Refuses options that only make sense together when one is missing.
    public func requireTogether(_ a: String, _ b: String) throws {
        if (value(a) == nil) != (value(b) == nil) {
            let given = value(a) == nil ? b : a
            let missing = value(a) == nil ? a : b
            throw UsageError("--\(given) needs --\(missing) as well", command: command)
        }
    }
}
