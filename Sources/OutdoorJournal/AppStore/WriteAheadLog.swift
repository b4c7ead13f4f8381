import Foundation

/// Reads a SQLite write-ahead log (`default.store-wal`) far enough to tell whether SQLite will
/// take every transaction it holds.
///
/// SQLite reads a `-wal` frame by frame and silently stops at the first frame whose checksum or
/// salt does not follow: the rows of a truncated, damaged or garbage `-wal` are dropped without
/// a word. A device backup's newest entries often live only there, so an import says when
/// SQLite would drop some. Frames left from an earlier cycle (other salts) are normal and not a
/// problem. The format: a 32-byte header (magic 0x377f0682/3, version 3007000, page size,
/// checkpoint number, two salts, a checksum), then frames of a 24-byte header and one page.
public struct WriteAheadLog: Equatable, Sendable {
    /// What is wrong with a write-ahead log, in words; nil when SQLite will read all of it.
    public var problem: String?
    /// Frames SQLite will apply (up to the last whole transaction).
    public var committedFrames: Int

    /// Inspects the bytes of a `-wal`.
    public init(_ data: Data) {
        let bytes = [UInt8](data)
        self = Self.inspect(bytes)
    }

    private init(problem: String?, committedFrames: Int) {
        self.problem = problem
        self.committedFrames = committedFrames
    }

    private static func inspect(_ bytes: [UInt8]) -> WriteAheadLog {
        if bytes.isEmpty { return WriteAheadLog(problem: nil, committedFrames: 0) }
        guard bytes.count >= 32 else {
            return WriteAheadLog(
                problem: "it is cut short (\(bytes.count) bytes, less than its header)", committedFrames: 0)
        }
        let magic = word(bytes, 0, bigEndian: true)
        guard magic == 0x377F_0682 || magic == 0x377F_0683 else {
            return WriteAheadLog(
                problem: "it is not a SQLite write-ahead log (its first bytes are wrong)", committedFrames: 0)
        }
        let bigEndian = magic & 1 == 1
        guard word(bytes, 4, bigEndian: true) == 3_007_000 else {
            return WriteAheadLog(problem: "it has a format version SQLite does not read", committedFrames: 0)
        }
        let rawSize = Int(word(bytes, 8, bigEndian: true))
        let pageSize = rawSize == 1 ? 65_536 : rawSize
        guard pageSize >= 512, pageSize <= 65_536, pageSize & (pageSize - 1) == 0 else {
            return WriteAheadLog(
                problem: "its page size \(rawSize) is not one SQLite uses", committedFrames: 0)
        }
        var sum = checksum(bytes, 0..<24, seed: (0, 0), bigEndian: bigEndian)
        guard sum == (word(bytes, 24, bigEndian: true), word(bytes, 28, bigEndian: true)) else {
            return WriteAheadLog(
                problem: "its header is damaged (its checksum does not match)", committedFrames: 0)
        }
        let salts = (word(bytes, 16, bigEndian: true), word(bytes, 20, bigEndian: true))
        let frameSize = 24 + pageSize
        var offset = 32
        var frames = 0
        var committed = 0
        while offset + frameSize <= bytes.count {
            let frameSalts = (
                word(bytes, offset + 8, bigEndian: true), word(bytes, offset + 12, bigEndian: true)
            )
            // Another cycle's frames: SQLite stops here, as it should.
            guard frameSalts == salts else { return WriteAheadLog(problem: nil, committedFrames: committed) }
            sum = checksum(bytes, offset..<(offset + 8), seed: sum, bigEndian: bigEndian)
            sum = checksum(bytes, (offset + 24)..<(offset + frameSize), seed: sum, bigEndian: bigEndian)
            guard
                sum == (word(bytes, offset + 16, bigEndian: true), word(bytes, offset + 20, bigEndian: true))
            else {
                return WriteAheadLog(
                    problem:
                        "frame \(frames + 1) is damaged (its checksum does not match): SQLite ignores it and "
                        + "everything after it", committedFrames: committed)
            }
            frames += 1
            if word(bytes, offset + 4, bigEndian: true) != 0 { committed = frames }
            offset += frameSize
        }
        if offset < bytes.count {
            return WriteAheadLog(
                problem:
                    "it is cut short in frame \(frames + 1) (\(bytes.count - offset) of \(frameSize) bytes)",
                committedFrames: committed)
        }
        // Frames after the last commit belong to a transaction that was never finished: it
        // was never written, as far as SQLite (and the app) are concerned.
        return WriteAheadLog(problem: nil, committedFrames: committed)
    }

    /// The 32-bit word at `offset`.
    private static func word(_ bytes: [UInt8], _ offset: Int, bigEndian: Bool) -> UInt32 {
        let b = (
            UInt32(bytes[offset]), UInt32(bytes[offset + 1]), UInt32(bytes[offset + 2]),
            UInt32(bytes[offset + 3])
        )
        return bigEndian ? b.0 << 24 | b.1 << 16 | b.2 << 8 | b.3 : b.3 << 24 | b.2 << 16 | b.1 << 8 | b.0
    }

    /// SQLite's WAL checksum of `range` (a multiple of 8 bytes) continuing from `seed`.
    private static func checksum(
        _ bytes: [UInt8], _ range: Range<Int>, seed: (UInt32, UInt32), bigEndian: Bool
    ) -> (UInt32, UInt32) {
        var (s0, s1) = seed
        var offset = range.lowerBound
        while offset + 8 <= range.upperBound {
            s0 = s0 &+ word(bytes, offset, bigEndian: bigEndian) &+ s1
            s1 = s1 &+ word(bytes, offset + 4, bigEndian: bigEndian) &+ s0
            offset += 8
        }
        return (s0, s1)
    }
}
