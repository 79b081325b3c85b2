#if WasmDebuggingSupport
    import Testing
    import WAT
    import WasmParser
    @testable import WasmKit
    private let localsAcrossFramesWAT = """
        """
    private let mixedWidthFrameWAT = """
        """
#endif
enum DeclarationsLeftOut {}
