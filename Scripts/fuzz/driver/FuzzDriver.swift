// outdoor-fuzz: the fuzz targets of OutdoorFuzzTargets under libFuzzer (Scripts/fuzz/run.sh), or,
// in an ordinary build, a replayer: `outdoor-fuzz TARGET FILE...` runs each file through TARGET.

import Foundation
import OutdoorFuzzTargets

#if FUZZING
    /// The target libFuzzer drives, named by OUTDOOR_FUZZ_TARGET.
    let fuzzTarget = ProcessInfo.processInfo.environment["OUTDOOR_FUZZ_TARGET"] ?? ""

    /// libFuzzer's entry point: one input.
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOne(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
        let data = start.map { Data(bytes: $0, count: count) } ?? Data()
        guard FuzzTargets.run(fuzzTarget, data) else {
            FileHandle.standardError.write(
                Data("OUTDOOR_FUZZ_TARGET must be one of \(FuzzTargets.names)\n".utf8))
            exit(2)
        }
        return 0
    }
#else
    /// The replayer: `outdoor-fuzz TARGET FILE...` runs each file through TARGET.
    @main
    enum FuzzReplay {
        static func main() {
            let arguments = CommandLine.arguments.dropFirst()
            guard let target = arguments.first, FuzzTargets.names.contains(target) else {
                let names = FuzzTargets.names.joined(separator: ", ")
                FileHandle.standardError.write(Data("usage: outdoor-fuzz TARGET FILE...  (targets: \(names))\n".utf8))
                exit(2)
            }
            for path in arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else {
                    FileHandle.standardError.write(Data("outdoor-fuzz: cannot read \(path)\n".utf8))
                    exit(1)
                }
                FuzzTargets.run(target, data)
            }
            print("outdoor-fuzz: \(arguments.count - 1) inputs ran through \(target) without a crash")
        }
    }
#endif
