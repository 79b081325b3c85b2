#if WasmDebuggingSupport
    import WasmKit
#endif
enum DeclarationsLeftOut {}
