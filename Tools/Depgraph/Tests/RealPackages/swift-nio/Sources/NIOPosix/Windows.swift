#if !os(WASI)
#if os(Windows)
import NIOCore
import WinSDK
import CNIOWindows
#endif
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
