import Foundation
import OutdoorFiles
import OutdoorGeo

/// The folder imported regions live in, and the changes to it: a region is written whole into a
/// hidden temporary folder, then swapped in with renames, so readers see the old region or the
/// new one, never a part.
///
/// A region `NAME` is written to `.NAME.importing-PID`; the old `NAME`, if any, is renamed to
/// `.NAME.replaced-PID`, the new one renamed to `NAME`, and the old one deleted. Writers hold the
/// folder's lock (`FileLock`); whoever takes it first removes what a killed import left
/// (putting back a region that was renamed aside but not yet replaced).
public struct MapDataFolder: Sendable {
    /// The folder (`$XDG_DATA_HOME/outdoor/mapdata`).
    public let url: URL

    /// The folder at `url` (it need not exist yet).
    public init(url: URL) {
        self.url = url
    }

    /// The folder of region `name`.
    public func regionURL(_ name: String) -> URL {
        url.appendingPathComponent(name, isDirectory: true)
    }

    /// The complete regions in the folder.
    public func regions() -> DetailRegions {
        DetailRegions(directory: url)
    }

    /// Creates the folder when missing and locks it for a change; throws `FileLockBusy` when
    /// another process is changing it.
    public func lock(for purpose: String) throws -> FileLock {
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw MapDataError.file(action: "create", path: url.path, reason: Self.reason(error))
        }
        let lock = try FileLock.folder(url, for: purpose)
        removeLeftovers()
        return lock
    }

    /// Removes what interrupted or killed imports left; call with the lock held.
    ///
    /// A region renamed aside whose replacement never arrived is put back. Returns the names removed.
    @discardableResult
    public func removeLeftovers() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        var removed: [String] = []
        for name in names.sorted() where name.hasPrefix(".") {
            guard let marker = Self.leftoverMarkers.first(where: { name.contains($0) }) else { continue }
            let path = url.appendingPathComponent(name)
            if marker == Self.replacedMarker, let region = Self.regionName(ofLeftover: name, marker: marker),
                !FileManager.default.fileExists(atPath: regionURL(region).path)
            {
                if rename(path.path, regionURL(region).path) == 0 { continue }
            }
            if (try? FileManager.default.removeItem(at: path)) != nil { removed.append(name) }
        }
        return removed
    }

    /// Writes region `name` whole, replacing any old one; returns whether one was replaced.
    ///
    /// `write` fills the temporary folder it is given, which is synced and swapped in as `name`.
    /// On any error, or when `write` throws, the temporary folder is removed and the old region
    /// stays. Call with the lock held.
    public func install(_ name: String, write: (URL) throws -> Void) throws -> Bool {
        if let problem = RegionName.problem(name) { throw MapDataError.invalidName(name, reason: problem) }
        let pid = getpid()
        let temporary = url.appendingPathComponent(".\(name)\(Self.importingMarker)\(pid)", isDirectory: true)
        let aside = url.appendingPathComponent(".\(name)\(Self.replacedMarker)\(pid)", isDirectory: true)
        let target = regionURL(name)
        try? FileManager.default.removeItem(at: temporary)
        do {
            try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
        } catch {
            throw MapDataError.file(action: "create", path: temporary.path, reason: Self.reason(error))
        }
        do {
            try write(temporary)
            try Self.sync(temporary.path)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        }
        var isDirectory: ObjCBool = false
        let replacing = FileManager.default.fileExists(atPath: target.path, isDirectory: &isDirectory)
        if replacing {
            guard rename(target.path, aside.path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw MapDataError.file(action: "move aside", path: target.path, reason: reason)
            }
        }
        guard rename(temporary.path, target.path) == 0 else {
            let reason = String(cString: strerror(errno))
            if replacing { _ = rename(aside.path, target.path) }
            try? FileManager.default.removeItem(at: temporary)
            throw MapDataError.file(action: "rename into place", path: target.path, reason: reason)
        }
        try? Self.sync(url.path)
        if replacing { try? FileManager.default.removeItem(at: aside) }
        return replacing
    }

    /// Removes region `name`; throws `MapDataError.unknownRegion` when there is none.
    ///
    /// Call with the lock held.
    public func remove(_ name: String) throws {
        let target = regionURL(name)
        let info = target.appendingPathComponent(DetailRegionInfo.fileName)
        guard RegionName.problem(name) == nil, FileManager.default.fileExists(atPath: info.path) else {
            throw MapDataError.unknownRegion(name, known: regions().regions.map(\.info.name))
        }
        // Out of sight first, so no reader sees a half-deleted region.
        let aside = url.appendingPathComponent(".\(name)\(Self.removingMarker)\(getpid())", isDirectory: true)
        guard rename(target.path, aside.path) == 0 else {
            throw MapDataError.file(
                action: "remove", path: target.path, reason: String(cString: strerror(errno)))
        }
        do {
            try FileManager.default.removeItem(at: aside)
        } catch {
            throw MapDataError.file(action: "remove", path: aside.path, reason: Self.reason(error))
        }
        try? Self.sync(url.path)
    }

    /// The bytes the files of a region take on disk.
    public func size(of name: String) -> Int {
        let folder = regionURL(name)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.reduce(0) { total, file in
            let attributes = try? FileManager.default.attributesOfItem(
                atPath: folder.appendingPathComponent(file).path)
            return total + ((attributes?[.size] as? NSNumber)?.intValue ?? 0)
        }
    }

    /// Writes `data` to `url` and syncs it to disk.
    static func writeSynced(_ data: Data, to url: URL) throws {
        do {
            try data.write(to: url)
            try sync(url.path)
        } catch let error as MapDataError {
            throw error
        } catch {
            throw MapDataError.file(action: "write", path: url.path, reason: reason(error))
        }
    }

    /// Flushes a file or folder to disk.
    static func sync(_ path: String) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw MapDataError.file(action: "open", path: path, reason: String(cString: strerror(errno)))
        }
        defer { close(fd) }
        guard fsync(fd) == 0 else {
            throw MapDataError.file(action: "sync", path: path, reason: String(cString: strerror(errno)))
        }
    }

    private static let importingMarker = ".importing-"
    private static let replacedMarker = ".replaced-"
    private static let removingMarker = ".removing-"
    private static let leftoverMarkers = [importingMarker, replacedMarker, removingMarker]

    /// "NAME" of ".NAME.replaced-PID".
    private static func regionName(ofLeftover name: String, marker: String) -> String? {
        guard let range = name.range(of: marker, options: .backwards) else { return nil }
        let region = String(name[name.index(after: name.startIndex)..<range.lowerBound])
        return RegionName.problem(region) == nil ? region : nil
    }

    /// The system's words for a Foundation error.
    private static func reason(_ error: Error) -> String {
        if let posix = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError,
            posix.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(posix.code)))
        }
        return (error as NSError).localizedDescription
    }
}
