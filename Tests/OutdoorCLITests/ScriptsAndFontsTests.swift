import Foundation
import TestSupport
import XCTest

/// Titles in the scripts people type (issue 27): fonts installed for the product, a warning when a
/// character has no font, and file names in the title's own letters.
final class ScriptsAndFontsTests: CLITestCase {
    /// A fontconfig configuration with no font folders: a machine without any system fonts.
    func noSystemFonts() throws -> String {
        try write(Data("<?xml version=\"1.0\"?>\n<fontconfig></fontconfig>\n".utf8), "no-fonts.conf")
    }

    func testACardSaysWhichCharactersNoFontDraws() throws {
        let id = try addEntry(title: "大阪・道頓堀のお好み焼き")
        let boxed = try run(
            ["card", id, "-o", dir.path("boxed.png")], env: ["FONTCONFIG_FILE": try noSystemFonts()])
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir.path("boxed.png")), "the card is still made")
        XCTAssertTrue(boxed.stderr.contains("warning: no font here draws "), boxed.stderr)
        XCTAssertTrue(boxed.stderr.contains("大 (U+5927)"), boxed.stderr)
        XCTAssertTrue(boxed.stderr.contains(" and 4 more: they show as boxes"), boxed.stderr)
        XCTAssertTrue(boxed.stderr.contains("fonts-noto-cjk"), boxed.stderr)
        XCTAssertEqual(boxed.stderr.components(separatedBy: "no font here draws").count, 2, "said once")

        // With the fonts outdoor installs (Scripts/install-deps.sh), the title draws and nothing is said.
        let drawn = try run(["card", id, "-o", dir.path("drawn.png")])
        XCTAssertFalse(drawn.stderr.contains("no font"), drawn.stderr)
    }

    func testTheBookAndExportWarnToo() throws {
        let id = try addEntry(title: "ᎣᏏᏲ ᏣᎳᎩ")  // Cherokee: in no bundled font
        try run(["trip", "create", "Far"])
        try run(["trip", "add", "Far", id])
        let env = ["FONTCONFIG_FILE": try noSystemFonts()]
        let export = try run(["export", "--trip", "Far", "-o", dir.path("far")], env: env)
        XCTAssertTrue(export.stderr.contains("no font here draws Ꭳ (U+13A3)"), export.stderr)
        XCTAssertTrue(export.stderr.contains("fonts-noto-core"), export.stderr)
        let book = try run(["book", "--trip", "Far", "-o", dir.path("far.pdf")], env: env)
        XCTAssertTrue(book.stderr.contains("no font here draws Ꭳ (U+13A3)"), book.stderr)
    }

    /// The fonts for CJK and the other scripts Noto covers are installed to run outdoor, not only
    /// for the tests.
    func testTheFontsForOtherScriptsAreInstalledWithTheProduct() throws {
        let script = RepositoryRoot.url.appendingPathComponent("Scripts/install-deps.sh")
        let list = Process()
        list.executableURL = URL(fileURLWithPath: "/bin/sh")
        list.arguments = [script.path, "--list"]
        let pipe = Pipe()
        list.standardOutput = pipe
        try list.run()
        let packages = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        list.waitUntilExit()
        XCTAssertEqual(list.terminationStatus, 0)
        XCTAssertTrue(packages.contains("fonts-noto-cjk"), "\(packages)")
        XCTAssertTrue(packages.contains("fonts-noto-core"), "\(packages)")
        XCTAssertFalse(packages.contains("chromium"), "test tools stay under --test")
    }

    func testDefaultFileNamesKeepTheTitlesLetters() throws {
        let hebrew = try addEntry(title: "ירושלים העתיקה", at: "2024-06-14T08:42")
        let arabic = try addEntry(title: "القاهرة: الأهرامات", at: "2024-06-15T08:42")
        let korean = try addEntry(title: "오코노미야키 / 맛집", at: "2024-06-16T08:42")
        for id in [hebrew, arabic, korean] { try run(["card", id]) }
        let names = Set(try FileManager.default.contentsOfDirectory(atPath: dir.url.path))
        for name in [
            "2024-06-14-ירושלים-העתיקה.png", "2024-06-15-القاهرة-الأهرامات.png", "2024-06-16-오코노미야키-맛집.png",
        ] {
            XCTAssertTrue(names.contains(name), "\(name) in \(names.sorted())")
        }
    }
}
