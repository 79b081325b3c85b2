#if !os(WASI)
import CNIOLinux
import CNIOOpenBSD
import NIOCore
#if canImport(WinSDK)
import WinSDK
#endif
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
