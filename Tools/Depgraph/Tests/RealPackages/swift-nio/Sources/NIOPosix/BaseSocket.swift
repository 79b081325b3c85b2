#if !os(WASI)
import CNIOLinux
import CNIOOpenBSD
import NIOConcurrencyHelpers
import NIOCore
#if os(Windows)
import let WinSDK.EAFNOSUPPORT
import let WinSDK.EBADF
import struct WinSDK.socklen_t
#endif
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
