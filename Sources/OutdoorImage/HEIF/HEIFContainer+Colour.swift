import Foundation

extension HEIFContainer {
    /// What the primary image's `colr` boxes say: an ICC profile (prof, rICC) first, else nclx.
    ///
    /// A grid's colours are those of its tiles when the grid itself has no `colr`.
    func colour(_ bytes: UnsafeRawBufferPointer) -> PhotoColour {
        var candidates = [primaryID]
        if items[primaryID]?.type == "grid", let first = references["dimg"]?[primaryID]?.first {
            candidates.append(first)
        }
        for id in candidates {
            var nclx: PhotoColour?
            for property in properties(of: id) where property.type == "colr" {
                var reader = ISOBoxReader(bytes, range: property.payload)
                guard let type = try? reader.fourCC() else {
                    return .damaged(reason: "a colr box is cut short")
                }
                if type == "prof" || type == "rICC" {
                    guard property.payload.upperBound - reader.offset <= ColourProfile.maxBytes else {
                        return .damaged(reason: "more than \(ColourProfile.maxBytes) bytes in its colr box")
                    }
                    return .icc(Data(bytes[reader.offset..<property.payload.upperBound]))
                }
                if type == "nclx", let primaries = try? reader.uint16(), let transfer = try? reader.uint16() {
                    nclx = .nclx(primaries: primaries, transfer: transfer)
                }
            }
            if let nclx { return nclx }
        }
        return .unspecified
    }
}
