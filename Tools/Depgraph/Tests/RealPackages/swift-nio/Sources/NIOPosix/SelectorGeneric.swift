#if !os(WASI)
import NIOConcurrencyHelpers
import NIOCore
#if os(Linux)
import CNIOLinux
#elseif os(Windows)
import WinSDK
#endif
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
