#if ComponentModel
    import ComponentModel
    import Foundation
    import Testing
    import WAT
    import WasmKit
    import WasmKitWASI
    import WasmParser
    import WasmTools
#endif
enum DeclarationsLeftOut {}
