import Foundation
import Testing
import WasmParser
@testable import WAT
#if ComponentModel
    import WasmTools
#endif
                """
                """)
                """
                """)
                """
                """)
                """
                """)
            """
            """)
            """
            """,
            """
                (import "env" "imported" (func $imported (param i32)))
            """,
enum DeclarationsLeftOut {}
