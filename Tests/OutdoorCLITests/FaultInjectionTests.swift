import Foundation
import OutdoorImage
import TestSupport
import XCTest

/// Fault injection on the write paths.
///
/// A full disk, a file size limit, an I/O error, kill -9 in the middle of an import and an
/// export. After each, `outdoor check` is clean and a rerun completes.
final class FaultInjectionTests: CLITestCase {
    var out: URL { dir.url.appendingPathComponent("out") }

    func visibleFiles(_ folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
            !$0.hasPrefix(".")
        }
    }

    /// Every visible file of the export decodes whole (hidden temporary files may be left by a kill).
    func assertVisibleFilesWhole(file: StaticString = #filePath, line: UInt = #line) throws {
        for name in visibleFiles(out) where name.hasSuffix(".png") {
            let data = try Data(contentsOf: out.appendingPathComponent(name))
            XCTAssertNoThrow(try ImageProbe.inspect(data), name, file: file, line: line)
        }
        if let manifest = FileManager.default.contents(
            atPath: out.appendingPathComponent("manifest.json").path)
        {
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: manifest), file: file, line: line)
        }
    }

    // A full disk: a small tmpfs where the machine allows mounting one.

    /// Mounts a tmpfs of `megabytes` at a new folder, or skips the test where that is not allowed.
    func mountSmallDisk(megabytes: Int) throws -> URL {
        try XCTSkipUnless(isRoot, "mounting a tmpfs needs root")
        let point = dir.url.appendingPathComponent("small-disk")
        try FileManager.default.createDirectory(at: point, withIntermediateDirectories: true)
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=\(megabytes)m", "tmpfs", point.path]
        mount.standardError = FileHandle.nullDevice
        try mount.run()
        mount.waitUntilExit()
        try XCTSkipUnless(mount.terminationStatus == 0, "this machine does not allow mounting a tmpfs")
        addTeardownBlock {
            let umount = Process()
            umount.executableURL = URL(fileURLWithPath: "/bin/umount")
            umount.arguments = ["-l", point.path]
            try? umount.run()
            umount.waitUntilExit()
        }
        return point
    }

    /// Fills a folder until `leaving` bytes are free; returns the filler file.
    func fill(_ folder: URL, leaving: Int) throws -> URL {
        var info = statvfs()
        XCTAssertEqual(statvfs(folder.path, &info), 0)
        let free = Int(info.f_bavail) * Int(info.f_frsize)
        let filler = folder.appendingPathComponent("filler")
        try Data(count: max(0, free - leaving)).write(to: filler)
        return filler
    }

    func testAFullDiskUnderTheJournal() throws {
        let disk = try mountSmallDisk(megabytes: 4)
        cli.environment["OUTDOOR_JOURNAL"] = disk.appendingPathComponent("journal.sqlite").path
        try addEntry(title: "First")
        let filler = try fill(disk, leaving: 150_000)
        let photo = try write(try PhotoFixtures.jpeg(width: 600, height: 600), "big.jpg")
        var failure: OutdoorProcess.Result?
        for i in 0..<20 {
            let result = try cli.run(
                [
                    "add", "--title", "Big \(i)", "--photo", photo, "--lat", "1", "--lng", "2",
                    "--no-weather",
                    "--at", "2024-06-0\(i % 9 + 1)T10:0\(i % 10)",
                ])
            if result.status != 0 {
                failure = result
                break
            }
        }
        let full = try XCTUnwrap(failure, "the disk never filled")
        XCTAssertEqual(full.status, 1)
        XCTAssertTrue(full.stderr.contains("disk is full"), full.stderr)
        try assertJournalChecksClean()
        let count = try logJSON().count
        try FileManager.default.removeItem(at: filler)
        try run([
            "add", "--title", "After", "--photo", photo, "--lat", "1", "--lng", "2", "--at", "now",
            "--no-weather",
        ])
        XCTAssertEqual(try logJSON().count, count + 1)
        try assertJournalChecksClean()
    }

    func testAFullDiskUnderTheExport() throws {
        try addEntriesWithPhotos(4, width: 300, height: 200)
        let disk = try mountSmallDisk(megabytes: 3)
        let folder = disk.appendingPathComponent("cards")
        let filler = try fill(disk, leaving: 300_000)
        let result = try run(["export", "--all", "-o", folder.path], status: 1)
        XCTAssertTrue(result.stderr.lowercased().contains("no space left"), result.stderr)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".part") },
            [])
        try FileManager.default.removeItem(at: filler)
        try run(["export", "--all", "-o", folder.path])
        XCTAssertEqual(visibleFiles(folder).filter { $0.hasSuffix(".png") }.count, 5)
    }

    // A file size limit (RLIMIT_FSIZE), which every machine allows.

    func testAFileSizeLimitFailsCleanly() throws {
        try addEntriesWithPhotos(3, width: 300, height: 200)
        let prlimit = "/usr/bin/prlimit"
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: prlimit), "prlimit not installed")
        let limited = Process()
        limited.executableURL = URL(fileURLWithPath: prlimit)
        limited.arguments = [
            "--fsize=100000", OutdoorProcess.executable.path, "export", "--all", "-o", out.path,
        ]
        limited.environment = cli.environment
        let err = Pipe()
        limited.standardError = err
        limited.standardOutput = FileHandle.nullDevice
        try limited.run()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        limited.waitUntilExit()
        XCTAssertEqual(limited.terminationStatus, 1, message)
        XCTAssertTrue(message.contains("too large"), message)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".part") }, []
        )
        try assertJournalChecksClean()
        try run(["export", "--all", "-o", out.path])
        XCTAssertEqual(visibleFiles(out).filter { $0.hasSuffix(".png") }.count, 4)
    }

    // An I/O error, injected by a small library preloaded into outdoor.

    func testAnIOErrorWhileSavingAndWhileExporting() throws {
        let library = try FaultLibrary.build(in: dir.url)
        try addEntriesWithPhotos(2, width: 200, height: 150)
        let photo = try write(try PhotoFixtures.jpeg(width: 500, height: 400), "more.jpg")
        let faulty = [
            "LD_PRELOAD": library.path, "OUTDOOR_FAULT_PATH": "journal.sqlite", "OUTDOOR_FAULT_AFTER": "4096",
        ]
        let add = try run(
            [
                "add", "--title", "More", "--photo", photo, "--lat", "1", "--lng", "2", "--at", "now",
                "--no-weather",
            ],
            status: 1,
            env: faulty)
        XCTAssertTrue(add.stderr.contains("input/output error"), add.stderr)
        XCTAssertFalse(add.stderr.contains("Fatal error"), add.stderr)
        try assertJournalChecksClean()
        XCTAssertEqual(try logJSON().count, 2)
        try run([
            "add", "--title", "More", "--photo", photo, "--lat", "1", "--lng", "2", "--at", "now",
            "--no-weather",
        ])
        XCTAssertEqual(try logJSON().count, 3)

        let export = try run(
            ["export", "--all", "-o", out.path], status: 1,
            env: ["LD_PRELOAD": library.path, "OUTDOOR_FAULT_PATH": ".png.", "OUTDOOR_FAULT_AFTER": "0"])
        XCTAssertTrue(export.stderr.contains("input/output error"), export.stderr)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".part") }, []
        )
        try run(["export", "--all", "-o", out.path])
        XCTAssertEqual(visibleFiles(out).filter { $0.hasSuffix(".png") }.count, 4)
    }

    // kill -9 at several points of an import and an export.

    func testKillNineDuringAnImportLosesNothingAndARerunCompletes() throws {
        let folder = dir.url.appendingPathComponent("photos")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for i in 0..<12 {
            let exif = FixtureExif(
                latitude: 64 + Double(i) / 20, longitude: 21, longitudeRef: "W",
                dateTimeOriginal: String(format: "2024:07:%02d 10:00:00", i + 1))
            try PhotoFixtures.jpeg(width: 300 + i, height: 200, exif: exif).write(
                to: folder.appendingPathComponent(String(format: "p%02d.jpg", i)))
        }
        for (phase, after) in [("checking", 4), ("saving", 1), ("saving", 6)] {
            let log = RunningLog()
            let process = try start(["import", folder.path, "--trip", "Iceland", "--no-weather"], log: log)
            XCTAssertTrue(
                wait(upTo: 120) { log.lines(startingWith: "\(phase) [") >= after || !process.isRunning })
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try assertJournalChecksClean()
        }
        let rerun = try run(["import", folder.path, "--trip", "Iceland", "--no-weather"])
        XCTAssertEqual(try logJSON().count, 12, rerun.stderr)
        XCTAssertTrue(try run(["trip", "show", "Iceland"]).output.contains("12 entries"))
        try assertJournalChecksClean()
    }

    func testKillNineDuringAnExportLeavesWholeFilesAndARerunCompletes() throws {
        try addEntriesWithPhotos(8, width: 300, height: 200, trip: "Coast")
        for (cards, jobs) in [(1, "1"), (4, "2"), (8, "1")] {
            let log = RunningLog()
            let process = try start(
                ["export", "--trip", "Coast", "-o", out.path, "--jobs", jobs, "--force"], log: log)
            XCTAssertTrue(
                wait(upTo: 120) { log.lines(startingWith: "export [") >= cards || !process.isRunning })
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try assertVisibleFilesWhole()
            try assertJournalChecksClean()
        }
        try run(["export", "--trip", "Coast", "-o", out.path])
        XCTAssertEqual(visibleFiles(out).filter { $0.hasSuffix(".png") }.count, 9)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: out.path).filter { $0.hasSuffix(".part") }, []
        )
        try assertVisibleFilesWhole()
    }
}

/// A library preloaded into `outdoor` that makes writes fail with EIO: writes to files whose
/// path contains `OUTDOOR_FAULT_PATH` fail once `OUTDOOR_FAULT_AFTER` bytes have gone to them.
enum FaultLibrary {
    static let source = """
        #define _GNU_SOURCE
        #include <dlfcn.h>
        #include <errno.h>
        #include <stdio.h>
        #include <stdlib.h>
        #include <string.h>
        #include <sys/types.h>
        #include <unistd.h>

        static long long written;

        static int faulty(int fd, size_t count) {
            const char *pattern = getenv("OUTDOOR_FAULT_PATH");
            const char *after = getenv("OUTDOOR_FAULT_AFTER");
            if (!pattern || !after) return 0;
            char link[64], target[4096];
            snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
            ssize_t n = readlink(link, target, sizeof target - 1);
            if (n <= 0) return 0;
            target[n] = 0;
            if (!strstr(target, pattern)) return 0;
            if (written + (long long)count <= atoll(after)) { written += count; return 0; }
            return 1;
        }

        ssize_t write(int fd, const void *buf, size_t count) {
            static ssize_t (*real)(int, const void *, size_t);
            if (!real) real = dlsym(RTLD_NEXT, "write");
            if (faulty(fd, count)) { errno = EIO; return -1; }
            return real(fd, buf, count);
        }

        ssize_t pwrite64(int fd, const void *buf, size_t count, off_t offset) {
            static ssize_t (*real)(int, const void *, size_t, off_t);
            if (!real) real = dlsym(RTLD_NEXT, "pwrite64");
            if (faulty(fd, count)) { errno = EIO; return -1; }
            return real(fd, buf, count, offset);
        }
        """

    /// Compiles the library with the C compiler beside the Swift toolchain (or cc); skips without one.
    static func build(in folder: URL) throws -> URL {
        let compilers = ["/opt/swift/usr/bin/clang", "/usr/bin/clang", "/usr/bin/cc"]
        guard let compiler = compilers.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw XCTSkip("no C compiler to build the fault library")
        }
        let c = folder.appendingPathComponent("fault.c")
        let library = folder.appendingPathComponent("libfault.so")
        try Data(source.utf8).write(to: c)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: compiler)
        process.arguments = ["-shared", "-fPIC", "-O1", "-o", library.path, c.path, "-ldl"]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw XCTSkip("the fault library did not compile") }
        return library
    }
}
