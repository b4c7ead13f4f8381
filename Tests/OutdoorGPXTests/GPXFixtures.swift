import Foundation
import TestSupport

/// GPX documents and gzip data made by the tests.
enum GPXFixtures {
    /// `body` gzip-compressed (one member).
    static func gzip(_ body: Data) -> Data { Gzip.compress(body) }

    /// A GPX 1.1 document whose single segment holds `points` (each a `<trkpt>` element's XML),
    /// after `metadata` (a `<metadata>` element's XML, or nothing).
    static func track(_ points: [String], prolog: String = "", name: String = "Test", metadata: String = "")
        -> Data
    {
        Data(
            ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\(prolog)"
                + "<gpx version=\"1.1\" creator=\"test\" xmlns=\"http://www.topografix.com/GPX/1/1\">"
                + metadata + "<trk><name>\(name)</name><trkseg>\n" + points.joined(separator: "\n")
                + "\n</trkseg></trk></gpx>\n").utf8)
    }

    /// A track point with a height and a time.
    static func point(
        _ lat: String, _ lon: String, ele: String = "100", time: String = "2024-05-14T09:00:00Z"
    )
        -> String
    {
        "<trkpt lat=\"\(lat)\" lon=\"\(lon)\"><ele>\(ele)</ele><time>\(time)</time></trkpt>"
    }
}
