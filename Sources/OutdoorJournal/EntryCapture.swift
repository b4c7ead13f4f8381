import Foundation
import OutdoorImage
import OutdoorModel
import OutdoorStore
import OutdoorWeather

/// Makes journal entries: checks the photo, reads its EXIF, finds place, time and weather.
public struct EntryCapture {
    /// A prepared entry, not yet saved, and what the person should be told about it.
    public struct Prepared {
        /// The entry as it will be saved.
        public var entry: JournalEntry
        /// The photo's bytes, unchanged, when there is a photo.
        public var photoData: Data?
        /// The place line shown for the entry: the request's, else the one the data computes now
        /// (for messages and titles; only a given line is saved, as the entry's correction).
        public var placeLine: String?
        /// Messages for the person (weather skipped or failed, EXIF trouble).
        public var notices: [String]
        /// Why the weather lookup failed, when it did.
        public var weatherFailure: WeatherLookupError?
        /// The time as given or read, before it was resolved in the place's zone.
        var captureTime: CaptureTime
    }

    /// How far ahead of the clock a moment may be (camera clocks drift): 10 minutes.
    public static let futureTolerance: TimeInterval = 600

    let places: (any PlaceResolving)?
    let now: () -> Date

    /// Makes the use case; `places` names places and gives their time zones, `now` is the clock.
    public init(places: (any PlaceResolving)?, now: @escaping () -> Date = Date.init) {
        self.places = places
        self.now = now
    }

    /// Checks everything and looks up what is needed, without saving anything.
    public func prepare(_ request: CaptureRequest) async throws -> Prepared {
        var prepared = try prepareMoment(request)
        try await completeWeather(&prepared, plan: request.weather)
        return prepared
    }

    /// Prepares and saves an entry in one step.
    public func add(_ request: CaptureRequest, to store: JournalStore) async throws -> Prepared {
        let prepared = try await prepare(request)
        try store.insert(prepared.entry, photoData: prepared.photoData)
        return prepared
    }

    /// Everything but the weather: title, note, photo, location, place, time zone and time.
    public func prepareMoment(_ request: CaptureRequest) throws -> Prepared {
        let title = try EntryText.validatedTitle(request.title)
        let note = try EntryText.validatedNote(request.note)
        let correction = try request.place.map { try EntryText.validatedPlace($0) }
        var notices: [String] = []

        var photo: (info: PhotoInfo, probe: ProbedImage, data: Data)?
        if let input = request.photo {
            let (info, probe) = try Self.inspect(input)
            photo = (info, probe, input.data)
        }
        let exif = photo?.probe.exif
        let exifError = photo?.probe.exifError

        let coordinate: Coordinate
        var usedFallback = false
        if let given = request.coordinate {
            coordinate = given
        } else if let gps = exif?.gps {
            coordinate = gps
            notices += exif?.gpsAssumptions.map { "the photo's GPS position: \($0)" } ?? []
        } else if let fallback = request.fallbackCoordinate {
            coordinate = fallback
            usedFallback = true
        } else if let exifError, !exifError.isConfinedToMakerNote, let name = request.photo?.name {
            throw CaptureError.noLocation(
                reason: "\(Self.damage(exifError, of: name)), so its GPS position cannot be read")
        } else if let problem = exif?.gpsProblem, let name = request.photo?.name {
            throw CaptureError.noLocation(
                reason: "\(name) has GPS data without a usable position: \(problem)")
        } else if let name = request.photo?.name {
            throw CaptureError.noLocation(reason: "\(name) has no GPS position in its EXIF data")
        } else {
            throw CaptureError.noLocation(reason: "no photo was given to read one from")
        }
        if usedFallback {
            let why = exif?.gpsProblem.map { " (\($0))" } ?? ""
            notices.append("no usable GPS position in the photo\(why): placed at the --lat/--lng given")
        }

        let place = try places?.place(at: coordinate) ?? ResolvedPlace(name: nil, timeZoneIdentifier: nil)
        let time: CaptureTime
        let source: TimeSource
        if let given = request.time {
            (time, source) = (given, .given)
        } else if let moment = exif?.captureMoment {
            (time, source) = moment
            if let standIn = exif?.captureTimeStandIn {
                notices.append("the photo has no DateTimeOriginal: dated by its \(standIn) tag")
            }
        } else if let name = request.photo?.name {
            switch request.missingTime {
            case .refuse:
                throw CaptureError.noCaptureTime(reason: "\(name) has no capture time in its metadata")
            case .given(let given):
                (time, source) = (given, .given)
            case .fileModified(let date):
                (time, source) = (.instant(date), .fileModified)
                notices.append("no capture time in the photo: dated by the file's modification time")
            }
        } else {
            (time, source) = (.instant(now()), .entryCreated)
        }
        let zone = JournalEntry.timeZone(identifier: place.timeZoneIdentifier)
        let timestamp = time.resolved(in: zone)
        if let exifError {
            notices.append(
                Self.damageNotice(exifError, gpsUsed: photoGPSUsed(request, exif), timeUsed: source))
        }
        if let exif, let local = exif.dateTimeOriginal, source.isPhotoOffset, place.timeZoneIdentifier != nil
        {
            let photoOffset = Int(local.date(offsetSeconds: 0).timeIntervalSince(timestamp).rounded())
            if let notice = Self.offsetNotice(
                photoOffset: photoOffset, at: timestamp, zone: zone, placeName: place.name)
            {
                notices.append(notice)
            }
        }
        guard FrozenLimits.isValidMoment(timestamp) else {
            throw CaptureError.timeOutOfRange(timestamp.timeIntervalSince1970)
        }
        let clock = now()
        if timestamp.timeIntervalSince(clock) > Self.futureTolerance {
            throw CaptureError.futureTime(
                EntryDateFormat.iso8601(
                    timestamp, in: JournalEntry.timeZone(identifier: place.timeZoneIdentifier)))
        }
        // The height belongs to the photo's own position, not to a place given instead.
        let photoPlaced = request.coordinate == nil && !usedFallback
        let position = PositionSource(
            kind: request.coordinate != nil ? .given : (usedFallback ? .importDefault : .photo))
        let capture = CaptureDetails(
            altitude: photoPlaced ? exif?.altitude : nil, direction: exif?.direction, timeSource: source,
            positionSource: position)
        let entry = JournalEntry(
            timestamp: timestamp, timeZoneIdentifier: place.timeZoneIdentifier, title: title,
            coordinate: coordinate,
            placeCorrection: correction, weather: nil, note: note, photo: photo?.info, capture: capture,
            titleIsGenerated: false, createdAt: clock, updatedAt: clock)
        return Prepared(
            entry: entry, photoData: photo?.data, placeLine: correction ?? place.name, notices: notices,
            weatherFailure: nil, captureTime: time)
    }

    /// Whether the entry's position is the photo's own GPS position.
    private func photoGPSUsed(_ request: CaptureRequest, _ exif: ExifMetadata?) -> Bool {
        request.coordinate == nil && exif?.gps != nil
    }

    /// What became of a photo's damaged metadata: which of its fields were still used, truthfully.
    static func damageNotice(_ error: ExifError, gpsUsed: Bool, timeUsed source: TimeSource) -> String {
        var used: [String] = []
        if gpsUsed { used.append("GPS position") }
        if source.isPhotoOffset || source == .placeTimeZone { used.append("capture time") }
        let what =
            used.isEmpty
            ? "none of it was used"
            : "the entry's \(used.joined(separator: " and ")) came from what could be read"
        return "\(damage(error, of: "the photo")): \(what)"
    }

    /// "the EXIF data of IMG.jpg is malformed (libexif's words)", without the reader's own advice.
    static func damage(_ error: ExifError, of name: String) -> String {
        switch error {
        case .notExif: return "the EXIF block of \(name) has no valid header"
        case .malformed(let messages):
            return "the EXIF data of \(name) is malformed (\(messages.prefix(3).joined(separator: "; ")))"
        }
    }

    /// A line when the photo's own UTC offset is not its place's at that instant ("12:55 +01:00"
    /// in Tokyo): the photo's offset is kept, and the person is told what that means there.
    static func offsetNotice(photoOffset: Int, at instant: Date, zone: TimeZone, placeName: String?)
        -> String?
    {
        let placeOffset = zone.secondsFromGMT(for: instant)
        guard photoOffset != placeOffset else { return nil }
        let photoZone = TimeZone(secondsFromGMT: photoOffset) ?? zone
        let place = placeName ?? "the place"
        return "the photo's clock says \(EntryDateFormat.timeOfDay(instant, in: photoZone)) "
            + "\(EntryDateFormat.offsetText(photoOffset)), but \(place) was at "
            + "\(EntryDateFormat.offsetText(placeOffset)) (\(zone.identifier)): saved as "
            + "\(EntryDateFormat.timeOfDay(instant, in: zone)) there (if the camera was set to the wrong zone, "
            + "'outdoor add --at' takes the right local time)"
    }

    /// Adds the weather to a prepared entry as `plan` says; a failed lookup only adds a notice.
    public func completeWeather(_ prepared: inout Prepared, plan: WeatherPlan) async throws {
        switch plan {
        case .skip:
            prepared.notices.append(
                "saved without weather (--no-weather); 'outdoor weather fill' can look it up later")
        case .given(let reading):
            prepared.entry.weather = reading
        case .manual(let temperature, let condition):
            do {
                prepared.entry.weather = try ManualWeather.reading(
                    temperature: temperature, condition: condition, at: prepared.entry.timestamp,
                    coordinate: prepared.entry.coordinate)
            } catch {
                throw CaptureError.manualWeather(cause: ErrorCause(error))
            }
        case .lookUp(let provider):
            applyLookup(await WeatherBatch.single(request(for: prepared), provider: provider), to: &prepared)
        }
    }

    /// The weather question for a prepared entry.
    public func request(for prepared: Prepared) -> WeatherRequest {
        WeatherRequest(coordinate: prepared.entry.coordinate, instant: prepared.entry.timestamp, now: now())
    }

    /// Applies a lookup's result (already made, perhaps in a batch) to a prepared entry.
    ///
    /// The moment was decided before the lookup, from the photo and the offline zone data, and
    /// the weather service never moves it: whether a lookup succeeds, fails or answers with a
    /// zone of its own, the same input is stored as the same instant in the same zone.
    public func applyLookup(_ result: Result<WeatherLookup, WeatherLookupError>, to prepared: inout Prepared)
    {
        switch result {
        case .success(let lookup):
            prepared.entry.weather = lookup.reading
        case .failure(let error):
            prepared.weatherFailure = error
            prepared.notices.append(
                "saved without weather: \(error). Run 'outdoor weather fill' to look it up "
                    + (error.isTemporary ? "when the service can be reached" : "later"))
        }
    }

    /// Checks a photo and describes it; throws a `CaptureError` naming the file.
    public static func inspect(_ input: PhotoInput) throws -> (PhotoInfo, ProbedImage) {
        do {
            let probe = try ImageProbe.inspect(input.data)
            let info = PhotoInfo(
                format: probe.format, pixelWidth: probe.pixelWidth, pixelHeight: probe.pixelHeight,
                byteCount: input.data.count, sha256: input.sha256 ?? SHA256.hex(of: input.data))
            return (info, probe)
        } catch {
            throw CaptureError.photo(name: input.name, cause: ErrorCause(error))
        }
    }
}
