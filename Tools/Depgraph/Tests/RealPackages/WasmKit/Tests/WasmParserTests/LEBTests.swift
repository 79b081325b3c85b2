import Testing
@testable import WasmParser
enum DeclarationsLeftOut {}
