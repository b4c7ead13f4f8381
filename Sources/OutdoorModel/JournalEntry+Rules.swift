import Foundation

extension JournalEntry {
    /// What breaks the journal's rules in this entry, one sentence each; empty when nothing does.
    ///
    /// The frozen parts must lie within `FrozenLimits` (the moment between years 1 and 9999, a
    /// real latitude and longitude, a zone this system knows, a plausible temperature and a
    /// WMO code from the table); the title, note and place correction must pass `EntryText`'s rules.
    public var problems: [String] {
        var problems: [String] = []
        if !FrozenLimits.isValidMoment(timestamp) {
            problems.append(
                "its time (\(timestamp.timeIntervalSince1970) s after 1970) is not a moment between year 1 and 9999"
            )
        }
        if let zone = timeZoneIdentifier, TimeZone(identifier: zone) == nil {
            problems.append("its time zone '\(Self.shown(zone))' is not one this system knows")
        }
        if !coordinate.isValid {
            problems.append(
                "its place (\(coordinate.latitude), \(coordinate.longitude)) is not a latitude and longitude")
        }
        if let weather { problems += Self.problems(of: weather) }
        if let altitude = capture.altitude, !FrozenLimits.altitudeMetres.contains(altitude) {
            problems.append(
                "its altitude \(altitude) m is outside \(Int(FrozenLimits.altitudeMetres.lowerBound)) to "
                    + "\(Int(FrozenLimits.altitudeMetres.upperBound)) m")
        }

        do {
            if try EntryText.validatedTitle(title) != title {
                problems.append("its title has spaces around it")
            }
        } catch {
            problems.append("its title is refused: \(error)")
        }
        if let place = placeCorrection {
            do {
                if try EntryText.validatedPlace(place) != place {
                    problems.append("its place line has spaces around it")
                }
            } catch {
                problems.append("its place line is refused: \(error)")
            }
        }
        if let note {
            do {
                if try EntryText.validatedNote(note) != note {
                    problems.append("its note has spaces around it")
                }
            } catch {
                problems.append("its note is refused: \(error)")
            }
        }
        return problems
    }

    /// What is wrong with a frozen reading, one sentence each.
    static func problems(of weather: WeatherReading) -> [String] {
        var problems: [String] = []
        let t = weather.temperatureCelsius
        if !FrozenLimits.isValidTemperature(t) {
            problems.append(
                "its temperature \(t) °C is outside \(FrozenLimits.temperatureCelsius.lowerBound) to "
                    + "\(FrozenLimits.temperatureCelsius.upperBound) °C")
        }
        if let code = weather.wmoCode, WMOCode.summary(code) == nil {
            problems.append("its weather code \(code) is not in the WMO table")
        }
        if let observed = weather.observedAt, !FrozenLimits.isValidMoment(observed) {
            problems.append("the time of its weather reading is not a moment between year 1 and 9999")
        }
        if weather.summary.count > 200
            || EntryText.firstControlCharacter(in: weather.summary, allowing: []) != nil
            || weather.summary.contains(where: \.isNewline)
        {
            problems.append("its weather summary is not one short line of text")
        }
        return problems
    }

    /// A text for messages, with control characters shown as "?" and cut at 80 characters.
    static func shown(_ text: String) -> String {
        String(
            String(
                text.unicodeScalars.map { $0.properties.generalCategory == .control ? "?" : Character($0) }
            ).prefix(80))
    }
}
