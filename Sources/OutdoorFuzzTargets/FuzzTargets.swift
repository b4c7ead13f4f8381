import Foundation
import OutdoorCLI
import OutdoorGPX
import OutdoorGeo
import OutdoorImage
import OutdoorJournal
import OutdoorModel
import OutdoorRaster
import OutdoorStore

/// The fuzz targets (issue 17): each takes any bytes and must return, never crash, hang or leak.
///
/// `make fuzz` runs each under libFuzzer and AddressSanitizer (Scripts/fuzz); `make test` replays
/// every seed and saved regression input through the same functions (OutdoorFuzzTargetsTests).
public enum FuzzTargets {
    /// The targets by name, in the order `make fuzz` runs them.
    public static let names = [
        "exif", "image-probe", "image-decode", "app-json", "app-store", "geo-data", "arguments", "gpx",
        "track-points",
    ]

    /// Runs target `name` on `data`; returns false for an unknown name.
    ///
    /// Errors are expected
    /// answers to bad input and are swallowed; only a crash is a finding.
    @discardableResult
    public static func run(_ name: String, _ data: Data) -> Bool {
        switch name {
        case "exif": exif(data)
        case "image-probe": _ = try? ImageProbe.inspect(data)
        case "image-decode": _ = try? ImageDecoder.decode(data, covering: cardPhoto, cropping: true)
        case "app-json": appJSON(data)
        case "app-store": _ = try? AppStoreSnapshot.read(storeData: data)
        case "geo-data": geoData(data)
        case "arguments": arguments(data)
        case "gpx": gpx(data)
        case "track-points": _ = try? TrackPointsCodec.decode(data)
        default: return false
        }
        return true
    }

    /// The size a card's photo panel asks for: JPEGs then take the progressive decoder's reduced
    /// scale, HEICs the container parser and tile plan.
    static let cardPhoto = PixelSize(width: 160, height: 120)

    /// The EXIF block reader and the XMP packet reader.
    static func exif(_ data: Data) {
        let bytes = [UInt8](data)
        _ = try? ExifReader.read(exifBlock: bytes)
        _ = XMPReader.read(bytes)
    }

    /// The iPhone app's JSON export, and the rules each entry is checked against.
    static func appJSON(_ data: Data) {
        guard let export = try? AppJSONImport(data: data, name: "fuzz.json") else { return }
        for item in export.items {
            _ = try? item.recordedWeather()
            _ = try? item.checkedTimestamp()
            _ = item.contentID
        }
    }

    /// The map data readers: the first byte picks the file (a feature layer, the places or the
    /// countries' areas), the rest is its content, decoded whole.
    static func geoData(_ data: Data) {
        guard let first = data.first else { return }
        let name = ["coast-l.oug", "places.oug", "countries.oug"][Int(first) % 3]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "outdoor-fuzz-\(getpid())", isDirectory: true)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        defer { try? FileManager.default.removeItem(at: file) }
        guard (try? data.dropFirst().write(to: file)) != nil,
            let database = try? GeoDatabase(directory: folder)
        else { return }
        _ = try? database.validate()
    }

    /// The argument parser: NUL-separated words, parsed against every command's grammar.
    static func arguments(_ data: Data) {
        let words = data.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        for spec in OutdoorCLI.commandSpecs { _ = try? ArgumentParser.parse(words, spec: spec) }
    }

    /// The GPX reader (plain or gzip), then what an import does with what it read: cleaning,
    /// figures, the journal's frozen form and back, and placing instants on the track.
    static func gpx(_ data: Data) {
        // A small limit keeps each run fast; gzip bombs meet it sooner.
        guard let document = try? GPXReader.read(data: data, now: fuzzNow, maxBytes: 4 << 20) else { return }
        let (recording, _) = document.recording.cleaned()
        guard let figures = TrackFigures(recording) else { return }
        _ = try? TrackPointsCodec.decode(TrackPointsCodec.encode(recording))
        if let range = figures.timeRange {
            let locator = TrackLocator(recording)
            _ = locator.position(
                at: range.lowerBound.addingTimeInterval(
                    range.upperBound.timeIntervalSince(range.lowerBound) / 3), maxGap: 300)
        }
    }

    /// The clock the GPX target judges times by (a fixed instant, so runs repeat): 2030-01-01.
    static let fuzzNow = Date(timeIntervalSince1970: 1_893_456_000)
}
