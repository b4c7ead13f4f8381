import Foundation
import Synchronization
import TestSupport
import XCTest

/// `export --shard K/N` and `export --merge` as the recipes of the guide run them.
///
/// 1, 3 and 7 parts make the same files as one export and merge into its folder byte for byte. The 3 parts
/// are made as a Kubernetes Indexed Job makes them (JOB_COMPLETION_INDEX, the journal mounted
/// read-only in a private mount namespace: needs root), the 7 with Scripts/shards/render-over-ssh.sh
/// (GNU parallel over ssh, against an sshd on 127.0.0.1 that the test starts: needs
/// openssh-server, parallel, and root or the right to run sshd).
final class ShardExportTests: CLITestCase {
    /// Three entries, one with a photo, and the unsharded export of them in `whole`.
    func makeJournalAndWholeExport() throws -> URL {
        let photo = try write(PhotoFixtures.jpeg(width: 320, height: 240), "pier.jpg")
        try addEntry(
            title: "Pier at dawn", lat: 60.1675, lng: 24.9527, at: "2024-06-12T05:30",
            extra: ["--photo", photo])
        try addEntry(title: "Ferry", lat: 60.1454, lng: 24.9881, at: "2024-06-12T11:00")
        try addEntry(title: "Fortress walls 山", lat: 60.1458, lng: 24.9846, at: "2024-06-13T15:20")
        let whole = dir.url.appendingPathComponent("whole")
        try run(["export", "--all", "--preset", "landscape", "--jobs", "1", "-o", whole.path])
        return whole
    }

    /// The files of `folder`, by name.
    func files(_ folder: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            result[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return result
    }

    /// Whether `merged` holds exactly `whole`'s files with the same bytes.
    func assertSameFolder(_ merged: URL, _ whole: URL, _ label: String, line: UInt = #line) throws {
        let a = try files(merged)
        let b = try files(whole)
        XCTAssertEqual(a.keys.sorted(), b.keys.sorted(), label, line: line)
        for (name, data) in b { XCTAssertEqual(a[name], data, "\(label): \(name) differs", line: line) }
    }

    func testOneThreeAndSevenPartsMakeTheWholeExportByteForByte() throws {
        let whole = try makeJournalAndWholeExport()
        let cards = Set(try files(whole).keys).subtracting(["index.html", "manifest.json"])
        XCTAssertEqual(cards.count, 4, "three cards and the summary")

        // N = 1: the one part is the whole export.
        for count in [1] {
            let parts = (1...count).map { dir.url.appendingPathComponent("n\(count)/part-\($0)") }
            let statuses = Mutex<[Int32]>([])
            let group = DispatchGroup()
            for (index, part) in parts.enumerated() {
                group.enter()
                Thread { [cli] in
                    let result = try? cli?.run([
                        "export", "--all", "--preset", "landscape", "--jobs", "1", "--shard",
                        "\(index + 1)/\(count)",
                        "-o", part.path,
                    ])
                    statuses.withLock { $0.append(result?.status ?? -1) }
                    group.leave()
                }.start()
            }
            group.wait()
            XCTAssertEqual(statuses.withLock { $0 }, Array(repeating: 0, count: count))
            // The union of the parts' files is the export's; no card is in two parts.
            var union: [String] = []
            for part in parts {
                let names = try files(part).keys.filter { $0 != "manifest.json" }
                XCTAssertFalse(names.contains("index.html"), "a part is not a gallery")
                union += names
            }
            XCTAssertEqual(union.sorted(), cards.sorted(), "N = \(count)")
            let merged = dir.url.appendingPathComponent("n\(count)/merged")
            let result = try run(["export", "--merge"] + parts.map(\.path) + ["-o", merged.path])
            XCTAssertTrue(result.stderr.contains("merged \(count) part"), result.stderr)
            try assertSameFolder(merged, whole, "N = \(count)")
        }

        // N = 3 as a Kubernetes Indexed Job: three pods at once, each with its JOB_COMPLETION_INDEX,
        // the journal's folder mounted read-only (a private mount namespace stands in for the pod's).
        let mounted = dir.url.appendingPathComponent("journal-volume")
        try FileManager.default.createDirectory(at: mounted, withIntermediateDirectories: true)
        try run(["backup", mounted.appendingPathComponent("journal.sqlite").path])
        let parts = (0..<3).map { dir.url.appendingPathComponent("k8s/part-\($0)") }
        let pods = try parts.indices.map { index -> Process in
            let pod = Process()
            pod.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
            pod.arguments = [
                "-m", "sh", "-c",
                "mount --bind \"$1\" \"$1\" && mount -o remount,ro,bind \"$1\" \"$1\" && shift && exec \"$@\"",
                "pod",
                mounted.path, OutdoorProcess.executable.path, "--journal",
                mounted.appendingPathComponent("journal.sqlite").path,
                "export", "--all", "--preset", "landscape", "--jobs", "1", "--shard", "auto/3", "-o",
                parts[index].path,
            ]
            pod.environment = cli.environment.merging(["JOB_COMPLETION_INDEX": "\(index)"]) { $1 }
            pod.standardOutput = FileHandle.nullDevice
            pod.standardError = FileHandle.nullDevice
            try pod.run()
            return pod
        }
        for pod in pods { pod.waitUntilExit() }
        XCTAssertEqual(pods.map(\.terminationStatus), [0, 0, 0])
        let manifest =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: parts[2].appendingPathComponent("manifest.json"))) as? [String: Any]
        XCTAssertEqual((manifest?["shard"] as? [String: Any])?["part"] as? Int, 3, "index 2 is part 3")
        let merged = dir.url.appendingPathComponent("k8s/merged")
        try run(["export", "--merge"] + parts.map(\.path) + ["-o", merged.path])
        try assertSameFolder(merged, whole, "Indexed Job")

        // N = 7 with the recipe of the guide: GNU parallel over ssh to "another host" (an sshd on
        // 127.0.0.1), two parts at a time, the parts sent back as tar streams and merged.
        let ssh = try LoopbackSSH(folder: dir.url.appendingPathComponent("ssh"))
        defer { ssh.stop() }
        let out = dir.url.appendingPathComponent("over-ssh")
        let recipe = RepositoryRoot.url.appendingPathComponent("Scripts/shards/render-over-ssh.sh")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // The hosts run the same binary with the test's home (no other map data), two parts at a time.
        process.arguments = [
            recipe.path, "2/\(ssh.user)@127.0.0.1", "7", out.path, "--journal", journal, "--all", "--preset",
            "landscape", "--jobs", "1",
        ]
        process.environment = cli.environment.merging([
            "OUTDOOR": "env HOME=\(dir.url.path) OUTDOOR_RESOURCES= \(OutdoorProcess.executable.path)",
            "OUTDOOR_MERGE": OutdoorProcess.executable.path, "OUTDOOR_SSH": "ssh -F \(ssh.clientConfig.path)",
            "PATH": "/usr/bin:/bin",
        ]) { $1 }
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, stderr)
        XCTAssertTrue(stderr.contains("merged 7 parts"), stderr)
        try assertSameFolder(out, whole, "N = 7 over ssh")

        // Parts that do not make an export are refused, naming what is wrong.
        let missing = try run(
            ["export", "--merge", parts[0].path, parts[2].path, "-o", dir.path("x")], status: 1)
        XCTAssertTrue(missing.stderr.contains("the parts 2/3 are missing"), missing.stderr)
        let twice = try run(
            ["export", "--merge", parts[0].path, parts[0].path, "-o", dir.path("x")], status: 1)
        XCTAssertTrue(twice.stderr.contains("part 1/3 is given twice"), twice.stderr)
        let notAPart = try run(["export", "--merge", whole.path, "-o", dir.path("x")], status: 1)
        XCTAssertTrue(notAPart.stderr.contains("is not a part of a sharded export"), notAPart.stderr)
        let noIndex = try run(["export", "--all", "--shard", "auto/3", "-o", dir.path("x")], status: 2)
        XCTAssertTrue(noIndex.stderr.contains("neither is set: give K/3"), noIndex.stderr)
        let badIndex = try run(
            ["export", "--all", "--shard", "auto/3", "-o", dir.path("x")], status: 2,
            env: ["AWS_BATCH_JOB_ARRAY_INDEX": "3"])
        XCTAssertTrue(
            badIndex.stderr.contains("AWS_BATCH_JOB_ARRAY_INDEX=3 is not an index from 0 to 2"),
            badIndex.stderr)
        XCTAssertEqual(
            try run(["export", "--all", "--shard", "4/3", "-o", dir.path("x")], status: 2).status, 2)
    }
}

/// An sshd on 127.0.0.1 at a free port, with keys of its own in `folder`, for the current user.
///
/// sshd runs as a daemon of its own (its pid in `folder`), not as a child the test waits on.
struct LoopbackSSH {
    let pidFile: URL
    let clientConfig: URL
    let user: String

    init(folder: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for key in ["host_key", "client_key"] {
            let keygen = Process()
            keygen.executableURL = URL(fileURLWithPath: "/usr/bin/ssh-keygen")
            keygen.arguments = [
                "-q", "-t", "ed25519", "-N", "", "-f", folder.appendingPathComponent(key).path,
            ]
            try keygen.run()
            keygen.waitUntilExit()
        }
        try FileManager.default.copyItem(
            at: folder.appendingPathComponent("client_key.pub"),
            to: folder.appendingPathComponent("authorized_keys"))
        user = String(cString: getpwuid(getuid()).pointee.pw_name)
        let port = try Self.freePort()
        let server = folder.appendingPathComponent("sshd_config")
        try """
        Port \(port)
        ListenAddress 127.0.0.1
        HostKey \(folder.path)/host_key
        AuthorizedKeysFile \(folder.path)/authorized_keys
        PidFile \(folder.path)/sshd.pid
        StrictModes no
        UsePAM no
        PasswordAuthentication no
        KbdInteractiveAuthentication no
        PermitRootLogin prohibit-password

        """.write(to: server, atomically: true, encoding: .utf8)
        clientConfig = folder.appendingPathComponent("ssh_config")
        try """
        Host 127.0.0.1
          Port \(port)
          IdentityFile \(folder.path)/client_key
          IdentitiesOnly yes
          StrictHostKeyChecking no
          UserKnownHostsFile /dev/null
          BatchMode yes
          LogLevel ERROR

        """.write(to: clientConfig, atomically: true, encoding: .utf8)
        // sshd's privilege-separation folder.
        try? FileManager.default.createDirectory(atPath: "/run/sshd", withIntermediateDirectories: true)
        pidFile = folder.appendingPathComponent("sshd.pid")
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/sbin/sshd")
        daemon.arguments = ["-f", server.path]
        try daemon.run()
        daemon.waitUntilExit()
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if let socket = try? LoopbackHTTP.connect(port: port, timeout: 1) {
                close(socket)
                return
            }
            usleep(50_000)
        }
        stop()
        throw LoopbackHTTP.Failure(description: "sshd did not listen on 127.0.0.1:\(port)")
    }

    /// Ends the daemon.
    func stop() {
        guard let text = try? String(contentsOf: pidFile, encoding: .utf8),
            let pid = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return }
        kill(pid, SIGTERM)
    }

    /// A port nothing listens on now.
    static func freePort() throws -> UInt16 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0
            }
        }
        guard bound else { throw LoopbackHTTP.Failure(description: "no free port") }
        return UInt16(bigEndian: address.sin_port)
    }
}
