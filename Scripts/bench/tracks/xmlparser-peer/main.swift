// outdoor-xmlparser-peer: the peer of outdoor's GPX reader, Foundation's XMLParser (FoundationXML,
// over libxml2's SAX2 parser), collecting the same values: lat, lon, ele and time of every point.
//
//     outdoor-xmlparser-peer FILE.gpx
//
// Prints one line of "key=value" figures; Scripts/bench/tracks/measure.py runs it.

import Foundation
import FoundationXML

/// Resident memory of this process in kB (VmRSS).
func residentKB() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
    return 0
}

/// Foundation's XMLParser collecting the same values: lat, lon, ele and time of every point.
final class FoundationCollector: NSObject, XMLParserDelegate {
    var points = 0
    var latitudeSum = 0.0
    var heights = 0
    var times = 0
    var text = ""
    var collecting = false

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if name == "trkpt" || name == "rtept" {
            points += 1
            latitudeSum += Double(attributes["lat"] ?? "") ?? 0
            _ = Double(attributes["lon"] ?? "")
        }
        collecting = name == "ele" || name == "time"
        text = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if collecting { text += string }
    }

    func parser(
        _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
        if name == "ele", Double(text.trimmingCharacters(in: .whitespaces)) != nil { heights += 1 }
        if name == "time", !text.isEmpty { times += 1 }
        collecting = false
    }
}

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: outdoor-xmlparser-peer FILE.gpx\n".utf8))
    exit(2)
}
let collector = FoundationCollector()
let start = DispatchTime.now().uptimeNanoseconds
guard let parser = XMLParser(contentsOf: URL(fileURLWithPath: CommandLine.arguments[1])) else { exit(1) }
parser.shouldProcessNamespaces = true
parser.shouldResolveExternalEntities = false
parser.delegate = collector
let ok = parser.parse()
let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
print(
    String(
        format: "seconds=%.3f points=%d heights=%d times=%d ok=%@ rss_mb=%.1f", elapsed, collector.points,
        collector.heights, collector.times, ok ? "yes" : "no", Double(residentKB()) / 1024))
