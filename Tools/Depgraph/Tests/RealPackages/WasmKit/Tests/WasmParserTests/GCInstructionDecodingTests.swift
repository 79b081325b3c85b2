import Testing
import WasmTypes
@testable import WasmParser
enum DeclarationsLeftOut {}
