#if WasmDebuggingSupport
    import GDBRemoteProtocol
    import WASI
    import WasmKit
    import WasmKitWASI
                        """
                        """)
#endif
enum DeclarationsLeftOut {}
