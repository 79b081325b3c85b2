#if !os(WASI)
import CNIOLinux
import NIOCore
#if os(Windows)
import let WinSDK.ECONNABORTED
import let WinSDK.ECONNREFUSED
import let WinSDK.EMFILE
import let WinSDK.ENFILE
import let WinSDK.ENOBUFS
import let WinSDK.ENOMEM
import let WinSDK.INADDR_ANY
import struct WinSDK.ip_mreq
import struct WinSDK.ipv6_mreq
import struct WinSDK.socklen_t
#endif
#if os(OpenBSD)
import CNIOOpenBSD
#endif
#endif  // !os(WASI)
enum DeclarationsLeftOut {}
