import Foundation
import OutdoorModel

extension PlaceFile {
    /// Places found by name over the whole file: those whose name folds to `wanted`, and those
    /// within `maxEdits` edits of it (likely meant when nothing matches exactly).
    struct NameSearch {
        /// Every place whose folded name is the one searched for.
        var matches: [Place] = []
        /// Places whose folded name is close to it, with their edit distance.
        var similar: [(place: Place, edits: Int)] = []
    }

    /// Scans every place's name once (a few hundred thousand names).
    ///
    /// Names are compared as folded bytes (`Place.fold`; plain ASCII names folded without making
    /// strings); a name is a suggestion only when it begins with the same letter, as typed
    /// names nearly always do. Only the first byte of most names is decoded: a name that begins
    /// with another ASCII letter or digit can be neither.
    func search(folded wanted: String, maxEdits: Int) throws -> NameSearch {
        var result = NameSearch()
        let target = Array(wanted.utf8)
        guard let first = target.first else { return result }
        try forEachCell(rows: 0...(rows - 1), columns: [0...(columns - 1)]) { range, south, west in
            for index in range {
                guard let head = nameBytes(at: index, prefix: 1)?.first else { continue }
                if let letter = Self.foldASCII([head]), letter.count == 1, letter[0] != first { continue }
                guard let raw = nameBytes(at: index) else { continue }
                let folded = Self.foldASCII(raw) ?? String(decoding: raw, as: UTF8.self).foldedBytes
                if folded == target {
                    result.matches.append(try place(at: index, south: south, west: west))
                } else if maxEdits > 0, folded.first == first, abs(folded.count - target.count) <= maxEdits {
                    let edits = Self.editDistance(folded, target, limit: maxEdits)
                    if edits <= maxEdits {
                        result.similar.append((try place(at: index, south: south, west: west), edits))
                    }
                }
            }
            return true
        }
        return result
    }

    /// `Place.fold` of an all-ASCII name, byte by byte: letters lowercased, digits, nothing
    /// else; nil when the name is not all ASCII.
    static func foldASCII(_ bytes: [UInt8]) -> [UInt8]? {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for byte in bytes {
            switch byte {
            case 0x61...0x7A, 0x30...0x39: out.append(byte)
            case 0x41...0x5A: out.append(byte + 0x20)
            case 0x80...: return nil
            default: continue
            }
        }
        return out
    }

    /// The Levenshtein distance of two byte strings, or `limit + 1` once it must exceed `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var best = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                best = min(best, current[j])
            }
            if best > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

extension String {
    /// `Place.fold` of the string, as UTF-8 bytes.
    fileprivate var foldedBytes: [UInt8] { Array(Place.fold(self).utf8) }
}
