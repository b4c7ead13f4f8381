internal import CXML
import Foundation
import OutdoorModel

/// Hands libxml2's SAX events to the GPX grammar.
///
/// The grammar is a value held in one property, so each event is one access to this object's
/// state, not one per field (Swift checks exclusive access to a class's properties at run time).
final class GPXParser {
    /// Only this object's own SAX callbacks touch it, one at a time, on the parsing thread.
    @exclusivity(unchecked) private var grammar: GPXGrammar

    init(now: Date) { grammar = GPXGrammar(now: now) }

    /// Runs `events` over the grammar and returns the document.
    func parse(_ events: XMLEvents) throws -> GPXDocument {
        try events.run { grammar.failure }
        return try grammar.document()
    }

    /// An element starts at `depth` (the root is 0); false stops the parse (the grammar keeps why).
    func start(
        name: UnsafePointer<CChar>, namespace: UnsafePointer<CChar>?, depth: Int, attributes: XMLAttributes
    )
        -> Bool
    {
        grammar.start(name: name, namespace: namespace, depth: depth, attributes: attributes)
    }

    /// An element ends; false stops the parse.
    func end(name: UnsafePointer<CChar>, namespace: UnsafePointer<CChar>?, depth: Int) -> Bool {
        grammar.end()
    }

    /// Text (possibly a piece of an element's text), valid during the call; false stops the parse.
    func text(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { grammar.text(bytes) }
}

/// The GPX grammar: one pass, one element at a time.
///
/// A stack of what each open element is (`Role`) decides what a child means: `trkpt` inside
/// `trkseg`, `ele` inside a point... Anything the grammar does not name is `ignored`, with all it
/// holds, so extensions of any depth or namespace are passed over.
struct GPXGrammar {
    private let now: Date

    /// What an open element is to the grammar.
    private enum Role {
        case root, metadata, track, segment, route, point, waypoint, ignored
        /// A text-only element whose text is kept until it ends.
        case text(TextField)
    }

    private enum TextField {
        case documentName, documentTime, trackName, routeName, waypointName, elevation, time
    }

    private var stack: [Role] = []
    /// The root's namespace: GPX's own elements are in it (or in none, as some writers leave them).
    private var namespace: [CChar]?
    private var version: String?
    private var creator: String?
    private var documentName: String?
    private var documentTime: Date?
    private var firstTrackName: String?
    private var segments: [[TrackPoint]] = []
    private var current: [TrackPoint] = []
    private var waypoints: [TrackWaypoint] = []
    private var waypointName: String?
    private var point: TrackPoint?
    private var pointCount = 0
    private var trackCount = 0
    private var routeCount = 0
    private var unknownTimes = 0
    private var text: [UInt8] = []
    private var textLine = 0
    /// What refused the file, when a handler stopped the parse.
    private(set) var failure: GPXError?

    /// The longest text kept from one element (a name, a number, a time).
    static let maxText = 4096

    init(now: Date) { self.now = now }

    /// The document read, once the parse has ended well.
    func document() throws -> GPXDocument {
        guard namespace != nil else {
            throw GPXError.malformed(line: 1, detail: "the file has no root element")
        }
        if pointCount == 0 { throw GPXError.noPoints(waypoints: waypoints.count) }
        return GPXDocument(
            name: documentName ?? firstTrackName,
            recording: TrackRecording(segments: segments, waypoints: waypoints),
            trackCount: trackCount, routeCount: routeCount, unknownTimes: unknownTimes,
            version: version, creator: creator, time: documentTime)
    }

    // MARK: Events

    mutating func start(
        name: UnsafePointer<CChar>, namespace uri: UnsafePointer<CChar>?, depth: Int,
        attributes: XMLAttributes
    ) -> Bool {
        do {
            if depth > GPXReader.maxDepth {
                throw GPXError.tooDeep(line: attributes.line, limit: GPXReader.maxDepth)
            }
            guard let parent = stack.last else {
                try startRoot(name: name, namespace: uri, attributes: attributes)
                stack.append(.root)
                return true
            }
            stack.append(try role(of: name, namespace: uri, in: parent, attributes: attributes))
            return true
        } catch {
            return stop(error)
        }
    }

    mutating func end() -> Bool {
        guard let role = stack.popLast() else { return true }
        do {
            try end(role)
            return true
        } catch {
            return stop(error)
        }
    }

    mutating func text(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard case .text = stack.last else { return true }
        if text.count + bytes.count > Self.maxText {
            return stop(
                GPXError.malformed(
                    line: textLine, detail: "a value is longer than \(Self.maxText) characters"))
        }
        text.append(contentsOf: bytes)
        return true
    }

    private mutating func stop(_ error: Error) -> Bool {
        failure = failure ?? (error as? GPXError) ?? GPXError.malformed(line: 0, detail: "\(error)")
        return false
    }

    // MARK: Grammar

    /// Checks the root element is GPX's and keeps its namespace, version and creator.
    private mutating func startRoot(
        name: UnsafePointer<CChar>, namespace uri: UnsafePointer<CChar>?, attributes: XMLAttributes
    )
        throws
    {
        let root = String(cString: name)
        let space = uri.map { String(cString: $0) } ?? ""
        switch root {
        case "gpx":
            guard space.isEmpty || space.hasPrefix("http://www.topografix.com/GPX/") else {
                throw GPXError.notGPX(root: "gpx xmlns=\"\(space)\"")
            }
            namespace = Array(space.utf8CString)
            version = try attributes.value("version")
            creator = try attributes.value("creator")
        case "TrainingCenterDatabase":
            throw GPXError.unsupportedFormat(
                name: "TCX",
                hint: "convert it to GPX first, e.g. 'gpsbabel -i gtrnctr -f IN.tcx -o gpx -F OUT.gpx'")
        case "kml":
            throw GPXError.unsupportedFormat(
                name: "KML",
                hint: "convert it to GPX first, e.g. 'gpsbabel -i kml -f IN.kml -o gpx -F OUT.gpx'")
        default:
            throw GPXError.notGPX(root: root)
        }
    }

    /// What an element is inside `parent`; `ignored` when the grammar does not name it there.
    private mutating func role(
        of name: UnsafePointer<CChar>, namespace uri: UnsafePointer<CChar>?, in parent: Role,
        attributes: XMLAttributes
    ) throws -> Role {
        if case .ignored = parent { return .ignored }
        if case .text = parent { return .ignored }
        if let uri, let own = namespace, strcmp(uri, own) != 0 { return .ignored }
        func named(_ text: String) -> Bool { strcmp(name, text) == 0 }
        switch parent {
        case .root:
            if named("trk") {
                trackCount += 1
                return .track
            }
            if named("rte") {
                routeCount += 1
                current = []
                return .route
            }
            if named("wpt") {
                point = try position(attributes)
                waypointName = nil
                return .waypoint
            }
            if named("metadata") { return .metadata }
            if named("name") { return startText(.documentName, attributes) }
            if named("time") { return startText(.documentTime, attributes) }  // GPX 1.0
        case .metadata:
            if named("name") { return startText(.documentName, attributes) }
            if named("time") { return startText(.documentTime, attributes) }
        case .track:
            if named("trkseg") {
                current = []
                return .segment
            }
            if named("name") { return startText(.trackName, attributes) }
        case .segment:
            if named("trkpt") {
                point = try position(attributes)
                return .point
            }
        case .route:
            if named("rtept") {
                point = try position(attributes)
                return .point
            }
            if named("name") { return startText(.routeName, attributes) }
        case .point, .waypoint:
            if named("ele") { return startText(.elevation, attributes) }
            if named("time") { return startText(.time, attributes) }
            if case .waypoint = parent, named("name") { return startText(.waypointName, attributes) }
        case .ignored, .text:
            break
        }
        return .ignored
    }

    private mutating func startText(_ field: TextField, _ attributes: XMLAttributes) -> Role {
        text.removeAll(keepingCapacity: true)
        textLine = attributes.line
        return .text(field)
    }

    /// A point's position from its lat and lon attributes, checked.
    private func position(_ attributes: XMLAttributes) throws -> TrackPoint {
        let lat = try attributes.number("lat")
        let lon = try attributes.number("lon")
        let line = attributes.line
        guard let lat, let lon else {
            throw GPXError.malformed(line: line, detail: "a point has no lat or lon attribute")
        }
        if let problem = TrackRules.positionProblem(latitude: lat, longitude: lon) {
            throw GPXError.impossibleValue(line: line, detail: "a point's position is impossible: \(problem)")
        }
        return TrackPoint(latitude: lat, longitude: lon)
    }

    /// Closes an element: a point joins its segment, a segment the recording, a text its field.
    private mutating func end(_ role: Role) throws {
        switch role {
        case .point:
            guard let finished = point else { return }
            pointCount += 1
            if pointCount > TrackRules.maxPoints {
                throw GPXError.tooManyPoints(limit: TrackRules.maxPoints, what: "points")
            }
            current.append(finished)
            point = nil
        case .segment, .route:
            segments.append(current)
            current = []
        case .waypoint:
            guard let finished = point else { return }
            if waypoints.count >= TrackRules.maxWaypoints {
                throw GPXError.tooManyPoints(limit: TrackRules.maxWaypoints, what: "waypoints")
            }
            waypoints.append(TrackWaypoint(name: waypointName, point: finished))
            point = nil
        case .text(let field):
            try finish(field)
        case .root, .metadata, .track, .ignored:
            return
        }
    }

    /// Takes the text an element held into its field, checked.
    private mutating func finish(_ field: TextField) throws {
        switch field {
        case .documentName, .trackName, .routeName, .waypointName:
            let name = String(decoding: text, as: UTF8.self).trimmingWhitespace()
            guard !name.isEmpty else { return }
            switch field {
            case .documentName: documentName = documentName ?? name
            case .waypointName: waypointName = name
            default: firstTrackName = firstTrackName ?? name
            }
        case .elevation:
            guard !text.allSatisfy(Self.isSpace) else { return }  // <ele/>: no height
            guard let height = Self.number(text[...]) else {
                throw GPXError.malformed(
                    line: textLine, detail: "a height '\(Self.shown(text))' is not a number")
            }
            if let problem = TrackRules.elevationProblem(height) {
                throw GPXError.impossibleValue(
                    line: textLine, detail: "a point's height is impossible: \(problem)")
            }
            point?.elevation = height
        case .documentTime:
            // The file's own time dates a track whose points have none; one that is not a real
            // time is left out, never a reason to refuse the file.
            guard documentTime == nil, let time = text.withUnsafeBufferPointer(GPXTime.parse),
                !TrackRules.isUnknownTime(time), TrackRules.timeProblem(time, now: now) == nil
            else { return }
            documentTime = time
        case .time:
            guard !text.allSatisfy(Self.isSpace) else { return }
            guard let time = text.withUnsafeBufferPointer(GPXTime.parse) else {
                throw GPXError.malformed(line: textLine, detail: "'\(Self.shown(text))' is not a GPX time")
            }
            if TrackRules.isUnknownTime(time) {
                if point != nil { unknownTimes += 1 }
                return
            }
            if let problem = TrackRules.timeProblem(time, now: now) {
                let shown = EntryDateFormat.iso8601UTC(time)
                throw GPXError.impossibleValue(
                    line: textLine, detail: "a point's time \(shown) is impossible: \(problem)")
            }
            point?.time = time
        }
    }

    // MARK: Values

    /// A decimal number held as UTF-8 bytes, or nil.
    static func number(_ bytes: ArraySlice<UInt8>) -> Double? {
        var value = 0.0
        let parsed = bytes.withUnsafeBytes { raw in
            oxml_parse_number_bytes(raw.baseAddress?.assumingMemoryBound(to: CChar.self), raw.count, &value)
        }
        return parsed == 1 ? value : nil
    }

    private static func isSpace(_ c: UInt8) -> Bool { c == 32 || c == 9 || c == 10 || c == 13 }

    /// A value for a message: at most 40 characters, control characters shown as "?".
    private static func shown(_ bytes: [UInt8]) -> String {
        String(
            String(decoding: bytes, as: UTF8.self).unicodeScalars.prefix(40).map {
                $0.properties.generalCategory == .control ? "?" : Character($0)
            })
    }
}
