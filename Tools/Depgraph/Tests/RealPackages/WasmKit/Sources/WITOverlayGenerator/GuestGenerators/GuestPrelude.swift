let guestPrelude = """
    #if arch(wasm32)
    #if canImport(WASILibc)
    import WASILibc
    #endif
    #if compiler(>=6.0)
    private import _CabiShims
    #else
    @_implementationOnly import _CabiShims
    #endif
    """
enum DeclarationsLeftOut {}
