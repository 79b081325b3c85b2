#if WasmDebuggingSupport
    import Testing
    import WAT
    import WasmParser
    @testable import WasmKit
    private let brWithValueWAT = """
        """
    private let returnWithValueWAT = """
        """
    private let brIfWithValueWAT = """
        """
    private let hostCallsWAT = """
          (import "env" "host0" (func $host0))
          (import "env" "host1" (func $host1 (param i32) (result i32)))
        """
    private let throwInLoopWAT = """
        """
    private let compilingCallInLoopWAT = """
        """
    private let crossInstanceCallWAT = """
          (import "other" "triple" (func $triple (param i32) (result i32)))
        """
    private let tripleWAT = """
        """
    private let callsTrappingLibraryWAT = """
          (import "lib" "boom" (func $boom (result i32)))
        """
    private let trappingLibraryWAT = """
        """
    private let catchesFromLibraryWAT = """
          (import "lib" "e" (tag $e))
          (import "lib" "thrower" (func $thrower))
        """
    private let throwingLibraryWAT = """
        """
    private let foldedRunsWAT = """
        """
    private let trapInCalleeWAT = """
        """
    private let fuelRegionsWAT = """
        """
#endif
enum DeclarationsLeftOut {}
