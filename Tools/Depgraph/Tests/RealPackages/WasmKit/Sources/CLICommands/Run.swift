import ArgumentParser
import Foundation
import WASI
import WAT
import WasmKit
import WasmKitWASI
import WasmKitWASIThreads
import WasmParser
import WasmTypes
#if os(macOS)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif
#if ComponentModel
    import ComponentModel
#endif
#if canImport(os.signpost)
    import os.signpost
#endif
        discussion: """
            """
        help: """
            """
    #if WasmDebuggingSupport
            help: """
                """)
    #endif
                    """
                    """
enum DeclarationsLeftOut {}
