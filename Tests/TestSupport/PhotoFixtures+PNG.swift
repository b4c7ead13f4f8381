import CDeflate
import Foundation

/// PNG colour types (PNG spec table 11.1).
public enum FixturePNGColorType: UInt8, CaseIterable, Sendable {
    case grey = 0
    case rgb = 2
    case palette = 3
    case greyAlpha = 4
    case rgba = 6
}

/// A PNG writer for fixtures, independent of OutdoorImage's encoder so decoding is tested
/// against every colour type and bit depth, tRNS, palettes, Adam7 interlacing and eXIf.
extension PhotoFixtures {
    /// A pixel as 16-bit red, green, blue, alpha (0-65535); 8-bit images keep the high byte.
    public typealias RGBA16 = (r: UInt16, g: UInt16, b: UInt16, a: UInt16)

    /// Makes a PNG whose pixel at (x, y) is `pixel(x, y)`, reduced to `colorType`/`bitDepth`
    /// (grey uses red; palettes collect the distinct 8-bit colours, at most 2^bitDepth).
    public static func png(
        width: Int, height: Int, colorType: FixturePNGColorType, bitDepth: Int = 8, interlaced: Bool = false,
        transparentColor: RGBA16? = nil, exif: [UInt8]? = nil, pixel: (Int, Int) -> RGBA16
    ) -> Data {
        var palette: [RGBA16] = []
        var indices: [Int] = []
        if colorType == .palette {
            for y in 0..<height {
                for x in 0..<width {
                    let p = pixel(x, y)
                    let key = (p.r >> 8, p.g >> 8, p.b >> 8, p.a >> 8)
                    if let found = palette.firstIndex(where: {
                        ($0.r >> 8, $0.g >> 8, $0.b >> 8, $0.a >> 8) == key
                    }) {
                        indices.append(found)
                    } else {
                        palette.append(p)
                        indices.append(palette.count - 1)
                    }
                }
            }
        }
        func samples(_ x: Int, _ y: Int) -> [Int] {
            if colorType == .palette { return [indices[y * width + x]] }
            let p = pixel(x, y)
            let scale = { (v: UInt16) -> Int in bitDepth == 16 ? Int(v) : Int(v) >> (16 - bitDepth) }
            switch colorType {
            case .grey: return [scale(p.r)]
            case .greyAlpha: return [scale(p.r), scale(p.a)]
            case .rgb: return [scale(p.r), scale(p.g), scale(p.b)]
            case .rgba, .palette: return [scale(p.r), scale(p.g), scale(p.b), scale(p.a)]
            }
        }
        func packRow(y: Int, xs: [Int]) -> [UInt8] {
            var row: [UInt8] = [0]  // filter type None
            var bits = 0
            var accumulator = 0
            for x in xs {
                for sample in samples(x, y) {
                    if bitDepth == 16 {
                        row += [UInt8(sample >> 8), UInt8(sample & 0xFF)]
                    } else if bitDepth == 8 {
                        row.append(UInt8(sample))
                    } else {
                        accumulator = accumulator << bitDepth | sample
                        bits += bitDepth
                        if bits == 8 {
                            row.append(UInt8(accumulator))
                            accumulator = 0
                            bits = 0
                        }
                    }
                }
            }
            if bits > 0 { row.append(UInt8(accumulator << (8 - bits))) }
            return row
        }
        var raw: [UInt8] = []
        if interlaced {
            let passes = [
                (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
                (0, 1, 1, 2),
            ]
            for (x0, y0, dx, dy) in passes {
                let xs = Array(stride(from: x0, to: width, by: dx))
                guard !xs.isEmpty else { continue }
                for y in stride(from: y0, to: height, by: dy) { raw += packRow(y: y, xs: xs) }
            }
        } else {
            for y in 0..<height { raw += packRow(y: y, xs: Array(0..<width)) }
        }

        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let header =
            bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [
                UInt8(bitDepth), colorType.rawValue, 0, 0, interlaced ? 1 : 0,
            ]
        appendChunk(&png, "IHDR", header)
        if let exif { appendChunk(&png, "eXIf", Array(exif.dropFirst(6))) }  // raw TIFF, no "Exif\0\0"
        if colorType == .palette {
            appendChunk(
                &png, "PLTE", palette.flatMap { [UInt8($0.r >> 8), UInt8($0.g >> 8), UInt8($0.b >> 8)] })
            if palette.contains(where: { $0.a >> 8 != 255 }) {
                appendChunk(&png, "tRNS", palette.map { UInt8($0.a >> 8) })
            }
        } else if let key = transparentColor {
            let values: [UInt16] = colorType == .grey ? [key.r] : [key.r, key.g, key.b]
            let scaled = values.map { bitDepth == 16 ? $0 : $0 >> (16 - UInt16(bitDepth)) }
            appendChunk(&png, "tRNS", scaled.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })
        }
        appendChunk(&png, "IDAT", zlib(raw))
        appendChunk(&png, "IEND", [])
        return png
    }

    /// An 8-bit RGB quadrant PNG, optionally with an eXIf chunk.
    public static func quadrantPNG(width: Int = 64, height: Int = 48, exif: FixtureExif? = nil) -> Data {
        png(width: width, height: height, colorType: .rgb, exif: exif?.block()) { x, y in
            let c = quadrantColor(x: x, y: y, width: width, height: height)
            return (UInt16(c.r) * 257, UInt16(c.g) * 257, UInt16(c.b) * 257, 65535)
        }
    }

    /// `png` with a chunk of `type` and `data` inserted right after IHDR (byte 33).
    public static func insertingChunk(_ type: String, data: [UInt8], into png: Data) -> Data {
        var chunk = Data()
        appendChunk(&chunk, type, data)
        var out = Data(png.prefix(33))
        out.append(chunk)
        out.append(png.dropFirst(33))
        return out
    }

    /// `bytes` zlib-compressed (level 6).
    public static func zlib(_ bytes: [UInt8]) -> [UInt8] {
        guard let compressor = libdeflate_alloc_compressor(6) else { return [] }
        defer { libdeflate_free_compressor(compressor) }
        let bound = libdeflate_zlib_compress_bound(compressor, bytes.count)
        var out = [UInt8](repeating: 0, count: bound)
        let written = out.withUnsafeMutableBytes { o in
            bytes.withUnsafeBytes { i in
                libdeflate_zlib_compress(compressor, i.baseAddress, i.count, o.baseAddress, bound)
            }
        }
        return Array(out.prefix(written))
    }

    private static func appendChunk(_ png: inout Data, _ type: String, _ data: [UInt8]) {
        let body = Array(type.utf8) + data
        png.append(contentsOf: bigEndian(UInt32(data.count)))
        png.append(contentsOf: body)
        let crc = body.withUnsafeBytes { libdeflate_crc32(0, $0.baseAddress, $0.count) }
        png.append(contentsOf: bigEndian(crc))
    }
}
