internal import CNetCDF

/// An open netCDF file; it owns the handle and closes it in deinit.
final class NetCDFFile {
    let path: String
    private let id: Int32

    init(path: String) throws {
        var id: Int32 = 0
        try NetCDFFile.check(nc_open(path, NC_NOWRITE, &id), "nc_open", path: path)
        self.path = path
        self.id = id
    }

    deinit { nc_close(id) }

    /// Every C return code goes through here: non-zero becomes an error with libnetcdf's message.
    static func check(_ status: Int32, _ call: String, path: String) throws {
        guard status != NC_NOERR else { return }
        let message = nc_strerror(status).map { String(cString: $0) } ?? "error \(status)"
        throw ConverterError("\(call) on \(path) failed: \(message)")
    }

    /// The id and element count of a one-dimensional variable.
    private func variable(_ name: String) throws -> (id: Int32, count: Int) {
        var varid: Int32 = 0
        try NetCDFFile.check(nc_inq_varid(id, name, &varid), "nc_inq_varid(\(name))", path: path)
        var dimensions: Int32 = 0
        try NetCDFFile.check(nc_inq_varndims(id, varid, &dimensions), "nc_inq_varndims(\(name))", path: path)
        guard dimensions == 1 else {
            throw ConverterError("\(path): \(name) has \(dimensions) dimensions, not 1")
        }
        var dimid: Int32 = 0
        try NetCDFFile.check(nc_inq_vardimid(id, varid, &dimid), "nc_inq_vardimid(\(name))", path: path)
        var length = 0
        try NetCDFFile.check(nc_inq_dimlen(id, dimid, &length), "nc_inq_dimlen(\(name))", path: path)
        return (varid, length)
    }

    /// All values of a one-dimensional int variable.
    func ints(_ name: String) throws -> [Int32] {
        let v = try variable(name)
        var values = [Int32](repeating: 0, count: v.count)
        try NetCDFFile.check(nc_get_var_int(id, v.id, &values), "nc_get_var_int(\(name))", path: path)
        return values
    }

    /// All values of a one-dimensional short variable.
    func shorts(_ name: String) throws -> [Int16] {
        let v = try variable(name)
        var values = [Int16](repeating: 0, count: v.count)
        try NetCDFFile.check(nc_get_var_short(id, v.id, &values), "nc_get_var_short(\(name))", path: path)
        return values
    }
}
