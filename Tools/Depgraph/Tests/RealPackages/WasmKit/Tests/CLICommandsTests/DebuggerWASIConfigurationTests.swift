#if WasmDebuggingSupport && (os(macOS) || os(Linux))
    import Foundation
    import GDBRemoteProtocol
    import Testing
    import WAT
    import WasmKit
    import WASI
    import WasmKitGDBHandler
    import WasmKitWASI
    import CLICommands
#endif
enum DeclarationsLeftOut {}
