import Synchronization
import Testing
import WAT
@_spi(Fuzzing) @_spi(OnlyForCLI) @testable import WasmKit
#if os(macOS) || os(Linux)
                    """
                    """,
                    """
                        (memory (import "env" "mem") 1 4 shared)
                    """,
            // Create shared memory and import it
                    """
                    """,
                    """
                    """,
                    """
                    """,
                    """
                    """,
                    """
                        (memory (import "env" "mem") 1 2 shared)
                    """,
                    """
                        (memory (import "env" "mem") 1 2 shared)
                    """,
                    """
                        (import "test" "memory" (memory 1 4 shared))
                        (import "test" "grow" (func $grow))
                    """,
                    """
                    """,
                    """
                    """,
                    """
                    """,
                    """
                    """,
                    """
                    """,
            // mprotect engine and *import* it into the token-threaded dump instance.
                    memoryDecl = #"(import "env" "mem" (memory 1 1 shared))"#
                        """
                        """,
                    """
                        (import "test" "memory" (memory 1 4 shared))
                        (import "test" "grow" (func $grow))
                    """,
#endif
enum DeclarationsLeftOut {}
