// The entry of this package's fuzz targets: one file, linked into each target's folder. Each
// target defines `check(_:)`, which feeds the bytes to its parser and breaks (`promise`) when a
// promise does not hold. Built with `-DFUZZING` and `--sanitize=fuzzer` (Scripts/fuzz-parsers),
// libFuzzer calls `check` with every input it makes; built plainly, the target replays the files
// it is given, so an input the fuzzer saved reproduces without the fuzzer.

#if FUZZING
    @_cdecl("LLVMFuzzerTestOneInput")
    func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        check(Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }
#else
    import Foundation

    @main enum Replay {
        static func main() throws {
            for path in CommandLine.arguments.dropFirst() {
                check(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
                print("ok: \(path)")
            }
        }
    }
#endif

/// Stops the run, saying which promise broke, unless `holds`: the fuzzer keeps the input.
func promise(_ holds: Bool, _ what: @autoclosure () -> String) {
    if !holds { fatalError("broken promise: \(what())") }
}
