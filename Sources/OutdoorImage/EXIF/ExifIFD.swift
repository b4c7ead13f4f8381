internal import CExif

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

    /// Up to `limit` values of a SHORT or LONG tag; nil when absent, of another type or shorter
    /// than it claims.
    func unsignedIntegers(_ tag: ExifTag, limit: Int = 4) -> [Int]? {
        guard let entry = entry(tag), let data = entry.pointee.data else { return nil }
        let count = min(limit, Int(entry.pointee.components))
        let size = Int(entry.pointee.size)
        switch entry.pointee.format {
        case EXIF_FORMAT_SHORT where count >= 1 && size >= 2 * count:
            return (0..<count).map { Int(exif_get_short(data + 2 * $0, order)) }
        case EXIF_FORMAT_LONG where count >= 1 && size >= 4 * count:
            return (0..<count).map { Int(exif_get_long(data + 4 * $0, order)) }
        default: return nil
        }
    }

    /// What a RATIONAL or SRATIONAL tag holds: its values (at most `limit`), nothing when
    /// absent, or why it cannot be read (another type, or fewer bytes than it claims).
    func rationals(_ tag: ExifTag, limit: Int = 3) -> (values: [ExifRational]?, unreadable: String?) {
        guard let entry = entry(tag), let data = entry.pointee.data else { return (nil, nil) }
        let format = entry.pointee.format
        guard format == EXIF_FORMAT_RATIONAL || format == EXIF_FORMAT_SRATIONAL else {
            let name = exif_format_get_name(format).map { String(cString: $0) } ?? "unknown"
            return (nil, "is stored as \(name), not as a rational number")
        }
        let count = min(limit, Int(entry.pointee.components))
        guard count >= 1, Int(entry.pointee.size) >= 8 * count else {
            return (nil, "is shorter than its \(entry.pointee.components) values")
        }
        let values = (0..<count).map { index -> ExifRational in
            if format == EXIF_FORMAT_SRATIONAL {
                let value = exif_get_srational(data + 8 * index, order)
                return ExifRational(Int64(value.numerator), Int64(value.denominator))
            }
            let value = exif_get_rational(data + 8 * index, order)
            return ExifRational(Int64(value.numerator), Int64(value.denominator))
        }
        return (values, nil)
    }

    /// The first value of a RATIONAL or SRATIONAL tag, when it can be read.
    func rational(_ tag: ExifTag) -> ExifRational? { rationals(tag, limit: 1).values?.first }
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
