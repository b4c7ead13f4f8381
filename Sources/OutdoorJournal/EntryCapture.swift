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
        /// Messages for the person (weather skipped or failed, EXIF trouble).
        public var notices: [String]
        /// Why the weather lookup failed, when it did.
        public var weatherFailure: WeatherLookupError?
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
        let title = try EntryText.validatedTitle(request.title)
        let note = try EntryText.validatedNote(request.note)
        var notices: [String] = []

        var photo: (info: PhotoInfo, probe: ProbedImage, data: Data)?
        if let input = request.photo {
            let probe: ProbedImage
            do {
                probe = try ImageProbe.inspect(input.data)
            } catch {
                throw CaptureError.photo(name: input.name, reason: "\(error)")
            }
            let info = PhotoInfo(
                format: probe.format, pixelWidth: probe.pixelWidth, pixelHeight: probe.pixelHeight,
                byteCount: input.data.count, sha256: SHA256.hex(of: input.data))
            photo = (info, probe, input.data)
        }
        let exif = photo?.probe.exif
        let exifError = photo?.probe.exifError

        let coordinate: Coordinate
        if let given = request.coordinate {
            coordinate = given
        } else if let gps = exif?.gps {
            coordinate = gps
        } else if let exifError, let name = request.photo?.name {
            throw CaptureError.noLocation(
                reason:
                    "the EXIF data of \(name) is malformed (\(exifError)), so its GPS position cannot be read"
            )
        } else if let name = request.photo?.name {
            throw CaptureError.noLocation(reason: "\(name) has no GPS position in its EXIF data")
        } else {
            throw CaptureError.noLocation(reason: "no photo was given to read one from")
        }
        if let exifError, request.coordinate != nil || request.time != nil {
            notices.append("the photo's EXIF data is malformed (\(exifError)); it was not used")
        }

        let place = try places?.place(at: coordinate) ?? ResolvedPlace(name: nil, timeZoneIdentifier: nil)
        var timeZoneID = place.timeZoneIdentifier
        let zone = { (id: String?) in
            id.flatMap(TimeZone.init(identifier:)) ?? TimeZone(secondsFromGMT: 0) ?? .current
        }

        let time: CaptureTime
        if let given = request.time {
            time = given
        } else if let exif, let local = exif.dateTimeOriginal {
            time =
                exif.offsetTimeOriginal.map { .instant(local.date(offsetSeconds: $0)) } ?? .wallClock(local)
        } else {
            time = .instant(now())
        }
        var timestamp = time.resolved(in: zone(timeZoneID))
        let clock = now()
        if timestamp.timeIntervalSince(clock) > Self.futureTolerance {
            throw CaptureError.futureTime(EntryDateFormat.iso8601(timestamp, in: zone(timeZoneID)))
        }

        var weather: WeatherReading?
        var failure: WeatherLookupError?
        switch request.weather {
        case .skip:
            notices.append(
                "saved without weather (--no-weather); 'outdoor weather fill' can look it up later")
        case .given(let reading):
            weather = reading
        case .manual(let temperature, let condition):
            do {
                weather = try ManualWeather.reading(
                    temperature: temperature, condition: condition, at: timestamp, coordinate: coordinate)
            } catch {
                throw CaptureError.manualWeather("\(error)")
            }
        case .lookUp(let provider):
            var result = await WeatherBatch.single(
                WeatherRequest(coordinate: coordinate, instant: timestamp, now: clock), provider: provider)
            // The provider's zone comes from real boundaries; if it names a different zone than the
            // nearest place did, a wall-clock time means another instant: resolve it again and ask again.
            if case .success(let lookup) = result, case .wallClock(let local) = time,
                let providerZone = lookup.timeZoneIdentifier, providerZone != timeZoneID
            {
                let corrected = local.date(in: zone(providerZone))
                timeZoneID = providerZone
                if abs(corrected.timeIntervalSince(timestamp)) >= 1800 {
                    timestamp = corrected
                    result = await WeatherBatch.single(
                        WeatherRequest(coordinate: coordinate, instant: timestamp, now: clock),
                        provider: provider)
                } else {
                    timestamp = corrected
                }
            }
            switch result {
            case .success(let lookup):
                weather = lookup.reading
                if let providerZone = lookup.timeZoneIdentifier { timeZoneID = providerZone }
            case .failure(let error):
                failure = error
                notices.append(
                    "saved without weather: \(error). Run 'outdoor weather fill' to look it up "
                        + (error.isTemporary ? "when the service can be reached" : "later"))
            }
        }

        let entry = JournalEntry(
            timestamp: timestamp, timeZoneIdentifier: timeZoneID, title: title, coordinate: coordinate,
            placeName: place.name, weather: weather, note: note, photo: photo?.info, createdAt: clock,
            updatedAt: clock)
        return Prepared(entry: entry, photoData: photo?.data, notices: notices, weatherFailure: failure)
    }

    /// Prepares and saves an entry in one step.
    public func add(_ request: CaptureRequest, to store: JournalStore) async throws -> Prepared {
        let prepared = try await prepare(request)
        try store.insert(prepared.entry, photoData: prepared.photoData)
        return prepared
    }

    /// Checks a replacement photo for `outdoor edit --photo` and describes it.
    public static func inspectPhoto(_ input: PhotoInput) throws -> PhotoInfo {
        do {
            let probe = try ImageProbe.inspect(input.data)
            return PhotoInfo(
                format: probe.format, pixelWidth: probe.pixelWidth, pixelHeight: probe.pixelHeight,
                byteCount: input.data.count, sha256: SHA256.hex(of: input.data))
        } catch {
            throw CaptureError.photo(name: input.name, reason: "\(error)")
        }
    }
}
