import OutdoorGeo

/// What an import of an extract did.
public struct DetailImportSummary: Sendable {
    /// The region as written ("region.json").
    public var info: DetailRegionInfo
    /// Whether a region of the same name was replaced.
    public var replacedExisting: Bool
    /// Why the extract's coastline was left out, when it had one that could not be closed.
    public var coastlineProblem: String?
    /// The bytes the region takes on disk.
    public var bytesWritten: Int
}
