import Testing
import WAT
@testable import WasmKit
@testable import WasmParser
                """
                    (import "env" "memory" (memory 1))
                """))
                """
                    (import "env" "bar" (func $bar))
                    (import "env" "qux" (func $qux))
                """)
enum DeclarationsLeftOut {}
