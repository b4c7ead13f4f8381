import OutdoorModel

/// Byte counts as people write them for `--max-bytes`: "500000", "800KB", "1.5 MB".
///
/// A bare number is a whole number of bytes. A suffix multiplies: B (1), K/KB (1,000), KiB (1,024),
/// M/MB (1,000,000), MiB (1,048,576), in any letter case, as messengers state their limits in
/// decimal units; with a suffix the number may have a fraction, and the result is rounded down.
public enum ByteSize {
    /// The largest limit accepted: 1 GiB (a card is a few megabytes at most).
    public static let maximum = 1 << 30

    /// Parses `text` into a number of bytes; throws `ByteSizeError` with a sentence for users.
    public static func parse(_ text: String) throws -> Int {
        let trimmed = text.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw ByteSizeError.empty }
        var number = Substring(trimmed)
        var suffix = Substring("")
        if let index = trimmed.firstIndex(where: { $0.isLetter }) {
            number = trimmed[..<index]
            suffix = trimmed[index...]
        }
        number = Substring(String(number).trimmingWhitespace())
        let unit: Int
        switch suffix.lowercased() {
        case "": unit = 1
        case "b": unit = 1
        case "k", "kb": unit = 1_000
        case "kib": unit = 1_024
        case "m", "mb": unit = 1_000_000
        case "mib": unit = 1_048_576
        default: throw ByteSizeError.unknownUnit(text: trimmed, unit: String(suffix))
        }
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
            number.filter({ $0 == "." }).count <= 1, number != "."
        else { throw ByteSizeError.notANumber(trimmed) }
        let bytes: Int
        if number.contains(".") {
            guard unit > 1 else { throw ByteSizeError.fractionOfByte(trimmed) }
            guard let value = Double(number), value.isFinite, value * Double(unit) < Double(maximum) + 1
            else { throw ByteSizeError.tooLarge(trimmed) }
            bytes = Int(value * Double(unit))
        } else {
            guard number.count <= 12, let value = Int(number) else { throw ByteSizeError.tooLarge(trimmed) }
            let (product, overflow) = value.multipliedReportingOverflow(by: unit)
            guard !overflow else { throw ByteSizeError.tooLarge(trimmed) }
            bytes = product
        }
        guard bytes > 0 else { throw ByteSizeError.zero(trimmed) }
        guard bytes <= maximum else { throw ByteSizeError.tooLarge(trimmed) }
        return bytes
    }

    /// A size for messages: "187 KB", "1.4 MB" (1 KB = 1,000 bytes, as `parse` reads it), or "900 bytes".
    public static func describe(_ bytes: Int) -> String {
        if bytes < 1_000 { return "\(bytes) bytes" }
        if bytes < 1_000_000 { return "\((bytes + 999) / 1_000) KB" }
        let tenths = (bytes * 10 + 999_999) / 1_000_000
        return "\(tenths / 10).\(tenths % 10) MB"
    }
}

/// Why a `--max-bytes` value was refused.
public enum ByteSizeError: Error, Equatable, CustomStringConvertible {
    case empty
    case notANumber(String)
    case unknownUnit(text: String, unit: String)
    case fractionOfByte(String)
    case zero(String)
    case tooLarge(String)

    /// The error as a sentence for users.
    public var description: String {
        switch self {
        case .empty:
            return "a size is required, such as 500000, 800KB or 1.5MB"
        case .notANumber(let text):
            return
                "\"\(text)\" is not a size: write a number of bytes, or a number with KB or MB (800KB, 1.5MB)"
        case .unknownUnit(let text, let unit):
            return
                "\"\(text)\" has an unknown unit \"\(unit)\": use B, KB or MB (1 KB = 1000 bytes), KiB or MiB (1 KiB = 1024 bytes)"
        case .fractionOfByte(let text):
            return "\"\(text)\" is a fraction of a byte: a size in bytes must be a whole number"
        case .zero(let text):
            return "\"\(text)\" is no bytes at all: the size must be at least 1 byte"
        case .tooLarge(let text):
            return "\"\(text)\" is too large: the largest size accepted is 1024 MiB"
        }
    }
}
