import Foundation
import OutdoorRaster

extension ImageDecoder {
    /// The photo's size once upright, read from its headers alone (JPEG frame and EXIF
    /// orientation, PNG IHDR and eXIf, HEIF ispe with irot/imir); nil when the headers do not say.
    ///
    /// Costs a scan of the headers, no decoding: the card chooses its layout by the photo's shape
    /// before the photo is decoded.
    public static func uprightSize(of data: Data) -> PixelSize? {
        data.withUnsafeBytes { bytes -> PixelSize? in
            guard let format = try? ImageSniffer.identify(bytes: bytes) else { return nil }
            switch format {
            case .jpeg:
                guard let frame = try? JPEGSegments.read(data).frame else { return nil }
                let orientation =
                    ExifLocator.jpegExif(bytes).flatMap(metadata(exifBlock:))?.orientation ?? .up
                return orientation.upright(PixelSize(width: frame.width, height: frame.height))
            case .png:
                // The signature (8 bytes), then IHDR's length and type (8), then width and height.
                guard bytes.count >= 24 else { return nil }
                func uint32(_ at: Int) -> Int {
                    (0..<4).reduce(0) { $0 << 8 | Int(bytes[at + $1]) }
                }
                let size = PixelSize(width: uint32(16), height: uint32(20))
                let orientation = ExifLocator.pngExif(bytes).flatMap(metadata(exifBlock:))?.orientation ?? .up
                return orientation.upright(size)
            case .heif:
                guard let container = try? HEIFContainer(bytes),
                    let plan = try? HEVCImagePlan.make(container, bytes: bytes)
                else { return nil }
                return plan.orientation.upright(plan.size)
            }
        }
    }
}
