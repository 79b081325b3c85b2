import Testing
import WAT
@testable import WasmKit
                """
                """
                """
                """
                """
                    (import "env" "sum5" (func $sum5 (param i64 i64 i64 i64 i64) (result i64)))
                """
            """
            """
            """
                (func (import "env" "bar"))
            """
enum DeclarationsLeftOut {}
