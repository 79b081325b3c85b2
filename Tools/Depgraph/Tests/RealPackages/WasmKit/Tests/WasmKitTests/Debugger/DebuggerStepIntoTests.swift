#if WasmDebuggingSupport
    import Testing
    import WAT
    import WasmParser
    @testable import WasmKit
    private let stepInCallWAT = """
        """
    private let stepInReturnCallWAT = """
        """
    private let stepInCallIndirectWAT = """
        """
    private let stepInCallRefWAT = """
        """
    private let stepInReturnCallRefWAT = """
        """
    private let stepInZeroArgCallWAT = """
        """
#endif
enum DeclarationsLeftOut {}
