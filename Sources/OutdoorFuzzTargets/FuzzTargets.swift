import Foundation
import OutdoorArguments
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
        "exif", "image-probe", "image-decode", "app-json", "app-store", "app-store-rows", "icc", "geo-data",
        "arguments", "gpx", "track-points",
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
        case "app-store-rows": appStoreRows(data)
        case "icc": icc(data)
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

    /// The iPhone-app store importer's reading of rows: a store with the app's tables whose
    /// `OutsideLog` rows hold values made from the bytes (any kind of value in any column, extra
    /// columns, other entity numbers), read as an import reads it, every rule applied and every
    /// photo read.
    static func appStoreRows(_ data: Data) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "outdoor-fuzz-store-\(getpid())", isDirectory: true)
        try? FileManager.default.removeItem(at: folder)
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil
        else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = folder.appendingPathComponent("default.store")
        do {
            let db = try Database(path: store.path, mode: .readWriteCreate)
            var values = FuzzValues(data)
            let spelling = values.byte() % 2 == 0
            let (lat, lng, temp, symbol) =
                spelling
                ? ("ZLATITUDE", "ZLONGITUDE", "ZTEMPERATURE", "ZCONDITION")
                : ("ZLAT", "ZLNG", "ZWEATHERTEMP", "ZWEATHERSYMBOL")
            var columns = [
                "Z_ENT", "ZID", "ZTIMESTAMP", "ZTITLE", lat, lng, "ZWEATHERSUMMARY", temp, symbol, "ZNOTE",
                "ZPHOTODATA",
            ]
            if values.byte() % 4 == 0 { columns.append("ZLATERADDITION") }
            try db.execute(
                """
                CREATE TABLE ZOUTSIDELOG (Z_PK INTEGER PRIMARY KEY, Z_OPT INTEGER, \(columns.joined(separator: ", ")));
                CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER);
                CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB);
                INSERT INTO Z_PRIMARYKEY VALUES (1, 'OutsideLog', 0, 0);
                """)
            let marks = Array(repeating: "?", count: columns.count).joined(separator: ", ")
            for _ in 0..<(1 + Int(values.byte() % 4)) where !values.isEmpty {
                let statement = try db.prepare(
                    "INSERT INTO ZOUTSIDELOG (\(columns.joined(separator: ", "))) VALUES (\(marks))")
                try statement.bind(columns.map { values.value(forColumn: $0) })
                while try statement.step() {}
            }
        } catch {
            return
        }
        guard let snapshot = try? AppStoreSnapshot.read(storeAt: store) else { return }
        for case .success(let row) in snapshot.records {
            _ = try? row.checkedTimestamp()
            _ = try? row.recordedWeather()
            _ = try? EntryText.validatedTitle(row.title)
            _ = try? EntryText.validatedNote(row.note)
            _ = try? snapshot.photoData(for: row)
        }
    }

    /// The ICC reading path: the bytes as a JPEG's embedded profile (APP2 segments, as cameras
    /// write them), read by a card's decode into sRGB and into Display P3, and by the book's
    /// check of whether a JPEG is sRGB in effect.
    static func icc(_ data: Data) {
        guard let pixels = try? PixelBuffer(width: 8, height: 8),
            let jpeg = try? JPEGEncoder(quality: 80, iccProfile: data).encode(pixels)
        else { return }
        _ = SRGBCheck.jpegIsSRGB(jpeg)
        for space in [ColourSpace.sRGB, .displayP3] {
            _ = try? ImageDecoder.decode(
                jpeg, covering: PixelSize(width: 8, height: 8), cropping: true, into: space)
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

    /// The argument parser: NUL-separated words, parsed against a grammar of every kind of option.
    static func arguments(_ data: Data) {
        let words = data.split(separator: 0, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        _ = try? ArgumentParser.parse(words, spec: FuzzGrammar.spec)
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

/// Values for a store's columns made from fuzz bytes: each a kind (by one byte) and a payload.
struct FuzzValues {
    private var bytes: [UInt8]
    private var at = 0

    init(_ data: Data) { bytes = [UInt8](data) }

    var isEmpty: Bool { at >= bytes.count }

    /// The next byte, 0 past the end.
    mutating func byte() -> UInt8 {
        guard at < bytes.count else { return 0 }
        defer { at += 1 }
        return bytes[at]
    }

    /// The next `count` bytes (fewer past the end).
    mutating func take(_ count: Int) -> [UInt8] {
        let end = min(bytes.count, at + count)
        defer { at = end }
        return Array(bytes[at..<end])
    }

    /// A value for `column`: mostly the kind the app stores there, sometimes any other.
    mutating func value(forColumn column: String) -> SQLiteValue {
        let kind = byte()
        switch kind % 8 {
        case 0: return .null
        case 1: return .integer(Int64(bitPattern: UInt64(take(8).reduce(0) { $0 << 8 | UInt64($1) })))
        case 2:
            let raw = take(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
            return .real(Double(bitPattern: raw))
        case 3, 4: return .text(String(decoding: take(Int(byte())), as: UTF8.self))
        case 5:
            // A photo column as Core Data writes it: a marker, then bytes or an external file name.
            return .blob(Data([kind & 1 == 0 ? 0x01 : 0x02] + take(Int(byte()) * 4)))
        case 6: return .blob(Data(take(16)))
        default:
            if column == "Z_ENT" { return .integer(1) }
            return .blob(Data(take(Int(byte()))))
        }
    }
}
