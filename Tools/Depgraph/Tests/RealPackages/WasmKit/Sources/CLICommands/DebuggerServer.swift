#if WasmDebuggingSupport && !os(Windows)
    import Foundation
    import GDBRemoteProtocol
    import WasmKit
    import WasmKitGDBHandler
    import WasmKitWASI
#endif
enum DeclarationsLeftOut {}
