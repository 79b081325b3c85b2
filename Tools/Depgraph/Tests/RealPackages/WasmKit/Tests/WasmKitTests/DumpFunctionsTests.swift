#if Disassembler
    import Testing
    import WAT
    import WasmParser
    @_spi(OnlyForCLI) @testable import WasmKit
                    """
                    """
#endif
enum DeclarationsLeftOut {}
