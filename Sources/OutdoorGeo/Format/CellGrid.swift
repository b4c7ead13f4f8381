/// The regular grid of square cells a file's data is cut into, in quantised units.
///
/// Longitude -180 and latitude -90 are unit 0; a cell is `cellUnits` units on a side and
/// cells are numbered row by row from the south-west: `index = row * columns + column`.
struct CellGrid: Hashable {
    /// Quantisation: units per degree.
    let unitsPerDegree: Int
    /// Cell side in units.
    let cellUnits: Int
    let columns: Int
    let rows: Int

    /// A grid whose cells divide the world evenly, or nil.
    init?(unitsPerDegree: Int, cellUnits: Int) {
        guard unitsPerDegree > 0, cellUnits > 0 else { return nil }
        let (width, o1) = 360.multipliedReportingOverflow(by: unitsPerDegree)
        let (height, o2) = 180.multipliedReportingOverflow(by: unitsPerDegree)
        guard !o1, !o2, width <= Int(UInt32.max), width % cellUnits == 0, height % cellUnits == 0 else {
            return nil
        }
        self.unitsPerDegree = unitsPerDegree
        self.cellUnits = cellUnits
        self.columns = width / cellUnits
        self.rows = height / cellUnits
    }

    var cellCount: Int { columns * rows }

    /// Cell side in degrees.
    var cellDegrees: Double { Double(cellUnits) / Double(unitsPerDegree) }

    /// The longitude in degrees of the western edge of `column` (column `columns` is the eastern edge).
    func longitude(ofColumnEdge column: Int) -> Double {
        Double(column * cellUnits) / Double(unitsPerDegree) - 180
    }

    /// The latitude in degrees of the southern edge of `row` (row `rows` is the northern edge).
    func latitude(ofRowEdge row: Int) -> Double {
        Double(row * cellUnits) / Double(unitsPerDegree) - 90
    }

    /// The columns a closed longitude interval touches; an interval ending on a cell edge stops before it.
    func columns(from west: Double, to east: Double) -> ClosedRange<Int> {
        span(from: (west + 180) / cellDegrees, to: (east + 180) / cellDegrees, count: columns)
    }

    /// The rows a closed latitude interval touches; an interval ending on a cell edge stops before it.
    func rows(from south: Double, to north: Double) -> ClosedRange<Int> {
        span(from: (south + 90) / cellDegrees, to: (north + 90) / cellDegrees, count: rows)
    }

    /// The column holding a longitude (the eastern cell on an edge; 180 belongs to the last).
    func column(of longitude: Double) -> Int {
        clamp(Int(((longitude + 180) / cellDegrees).rounded(.down)), count: columns)
    }

    /// The row holding a latitude (the northern cell on an edge; 90 belongs to the last).
    func row(of latitude: Double) -> Int {
        clamp(Int(((latitude + 90) / cellDegrees).rounded(.down)), count: rows)
    }

    /// Every cell the closed box touches, inclusive of cells that only share an edge with it.
    func touchedColumns(west: Double, east: Double) -> ClosedRange<Int> {
        column(of: west)...column(of: east)
    }

    /// Every row the closed box touches, inclusive of rows that only share an edge with it.
    func touchedRows(south: Double, north: Double) -> ClosedRange<Int> {
        row(of: south)...row(of: north)
    }

    private func span(from a: Double, to b: Double, count: Int) -> ClosedRange<Int> {
        let lo = clamp(Int(a.rounded(.down)), count: count)
        let hi = clamp(max(Int(b.rounded(.up)) - 1, lo), count: count)
        return lo...max(lo, hi)
    }

    private func clamp(_ value: Int, count: Int) -> Int {
        min(max(value, 0), count - 1)
    }
}
