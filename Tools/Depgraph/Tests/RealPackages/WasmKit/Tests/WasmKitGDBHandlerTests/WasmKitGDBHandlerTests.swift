#if WasmDebuggingSupport
    import GDBRemoteProtocol
    import Testing
    import WAT
    @testable import WasmKit
    @testable import WasmKitGDBHandler
        static let wat = """
            """
        static let globalWAT = """
            """
#endif
enum DeclarationsLeftOut {}
