import Foundation
import OutdoorImage
import TestSupport
import XCTest

/// `--focus`, `--fit`, `edit --focus` and the low-resolution warnings, from the outside.
final class PhotoFramingCommandTests: CLITestCase {
    /// An entry with a 4:3 photo `width` pixels wide (a square card crops it top to bottom).
    @discardableResult
    private func addPhoto(width: Int = 1600, title: String = "Harbour") throws -> String {
        let photo = try write(
            try PhotoFixtures.jpeg(width: width, height: width * 3 / 4, exif: .sample), "\(title).jpg")
        return try addEntry(title: title, extra: ["--photo", photo])
    }

    private func card(_ id: String, _ extra: [String], _ name: String) throws -> Data {
        let result = try run(["card", id, "--preset", "square", "-o", name] + extra)
        XCTAssertFalse(result.stderr.contains("warning"), result.stderr)
        return try Data(contentsOf: dir.url.appendingPathComponent(name))
    }

    func testFocusAndFitChooseWhatTheCardShows() throws {
        let id = try addPhoto()
        let top = try card(id, ["--focus", "0.5,0"], "top.png")
        let bottom = try card(id, ["--focus", "0.5,1"], "bottom.png")
        let fit = try card(id, ["--fit"], "fit.png")
        XCTAssertNotEqual(top, bottom)
        XCTAssertNotEqual(top, fit)
        // The stored point is used by card (and export) when no option overrules it.
        let edited = try run(["edit", id, "--focus", "0.5,1"])
        XCTAssertTrue(edited.stderr.contains("cards centre its photo's crop on 0.5,1"), edited.stderr)
        XCTAssertEqual(try card(id, [], "stored.png"), bottom)
        XCTAssertEqual(try card(id, ["--focus", "0.5,0"], "overruled.png"), top, "--focus overrules it")
        XCTAssertEqual(try card(id, ["--fit"], "fit-again.png"), fit, "--fit overrules it")
        // auto gives the choice back to the card.
        try run(["edit", id, "--focus", "auto"])
        XCTAssertEqual(try card(id, [], "auto.png"), try card(id, [], "auto-again.png"))
        XCTAssertFalse(try run(["edit", id, "--title", "Harbour at dawn"]).stderr.contains("centre"))
    }

    func testBadFramingIsAUsageError() throws {
        let id = try addPhoto()
        let before = journalBytes()
        for bad in ["2,0.5", "0.5", "x,y", "0.5,0.5,1", ""] {
            let result = try run(["card", id, "--focus", bad, "-o", "x.png"], status: 2)
            XCTAssertTrue(result.stderr.contains("--focus must be"), result.stderr)
            let edit = try run(["edit", id, "--focus", bad], status: 2)
            XCTAssertTrue(edit.stderr.contains("--focus must be"), edit.stderr)
        }
        let both = try run(["card", id, "--focus", "0.5,0.5", "--fit", "-o", "x.png"], status: 2)
        XCTAssertTrue(both.stderr.contains("cannot be used together"), both.stderr)
        try run(["export", "--all", "-o", "out", "--fit", "--focus", "0,0"], status: 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir.path("x.png")))
        XCTAssertEqual(journalBytes(), before, "nothing changed")
        // An entry without a photo has nothing to focus on.
        let bare = try addEntry(title: "No photo")
        let refused = try run(["edit", bare, "--focus", "0.2,0.2"], status: 1)
        XCTAssertTrue(refused.stderr.contains("has no photo"), refused.stderr)
    }

    func testAnEnlargedPhotoIsSaidOutLoud() throws {
        let small = try addPhoto(width: 100, title: "Tiny")
        let result = try run(["card", small, "-o", "tiny.png"])
        XCTAssertTrue(result.stderr.contains("warning"), result.stderr)
        XCTAssertTrue(
            result.stderr.contains("(100 x 75 pixels) is enlarged 10.8x on the story card"), result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.path("tiny.png")), "the card is still made")
        // A photo that covers the panel is not enlarged: no warning (the square card's panel is 1080 wide).
        let big = try addPhoto(width: 1600, title: "Big")
        XCTAssertFalse(
            try run(["card", big, "--preset", "square", "-o", "big.png"]).stderr.contains("warning"))
        // The export says it too, naming the card's file.
        let export = try run(["export", "--all", "-o", "out"])
        XCTAssertTrue(
            export.stderr.contains("tiny.png: the photo (100 x 75 pixels) is enlarged"), export.stderr)
        XCTAssertFalse(export.stderr.contains("big.png: the photo"), export.stderr)
    }

    func testTheBookNamesPagesWhosePhotoPrintsSoft() throws {
        try addPhoto(width: 320, title: "Small")
        try addPhoto(width: 1600, title: "Sharp")
        let result = try run(["book", "--all", "-o", "book.pdf"])
        // The entries share their moment, so either may come first: the page is the one its card is on.
        let page = result.stderr.contains("page 2: Small") ? 2 : 3
        XCTAssertTrue(result.stderr.contains("warning: page \(page) ("), result.stderr)
        XCTAssertTrue(result.stderr.contains("Small): its photo prints at"), result.stderr)
        XCTAssertTrue(result.stderr.contains("dpi, below 150"), result.stderr)
        XCTAssertFalse(result.stderr.contains("Sharp): its photo"), result.stderr)
    }
}
