import Foundation
import Synchronization
import Testing
import WasmTypes
@_spi(WASIPlatform) @testable import WASI
enum DeclarationsLeftOut {}
