import Foundation
import OutdoorModel

/// A RATIONAL or SRATIONAL value exactly as stored: numerator over denominator.
public struct ExifRational: Hashable, Sendable {
    /// The numerator (negative only for SRATIONAL).
    public var numerator: Int64
    /// The denominator (0 in damaged or "unknown" values, which are refused).
    public var denominator: Int64

    /// Makes a value.
    public init(_ numerator: Int64, _ denominator: Int64) {
        self.numerator = numerator
        self.denominator = denominator
    }

    /// The value as a number; nil when the denominator is 0.
    public var value: Double? {
        denominator == 0 ? nil : Double(numerator) / Double(denominator)
    }
}

/// Turns the GPS fields of EXIF (or XMP) into a position, an altitude, a heading and a time.
///
/// Says what was assumed and why a position was refused. Pure: no libexif here.
public enum GPSFields {
    /// A position read from latitude and longitude fields: the coordinate, or why there is none,
    /// plus what was assumed to read it.
    public struct Position: Equatable, Sendable {
        /// The position, when one could be read.
        public var coordinate: Coordinate?
        /// Why GPS fields that are present give no position (nil when fine, or when absent).
        public var problem: String?
        /// What was assumed to read it (a missing hemisphere, for instance).
        public var assumptions: [String] = []

        /// Makes a value; every field defaults to absent.
        public init(coordinate: Coordinate? = nil, problem: String? = nil, assumptions: [String] = []) {
            self.coordinate = coordinate
            self.problem = problem
            self.assumptions = assumptions
        }
    }

    /// One axis of a position as stored: components (1-3), and the ref text as written.
    public struct Axis: Sendable {
        /// Degrees, minutes, seconds: 1 to 3 components (more are ignored), nil when absent.
        public var components: [ExifRational]?
        /// The ref as written ("N", "s", ""), nil when absent.
        public var ref: String?
        /// Why the field could not be read at all (a wrong type), when so.
        public var unreadable: String?

        /// Makes a value.
        public init(components: [ExifRational]?, ref: String?, unreadable: String? = nil) {
            self.components = components
            self.ref = ref
            self.unreadable = unreadable
        }
    }

    /// Reads latitude and longitude; `status` is GPSStatus ("A" active, "V" void) when present.
    public static func position(latitude: Axis, longitude: Axis, status: String? = nil) -> Position {
        let latPresent = latitude.components != nil || latitude.unreadable != nil
        let lngPresent = longitude.components != nil || longitude.unreadable != nil
        guard latPresent || lngPresent else { return Position() }
        guard latPresent else { return Position(problem: "it has GPSLongitude but no GPSLatitude") }
        guard lngPresent else { return Position(problem: "it has GPSLatitude but no GPSLongitude") }
        if let status, status.uppercased().hasPrefix("V") {
            return Position(problem: "its GPS receiver marked the position void (GPSStatus V)")
        }
        var assumptions: [String] = []
        let north: Double
        let east: Double
        switch signedDegrees(latitude, name: "GPSLatitude", positive: "N", negative: "S", limit: 90) {
        case .failure(let problem): return Position(problem: problem.text)
        case .success(let (value, note)):
            north = value
            if let note { assumptions.append(note) }
        }
        switch signedDegrees(longitude, name: "GPSLongitude", positive: "E", negative: "W", limit: 180) {
        case .failure(let problem): return Position(problem: problem.text)
        case .success(let (value, note)):
            east = value
            if let note { assumptions.append(note) }
        }
        if north == 0 && east == 0 {
            return Position(
                problem: "its GPS position is exactly 0°, 0°, which cameras write when they have no fix")
        }
        guard let coordinate = try? Coordinate.validated(latitude: north, longitude: east) else {
            return Position(problem: "its GPS position \(north), \(east) is out of range")
        }
        return Position(coordinate: coordinate, assumptions: assumptions)
    }

    /// A reason a field was refused, as a sentence fragment ("GPSLatitude has a zero denominator").
    struct Problem: Error {
        var text: String
    }

    /// Degrees from 1-3 components (degrees; degrees and decimal minutes; degrees, minutes and
    /// seconds), signed by the ref; a note says what was assumed when the ref is missing.
    static func signedDegrees(_ axis: Axis, name: String, positive: String, negative: String, limit: Double)
        -> Result<(Double, String?), Problem>
    {
        if let unreadable = axis.unreadable { return .failure(Problem(text: "its \(name) \(unreadable)")) }
        guard let components = axis.components, !components.isEmpty else {
            return .failure(Problem(text: "its \(name) has no values"))
        }
        var magnitude = 0.0
        var negativeValue = false
        for (index, part) in components.prefix(3).enumerated() {
            guard let value = part.value else {
                return .failure(
                    Problem(
                        text: "its \(name) has a zero denominator (\(part.numerator)/0), so it has no value"))
            }
            if value < 0 { negativeValue = true }
            magnitude += abs(value) / [1, 60, 3600][index]
        }
        guard magnitude.isFinite, magnitude <= limit else {
            return .failure(Problem(text: "its \(name) of \(magnitude)° is out of range"))
        }
        let refName = "\(name)Ref"
        switch hemisphere(axis.ref, positive: positive, negative: negative) {
        case .invalid(let text):
            return .failure(Problem(text: "its \(refName) is \"\(text)\", not \(positive) or \(negative)"))
        case .missing:
            if negativeValue {
                return .success(
                    (-magnitude, "\(refName) is missing: read as \(negative) from the negative \(name)"))
            }
            return .success((magnitude, "\(refName) is missing: assumed \(positive)"))
        case .found(let isNegative):
            if negativeValue && !isNegative {
                return .failure(
                    Problem(
                        text:
                            "its \(name) is negative but \(refName) says \(positive), so the hemisphere is unclear"
                    ))
            }
            return .success((isNegative ? -magnitude : magnitude, nil))
        }
    }

    enum Hemisphere: Equatable {
        case missing
        case invalid(String)
        case found(negative: Bool)
    }

    /// Reads a ref as people's writers write it: any case, padded, or spelled out ("North").
    static func hemisphere(_ ref: String?, positive: String, negative: String) -> Hemisphere {
        guard let ref else { return .missing }
        let text = ref.trimmingCharacters(in: .whitespaces).uppercased()
        if text.isEmpty { return .missing }
        let names = ["N": "NORTH", "S": "SOUTH", "E": "EAST", "W": "WEST"]
        if text == positive || text == names[positive] { return .found(negative: false) }
        if text == negative || text == names[negative] { return .found(negative: true) }
        return .invalid(String(ref.prefix(16)))
    }

    /// Altitude in metres from GPSAltitude and GPSAltitudeRef (1 = below sea level); nil when
    /// absent, a zero denominator, or beyond what anything on or over the Earth reaches.
    public static func altitude(_ value: ExifRational?, belowSeaLevel: Bool) -> Double? {
        guard let metres = value?.value, metres.isFinite, abs(metres) <= 20_000 else { return nil }
        return belowSeaLevel && metres > 0 ? -metres : metres
    }

    /// The camera's heading from GPSImgDirection and its ref ("T" true, "M" magnetic; true when
    /// missing or unknown, as the specification says); nil when absent or out of range.
    public static func direction(_ value: ExifRational?, ref: String?) -> CameraDirection? {
        guard let degrees = value?.value, degrees >= 0, degrees <= 360 else { return nil }
        let reference: CameraDirection.Reference =
            ref?.trimmingCharacters(in: .whitespaces).uppercased().hasPrefix("M") == true
            ? .magneticNorth : .trueNorth
        return CameraDirection(degrees: degrees, reference: reference)
    }

    /// The UTC instant of GPSDateStamp ("2024:06:14", or with "-") and GPSTimeStamp (hours,
    /// minutes, seconds); nil when either is missing or not a real date and time.
    public static func time(dateStamp: String?, timeStamp: [ExifRational]?) -> Date? {
        guard let dateStamp, let timeStamp, timeStamp.count >= 3 else { return nil }
        let parts = dateStamp.split(whereSeparator: { $0 == ":" || $0 == "-" })
        guard parts.count == 3, let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            let hours = timeStamp[0].value, let minutes = timeStamp[1].value,
            let seconds = timeStamp[2].value,
            hours >= 0, hours < 24, minutes >= 0, minutes < 60, seconds >= 0, seconds < 61,
            hours == hours.rounded(.down), minutes == minutes.rounded(.down),
            let midnight = LocalDateTime(year: year, month: month, day: day)
        else { return nil }
        return midnight.date(offsetSeconds: 0).addingTimeInterval(hours * 3600 + minutes * 60 + seconds)
    }

    /// How far a GPS time stamp may be from a whole zone offset of the camera's clock: 5 minutes.
    ///
    /// GPS stamps come from the last fix and camera clocks drift.
    public static let clockTolerance: TimeInterval = 300

    /// The offset from UTC (seconds east, a multiple of 15 minutes) that makes the camera's
    /// wall-clock `local` agree with the GPS instant `gps` to within `clockTolerance`; nil when
    /// no real zone offset does.
    public static func offset(local: LocalDateTime, gps: Date) -> Int? {
        let raw = local.date(offsetSeconds: 0).timeIntervalSince(gps)
        let quarter = 900.0
        let rounded = (raw / quarter).rounded() * quarter
        guard abs(raw - rounded) <= clockTolerance, abs(rounded) <= 14 * 3600 else { return nil }
        return Int(rounded)
    }
}
