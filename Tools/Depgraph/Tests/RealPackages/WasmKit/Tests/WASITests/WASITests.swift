import Foundation
import Testing
import WasmKit
import WasmTypes
@_spi(WASIPlatform) @testable import WASI
#if os(macOS)
    import Darwin
#elseif os(Linux)
    import Glibc
#endif
enum DeclarationsLeftOut {}
