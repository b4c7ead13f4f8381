import Foundation

extension Track {
    /// What breaks the journal's rules in this track's description, one sentence each.
    ///
    /// Its name must pass `validatedName`, its zone be one this system knows, its figures lie
    /// on the globe and in time (its file's time too), its weather within `FrozenLimits`.
    public var problems: [String] {
        var problems: [String] = []
        do {
            if try Self.validatedName(name) != name { problems.append("its name has spaces around it") }
        } catch {
            problems.append("its name is refused: \(error)")
        }
        if let zone = timeZoneIdentifier, TimeZone(identifier: zone) == nil {
            problems.append("its time zone '\(JournalEntry.shown(zone))' is not one this system knows")
        }
        let f = figures
        for (what, point) in [("start", f.start), ("end", f.end)]
        where TrackRules.positionProblem(latitude: point.latitude, longitude: point.longitude) != nil {
            problems.append(
                "its \(what) (\(point.latitude), \(point.longitude)) is not a latitude and longitude")
        }
        if let range = f.timeRange,
            !FrozenLimits.isValidMoment(range.lowerBound) || !FrozenLimits.isValidMoment(range.upperBound)
        {
            problems.append("its time range is not between year 1 and 9999")
        }
        if let fileTime, !FrozenLimits.isValidMoment(fileTime) {
            problems.append("its file's time is not between year 1 and 9999")
        }
        if !f.distanceMetres.isFinite || f.distanceMetres < 0 {
            problems.append("its distance is not a distance")
        }
        if let weather { problems += JournalEntry.problems(of: weather) }
        return problems
    }

    /// Where the stored figures differ from those measured again from `recording`, one sentence each.
    ///
    /// Counts must match exactly; distances, times and heights to within a millimetre, a
    /// millisecond and a centimetre (the figures are stored as floating point).
    public func problems(against recording: TrackRecording) -> [String] {
        guard let measured = TrackFigures(recording) else { return ["its points are empty"] }
        var problems: [String] = []
        let f = figures
        if measured.pointCount != f.pointCount || measured.segmentCount != f.segmentCount
            || recording.waypoints.count != waypointCount
        {
            problems.append(
                "it says \(f.pointCount) points in \(f.segmentCount) segments and \(waypointCount) waypoints, "
                    + "its points hold \(measured.pointCount), \(measured.segmentCount) and \(recording.waypoints.count)"
            )
        }
        func differ(_ a: Double?, _ b: Double?, within tolerance: Double) -> Bool {
            switch (a, b) {
            case (nil, nil): return false
            case (let x?, let y?): return !(abs(x - y) <= tolerance)
            default: return true
            }
        }
        if differ(measured.distanceMetres, f.distanceMetres, within: 0.001) {
            problems.append("its distance does not match its points")
        }
        if differ(measured.movingSeconds, f.movingSeconds, within: 0.001)
            || differ(
                measured.timeRange?.lowerBound.timeIntervalSince1970,
                f.timeRange?.lowerBound.timeIntervalSince1970, within: 0.001)
            || differ(
                measured.timeRange?.upperBound.timeIntervalSince1970,
                f.timeRange?.upperBound.timeIntervalSince1970, within: 0.001)
        {
            problems.append("its times do not match its points")
        }
        if differ(measured.ascentMetres, f.ascentMetres, within: 0.01)
            || differ(measured.descentMetres, f.descentMetres, within: 0.01)
            || differ(measured.lowest?.elevation, f.lowest?.elevation, within: 0.01)
            || differ(measured.highest?.elevation, f.highest?.elevation, within: 0.01)
        {
            problems.append("its heights do not match its points")
        }
        if measured.start.coordinate != f.start.coordinate || measured.end.coordinate != f.end.coordinate
            || measured.bounds != f.bounds
        {
            problems.append("its start, end or bounds do not match its points")
        }
        return problems
    }
}
