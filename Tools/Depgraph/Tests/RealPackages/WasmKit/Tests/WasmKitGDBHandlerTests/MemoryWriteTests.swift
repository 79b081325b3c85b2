#if WasmDebuggingSupport
    import GDBRemoteProtocol
    import Testing
    import WAT
    import WasmKitWASI
    @testable import WasmKit
    @testable import WasmKitGDBHandler
        static let wat = """
            """
#endif
enum DeclarationsLeftOut {}
