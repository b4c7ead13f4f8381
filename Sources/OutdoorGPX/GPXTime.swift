import Foundation
import OutdoorModel

/// GPX times (xsd:dateTime): "2024-05-14T09:03:05Z", with fractions of a second and an offset
/// ("+02:00", "+0200") or none, which GPX defines as UTC.
enum GPXTime {
    /// The instant `bytes` name, or nil when they are not such a time.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var lower = 0
        var upper = bytes.count
        while lower < upper, isSpace(bytes[lower]) { lower += 1 }
        while upper > lower, isSpace(bytes[upper - 1]) { upper -= 1 }
        let b = UnsafeBufferPointer(rebasing: bytes[lower..<upper])
        guard b.count >= 19 else { return nil }
        func number(_ start: Int, _ count: Int) -> Int? {
            var value = 0
            for i in start..<(start + count) {
                let c = b[i]
                guard c >= 48, c <= 57 else { return nil }
                value = value * 10 + Int(c - 48)
            }
            return value
        }
        guard b[4] == 45, b[7] == 45, b[10] == 84 || b[10] == 116 || b[10] == 32, b[13] == 58, b[16] == 58,
            let year = number(0, 4), let month = number(5, 2), let day = number(8, 2),
            let hour = number(11, 2), let minute = number(14, 2), let second = number(17, 2)
        else { return nil }
        var index = 19
        var fraction = 0.0
        if index < b.count, b[index] == 46 {
            index += 1
            var scale = 0.1
            let start = index
            while index < b.count, b[index] >= 48, b[index] <= 57 {
                fraction += Double(b[index] - 48) * scale
                scale /= 10
                index += 1
            }
            guard index > start else { return nil }
        }
        var offset = 0
        if index < b.count {
            let sign = b[index]
            if sign == 90 || sign == 122 {  // Z or z
                index += 1
            } else if sign == 43 || sign == 45 {  // + or -
                let rest = b.count - index - 1
                guard rest == 5 || rest == 4 || rest == 2 else { return nil }
                guard let h = number(index + 1, 2) else { return nil }
                var m = 0
                if rest == 5 {
                    guard b[index + 3] == 58, let minutes = number(index + 4, 2) else { return nil }
                    m = minutes
                } else if rest == 4 {
                    guard let minutes = number(index + 3, 2) else { return nil }
                    m = minutes
                }
                guard h <= 18, m < 60 else { return nil }
                offset = (h * 3600 + m * 60) * (sign == 45 ? -1 : 1)
                index = b.count
            } else {
                return nil
            }
        }
        guard index == b.count,
            let local = LocalDateTime(
                year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                fraction: min(fraction, 0.999_999_999))
        else { return nil }
        return local.date(offsetSeconds: offset)
    }

    private static func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 9 || c == 10 || c == 13 }
}
