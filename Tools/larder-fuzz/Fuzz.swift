import Foundation

// larder-fuzz TARGET ARGS...: TARGET is one of FuzzTarget's cases (`import`, `card`, `cooklang`, ...).
// Built with -sanitize=fuzzer,address -DFUZZING (make fuzz), ARGS go to libFuzzer.
// Built normally, ARGS are corpus files or folders to replay (make check).
// `larder-fuzz cooklang-canonical FILE.json` runs the Cooklang spec's tests (make cooklang-canonical).

/// The target named by the first argument; exits with usage otherwise.
func chosenTarget() -> FuzzTarget {
    guard CommandLine.arguments.count > 1, let target = FuzzTarget(rawValue: CommandLine.arguments[1]) else {
        let names = FuzzTarget.allCases.map(\.rawValue).joined(separator: "|")
        FileHandle.standardError.write(Data("usage: larder-fuzz \(names) [corpus or libFuzzer arguments...]\n".utf8))
        exit(64)
    }
    return target
}

#if FUZZING
nonisolated(unsafe) var fuzzTarget = FuzzTarget.card

/// The function libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    fuzzTarget.run(UnsafeRawBufferPointer(start: start, count: count))
    return 0
}

/// libFuzzer's driver (from -sanitize=fuzzer), run with our callback.
@_silgen_name("LLVMFuzzerRunDriver")
func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// SwiftPM links an executable's entry point under this name; with libFuzzer
/// it removes the target name from the arguments and hands over to the driver.
@_cdecl("larder_fuzz_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    fuzzTarget = chosenTarget()
    var arguments = argv
    arguments?[1] = arguments?[0]
    arguments = arguments.map { $0 + 1 }
    var count = argc - 1
    return LLVMFuzzerRunDriver(&count, &arguments) { start, count in fuzzerTestOneInput(start, count) }
}
#else
/// Replays corpus files and folders: every input the fuzzer ever kept.
@main
struct ReplayCorpus {
    static func main() throws {
        if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "cooklang-canonical" {
            exit(CooklangCanonical.run(path: CommandLine.arguments[2]))
        }
        let target = chosenTarget()
        var count = 0
        for path in CommandLine.arguments.dropFirst(2) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                FileHandle.standardError.write(Data("no such file: \(path)\n".utf8))
                exit(1)
            }
            let files = isDirectory.boolValue
                ? try FileManager.default.contentsOfDirectory(atPath: path).sorted().map { "\(path)/\($0)" }
                : [path]
            for file in files {
                guard let data = FileManager.default.contents(atPath: file) else { continue }
                data.withUnsafeBytes(target.run)
                count += 1
            }
        }
        print("\(target.rawValue): replayed \(count) inputs, no crash")
    }
}
#endif
