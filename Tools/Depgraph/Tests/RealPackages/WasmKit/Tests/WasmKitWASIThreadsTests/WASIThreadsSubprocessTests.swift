#if os(macOS) || os(Linux)
    import Foundation
    import Testing
    import WasmKit
#endif
enum DeclarationsLeftOut {}
