import Testing
import WAT
import WasmParser
@testable import WasmKit
                    """
                    """))
enum DeclarationsLeftOut {}
