// outdoor-track-bench: figures behind the GPX reader's choices (issue 25), one measurement per
// process so memory figures are the command's own.
//
//     outdoor-track-bench load                 loading libxml2 at first use: time and memory it adds
//     outdoor-track-bench libxml2 FILE.gpx      read + clean + measure with outdoor's reader
//
// Foundation's XMLParser, the peer, is measured by outdoor-xmlparser-peer: linking FoundationXML
// maps libxml2 at start, which would spoil the first measurement here.
// Prints one line of "key=value" figures; Scripts/bench/tracks/measure.py runs it.

import Foundation
import OutdoorGPX
import OutdoorModel

/// Resident memory of this process in kB (VmRSS), and the libraries mapped.
func residentKB() -> Int {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
        return Int(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
    }
    return 0
}

func mappedLibraries() -> Set<String> {
    let maps = (try? String(contentsOfFile: "/proc/self/maps", encoding: .utf8)) ?? ""
    var names = Set<String>()
    for line in maps.split(separator: "\n") {
        guard let path = line.split(separator: " ", omittingEmptySubsequences: true).last,
            path.hasPrefix("/"),
            path.contains(".so")
        else { continue }
        names.insert(String(path.split(separator: "/").last ?? ""))
    }
    return names
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: outdoor-track-bench load | libxml2 FILE\n".utf8))
    exit(2)
}
let now = Date()
switch arguments[1] {
case "load":
    // A one-point file: the time and memory are loading libxml2, ICU and zlib, not parsing.
    let tiny = Data(
        "<gpx xmlns=\"http://www.topografix.com/GPX/1/1\"><trk><trkseg><trkpt lat=\"1\" lon=\"2\"/></trkseg></trk></gpx>"
            .utf8)
    let before = residentKB()
    let librariesBefore = mappedLibraries()
    let first = try seconds { _ = try GPXReader.read(data: tiny, now: now) }
    let after = residentKB()
    let second = try seconds { _ = try GPXReader.read(data: tiny, now: now) }
    let added = mappedLibraries().subtracting(librariesBefore).sorted()
    print(
        String(
            format: "first_read_ms=%.2f second_read_ms=%.3f rss_added_mb=%.1f libxml2=%@ libraries_added=%@",
            first * 1000, second * 1000, Double(after - before) / 1024, GPXReader.parserVersion ?? "?",
            added.joined(separator: ",")))
case "libxml2":
    let url = URL(fileURLWithPath: arguments[2])
    var points = 0
    var distance = 0.0
    let elapsed = try seconds {
        let document = try GPXReader.read(file: url, now: now)
        let (recording, _) = document.recording.cleaned()
        points = recording.pointCount
        distance = TrackFigures(recording)?.distanceMetres ?? 0
    }
    print(
        String(
            format: "seconds=%.3f points=%d distance_m=%.0f rss_mb=%.1f", elapsed, points, distance,
            Double(residentKB()) / 1024))
default:
    FileHandle.standardError.write(Data("unknown command \(arguments[1])\n".utf8))
    exit(2)
}
