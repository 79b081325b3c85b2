#if !os(WASI)
import NIOCore
#if canImport(WinSDK)
import struct WinSDK.socklen_t
#endif
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
