extension GeoBox {
    /// One part of a box cut at the antimeridian: a box inside -180...180 and the shift back.
    public struct Piece: Hashable, Sendable {
        /// The part of the box, inside the data's frame (longitudes -180...180, latitudes -90...90).
        public var box: GeoBox
        /// Degrees of longitude to add to data found in `box` to place it in the original box's frame.
        public var longitudeShift: Double

        /// Makes a piece.
        public init(box: GeoBox, longitudeShift: Double) {
            self.box = box
            self.longitudeShift = longitudeShift
        }
    }

    /// The most longitude a box may span before `wrappedPieces()` refuses it: eight turns of the Earth.
    public static let maximumLongitudeSpan = 8 * 360.0

    /// Splits the box at every antimeridian it crosses into pieces inside -180...180.
    ///
    /// A box from 170 to 190 degrees gives 170...180 (shift 0) and -180...-170 (shift +360); a
    /// box 360 or more degrees wide gives one piece per copy of the world it shows. Latitudes are
    /// clamped to -90...90. Returns an empty array for an invalid box or one wider than
    /// `maximumLongitudeSpan`, or when the clamped latitude range is empty.
    public func wrappedPieces() -> [Piece] {
        guard isValid, longitudeSpan <= GeoBox.maximumLongitudeSpan else { return [] }
        let s = Swift.max(-90, south)
        let n = Swift.min(90, north)
        guard s <= n else { return [] }
        // The copy of the world that holds `west`: k such that west - 360k lies in [-180, 180).
        var k = ((west + 180) / 360).rounded(.down)
        var pieces: [Piece] = []
        while true {
            let shift = 360 * k
            let w = Swift.max(-180, west - shift)
            let e = Swift.min(180, east - shift)
            if w <= e {
                pieces.append(Piece(box: GeoBox(west: w, south: s, east: e, north: n), longitudeShift: shift))
            }
            if east - shift <= 180 { break }
            k += 1
        }
        return pieces
    }
}
