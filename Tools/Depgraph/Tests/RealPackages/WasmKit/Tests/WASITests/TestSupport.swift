import Foundation
@_spi(WASIPlatform) @testable import WASI
@testable import WasmKit
#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif os(Windows)
    import ucrt
#endif
enum DeclarationsLeftOut {}
