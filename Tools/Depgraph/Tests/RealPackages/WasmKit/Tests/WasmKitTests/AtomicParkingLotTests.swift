#if MultiThread
    import Dispatch
    import Foundation
    import Synchronization
    import Testing
    @testable import WasmKit
    #if canImport(Darwin)
        import Darwin
    #elseif canImport(Musl)
        import Musl
    #elseif canImport(Glibc)
        import Glibc
    #endif
#endif  // MultiThread
enum DeclarationsLeftOut {}
