import Foundation
import OutdoorModel

/// Text options: read as given.
extension Option where Value == String? {
    /// An option whose value is any text; nil when not given.
    public static func text(
        _ name: String, _ valueName: String, short: Character? = nil, help: String, usage: String? = nil,
        completion: OptionSpec.ValueKind = .text, required: Bool = false,
        visibility: OptionSpec.Visibility = .listed
    ) -> Option<String?> {
        Option(
            name, valueName, short: short, help: help, usage: usage, completion: completion,
            required: required,
            visibility: visibility, absent: nil, convert: { text, _ in text })
    }

    /// A text option that may not be blank; the value is trimmed of surrounding white space.
    public static func nonBlankText(_ name: String, _ valueName: String, help: String) -> Option<String?> {
        Option(
            name, valueName, help: help, absent: nil,
            convert: { text, _ in
                let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
                guard !trimmed.isEmpty else { throw UsageError("--\(name) cannot be blank") }
                return trimmed
            })
    }
}

/// Required text options: the parser refuses a command line without them.
extension Option where Value == String {
    /// An option the command cannot run without (`add --title TEXT`).
    public static func requiredText(
        _ name: String, _ valueName: String, short: Character? = nil, help: String
    ) -> Option<String> {
        Option(
            name, valueName, short: short, help: help, required: true, absent: "",
            convert: { text, _ in text })
    }
}

/// Options whose value is one of an enumeration's names.
extension Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// An option whose value is one of `Value`'s names (any case), `default` when not given.
    public static func choice(
        _ name: String, _ valueName: String, default absent: Value, help: String
    ) -> Option<Value> {
        Option(
            name, valueName, help: help, choices: Value.allCases.map(\.rawValue),
            defaultText: absent.rawValue, absent: absent,
            convert: { text, _ in try choose(text, name: name) })
    }

    /// `text` as one of `Value`'s names, or a usage error listing them with the nearest.
    public static func choose(_ text: String, name: String) throws -> Value {
        if let match = Value(rawValue: text.lowercased()) { return match }
        let names = Value.allCases.map(\.rawValue)
        var message = "--\(name) must be one of \(names.joined(separator: ", ")), not '\(text)'"
        if let suggestion = Suggestions.closest(to: text.lowercased(), in: names) {
            message += "; did you mean \(suggestion)?"
        }
        throw UsageError(message)
    }
}

/// Options whose value, when given, is one of an enumeration's names.
extension Option {
    /// An option whose value is one of `Choice`'s names (any case); nil when not given.
    public static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
        _ name: String, _ valueName: String, of type: Choice.Type, help: String
    ) -> Option<Choice?> where Value == Choice?, Choice.RawValue == String {
        Option(
            name, valueName, help: help, choices: Choice.allCases.map(\.rawValue), absent: nil,
            convert: { text, _ in try Option<Choice>.choose(text, name: name) })
    }
}

/// Whole-number options.
extension Option where Value == Int {
    /// A whole number in `range`, `default` when not given; a small range is offered as choices.
    public static func integer(
        _ name: String, _ valueName: String, in range: ClosedRange<Int>, default absent: Int,
        defaultText: String? = nil, help: String
    ) -> Option<Int> {
        Option(
            name, valueName, help: help, choices: range.count <= 3 ? range.map(String.init) : [],
            defaultText: defaultText ?? String(absent), absent: absent,
            convert: { text, _ in try wholeNumber(text, name: name, in: range) })
    }

    /// `text` as a whole number in `range`, or a usage error saying what is expected.
    public static func wholeNumber(_ text: String, name: String, in range: ClosedRange<Int>) throws -> Int {
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(number) else {
            throw UsageError(
                "--\(name) needs a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'"
            )
        }
        return number
    }
}

/// Whole-number options without a default.
extension Option where Value == Int? {
    /// A whole number in `range`; nil when not given.
    public static func integer(
        _ name: String, _ valueName: String, short: Character? = nil, in range: ClosedRange<Int>, help: String
    ) -> Option<Int?> {
        Option(
            name, valueName, short: short, help: help, absent: nil,
            convert: { text, _ in try Option<Int>.wholeNumber(text, name: name, in: range) })
    }
}

/// Number options.
extension Option where Value == Double? {
    /// A finite number; nil when not given.
    public static func number(_ name: String, _ valueName: String, help: String) -> Option<Double?> {
        Option(
            name, valueName, help: help, absent: nil,
            convert: { text, _ in try Option<Double>.finiteNumber(text, name: name) })
    }
}

/// Number options with a default.
extension Option where Value == Double {
    /// A finite number that `accept` allows (else `refusal` with the text given), `default`
    /// when not given.
    public static func number(
        _ name: String, _ valueName: String, default absent: Double, help: String,
        accept: @escaping @Sendable (Double) -> Bool, refusal: String
    ) -> Option<Double> {
        Option(
            name, valueName, help: help,
            defaultText: absent.rounded() == absent ? String(Int(absent)) : String(absent), absent: absent,
            convert: { text, _ in
                let number = try finiteNumber(text, name: name)
                guard accept(number) else { throw UsageError("--\(name) \(refusal), not '\(text)'") }
                return number
            })
    }

    /// `text` as a finite number, or a usage error.
    public static func finiteNumber(_ text: String, name: String) throws -> Double {
        guard let number = Double(text.trimmingCharacters(in: .whitespaces)), number.isFinite else {
            throw UsageError("--\(name) needs a number, not '\(text)'")
        }
        return number
    }
}

/// Options that may be given more than once, read as every value in the order given.
extension Option {
    /// An option given any number of times (`--gpx A --gpx B`); each text is turned into an
    /// element by `convert`; empty when not given.
    public static func repeated<Element: Sendable>(
        _ name: String, _ valueName: String, help: String, usage: String? = nil,
        completion: OptionSpec.ValueKind = .text,
        convert: @escaping @Sendable (String, ValueContext) throws -> Element
    ) -> Option<[Element]> where Value == [Element] {
        Option<[Element]>(
            name, valueName, help: help, usage: usage, completion: completion, absent: [],
            convert: { text, context in [try convert(text, context)] },
            combine: { earlier, next in
                // Both were made by `convert` above: arrays of `Element`.
                ((earlier as? [Element]) ?? []) + ((next as? [Element]) ?? [])
            })
    }
}
