import Testing
import WAT
@testable import WasmKit
        let wat = """
            """
        let wat = """
              (import "env" "cb" (func $cb))
            """
enum DeclarationsLeftOut {}
