#if !os(WASI)
#if os(Windows)
import CNIOWindows
import NIOConcurrencyHelpers
import NIOCore
import WinSDK
#endif
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
