#if WasmDebuggingSupport
    import GDBRemoteProtocol
    import Testing
    import WAT
    @testable import WasmKit
    @testable import WasmKitGDBHandler
        static let wat = """
              (import "wasi_snapshot_preview1" "proc_exit" (func $proc_exit (param i32)))
            """
#endif
enum DeclarationsLeftOut {}
