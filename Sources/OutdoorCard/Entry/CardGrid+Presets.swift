import Foundation

/// Each preset's grids for each photo shape (see `CardGrid`).
extension CardGrid {
    /// The story card (1080 x 1920).
    static func story(aspect: Double) -> CardGrid {
        let d = CardDesign.story
        let size = CardPreset.story.size
        let w = Double(size.width)
        let h = Double(size.height)
        let m = d.margin
        switch PhotoShape(aspect: aspect) {
        case .landscape, .panorama:
            let range = PhotoShape(aspect: aspect) == .panorama ? 400.0...607.0 : 608.0...860.0
            let panorama = PhotoShape(aspect: aspect) == .panorama
            let height = bandHeight(width: w, aspect: aspect, within: range)
            let top = height + d.gap
            // Over a panorama's low band the weather card would hide a fifth of it: it stays below.
            return CardGrid(
                canvasSize: size, photo: CGRect(x: 0, y: 0, width: w, height: height),
                columns: [
                    CardColumn(
                        frame: CGRect(x: m, y: top, width: w - 2 * m, height: h - m - top),
                        top: [.weather, .header, .note, .map],
                        raisedTop: panorama ? nil : height - d.weatherOverlap)
                ])
        case .portrait, .square:
            let height = PhotoShape(aspect: aspect) == .portrait ? 1200.0 : 1080.0
            return CardGrid(
                canvasSize: size, photo: CGRect(x: 0, y: 0, width: w, height: height),
                columns: twoColumnsUnder(photoHeight: height, design: d, size: size))
        }
    }

    /// The square card (1080 x 1080).
    static func square(aspect: Double) -> CardGrid {
        let d = CardDesign.square
        let size = CardPreset.square.size
        let w = Double(size.width)
        let h = Double(size.height)
        let m = d.margin
        switch PhotoShape(aspect: aspect) {
        case .landscape, .panorama:
            let height = bandHeight(width: w, aspect: aspect, within: 360...480)
            return CardGrid(
                canvasSize: size, photo: CGRect(x: 0, y: 0, width: w, height: height),
                columns: twoColumnsUnder(
                    photoHeight: height, design: d, size: size, share: d.firstColumnShare))
        case .portrait:
            let photoWidth = 600.0
            let x = photoWidth + d.gutter
            return CardGrid(
                canvasSize: size, photo: CGRect(x: 0, y: 0, width: photoWidth, height: h),
                columns: [
                    CardColumn(
                        frame: CGRect(x: x, y: m, width: w - m - x, height: h - 2 * m),
                        top: [.header, .weather, .note, .map])
                ])
        case .square:
            let side = 600.0
            let x = side + d.gutter
            return CardGrid(
                canvasSize: size, photo: CGRect(x: 0, y: 0, width: side, height: side),
                columns: [
                    CardColumn(
                        frame: CGRect(x: m, y: side + d.gap, width: side - m, height: h - m - side - d.gap),
                        top: [.map]),
                    CardColumn(
                        frame: CGRect(x: x, y: m, width: w - m - x, height: h - 2 * m),
                        top: [.header, .weather, .note]),
                ])
        }
    }

    /// The landscape card (1200 x 630): the header across, the map beside the weather card and
    /// note, never lower than `CardDesign.landscape.minimumMapHeight` (issue 24).
    static func landscape(aspect: Double) -> CardGrid {
        let d = CardDesign.landscape
        let size = CardPreset.landscape.size
        let w = Double(size.width)
        let h = Double(size.height)
        let m = d.margin
        let shape = PhotoShape(aspect: aspect)
        if shape == .panorama {
            let height = bandHeight(width: w, aspect: aspect, within: 260...290)
            let top = height + d.gap
            let inner = w - 2 * m - 2 * d.gutter
            let first = (inner * 0.42).rounded()
            let second = ((inner - first) / 2).rounded()
            let third = inner - first - second
            let frames = [
                CGRect(x: m, y: top, width: first, height: h - m - top),
                CGRect(x: m + first + d.gutter, y: top, width: second, height: h - m - top),
                CGRect(x: m + first + second + 2 * d.gutter, y: top, width: third, height: h - m - top),
            ]
            return CardGrid(
                canvasSize: size, photo: CGRect(x: 0, y: 0, width: w, height: height),
                columns: [
                    CardColumn(frame: frames[0], top: [.header, .note]),
                    CardColumn(frame: frames[1], top: [.weather]),
                    CardColumn(frame: frames[2], top: [.map]),
                ])
        }
        let photoWidth: Double
        switch shape {
        case .portrait: photoWidth = 420
        case .square: photoWidth = 580
        case .landscape, .panorama: photoWidth = 560
        }
        let x = photoWidth + d.gutter
        let width = w - m - x
        let (left, right) = split(x: x, width: width, share: 0.52, gutter: 32)
        return CardGrid(
            canvasSize: size, photo: CGRect(x: 0, y: 0, width: photoWidth, height: h),
            columns: [
                CardColumn(frame: CGRect(x: x, y: m, width: width, height: h - 2 * m), top: [.header]),
                CardColumn(
                    frame: CGRect(x: left.x, y: m, width: left.width, height: h - 2 * m),
                    top: [.weather, .note],
                    startsBelowHeader: true),
                CardColumn(
                    frame: CGRect(x: right.x, y: m, width: right.width, height: h - 2 * m), top: [.map],
                    startsBelowHeader: true),
            ])
    }

    /// The story-full card (1080 x 1920): the photo behind everything; the header and note over a
    /// scrim, pushed down onto the weather card and the inset map along the bottom.
    static func storyFull() -> CardGrid {
        let d = CardDesign.story
        let size = CardPreset.storyFull.size
        let w = Double(size.width)
        let h = Double(size.height)
        let m = d.margin
        let inset = CGSize(width: 400, height: 430)
        let rowTop = h - m - Double(inset.height)
        let mapX = w - m - Double(inset.width)
        var grid = CardGrid(
            canvasSize: size, photo: CGRect(x: 0, y: 0, width: w, height: h),
            columns: [
                CardColumn(
                    frame: CGRect(x: m, y: h * 0.38, width: w - 2 * m, height: rowTop - d.gap - h * 0.38),
                    top: [.header, .note], alignsBottom: true),
                CardColumn(
                    frame: CGRect(x: m, y: rowTop, width: mapX - d.gutter - m, height: Double(inset.height)),
                    top: [], bottom: [.weather]),
                CardColumn(
                    frame: CGRect(
                        x: mapX, y: rowTop, width: Double(inset.width), height: Double(inset.height)),
                    top: [.map]),
            ])
        grid.photoIsBackdrop = true
        return grid
    }
}
