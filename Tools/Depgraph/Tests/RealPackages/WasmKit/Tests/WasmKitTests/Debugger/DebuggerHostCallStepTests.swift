#if WasmDebuggingSupport
    import Testing
    import WAT
    import WasmParser
    @testable import WasmKit
    private let hostCallWAT = """
          (import "env" "host" (func $host (param i32) (result i32)))
        """
#endif
enum DeclarationsLeftOut {}
