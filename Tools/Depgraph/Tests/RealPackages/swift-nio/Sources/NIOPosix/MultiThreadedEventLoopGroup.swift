#if !os(WASI)
import Atomics
import CNIOPosix
import NIOConcurrencyHelpers
import NIOCore
#if canImport(Dispatch)
import Dispatch
#endif
                """
                """,
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
