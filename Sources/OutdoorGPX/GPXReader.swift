import Foundation
import OutdoorModel

/// Reads GPX 1.0 and 1.1 files (plain or gzip-compressed) with libxml2's SAX2 push parser.
///
/// Tracks with any number of segments, routes and waypoints are read; every other element
/// (metadata beyond the name, `extensions` such as Garmin's TrackPointExtension, elements of
/// other namespaces) is skipped unread. TCX, FIT and KML files are recognised and refused with
/// a way to convert them. Every value is checked as it is read (a position off the globe, a
/// height beyond -20 to 100 km, a time before 1980 or more than a day ahead, a number that is
/// not one): the first such value refuses the whole file, naming its line. Garmin's "clock
/// unknown" time is read as no time. The file, or its XML after decompression, may hold at
/// most `maxXMLBytes`, `TrackRules.maxPoints` points and `TrackRules.maxWaypoints` waypoints.
public enum GPXReader {
    /// The most XML one file may hold, after decompression: 256 MiB.
    public static let maxXMLBytes: UInt64 = 256 << 20

    /// The deepest nesting of elements read.
    public static let maxDepth = 64

    /// Reads the file at `url`; `now` bounds the times a point may have.
    public static func read(file url: URL, now: Date, maxBytes: UInt64 = maxXMLBytes) throws -> GPXDocument {
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw GPXError.unreadable(cause: ErrorText.system(errno)) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw GPXError.unreadable(cause: ErrorText.system(errno)) }
        if (info.st_mode & S_IFMT) == S_IFDIR { throw GPXError.unreadable(cause: "it is a folder") }
        if (info.st_mode & S_IFMT) == S_IFREG, UInt64(max(0, info.st_size)) > maxBytes {
            throw GPXError.tooLarge(limit: maxBytes)
        }
        // The first bytes tell the kind of file; they are handed on, so a pipe works as a file does.
        var head = [UInt8](repeating: 0, count: 16)
        var count = 0
        while count < head.count {
            let got = head.withUnsafeMutableBytes { raw in
                Glibc.read(descriptor, raw.baseAddress.map { $0 + count }, raw.count - count)
            }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else { throw GPXError.unreadable(cause: ErrorText.system(errno)) }
            if got == 0 { break }
            count += got
        }
        let kind = try TrackFileKind(head: head.prefix(count))
        let parser = GPXParser(now: now)
        return try parser.parse(
            XMLEvents(
                descriptor: descriptor, head: Array(head.prefix(count)), gzip: kind == .gzip,
                maxBytes: maxBytes,
                handler: parser))
    }

    /// Reads a GPX document (or gzip-compressed one) held in memory.
    public static func read(data: Data, now: Date, maxBytes: UInt64 = maxXMLBytes) throws -> GPXDocument {
        if UInt64(data.count) > maxBytes { throw GPXError.tooLarge(limit: maxBytes) }
        let kind = try TrackFileKind(head: data.prefix(16))
        let parser = GPXParser(now: now)
        return try parser.parse(
            XMLEvents(data: data, gzip: kind == .gzip, maxBytes: maxBytes, handler: parser))
    }

    /// The version of libxml2 in use, once a file has been read ("20914").
    public static var parserVersion: String? { LibXML.version }
}

/// What the first bytes of a track file say it is.
enum TrackFileKind: Equatable {
    /// gzip data (read as compressed GPX).
    case gzip
    /// Anything else, read as XML (the root element tells GPX from TCX or KML).
    case xml

    /// Recognises gzip; refuses FIT (binary) and ZIP-packed files (KMZ) with a way to convert them.
    init<C: Collection>(head: C) throws where C.Element == UInt8 {
        let bytes = Array(head)
        if bytes.count >= 2, bytes[0] == 0x1F, bytes[1] == 0x8B {
            self = .gzip
        } else if bytes.count >= 12, bytes[8...11].elementsEqual(Array(".FIT".utf8)) {
            throw GPXError.unsupportedFormat(
                name: "FIT",
                hint: "convert it to GPX first, e.g. 'gpsbabel -i garmin_fit -f IN.fit -o gpx -F OUT.gpx'")
        } else if bytes.count >= 4, bytes[0...3].elementsEqual([0x50, 0x4B, 0x03, 0x04]) {
            throw GPXError.unsupportedFormat(
                name: "ZIP (KMZ?)", hint: "unpack it, and convert any KML to GPX, e.g. with gpsbabel")
        } else {
            self = .xml
        }
    }
}
