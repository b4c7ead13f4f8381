internal import COsmium
import Foundation
import OutdoorGeo
import OutdoorModel

/// An OpenStreetMap PBF extract opened with libosmium; owns the shim's handle.
///
/// Opening reads the file's header (so a file that is not PBF is refused at once); `read(into:)`
/// reads it in two passes and hands the handler the objects whose tags may matter to a map.
/// Not thread-safe: use it from one thread at a time.
public final class OSMFile {
    /// The file's path.
    public let path: String
    /// The file's size in bytes.
    public let size: UInt64
    /// The bounding box the file's header declares, if any.
    public let headerBox: GeoBox?
    private let handle: OpaquePointer

    /// Opens `path` and reads its header; throws `OSMError` naming the file when it cannot.
    public init(path: String) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue
        else { throw OSMError.missing(path: path) }
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.uint64Value ?? 0
        guard size > 0 else { throw OSMError.empty(path: path) }
        var message = [CChar](repeating: 0, count: 512)
        guard let handle = outdoor_osm_open(path, &message, message.count) else {
            throw OSMError.unreadable(path: path, message: Self.text(message))
        }
        self.path = path
        self.size = size
        self.handle = handle
        var box = [Double](repeating: 0, count: 4)
        headerBox = outdoor_osm_header_box(handle, &box) != 0 ? Self.geoBox(box) : nil
    }

    deinit {
        outdoor_osm_close(handle)
    }

    /// How a read ended.
    public enum ReadResult: Sendable, Equatable {
        /// The whole file was read; the box holds every node location read (nil for none).
        case finished(dataBox: GeoBox?)
        /// The handler asked to stop.
        case stopped
    }

    /// Reads the file, handing candidate nodes, ways, areas and progress to `handler` on this thread.
    ///
    /// Throws `OSMError.unreadable` with libosmium's message for a corrupt or truncated file;
    /// the handler may have received some objects by then.
    public func read(into handler: some OSMElementHandler) throws -> ReadResult {
        let box = HandlerBox(handler)
        var callbacks = outdoor_osm_callbacks(
            node: { context, id, tags, lon, lat in
                guard let box = HandlerBox.from(context) else { return 1 }
                let node = OSMNode(
                    id: id, tags: OSMFile.tags(tags), coordinate: Coordinate(latitude: lat, longitude: lon))
                return box.handler.handle(node) ? 0 : 1
            },
            way: { context, id, tags, coordinates, count in
                guard let box = HandlerBox.from(context) else { return 1 }
                var points: [Coordinate?] = []
                points.reserveCapacity(count)
                if let coordinates {
                    for i in 0..<count {
                        let lon = coordinates[2 * i]
                        let lat = coordinates[2 * i + 1]
                        points.append(
                            lon.isNaN || lat.isNaN ? nil : Coordinate(latitude: lat, longitude: lon))
                    }
                }
                return box.handler.handle(OSMWay(id: id, tags: OSMFile.tags(tags), points: points)) ? 0 : 1
            },
            area: { context, id, tags, coordinates, sizes, outer, ringCount in
                guard let box = HandlerBox.from(context) else { return 1 }
                var rings: [OSMRing] = []
                if let coordinates, let sizes, let outer {
                    var offset = 0
                    for r in 0..<ringCount {
                        var points: [Coordinate] = []
                        points.reserveCapacity(sizes[r])
                        for i in offset..<(offset + sizes[r]) {
                            points.append(
                                Coordinate(latitude: coordinates[2 * i + 1], longitude: coordinates[2 * i]))
                        }
                        offset += sizes[r]
                        if points.count > 1, points.first == points.last { points.removeLast() }
                        rings.append(OSMRing(points: points, isOuter: outer[r] != 0))
                    }
                }
                return box.handler.handle(OSMArea(id: id, tags: OSMFile.tags(tags), rings: rings)) ? 0 : 1
            },
            progress: { context, pass, offset, size in
                guard let box = HandlerBox.from(context) else { return 1 }
                return box.handler.progress(OSMProgress(pass: Int(pass), bytesRead: offset, fileSize: size))
                    ? 0 : 1
            })
        var message = [CChar](repeating: 0, count: 512)
        let status = withExtendedLifetime(box) {
            outdoor_osm_import(
                handle, &callbacks, Unmanaged.passUnretained(box).toOpaque(), &message, message.count)
        }
        switch status {
        case OUTDOOR_OSM_OK:
            var data = [Double](repeating: 0, count: 4)
            return .finished(dataBox: outdoor_osm_data_box(handle, &data) != 0 ? Self.geoBox(data) : nil)
        case OUTDOOR_OSM_STOPPED:
            return .stopped
        default:
            throw OSMError.unreadable(path: path, message: Self.text(message))
        }
    }

    /// The tags of a callback as a dictionary.
    private static func tags(_ tags: outdoor_osm_tags) -> OSMTags {
        var result = OSMTags(minimumCapacity: tags.count)
        guard let keys = tags.keys, let values = tags.values else { return result }
        for i in 0..<tags.count {
            if let key = keys[i], let value = values[i] {
                result[String(cString: key)] = String(cString: value)
            }
        }
        return result
    }

    /// The NUL-terminated message in `buffer`.
    private static func text(_ buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        let message = String(decoding: bytes, as: UTF8.self)
        return message.isEmpty ? "libosmium gave no reason" : message
    }

    /// A box from west, south, east, north, or nil when it is not a valid box.
    private static func geoBox(_ values: [Double]) -> GeoBox? {
        let box = GeoBox(west: values[0], south: values[1], east: values[2], north: values[3])
        return box.isValid ? box : nil
    }
}

/// The handler of one read, passed to the C callbacks as their context.
private final class HandlerBox {
    let handler: any OSMElementHandler

    init(_ handler: any OSMElementHandler) {
        self.handler = handler
    }

    /// The box a callback's context points to (the read keeps it alive); nil for no context.
    static func from(_ context: UnsafeMutableRawPointer?) -> HandlerBox? {
        guard let context else { return nil }
        return Unmanaged<HandlerBox>.fromOpaque(context).takeUnretainedValue()
    }
}
