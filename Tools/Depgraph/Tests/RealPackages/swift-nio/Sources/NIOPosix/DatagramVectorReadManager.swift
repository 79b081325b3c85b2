#if !os(WASI)
import CNIODarwin
import CNIOLinux
import CNIOOpenBSD
import NIOCore
#if canImport(WinSDK)
import WinSDK
import CNIOWindows
#endif
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
