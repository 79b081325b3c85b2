#if WasmDebuggingSupport
    import GDBRemoteProtocol
    import Testing
    import WAT
    @testable import WasmKitGDBHandler
        static let wat = """
            """
            let wat = """
                """
#endif
enum DeclarationsLeftOut {}
