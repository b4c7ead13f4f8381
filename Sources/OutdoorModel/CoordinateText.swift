import Foundation

/// Coordinate pairs as people paste them: "43.5, -2.1", "43.5 -2.1", "43.5N 2.1W",
/// "43°30'N 2°6'W", "43° 30' 15.2\" N, 2° 6' W".
public enum CoordinateText {
    /// Why a pasted pair was refused.
    public struct ParseError: Error, Equatable, CustomStringConvertible {
        /// What was wrong.
        public var reason: String
        public var description: String { reason }
    }

    /// The coordinate in `text`: latitude first, then longitude.
    public static func parse(_ text: String) throws -> Coordinate {
        let cleaned = text.trimmingCharacters(in: .whitespacesAndNewlines)
            .replacingOccurrences(of: "\u{2032}", with: "'").replacingOccurrences(of: "\u{2033}", with: "\"")
            .replacingOccurrences(of: "\u{2019}", with: "'").replacingOccurrences(of: "\u{201D}", with: "\"")
            .replacingOccurrences(of: "''", with: "\"").replacingOccurrences(of: "\u{2212}", with: "-")
        let halves = split(cleaned)
        guard halves.count == 2 else {
            throw ParseError(
                reason: "'\(text)' is not a latitude and longitude: give two numbers such as \"43.5, -2.1\" "
                    + "or degrees, minutes and seconds such as \"43°30'N 2°6'W\"")
        }
        let latitude = try angle(halves[0], positive: "N", negative: "S", name: "latitude", whole: text)
        let longitude = try angle(halves[1], positive: "E", negative: "W", name: "longitude", whole: text)
        do {
            return try Coordinate.validated(latitude: latitude, longitude: longitude)
        } catch {
            throw ParseError(reason: "'\(text)': \(error)")
        }
    }

    /// The latitude and longitude parts: split at a comma or semicolon, else after the first
    /// hemisphere letter, else at whitespace between two plain numbers.
    static func split(_ text: String) -> [String] {
        for separator in [",", ";"] where text.contains(separator) {
            // A decimal comma ("43,5 -2,1") is not a separator: then there are two commas or none between numbers.
            let parts = text.components(separatedBy: separator).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            if parts.count == 2 { return parts }
        }
        let upper = text.uppercased()
        // "43.5N 2.1W": after the first N or S that follows a number.
        if let index = upper.indices.first(where: {
            (upper[$0] == "N" || upper[$0] == "S") && upper[..<$0].contains(where: \.isNumber)
        }), upper.index(after: index) < upper.endIndex {
            let first = String(text[...index]).trimmingCharacters(in: .whitespaces)
            let rest = String(text[text.index(after: index)...]).trimmingCharacters(in: .whitespaces)
            if !rest.isEmpty { return [first, rest] }
        }
        // "N 43.5 W 2.1": hemisphere letters first.
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        if words.count == 2 { return words }
        if words.count == 4, ["N", "S"].contains(words[0].uppercased()) {
            return [words[0] + words[1], words[2] + words[3]]
        }
        return [text]
    }

    private static func angle(
        _ part: String, positive: Character, negative: Character, name: String, whole: String
    )
        throws -> Double
    {
        var body = part.uppercased().trimmingCharacters(in: .whitespaces)
        var sign = 1.0
        if let last = body.last, last == positive || last == negative {
            sign = last == negative ? -1 : 1
            body.removeLast()
        } else if let first = body.first, first == positive || first == negative {
            sign = first == negative ? -1 : 1
            body.removeFirst()
        }
        if body.contains(where: { $0.isLetter && !"NSEW".contains($0) }) {
            throw ParseError(reason: "'\(whole)': '\(part)' is not a number")
        }
        if let other = body.first(where: { $0.isLetter }) {
            throw ParseError(
                reason: "'\(whole)': the \(name) has '\(other)' where \(positive) or \(negative) belongs")
        }
        let numbers = body.split(whereSeparator: { "°'\" ".contains($0) }).map(String.init)
        guard (1...3).contains(numbers.count) else {
            throw ParseError(reason: "'\(whole)': no \(name) in '\(part)'")
        }
        var values: [Double] = []
        for text in numbers {
            guard let value = Double(text), value.isFinite else {
                throw ParseError(reason: "'\(whole)': '\(text)' in the \(name) is not a number")
            }
            values.append(value)
        }
        if values.count > 1 {
            guard values[0] >= 0, sign > 0 || !numbers[0].hasPrefix("-"),
                values.dropFirst().allSatisfy({ $0 >= 0 && $0 < 60 })
            else {
                throw ParseError(
                    reason: "'\(whole)': minutes and seconds must be from 0 to 59 in the \(name)")
            }
        }
        let degrees =
            abs(values[0]) + (values.count > 1 ? values[1] / 60 : 0)
            + (values.count > 2 ? values[2] / 3600 : 0)
        return (values[0] < 0 ? -1 : 1) * sign * degrees
    }
}
