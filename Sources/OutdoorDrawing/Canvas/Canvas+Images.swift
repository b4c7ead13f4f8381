internal import CCairo
import Foundation
import OutdoorRaster

extension Canvas {
    /// Paints `image` into `rect` (points), turned upright by `orientation` and scaled to `fit`.
    ///
    /// With `.cover` the picture fills `rect` and is centre-cropped to it; with `.contain` it
    /// fits inside `rect`, centred. `image` holds premultiplied ARGB32 pixels as stored (before
    /// the EXIF orientation is applied). Downscales beyond 4/3 are first area-averaged to about
    /// the drawn size, then drawn with Cairo's GOOD filter, so a 12-megapixel photo in a small
    /// panel stays sharp, without aliasing, in a few tens of milliseconds. `opacity` runs from 0 to 1.
    public func drawImage(
        _ image: PixelBuffer, in rect: CGRect, fit: ImageFit = .cover, orientation: ExifOrientation = .up,
        opacity: Double = 1
    ) throws {
        try drawImage(.pixels(image), in: rect, fit: fit, orientation: orientation, opacity: opacity)
    }

    /// Paints `image` into `rect` (points), turned upright by `orientation` and scaled to `fit`.
    ///
    /// On a pixel canvas the picture needs pixels (a JPEG-only picture throws
    /// `DrawingError.invalidArgument`). On a document page, a picture with a JPEG stream is
    /// embedded as that stream, unchanged, turned and scaled by the page's transform; pixels
    /// alone are first shrunk by area averaging to at most `scale` pixels per point of the
    /// drawn size, then compressed losslessly. A crop (`.cover`) is a clip: the whole picture
    /// is embedded.
    public func drawImage(
        _ image: CanvasImage, in rect: CGRect, fit: ImageFit = .cover, orientation: ExifOrientation = .up,
        opacity: Double = 1
    ) throws {
        let rect = rect.standardized
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite
        else { throw DrawingError.invalidArgument("the image rectangle \(rect) is not finite") }
        guard rect.width > 0, rect.height > 0, opacity > 0, image.width > 0, image.height > 0 else { return }

        let upright = orientation.upright(PixelSize(width: image.width, height: image.height))
        let placed = fit.placement(
            of: CGSize(width: upright.width, height: upright.height), in: rect)

        let imageSurface: CairoImageSurface
        var sourceSize = PixelSize(width: image.width, height: image.height)
        if isVector, let jpeg = image.jpeg {
            imageSurface = try CairoImageSurface(jpeg: jpeg, width: image.width, height: image.height)
        } else if let pixels = image.pixels {
            // Source pixels per device pixel: shrink by area averaging first when Cairo would be
            // slow or alias (see AreaResampler); on a page, whenever there are more pixels than
            // the embedding resolution needs.
            let ratio = Double(upright.width) / (Double(placed.width) * currentDeviceScale())
            var source = pixels
            let target: PixelSize?
            if isVector {
                // Never more pixels than the embedding resolution: round down.
                target =
                    ratio > 1.001
                    ? PixelSize(
                        width: max(1, Int(Double(pixels.width) / ratio)),
                        height: max(1, Int(Double(pixels.height) / ratio))) : nil
            } else {
                target = AreaResampler.targetSize(width: pixels.width, height: pixels.height, ratio: ratio)
            }
            if let target {
                source = try AreaResampler.resample(pixels, width: target.width, height: target.height)
            }
            sourceSize = PixelSize(width: source.width, height: source.height)
            imageSurface = try CairoImageSurface(wrapping: source)
        } else {
            throw DrawingError.invalidArgument(
                "a picture given only as JPEG data can be drawn on a document page, not on pixels")
        }

        let pattern = try CairoPattern(
            taking: cairo_pattern_create_for_surface(imageSurface.pointer), "creating an image pattern")
        // Pattern space is the (possibly shrunk) stored pixels; map user space into it:
        // stored -> upright -> placed rectangle, inverted.
        let scaleToPlaced = Double(placed.width) / Double(upright.width)
        var forward = AffineTransform(
            m11: Double(image.width) / Double(sourceSize.width), m12: 0, m21: 0,
            m22: Double(image.height) / Double(sourceSize.height), tX: 0, tY: 0)
        forward.append(orientation.uprightTransform(width: Double(image.width), height: Double(image.height)))
        forward.append(
            AffineTransform(
                m11: scaleToPlaced, m12: 0, m21: 0, m22: scaleToPlaced, tX: Double(placed.minX),
                tY: Double(placed.minY)))
        var matrix = forward.cairoMatrix
        try check(cairo_matrix_invert(&matrix), "inverting the image transform")
        cairo_pattern_set_matrix(pattern.pointer, &matrix)
        cairo_pattern_set_filter(pattern.pointer, CAIRO_FILTER_GOOD)
        // A document embeds the picture itself: padding would make Cairo copy it (and drop its
        // JPEG stream), and the clip below keeps the edges exact anyway.
        cairo_pattern_set_extend(pattern.pointer, isVector ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        try check(cairo_pattern_status(pattern.pointer), "preparing an image pattern")

        cairo_save(context)
        cairo_set_source(context, pattern.pointer)
        cairo_new_path(context)
        cairo_rectangle(
            context, Double(placed.minX), Double(placed.minY), Double(placed.width), Double(placed.height))
        cairo_clip(context)
        cairo_rectangle(
            context, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_clip(context)
        if opacity >= 1 {
            cairo_paint(context)
        } else {
            cairo_paint_with_alpha(context, opacity)
        }
        cairo_restore(context)
        if isVector {
            // The page records the picture and writes it when the page ends: keep it until then.
            pagePictures.append(imageSurface)
        }
        withExtendedLifetime((imageSurface, pattern)) {}
        try check(cairo_status(context), "painting an image")
    }

    /// Device pixels per user-space unit under the current transform (the larger axis scale).
    func currentDeviceScale() -> Double {
        var dx = 1.0
        var dy = 0.0
        cairo_user_to_device_distance(context, &dx, &dy)
        var ex = 0.0
        var ey = 1.0
        cairo_user_to_device_distance(context, &ex, &ey)
        let userScale = max((dx * dx + dy * dy).squareRoot(), (ex * ex + ey * ey).squareRoot())
        return userScale * scale
    }
}
