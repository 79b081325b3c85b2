import Testing
import WAT
import WasmParser
@testable import WasmKit
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
            """
            """,
                """
                    (import "env" "burn" (func $burn))
                """))
            """
            """,
            """
            """,
            """
            """,
enum DeclarationsLeftOut {}
