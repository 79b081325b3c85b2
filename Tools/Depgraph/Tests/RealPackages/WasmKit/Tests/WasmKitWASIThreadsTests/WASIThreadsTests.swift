#if os(macOS) || os(Linux)
    import Foundation
    import Synchronization
    import Testing
    import WAT
    import WasmKit
    import WasmKitWASIThreads
                    """
                      (import "env" "memory" (memory 1 1 shared))
                    """, features: [.threads]
                    """
                      (import "env" "memory" (memory 1 1 shared))
                      (import "wasi" "thread-spawn" (func $spawn (param i32) (result i32)))
                    """,
                    """
                      (import "env" "memory" (memory 1 1 shared))
                      (import "wasi" "thread-spawn" (func $spawn (param i32) (result i32)))
                    """,
                    """
                      (import "env" "memory" (memory 1 1 shared))
                      (import "wasi" "thread-spawn" (func $spawn (param i32) (result i32)))
                    """, features: [.threads]
                    """
                      (import "env" "memory" (memory 1 1 shared))
                      (import "wasi" "thread-spawn" (func $spawn (param i32) (result i32)))
                    """, features: [.threads]
#endif
enum DeclarationsLeftOut {}
