import Testing
import WIT
import WasmKit
@testable import WITOverlayGenerator
enum DeclarationsLeftOut {}
