#if !os(WASI)
import Atomics
import CNIODarwin
import CNIOLinux
import CNIOOpenBSD
import CNIOWindows
import NIOCore
#if canImport(WinSDK)
import struct WinSDK.socklen_t
#endif
                """
                """
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
