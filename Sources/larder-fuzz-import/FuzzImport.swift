import Foundation
import LarderInterchange

/// Feeds arbitrary bytes to the recipe importer, as JSON and as HTML.
/// It must return a result or a clear error for every input, never crash.
func fuzzImport(_ bytes: UnsafeRawBufferPointer) {
    let data = Data(bytes)
    let reader = RecipeFileReader()
    for kind in [RecipeFileReader.Kind.json, .html] {
        // No base directory: a fuzzed photo path must never read a file.
        guard case .success(let document) = reader.read(data: data, kind: kind, baseDirectory: nil) else { continue }
        for case .success(let imported) in document.recipes {
            _ = imported.recipe.ingredients.count + imported.recipe.steps.count
        }
    }
}

#if FUZZING
/// The function libFuzzer calls with each input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    fuzzImport(UnsafeRawBufferPointer(start: start, count: count))
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
/// it hands control to the fuzzer's driver (`make fuzz`).
@_cdecl("larder_fuzz_import_main")
public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv) { start, count in fuzzerTestOneInput(start, count) }
}
#else
/// Without libFuzzer: replays the files or folders given (the corpus), so
/// `make check` runs every input the fuzzer ever kept.
@main
struct ReplayCorpus {
    static func main() throws {
        var count = 0
        for path in CommandLine.arguments.dropFirst() {
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
                data.withUnsafeBytes(fuzzImport)
                count += 1
            }
        }
        print("replayed \(count) inputs: no crash")
    }
}
#endif
