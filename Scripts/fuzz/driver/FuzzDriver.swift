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
    /// libFuzzer's driver, which parses libFuzzer's options and runs the loop.
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// The program's entry: SwiftPM links an executable's `main` to this name.
    @_cdecl("outdoor_fuzz_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        var count = argc
        var values = argv
        return runFuzzerDriver(&count, &values) { fuzzOne($0, $1) }
    }
#else
    /// The replayer: `outdoor-fuzz TARGET FILE...` runs each file through TARGET.
    @main
    enum FuzzReplay {
        static func main() {
            let arguments = CommandLine.arguments.dropFirst()
            guard let target = arguments.first, FuzzTargets.names.contains(target) else {
                let names = FuzzTargets.names.joined(separator: ", ")
                let usage = "usage: outdoor-fuzz TARGET FILE...  (targets: \(names))\n"
                FileHandle.standardError.write(Data(usage.utf8))
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
