import CWasmKitWASIThreads
import Synchronization
import WasmKit
import WasmParser
import WasmTypes
/// The module must import exactly the conventional shared wasm32 memory as
        #if os(macOS) || os(Linux)
            #if MultiThread && (arch(x86_64) || arch(arm64))
                    preconditionFailure("WASI Threads requires exactly one shared wasm32 memory import")
            #elseif !MultiThread
            #else
            #endif
        #else
        #endif
    /// import and `wasi.thread-spawn`.
enum DeclarationsLeftOut {}
