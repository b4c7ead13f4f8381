/// The item structure of a HEIF file's `meta` box, parsed in Swift with every field checked:
/// items and their types, where their data lies, their properties and references.
///
/// libheif 1.15 has no public way to reach the tiles of a grid image one by one, so the tile
/// decoder reads the structure itself; libheif still decodes whatever this path does not cover.
struct HEIFContainer {
    /// One item of the file: its type and where its data lies.
    struct Item {
        /// The item type ("hvc1", "grid", "Exif", "mime"...).
        var type: String
        /// Byte ranges of the data, in the file (construction method 0) or in `idat` (method 1).
        var extents: [Range<Int>] = []
        /// Whether the ranges are inside the `idat` box.
        var inItemData = false
    }

    /// One property from `ipco`: its type and the range of its payload in the file.
    struct Property {
        var type: String
        var payload: Range<Int>
    }

    /// The primary item's id (`pitm`).
    var primaryID = 0
    /// Items by id.
    var items: [Int: Item] = [:]
    /// The properties, in `ipco` order (associations count from 1).
    var properties: [Property] = []
    /// Property indices (0-based) associated with each item, in `ipma` order.
    var associations: [Int: [Int]] = [:]
    /// References by type ("dimg", "auxl", "thmb"...): from an item to items, in order.
    var references: [String: [Int: [Int]]] = [:]
    /// The payload range of `idat`, when present.
    var itemData: Range<Int>?

    /// Most items a file may list: bounds the work a hostile file can cause.
    static let maxItems = 20_000

    /// Parses the `meta` box of `bytes` (a whole HEIF file).
    init(_ bytes: UnsafeRawBufferPointer) throws {
        var top = ISOBoxReader(bytes, range: 0..<bytes.count)
        guard let meta = try top.boxes().first(where: { $0.type == "meta" }) else {
            throw ISOBoxError.malformed("no 'meta' box")
        }
        var reader = ISOBoxReader(bytes, range: meta.payload)
        try reader.skip(4)  // version and flags
        for box in try reader.boxes() {
            var body = ISOBoxReader(bytes, range: box.payload)
            switch box.type {
            case "pitm":
                let version = try body.uint8()
                try body.skip(3)
                primaryID = try body.uint(version == 0 ? 2 : 4)
            case "iinf": try parseItemInfo(&body)
            case "iloc": try parseLocations(&body)
            case "iref": try parseReferences(&body)
            case "iprp": try parseProperties(bytes, box.payload)
            case "idat": itemData = box.payload
            default: break
            }
        }
        guard items[primaryID] != nil else { throw ISOBoxError.malformed("the primary item is not listed") }
    }

    private mutating func parseItemInfo(_ body: inout ISOBoxReader) throws {
        let version = try body.uint8()
        try body.skip(3)
        _ = try body.uint(version == 0 ? 2 : 4)
        for entry in try body.boxes() where entry.type == "infe" {
            var infe = ISOBoxReader(body.bytes, range: entry.payload)
            let entryVersion = try infe.uint8()
            try infe.skip(3)
            guard entryVersion >= 2 else { continue }
            let id = try infe.uint(entryVersion == 2 ? 2 : 4)
            try infe.skip(2)  // protection index
            items[id, default: Item(type: "")].type = try infe.fourCC()
            guard items.count <= Self.maxItems else { throw ISOBoxError.malformed("too many items") }
        }
    }

    private mutating func parseLocations(_ body: inout ISOBoxReader) throws {
        let version = try body.uint8()
        try body.skip(3)
        let sizes = try body.uint8()
        let more = try body.uint8()
        let (offsetSize, lengthSize, baseSize) = (sizes >> 4, sizes & 15, more >> 4)
        let indexSize = version == 1 || version == 2 ? more & 15 : 0
        let count = try body.uint(version < 2 ? 2 : 4)
        guard count <= Self.maxItems else { throw ISOBoxError.malformed("too many item locations") }
        for _ in 0..<count {
            let id = try body.uint(version < 2 ? 2 : 4)
            let method = version == 1 || version == 2 ? try body.uint16() & 15 : 0
            try body.skip(2)  // data reference index
            let base = try body.uint(baseSize)
            let extentCount = try body.uint16()
            var extents: [Range<Int>] = []
            for _ in 0..<extentCount {
                try body.skip(indexSize)
                let offset = try body.uint(offsetSize)
                let length = try body.uint(lengthSize)
                let (start, overflow) = base.addingReportingOverflow(offset)
                guard !overflow, length < Int.max - start else {
                    throw ISOBoxError.malformed("an extent overflows")
                }
                extents.append(start..<start + length)
            }
            guard method <= 1 else { continue }  // data in other items is left to libheif
            items[id, default: Item(type: "")].extents = extents
            items[id]?.inItemData = method == 1
        }
    }

    private mutating func parseReferences(_ body: inout ISOBoxReader) throws {
        let version = try body.uint8()
        try body.skip(3)
        for reference in try body.boxes() {
            var entry = ISOBoxReader(body.bytes, range: reference.payload)
            let from = try entry.uint(version == 0 ? 2 : 4)
            let count = try entry.uint16()
            var targets: [Int] = []
            for _ in 0..<count { targets.append(try entry.uint(version == 0 ? 2 : 4)) }
            references[reference.type, default: [:]][from, default: []] += targets
        }
    }

    private mutating func parseProperties(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) throws {
        var iprp = ISOBoxReader(bytes, range: range)
        for box in try iprp.boxes() {
            var body = ISOBoxReader(bytes, range: box.payload)
            if box.type == "ipco" {
                properties = try body.boxes().map { Property(type: $0.type, payload: $0.payload) }
            } else if box.type == "ipma" {
                let version = try body.uint8()
                let flags = try body.uint(3)
                let count = try body.uint32()
                guard count <= Self.maxItems else {
                    throw ISOBoxError.malformed("too many property associations")
                }
                for _ in 0..<count {
                    let id = try body.uint(version < 1 ? 2 : 4)
                    let associationCount = try body.uint8()
                    var indices: [Int] = []
                    for _ in 0..<associationCount {
                        let value = try body.uint(flags & 1 == 1 ? 2 : 1)
                        let index = value & (flags & 1 == 1 ? 0x7FFF : 0x7F)
                        if index > 0 { indices.append(index - 1) }
                    }
                    associations[id, default: []] += indices
                }
            }
        }
    }

    /// The properties of `item`, in association order.
    func properties(of item: Int) -> [Property] {
        (associations[item] ?? []).compactMap { $0 < properties.count ? properties[$0] : nil }
    }

    /// The byte ranges of `item`'s data in the file, checked to lie inside it.
    func dataRanges(of item: Int, fileSize: Int) throws -> [Range<Int>] {
        guard let entry = items[item], !entry.extents.isEmpty else {
            throw ISOBoxError.malformed("item \(item) has no data location")
        }
        return try entry.extents.map { extent in
            var range = extent
            if extent.isEmpty, !entry.inItemData, entry.extents.count == 1 {
                range = extent.lowerBound..<fileSize  // length 0: to the end of the file
            }
            if entry.inItemData {
                guard let itemData else {
                    throw ISOBoxError.malformed("item \(item) lies in a missing 'idat'")
                }
                range = itemData.lowerBound + extent.lowerBound..<itemData.lowerBound + extent.upperBound
                guard range.upperBound <= itemData.upperBound else { throw ISOBoxError.truncated }
            }
            guard range.upperBound <= fileSize else { throw ISOBoxError.truncated }
            return range
        }
    }
}
