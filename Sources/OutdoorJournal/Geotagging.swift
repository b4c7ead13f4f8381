import Foundation
import OutdoorImage
import OutdoorModel

/// Placing photos without a position on recorded tracks by their capture time (`import --gpx`).
///
/// A capture time with its own offset (OffsetTimeOriginal, OffsetTime, an XMP offset) is used as
/// it is; one without is wall-clock time at the track's position: it is read in each zone the
/// track passes through (at its start and at each segment's ends), and a reading counts only
/// when it puts the photo where that zone is in force. A camera body's clock is
/// corrected by the offset given for it (`ClockCorrection`). The photo is placed when a track
/// point lies within `maxGap` of the corrected time; otherwise it is listed with the reason.
public struct Geotagging: Sendable {
    /// A track to place photos on.
    public struct Source: Sendable {
        /// The track (its id and name are recorded with each entry placed from it).
        public var track: Track
        /// Its points, ready for lookups.
        public var locator: TrackLocator
        /// The first and last point of each segment: where to find the zones the track passes through.
        public var zoneSamples: [Coordinate]

        /// Makes a source from a track and its points.
        public init(track: Track, recording: TrackRecording) {
            self.track = track
            locator = TrackLocator(recording)
            zoneSamples = recording.segments.flatMap { segment in
                [segment.first, segment.last].compactMap { $0?.coordinate }
            }
        }
    }

    /// The tracks photos are placed on.
    public var sources: [Source]
    /// The farthest a photo's time may be from a track point, in seconds (default 5 minutes).
    public var maxGap: TimeInterval
    /// Corrections to camera clocks, as given (`--clock-offset`, `--sync`).
    public var corrections: [ClockCorrection]

    /// The default for `maxGap`: 5 minutes.
    public static let defaultMaxGap: TimeInterval = 300

    /// Makes the settings.
    public init(sources: [Source], maxGap: TimeInterval = defaultMaxGap, corrections: [ClockCorrection] = [])
    {
        self.sources = sources
        self.maxGap = maxGap
        self.corrections = corrections
    }

    /// Where one photo goes.
    public enum Placement: Sendable {
        /// On `track`, at `point` (its time the corrected capture instant), `nearest` seconds
        /// from the nearest track point; `clockOffset` seconds were added to the camera's time.
        case placed(
            TrackPoint, track: Track, nearest: TimeInterval, clockOffset: TimeInterval?,
            timeSource: TimeSource)
        /// Not placed, and why (a sentence).
        case notPlaced(String)
    }

    /// Places a photo whose metadata is `exif`; `offset` is its body's clock correction in seconds.
    ///
    /// `zoneAt` gives the time zone at a position (nil when unknown).
    public func place(_ exif: ExifMetadata, offset: TimeInterval?, zoneAt: (Coordinate) -> TimeZone?)
        -> Placement
    {
        guard let (time, source) = exif.captureMoment else {
            return .notPlaced("it has no capture time in its EXIF data to place it by on the track")
        }
        let shift = offset ?? 0
        var best: (TrackPoint, Track, TimeInterval)?
        var nearest: TimeInterval?
        var shown: Date?
        for candidate in sources {
            var zones = [candidate.track.timeZone]
            if case .wallClock = time {
                for sample in candidate.zoneSamples {
                    if let zone = zoneAt(sample), !zones.contains(where: { $0.identifier == zone.identifier })
                    {
                        zones.append(zone)
                    }
                }
            }
            for zone in zones {
                let instant = time.resolved(in: zone).addingTimeInterval(shift)
                shown = shown ?? instant
                switch candidate.locator.position(at: instant, maxGap: maxGap) {
                case .placed(let point, let gap):
                    // Local time counts only where the zone it was read in is in force.
                    if case .wallClock = time, let there = zoneAt(point.coordinate),
                        there.secondsFromGMT(for: instant) != zone.secondsFromGMT(for: instant)
                    {
                        continue
                    }
                    if best.map({ gap < $0.2 }) ?? true { best = (point, candidate.track, gap) }
                case .tooFar(let gap):
                    if let gap { nearest = min(nearest ?? .infinity, gap) }
                }
            }
        }
        if let (point, track, gap) = best {
            return .placed(point, track: track, nearest: gap, clockOffset: offset, timeSource: source)
        }
        let when = shown.map { EntryDateFormat.iso8601UTC($0) } ?? "?"
        guard let nearest else { return .notPlaced("the tracks given have no times to place it by") }
        return .notPlaced(
            "taken at \(when)\(offset == nil ? "" : " (clock corrected)"), \(Self.gapText(nearest)) from the nearest "
                + "track point, farther than the \(Self.gapText(maxGap)) allowed (--max-gap); a camera clock that "
                + "was wrong is corrected with --clock-offset or --sync")
    }

    /// "14 min", "3 h 05 min", "2 days", "45 s".
    static func gapText(_ seconds: TimeInterval) -> String {
        let s = Int(seconds.rounded())
        if s < 60 { return "\(s) s" }
        if s < 3600 { return "\(s / 60) min" + (s % 60 == 0 ? "" : " \(s % 60) s") }
        if s < 86_400 * 2 { return "\(s / 3600) h " + String(format: "%02d", s % 3600 / 60) + " min" }
        return "\(s / 86_400) days"
    }
}

/// A camera body, as its photos' EXIF names it: make, model and serial number.
public struct CameraBody: Hashable, Sendable, CustomStringConvertible {
    /// The maker (Make), model (Model) and body serial number, when recorded.
    public var make: String?
    public var model: String?
    public var serial: String?

    /// The body that took a photo with this metadata.
    public init(_ exif: ExifMetadata) {
        make = exif.cameraMake
        model = exif.cameraModel
        serial = exif.cameraSerial
    }

    /// Makes a body.
    public init(make: String?, model: String?, serial: String?) {
        self.make = make
        self.model = model
        self.serial = serial
    }

    /// "Canon EOS R5 #012345": make and model (the make once) and the serial.
    public var description: String {
        var name: String
        switch (make, model) {
        case (let make?, let model?):
            name =
                model.lowercased().hasPrefix(
                    make.lowercased().split(separator: " ").first.map(String.init) ?? make.lowercased())
                ? model : "\(make) \(model)"
        case (let make?, nil): name = make
        case (nil, let model?): name = model
        case (nil, nil): name = "an unknown camera"
        }
        if let serial { name += " #\(serial)" }
        return name
    }

    /// Whether `text` names this body: its name with or without the serial, its model with or
    /// without the serial, its serial, or its make and model, in any case and spacing ("#" optional).
    public func matches(_ text: String) -> Bool {
        func normal(_ s: String) -> String {
            s.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
        }
        let wanted = normal(text).replacingOccurrences(of: "#", with: "")
        var names = [description, CameraBody(make: make, model: model, serial: nil).description]
        if let model { names.append(model) }
        if let make, let model { names.append("\(make) \(model)") }
        if let serial {
            names.append(serial)
            if let model { names.append("\(model) \(serial)") }
        }
        return names.contains { normal($0).replacingOccurrences(of: "#", with: "") == wanted }
    }
}

/// A correction to camera clocks, as given on the command line.
public enum ClockCorrection: Sendable {
    /// `--clock-offset [CAMERA=]±HH:MM:SS`: seconds to add to the clock of the body `camera`
    /// names (every body when nil).
    case offset(camera: String?, seconds: TimeInterval)
    /// `--sync PHOTO=TIME`: the photo `file` was taken at `time` (ISO 8601, with or without an
    /// offset, or a time of day on the photo's own date); its body's clock is off by the difference.
    case sync(file: URL, time: String)

    /// Whether `text` is a time `--sync` reads: ISO 8601 with a time of day, or "HH:MM[:SS]".
    public static func isSyncTime(_ text: String) -> Bool {
        if let parsed = ISO8601Text.parse(text) { return !parsed.dateOnly }
        return timeOfDay(text) != nil
    }

    /// Hours, minutes and seconds of "HH:MM" or "HH:MM:SS".
    static func timeOfDay(_ text: String) -> (Int, Int, Int)? {
        let parts = text.trimmingWhitespace().split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3,
            parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
            let h = Int(parts[0]), let m = Int(parts[1]), h < 24, m < 60
        else { return nil }
        let s = parts.count == 3 ? Int(parts[2]) : 0
        guard let s, s < 60 else { return nil }
        return (h, m, s)
    }
}

/// Why the clock corrections given cannot be applied to the photos being placed.
public struct ClockCorrectionError: Error, CustomStringConvertible {
    /// What is wrong, in a sentence.
    public var message: String

    public var description: String { message }
}

extension Geotagging {
    /// The clock correction of each body among `photos` (those to place and any `--sync` photo),
    /// in seconds; throws when a correction names no body, several, or a plain offset is given
    /// while several bodies are being placed.
    ///
    /// `photos` gives each file its metadata. A `--sync` photo's camera time without an offset,
    /// and a `--sync` time without one, are read as local time where the tracks were at that
    /// moment (the first track's zone when the tracks were nowhere near then); `zoneAt` gives the
    /// zone at a position.
    public func clockOffsets(
        for photos: [(file: URL, exif: ExifMetadata)], placing: Set<URL>, zoneAt: (Coordinate) -> TimeZone?
    ) throws -> [CameraBody: TimeInterval] {
        let bodies = Array(Set(photos.filter { placing.contains($0.file) }.map { CameraBody($0.exif) }))
            .sorted {
                $0.description < $1.description
            }
        let list = bodies.map(\.description).joined(separator: "; ")
        var offsets: [CameraBody: TimeInterval] = [:]
        var reason: [CameraBody: String] = [:]
        func set(_ body: CameraBody, _ seconds: TimeInterval, _ why: String) throws {
            if let earlier = reason[body] {
                throw ClockCorrectionError(
                    message: "\(body) is corrected twice (\(earlier) and \(why)): give one")
            }
            offsets[body] = seconds
            reason[body] = why
        }
        for correction in corrections {
            switch correction {
            case .offset(nil, let seconds):
                guard bodies.count <= 1 else {
                    throw ClockCorrectionError(
                        message:
                            "the photos to place come from \(bodies.count) cameras (\(list)): say which camera "
                            + "each --clock-offset corrects, e.g. --clock-offset \"\(bodies[0])=+00:01:00\"")
                }
                if let body = bodies.first { try set(body, seconds, "--clock-offset") }
            case .offset(let camera?, let seconds):
                let matching = bodies.filter { $0.matches(camera) }
                guard matching.count == 1 else {
                    throw ClockCorrectionError(
                        message: matching.isEmpty
                            ? "no photo to place was taken with a camera called '\(camera)' (the cameras: \(list.isEmpty ? "none" : list))"
                            : "'\(camera)' names \(matching.count) cameras (\(matching.map(\.description).joined(separator: "; "))): "
                                + "give the serial number too")
                }
                try set(matching[0], seconds, "--clock-offset \(camera)")
            case .sync(let file, let text):
                // The photo by its path, else by its file name when one photo has it.
                let byName = photos.filter { $0.file.lastPathComponent == file.lastPathComponent }
                guard
                    let photo = photos.first(where: {
                        $0.file.standardizedFileURL == file.standardizedFileURL
                    })
                        ?? (byName.count == 1 ? byName.first : nil)
                else {
                    throw ClockCorrectionError(
                        message:
                            "--sync names \(file.lastPathComponent), which is not among the photos imported")
                }
                guard let (camera, _) = photo.exif.captureMoment, let local = photo.exif.dateTimeOriginal
                else {
                    throw ClockCorrectionError(
                        message: "--sync: \(file.lastPathComponent) has no capture time to compare with")
                }
                var time = ISO8601Text.parse(text)
                if time == nil, let (h, m, s) = ClockCorrection.timeOfDay(text),
                    let day = LocalDateTime(
                        year: local.year, month: local.month, day: local.day, hour: h, minute: m, second: s)
                {
                    time = ISO8601Text.Parsed(local: day, offsetSeconds: nil, dateOnly: false)
                }
                guard let time, !time.dateOnly else {
                    throw ClockCorrectionError(
                        message:
                            "--sync: '\(text)' is not a time (give 2024-05-14T12:03:00+02:00 or 12:03:00)")
                }
                var zone = sources.first?.track.timeZone ?? TimeZone(secondsFromGMT: 0) ?? .current
                var truth =
                    time.offsetSeconds.map { time.local.date(offsetSeconds: $0) } ?? time.local.date(in: zone)
                // The zone where the tracks were at that moment, within a day of a point.
                for candidate in sources {
                    if case .placed(let point, _) = candidate.locator.position(at: truth, maxGap: 86_400),
                        let there = zoneAt(point.coordinate)
                    {
                        zone = there
                        truth =
                            time.offsetSeconds.map { time.local.date(offsetSeconds: $0) }
                            ?? time.local.date(in: zone)
                        break
                    }
                }
                try set(
                    CameraBody(photo.exif), truth.timeIntervalSince(camera.resolved(in: zone)),
                    "--sync \(file.lastPathComponent)")
            }
        }
        return offsets
    }
}
