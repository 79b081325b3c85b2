#if WasmDebuggingSupport
    import Testing
    import WAT
    import WasmParser
    @testable import WasmKit
                    """
                    """))
#endif
enum DeclarationsLeftOut {}
