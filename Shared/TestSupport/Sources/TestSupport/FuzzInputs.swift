#if os(macOS) || os(Linux) || os(Windows)
    import Foundation

    /// What a fuzz target does with its inputs, whichever way it is built. A target defines
    /// `check(_:)`, which feeds the bytes to its parser and breaks a ``promise(_:_:)`` when one
    /// does not hold, and its entry (one file, the same for every target) hands it the bytes:
    /// built with `-DFUZZING` and `--sanitize=fuzzer` (Scripts/fuzz-parsers), libFuzzer's every
    /// input (``check(_:_:with:)``); built plainly, the files named on its command line
    /// (``replay(_:)``), so that an input the fuzzer saved reproduces without the fuzzer.
    ///
    /// ```swift
    /// #if FUZZING
    ///     @_cdecl("LLVMFuzzerTestOneInput")
    ///     func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    ///         FuzzInputs.check(data, size, with: check)
    ///     }
    /// #else
    ///     @main enum Replay { static func main() throws { try FuzzInputs.replay(check) } }
    /// #endif
    /// ```
    public enum FuzzInputs {
        /// Runs `check` on the `size` bytes at `data`, as libFuzzer gives them; 0, as it expects.
        public static func check(_ data: UnsafePointer<UInt8>?, _ size: Int, with check: ([UInt8]) -> Void)
            -> Int32
        {
            check(Array(UnsafeBufferPointer(start: data, count: size)))
            return 0
        }

        /// Runs `check` on the bytes of each file named on the command line, in order, printing
        /// `ok: PATH` after each.
        public static func replay(_ check: ([UInt8]) -> Void) throws {
            for path in CommandLine.arguments.dropFirst() {
                check(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
                print("ok: \(path)")
            }
        }
    }

    /// Stops the run, saying which promise broke, unless `holds`: the fuzzer keeps the input.
    public func promise(_ holds: Bool, _ what: @autoclosure () -> String) {
        if !holds { fatalError("broken promise: \(what())") }
    }
#endif
