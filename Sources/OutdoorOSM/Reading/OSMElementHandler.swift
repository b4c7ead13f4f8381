/// Receives what `OSMFile.read(into:)` finds; each method returns false to stop the read.
public protocol OSMElementHandler: AnyObject {
    /// A node with candidate tags.
    func handle(_ node: OSMNode) -> Bool
    /// A way with candidate tags (roads, paths, railways, ferries, waterways, coastline).
    func handle(_ way: OSMWay) -> Bool
    /// An assembled area with candidate tags.
    func handle(_ area: OSMArea) -> Bool
    /// How far the read is.
    func progress(_ progress: OSMProgress) -> Bool
}

/// How far a read of a PBF file is: bytes of the current pass.
public struct OSMProgress: Sendable, Equatable {
    /// The pass: 1 reads the relations, 2 everything else.
    public var pass: Int
    /// Bytes of the file read in this pass.
    public var bytesRead: UInt64
    /// The file's size in bytes.
    public var fileSize: UInt64

    /// Makes a progress report.
    public init(pass: Int, bytesRead: UInt64, fileSize: UInt64) {
        self.pass = pass
        self.bytesRead = bytesRead
        self.fileSize = fileSize
    }

    /// The fraction of the whole read done, 0...1, counting the relations' pass as its first tenth.
    public var fraction: Double {
        guard fileSize > 0 else { return 0 }
        let inPass = min(1, Double(bytesRead) / Double(fileSize))
        return pass <= 1 ? inPass * 0.1 : 0.1 + inPass * 0.9
    }
}
