import Foundation
import OutdoorRaster

/// The camera's own record of its subject: EXIF SubjectArea (a point, a circle or a rectangle)
/// or SubjectLocation (a point), in pixels of the image as stored.
public struct ExifSubjectArea: Sendable, Hashable {
    /// The subject's centre, in stored pixels.
    public var centreX: Int
    /// The subject's centre, in stored pixels.
    public var centreY: Int
    /// The subject's width and height in stored pixels (a circle's diameter both ways); 0 for a point.
    public var width: Int
    /// See `width`.
    public var height: Int

    /// Makes a value.
    public init(centreX: Int, centreY: Int, width: Int = 0, height: Int = 0) {
        self.centreX = centreX
        self.centreY = centreY
        self.width = width
        self.height = height
    }

    /// The area from SubjectArea's 2, 3 or 4 values, or SubjectLocation's 2; nil for other counts.
    public init?(values: [Int]) {
        switch values.count {
        case 2: self.init(centreX: values[0], centreY: values[1])
        case 3: self.init(centreX: values[0], centreY: values[1], width: values[2], height: values[2])
        case 4: self.init(centreX: values[0], centreY: values[1], width: values[2], height: values[3])
        default: return nil
        }
    }

    /// The area as a box in fractions of the upright photo, for a stored image of `size` shown
    /// upright by `orientation`; nil when it lies outside the image.
    public func uprightBox(storedSize size: PixelSize, orientation: ExifOrientation) -> CGRect? {
        guard size.width > 0, size.height > 0, (0..<size.width).contains(centreX),
            (0..<size.height).contains(centreY)
        else { return nil }
        let w = Double(size.width)
        let h = Double(size.height)
        let stored = CGRect(
            x: (Double(centreX) - Double(width) / 2) / w, y: (Double(centreY) - Double(height) / 2) / h,
            width: Double(width) / w, height: Double(height) / h
        ).intersection(CGRect(x: 0, y: 0, width: 1, height: 1))
        return orientation.uprightBox(stored)
    }
}
