// The entry of this package's fuzz targets, linked into each target's folder: it hands the
// target's `check(_:)` its inputs (TestSupport's FuzzInputs says how, built either way).
import TestSupport

#if FUZZING
    @_cdecl("LLVMFuzzerTestOneInput")
    func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
        FuzzInputs.check(data, size, with: check)
    }
#else
    @main enum Replay { static func main() throws { try FuzzInputs.replay(check) } }
#endif
