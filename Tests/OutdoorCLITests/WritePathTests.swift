import Foundation
import OutdoorImage
import TestSupport
import XCTest

/// Issue 17, item 2: where `-o` points at something other than a regular file or a new path.
///
/// Regular files and new paths are written through a temporary file and a rename; devices,
/// FIFOs and pipes are written directly; a symbolic link is followed to its target.
final class WritePathTests: CLITestCase {
    var id = ""
    var photo = Data()

    override func setUpWithError() throws {
        try super.setUpWithError()
        photo = try PhotoFixtures.jpeg(width: 120, height: 90)
        id = try addEntry(extra: ["--photo", try write(photo, "p.jpg")])
    }

    /// A device number (Linux's encoding for small major and minor numbers, as makedev makes it).
    func device(_ major: UInt, _ minor: UInt) -> dev_t { dev_t((major << 8) | minor) }

    func fileType(_ path: String) -> mode_t {
        var info = stat()
        guard lstat(path, &info) == 0 else { return 0 }
        return info.st_mode & S_IFMT
    }

    /// Reads a FIFO on another thread while `body` writes into it; returns what came through.
    func readingFIFO(_ path: String, while body: () throws -> Void) throws -> Data {
        let box = RunningLog()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            if let handle = FileHandle(forReadingAtPath: path) {
                box.append(handle.readDataToEndOfFile())
                try? handle.close()
            }
            done.signal()
        }
        try body()
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success)
        return box.bytes
    }

    func testAFIFOIsWrittenIntoNotReplaced() throws {
        let fifo = dir.path("fifo")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let received = try readingFIFO(fifo) { try run(["photo", id, "-o", fifo]) }
        XCTAssertEqual(received.count, photo.count)
        XCTAssertEqual(fileType(fifo), S_IFIFO)
        let card = try readingFIFO(fifo) { try run(["card", id, "-o", fifo, "--format", "jpeg"]) }
        XCTAssertEqual(Array(card.prefix(2)), [0xFF, 0xD8])
        XCTAssertEqual(fileType(fifo), S_IFIFO)
    }

    func testASymbolicLinkIsFollowedToItsTarget() throws {
        try FileManager.default.createDirectory(atPath: dir.path("real"), withIntermediateDirectories: true)
        _ = try write(Data("old".utf8), "real/target.jpg")
        XCTAssertEqual(symlink(dir.path("real/target.jpg"), dir.path("link.jpg")), 0)
        try run(["photo", id, "-o", dir.path("link.jpg")])
        XCTAssertEqual(fileType(dir.path("link.jpg")), S_IFLNK)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: dir.path("real/target.jpg"))), photo)
        // A link to a file not made yet makes the file, and the link stays.
        XCTAssertEqual(symlink("real/new.png", dir.path("dangling.png")), 0)
        try run(["card", id, "-o", dir.path("dangling.png")])
        XCTAssertEqual(fileType(dir.path("dangling.png")), S_IFLNK)
        XCTAssertNoThrow(
            try ImageProbe.inspect(try Data(contentsOf: URL(fileURLWithPath: dir.path("real/new.png")))))
        // Relative links resolve from the link's folder, chains of links to the end.
        XCTAssertEqual(symlink("dangling.png", dir.path("chain.png")), 0)
        try run(["card", id, "-o", dir.path("chain.png"), "--alt-text", dir.path("link.jpg")])
        XCTAssertEqual(fileType(dir.path("chain.png")), S_IFLNK)
        XCTAssertNotEqual(try Data(contentsOf: URL(fileURLWithPath: dir.path("real/target.jpg"))), photo)
        XCTAssertEqual(fileType(dir.path("link.jpg")), S_IFLNK)
    }

    func testACharacterDeviceIsWrittenDirectlyAndKept() throws {
        try XCTSkipUnless(isRoot, "making device nodes needs root")
        let null = dir.path("null")
        let full = dir.path("full")
        XCTAssertEqual(mknod(null, S_IFCHR | 0o666, device(1, 3)), 0)
        XCTAssertEqual(mknod(full, S_IFCHR | 0o666, device(1, 7)), 0)
        try run(["card", id, "-o", null])
        XCTAssertEqual(fileType(null), S_IFCHR)
        try run(["photo", id, "-o", null])
        XCTAssertEqual(fileType(null), S_IFCHR)
        let refused = try run(["card", id, "-o", full], status: 1)
        XCTAssertTrue(refused.stderr.contains("no space left"), refused.stderr)
        XCTAssertEqual(fileType(full), S_IFCHR)
        try run(["photo", id, "-o", full], status: 1)
        XCTAssertEqual(fileType(full), S_IFCHR)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: dir.path("")).filter {
                $0.hasSuffix(".part")
            }, [])
    }

    func testAFolderOrAMissingFolderIsRefusedInWords() throws {
        let folder = try run(["photo", id, "-o", dir.path("")], status: 1)
        XCTAssertTrue(folder.stderr.contains("is a folder"), folder.stderr)
        let missing = try run(["card", id, "-o", dir.path("nowhere/card.png")], status: 1)
        XCTAssertTrue(missing.stderr.contains("does not exist"), missing.stderr)
    }

    func testStandardOutputThatIsClosedOrFullFailsTheCommand() throws {
        for arguments in [["photo", id, "-o", "-"], ["card", id, "-o", "-"], ["show", id]] {
            let process = Process()
            process.executableURL = OutdoorProcess.executable
            process.arguments = arguments
            process.environment = cli.environment
            process.standardOutput = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 1, "\(arguments)")
        }
    }
}
