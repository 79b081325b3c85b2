#if os(macOS) || os(Linux)
    import Testing
    @testable import WasmKit
    import WAT
                    """
                    """))
            let wat = """
                """
#endif
enum DeclarationsLeftOut {}
