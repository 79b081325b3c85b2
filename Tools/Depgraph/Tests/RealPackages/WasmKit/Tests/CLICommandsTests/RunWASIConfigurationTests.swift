#if os(macOS) || os(Linux)
    import Testing
    import WasmKit
    import WasmKitWASI
    import CLICommands
#endif
enum DeclarationsLeftOut {}
