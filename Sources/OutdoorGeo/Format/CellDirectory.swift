/// The sorted cell directory both kinds of data file have: entries of (cell index, start) as two
/// little-endian UInt32s, in ascending cell order; an entry's items run to the next entry's start.
///
/// Reads go straight to the mapped bytes; the caller has checked the directory fits the file.
struct CellDirectory {
    /// The mapped file.
    let file: MappedFile
    /// Byte offset of the first entry.
    let offset: Int
    /// Number of entries.
    let count: Int
    /// Where the last entry's items end (a byte length or an item count, as the file defines).
    let end: Int
    /// The file's path, for errors.
    let path: String

    /// The cell index of entry `i` (0..<count; the caller checks).
    func cellIndex(at i: Int) -> Int {
        Int(ByteReader.uint32(file.bytes, at: offset + i * GeoFileFormat.directoryEntrySize))
    }

    /// Entry `i`'s items, from its start to the next entry's start (or `end`), checked.
    func range(at i: Int) throws -> Range<Int> {
        let entry = offset + i * GeoFileFormat.directoryEntrySize
        let start = Int(ByteReader.uint32(file.bytes, at: entry + 4))
        let stop =
            i + 1 < count
            ? Int(ByteReader.uint32(file.bytes, at: entry + GeoFileFormat.directoryEntrySize + 4)) : end
        guard start <= stop, stop <= end else {
            throw GeoDataError.corrupt(path: path, detail: "directory entry \(i) points outside the data")
        }
        return start..<stop
    }

    /// The first entry whose cell index is at least `cell` (binary search).
    func firstEntry(atLeast cell: Int) -> Int {
        var lo = 0
        var hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if cellIndex(at: mid) < cell { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The entries whose cells lie in `cells`, in order, as (entry, cell) pairs.
    func entries(in cells: ClosedRange<Int>) -> [(entry: Int, cell: Int)] {
        var found: [(Int, Int)] = []
        var entry = firstEntry(atLeast: cells.lowerBound)
        while entry < count {
            let cell = cellIndex(at: entry)
            guard cell <= cells.upperBound else { break }
            found.append((entry, cell))
            entry += 1
        }
        return found
    }
}
