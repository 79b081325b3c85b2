#if WasmDebuggingSupport
    import WAT
    import WasmKitWASI
    @testable import WasmKit
    @testable import WasmKitGDBHandler
#endif
enum DeclarationsLeftOut {}
