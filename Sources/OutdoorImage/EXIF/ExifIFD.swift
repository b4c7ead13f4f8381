import CExif

/// Typed reads of tags in one libexif IFD; every read checks format, count and size first.
struct ExifIFD {
    /// The IFD's content, owned by the ExifData it came from (which must outlive this value).
    let content: UnsafeMutablePointer<ExifContent>?
    /// The block's byte order.
    let order: ExifByteOrder

    private func entry(_ tag: ExifTag) -> UnsafeMutablePointer<ExifEntry>? {
        guard let content, let entry = exif_content_get_entry(content, tag), entry.pointee.data != nil
        else { return nil }
        return entry
    }

    /// An ASCII tag up to its first NUL, trimmed of spaces; nil when absent, empty or not ASCII.
    func text(_ tag: ExifTag) -> String? {
        guard let entry = entry(tag), entry.pointee.format == EXIF_FORMAT_ASCII,
            let data = entry.pointee.data
        else { return nil }
        let bytes = UnsafeBufferPointer(start: data, count: Int(entry.pointee.size))
        let visible = bytes.prefix { $0 != 0 }
        guard visible.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        let text = String(decoding: visible, as: UTF8.self).trimmingCharacters(in: " ")
        return text.isEmpty ? nil : text
    }

    /// The first value of a BYTE, SHORT or LONG tag.
    func unsignedInteger(_ tag: ExifTag) -> Int? {
        guard let entry = entry(tag), entry.pointee.components >= 1, let data = entry.pointee.data else {
            return nil
        }
        let size = Int(entry.pointee.size)
        switch entry.pointee.format {
        case EXIF_FORMAT_BYTE where size >= 1: return Int(data[0])
        case EXIF_FORMAT_SHORT where size >= 2: return Int(exif_get_short(data, order))
        case EXIF_FORMAT_LONG where size >= 4: return Int(exif_get_long(data, order))
        default: return nil
        }
    }

    /// The first `count` values of a RATIONAL tag; nil when absent, short, or a denominator is 0.
    func rationals(_ tag: ExifTag, count: Int) -> [Double]? {
        guard let entry = entry(tag), entry.pointee.format == EXIF_FORMAT_RATIONAL,
            Int(entry.pointee.components) >= count, Int(entry.pointee.size) >= 8 * count,
            let data = entry.pointee.data
        else { return nil }
        var values: [Double] = []
        for index in 0..<count {
            let rational = exif_get_rational(data + 8 * index, order)
            guard rational.denominator != 0 else { return nil }
            values.append(Double(rational.numerator) / Double(rational.denominator))
        }
        return values
    }

    /// Degrees from a degrees/minutes/seconds RATIONAL triple; nil when absent or not finite.
    func degrees(_ tag: ExifTag) -> Double? {
        guard let parts = rationals(tag, count: 3) else { return nil }
        let value = parts[0] + parts[1] / 60 + parts[2] / 3600
        return value.isFinite ? value : nil
    }
}

extension String {
    /// The string without leading and trailing `character`s.
    fileprivate func trimmingCharacters(in character: Character) -> String {
        var view = Substring(self)
        while view.first == character { view = view.dropFirst() }
        while view.last == character { view = view.dropLast() }
        return String(view)
    }
}
