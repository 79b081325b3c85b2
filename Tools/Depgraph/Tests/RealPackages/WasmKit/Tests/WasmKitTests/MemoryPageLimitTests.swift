import Testing
@testable import WasmKit
enum DeclarationsLeftOut {}
