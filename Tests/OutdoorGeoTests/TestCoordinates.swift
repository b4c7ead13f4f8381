import OutdoorModel

/// Coordinates the tests share.
enum KnownPlaces {
    static let bergen = Coordinate(latitude: 60.3913, longitude: 5.3221)
    static let boulder = Coordinate(latitude: 40.01499, longitude: -105.27055)
    static let reykjavik = Coordinate(latitude: 64.13548, longitude: -21.89541)
    static let suva = Coordinate(latitude: -18.13683, longitude: 178.42531)
    static let longyearbyen = Coordinate(latitude: 78.22334, longitude: 15.64689)
    static let openAtlantic = Coordinate(latitude: 30, longitude: -40)
}
