import NIOConcurrencyHelpers
#if canImport(Dispatch)
import Dispatch
#endif
#if canImport(WASILibc)
@preconcurrency import WASILibc
import CNIOWASI
#endif
#if os(Linux)
import CNIOLinux
#endif  // os(Linux)
        message: """
            """
enum DeclarationsLeftOut {}
